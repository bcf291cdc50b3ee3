import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUITS } from "../../../src/rules/cards/card.ts";
import type { Rank, Suit, SuitedCard } from "../../../src/rules/cards/card.ts";
import { choose } from "../../../src/rules/cards/odds.ts";
import {
  BALANCED_ARCHETYPE,
  DEFAULT_ENEMY_COUNTS,
  EXAMPLE_ARCHETYPES,
  TEST_RESULTS,
  cardsFromCounts,
  countSymbols,
  judgeTest,
  planDrawCount,
  competitionOdds,
  DEFAULT_RULINGS,
  planTest,
  roundLeaders,
  successChance,
  symbolOdds,
  testOdds,
} from "../../../src/rules/director/index.ts";
import type { CardCounts, DirectorRulings, ScoredHand, TestPlan, TestResult } from "../../../src/rules/director/index.ts";
import { outcomesByHeadCount, outcomesBySets } from "../../../src/rules/director/shared-deck.ts";
import { poolRanks, singleCopyBreaker, walkBreaker } from "../../../src/rules/director/tie-break-odds.ts";
import { subsets } from "../cards/subsets.ts";

/** Every k-card subset of `items`. */
/** The odds by enumerating every hand the plan can draw from the whole deck. */
function bruteForceOdds(plan: TestPlan, composition: CardCounts): Record<TestResult, number> {
  const deck = cardsFromCounts(composition, "brute");
  const hands = subsets(deck, Math.min(planDrawCount(plan), deck.length));
  const odds = Object.fromEntries(TEST_RESULTS.map((result) => [result, 0])) as Record<TestResult, number>;
  for (const hand of hands) odds[judgeTest(plan, hand)] += 1 / hands.length;
  return odds;
}

function expectOddsClose(actual: Record<TestResult, number>, expected: Record<TestResult, number>): void {
  for (const result of TEST_RESULTS) expect(actual[result], result).toBeCloseTo(expected[result], 12);
}

type TieBreak = Pick<DirectorRulings, "tieBreak">;
/** The world setting that leaves every tie of symbols to the Director: the odds count symbols only. */
const SYMBOLS_ONLY: TieBreak = { tieBreak: "directorChooses" };
const tieRuling = fc.constantFrom<TieBreak>(DEFAULT_RULINGS, SYMBOLS_ONLY);

const BALANCED = BALANCED_ARCHETYPE.counts;
/** Four of every card: the most a deck may hold [DIR-03]. */
const FULL_208 = Object.fromEntries(
  SUITS.map((suit) => [suit, { 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4, 10: 4, 11: 4, 12: 4, 13: 4, 14: 4 }]),
) as CardCounts;
const BRUISER = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-bruiser")!.counts;

/** Small compositions: up to 12 cards over two suits and a few ranks, some repeated. */
const smallComposition = fc
  .array(
    fc.record({ suit: fc.constantFrom<Suit>("S", "H"), rank: fc.constantFrom<Rank>(2, 9, 13, 14), copies: fc.integer({ min: 1, max: 3 }) }),
    { maxLength: 6 },
  )
  .map((entries) => {
    const counts: Record<Suit, Partial<Record<Rank, number>>> = { C: {}, D: {}, H: {}, S: {} };
    for (const { suit, rank, copies } of entries) counts[suit][rank] = copies;
    return counts as CardCounts;
  });

describe("Exact odds of a skill test [CORE-05]", () => {
  it("[CORE-05][DIR-04][DIR-05][DIR-06][DIR-07] odds match enumeration of every hand on small decks", () => {
    fc.assert(
      fc.property(smallComposition, fc.integer({ min: -2, max: 6 }), fc.constantFrom<Suit>("S", "H"), (composition, cardCount, suit) => {
        if (cardsFromCounts(composition, "x").length === 0) return;
        const plan = planTest(cardCount, suit, composition);
        expectOddsClose(testOdds(plan, composition), bruteForceOdds(plan, composition));
      }),
      { numRuns: 150 },
    );
  });

  it("[CORE-05][DIR-04][DIR-05] Balanced deck, Body difficulty 4: the hypergeometric closed form", () => {
    const odds = testOdds(planTest(4, "S", BALANCED), BALANCED);
    const all = choose(52, 4);
    expect(odds.failure).toBeCloseTo(choose(39, 4) / all, 12);
    expect(odds.success).toBeCloseTo((13 * choose(39, 3)) / all, 12);
    expect(odds.successWithBenefit).toBeCloseTo(1 - (choose(39, 4) + 13 * choose(39, 3)) / all, 12);
    expect(odds.impossible).toBe(0);
    expect(successChance(odds)).toBeCloseTo(1 - choose(39, 4) / all, 12);
  });

  it("[CORE-05][DIR-02] an archetype with few cards of a suit shows it: the Bruiser's Mind test is harder than Balanced's", () => {
    const bruiser = testOdds(planTest(2, "D", BRUISER), BRUISER);
    const balanced = testOdds(planTest(2, "D", BALANCED), BALANCED);
    expect(bruiser.failure).toBeCloseTo(choose(29, 2) / choose(34, 2), 12);
    expect(balanced.failure).toBeCloseTo(choose(39, 2) / choose(52, 2), 12);
    expect(successChance(bruiser)).toBeLessThan(successChance(balanced));
    const body = testOdds(planTest(2, "S", BRUISER), BRUISER);
    expect(successChance(body)).toBeGreaterThan(successChance(balanced));
  });

  it("[CORE-05][DIR-06] difficulty 0: the chance of drawing the highest card of the suit the deck holds", () => {
    expect(testOdds(planTest(0, "S", BALANCED), BALANCED).success).toBeCloseTo(1 / 52, 12);
    expect(testOdds(planTest(0, "D", BRUISER), BRUISER).success).toBeCloseTo(1 / 34, 12);
    expect(testOdds(planTest(0, "C", DEFAULT_ENEMY_COUNTS), DEFAULT_ENEMY_COUNTS).success).toBeCloseTo(1 / 24, 12);
    expect(testOdds(planTest(0, "D", BRUISER), BRUISER).successWithBenefit).toBe(0);
  });

  it("[CORE-05][DIR-07] below 0 the test is impossible with certainty", () => {
    expect(testOdds(planTest(-1, "S", BALANCED), BALANCED)).toEqual({ impossible: 1, failure: 0, success: 0, successWithBenefit: 0 });
  });

  it("[CORE-05] a draw larger than the deck draws the whole deck", () => {
    const three: CardCounts = { C: { 2: 1 }, D: {}, H: { 5: 1 }, S: { 9: 1 } };
    expect(testOdds(planTest(4, "S", three), three)).toEqual({ impossible: 0, failure: 0, success: 1, successWithBenefit: 0 });
  });

  it("[CORE-05] odds sum to 1 for every difficulty and extra card count on every shipped deck", () => {
    for (const counts of [BALANCED, BRUISER, DEFAULT_ENEMY_COUNTS]) {
      for (let cardCount = -1; cardCount <= 8; cardCount++) {
        for (const suit of SUITS) {
          const odds = testOdds(planTest(cardCount, suit, counts), counts);
          expect(TEST_RESULTS.reduce((sum, result) => sum + odds[result], 0)).toBeCloseTo(1, 12);
        }
      }
    }
  });
});

describe("Competition symbol odds [DIR-09]", () => {
  it("[CORE-05][DIR-09] symbol counts match enumeration of every hand", () => {
    fc.assert(
      fc.property(smallComposition, fc.integer({ min: 0, max: 7 }), (composition, count) => {
        const deck = cardsFromCounts(composition, "x") as SuitedCard[];
        const hands = subsets(deck, Math.min(count, deck.length));
        const expected = Array.from(
          { length: Math.min(count, deck.length) + 1 },
          (_, k) => hands.filter((hand) => countSymbols(hand, "S") === k).length / hands.length,
        );
        const actual = symbolOdds(composition, "S", count);
        expect(actual.length).toBe(expected.length);
        actual.forEach((p, k) => expect(p).toBeCloseTo(expected[k]!, 12));
      }),
      { numRuns: 100 },
    );
  });
});

describe("Competition odds [DIR-09]", () => {
  it("[CORE-05][DIR-09] each competitor's chance to win and the tie match enumeration of every pair and triple of hands from their own decks", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(smallComposition, fc.integer({ min: 0, max: 4 })), { minLength: 2, maxLength: 3 }), (competitors) => {
        const handsOf = competitors.map(([composition, count]) => {
          const deck = cardsFromCounts(composition, "x") as SuitedCard[];
          return subsets(deck, Math.min(count, deck.length)).map((hand) => countSymbols(hand, "S"));
        });
        const wins = competitors.map(() => 0);
        let ties = 0;
        let total = 0;
        const walk = (index: number, symbols: number[], weight: number) => {
          if (index === handsOf.length) {
            const most = Math.max(...symbols);
            const leaders = symbols.flatMap((count, at) => (count === most ? [at] : []));
            if (leaders.length === 1) wins[leaders[0]!] = (wins[leaders[0]!] ?? 0) + weight;
            else ties += weight;
            total += weight;
            return;
          }
          for (const count of handsOf[index]!) walk(index + 1, [...symbols, count], weight / handsOf[index]!.length);
        };
        walk(0, [], 1);
        const odds = competitionOdds(
          competitors.map(([composition, count], at) => ({ deck: { stack: `own-${at}`, composition }, suit: "S", count })),
          SYMBOLS_ONLY,
        );
        odds.wins.forEach((p, at) => expect(p).toBeCloseTo(wins[at]! / total, 10));
        expect(odds.tie).toBeCloseTo(ties / total, 10);
      }),
      { numRuns: 60 },
    );
  });
});

/** Every way competitors sharing one deck can draw, one after another (each hand equally likely given what is left). */
function bruteForceSharedOdds(composition: CardCounts, draws: readonly { suit: Suit; count: number }[], rulings: TieBreak) {
  return bruteForceCompetition(
    draws.map((draw) => ({ stack: "enemy", composition, ...draw })),
    rulings,
  );
}

describe("Competition odds with the tie-break [DIR-09]", () => {
  it("[CORE-05][DIR-09] the odds split the tie-break's share out of the tie: a tie on symbols broken by the highest successes is a win", () => {
    // Each draws 1 card of 2♠, A♠, 5♥ from a deck of their own, counting spades.
    const deck: CardCounts = { C: {}, D: {}, H: { 5: 1 }, S: { 2: 1, 14: 1 } };
    const draws = ["ann", "bob"].map((stack) => ({ deck: { stack, composition: deck }, suit: "S" as const, count: 1 }));
    // One spade against none: 2/9 each. Two spades (4/9): A♠ against 2♠ wins (2/9, split), the same value stays level (2/9).
    // No spade for either (1/9): level on 0 successes, nothing to compare.
    const ruled = competitionOdds(draws, DEFAULT_RULINGS);
    ruled.wins.forEach((p) => expect(p).toBeCloseTo(1 / 3, 12));
    expect(ruled.tie).toBeCloseTo(1 / 3, 12);
    // The world setting that leaves every tie of symbols to the Director: the whole 4/9 + 1/9 is a tie.
    const chooses = competitionOdds(draws, SYMBOLS_ONLY);
    chooses.wins.forEach((p) => expect(p).toBeCloseTo(2 / 9, 12));
    expect(chooses.tie).toBeCloseTo(5 / 9, 12);
  });

  it("[CORE-05][DIR-09] three players on Balanced decks, all counting spades: the tie-break leaves almost no tie, the wins alike by symmetry", () => {
    const draws = ["ann", "bob", "cat"].map((stack) => ({ deck: { stack, composition: BALANCED }, suit: "S" as const, count: 7 }));
    const ruled = competitionOdds(draws, DEFAULT_RULINGS);
    const chooses = competitionOdds(draws, SYMBOLS_ONLY);
    for (const p of ruled.wins) expect(p).toBeCloseTo(ruled.wins[0]!, 12);
    expect(ruled.wins.reduce((sum, p) => sum + p, 0) + ruled.tie).toBeCloseTo(1, 12);
    // One poker deck each: two hands level on every value need the same spades, far rarer than the same count.
    expect(ruled.tie).toBeLessThan(0.1 * chooses.tie);
    expect(ruled.wins[0]!).toBeGreaterThan(chooses.wins[0]!);
  });
});

describe("Competition odds when competitors share a deck [DIR-09]", () => {
  const drawSpec = fc.record({ suit: fc.constantFrom<Suit>("S", "H", "C"), count: fc.integer({ min: 0, max: 4 }) });

  it("[CORE-05][DIR-09] competitors drawing one after another from one deck: each one's chance to win and the tie match enumeration of every deal, under either tie ruling", () => {
    fc.assert(
      fc.property(smallComposition, fc.array(drawSpec, { minLength: 2, maxLength: 3 }), tieRuling, (composition, draws, rulings) => {
        const expected = bruteForceSharedOdds(composition, draws, rulings);
        const odds = competitionOdds(
          draws.map((draw) => ({ deck: { stack: "enemy", composition }, ...draw })),
          rulings,
        );
        odds.wins.forEach((p, at) => expect(p, `win ${at}`).toBeCloseTo(expected.wins[at]!, 10));
        expect(odds.tie).toBeCloseTo(expected.tie, 10);
      }),
      { numRuns: 80 },
    );
  });

  it("[CORE-05][DIR-09] two NPCs sharing a deck and a player on their own: shared draws combine with the independent one", () => {
    fc.assert(
      fc.property(smallComposition, smallComposition, drawSpec, drawSpec, drawSpec, (enemy, own, first, second, player) => {
        const playerHands = subsets(cardsFromCounts(own, "own") as SuitedCard[], Math.min(player.count, cardsFromCounts(own, "x").length));
        // Enumerate the shared pair's deals together with every player hand.
        const wins = [0, 0, 0];
        let tie = 0;
        const deck = cardsFromCounts(enemy, "enemy") as SuitedCard[];
        const firstHands = subsets(deck, Math.min(first.count, deck.length));
        for (const a of firstHands) {
          const left = deck.filter((card) => !a.includes(card));
          const secondHands = subsets(left, Math.min(second.count, left.length));
          for (const b of secondHands) {
            for (const c of playerHands) {
              const symbols = [countSymbols(a, first.suit), countSymbols(b, second.suit), countSymbols(c, player.suit)];
              const weight = 1 / firstHands.length / secondHands.length / playerHands.length;
              const most = Math.max(...symbols);
              const leaders = symbols.flatMap((count, at) => (count === most ? [at] : []));
              if (leaders.length === 1) wins[leaders[0]!]! += weight;
              else tie += weight;
            }
          }
        }
        const odds = competitionOdds(
          [
            { deck: { stack: "enemy", composition: enemy }, ...first },
            { deck: { stack: "enemy", composition: enemy }, ...second },
            { deck: { stack: "ann", composition: own }, ...player },
          ],
          SYMBOLS_ONLY,
        );
        odds.wins.forEach((p, at) => expect(p, `win ${at}`).toBeCloseTo(wins[at]!, 10));
        expect(odds.tie).toBeCloseTo(tie, 10);
      }),
      { numRuns: 25 },
    );
  });

  it("[CORE-05][DIR-09] three NPCs on the default enemy deck: what one draws the next cannot, so the odds differ from independent decks", () => {
    const draws = (["S", "S", "H"] as const).map((suit, at) => ({
      deck: { stack: "enemy", composition: DEFAULT_ENEMY_COUNTS },
      suit,
      count: 5 + at,
    }));
    const shared = competitionOdds(draws, SYMBOLS_ONLY);
    const apart = competitionOdds(
      draws.map((draw, at) => ({ ...draw, deck: { ...draw.deck, stack: `own-${at}` } })),
      SYMBOLS_ONLY,
    );
    expect(shared.wins.reduce((sum, p) => sum + p, 0) + shared.tie).toBeCloseTo(1, 12);
    expect(Math.abs(shared.wins[0]! - apart.wins[0]!)).toBeGreaterThan(0.001);
  });
});

/**
 * Every way the competitors can draw, each in turn from what is left of its own stack (each hand
 * equally likely), each deal's leaders found as the competition finds them (roundLeaders).
 */
function bruteForceCompetition(draws: readonly { stack: string; composition: CardCounts; suit: Suit; count: number }[], rulings: TieBreak) {
  const wins = draws.map(() => 0);
  let tie = 0;
  const decks = new Map(draws.map((draw) => [draw.stack, cardsFromCounts(draw.composition, draw.stack) as SuitedCard[]]));
  const walk = (index: number, left: ReadonlyMap<string, readonly SuitedCard[]>, hands: ScoredHand[], weight: number): void => {
    if (index === draws.length) {
      const leaders = roundLeaders(hands, rulings.tieBreak);
      if (leaders.length === 1) wins[leaders[0]!]! += weight;
      else tie += weight;
      return;
    }
    const { stack, suit, count } = draws[index]!;
    const cards = left.get(stack)!;
    const dealt = subsets(cards, Math.min(count, cards.length));
    for (const hand of dealt) {
      const rest = new Map(left).set(
        stack,
        cards.filter((card) => !hand.includes(card)),
      );
      walk(index + 1, rest, [...hands, { cards: hand, suit }], weight / dealt.length);
    }
  };
  walk(0, decks, [], 1);
  return { wins, tie };
}

const anySuit = fc.constantFrom<Suit>("C", "D", "H", "S");

/** Small compositions over every suit: up to five faces of these ranks, one or two copies each. */
function mixedCompositionOf(ranks: readonly Rank[]) {
  return fc
    .array(fc.record({ suit: anySuit, rank: fc.constantFrom<Rank>(...ranks), copies: fc.integer({ min: 1, max: 2 }) }), {
      minLength: 1,
      maxLength: 5,
    })
    .map((entries) => {
      const counts: Record<Suit, Partial<Record<Rank, number>>> = { C: {}, D: {}, H: {}, S: {} };
      for (const { suit, rank, copies } of entries) counts[suit][rank] = copies;
      return counts as CardCounts;
    });
}

/** The competition's odds match enumeration of every deal (bruteForceCompetition); `sumsFrom` as competitionOdds'. */
function expectEnumeratedOdds(
  draws: readonly { stack: string; composition: CardCounts; suit: Suit; count: number }[],
  rulings: TieBreak,
  sumsFrom?: number,
) {
  const expected = bruteForceCompetition(draws, rulings);
  const odds = competitionOdds(
    draws.map(({ stack, composition, suit, count }) => ({ deck: { stack, composition }, suit, count })),
    rulings,
    sumsFrom,
  );
  // Exact up to floating point: the two sum the same terms in different orders (a seed once found 7e-13).
  odds.wins.forEach((p, at) => expect(p, `win ${at}`).toBeCloseTo(expected.wins[at]!, 10));
  expect(odds.tie).toBeCloseTo(expected.tie, 10);
}

/** NPCs drawing in turn from one enemy deck of `composition` (each a suit and a count): expectEnumeratedOdds under either tie ruling. */
function expectEnemyDeckOdds(composition: CardCounts, lineUp: readonly (readonly [Suit, number])[]) {
  for (const rulings of [DEFAULT_RULINGS, SYMBOLS_ONLY])
    expectEnumeratedOdds(
      lineUp.map(([suit, count]) => ({ stack: "enemy", composition, suit, count })),
      rulings,
    );
}

describe("Competition odds with many competitors on one deck, every suit [DIR-09]", () => {
  const mixedComposition = mixedCompositionOf([2, 7, 14]);
  const entrant = fc.record({ suit: anySuit, count: fc.integer({ min: 0, max: 4 }), shared: fc.boolean() });

  it("[CORE-05][DIR-09] two to four NPCs on one deck (any suits, the same suit twice, draws larger than what is left) and players on their own decks match enumeration of every deal, under either tie ruling", () => {
    fc.assert(
      fc.property(
        mixedComposition,
        mixedComposition,
        fc.array(entrant, { minLength: 2, maxLength: 4 }),
        tieRuling,
        (enemy, own, entrants, rulings) => {
          const draws = entrants.map(({ suit, count, shared }, at) => ({
            stack: shared ? "enemy" : `own-${at}`,
            composition: shared ? enemy : own,
            suit,
            count,
          }));
          expectEnumeratedOdds(draws, rulings);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("[CORE-05][DIR-09] NPCs whose pairs of suits are alike (clubs and diamonds drawn as hearts and spades are, from a deck of every suit alike), or two suits alike, match enumeration of every deal, under either tie ruling", () => {
    const alike = { C: { 14: 1, 9: 1 }, D: { 14: 1, 9: 1 }, H: { 14: 1, 9: 1 }, S: { 14: 1, 9: 1 } } as CardCounts;
    const lineUps: (readonly [Suit, number][])[] = [
      [
        ["C", 2],
        ["D", 1],
        ["H", 2],
        ["S", 1],
      ],
      [
        ["C", 1],
        ["C", 1],
        ["D", 1],
        ["H", 1],
        ["H", 1],
        ["S", 1],
      ],
      // Clubs and diamonds alike (two NPCs each, drawing 1 and 2): a pair of their sets has its mirror's chances.
      [
        ["C", 1],
        ["D", 1],
        ["C", 2],
        ["D", 2],
        ["H", 1],
      ],
      // Diamonds and hearts alike (one NPC each, drawing as many): one class; clubs, counted twice, not theirs.
      [
        ["C", 1],
        ["D", 1],
        ["C", 1],
        ["H", 1],
        ["S", 2],
      ],
    ];
    for (const lineUp of lineUps) expectEnemyDeckOdds(alike, lineUp);
  });

  it("[CORE-05][DIR-09] two NPCs a suit drawing alike on a deck of every suit alike, and one the deck runs out before: the tie-break's groups alike and the NPC drawing nothing match enumeration of every deal, under either tie ruling", () => {
    const alike = { C: { 14: 1, 9: 1, 5: 1 }, D: { 14: 1, 9: 1 }, H: { 14: 1, 9: 1, 5: 1 }, S: { 14: 1, 9: 1 } } as CardCounts;
    const lineUp: (readonly [Suit, number])[] = [
      ["C", 2],
      ["H", 2],
      ["C", 2],
      ["H", 2],
      ["D", 2],
      // The deck's ten cards are gone: spades draws nothing.
      ["S", 2],
    ];
    expectEnemyDeckOdds(alike, lineUp);
  });

  it("[CORE-05][DIR-09] two NPCs in each of three suits alike and one alone in the fourth: the tie-break walk keeps one order of the three alike groups and matches enumeration of every deal, under either tie ruling", () => {
    const alike = { C: { 14: 1, 9: 1 }, D: { 14: 1, 9: 1 }, H: { 14: 1, 9: 1 }, S: { 14: 1 } } as CardCounts;
    const suits: Suit[] = ["C", "D", "H", "S", "C", "D", "H"];
    expectEnemyDeckOdds(
      alike,
      suits.map((suit) => [suit, 1] as const),
    );
  });

  it("[CORE-05][DIR-09] two pools holding alike cards, two copies of each, whose NPCs draw different counts (clubs 3 and 1, spades 2 and 2) share one tie-break walk, whose states reach each pool's level: the odds match enumeration of every deal, under either tie ruling", () => {
    const twice = { C: { 14: 2, 9: 2 }, D: {}, H: { 5: 1 }, S: { 14: 2, 9: 2 } } as CardCounts;
    const lineUp: (readonly [Suit, number])[] = [
      ["C", 3],
      ["S", 2],
      ["C", 1],
      ["S", 2],
      ["H", 1],
    ];
    expectEnemyDeckOdds(twice, lineUp);
  });

  it("[CORE-05][DIR-09] four NPCs each drawing 12 from a 208-card enemy deck (four of every card), one per suit: exact odds, alike by symmetry, summing to 1", () => {
    const full = Object.fromEntries(
      SUITS.map((suit) => [suit, { 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4, 10: 4, 11: 4, 12: 4, 13: 4, 14: 4 }]),
    ) as CardCounts;
    const draws = SUITS.map((suit) => ({ deck: { stack: "enemy", composition: full }, suit, count: 12 }));
    // How fast is the bench's to measure (`npm run bench`, ≤ 1 ms); a test must not depend on the machine's speed.
    const odds = competitionOdds(draws, DEFAULT_RULINGS);
    for (const p of odds.wins) expect(p).toBeCloseTo(odds.wins[0]!, 12);
    expect(odds.wins[0]!).toBeGreaterThan(0.1);
    expect(odds.wins.reduce((sum, p) => sum + p, 0) + odds.tie).toBeCloseTo(1, 12);
  });
});

describe("Competition odds with more competitors on one deck than a walk over their sets allows [DIR-09]", () => {
  /** Up to 10 cards over every suit, a few ranks, some repeated. */
  const tinyComposition = mixedCompositionOf([3, 9, 14]);
  const npc = fc.record({ suit: anySuit, count: fc.integer({ min: 0, max: 2 }) });

  it("[CORE-05][DIR-09] five and six NPCs on one deck (counted by heads: how many of each suit's draw k) match enumeration of every deal, under either tie ruling", () => {
    fc.assert(
      fc.property(tinyComposition, fc.array(npc, { minLength: 5, maxLength: 6 }), tieRuling, (enemy, draws, rulings) => {
        expectEnumeratedOdds(
          draws.map((draw) => ({ stack: "enemy", composition: enemy, ...draw })),
          rulings,
        );
      }),
      { numRuns: 30 },
    );
  });

  it("[CORE-05][DIR-09] five NPCs on one deck and two players on their own match enumeration of every deal, under either tie ruling", () => {
    fc.assert(
      fc.property(
        tinyComposition,
        tinyComposition,
        fc.array(npc, { minLength: 5, maxLength: 5 }),
        fc.array(npc, { minLength: 2, maxLength: 2 }),
        tieRuling,
        (enemy, own, npcs, players, rulings) => {
          const draws = [
            ...npcs.map((draw) => ({ stack: "enemy", composition: enemy, ...draw })),
            ...players.map((draw, at) => ({ stack: `own-${at}`, composition: own, ...draw })),
          ];
          expectEnumeratedOdds(draws, rulings);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("[CORE-05][DIR-09] nine NPCs on one deck, seven on one pair of suits and both pairs drawn from (counted by heads: each asking class summed against what everything else gives it, without a row per draw), one class a suit or two, match enumeration of every deal, under either tie ruling", () => {
    const once = { C: { 3: 1, 9: 1, 14: 1 }, D: { 9: 1, 14: 1 }, H: { 3: 1, 14: 1 }, S: { 9: 1, 14: 1 } } as CardCounts;
    const copies = { C: { 9: 2, 14: 1 }, D: { 9: 1, 14: 1 }, H: { 14: 2 }, S: { 3: 1, 9: 1 } } as CardCounts;
    for (const composition of [once, copies])
      expectEnemyDeckOdds(composition, [
        ["C", 1],
        ["D", 1],
        ["C", 1],
        ["H", 1],
        ["C", 1],
        ["C", 1],
        ["S", 1],
        ["C", 1],
        ["C", 1],
      ]);
    // Hearts' NPCs of two classes (drawing 1 and 2): each class's own entries.
    const mixed = { C: { 9: 1 }, D: { 9: 2, 14: 2 }, H: { 3: 2 }, S: { 3: 2, 14: 1 } } as CardCounts;
    expectEnemyDeckOdds(mixed, [
      ["H", 1],
      ["C", 1],
      ["D", 1],
      ["H", 1],
      ["H", 2],
      ["H", 2],
      ["H", 1],
      ["H", 2],
      ["D", 2],
    ]);
  });

  // Eight cards of every suit: seven NPCs counting clubs or diamonds, each drawing one, and an eighth
  // counting hearts or spades drawing one; or the seven alone, one of them drawing two (the last then none).
  const sevenOnOnePair = { C: { 14: 1, 9: 1, 3: 1 }, D: { 14: 1, 9: 1 }, H: { 9: 1 }, S: { 14: 1, 3: 1 } } as CardCounts;
  const expectSevenOnOnePair = (suits: readonly Suit[], eighth: Suit, twice: number) => {
    for (const rulings of [DEFAULT_RULINGS, SYMBOLS_ONLY]) {
      const seven = suits.map((suit, at) => ({ stack: "enemy", composition: sevenOnOnePair, suit, count: at === twice ? 2 : 1 }));
      expectEnumeratedOdds(seven, rulings);
      const eight = suits.map((suit) => ({ stack: "enemy", composition: sevenOnOnePair, suit, count: 1 }));
      expectEnumeratedOdds([...eight, { stack: "enemy", composition: sevenOnOnePair, suit: eighth, count: 1 }], rulings);
    }
  };
  const sevenSuits = fc.array(fc.constantFrom<Suit>("C", "D"), { minLength: 7, maxLength: 7 });
  const mostOfOneSuit = (suits: readonly Suit[]) =>
    Math.max(...(["C", "D"] as const).map((suit) => suits.filter((of) => of === suit).length));

  it("[CORE-05][DIR-09] seven NPCs on one pair of suits, five or more counting one (their deck's outcomes counted by heads, only one competitor of each class asked), alone or with an eighth on the other pair, match enumeration of every deal, under either tie ruling", () => {
    fc.assert(
      fc.property(
        sevenSuits.filter((suits) => mostOfOneSuit(suits) >= 5),
        fc.constantFrom<Suit>("H", "S"),
        fc.integer({ min: -1, max: 6 }),
        expectSevenOnOnePair,
      ),
      { numRuns: 5 },
    );
  });

  it("[CORE-05][DIR-09] seven NPCs on one pair of suits, at most four counting each (their sets walked beyond six on a pair), alone or with an eighth on the other pair, match enumeration of every deal, under either tie ruling", () => {
    fc.assert(
      fc.property(
        sevenSuits.filter((suits) => mostOfOneSuit(suits) <= 4),
        fc.constantFrom<Suit>("H", "S"),
        fc.integer({ min: -1, max: 6 }),
        expectSevenOnOnePair,
      ),
      { numRuns: 5 },
    );
  });

  it("[CORE-05][DIR-09] players on alike decks of their own (counted by heads when their draws and their suits' cards match), with an NPC or two on one deck, match enumeration of every deal, under either tie ruling", () => {
    // Six cards, four of them spades (a pair of nines): alike players often tie on spades, and the tie-break often decides.
    const own = { C: {}, D: {}, H: { 13: 1, 2: 1 }, S: { 14: 1, 9: 2, 3: 1 } } as CardCounts;
    const player = fc.record({ suit: fc.constantFrom<Suit>("S", "S", "H"), count: fc.integer({ min: 1, max: 2 }) });
    fc.assert(
      fc.property(
        player,
        fc.array(player, { minLength: 0, maxLength: 1 }),
        tinyComposition,
        fc.array(npc, { minLength: 1, maxLength: 2 }),
        tieRuling,
        (first, others, enemy, npcs, rulings) => {
          // Three alike at least.
          const players = [first, first, first, ...others];
          const draws = [
            ...players.map((draw, at) => ({ stack: `own-${at}`, composition: own, ...draw })),
            ...npcs.map((draw) => ({ stack: "enemy", composition: enemy, ...draw })),
          ];
          expectEnumeratedOdds(draws, rulings);
        },
      ),
      { numRuns: 10 },
    );
  });

  it("[CORE-05][DIR-09] players counting different suits of decks of their own that hold the same ranks in those suits are alike: the odds match enumeration of every deal, under either tie ruling", () => {
    // Clubs and spades hold the same ranks (players counting either are alike), hearts one more.
    const own = { C: { 14: 1, 9: 1 }, D: {}, H: { 14: 1, 9: 1, 3: 1 }, S: { 14: 1, 9: 1 } } as CardCounts;
    const player = fc.record({ suit: fc.constantFrom<Suit>("C", "S", "H"), count: fc.integer({ min: 1, max: 2 }) });
    fc.assert(
      fc.property(fc.array(player, { minLength: 3, maxLength: 3 }), tieRuling, (players, rulings) => {
        expectEnumeratedOdds(
          players.map((draw, at) => ({ stack: `own-${at}`, composition: own, ...draw })),
          rulings,
        );
      }),
      { numRuns: 20 },
    );
  });

  it("[CORE-05][DIR-09] twelve players on Balanced decks of their own drawing 9 each: exact odds, alike by symmetry, summing to 1, under either tie ruling", () => {
    const draws = Array.from({ length: 12 }, (_, at) => ({
      deck: { stack: `action-${at}`, composition: BALANCED },
      suit: SUITS[at % 4]!,
      count: 9,
    }));
    for (const rulings of [DEFAULT_RULINGS, SYMBOLS_ONLY]) {
      const odds = competitionOdds(draws, rulings);
      // Those counting one suit are alike.
      odds.wins.forEach((p, at) => expect(p).toBeCloseTo(odds.wins[at % 4]!, 12));
      expect(odds.wins.reduce((sum, p) => sum + p, 0) + odds.tie).toBeCloseTo(1, 12);
    }
  });

  it("[CORE-05][DIR-09] counting heads gives what the walk over sets gives, draw by draw, on the shipped decks, and the walk over the sets of one draw alone gives the same there", () => {
    const decks = [DEFAULT_ENEMY_COUNTS, BALANCED, BRUISER];
    fc.assert(
      fc.property(
        fc.constantFrom(...decks),
        // Up to eight: the deck walks its sets for up to eight on a pair of suits (deckOutcomes), and both ways must agree there.
        fc.array(fc.record({ suit: fc.integer({ min: 0, max: 3 }), count: fc.integer({ min: 0, max: 9 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (composition, draws) => {
          const totals = SUITS.map((suit) => Object.values(composition[suit]).reduce((sum: number, n) => sum + (n ?? 0), 0));
          let left = totals.reduce((sum, n) => sum + n, 0);
          const taken = draws.map(({ suit, count }) => {
            const take = Math.min(count, left);
            left -= take;
            return { suit, count: take };
          });
          const top = Math.max(0, ...taken.map((draw) => draw.count));
          const bySets = outcomesBySets(totals, taken, top);
          const byHeads = outcomesByHeadCount(totals, taken, top);
          // The largest difference over every entry (one assertion: thousands of entries at eight draws).
          let gap = 0;
          bySets.none.forEach((row, k) => row.forEach((p, vector) => (gap = Math.max(gap, Math.abs(byHeads.none[k]![vector]! - p)))));
          bySets.own.forEach((byK, draw) =>
            byK.forEach((row, k) => row.forEach((p, vector) => (gap = Math.max(gap, Math.abs(byHeads.own[draw]![k]![vector]! - p))))),
          );
          expect(gap).toBeLessThan(5e-13);
          // Ties of symbols to the Director read only who leads alone: the sets of one draw (and none) alone give the same.
          const singles = outcomesBySets(totals, taken, top, 1);
          const heads = (vector: number) =>
            [0, 1, 2, 3].reduce(
              (sum, suit) => sum + (Math.floor(vector / singles.strides[suit]!) % (singles.members[suit]!.length + 1)),
              0,
            );
          let singlesGap = 0;
          bySets.none.forEach((row, k) =>
            row.forEach((p, vector) => heads(vector) <= 1 && (singlesGap = Math.max(singlesGap, Math.abs(singles.none[k]![vector]! - p)))),
          );
          bySets.own.forEach((byK, draw) =>
            byK.forEach((row, k) =>
              row.forEach(
                (p, vector) => heads(vector) <= 1 && (singlesGap = Math.max(singlesGap, Math.abs(singles.own[draw]![k]![vector]! - p))),
              ),
            ),
          );
          expect(singlesGap).toBeLessThan(5e-13);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("[CORE-05][DIR-09] eight NPCs each drawing 9 from a 208-card enemy deck, two per suit: exact odds, alike by symmetry, summing to 1, under either tie ruling", () => {
    const draws = Array.from({ length: 8 }, (_, at) => ({
      deck: { stack: "enemy", composition: FULL_208 },
      suit: SUITS[at % 4]!,
      count: 9,
    }));
    for (const rulings of [DEFAULT_RULINGS, SYMBOLS_ONLY]) {
      const odds = competitionOdds(draws, rulings);
      for (const p of odds.wins) expect(p).toBeCloseTo(odds.wins[0]!, 12);
      expect(odds.wins.reduce((sum, p) => sum + p, 0) + odds.tie).toBeCloseTo(1, 12);
    }
    // The tie-break settles nearly every tie of symbols.
    expect(competitionOdds(draws, DEFAULT_RULINGS).tie).toBeLessThan(0.01);
  });
});

describe("Competition odds on decks holding each card once [DIR-09]", () => {
  /** These ranks once in every suit (the book's 24-card enemy deck holds 5–10 so). */
  const onceEach = (ranks: readonly Rank[]) =>
    Object.fromEntries(SUITS.map((suit) => [suit, Object.fromEntries(ranks.map((rank) => [rank, 1]))])) as CardCounts;

  it("[CORE-05][DIR-09] NPCs on a deck of every suit holding the same ranks once, and players on such decks of their own, match enumeration of every deal with the tie-break", () => {
    const entrant = fc.record({ suit: anySuit, count: fc.integer({ min: 0, max: 2 }), shared: fc.boolean() });
    fc.assert(
      fc.property(
        fc.subarray<Rank>([2, 7, 9, 13, 14], { minLength: 1, maxLength: 3 }),
        fc.array(entrant, { minLength: 2, maxLength: 3 }),
        (ranks, entrants) => {
          const deck = onceEach(ranks);
          const draws = entrants.map(({ suit, count, shared }, at) => ({
            stack: shared ? "enemy" : `own-${at}`,
            composition: deck,
            suit,
            count,
          }));
          expectEnumeratedOdds(draws, DEFAULT_RULINGS);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("[CORE-05][DIR-09] NPCs alone on such a deck, drawing one or two cards each (a suit's alike or not): their chances summed by heads without a row per head-count match enumeration of every deal, under either tie ruling", () => {
    const suitLineUp = fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 2 });
    fc.assert(
      fc.property(
        fc.subarray<Rank>([2, 7, 9, 14], { minLength: 1, maxLength: 2 }),
        fc.tuple(suitLineUp, suitLineUp, suitLineUp, suitLineUp),
        (ranks, bySuit) => {
          const deck = onceEach(ranks);
          const draws = SUITS.flatMap((suit, at) => bySuit[at]!.map((count) => ({ stack: "enemy", composition: deck, suit, count })));
          if (draws.length < 2 || draws.reduce((sum, draw) => sum + draw.count, 0) > 4 * ranks.length) return;
          // The sums from any number of head-counts (0), not only the many they are kept for.
          for (const rulings of [DEFAULT_RULINGS, SYMBOLS_ONLY]) expectEnumeratedOdds(draws, rulings, 0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("[CORE-05][DIR-09] the sums by heads where the deck runs out: the NPC it runs out on draws fewer, those after it nothing (and never win), match enumeration of every deal, under either tie ruling", () => {
    const deck = onceEach([9, 14]);
    // 2 + 2 + 2 + 1 of the 8 cards, then the last two diamonds' NPCs draw 1 (of 2) and nothing.
    const lineUp = [
      ["S", 2],
      ["H", 2],
      ["D", 2],
      ["S", 1],
      ["D", 2],
      ["D", 2],
    ] as const;
    for (const rulings of [DEFAULT_RULINGS, SYMBOLS_ONLY]) {
      const draws = lineUp.map(([suit, count]) => ({ stack: "enemy", composition: deck, suit, count }));
      expectEnumeratedOdds(draws, rulings, 0);
      const odds = competitionOdds(
        draws.map(({ stack, composition, suit, count }) => ({ deck: { stack, composition }, suit, count })),
        rulings,
        0,
      );
      expect(odds.wins[5]).toBe(0);
      expect(odds.wins[4]).toBeGreaterThan(0);
    }
  });

  /** NPCs drawing in turn from one deck: their chances summed by rank (sums from 0 head-counts) and by class (never by rank) agree, under either ruling. */
  const expectSumsByRankAndClassAlike = (composition: CardCounts, lineUp: readonly (readonly [Suit, number])[]) => {
    const draws = lineUp.map(([suit, count]) => ({ deck: { stack: "enemy", composition }, suit, count }));
    for (const rulings of [DEFAULT_RULINGS, SYMBOLS_ONLY]) {
      const byClass = competitionOdds(draws, rulings, Infinity);
      const bySums = competitionOdds(draws, rulings, 0);
      // Relative to each chance (some are below 1e-7); those the deck runs out before are 0 both ways.
      bySums.wins.forEach((p, at) => {
        const expected = byClass.wins[at]!;
        expect(expected === 0 ? p : p / expected, `win ${at} of ${lineUp.length}, ${rulings.tieBreak}`).toBeCloseTo(
          expected === 0 ? 0 : 1,
          11,
        );
      });
      expect(bySums.tie).toBeCloseTo(byClass.tie, 12);
    }
  };

  it("[CORE-05][DIR-09] on a poker deck and the book's enemy deck, many NPCs' chances summed by heads and rank give what each class's sum against the rest gives (52 × 1, 26 × 2, 13 × 4, 24 × 1, 6 + 7 counting two suits, ten to twenty NPCs drawing 1 to 9 of every suit), under either tie ruling", () => {
    const poker = onceEach([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const book = onceEach([5, 6, 7, 8, 9, 10]);
    const order = ["S", "H", "C", "D"] as const;
    const lineUps: [CardCounts, readonly (readonly [Suit, number])[]][] = [
      [poker, Array.from({ length: 52 }, (_, at) => [order[at % 4]!, 1] as const)],
      [poker, Array.from({ length: 26 }, (_, at) => [order[at % 4]!, 2] as const)],
      [poker, Array.from({ length: 13 }, (_, at) => [order[at % 4]!, 4] as const)],
      [book, Array.from({ length: 24 }, (_, at) => [order[at % 4]!, 1] as const)],
      [poker, [...Array.from({ length: 6 }, () => ["S", 3] as const), ...Array.from({ length: 7 }, () => ["H", 2] as const)]],
      [
        poker,
        [..."HDHSDCDSHDHDSHCCDS"].map((suit, at) => [suit as Suit, [4, 1, 8, 4, 1, 1, 8, 2, 5, 5, 3, 3, 6, 9, 2, 6, 6, 8][at]!] as const),
      ],
      [
        poker,
        [..."CDSHHCHHHCCCHDSDSCS"].map(
          (suit, at) => [suit as Suit, [1, 2, 6, 1, 5, 2, 1, 8, 6, 3, 1, 1, 1, 1, 2, 1, 7, 4, 2][at]!] as const,
        ),
      ],
    ];
    for (const [composition, lineUp] of lineUps) expectSumsByRankAndClassAlike(composition, lineUp);
    // Ten to twenty NPCs of any suits drawing 1 to 9 (summed by class even where their sets could be walked).
    const npc = fc.tuple(fc.constantFrom<Suit>(...SUITS), fc.integer({ min: 1, max: 9 }));
    fc.assert(
      fc.property(fc.array(npc, { minLength: 10, maxLength: 20 }), (lineUp) => expectSumsByRankAndClassAlike(poker, lineUp)),
      { numRuns: 8 },
    );
  });

  it("[CORE-05][DIR-09] the tie-break in closed form gives the walk's chance for every head-count, k and asking pool", () => {
    const pools = fc.integer({ min: 1, max: 13 }).chain((m) =>
      fc.record({
        m: fc.constant(m),
        sizes: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 5 }),
        k: fc.integer({ min: 1, max: Math.min(m, 6) }),
      }),
    );
    fc.assert(
      fc.property(pools, fc.infiniteStream(fc.nat()), ({ m, sizes, k }, picks) => {
        // The m highest ranks once each, in every pool.
        const ranks = sizes.map(() => poolRanks((rank) => (rank > 14 - m ? 1 : 0)));
        const asking = sizes.findIndex((size) => size > 0);
        if (asking < 0) return;
        const closed = singleCopyBreaker(ranks, sizes);
        const walked = walkBreaker(ranks, sizes, k);
        expect(closed).not.toBeNull();
        const stream = picks[Symbol.iterator]();
        for (let trial = 0; trial < 10; trial++) {
          const heads = sizes.map((size) => stream.next().value % (size + 1));
          heads[asking] = Math.max(1, heads[asking]!);
          // Only head-counts the pools' cards can hold (the deck gives the others no chance).
          if (heads.some((h) => h * k > m)) continue;
          expect(closed!.win(heads, k, asking)).toBeCloseTo(walked.win(heads, k, asking), 13);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("[CORE-05][DIR-09] the tie-break in closed form with more kinds of tie than it keeps in an array (a pool of eight and twelve alone) gives the walk's chance, asked in any order", () => {
    const sizes = [8, ...Array.from({ length: 12 }, () => 1)];
    const ranks = sizes.map(() => poolRanks(() => 1));
    const closed = singleCopyBreaker(ranks, sizes)!;
    const walked = walkBreaker(ranks, sizes, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        (own, alone, fromPool) => {
          const heads = [own, ...alone.map((level) => (level ? 1 : 0))];
          // At k = 1 the pool of eight is one competitor per card: at most 13 level in all.
          const asking = fromPool ? 0 : 1 + Math.max(0, alone.indexOf(true));
          if (heads[asking] === 0) return;
          expect(closed.win(heads, 1, asking)).toBeCloseTo(walked.win(heads, 1, asking), 13);
          expect(closed.winIn(closed.situation(heads, asking), 1, asking)).toBe(closed.win(heads, 1, asking));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("[CORE-05][DIR-09] a pool holding a rank twice, or pools holding different ranks, are left to the walk", () => {
    const once = poolRanks((rank) => (rank >= 5 && rank <= 10 ? 1 : 0));
    const twice = poolRanks((rank) => (rank >= 5 && rank <= 10 ? 1 : rank === 14 ? 2 : 0));
    const fewer = poolRanks((rank) => (rank >= 5 && rank <= 9 ? 1 : 0));
    expect(singleCopyBreaker([once, once], [2, 3])).not.toBeNull();
    expect(singleCopyBreaker([once, twice], [2, 3])).toBeNull();
    expect(singleCopyBreaker([once, fewer], [2, 3])).toBeNull();
    // A pool nobody draws from does not count.
    expect(singleCopyBreaker([once, fewer], [2, 0])).not.toBeNull();
  });
});

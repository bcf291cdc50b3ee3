/**
 * The odds before an opposition play or draw (src/rules/bastards/opposition-odds.ts), against
 * brute-force enumeration on small decks with duplicate faces: every way the unseen cards may lie
 * (and every card a wildcard may bring), each exchange then scored by the opposition's own scoring.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardKey, isJoker, parseCard, parseCards, suited } from "../../../src/rules/cards/card.ts";
import type { Card, Rank, SuitedCard } from "../../../src/rules/cards/card.ts";
import { fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { FollowerCombatant } from "../../../src/rules/bastards/combatants.ts";
import {
  advantageChance,
  dealChances,
  drawChance,
  exchangeOdds,
  goOnChance,
  meditationChance,
  oppositionOdds,
} from "../../../src/rules/bastards/opposition-odds.ts";
import type { ExchangeOdds, ExchangeQuestion, Seat } from "../../../src/rules/bastards/opposition-odds.ts";
import { score } from "../../../src/rules/bastards/procedures/opposed-draw.ts";
import { opposition, startOpposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import { settle } from "../../../src/rules/bastards/procedures/draws.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { hypergeometric } from "../../../src/rules/cards/odds.ts";
import { DECK, handStack, tableStackSpecs } from "../../../src/rules/bastards/decks.ts";
import type { Combatant } from "../../../src/rules/bastards/combatants.ts";
import type { BastardsRulings } from "../../../src/rules/bastards/rulings.ts";
import { inOrder } from "./helpers.ts";
import type { OpposedDraw, OppositionState, Side } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { cardValue } from "../../../src/rules/bastards/values.ts";
import { duelState, fated, opposedDraw } from "./duel.ts";
import { subsets } from "../cards/subsets.ts";

const EXACT = 1e-12;

const highestFirst = (cards: readonly SuitedCard[]): SuitedCard[] => [...cards].sort((a, b) => cardValue(b) - cardValue(a));

function expectOdds(actual: ExchangeOdds | null | undefined, expected: ExchangeOdds): void {
  expect(actual).not.toBeNull();
  for (const key of ["win", "tie", "lose"] as const) expect(Math.abs(actual![key] - expected[key]), key).toBeLessThanOrEqual(EXACT);
  expect(actual!.win + actual!.tie + actual!.lose).toBeCloseTo(1, 12);
}

/** Tally outcomes of equally likely cases. */
function tally(outcomes: readonly number[]): ExchangeOdds {
  const share = (test: (difference: number) => boolean) => outcomes.filter(test).length / outcomes.length;
  return { win: share((d) => d > 0), tie: share((d) => d === 0), lose: share((d) => d < 0) };
}

/** The model as the brief states it, by enumeration: every hidden hand, and every card the asker may draw. */
function enumerateExchange(question: ExchangeQuestion): ExchangeOdds {
  const outcomes: number[] = [];
  const indices = question.unseen.map((_, index) => index);
  // No card left beside the hidden ones: the asker draws none.
  for (const extra of question.askerDraws && indices.length > question.hidden ? indices : [null]) {
    const rest = indices.filter((index) => index !== extra);
    for (const hidden of subsets(rest, Math.min(question.hidden, rest.length))) {
      const opponent =
        question.opponent +
        highestFirst(hidden.map((index) => question.unseen[index]!))
          .slice(0, Math.max(0, question.plays))
          .reduce((sum, card) => sum + cardValue(card), 0);
      const asker = question.asker + (extra === null ? 0 : cardValue(question.unseen[extra]!));
      outcomes.push(asker - opponent);
    }
  }
  return tally(outcomes);
}

describe("an exchange's odds", () => {
  it("[GOB-17] [GOB-18] [CORE-05] win, tie and lose match enumeration of every hidden hand (and every card from the deck) on small decks with duplicate faces", () => {
    const cards = fc.array(
      fc.record({
        rank: fc.integer({ min: 2, max: 14 }),
        suit: fc.constantFrom("C", "D", "H", "S") as fc.Arbitrary<"C" | "D" | "H" | "S">,
      }),
      {
        maxLength: 9,
      },
    );
    fc.assert(
      fc.property(
        cards,
        fc.nat(5),
        fc.nat(4),
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: -5, max: 20 }),
        fc.boolean(),
        (faces, hidden, plays, asker, opponent, askerDraws) => {
          // Two copies of a face are two physical cards (two origins), as in the double deck.
          const unseen = faces.map(({ rank, suit }, index) => suited(suit, rank as Rank, `o${index}`));
          const question = { unseen, asker, askerDraws, opponent, hidden, plays };
          expectOdds(exchangeOdds(question), enumerateExchange(question));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("[GOB-18] [CORE-05] a tie of totals is its own share: 7 against one hidden card of two 7s and a 9", () => {
    const unseen = [...parseCards("7C 9D", "A"), parseCard("7H", "B") as SuitedCard] as SuitedCard[];
    const odds = exchangeOdds({ unseen, asker: 7, askerDraws: false, opponent: 0, hidden: 1, plays: 1 });
    expectOdds(odds, { win: 0, tie: 2 / 3, lose: 1 / 3 });
  });

  it("[CORE-05] a sure outcome is exactly sure, never a rounding short of it (read as 100%, not > 99.9%)", () => {
    const unseen = parseCards("2C 3D 5H 5S 7C 9D JC KH", "A") as SuitedCard[];
    for (const askerDraws of [false, true]) {
      expect(exchangeOdds({ unseen, asker: 60, askerDraws, opponent: 0, hidden: 3, plays: 3 })).toEqual({ win: 1, tie: 0, lose: 0 });
      expect(exchangeOdds({ unseen, asker: -30, askerDraws, opponent: 2, hidden: 3, plays: 2 })).toEqual({ win: 0, tie: 0, lose: 1 });
    }
  });
});

// ---------- from a seat at the table ----------

/** A small deck: duplicate faces across two origins, and a joker. */
const SMALL = [...parseCards("2C 3D 5H 5S 7C 9D JC KH AS JKR", "A"), ...parseCards("2C 5H 7C 9D JC", "B")];
const a = (codes: string): SuitedCard[] => parseCards(codes, "A") as SuitedCard[];
const b = (codes: string): SuitedCard[] => parseCards(codes, "B") as SuitedCard[];

function emptySide(actor: string, skill: string, cap: number, changes: Partial<Side> = {}): Side {
  return {
    actor,
    skill,
    specialty: 0,
    cap,
    faceDown: false,
    faceDownCard: null,
    faceUp: [],
    fromDeck: [],
    stopped: false,
    wildcardsDone: false,
    ...changes,
  };
}

/** Ana (Body 3, attacking) against Bram (Mind 2) holding `bramHand` cards, in an opposed draw. */
function table(draw: OpposedDraw, bramHand: number, bramChanges: Parameters<typeof fated>[1] = {}): OppositionState {
  const ana = fatedCombatant("ana", "a", fated("C", { traits: { body: 3, spirit: 1, mind: 1, luck: 1 } }));
  const bram = fatedCombatant("bram", "b", fated("S", { traits: { body: 1, spirit: 1, mind: 2, luck: 1 }, ...bramChanges }));
  return duelState([ana, { ...bram, handCount: bramHand }], { draw });
}

function unseenOf(composition: readonly Card[], seat: Seat): SuitedCard[] {
  const seen = new Set([...seat.hand, ...(seat.faceDown ? [seat.faceDown] : []), ...seat.table].map(cardKey));
  return composition.filter((card): card is SuitedCard => !isJoker(card) && !seen.has(cardKey(card)));
}

/**
 * Every way the opponent's `hidden` cards may lie among the unseen (and the card a wildcard brings),
 * the opponent playing its best `plays` of them (face down first, then face up) and the asker the
 * `asker` cards; each final exchange scored by `score`, the opposition's own scoring.
 */
function enumerateSeat(
  state: OppositionState,
  seat: Seat,
  asker: readonly SuitedCard[],
  opponent: { readonly hidden: number; readonly plays: number },
  askerDraws = false,
): ExchangeOdds {
  const draw = state.draw!;
  const role = draw.attacker.actor === seat.actor ? "attacker" : "defender";
  const other = role === "attacker" ? "defender" : "attacker";
  const unseen = unseenOf(SMALL, seat);
  const indices = unseen.map((_, index) => index);
  const outcomes: number[] = [];
  for (const extra of askerDraws ? indices : [null]) {
    const rest = indices.filter((index) => index !== extra);
    for (const hidden of subsets(rest, Math.min(opponent.hidden, rest.length))) {
      const played = highestFirst(hidden.map((index) => unseen[index]!)).slice(0, opponent.plays);
      const theirs = draw[other];
      const down = theirs.faceDown || played.length > 0 ? (theirs.faceDownCard ?? played.shift() ?? null) : null;
      const mine = draw[role];
      const final: OpposedDraw = {
        ...draw,
        [role]: {
          ...mine,
          faceDownCard: null,
          faceUp: [...asker],
          fromDeck: [...mine.fromDeck, ...(extra === null ? [] : [unseen[extra]!])],
        },
        [other]: { ...theirs, faceDownCard: down, faceUp: [...theirs.faceUp, ...played] },
      };
      const { attackerTotal, defenderTotal } = score(state, final);
      outcomes.push(role === "attacker" ? attackerTotal - defenderTotal : defenderTotal - attackerTotal);
    }
  }
  return tally(outcomes);
}

describe("the odds of an opposed draw's choices, from one seat", () => {
  it("[GOB-17] [GOB-18] [CORE-05] before Ana plays face down: each card of her hand, her best bet after it, against Bram's three hidden cards of which he plays two", () => {
    const draw = opposedDraw(emptySide("ana", "combat:unarmed", 2), emptySide("bram", "dexterity", 2), { stage: "attackerFaceDown" });
    const state = table(draw, 3);
    const seat: Seat = { actor: "ana", hand: a("KH 5S 2C"), faceDown: null, table: [...a("9D JC"), ...b("7C")] };
    const odds = oppositionOdds(state, seat, SMALL);
    expect(odds.play?.step).toBe("playFaceDown");
    expect(odds.stand).toBeNull();
    const [king, five, two] = seat.hand as SuitedCard[];
    // Her cap is 2, the face-down card counted: the card played and her best one left.
    expectOdds(odds.play?.cards[0]?.odds, enumerateSeat(state, seat, [king!, five!], { hidden: 3, plays: 2 }));
    expectOdds(odds.play?.cards[1]?.odds, enumerateSeat(state, seat, [five!, king!], { hidden: 3, plays: 2 }));
    expectOdds(odds.play?.cards[2]?.odds, enumerateSeat(state, seat, [two!, king!], { hidden: 3, plays: 2 }));
  });

  it("[GOB-17] [GOB-18] [CORE-05] Bram betting after Ana's face-down card and one bet: each bet and standing, against her face-down card and hand (she plays one more), ties included", () => {
    const draw = opposedDraw(
      emptySide("ana", "combat:unarmed", 3, { faceDown: true, faceUp: a("5H") }),
      emptySide("bram", "dexterity", 2, { faceDown: true }),
      { stage: "betting", bettor: "defender" },
    );
    const state = table(draw, 2);
    const ana = state.combatants[0]!;
    const withHand = { ...state, combatants: [{ ...ana, handCount: 2 }, state.combatants[1]!] };
    const seat: Seat = { actor: "bram", hand: [...a("7C"), ...b("JC")], faceDown: a("KH")[0]!, table: [...a("5H 9D")] };
    const odds = oppositionOdds(withHand, seat, SMALL);
    expect(odds.play?.step).toBe("bet");
    const [seven, jack] = seat.hand as SuitedCard[];
    const ana3 = { hidden: 3, plays: 2 };
    expectOdds(odds.play?.cards[0]?.odds, enumerateSeat(withHand, seat, [a("KH")[0]!, seven!], ana3));
    expectOdds(odds.play?.cards[1]?.odds, enumerateSeat(withHand, seat, [a("KH")[0]!, jack!], ana3));
    expectOdds(odds.stand, enumerateSeat(withHand, seat, [a("KH")[0]!], ana3));
    expect(odds.play!.cards.some(({ odds: { tie } }) => tie > 0)).toBe(true);
  });

  it("[GOB-17] [GOB-18] [CORE-05] the wildcard step: no more wildcards, or one more card from the deck (drawn with Bram's hidden cards, without replacement)", () => {
    const draw = opposedDraw(
      emptySide("ana", "combat:unarmed", 2, { faceDown: true, faceUp: a("5S"), stopped: true }),
      emptySide("bram", "dexterity", 2, { faceDown: true, faceUp: b("7C"), stopped: true }),
      { stage: "wildcards" },
    );
    const state = table(draw, 2);
    const seat: Seat = { actor: "ana", hand: a("2C"), faceDown: a("9D")[0]!, table: [...a("5S"), ...b("7C")] };
    const odds = oppositionOdds(state, seat, SMALL);
    expect(odds.play).toBeNull();
    const known = [a("9D")[0]!, a("5S")[0]!];
    expectOdds(odds.finish, enumerateSeat(state, seat, known, { hidden: 3, plays: 1 }));
    expectOdds(odds.wildcard, enumerateSeat(state, seat, known, { hidden: 3, plays: 1 }, true));
    expect(odds.wildcard!.win).toBeGreaterThan(odds.finish!.win);
    // Once Ana is done with wildcards she has no choice left (but a card Mastermind may still add to her side).
    const done = { ...state, draw: { ...draw, attacker: { ...draw.attacker, wildcardsDone: true } } };
    expect(oppositionOdds(done, seat, SMALL)).toMatchObject({ play: null, stand: null, finish: null, wildcard: null });
    expectOdds(oppositionOdds(done, seat, SMALL).topCard, enumerateSeat(state, seat, known, { hidden: 3, plays: 1 }, true));
  });

  it("[GOB-17] [GOB-20] [CORE-05] a knocked-out defender opens with the deck's top card alone: one random unseen card", () => {
    const draw = opposedDraw(emptySide("ana", "combat:unarmed", 1), emptySide("bram", "", 0, { stopped: true, wildcardsDone: true }), {
      stage: "attackerFaceDown",
    });
    const state = table(draw, 4, { poolLoss: { body: 5, spirit: 5, mind: 0, luck: 0 } });
    const seat: Seat = { actor: "ana", hand: a("JC 3D"), faceDown: null, table: [] };
    const odds = oppositionOdds(state, seat, SMALL);
    expectOdds(odds.play?.cards[0]?.odds, enumerateSeat(state, seat, [a("JC")[0]!], { hidden: 1, plays: 1 }));
    expectOdds(odds.play?.cards[1]?.odds, enumerateSeat(state, seat, [a("3D")[0]!], { hidden: 1, plays: 1 }));
  });

  it("[GOB-17] [CORE-05] where the face-down card does not count toward the skill rank, each side plays one card more", () => {
    const draw = opposedDraw(emptySide("ana", "combat:unarmed", 1), emptySide("bram", "dexterity", 1), { stage: "attackerFaceDown" });
    const state = { ...table(draw, 3), rulings: { ...DEFAULT_RULINGS, faceDownCountsTowardRank: false } };
    const seat: Seat = { actor: "ana", hand: a("5S 2C"), faceDown: null, table: [] };
    const odds = oppositionOdds(state, seat, SMALL);
    expectOdds(odds.play?.cards[1]?.odds, enumerateSeat(state, seat, [a("2C")[0]!, a("5S")[0]!], { hidden: 3, plays: 2 }));
  });

  it("[CORE-05] a seat that is no side of the draw, or a state with no draw, has no exchange odds", () => {
    const draw = opposedDraw(emptySide("ana", "combat:unarmed", 2), emptySide("bram", "dexterity", 2), { stage: "attackerFaceDown" });
    const none = { play: null, stand: null, finish: null, wildcard: null, topCard: null };
    expect(oppositionOdds(table(draw, 3), { actor: "cy", hand: [], faceDown: null, table: [] }, SMALL)).toEqual(none);
    expect(oppositionOdds({ ...table(draw, 3), draw: null }, { actor: "ana", hand: [], faceDown: null, table: [] }, SMALL)).toEqual(none);
    // Bram sees the card to play face down is not his yet: no play for him.
    expect(oppositionOdds(table(draw, 3), { actor: "bram", hand: a("2C"), faceDown: null, table: [] }, SMALL).play).toBeNull();
  });
});

// ---------- draws that are no exchange: the chance of a joker ----------

/** P(at least one joker) over every `n`-card draw from a deck of `size` cards holding `jokers`, by enumeration. */
function enumerateJokers(size: number, jokers: number, n: number): number {
  const deck = Array.from({ length: size }, (_, index) => index < jokers);
  const draws = subsets(deck, Math.min(n, size));
  return draws.filter((draw) => draw.includes(true)).length / draws.length;
}

describe("the chance of a wildcard before a draw", () => {
  const onTurn = (changes: Parameters<typeof fated>[1], stage: "draw" | "action"): OppositionState => {
    const ana = fatedCombatant("ana", "a", fated("C", changes));
    const bram = fatedCombatant("bram", "b", fated("S"));
    const state = duelState([{ ...ana, handCount: 2 }, bram]);
    return { ...state, turn: { ...state.turn!, stage } };
  };
  const seat = (table: readonly Card[] = []): Seat => ({ actor: "ana", hand: a("5S 2C"), faceDown: null, table });

  it("[GOB-12] [GOB-16] [CORE-05] the draw step draws Luck cards: the chance of a joker among them, the jokers the seat sees in the discards left out", () => {
    const state = onTurn({ traits: { body: 1, spirit: 1, mind: 1, luck: 3 } }, "draw");
    const chance = drawChance(state, { type: "drawStep", actor: "ana", trait: "luck" }, seat(parseCards("JKR", "A")), 9);
    expect(chance?.cards).toBe(3);
    // Four jokers in the deck's recipe, one seen in the discards: three among the nine cards of the deck.
    expect(Math.abs(chance!.joker - enumerateJokers(9, 3, 3))).toBeLessThanOrEqual(EXACT);
    expect(drawChance(state, { type: "drawStep", actor: "ana", trait: "luck" }, seat(), 9)!.joker).toBeCloseTo(
      enumerateJokers(9, 4, 3),
      12,
    );
  });

  it("[GOB-12] [GOB-16] [GOB-20] [CORE-05] Discipline's 1 BP that empties the pool adds Desperation's cards to the draw; a mulligan draws five; an offered Careful one", () => {
    const discipline = onTurn(
      {
        traits: { body: 2, spirit: 3, mind: 1, luck: 1 },
        advantages: { discipline: 1, careful: 1 },
        poolLoss: { body: 9, spirit: 0, mind: 0, luck: 0 },
      },
      "draw",
    );
    const desperate = drawChance(discipline, { type: "drawStep", actor: "ana", trait: "body" }, seat(), 12);
    expect(desperate?.cards).toBe(2 + 3);
    expect(Math.abs(desperate!.joker - enumerateJokers(12, 4, 5))).toBeLessThanOrEqual(EXACT);
    const acting = onTurn({}, "action");
    expect(drawChance(acting, { type: "mulligan", actor: "ana", hand: a("5S 2C") }, seat(), 20)?.cards).toBe(5);
    const offered = { ...acting, offers: [{ actor: "ana", advantage: "careful" }] };
    const careful = drawChance(offered, { type: "useAdvantage", actor: "ana", advantage: "careful" }, seat(), 7);
    expect(careful).toEqual({ cards: 1, joker: 4 / 7 });
  });

  it("[GOB-12] [CORE-05] a step that draws nothing into the hand, or that the rules refuse, has no chance shown", () => {
    const acting = { ...onTurn({}, "action") };
    expect(drawChance(acting, { type: "endTurn", actor: "ana" }, seat(), 20)).toBeNull();
    expect(drawChance(acting, { type: "drawStep", actor: "ana" }, seat(), 20)).toBeNull();
  });

  it("[GOB-12] [GOB-25] [CORE-05] a Follower's draw shows no chance of a joker: it holds no wildcards, so a joker gives it nothing", () => {
    const dog = { ...(followerCombatant("dog", "a", 3) as FollowerCombatant), handCount: 1 };
    const bram = fatedCombatant("bram", "b", fated("S"));
    const state = duelState([dog, bram], { turn: { ...duelState([dog, bram]).turn!, stage: "draw" } });
    const step = opposition(state, { type: "drawStep", actor: "dog" });
    expect(step.ok && step.effects.some((effect) => effect.type === "draw")).toBe(true);
    expect(drawChance(state, { type: "drawStep", actor: "dog" }, { actor: "dog", hand: [], faceDown: null, table: [] }, 20)).toBeNull();
  });
});

describe("the chance of a wildcard before an advantage's draws (the Use form)", () => {
  const onTurn = (changes: Parameters<typeof fated>[1], hand = a("5S 2C")): { state: OppositionState; seat: Seat } => {
    const ana = { ...fatedCombatant("ana", "a", fated("C", changes)), handCount: hand.length };
    const bram = fatedCombatant("bram", "b", fated("S"));
    return { state: duelState([ana, bram]), seat: { actor: "ana", hand, faceDown: null, table: parseCards("JKR", "A") } };
  };
  const use = (advantage: string) => ({ actor: "ana", advantage });

  it("[GOB-28] [GOB-12] [CORE-05] Ass Pull draws two at once: the chance of a joker among them, the joker the seat sees in the discards left out", () => {
    const { state, seat } = onTurn({ advantages: { assPull: 1 } });
    const chance = advantageChance(state, use("assPull"), seat, 12, SMALL);
    expect(chance).toMatchObject({ when: "now", cards: 2 });
    expect(Math.abs(chance!.joker - enumerateJokers(12, 0, 2))).toBeLessThanOrEqual(EXACT);
    // The recipe's four jokers, one in the discards: three in the deck.
    const full = advantageChance(state, use("assPull"), seat, 12)!;
    expect(Math.abs(full.joker - enumerateJokers(12, 3, 2))).toBeLessThanOrEqual(EXACT);
  });

  it("[GOB-28] [GOB-20] [CORE-05] paying an advantage's cost that empties a pool brings Desperation's cards with its draw: Ass Pull's last LP draws 2 + Spirit 3; Dodge's last BP, Spirit's 3", () => {
    const desperate = { traits: { body: 1, spirit: 3, mind: 1, luck: 2 }, poolLoss: { body: 4, spirit: 0, mind: 0, luck: 9 } };
    const { state, seat } = onTurn({ ...desperate, advantages: { assPull: 1, dodge: 1 } });
    expect(advantageChance(state, use("assPull"), seat, 20)).toMatchObject({ when: "now", cards: 5 });
    const dodge = advantageChance(state, use("dodge"), seat, 20)!;
    expect(dodge).toMatchObject({ when: "now", cards: 3 });
    expect(Math.abs(dodge.joker - enumerateJokers(20, 3, 3))).toBeLessThanOrEqual(EXACT);
  });

  it("[GOB-28] [GOB-12] [CORE-05] Acrobat: up to Body (3) cards, one drawn for each card set aside: the chance of a joker among all three; none with an empty hand", () => {
    const { state, seat } = onTurn({ traits: { body: 3, spirit: 1, mind: 1, luck: 1 }, advantages: { acrobat: 1 } });
    // In a chase, its extreme movement [GOB-28].
    const chance = advantageChance({ ...state, chase: true }, use("acrobat"), seat, 10)!;
    expect(chance).toMatchObject({ when: "setAside", cards: 3 });
    expect(Math.abs(chance.joker - enumerateJokers(10, 3, 3))).toBeLessThanOrEqual(EXACT);
    const empty = onTurn({ traits: { body: 3, spirit: 1, mind: 1, luck: 1 }, advantages: { acrobat: 1 } }, []);
    expect(advantageChance({ ...empty.state, chase: true }, use("acrobat"), empty.seat, 10)).toBeNull();
  });

  it("[GOB-28] [GOB-12] [CORE-05] Intensity: the deck's top card at each physical attack this round, the next of them a joker with the chance the deck gives", () => {
    const { state, seat } = onTurn({ advantages: { intensity: 1 }, wildcards: 1 });
    expect(advantageChance(state, use("intensity"), seat, 9)).toEqual({ when: "topCard", cards: 1, joker: 3 / 9 });
  });

  it("[GOB-28] [CORE-05] an advantage that draws nothing (Savage), one not held, or one the rules refuse now (Intensity without a wildcard) shows no chance", () => {
    const { state, seat } = onTurn({ advantages: { savage: 1, intensity: 1 } });
    expect(advantageChance(state, use("savage"), seat, 20)).toBeNull();
    expect(advantageChance(state, use("assPull"), seat, 20)).toBeNull();
    expect(advantageChance(state, use("intensity"), seat, 20)).toBeNull();
  });
});

describe("the odds of Mastermind's card for a Follower in an open draw", () => {
  it("[GOB-28] [GOB-17] [GOB-18] [CORE-05] one more card from the deck on the Follower's side, both playing their best from here: betting (its best bet to come) and the wildcard step, against enumeration", () => {
    const dog = { ...(followerCombatant("ana", "a", 3) as FollowerCombatant), handCount: 2 };
    const bram = { ...fatedCombatant("bram", "b", fated("S", { traits: { body: 1, spirit: 1, mind: 2, luck: 1 } })), handCount: 2 };
    const betting = opposedDraw(
      emptySide("ana", "combat:unarmed", 3, { faceDown: true }),
      emptySide("bram", "dexterity", 3, { faceDown: true, faceUp: a("5H") }),
      { stage: "betting", bettor: "defender" },
    );
    const state = duelState([dog, bram], { draw: betting });
    const seat: Seat = { actor: "ana", hand: a("7C 2C"), faceDown: a("JC")[0]!, table: a("5H") };
    const odds = oppositionOdds(state, seat, SMALL);
    // The Follower plays its face-down card and its two cards left (cap 3), and one from the deck; Bram (cap 3) his face-down card and one more of his hidden cards.
    expectOdds(odds.topCard, enumerateSeat(state, seat, [a("JC")[0]!, ...a("7C 2C")], { hidden: 3, plays: 2 }, true));
    const wildcards = { ...state, draw: { ...betting, stage: "wildcards" as const, attacker: { ...betting.attacker, stopped: true } } };
    expectOdds(
      oppositionOdds(wildcards, seat, SMALL).topCard,
      enumerateSeat(wildcards, seat, [a("JC")[0]!], { hidden: 3, plays: 1 }, true),
    );
    // Before the betting there is no card to add.
    expect(oppositionOdds({ ...state, draw: { ...betting, stage: "defenderFaceDown" } }, seat, SMALL).topCard).toBeNull();
  });
});

// ---------- the Meditation draw that ends Berserk ----------

describe("the odds of the Meditation Fate draw that ends Berserk", () => {
  const berserk = { actor: "ana", advantage: "berserk", scope: "opposition", target: null, amount: null } as const;
  /** Ana (Mind 2, Meditation 2), Berserk on her turn, against Bram holding two cards. */
  const raging = (changes: Parameters<typeof fated>[1] = {}): OppositionState => {
    const ana = fatedCombatant("ana", "a", fated("S", { skills: { meditation: 2 }, ...changes }));
    const bram = { ...fatedCombatant("bram", "b", fated("C")), handCount: 2 };
    return duelState([ana, bram], { active: [berserk] });
  };
  const seat: Seat = { actor: "ana", hand: a("KH 2C"), faceDown: null, table: [...a("9D"), ...b("JC")] };

  /**
   * Every way Bram's two hidden cards may lie among the unseen, the deck being the rest; every hand
   * Ana may draw from it and every hand the Fate then draws: each scored by the reducer itself
   * (its own counts, its own verdict), all equally likely.
   */
  function enumerateMeditation(state: OppositionState, hidden: number): number {
    const unseen = unseenOf(SMALL, seat);
    const started = opposition(state, { type: "endBerserk", actor: "ana" });
    if (!started.ok) throw new Error(started.reason);
    const count = (effects: readonly { type: string; count?: number }[]) => effects.find((effect) => effect.type === "draw")!.count!;
    const cards = count(started.effects);
    const outcome = (drawn: readonly Card[]) => ({ type: "drawn" as const, outcome: { cards: drawn, reshuffles: 0, short: 0, left: 10 } });
    let calmed = 0;
    let cases = 0;
    for (const theirs of subsets(unseen, hidden)) {
      const deck = unseen.filter((card) => !theirs.includes(card));
      for (const mine of subsets(deck, cards)) {
        const drawn = opposition(started.state, outcome(mine));
        if (!drawn.ok) throw new Error(drawn.reason);
        const rest = deck.filter((card) => !mine.includes(card));
        for (const fate of subsets(rest, count(drawn.effects))) {
          const done = opposition(drawn.state, outcome(fate));
          if (!done.ok) throw new Error(done.reason);
          cases++;
          if (done.state.meditation?.calmed) calmed++;
        }
      }
    }
    return calmed / cases;
  }

  it("[GOB-28] [GOB-10] [GOB-18] [CORE-05] Ana's chance of success is the reducer's own verdict over every deck, hand and Fate hand her seat cannot tell apart (Meditation 2 + Mind 2 against the Fate's 4 cards)", () => {
    const state = raging();
    // The deck: the unseen cards but Bram's two, the joker among them.
    const chance = meditationChance(state, seat, 9, SMALL);
    expect(chance?.cards).toBe(2);
    expect(Math.abs(chance!.success - enumerateMeditation(state, 2))).toBeLessThanOrEqual(EXACT);
    expect(Math.abs(chance!.joker - enumerateJokers(9, 1, 2))).toBeLessThanOrEqual(EXACT);
  });

  it("[GOB-28] [GOB-20] [CORE-05] in Desperation the draw adds Spirit (4) instead of Mind, and the Fate draws against it: 6 − 4 = 2 cards", () => {
    const state = raging({
      traits: { body: 1, spirit: 4, mind: 2, luck: 1 },
      poolLoss: { body: 0, spirit: 0, mind: 10, luck: 0 },
    });
    const chance = meditationChance(state, seat, 9, SMALL)!;
    expect(Math.abs(chance.success - enumerateMeditation(state, 2))).toBeLessThanOrEqual(EXACT);
    expect(chance.success).toBeGreaterThan(meditationChance(raging(), seat, 9, SMALL)!.success);
  });

  it("[GOB-28] [CORE-05] no odds where the rules allow no Meditation draw (not Berserk, not her turn), nor where the deck would run out mid-draw", () => {
    const calm = { ...raging(), active: [] };
    expect(meditationChance(calm, seat, 9, SMALL)).toBeNull();
    const notHers = { ...raging(), turn: { ...raging().turn!, actor: "bram" } };
    expect(meditationChance(notHers, seat, 9, SMALL)).toBeNull();
    // Six suited cards are needed (2 + 4): a deck of six cards, one a joker, cannot give them.
    expect(meditationChance(raging(), seat, 6, SMALL)).toBeNull();
    expect(meditationChance(raging(), seat, 7, SMALL)).not.toBeNull();
  });
});

// ---------- the deal, and the cards owed when the table goes on ----------

describe("the chance of a wildcard in each opening hand, before Shuffle and deal", () => {
  /** A Follower (Power Rating 2) dealt first, then Ana and Bram (Fated, five cards each). */
  const seated = (): Combatant[] => [
    followerCombatant("dog", "a", 2) as FollowerCombatant,
    fatedCombatant("ana", "a", fated("C")),
    fatedCombatant("bram", "b", fated("S")),
  ];
  /** Twelve suited cards and two jokers: just what the three hands need. */
  const suitedCards = [...a("2C 3D 5H 5S 7C 9D JC KH AS"), ...b("2C 5H 7C")];
  const jokers = parseCards("JKR", "A").concat(parseCards("JKR", "B"));

  /** Every place the two jokers may lie in the shuffled deck, each dealt by the reducer itself on a table: who gained a wildcard. */
  async function enumerateDeal(rulings: BastardsRulings): Promise<Record<string, number>> {
    const hits: Record<string, number> = { ana: 0, bram: 0 };
    const size = suitedCards.length + jokers.length;
    const places = subsets(
      Array.from({ length: size }, (_, index) => index),
      2,
    );
    for (const place of places) {
      const order: Card[] = [];
      let suitedAt = 0;
      for (let index = 0; index < size; index++)
        order.push(place.includes(index) ? jokers[place.indexOf(index)]! : suitedCards[suitedAt++]!);
      const table = new MemoryTable(tableStackSpecs(["dog", "ana", "bram"]), inOrder);
      table.fill(DECK, order);
      const dealt = await settle(table, opposition, startOpposition(seated(), rulings));
      if (!dealt.ok) throw new Error(dealt.reason);
      expect(dealt.state.phase).toBe("initiative");
      for (const combatant of dealt.state.combatants)
        if (combatant.kind === "fated" && combatant.character.wildcards > 0) hits[combatant.key]!++;
    }
    return { ana: hits["ana"]! / places.length, bram: hits["bram"]! / places.length };
  }

  it("[GOB-12] [GOB-15] [GOB-23] [CORE-05] jokers to the discards (the world setting): each Fated hand's chance is the reducer's own deal over every place the jokers may lie, jokers replaced or not; the Follower's is not shown", async () => {
    for (const jokerReplacement of [true, false]) {
      const rulings = { ...DEFAULT_RULINGS, jokerReplacement, jokerReturnsDiscardsInOpposition: false };
      const chances = dealChances(seated(), rulings, [...suitedCards, ...jokers]);
      expect(chances.map(({ actor, cards }) => [actor, cards])).toEqual([
        ["ana", 5],
        ["bram", 5],
      ]);
      const dealt = await enumerateDeal(rulings);
      for (const { actor, joker } of chances)
        expect(Math.abs(joker - dealt[actor]!), `${actor} ${jokerReplacement}`).toBeLessThanOrEqual(EXACT);
      // Any five of the shuffled deck: the same for both.
      expect(chances[0]!.joker).toBeCloseTo(enumerateJokers(14, 2, 5), 12);
    }
  });

  /**
   * Jokers coming back (the book, the default): each joker returns to the deck, shuffled whole again, so
   * every batch is drawn from the cards left; a hand gains a wildcard if its first batch holds a joker.
   */
  function returningDeal(replaced: boolean): Record<string, number> {
    const hands = seated().map((combatant) => ({ key: combatant.key, cards: combatant.kind === "fated" ? 5 : 2 }));
    const chance: Record<string, number> = {};
    const deal = (hand: number, suited: number, p: number): void => {
      const current = hands[hand];
      if (!current || p === 0) return;
      // The first batch: k jokers among its cards.
      for (let k = 0; k <= Math.min(current.cards, jokers.length); k++) {
        const q = p * hypergeometric(suited + jokers.length, jokers.length, current.cards, k);
        if (k > 0) chance[current.key] = (chance[current.key] ?? 0) + q;
        // Replaced, jokers and all, until the hand holds its cards: batch after batch, the suited cards all taken.
        deal(hand + 1, replaced ? suited - current.cards : suited - (current.cards - k), q);
      }
    };
    deal(0, suitedCards.length + 10, 1);
    return chance;
  }

  it("[GOB-12] [GOB-15] [CORE-05] jokers bringing the discards back (the book, the default): each hand is drawn from what the hands before it left, jokers replaced or not", () => {
    const deck = [...suitedCards, ...a("4C 4D 4H 4S 6C 6D 6H 6S 8C 8D"), ...jokers];
    for (const jokerReplacement of [true, false]) {
      const rulings = { ...DEFAULT_RULINGS, jokerReplacement, jokerReturnsDiscardsInOpposition: true };
      const expected = returningDeal(jokerReplacement);
      for (const { actor, joker } of dealChances(seated(), rulings, deck))
        expect(Math.abs(joker - expected[actor]!), `${actor} ${jokerReplacement}`).toBeLessThanOrEqual(EXACT);
    }
    // The later hand, drawn from fewer cards holding the same jokers, is the likelier to hold one.
    const [ana, bram] = dealChances(seated(), { ...DEFAULT_RULINGS, jokerReturnsDiscardsInOpposition: true }, deck);
    expect(bram!.joker).toBeGreaterThan(ana!.joker);
  });
});

describe("the chance of a wildcard among the owed cards, before the GM goes on", () => {
  it("[GOB-23] [GOB-12] [CORE-05] the deck ran out in Ana's draw step: the owed cards come from the deck once the discards are back, jokers included; none shown for a Follower's", () => {
    const ana = { ...fatedCombatant("ana", "a", fated("C")), handCount: 1 };
    const bram = fatedCombatant("bram", "b", fated("S"));
    const base = duelState([ana, bram]);
    const asked: OppositionState = {
      ...base,
      turn: { ...base.turn!, stage: "draw" },
      drawFor: { purpose: "drawStep", actor: "ana", by: null },
      question: { to: handStack("ana"), count: 2 },
    };
    const discards = [...a("5S 9D"), ...parseCards("JKR", "A"), ...b("7C")];
    const table = [...discards, ...a("KH")];
    const chance = goOnChance(asked, table, discards, 0, SMALL);
    // The deck is empty; the four discards come back, the joker among them.
    expect(chance?.cards).toBe(2);
    expect(Math.abs(chance!.joker - enumerateJokers(4, 1, 2))).toBeLessThanOrEqual(EXACT);
    // With two cards still in the deck (none a joker the table shows): six cards, the joker among them.
    expect(goOnChance(asked, table, discards, 2, SMALL)!.joker).toBeCloseTo(enumerateJokers(6, 1, 2), 12);
    expect(goOnChance({ ...asked, question: null }, table, discards, 0, SMALL)).toBeNull();
    const dog = { ...(followerCombatant("dog", "a", 2) as FollowerCombatant), handCount: 1 };
    expect(
      goOnChance(
        { ...asked, combatants: [dog, bram], drawFor: { purpose: "drawStep", actor: "dog", by: null } },
        table,
        discards,
        0,
        SMALL,
      ),
    ).toBeNull();
    // The Fate's owed cards in a Meditation draw give nobody a wildcard.
    expect(goOnChance({ ...asked, drawFor: { purpose: "meditationFate", actor: "ana", by: null } }, table, discards, 0, SMALL)).toBeNull();
  });
});

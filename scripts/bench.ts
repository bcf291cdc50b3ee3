/**
 * Odds bench [CORE-05]: each ruleset's worst basic check, its exact odds against a Monte Carlo
 * simulation of the same check played card by card, in one run. Prints a table and fails (exit
 * code 1) where the exact odds take more than 1 ms (the least of three rounds' medians: see
 * ROUNDS), are not at least 100× faster than the simulation, or disagree with it by more than 4
 * standard errors. Checks on decks the books do not build (the Director's decks mixing poker decks,
 * which a table allows by a world setting [DIR-02]) are held to the agreement alone; their time is
 * reported. Times are the process's CPU time (process.cpuUsage), which other work on a shared
 * machine changes far less than the wall clock.
 * Run with `npm run bench` (scripts/bench.mjs loads this file through vite's module runner).
 */
import { RANKS, SUITS, isJoker, parseCards } from "../src/rules/cards/card.ts";
import type { Card, Suit, SuitedCard } from "../src/rules/cards/card.ts";
import { deckWithJokers, doubleDeckWithJokers, standardDeck, suitRange } from "../src/rules/cards/recipes.ts";
import { seededRandom, shuffle } from "../src/rules/cards/random.ts";
import type { Random } from "../src/rules/cards/random.ts";
import { skillHandOdds } from "../src/rules/bastards/odds.ts";
import { exchangeOdds } from "../src/rules/bastards/opposition-odds.ts";
import { deckCards } from "../src/rules/bastards/decks.ts";
import { bestCard, cardValue as bastardsValue, decide } from "../src/rules/bastards/values.ts";
import { successChance as belmontSuccessChance } from "../src/rules/belmont/odds.ts";
import { BALANCED_ARCHETYPE } from "../src/rules/director/archetypes.ts";
import { judgeTest, planTest } from "../src/rules/director/checks.ts";
import { MAX_COPIES, POKER_DECK_COPIES, cardsFromCounts, countOf, totalCards } from "../src/rules/director/counts.ts";
import type { CardCounts } from "../src/rules/director/counts.ts";
import { DEFAULT_ENEMY_COUNTS } from "../src/rules/director/decks.ts";
import { competitionOdds } from "../src/rules/director/competition-odds.ts";
import type { CompetitorDraw } from "../src/rules/director/competition-odds.ts";
import { testOdds } from "../src/rules/director/odds.ts";
import { roundLeaders } from "../src/rules/director/procedures/competition.ts";
import { DEFAULT_RULINGS } from "../src/rules/director/rulings.ts";
import type { DirectorRulings } from "../src/rules/director/rulings.ts";
import { evaluateCard } from "../src/rules/doa/checks.ts";
import type { CheckTarget } from "../src/rules/doa/checks.ts";
import { checkOdds } from "../src/rules/doa/odds.ts";
import { cardsToDraw, exhaustionHand, keptReport, lowerHand, netHand, upperHand } from "../src/rules/doa/upper-lower-hand.ts";
import type { HandEffect } from "../src/rules/doa/upper-lower-hand.ts";
import { evaluateCheck } from "../src/rules/fates52/check.ts";
import { actionCheckOdds, attackOdds, strongestPlay } from "../src/rules/fates52/odds.ts";
import { unseenCards } from "../src/rules/cards/unseen.ts";
import { attackBeats } from "../src/rules/fates52/values.ts";
import { standardErrorsApart } from "./agreement.ts";

const SAMPLES = 100_000;
/** Exact runs timed per check; the median is reported. */
const EXACT_RUNS = 101;
/**
 * Runs before the timed ones: V8 optimises a function only after many calls, and the competition
 * odds' many functions take 50–150 runs to settle (17 NPCs on the book's deck: 2.7 ms a run over its
 * first 25, 0.8 ms from its 150th on), so the median of 101 runs right away fell among unsettled
 * runs and swung from one bench to the next (0.88 ms, then 1.48 ms, the code the same). A check
 * is timed once it has run this many times and this much CPU time, as at a table computing odds all
 * session.
 */
const WARM_UP_RUNS = 20;
const WARM_UP_MS = 300;
/**
 * Each check is timed in this many rounds, one after each pass over all the checks (about a minute
 * apart: the first pass also runs the Monte Carlo), each warmed up and its 101 runs' median taken;
 * the least median is the check's time, as the boot's is the least of its cold boots (bench.mjs).
 * This virtual machine has slow phases of seconds to minutes in which every row, the Monte Carlo
 * included, runs 1.5–1.7× slower (session 36: one bench of four failed two rows at 1.13 and 1.18
 * ms that took 0.58–0.69 in twenty processes): other work on the machine only ever adds to a
 * round. Every round's median is printed.
 */
const ROUNDS = 3;
const MAX_EXACT_MS = 1;
const MIN_SPEEDUP = 100;
const MAX_STANDARD_ERRORS = 4;

interface Check {
  readonly name: string;
  /** Exact probability of each outcome. */
  readonly exact: () => Map<string, number>;
  /** The outcome of one check played on a freshly shuffled deck. */
  readonly simulate: (random: Random) => string;
  /** Decks a table builds only by a world setting beyond the book (copies of a card): no time limit. */
  readonly beyondTheBook?: boolean;
}

const suitedOnly = (cards: readonly Card[]): SuitedCard[] => cards.filter((card): card is SuitedCard => !isJoker(card));

function doaCheck(name: string, hand: readonly HandEffect[]): Check {
  const deck = deckWithJokers("bench");
  const target: CheckTarget = { tc: suitedOnly(deck).find((card) => card.rank === 8 && card.suit === "C")!, dr: 2, modifier: 1 };
  const needed = cardsToDraw(hand);
  return {
    name,
    exact: () => new Map(Object.entries(checkOdds(deck, target, { hand }).degrees)),
    // Jokers go to the hand and are replaced by the next card [DOA-02].
    simulate: (random) =>
      keptReport(
        suitedOnly(shuffle(deck, random))
          .slice(0, needed)
          .map((card) => evaluateCard(card, target)),
        netHand(hand),
      )!.degree,
  };
}

function bastardsCheck(playerCards: number, fateCards: number, bonus: number, difficulty: number): Check {
  const deck = doubleDeckWithJokers();
  const total = (card: SuitedCard | undefined, plus: number) => ({ total: (card ? bastardsValue(card) : 0) + plus, suit: card?.suit });
  return {
    name: `A Game of Bastards: skill hand ${playerCards} (+${bonus}) vs Fate ${fateCards} (+${difficulty}), 108-card deck`,
    exact: () => {
      const { success } = skillHandOdds({ deck, playerCards, fateCards, bonus, difficulty });
      return new Map([
        ["success", success],
        ["failure", 1 - success],
      ]);
    },
    // A joker goes back and is replaced [GOB-12]: the hands are the first suited cards drawn.
    simulate: (random) => {
      const suited = suitedOnly(shuffle(deck, random));
      const player = bestCard(suited.slice(0, playerCards));
      const fate = bestCard(suited.slice(playerCards, playerCards + fateCards));
      return decide(total(player, bonus), total(fate, difficulty)) === "first" ? "success" : "failure";
    },
  };
}

/** A Game of Bastards: the asker sees its own hand and a few cards in play; the opponent's hidden cards are among the other 101. */
const bastardsUnseen = unseenCards(deckCards(), parseCards("2C 5D 9H KS AC 7D 10S", "A"));

function bastardsExchange(hidden: number, plays: number, askerDraws: boolean): Check {
  const asker = 40;
  const opponent = 3;
  return {
    name: `A Game of Bastards: an exchange, ${asker} against +${opponent} and the best ${plays} of ${hidden} hidden cards${askerDraws ? ", a wildcard's card" : ""}`,
    exact: () => new Map(Object.entries(exchangeOdds({ unseen: bastardsUnseen, asker, askerDraws, opponent, hidden, plays }))),
    // The wildcard's card and the opponent's hidden cards come off one shuffle of what the asker cannot see.
    simulate: (random) => {
      const dealt = shuffle(bastardsUnseen, random);
      const extra = askerDraws ? bastardsValue(dealt[0]!) : 0;
      const best = dealt
        .slice(askerDraws ? 1 : 0, (askerDraws ? 1 : 0) + hidden)
        .map(bastardsValue)
        .sort((a, b) => b - a)
        .slice(0, plays)
        .reduce((sum, value) => sum + value, opponent);
      return asker + extra > best ? "win" : asker + extra === best ? "tie" : "lose";
    },
  };
}

/** 52 Fates: the asker sees its own 7 cards; the defender's hand is among the other 45. */
const fatesUnseen = unseenCards(standardDeck("fates52"), parseCards("2C 5D 9H KS AC 7D 10S", "fates52"));

function fatesAttack(attackTotal: number, handSize: number, maxCards: number): Check {
  const attack = { ace: false, total: attackTotal };
  return {
    name: `52 Fates: attack ${attackTotal} against a hidden hand of ${handSize} (defends with up to ${maxCards})`,
    exact: () => {
      const odds = attackOdds({ attack, unseen: fatesUnseen, defenderHandSize: handSize, defenderMaxCards: maxCards });
      return new Map([
        ["hit", odds.hit],
        ["fumble", odds.fumble],
        ["held", odds.held - odds.fumble],
      ]);
    },
    simulate: (random) => {
      const defence = strongestPlay(shuffle(fatesUnseen, random).slice(0, handSize), maxCards);
      return defence.ace ? "fumble" : attackBeats(attack, defence) ? "hit" : "held";
    },
  };
}

function fatesAction(difficulty: number, cards: number): Check {
  return {
    name: `52 Fates: action check of ${cards} cards against ${difficulty}`,
    exact: () => {
      const success = actionCheckOdds(fatesUnseen, difficulty, cards);
      return new Map([
        ["success", success],
        ["failure", 1 - success],
      ]);
    },
    simulate: (random) => (evaluateCheck(shuffle(fatesUnseen, random).slice(0, cards), difficulty).success ? "success" : "failure"),
  };
}

function directorTest(cardCount: number): Check {
  const counts = BALANCED_ARCHETYPE.counts;
  const deck = cardsFromCounts(counts, "bench");
  const plan = planTest(cardCount, "H", counts);
  return {
    name: `Director: test of ${cardCount} cards from the ${deck.length}-card Balanced deck`,
    exact: () => new Map(Object.entries(testOdds(plan, counts))),
    simulate: (random) => judgeTest(plan, shuffle(deck, random).slice(0, cardCount)),
  };
}

const COUNT_NAMES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const countName = (count: number) => COUNT_NAMES[count] ?? String(count);
/** The most cards one competitor draws under the default rulings [DIR-08, DIR-09]. */
const MOST_CARDS = 9;

/** A competition's exact odds [DIR-09] against deals played as the competition plays them (roundLeaders). */
function directorCompetition(name: string, draws: readonly CompetitorDraw[], tieBreak: DirectorRulings["tieBreak"]): Check {
  const decks = new Map(draws.map((draw) => [draw.deck.stack, cardsFromCounts(draw.deck.composition, draw.deck.stack)]));
  // Each deck from one poker deck, as the book builds them, or copies of a card (the world setting) [DIR-02, DIR-03].
  const copies = Math.max(
    ...draws.flatMap((draw) => SUITS.flatMap((suit) => RANKS.map((rank) => countOf(draw.deck.composition, suit, rank)))),
  );
  const setting = copies > POKER_DECK_COPIES ? ` (${copies} poker decks mixed: the world setting)` : "";
  return {
    name: `Director: ${name}${tieBreak === "highestCards" ? ", ties broken by the highest successes" : ", ties of symbols to the Director"}${setting}`,
    beyondTheBook: copies > POKER_DECK_COPIES,
    exact: () => {
      const odds = competitionOdds(draws, { tieBreak });
      return new Map([...odds.wins.map((p, at) => [`win ${at}`, p] as const), ["tie", odds.tie]]);
    },
    simulate: (random) => {
      const shuffled = new Map([...decks].map(([stack, cards]) => [stack, shuffle(cards, random)]));
      const dealt = new Map([...decks.keys()].map((stack) => [stack, 0]));
      const hands = draws.map(({ deck, suit, count }) => {
        const from = dealt.get(deck.stack)!;
        dealt.set(deck.stack, from + count);
        return { cards: shuffled.get(deck.stack)!.slice(from, from + count), suit };
      });
      const leaders = roundLeaders(hands, tieBreak);
      return leaders.length > 1 ? "tie" : `win ${leaders[0]}`;
    },
  };
}

const BENCH_SUITS = ["S", "H", "C", "D"] as const;
/** Eight NPCs' suits, seven of them on hearts and spades. */
const SEVEN_ON_A_PAIR = ["H", "D", "H", "S", "H", "S", "S", "S"] as const;
/**
 * 17 NPCs on the book's 24-card enemy deck drawing 1 to 3 cards each (penalties and extras differ
 * [DIR-08]; the deck runs out before the last ones): among the slowest of 4,800 random line-ups there.
 */
const BOOK_DECK_COUNTS = [1, 1, 1, 2, 2, 3, 1, 2, 3, 2, 1, 2, 2, 3, 1, 3, 3];
const BOOK_DECK_SUITS = [..."HSDCHCSCHDSDSHHCH"] as Suit[];
/** Eight NPCs' suits, six of them on spades. */
const SIX_ON_SPADES = ["S", "S", "S", "S", "S", "H", "C", "S"] as const;
/** Eight NPCs' suits, three on diamonds and two each on clubs and spades. */
const THREE_TWO_TWO_ONE = ["D", "C", "S", "H", "S", "C", "D", "D"] as const;
/**
 * 18 NPCs on a poker deck drawing 1 to 9 cards each (their extras and penalties differ; the deck runs
 * out on the fourteenth, which draws one card, and the last four draw none): the slowest of 250 random
 * line-ups of 2 to 40 NPCs there (session 33).
 */
const RANDOM_POKER_COUNTS = [4, 1, 8, 4, 1, 1, 8, 2, 5, 5, 3, 3, 6, 9, 2, 6, 6, 8];
const RANDOM_POKER_SUITS = [..."HDHSDCDSHDHDSHCCDS"] as Suit[];

/**
 * NPCs drawing one after another from one enemy deck of this composition, each counting its own suit
 * (in turn S, H, C, D) [DIR-09]: `cardCount` cards each, or the NPCs' own counts in turn.
 */
function directorSharedCompetition(
  npcs: number,
  cardCount: number | readonly number[],
  composition: CardCounts = DEFAULT_ENEMY_COUNTS,
  tieBreak: DirectorRulings["tieBreak"] = DEFAULT_RULINGS.tieBreak,
  suits: (index: number) => Suit = (index) => BENCH_SUITS[index % 4]!,
): Check {
  const size = totalCards(composition);
  const countOf = (at: number) => (typeof cardCount === "number" ? cardCount : cardCount[at % cardCount.length]!);
  const draws = Array.from({ length: npcs }, (_, at) => ({ deck: { stack: "enemy", composition }, suit: suits(at), count: countOf(at) }));
  const bySuit = draws.map((draw) => draw.suit);
  const counted =
    new Set(bySuit).size === 1
      ? `, all counting ${bySuit[0]}`
      : bySuit.every((suit, at) => suit === BENCH_SUITS[at % 4])
        ? ""
        : `, counting ${bySuit.join(", ")}`;
  const drawn =
    typeof cardCount === "number"
      ? `${cardCount} ${cardCount === 1 ? "card" : "cards"} each`
      : `${draws.map((draw) => draw.count).join(", ")} cards in turn`;
  return directorCompetition(`${countName(npcs)} NPCs drawing ${drawn} from a ${size}-card enemy deck${counted}`, draws, tieBreak);
}

/** Players each drawing from an action deck of their own of this composition, all counting spades or each its suit in turn [DIR-09]. */
function directorPlayersCompetition(players: number, cardCount: number, composition: CardCounts, deckName: string, inTurn = false): Check {
  const draws = Array.from({ length: players }, (_, at) => ({
    deck: { stack: `action-${at}`, composition },
    suit: inTurn ? BENCH_SUITS[at % 4]! : ("S" as const),
    count: cardCount,
  }));
  return directorCompetition(
    `${countName(players)} players drawing ${cardCount} cards each from ${deckName} decks of their own, ${inTurn ? "counting S, H, C, D in turn" : "all counting S"}`,
    draws,
    DEFAULT_RULINGS.tieBreak,
  );
}

/** Every face `copies` times: a poker deck (1, the book's) up to four mixed (4, the most the world setting allows) [DIR-03]. */
function fullCounts(copies: number): CardCounts {
  return Object.fromEntries(SUITS.map((suit) => [suit, Object.fromEntries(RANKS.map((rank) => [rank, copies]))])) as CardCounts;
}

function belmontOption(value: number): Check {
  const challenge = suitRange("H", 2, 14, "bench").filter((card): card is SuitedCard => !isJoker(card));
  const position = { luck: "none", skillCount: 8 } as const;
  return {
    name: `Belmont: an option of value ${value} against a ${challenge.length}-card challenge deck`,
    exact: () => {
      const success = belmontSuccessChance(value, position, challenge);
      return new Map([
        ["success", success],
        ["failure", 1 - success],
      ]);
    },
    simulate: (random) => (shuffle(challenge, random)[0]!.rank <= value ? "success" : "failure"),
  };
}

const checks: readonly Check[] = [
  doaCheck("Deck of Adventures: Upper Hand 6 (7 cards from 54)", [upperHand(6)]),
  doaCheck("Deck of Adventures: Lower Hand 6, deck exhausted twice (9 cards from 54)", [lowerHand(6), ...exhaustionHand(2)]),
  bastardsCheck(10, 10, 3, 3),
  bastardsExchange(12, 7, false),
  bastardsExchange(12, 7, true),
  fatesAttack(20, 12, 3),
  fatesAction(10, 3),
  directorTest(8),
  directorSharedCompetition(3, 7),
  directorSharedCompetition(3, 7, DEFAULT_ENEMY_COUNTS, "directorChooses"),
  directorSharedCompetition(4, 7),
  // Eight NPCs on the 24-card enemy deck: it runs out after the fourth; those after draw what is left (nothing).
  directorSharedCompetition(8, 7),
  directorSharedCompetition(8, 7, DEFAULT_ENEMY_COUNTS, "directorChooses"),
  directorSharedCompetition(4, 12, fullCounts(1)),
  directorSharedCompetition(4, 12, fullCounts(1), "directorChooses"),
  directorSharedCompetition(4, 12, fullCounts(MAX_COPIES)),
  directorSharedCompetition(4, 12, fullCounts(MAX_COPIES), DEFAULT_RULINGS.tieBreak, () => "S"),
  // The most cards a competitor draws under the default ruling: 5 + an expert competence 2 + an advantage 1 + help 1 [DIR-08, DIR-09].
  // Six NPCs draw the whole 52-card deck (the sixth what is left); eight on the 208-card deck, two per suit.
  // The 208-card rows (four poker decks mixed) are what a table allows by the world setting "Copies of a
  // card in a deck", beyond the book's one poker deck [DIR-02, DIR-03]: held to agreement, their time reported.
  directorSharedCompetition(6, MOST_CARDS, fullCounts(1)),
  directorSharedCompetition(6, MOST_CARDS, fullCounts(1), "directorChooses"),
  directorSharedCompetition(8, MOST_CARDS, fullCounts(MAX_COPIES)),
  directorSharedCompetition(8, MOST_CARDS, fullCounts(MAX_COPIES), "directorChooses"),
  // NPCs whose skills, advantages and help differ draw 5 to 9 each: no two of a suit alike.
  directorSharedCompetition(8, [9, 8, 7, 6, 5, 9, 8, 7], fullCounts(MAX_COPIES)),
  directorSharedCompetition(8, [9, 8, 7, 6, 5, 9, 8, 7], fullCounts(MAX_COPIES), "directorChooses"),
  // The slowest of 30 random line-ups of eight NPCs drawing 5 to 9 on any suits, before the suits were paired by the size of their tables: seven of them on one pair of suits.
  directorSharedCompetition(8, [6, 8, 9, 6, 9, 9, 7, 6], fullCounts(MAX_COPIES), "highestCards", (at) => SEVEN_ON_A_PAIR[at]!),
  directorSharedCompetition(8, [6, 8, 9, 6, 9, 9, 7, 6], fullCounts(MAX_COPIES), "directorChooses", (at) => SEVEN_ON_A_PAIR[at]!),
  // The slowest of 270 random line-ups (30 each of six, seven and eight NPCs for three seeds; the slowest measured again alone) before that pairing: six of eight on one suit.
  directorSharedCompetition(8, MOST_CARDS, fullCounts(MAX_COPIES), "highestCards", (at) => SIX_ON_SPADES[at]!),
  directorSharedCompetition(8, MOST_CARDS, fullCounts(MAX_COPIES), "directorChooses", (at) => SIX_ON_SPADES[at]!),
  // The slowest of 270 such line-ups (the 40 slowest measured again alone) with that pairing: three, two, two and one on the suits.
  directorSharedCompetition(8, [9, 8, 9, 5, 7, 9, 7, 8], fullCounts(MAX_COPIES), "highestCards", (at) => THREE_TWO_TWO_ONE[at]!),
  directorSharedCompetition(8, [9, 8, 9, 5, 7, 9, 7, 8], fullCounts(MAX_COPIES), "directorChooses", (at) => THREE_TWO_TWO_ONE[at]!),
  // More NPCs than two a suit, up to as many as the 208-card deck can deal 9 cards to (23) [DIR-09 sets no limit].
  directorSharedCompetition(12, MOST_CARDS, fullCounts(MAX_COPIES)),
  directorSharedCompetition(12, MOST_CARDS, fullCounts(MAX_COPIES), "directorChooses"),
  directorSharedCompetition(23, MOST_CARDS, fullCounts(MAX_COPIES)),
  directorSharedCompetition(23, MOST_CARDS, fullCounts(MAX_COPIES), "directorChooses"),
  // Penalties take cards away [DIR-08], so more NPCs fit a smaller deck: the book's 24-card enemy deck
  // deals one card each to 24 of them (penalty 4), a single poker deck two each to 26 (penalty 3) and
  // one each to 52 (penalty 4).
  directorSharedCompetition(24, 1),
  directorSharedCompetition(24, 1, DEFAULT_ENEMY_COUNTS, "directorChooses"),
  directorSharedCompetition(17, BOOK_DECK_COUNTS, DEFAULT_ENEMY_COUNTS, "highestCards", (at) => BOOK_DECK_SUITS[at]!),
  directorSharedCompetition(17, BOOK_DECK_COUNTS, DEFAULT_ENEMY_COUNTS, "directorChooses", (at) => BOOK_DECK_SUITS[at]!),
  directorSharedCompetition(26, 2, fullCounts(1)),
  directorSharedCompetition(26, 2, fullCounts(1), "directorChooses"),
  directorSharedCompetition(52, 1, fullCounts(1)),
  directorSharedCompetition(52, 1, fullCounts(1), "directorChooses"),
  // Three each to 17 and the last card to an 18th; NPCs of every count on one poker deck.
  directorSharedCompetition(18, 3, fullCounts(1)),
  directorSharedCompetition(18, 3, fullCounts(1), "directorChooses"),
  directorSharedCompetition(8, [9, 8, 7, 6, 5, 9, 8, 7], fullCounts(1)),
  directorSharedCompetition(18, RANDOM_POKER_COUNTS, fullCounts(1), "highestCards", (at) => RANDOM_POKER_SUITS[at]!),
  directorSharedCompetition(18, RANDOM_POKER_COUNTS, fullCounts(1), "directorChooses", (at) => RANDOM_POKER_SUITS[at]!),
  directorPlayersCompetition(4, 12, BALANCED_ARCHETYPE.counts, "Balanced"),
  directorPlayersCompetition(12, MOST_CARDS, BALANCED_ARCHETYPE.counts, "Balanced"),
  directorPlayersCompetition(12, MOST_CARDS, BALANCED_ARCHETYPE.counts, "Balanced", true),
  directorPlayersCompetition(4, 12, fullCounts(MAX_COPIES), "208-card"),
  belmontOption(9),
];

interface Row {
  readonly name: string;
  /** Each round's median CPU time of the exact odds, in milliseconds. */
  readonly medians: readonly number[];
  readonly exactMs: number;
  readonly monteCarloMs: number;
  readonly gap: number;
  readonly failures: readonly string[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The process's CPU time so far, in milliseconds (microsecond resolution). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One round: the check's exact odds warmed up, then the median CPU time of EXACT_RUNS runs; and the odds. */
function timeExact(check: Check): { readonly ms: number; readonly exact: Map<string, number> } {
  let exact = check.exact();
  const warmUp = cpuMs();
  for (let run = 1; run < WARM_UP_RUNS || cpuMs() - warmUp < WARM_UP_MS; run++) exact = check.exact();
  const times: number[] = [];
  for (let run = 0; run < EXACT_RUNS; run++) {
    const start = cpuMs();
    exact = check.exact();
    times.push(cpuMs() - start);
  }
  return { ms: median(times), exact };
}

/** The check's first round and its Monte Carlo: how far apart they are, and how long each took. */
function firstRound(check: Check, random: Random) {
  const { ms, exact } = timeExact(check);
  const start = cpuMs();
  const counts = new Map<string, number>();
  for (let i = 0; i < SAMPLES; i++) {
    const outcome = check.simulate(random);
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  const monteCarloMs = cpuMs() - start;
  let gap = 0;
  for (const outcome of new Set([...exact.keys(), ...counts.keys()])) {
    gap = Math.max(gap, standardErrorsApart(exact.get(outcome) ?? 0, counts.get(outcome) ?? 0, SAMPLES));
  }
  return { ms, monteCarloMs, gap };
}

function judged(check: Check, medians: readonly number[], monteCarloMs: number, gap: number): Row {
  const exactMs = Math.min(...medians);
  const timed = !check.beyondTheBook;
  const failures = [
    ...(timed && exactMs > MAX_EXACT_MS ? [`exact odds take ${exactMs.toFixed(3)} ms (limit ${MAX_EXACT_MS} ms)`] : []),
    ...(timed && monteCarloMs / exactMs < MIN_SPEEDUP
      ? [`exact odds only ${(monteCarloMs / exactMs).toFixed(0)}× faster than Monte Carlo`]
      : []),
    ...(gap > MAX_STANDARD_ERRORS ? [`exact and Monte Carlo differ by ${gap.toFixed(2)} standard errors`] : []),
  ];
  return { name: check.name, medians, exactMs, monteCarloMs, gap, failures };
}

export function main(): number {
  const random = seededRandom(20240613);
  console.log(
    `Odds bench: exact (the least of ${ROUNDS} rounds' medians of ${EXACT_RUNS} runs, each after ${WARM_UP_RUNS} runs and ${WARM_UP_MS} ms of warm-up) vs Monte Carlo (${SAMPLES.toLocaleString("en")} samples, seeded), CPU time, Node ${process.version}\n`,
  );
  const first = checks.map((check) => firstRound(check, random));
  const medians = first.map(({ ms }) => [ms]);
  // Decks beyond the book have no time limit: their first round is reported alone.
  for (let round = 1; round < ROUNDS; round++) checks.forEach((check, at) => check.beyondTheBook || medians[at]!.push(timeExact(check).ms));
  console.log("| check | exact (least median, CPU) | each round's median | Monte Carlo 100k (CPU) | exact is | largest gap |");
  console.log("|---|---|---|---|---|---|");
  const rows = checks.map((check, at) => {
    const row = judged(check, medians[at]!, first[at]!.monteCarloMs, first[at]!.gap);
    const speedup = row.monteCarloMs / row.exactMs;
    console.log(
      `| ${row.name} | ${row.exactMs.toFixed(3)} ms | ${row.medians.map((ms) => ms.toFixed(3)).join(", ")} | ${row.monteCarloMs.toFixed(0)} ms | ${speedup.toFixed(0)}× faster | ${row.gap.toFixed(2)} SE |`,
    );
    return row;
  });
  const failed = rows.filter((row) => row.failures.length > 0);
  console.log("");
  for (const row of failed) for (const failure of row.failures) console.log(`FAIL ${row.name}: ${failure}`);
  const beyond = checks.filter((check) => check.beyondTheBook).length;
  console.log(
    failed.length === 0
      ? `All ${rows.length} checks pass: ≤ ${MAX_EXACT_MS} ms, ≥ ${MIN_SPEEDUP}× faster than Monte Carlo, within ${MAX_STANDARD_ERRORS} standard errors (the ${beyond} on decks mixing poker decks, beyond the book, within the standard errors; their time is reported).`
      : `${failed.length} of ${rows.length} checks fail.`,
  );
  return failed.length === 0 ? 0 : 1;
}

/**
 * Odds bench [CORE-05]: exact answers against Monte Carlo estimates of the same questions, in one
 * run. Shows that the exact helpers agree with simulation and what they cost next to it.
 * Run with `npm run bench` (scripts/bench.mjs loads this file through vite's module runner).
 */
import { isJoker } from "../src/rules/cards/card.ts";
import type { Card } from "../src/rules/cards/card.ts";
import { drawOdds, hypergeometricAtLeast, sequentialOdds } from "../src/rules/cards/odds.ts";
import { seededRandom, shuffle } from "../src/rules/cards/random.ts";
import type { Random } from "../src/rules/cards/random.ts";
import { standardDeck } from "../src/rules/cards/recipes.ts";

const SAMPLES = 100_000;

interface Question {
  readonly name: string;
  /** Exact probability of each outcome. */
  readonly exact: () => Map<string, number>;
  /** The outcome of one simulated play on a freshly shuffled deck. */
  readonly simulate: (random: Random) => string;
}

const isSuit = (card: Card, suit: string): boolean => !isJoker(card) && card.suit === suit;

/** Blackjack-like card values: 2–10 as printed, J/Q/K 10, A 11, jokers 0. */
const points = (card: Card): number => (isJoker(card) ? 0 : card.rank === 14 ? 11 : Math.min(card.rank, 10));
/** Final total when drawing until 17 or more, with 22+ lumped as "bust". */
const standOrBust = (total: number): string => (total > 21 ? "bust" : String(total));

const deck = standardDeck();

const questions: readonly Question[] = [
  {
    name: "At least one club in 3 cards from 52 (hypergeometric)",
    exact: () => {
      const yes = hypergeometricAtLeast(52, 13, 3, 1);
      return new Map([["yes", yes], ["no", 1 - yes]]);
    },
    simulate: (random) => (shuffle(deck, random).slice(0, 3).some((card) => isSuit(card, "C")) ? "yes" : "no"),
  },
  {
    name: "Director-like: Spirit test, difficulty 3 + 1 extra card (4 cards from 52): fail / success / benefit (drawOdds)",
    exact: () =>
      drawOdds(deck, 4, (card) => String(isSuit(card, "H")), (hand) => directorOutcome(hand.filter((card) => isSuit(card, "H")).length)),
    simulate: (random) => directorOutcome(shuffle(deck, random).slice(0, 4).filter((card) => isSuit(card, "H")).length),
  },
  {
    name: "Draw from 52 until the total reaches 17 (J/Q/K 10, A 11): final total (sequentialOdds)",
    exact: () =>
      new Map(
        [...sequentialOdds(deck, {
          initial: 0,
          step: (total: number, card: Card) => total + points(card),
          isDone: (total) => total >= 17,
          key: (total) => standOrBust(total),
          classify: (card) => String(points(card)),
        })].map(([key, { probability }]) => [key, probability]),
      ),
    simulate: (random) => {
      let total = 0;
      for (const card of shuffle(deck, random)) {
        if (total >= 17) break;
        total += points(card);
      }
      return standOrBust(total);
    },
  },
];

function directorOutcome(matching: number): string {
  return matching === 0 ? "fail" : matching === 1 ? "success" : "benefit";
}

function time<T>(run: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

export function main(): void {
  const random = seededRandom(20240613);
  console.log(`Odds bench: exact vs Monte Carlo (${SAMPLES.toLocaleString("en")} samples, seeded)\n`);
  for (const question of questions) {
    const exact = time(question.exact);
    const estimate = time(() => {
      const counts = new Map<string, number>();
      for (let i = 0; i < SAMPLES; i++) {
        const outcome = question.simulate(random);
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      }
      return counts;
    });
    console.log(question.name);
    console.log(`  exact ${exact.ms.toFixed(3)} ms, Monte Carlo ${estimate.ms.toFixed(1)} ms, Monte Carlo / exact ${(estimate.ms / Math.max(exact.ms, 1e-3)).toFixed(0)}×`);
    const outcomes = [...new Set([...exact.result.keys(), ...estimate.result.keys()])].sort(byOutcome);
    let worst = 0;
    for (const outcome of outcomes) {
      const p = exact.result.get(outcome) ?? 0;
      const q = (estimate.result.get(outcome) ?? 0) / SAMPLES;
      const standardError = Math.sqrt(Math.max(p * (1 - p), 1e-12) / SAMPLES);
      worst = Math.max(worst, Math.abs(q - p) / standardError);
      console.log(`  ${outcome.padEnd(8)} exact ${p.toFixed(6)}  Monte Carlo ${q.toFixed(6)}`);
    }
    console.log(`  largest gap: ${worst.toFixed(2)} standard errors${worst > 5 ? "  <-- DISAGREES" : ""}\n`);
  }
}

/** Numbers in numeric order, then words. */
function byOutcome(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? a.localeCompare(b) : Number.isNaN(x) ? 1 : -1;
  return x - y;
}

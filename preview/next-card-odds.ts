/**
 * The odds the table page shows before anyone draws [CORE-05]: exact fractions over the cards the
 * next draw can come from — the deck, or, when the deck is empty, the discards its run-out policy
 * shuffles back in. Labels are English: the preview is a developer page, not part of the system.
 */
import { cardColor, isJoker } from "../src/rules/cards/card.ts";
import type { Card } from "../src/rules/cards/card.ts";
import { hypergeometricAtLeast } from "../src/rules/cards/odds.ts";
import { percent } from "../src/foundry/odds-view.ts";

export interface OddsLine {
  readonly label: string;
  readonly probability: number;
  /** Set for single-card events: `count` of the `total` cards match. */
  readonly fraction?: { readonly count: number; readonly total: number };
}

interface CardEvent {
  readonly label: string;
  readonly matches: (card: Card) => boolean;
}

const suit = (code: string) => (card: Card) => !isJoker(card) && card.suit === code;

const EVENTS: readonly CardEvent[] = [
  { label: "a heart ♥", matches: suit("H") },
  { label: "a diamond ♦", matches: suit("D") },
  { label: "a club ♣", matches: suit("C") },
  { label: "a spade ♠", matches: suit("S") },
  { label: "red", matches: (card) => cardColor(card) === "red" },
  { label: "a face card (J, Q, K)", matches: (card) => !isJoker(card) && card.rank >= 11 && card.rank <= 13 },
  { label: "an Ace", matches: (card) => !isJoker(card) && card.rank === 14 },
  { label: "a joker", matches: isJoker },
];

/** How many cards ahead the "at least one" lines look. */
export const LOOKAHEAD = 5;

/**
 * One line per event for the next card drawn from `pool` (in any order), then — when the pool holds
 * at least LOOKAHEAD cards — the chance of at least one heart and one Ace among the next LOOKAHEAD.
 * The joker line is shown only for a deck that has jokers.
 */
export function nextDrawOdds(pool: readonly Card[], { withJokers }: { readonly withJokers: boolean }): OddsLine[] {
  const total = pool.length;
  if (total === 0) return [];
  const lines: OddsLine[] = [];
  for (const event of EVENTS) {
    const count = pool.filter(event.matches).length;
    if (event.matches === isJoker && !withJokers) continue;
    lines.push({ label: `next card is ${event.label}`, probability: count / total, fraction: { count, total } });
  }
  if (total >= LOOKAHEAD) {
    for (const event of [EVENTS[0]!, EVENTS[6]!]) {
      const count = pool.filter(event.matches).length;
      lines.push({
        label: `at least one of the next ${LOOKAHEAD} is ${event.label}`,
        probability: hypergeometricAtLeast(total, count, LOOKAHEAD, 1),
      });
    }
  }
  return lines;
}

/** "next card is a heart ♥: 13/52 = 25.0%" */
export function formatOddsLine(line: OddsLine): string {
  const odds = percent(line.probability);
  return line.fraction ? `${line.label}: ${line.fraction.count}/${line.fraction.total} = ${odds}` : `${line.label}: ${odds}`;
}

/**
 * Exact odds of each option [CORE-05]. The challenge deck's order is hidden but its composition is
 * public (the starting deck minus its public discard pile), so its top card is uniformly any card
 * of that composition.
 */
import type { SuitedCard } from "../cards/card.ts";
import { drawProbability } from "../cards/odds.ts";
import { compareToChallenge, verdictBeforeReveal } from "./checks.ts";
import type { TaskPosition } from "./checks.ts";

/** P(the task succeeds, critically or not), given the option's value and the challenge deck's composition. */
export function successChance(value: number, position: Omit<TaskPosition, "challengeCount">, challengeDeck: readonly SuitedCard[]): number {
  const settled = verdictBeforeReveal({ ...position, challengeCount: challengeDeck.length });
  if (settled) return settled.result === "failure" ? 0 : 1;
  return drawProbability(
    challengeDeck,
    1,
    (card) => String(card.rank),
    ([top]) => top !== undefined && compareToChallenge(value, top).result === "success",
  );
}

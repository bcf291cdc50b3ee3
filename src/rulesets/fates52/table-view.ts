/**
 * What the GM's client reads off the table for 52 Fates procedures: the cards lying face up (the
 * discard pile and the cards in play), which everyone may see, and a character's numbers.
 */
import type { SuitedCard } from "../../rules/cards/card.ts";
import { DISCARD, PLAY } from "../../rules/fates52/index.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";

export const RULESET_ID = "fates52";

/** Every card face up on the table: odds are computed over the rest, as any player at the table sees it [CORE-05]. */
export function faceUpCards(): SuitedCard[] {
  return [DISCARD, PLAY].flatMap((stack) => {
    const document = findStack(RULESET_ID, { stack });
    return document ? cardsLyingIn(document).map(({ card }) => card) : [];
  }).filter((card): card is SuitedCard => card.kind === "suited");
}

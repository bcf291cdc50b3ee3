/**
 * The hands a combat card's picker shows, read on the viewing client from the table's Cards
 * documents: the viewer's own cards to play [F52-04]. They are rendered into that viewer's HTML
 * only, never stored in the message [CORE-06]; combat-context.ts asks only for hands whose controls
 * the viewer may press.
 */
import { cardCode } from "../../../rules/cards/card.ts";
import type { Card } from "../../../rules/cards/card.ts";
import { parseStackAddress } from "../../../foundry/table/stack-address.ts";
import { cardArt, cardShortName } from "../../../foundry/table/card-identity.ts";
import { cardsLyingIn } from "../../../foundry/table/foundry-table.ts";
import { findStack } from "../../../foundry/table/stack-directory.ts";
import { FATES52 } from "../ids.ts";
import type { PickableCard } from "./combat-context.ts";

function pickable(card: Card): PickableCard {
  return {
    code: cardCode(card),
    origin: card.origin,
    img: cardArt(card),
    name: cardShortName(card),
    red: card.kind === "suited" && (card.suit === "H" || card.suit === "D"),
  };
}

/** The cards lying in a hand stack (a participant's `hand` address) on this client; none when it has no such stack. */
export function handOnThisClient(address: string): PickableCard[] {
  const parsed = parseStackAddress(address);
  const stack = parsed ? findStack(FATES52, parsed) : undefined;
  return stack ? cardsLyingIn(stack).map(({ card }) => pickable(card)) : [];
}

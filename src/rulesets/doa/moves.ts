/**
 * DOA's veto on players' card moves (RulesetDefinition.moveRefusal): a Fate Card is held through
 * every shuffle, so it may never go into an action deck, nor onto a discard pile that a run-out
 * shuffles back into the deck [DOA-02]. Pure.
 */
import type { Card } from "../../rules/cards/card.ts";
import type { StackAddress } from "../../rules/cards/table.ts";
import { DECK_RUN_OUT_DISCARDS, REFUSAL, gmStackId, isFateCard } from "../../rules/doa/index.ts";
import type { DoaStackName } from "../../rules/doa/index.ts";

const INTO_DECK: readonly DoaStackName[] = ["deck", ...DECK_RUN_OUT_DISCARDS];
const INTO_DECK_IDS = new Set<string>([...INTO_DECK, ...INTO_DECK.map(gmStackId)]);

export function doaMoveRefusal(cards: readonly Card[], _from: StackAddress, to: StackAddress): string | null {
  return INTO_DECK_IDS.has(to.stack) && cards.some(isFateCard) ? REFUSAL.FateCardIntoDeck : null;
}

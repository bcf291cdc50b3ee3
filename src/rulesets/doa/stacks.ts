/**
 * The DOA stacks in Foundry [DOA-01, DOA-02]: each Dealer's own action deck of 54 (its cards'
 * origin is the Dealer's id), Fate Card hand, discard, spent Fate Cards, table and epic hand; the
 * GM's the same as world stacks. Shapes and names come from the pure rules (src/rules/doa/decks.ts).
 * Also DOA's veto on players' card moves.
 */
import type { Card } from "../../rules/cards/card.ts";
import { parseStackAddress } from "../../rules/cards/table.ts";
import type { StackAddress } from "../../rules/cards/table.ts";
import { DECK_RUN_OUT_DISCARDS, GM_OWNER, actionDeck, doaStackSpecs, gmStackId, isFateCard } from "../../rules/doa/decks.ts";
import { REFUSAL } from "../../rules/doa/refusals.ts";
import type { DoaStackName } from "../../rules/doa/index.ts";
import type { StackDefinition, StackScope } from "../../foundry/registry/definition.ts";
import { stackDefinition, stacksOnFirstUse } from "../../foundry/registry/stack-definitions.ts";

const capitalised = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** One owner's stacks: a Dealer's (per character; the spec's ids without an owner) or the GM's (world). */
function definitions(scope: StackScope): StackDefinition[] {
  return doaStackSpecs(scope === "world" ? GM_OWNER : "").map((spec) => {
    const name = parseStackAddress(spec.id)?.stack.replace(`${GM_OWNER}-`, "") ?? spec.id;
    const label = `DECKBOUND.DOA.Stack.${scope === "world" ? "Gm" : ""}${capitalised(name)}`;
    return stackDefinition(spec, { scope, label, recipe: (owner) => actionDeck(owner ?? GM_OWNER) });
  });
}

/** Every Dealer's stacks (per character), then the GM's (world). */
export const doaStacks = stacksOnFirstUse(() => [...definitions("character"), ...definitions("world")]);

const INTO_DECK: readonly DoaStackName[] = ["deck", ...DECK_RUN_OUT_DISCARDS];
const INTO_DECK_IDS = new Set<string>([...INTO_DECK, ...INTO_DECK.map(gmStackId)]);

/**
 * DOA's veto on players' card moves (RulesetDefinition.moveRefusal): a Fate Card is held through
 * every shuffle, so it may never go into an action deck, nor onto a discard pile that a run-out
 * shuffles back into the deck [DOA-02].
 */
export function doaMoveRefusal(cards: readonly Card[], _from: StackAddress, to: StackAddress): string | null {
  return INTO_DECK_IDS.has(to.stack) && cards.some(isFateCard) ? REFUSAL.FateCardIntoDeck : null;
}

/**
 * The ruleset's stacks, from the pure stack specs (src/rules/bastards/decks.ts) [GOB-09]: the
 * shared double deck with jokers (hidden; it stops when empty and the opposition asks the table,
 * GOB-23), the discard pile and the cards in play (public), and per character a hand, the face-down
 * opening card and a skill hand's cards (owner-only).
 */
import { actorStackSpecs, deckCards, sharedStackSpecs } from "../../rules/bastards/decks.ts";
import type { StackSpec } from "../../rules/cards/table.ts";
import type { StackScope } from "../../foundry/registry/definition.ts";
import { stackDefinition, stacksOnFirstUse } from "../../foundry/registry/stack-definitions.ts";

const label = (spec: StackSpec) => `DECKBOUND.Bastards.Stack.${spec.id.split(":")[0] ?? spec.id}`;
const definition = (scope: StackScope) => (spec: StackSpec) => stackDefinition(spec, { scope, label: label(spec), recipe: deckCards });

export const bastardsStacks = stacksOnFirstUse(() => [
  ...sharedStackSpecs().map(definition("world")),
  ...actorStackSpecs("owner").map(definition("character")),
]);

/**
 * The ruleset's stacks, from the pure stack specs (src/rules/bastards/decks.ts) [GOB-09]: the
 * shared double deck with jokers (hidden; it stops when empty and the opposition asks the table,
 * GOB-23), the discard pile and the cards in play (public), and per character a hand, the face-down
 * opening card and a skill hand's cards (owner-only).
 */
import { parseStackAddress } from "../../rules/cards/table.ts";
import type { StackSpec } from "../../rules/cards/table.ts";
import { DECK, actorStackSpecs, deckCards, sharedStackSpecs } from "../../rules/bastards/index.ts";
import type { StackDefinition, StackScope } from "../../foundry/registry/definition.ts";

function definition(spec: StackSpec, scope: StackScope): StackDefinition {
  const id = parseStackAddress(spec.id)?.stack ?? spec.id;
  return {
    id,
    label: `DECKBOUND.Bastards.Stack.${id}`,
    kind: spec.kind,
    scope,
    visibility: spec.visibility,
    runOut: spec.runOut,
    ...(spec.discards ? { discards: spec.discards } : {}),
    ...(id === DECK ? { recipe: deckCards } : {}),
  };
}

export const STACKS: readonly StackDefinition[] = [
  ...sharedStackSpecs().map((spec) => definition(spec, "world")),
  ...actorStackSpecs("owner").map((spec) => definition(spec, "character")),
];

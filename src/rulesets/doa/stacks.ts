/**
 * The DOA stacks in Foundry [DOA-01, DOA-02]: each Dealer's own action deck of 54 (its cards'
 * origin is the Dealer's id), Fate Card hand, discard, spent Fate Cards, table and epic hand; the
 * GM's the same as world stacks. Shapes and names come from the pure rules (src/rules/doa/decks.ts).
 */
import { DECK_REST_DISCARDS, DECK_RUN_OUT_DISCARDS, DOA_STACK_NAMES, DOA_STACK_SHAPES, GM_OWNER, actionDeck, gmStackId } from "../../rules/doa/index.ts";
import type { DoaStackName } from "../../rules/doa/index.ts";
import type { StackDefinition, StackScope } from "../../foundry/registry/definition.ts";

const LABEL = "DECKBOUND.DOA.Stack";

const capitalised = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

function definition(name: DoaStackName, scope: StackScope): StackDefinition {
  const id = (stack: DoaStackName) => (scope === "world" ? gmStackId(stack) : stack);
  const shape = DOA_STACK_SHAPES[name];
  const label = `${LABEL}.${scope === "world" ? "Gm" : ""}${capitalised(name)}`;
  if (name === "deck") {
    return {
      id: id(name),
      label,
      ...shape,
      scope,
      runOut: { kind: "reshuffle", discards: DECK_RUN_OUT_DISCARDS.map(id) },
      // A mid-check run-out takes only the discard pile; a rest brings every card home.
      discards: DECK_REST_DISCARDS.map(id),
      recipe: (owner) => actionDeck(owner ?? GM_OWNER),
    };
  }
  return { id: id(name), label, ...shape, scope, runOut: { kind: "stop" } };
}

/** Every Dealer's stacks (per character), then the GM's (world). */
export const DOA_STACKS: readonly StackDefinition[] = [
  ...DOA_STACK_NAMES.map((name) => definition(name, "character")),
  ...DOA_STACK_NAMES.map((name) => definition(name, "world")),
];

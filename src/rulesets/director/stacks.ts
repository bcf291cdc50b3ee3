/**
 * The Director's stacks for the shared Foundry layer: each character's action deck and discard,
 * built from its archetype [DIR-02]; the Director's destiny and enemy decks [DIR-03], as the GM set
 * them. And reading them: the cards lying in a stack now.
 */
import type { Card } from "../../rules/cards/card.ts";
import type { StackSpec } from "../../rules/cards/table.ts";
import { cardsFromCounts } from "../../rules/director/counts.ts";
import {
  ACTION_DISCARD_STACK,
  ACTION_STACK,
  DESTINY_ORIGIN,
  ENEMY_ORIGIN,
  actionOrigin,
  directorStackSpecs,
} from "../../rules/director/decks.ts";
import { stackDefinition, stacksOnFirstUse } from "../../foundry/registry/stack-definitions.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";
import { foundryWorld } from "./chat/world.ts";
import { directorDecks } from "./gm/decks-setting.ts";
import { DIRECTOR } from "./ids.ts";

const S = "DECKBOUND.Director.Stack";

const LABELS: Readonly<Record<string, string>> = {
  destiny: `${S}.Destiny`,
  "destiny-discard": `${S}.DestinyDiscard`,
  enemy: `${S}.Enemy`,
  "enemy-discard": `${S}.EnemyDiscard`,
  [ACTION_STACK]: `${S}.Action`,
  [ACTION_DISCARD_STACK]: `${S}.ActionDiscard`,
};

/** The Director's decks as the GM set them (DIR-03 ruling: editable). */
const WORLD_RECIPES: Readonly<Record<string, () => ReturnType<typeof cardsFromCounts>>> = {
  destiny: () => cardsFromCounts(directorDecks().destiny, DESTINY_ORIGIN),
  enemy: () => cardsFromCounts(directorDecks().enemy, ENEMY_ORIGIN),
};

/** A character's action deck: its archetype's cards, each player with their own poker deck [DIR-02]. */
function actionRecipe(owner?: string) {
  const archetype = owner ? foundryWorld.actor(owner)?.archetype : null;
  return owner && archetype ? cardsFromCounts(archetype, actionOrigin(owner)) : [];
}

/** The per-character stacks, declared by id (their addresses are `action:<actorId>`). */
const CHARACTER_SPECS: readonly StackSpec[] = [
  { id: ACTION_STACK, kind: "deck", visibility: "hidden", runOut: { kind: "stop" }, discards: [ACTION_DISCARD_STACK] },
  { id: ACTION_DISCARD_STACK, kind: "pile", visibility: "public", runOut: { kind: "stop" } },
];

function labelOf(id: string): string {
  const label = LABELS[id];
  if (!label) throw new Error(`Deckbound: Director stack "${id}" has no label`);
  return label;
}

export const directorStacks = stacksOnFirstUse(() => [
  ...directorStackSpecs().map((spec) => {
    const recipe = WORLD_RECIPES[spec.id];
    return stackDefinition(spec, { scope: "world", label: labelOf(spec.id), ...(recipe ? { recipe } : {}) });
  }),
  ...CHARACTER_SPECS.map((spec) => stackDefinition(spec, { scope: "character", label: labelOf(spec.id), recipe: actionRecipe })),
]);

/** The cards lying in a Director stack now, top first, or null when it is not set up. */
export function lyingCards(stack: string, owner?: string): Card[] | null {
  const document = findStack(DIRECTOR, owner ? { stack, owner } : { stack });
  return document ? cardsLyingIn(document).map(({ card }) => card) : null;
}

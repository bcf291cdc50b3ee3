/**
 * Carrying out "Repair decks" on Foundry's Cards documents (GM only): a snapshot of every stack
 * of the ruleset, the pure plan (repair-plan.ts), then the writes, batched per stack. Cards are
 * created and un-drawn at home before they are deleted where they lay, so a repair cut short can
 * leave a card twice (the next repair puts one away) but never lose one [CORE-03].
 */
import { cardKey } from "../../rules/cards/card.ts";
import { cardCreateData } from "./card-identity.ts";
import { cardOfDocument, claimedCardOf } from "./foundry-table.ts";
import { emptyReport, isRepairEmpty, planWorldRepair } from "./repair-plan.ts";
import type {
  CardCreate,
  CardRepairReport,
  CardSnapshot,
  CardUpdate,
  RecipeCard,
  StackRole,
  StackSnapshot,
  WorldRepair,
} from "./repair-plan.ts";
import { formatStackAddress } from "./stack-address.ts";
import { findStacks, stackFlagOf } from "./stack-directory.ts";
import { faceUp } from "./stack-plan.ts";
import type { StackPlan } from "./stack-plan.ts";
import type { RulesetDefinition } from "../registry/definition.ts";

export interface CardRepairResult {
  /** Ids of the stacks whose cards changed. */
  readonly changed: ReadonlySet<string>;
  readonly report: CardRepairReport;
}

interface StackRoles {
  readonly roles: Map<string, { role: StackRole; plan?: StackPlan }>;
  readonly recipe: RecipeCard[];
}

function stackRoles(ruleset: RulesetDefinition, plans: readonly StackPlan[]): StackRoles {
  const roles = new Map<string, { role: StackRole; plan?: StackPlan }>();
  const recipe: RecipeCard[] = [];
  for (const plan of plans) {
    const [stack, ...duplicates] = findStacks(ruleset.id, plan.address);
    if (!stack?.id) continue;
    roles.set(stack.id, { role: "planned", plan });
    for (const duplicate of duplicates) roles.set(duplicate.id ?? "", { role: "duplicate" });
    if (plan.definition.kind === "deck")
      for (const card of plan.definition.recipe?.(plan.address.owner) ?? []) recipe.push({ card, home: stack.id });
  }
  for (const stack of game.cards) {
    const flag = stackFlagOf(stack);
    if (!stack.id || roles.has(stack.id) || flag?.ruleset !== ruleset.id) continue;
    // A stack of a character or user the world no longer has (deleted) goes with them.
    const ownerGone = flag.owner !== "" && !game.actors.has(flag.owner) && !game.users.has(flag.owner);
    roles.set(stack.id, { role: ownerGone ? "retired" : "unplanned" });
  }
  return { roles, recipe };
}

function snapshot(ruleset: RulesetDefinition, plans: readonly StackPlan[]): [StackSnapshot[], RecipeCard[]] {
  const { roles, recipe } = stackRoles(ruleset, plans);
  const recipeKeys = new Set(recipe.map(({ card }) => cardKey(card)));
  const returnTo = (document: Card.Implementation, truth: string | null): CardSnapshot["returnTo"] => {
    const deck = document._source.origin ? game.cards.get(document._source.origin) : undefined;
    if (
      (truth !== null && recipeKeys.has(truth)) ||
      !deck?.id ||
      deck.type !== "deck" ||
      roles.get(deck.id)?.role === "planned" ||
      roles.get(deck.id)?.role === "duplicate"
    )
      return null;
    return deck.cards.get(document.id ?? "")?.drawn ? { id: deck.id, label: deck.name } : null;
  };
  const stacks = [...roles].flatMap(([id, { role, plan }]): StackSnapshot[] => {
    const stack = game.cards.get(id);
    if (!stack) return [];
    const flag = stackFlagOf(stack);
    return [
      {
        id,
        label: plan
          ? formatStackAddress(plan.address)
          : `${stack.name}${flag ? ` [${flag.stack}${flag.owner ? `:${flag.owner}` : ""}]` : ""}`,
        kind: stack.type as StackSnapshot["kind"],
        role,
        faceUp: plan ? faceUp(plan) : true,
        cards: stack.cards.map((document) => {
          const truth = cardOfDocument(document);
          return {
            id: document.id ?? "",
            name: document.name,
            claimed: claimedCardOf(document),
            truth,
            drawn: document.drawn,
            origin: document._source.origin ?? null,
            sort: document.sort,
            returnTo: returnTo(document, truth ? cardKey(truth) : null),
          };
        }),
      },
    ];
  });
  return [stacks, recipe];
}

function createData(create: CardCreate) {
  const data = { ...cardCreateData(create.card, create.sort, create.faceUp), drawn: create.drawn };
  return create.id ? { ...data, _id: create.id } : data;
}

function updateData(update: CardUpdate) {
  const { name, system, suit, value, faces } = update.identity
    ? cardCreateData(update.identity, 0, false)
    : ({} as Partial<ReturnType<typeof cardCreateData>>);
  return {
    _id: update.id,
    ...(update.identity ? { name, system, suit, value, faces } : {}),
    ...(update.drawn !== undefined ? { drawn: update.drawn, face: update.faceUp ? 0 : null } : {}),
    ...(update.origin !== undefined ? { origin: update.origin } : {}),
  };
}

async function applyRepair(repair: WorldRepair): Promise<void> {
  const stackOf = (id: string) => game.cards.get(id);
  for (const [id, writes] of repair.writes) {
    const stack = stackOf(id);
    if (!stack) continue;
    if (writes.remove.length > 0) await stack.deleteEmbeddedDocuments("Card", writes.remove);
    if (writes.update.length > 0) await stack.updateEmbeddedDocuments("Card", writes.update.map(updateData) as Card.UpdateData[]);
    if (writes.create.length > 0)
      await stack.createEmbeddedDocuments("Card", writes.create.map(createData) as Card.CreateData[], { keepId: true });
  }
  for (const [id, writes] of repair.writes)
    if (writes.movedOut.length > 0) await stackOf(id)?.deleteEmbeddedDocuments("Card", writes.movedOut);
  for (const id of repair.deleteStacks) await stackOf(id)?.delete();
}

/**
 * Bring every card of the world's recipes back (see repair-plan.ts); the stacks must exist. A
 * second pass relinks what the first could not (an id still held by a document the first pass
 * removed); a third finds nothing.
 */
export async function repairCards(ruleset: RulesetDefinition, plans: readonly StackPlan[]): Promise<CardRepairResult> {
  const changed = new Set<string>();
  const report = emptyReport();
  for (let pass = 0; pass < 3; pass++) {
    const repair = planWorldRepair(...snapshot(ruleset, plans));
    if (isRepairEmpty(repair)) break;
    await applyRepair(repair);
    for (const id of [...repair.writes.keys(), ...repair.deleteStacks]) changed.add(id);
    for (const key of Object.keys(report) as (keyof CardRepairReport)[]) (report[key] as unknown[]).push(...repair.report[key]);
  }
  return { changed, report };
}

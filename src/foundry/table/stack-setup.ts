/**
 * Setting up and repairing a ruleset's stacks on Foundry's Cards documents (GM only).
 *
 * Setup is idempotent: stacks are found by their flag identity, so running it again creates
 * nothing. Repair recreates a deleted stack, restores a damaged deck to its recipe and resets
 * ownership, without ever duplicating a card that lies in another stack [CORE-03].
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import { CARD_BACK_ART, cardCreateData } from "./card-identity.ts";
import { cardOfDocument, cardsLyingIn } from "./foundry-table.ts";
import { formatStackAddress, stackFlag } from "./stack-address.ts";
import { findStacks, stackFlagOf } from "./stack-directory.ts";
import { isDeckRepairEmpty, planDeckRepair, planStacks } from "./stack-plan.ts";
import type { CharacterInfo, StackAccess, StackPlan, UserInfo } from "./stack-plan.ts";
import type { RulesetDefinition } from "../registry/definition.ts";

export type ProgressReporter = (done: number, total: number) => void;

export interface SetupReport {
  /** Addresses of the stacks created. */
  readonly created: string[];
  /** Addresses of the stacks whose cards or ownership were repaired. */
  readonly repaired: string[];
  /** Addresses claimed by more than one Cards document; left for the GM to sort out. */
  readonly duplicates: string[];
}

function characterInfo(ruleset: RulesetDefinition): CharacterInfo[] {
  return game.actors
    .filter((actor) => ruleset.characterTypes.includes(actor.type))
    .map((actor) => ({
      id: actor.id ?? "",
      name: actor.name ?? "",
      ownerIds: game.users.filter((user) => !user.isGM && actor.testUserPermission(user, "OWNER")).map((user) => user.id ?? ""),
    }));
}

function userInfo(): UserInfo[] {
  return game.users.map((user) => ({ id: user.id ?? "", name: user.name ?? "", isGM: user.isGM }));
}

export function planWorldStacks(ruleset: RulesetDefinition): StackPlan[] {
  return planStacks(ruleset, characterInfo(ruleset), userInfo());
}

type OwnershipLevel = (typeof CONST.DOCUMENT_OWNERSHIP_LEVELS)[keyof typeof CONST.DOCUMENT_OWNERSHIP_LEVELS];

function ownershipFor(access: StackAccess): Record<string, OwnershipLevel> {
  const levels = CONST.DOCUMENT_OWNERSHIP_LEVELS;
  const ownership: Record<string, OwnershipLevel> = { default: access.everyone === "observer" ? levels.OBSERVER : levels.NONE };
  for (const id of access.ownerIds) ownership[id] = levels.OWNER;
  return ownership;
}

function ownershipMatches(stack: Cards.Implementation, access: StackAccess): boolean {
  const wanted = ownershipFor(access);
  const actual = stack.ownership as Record<string, OwnershipLevel | undefined>;
  const ids = new Set([...Object.keys(wanted), ...Object.keys(actual)]);
  return [...ids].every((id) => (actual[id] ?? undefined) === wanted[id]);
}

function stackName(plan: StackPlan): string {
  const label = game.i18n.localize(plan.definition.label);
  return plan.ownerName ? game.i18n.format("DECKBOUND.Foundry.Stack.OwnedName", { stack: label, owner: plan.ownerName }) : label;
}

/** Keys of the ruleset's cards lying anywhere but in `except`, with the stacks holding them. */
function cardsElsewhere(ruleset: RulesetDefinition, except: Cards.Implementation | null): Map<string, Cards.Implementation> {
  const lying = new Map<string, Cards.Implementation>();
  for (const stack of game.cards) {
    if (stack === except || stackFlagOf(stack)?.ruleset !== ruleset.id) continue;
    for (const { card } of cardsLyingIn(stack)) lying.set(cardKey(card), stack);
  }
  return lying;
}

function faceUp(plan: StackPlan): boolean {
  return plan.definition.visibility !== "hidden";
}

async function createStack(ruleset: RulesetDefinition, plan: StackPlan): Promise<void> {
  const recipe: readonly Card[] = plan.definition.recipe?.(plan.address.owner) ?? [];
  const elsewhere = cardsElsewhere(ruleset, null);
  const created = await Cards.create({
    name: stackName(plan),
    type: plan.definition.kind,
    img: CARD_BACK_ART,
    width: 2,
    height: 3,
    displayCount: true,
    ownership: ownershipFor(plan.access),
    flags: { deckbound: { stack: stackFlag(ruleset.id, plan.address) } },
    cards: recipe.map((card, index) => ({ ...cardCreateData(card, index, faceUp(plan)), drawn: elsewhere.has(cardKey(card)) })),
  });
  if (!created || recipe.length === 0) return;
  await rehome(recipe, elsewhere, created.id);
}

/** Point cards of a recreated deck that lie in other stacks at their new home, one write per stack. */
async function rehome(recipe: readonly Card[], elsewhere: Map<string, Cards.Implementation>, deckId: string): Promise<void> {
  const keys = new Set(recipe.map(cardKey));
  const byStack = new Map<Cards.Implementation, { _id: string; origin: string }[]>();
  for (const [key, stack] of elsewhere) {
    if (!keys.has(key)) continue;
    const document = cardsLyingIn(stack).find((lying) => cardKey(lying.card) === key)?.document;
    if (!document?.id) continue;
    byStack.set(stack, [...(byStack.get(stack) ?? []), { _id: document.id, origin: deckId }]);
  }
  for (const [stack, updates] of byStack) await stack.updateEmbeddedDocuments("Card", updates);
}

async function repairDeck(ruleset: RulesetDefinition, plan: StackPlan, deck: Cards.Implementation): Promise<boolean> {
  const recipe = plan.definition.recipe?.(plan.address.owner) ?? [];
  const elsewhere = cardsElsewhere(ruleset, deck);
  const repair = planDeckRepair(
    recipe,
    deck.cards.map((document) => ({ id: document.id ?? "", card: cardOfDocument(document), drawn: document.drawn })),
    new Set(elsewhere.keys()),
  );
  if (isDeckRepairEmpty(repair)) return false;
  if (repair.remove.length > 0) await deck.deleteEmbeddedDocuments("Card", [...repair.remove]);
  if (repair.redraw.length > 0) {
    await deck.updateEmbeddedDocuments("Card", repair.redraw.map(({ id, drawn }) => ({ _id: id, drawn })));
  }
  if (repair.create.length > 0) {
    const sortBase = Math.max(0, ...deck.cards.map((document) => document.sort)) + 1;
    await deck.createEmbeddedDocuments(
      "Card",
      repair.create.map(({ card, drawn }, index) => ({ ...cardCreateData(card, sortBase + index, faceUp(plan)), drawn })),
    );
    await rehome(
      repair.create.filter(({ drawn }) => drawn).map(({ card }) => card),
      elsewhere,
      deck.id ?? "",
    );
  }
  return true;
}

/** Create the stacks the world lacks. Running it twice creates nothing the second time. */
export async function setUpStacks(ruleset: RulesetDefinition, onProgress?: ProgressReporter): Promise<SetupReport> {
  const missing = planWorldStacks(ruleset).filter((plan) => findStacks(ruleset.id, plan.address).length === 0);
  const report: SetupReport = { created: [], repaired: [], duplicates: [] };
  for (const [index, plan] of missing.entries()) {
    await createStack(ruleset, plan);
    report.created.push(formatStackAddress(plan.address));
    onProgress?.(index + 1, missing.length);
  }
  return report;
}

/** Setup, then bring every existing stack back to its definition. */
export async function repairStacks(ruleset: RulesetDefinition, onProgress?: ProgressReporter): Promise<SetupReport> {
  const report = await setUpStacks(ruleset);
  const plans = planWorldStacks(ruleset);
  for (const [index, plan] of plans.entries()) {
    const address = formatStackAddress(plan.address);
    const [stack, ...others] = findStacks(ruleset.id, plan.address);
    if (others.length > 0) report.duplicates.push(address);
    if (stack && !report.created.includes(address)) {
      let repaired = plan.definition.kind === "deck" && (await repairDeck(ruleset, plan, stack));
      if (!ownershipMatches(stack, plan.access)) {
        await stack.update({ ownership: ownershipFor(plan.access) }, { diff: false, recursive: false });
        repaired = true;
      }
      if (repaired) report.repaired.push(address);
    }
    onProgress?.(index + 1, plans.length);
  }
  return report;
}

/** Create the per-character stacks of one new character (GM, on createActor). */
export async function setUpCharacterStacks(ruleset: RulesetDefinition, actorId: string): Promise<void> {
  const plans = planWorldStacks(ruleset).filter((plan) => plan.address.owner === actorId);
  for (const plan of plans) if (findStacks(ruleset.id, plan.address).length === 0) await createStack(ruleset, plan);
}

/** Give a character's stacks to the character's current owners (GM, on updateActor ownership). */
export async function syncCharacterStackOwnership(ruleset: RulesetDefinition, actorId: string): Promise<void> {
  for (const plan of planWorldStacks(ruleset).filter((candidate) => candidate.address.owner === actorId)) {
    for (const stack of findStacks(ruleset.id, plan.address)) {
      if (!ownershipMatches(stack, plan.access)) {
        await stack.update({ ownership: ownershipFor(plan.access) }, { diff: false, recursive: false });
      }
    }
  }
}

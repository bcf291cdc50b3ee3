/**
 * Setting up and repairing a ruleset's stacks on Foundry's Cards documents (GM only).
 *
 * Setup is idempotent: stacks are found by their flag identity, so running it again creates
 * nothing. Repair recreates a deleted stack, brings the cards back to the world's recipes
 * (card-repair.ts) and resets ownership, never duplicating nor losing a card [CORE-03].
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import { CARD_BACK_ART, cardCreateData } from "./card-identity.ts";
import { repairCards } from "./card-repair.ts";
import { cardsLyingIn } from "./foundry-table.ts";
import { emptyReport } from "./repair-plan.ts";
import type { CardRepairReport } from "./repair-plan.ts";
import { formatStackAddress, stackFlag } from "./stack-address.ts";
import { findStacks, stackFlagOf } from "./stack-directory.ts";
import { faceUp, planStacks } from "./stack-plan.ts";
import type { CharacterInfo, StackAccess, StackPlan, UserInfo } from "./stack-plan.ts";
import type { RulesetDefinition } from "../registry/definition.ts";

export type ProgressReporter = (done: number, total: number) => void;

export interface SetupReport {
  /** Addresses of the stacks created. */
  readonly created: string[];
  /** Addresses of the stacks whose cards or ownership were repaired. */
  readonly repaired: string[];
  /** Addresses claimed by more than one Cards document (Repair empties and removes the extra ones). */
  readonly duplicates: string[];
  /** What Repair did to cards (nothing after a setup). */
  readonly cards: CardRepairReport;
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

/** The lying card for each key of the ruleset's cards, in any of its stacks (the first one found). */
function cardsLyingAnywhere(ruleset: RulesetDefinition): Map<string, Card.Implementation> {
  const lying = new Map<string, Card.Implementation>();
  for (const stack of game.cards) {
    if (stackFlagOf(stack)?.ruleset !== ruleset.id) continue;
    for (const { card, document } of cardsLyingIn(stack)) if (!lying.has(cardKey(card))) lying.set(cardKey(card), document);
  }
  return lying;
}

/**
 * Create a stack with its recipe. A recipe card already lying in another stack (its deck was
 * deleted) is created drawn, with the id of the copy lying out, which is pointed at its new home:
 * Foundry's link between a deck and its drawn cards, so nothing is duplicated [CORE-03].
 */
async function createStack(ruleset: RulesetDefinition, plan: StackPlan): Promise<void> {
  const recipe: readonly Card[] = plan.definition.recipe?.(plan.address.owner) ?? [];
  const lying = recipe.length > 0 ? cardsLyingAnywhere(ruleset) : new Map<string, Card.Implementation>();
  const linked = new Map<string, Card.Implementation>();
  const cards = recipe.map((card, index) => {
    const copy = lying.get(cardKey(card));
    const data = { ...cardCreateData(card, index, faceUp(plan)), drawn: copy !== undefined };
    if (!copy?.id || linked.has(copy.id)) return data;
    linked.set(copy.id, copy);
    return { ...data, _id: copy.id };
  });
  const created = await Cards.create({
    name: stackName(plan),
    type: plan.definition.kind,
    img: CARD_BACK_ART,
    width: 2,
    height: 3,
    displayCount: true,
    ownership: ownershipFor(plan.access),
    flags: { deckbound: { stack: stackFlag(ruleset.id, plan.address) } },
    cards,
  } as Cards.CreateData);
  if (!created?.id || linked.size === 0) return;
  const deckId = created.id;
  const byStack = new Map<Cards.Implementation, { _id: string; origin: string }[]>();
  for (const [id, document] of linked) {
    const stack = document.parent;
    if (stack) byStack.set(stack, [...(byStack.get(stack) ?? []), { _id: id, origin: deckId }]);
  }
  for (const [stack, updates] of byStack) await stack.updateEmbeddedDocuments("Card", updates);
}

/** Create the stacks the world lacks. Running it twice creates nothing the second time. */
export async function setUpStacks(ruleset: RulesetDefinition, onProgress?: ProgressReporter): Promise<SetupReport> {
  const missing = planWorldStacks(ruleset).filter((plan) => findStacks(ruleset.id, plan.address).length === 0);
  const report: SetupReport = { created: [], repaired: [], duplicates: [], cards: emptyReport() };
  for (const [index, plan] of missing.entries()) {
    await createStack(ruleset, plan);
    report.created.push(formatStackAddress(plan.address));
    onProgress?.(index + 1, missing.length);
  }
  return report;
}

/**
 * Setup, then bring the whole table back to the world's recipes (repair-plan.ts): every card
 * exactly once, wandered cards home, edited copies restored, duplicate stacks and those of a deleted
 * character or user emptied and removed, ownership reset. The report says what changed.
 */
export async function repairStacks(ruleset: RulesetDefinition, onProgress?: ProgressReporter): Promise<SetupReport> {
  const report = await setUpStacks(ruleset);
  const plans = planWorldStacks(ruleset);
  const duplicates = plans
    .filter((plan) => findStacks(ruleset.id, plan.address).length > 1)
    .map((plan) => formatStackAddress(plan.address));
  const cards = await repairCards(ruleset, plans);
  for (const [index, plan] of plans.entries()) {
    const address = formatStackAddress(plan.address);
    const stack = findStacks(ruleset.id, plan.address)[0];
    if (stack && !report.created.includes(address)) {
      let repaired = cards.changed.has(stack.id ?? "");
      if (!ownershipMatches(stack, plan.access)) {
        await stack.update({ ownership: ownershipFor(plan.access) }, { diff: false, recursive: false });
        repaired = true;
      }
      if (repaired) report.repaired.push(address);
    }
    onProgress?.(index + 1, plans.length);
  }
  return { ...report, duplicates, cards: cards.report };
}

/** Create the per-character stacks of one new character (GM, on createActor). */
export async function setUpCharacterStacks(ruleset: RulesetDefinition, actorId: string): Promise<void> {
  const plans = planWorldStacks(ruleset).filter((plan) => plan.address.owner === actorId);
  for (const plan of plans) if (findStacks(ruleset.id, plan.address).length === 0) await createStack(ruleset, plan);
}

/**
 * A deleted character's stacks (GM, on deleteActor), put away by the card repair that Repair decks
 * runs (no plan names them now): the cards they hold from the world's decks go home, the
 * character's own cards (its deck's recipe was the character's) and any card of no deck are put
 * away as a duplicate stack's are, and the stacks are removed. Resolves with what happened to the
 * cards (of every character deleted by then: after a few deleted at once, the first repair finds
 * them all); null, leaving everything as it is, while a stack the world plans is missing (a card
 * whose home is missing would read as of no deck): Repair decks then recreates it first.
 */
export async function putAwayCharacterStacks(ruleset: RulesetDefinition, actorId: string): Promise<CardRepairReport | null> {
  // ⚠ The deleted actor has left game.actors by now (docs/FOUNDRY-ASSUMPTIONS.md): else its stacks would stay planned.
  if (game.actors.has(actorId)) throw new Error(`Deckbound | actor ${actorId} is deleted but still in the world: its stacks stay`);
  const plans = planWorldStacks(ruleset);
  if (plans.some((plan) => findStacks(ruleset.id, plan.address).length === 0)) return null;
  return (await repairCards(ruleset, plans)).report;
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

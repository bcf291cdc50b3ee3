/**
 * A ruleset's combat chat card starts from Foundry's Combat Tracker. Foundry's `Combat#startCombat`
 * (the tracker's Begin Combat) fires `combatStart` on the initiating client only, before the Combat
 * is written. There, for a ruleset with a `combatCard`, this asks the GM queue to start that card for
 * the tracker's combatants and links the Combat to it (combat-tracker.ts, flag `card`): each
 * ruleset's tracker write-back then follows the card in this Combat instead of making its own.
 *
 * A Combat already linked to a card (52 Fates and A Game of Bastards make theirs from the card) starts
 * no second one. A GM who is not the active one (an assistant GM while the GM is connected) asks the
 * active GM's client as any request travels. A player, an empty tracker, or a combatant the
 * ruleset cannot seat gets a localised warning and nothing is created; the tracker's own start goes
 * ahead (the hook cannot cancel it).
 *
 * The tracker's End Combat (Foundry deletes the Combat) ends the card's fight too: the active GM's
 * client asks the card's `endAction` through the GM queue, as the tracker's other moves do. Before,
 * the card went on (its next step even made a new Combat). A Combat the card's own end deleted
 * (combat-tracker.ts `deleteTrackerOfCard`) asks nothing.
 */
import { cardOfTracker, madeByCard } from "./combat-tracker.ts";
import { SYSTEM_ID } from "./constants.ts";
import { isActiveGM } from "./gm/active-gm.ts";
import { askGm } from "./gm/authority.ts";
import type { GmResult } from "./gm/requests.ts";
import { refuse } from "./registry/definition.ts";
import type { CombatCardDefinition, CombatFighter, Refusal, RulesetDefinition } from "./registry/definition.ts";
import { activeRuleset } from "./settings.ts";

const W = "DECKBOUND.CombatStart";

/** A tracker row: its name (for the warning) and its actor as a fighter, or null without an actor. */
export interface TrackerRow {
  readonly name: string;
  readonly fighter: CombatFighter | null;
}

export interface CombatStartPlan {
  readonly messageType: string;
  /** The card's own actor: the first combatant that may have cards started for it. */
  readonly actorId: string;
  readonly options: unknown;
}

/** A refusal; `names` fills the `{names}` of its message (the combatants it is about). */
export type CombatStartRefusal = Refusal & { readonly names?: string };

/** Pure: the card to start for these tracker rows, or why not. */
export function planCombatStart(
  ruleset: Pick<RulesetDefinition, "characterTypes" | "cardActorTypes">,
  card: CombatCardDefinition,
  rows: readonly TrackerRow[],
  who: { readonly isGM: boolean },
): { readonly ok: true; readonly plan: CombatStartPlan } | CombatStartRefusal {
  if (!who.isGM) return refuse(`${W}.GmOnly`);
  if (rows.length === 0) return refuse(`${W}.NoCombatants`);
  const unseatable = rows.filter((row) => !row.fighter || !card.actorTypes.includes(row.fighter.type));
  if (unseatable.length > 0) return { ...refuse(`${W}.WrongActors`), names: unseatable.map((row) => row.name).join(", ") };
  const fighters = rows.map((row) => row.fighter!);
  const cardActorTypes = [...ruleset.characterTypes, ...(ruleset.cardActorTypes ?? [])];
  const cardActor = fighters.find((fighter) => cardActorTypes.includes(fighter.type));
  if (!cardActor) return refuse(`${W}.NoCardActor`);
  return { ok: true, plan: { messageType: card.messageType, actorId: cardActor.actorId, options: card.options(fighters) } };
}

/** The combatant's world actor (an unlinked token's too): the card reads actors from the world, by id. */
function rowOf(combatant: Combatant.Implementation): TrackerRow {
  const actor = combatant.actorId ? game.actors.get(combatant.actorId) : undefined;
  const fighter = actor?.id
    ? { actorId: actor.id, type: actor.type, playerOwned: game.users.players.some((user) => actor.testUserPermission(user, "OWNER")) }
    : null;
  return { name: combatant.name ?? "", fighter };
}

/** Combats whose card is being started: a second Begin meanwhile (a double click) starts no second card. */
const starting = new WeakSet<Combat.Implementation>();

/**
 * Start the active ruleset's combat card for this Combat and link them. Null when there is nothing to
 * do (no combat card in this ruleset, or the Combat already follows a card); a refusal is shown.
 */
export async function startCardFromTracker(combat: Combat.Implementation): Promise<GmResult | null> {
  const ruleset = activeRuleset();
  if (!ruleset?.combatCard || cardOfTracker(combat) || starting.has(combat)) return null;
  starting.add(combat);
  try {
    return await startLinkedCard(combat, ruleset.combatCard, ruleset);
  } finally {
    starting.delete(combat);
  }
}

async function startLinkedCard(combat: Combat.Implementation, card: CombatCardDefinition, ruleset: RulesetDefinition): Promise<GmResult> {
  const planned = planCombatStart(ruleset, card, combat.combatants.contents.map(rowOf), { isGM: game.user.isGM });
  if (!planned.ok) {
    ui.notifications.warn(game.i18n.format(planned.reason, { names: planned.names ?? "" }));
    return planned;
  }
  const { plan } = planned;
  const started = await askGm({ kind: "startCard", messageType: plan.messageType, actorId: plan.actorId, options: plan.options });
  if (started.ok && started.messageId) await combat.setFlag(SYSTEM_ID, "card", started.messageId);
  return started;
}

/** The tracker's End Combat deleted a Combat following a card (not the card's own end): the card ends its fight. */
export async function endCardFromTracker(combat: Combat.Implementation, options: object): Promise<GmResult | null> {
  const messageId = cardOfTracker(combat);
  const endAction = activeRuleset()?.combatCard?.endAction;
  if (!messageId || !endAction || madeByCard(options) || !isActiveGM() || !game.messages.get(messageId)) return null;
  return askGm({ kind: "cardAction", messageId, action: endAction, data: {} });
}

/** Once, at init: Begin Combat in the tracker starts the ruleset's combat card, and End Combat ends it. */
export function registerCombatStart(): void {
  Hooks.on("combatStart", (combat) => void startCardFromTracker(combat));
  Hooks.on("deleteCombat", (combat, options) => void endCardFromTracker(combat, options));
}

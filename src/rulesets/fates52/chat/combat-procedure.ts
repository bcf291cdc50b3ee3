/**
 * The combat card on the chat-card kit (docs/CHAT-CARDS.md): its typed state schema with the
 * migration of older states, and its procedure — the GM's client gathers the fighters, the
 * reducer plays each step, the context renders the card for each viewer with their own hand to
 * pick from, and afterStep carries HP to the actors and the fight to Foundry's combat tracker.
 * combat-card.ts holds the pure half.
 */
import type { ChatProcedure, Requester } from "../../../foundry/registry/definition.ts";
import { REFUSAL, completeSetup, refuse } from "../../../rules/fates52/index.ts";
import { followCard } from "../combat/tracker.ts";
import { actorOfKey } from "../combat/tracker-plan.ts";
import { removeLeaversFromTracker } from "../../../foundry/combat-tracker.ts";
import { COMBAT_MESSAGE } from "../ids.ts";
import { discardNow, fightersNow, gatherCombat, readJoiner } from "./gather.ts";
import { combatActions } from "./combat-actions.ts";
import { COMBAT_TEMPLATE, CombatCardModel } from "./card-models.ts";
import {
  abandonCombatCard,
  combatCardAfterDraw,
  joinCombatCard,
  reduceCombatCard,
  startCombatCard,
  validCombatState,
} from "./combat-card.ts";
import type { CombatCardAction, CombatCardState } from "./combat-card.ts";
import { combatContext } from "./combat-context.ts";
import { handOnThisClient } from "./combat-hands.ts";
import { writeCombatHp } from "./combat-hp.ts";

// The model moved to card-models.ts (registered at init); re-exported for its importers.
export { CombatCardModel };

/** Who fights on the card: its fight's participants, or before the deal the setup's. */
function fightersOf(state: CombatCardState): string[] {
  const entries = state.combat?.participants ?? [...state.setup.players, ...state.setup.monsters];
  return entries.map((entry) => entry.key);
}

/**
 * The card as its fight begins: its fighters as their sheets say now and the discard pile as it lies
 * (gather.ts), since the card may have waited since it was posted [F52-14, F52-04]. Otherwise the deal
 * would use HP from before a sheet edit, and the fight's first write would put it back on the sheet.
 */
function asTheFightBegins(state: CombatCardState): CombatCardState {
  return { ...state, setup: completeSetup({ ...state.setup, ...fightersNow(state.setup) }), discard: discardNow() };
}

/** The world actor `actorId` joins, as this client reads them [F52-04, F52-05]; no such fighter is refused. */
function joinFromWorld(state: CombatCardState, actorId: string, who: Requester) {
  const joiner = readJoiner(actorId, state.setup);
  return joiner ? joinCombatCard(state, joiner, who) : refuse(REFUSAL.CannotJoin);
}

export const combatProcedure: ChatProcedure<CombatCardState, CombatCardAction> = {
  kind: "reduce",
  messageType: COMBAT_MESSAGE,
  template: COMBAT_TEMPLATE,
  model: CombatCardModel,
  gather: gatherCombat,
  start: startCombatCard,
  actions: combatActions,
  // A joiner is read from the world here, on the GM's client, before the rules see them; so are the fighters and the discard pile as the fight begins.
  reduce: (state, action, who) =>
    action.type === "joinActor"
      ? joinFromWorld(state, action.actor, who)
      : reduceCombatCard(action.type === "begin" && !state.combat ? asTheFightBegins(state) : state, action, who),
  afterDraw: combatCardAfterDraw,
  validate: validCombatState,
  abandon: abandonCombatCard,
  context: (state, viewer) => combatContext(state, viewer, handOnThisClient),
  async afterStep({ message, before, after }) {
    // Who left the fight (the Fate Dealer took them out in the tracker) leaves its tracker too; at its end the whole Combat goes.
    if (before && after.combat?.phase !== "over")
      await removeLeaversFromTracker(message.id ?? "", fightersOf(before), fightersOf(after), actorOfKey);
    await writeCombatHp(before?.combat ?? null, after.combat);
    await followCard(message.id ?? "", before?.combat ?? null, after.combat);
  },
};

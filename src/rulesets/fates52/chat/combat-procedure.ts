/**
 * The combat card on the chat-card kit (docs/CHAT-CARDS.md): its typed state schema with the
 * migration of older states, and its procedure — the GM's client gathers the fighters, the
 * reducer plays each step, the context renders the card for each viewer with their own hand to
 * pick from, and afterStep carries HP to the actors and the fight to Foundry's combat tracker.
 * combat-card.ts holds the pure half.
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { followCard } from "../combat/tracker.ts";
import { COMBAT_MESSAGE } from "../ids.ts";
import { gatherCombat } from "./gather.ts";
import { combatActions } from "./combat-actions.ts";
import { COMBAT_TEMPLATE, CombatCardModel } from "./card-models.ts";
import { abandonCombatCard, combatCardAfterDraw, reduceCombatCard, startCombatCard, validCombatState } from "./combat-card.ts";
import type { CombatCardAction, CombatCardState } from "./combat-card.ts";
import { combatContext } from "./combat-context.ts";
import { handOnThisClient } from "./combat-hands.ts";
import { writeCombatHp } from "./combat-hp.ts";

// The model moved to card-models.ts (registered at init); re-exported for its importers.
export { CombatCardModel };

export const combatProcedure: ChatProcedure<CombatCardState, CombatCardAction> = {
  kind: "reduce",
  messageType: COMBAT_MESSAGE,
  template: COMBAT_TEMPLATE,
  model: CombatCardModel,
  gather: gatherCombat,
  start: startCombatCard,
  actions: combatActions,
  reduce: reduceCombatCard,
  afterDraw: combatCardAfterDraw,
  validate: validCombatState,
  abandon: abandonCombatCard,
  context: (state, viewer) => combatContext(state, viewer, handOnThisClient),
  async afterStep({ message, before, after }) {
    await writeCombatHp(before?.combat ?? null, after.combat);
    await followCard(message.id ?? "", before?.combat ?? null, after.combat);
  },
};

/**
 * Magic spent as a resource [BEL-01] (rules: src/rules/belmont/magic.ts). From the hero's sheet,
 * an owner of the hero — a player for their own Belmont, or the GM — asks the GM's client to post
 * this card for one ability, then to spend: the face-up Magic card goes to the Magic discard pile,
 * the next is turned up, and the card says which Magic card fuelled which ability. Every step runs
 * on the GM's client (it owns the world's stacks), through the GM queue like every card move.
 */
import type { TablePort } from "../../../rules/cards/table.ts";
import { applyEffects } from "../../../rules/cards/table.ts";
import { REFUSAL, dealTopsEffects, magicSpendRefusal, refuse, spendMagic } from "../../../rules/belmont/index.ts";
import type { Outcome } from "../../../rules/belmont/index.ts";
import { isRecord, ownEntry } from "../../../foundry/chat/action-data.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import type { Viewer } from "../../../foundry/chat/audience.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import type { CardActions, ChatProcedure, Requester } from "../../../foundry/registry/definition.ts";
import { cardFromIdentity, cardShortName, identityOf } from "../../../foundry/table/card-identity.ts";
import type { CardIdentity } from "../../../foundry/table/card-identity.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { BELMONT, MAGIC_MESSAGE } from "../ids.ts";
import { abilitiesOf } from "../models/ability.ts";
import { lyingNow } from "../stacks.ts";
import { MagicCardModel } from "./magic-model.ts";
import { unresolvedTaskExists } from "./task-card.ts";

export interface MagicCardState {
  readonly actorId: string;
  readonly abilityId: string;
  /** The ability's name when the card was posted. */
  readonly abilityName: string;
  /** The Magic card spent; null until it is. */
  readonly card: CardIdentity | null;
}

export type MagicCardAction = { readonly type: "spend" };

/** The ability of this id among the actor's abilities, as the GM's client reads them. */
function abilityOf(actorId: string, abilityId: string) {
  const actor = game.actors.get(actorId);
  return actor ? abilitiesOf(actor).find((ability) => ability.id === abilityId) : undefined;
}

/** What the pure rules read: the table as it lies, the ability, whether a task is open. */
function spendInput(actorId: string, abilityId: string) {
  return { lying: lyingNow, ability: abilityOf(actorId, abilityId), taskUnresolved: unresolvedTaskExists() };
}

function start(actorId: string, raw: unknown): Outcome<{ state: MagicCardState }> {
  const abilityId = isRecord(raw) ? ownEntry(raw, "abilityId") : undefined;
  if (typeof abilityId !== "string") return refuse(REFUSAL.NoSuchAbility);
  const refusal = magicSpendRefusal(spendInput(actorId, abilityId));
  if (refusal) return refusal;
  const ability = abilityOf(actorId, abilityId)!;
  return { ok: true, state: { actorId, abilityId, abilityName: ability.name, card: null } };
}

async function perform(
  state: MagicCardState,
  _action: MagicCardAction,
  who: Requester,
  table: TablePort,
): Promise<Outcome<{ state: MagicCardState }>> {
  if (!who.isGM && !who.ownsActor) return refuse("DECKBOUND.Refusal.NotOwner");
  if (state.card) return refuse(REFUSAL.MagicSpent);
  const refusal = magicSpendRefusal(spendInput(state.actorId, state.abilityId));
  if (refusal) return refusal;
  // Before any task the tops lie face down in their decks: turn them up as a task's opening does [BEL-05].
  await applyEffects(table, dealTopsEffects(lyingNow));
  const spent = spendMagic(spendInput(state.actorId, state.abilityId));
  if (!spent.ok) return spent;
  await applyEffects(table, spent.effects);
  return { ok: true, state: { ...state, card: identityOf(spent.card) } };
}

const MAGIC_ACTIONS: CardActions<MagicCardAction> = {
  spend: { parse: () => ({ ok: true, action: { type: "spend" } }) },
};

function context(state: MagicCardState, _viewer: Viewer): Record<string, unknown> {
  const card = state.card ? cardFromIdentity(state.card) : null;
  return {
    abilityName: state.abilityName,
    cardName: card ? cardShortName(card) : null,
    spendAudience: Audience.owner,
  };
}

function isMagicCardState(state: MagicCardState): boolean {
  return state.card === null || cardFromIdentity(state.card)?.kind === "suited";
}

export const magicProcedure: ChatProcedure<MagicCardState, MagicCardAction> = {
  kind: "perform",
  messageType: MAGIC_MESSAGE,
  template: templatePath(BELMONT, "chat/magic.hbs"),
  model: MagicCardModel,
  start,
  actions: MAGIC_ACTIONS,
  perform,
  validate: isMagicCardState,
  context,
};

/** From the sheet: post the card for this ability and spend the Magic card (a refusal is shown to the user). */
export async function fuelAbility(actorId: string, abilityId: string): Promise<boolean> {
  const started = await askGm({ kind: "startCard", messageType: MAGIC_MESSAGE, actorId, options: { abilityId } });
  if (!started.ok || !started.messageId) return false;
  const spent = await askGm({ kind: "cardAction", messageId: started.messageId, action: "spend", data: null });
  return spent.ok;
}

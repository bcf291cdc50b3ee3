/**
 * The dramatic-action chat card [GOB-22] and the GM's New scene [GOB-09]. A player offers a
 * dramatic action with its wildcard cost; pressing Confirm pays it from the character's wildcards
 * (refused without enough) [GOB-21]. Actions that need everyone's agreement (Time Passes, The End)
 * are confirmed by the GM for the table: Time Passes opens XP spending for every Fated character
 * [GOB-03]. New scene (GM) gathers every card into the deck and shuffles it, and gives Fortunate's
 * wildcard [GOB-09, GOB-21]. A Killed character's successor (its player's or the GM's, from the
 * sheet) is made as the card starts, on the GM's client, and the card tells the table [GOB-20].
 */
import {
  DRAMATIC_ACTIONS,
  REFUSAL,
  applyBastardsEffects,
  beginScene,
  build,
  dramaticActionLabelKey,
  payDramaticAction,
  refuse,
  sceneShuffleEffects,
} from "../../../rules/bastards/index.ts";
import type { Character, Outcome, Refusal } from "../../../rules/bastards/index.ts";
import type { TablePort } from "../../../rules/cards/table.ts";
import type { CardStep, ChatProcedure, Requester } from "../../../foundry/registry/definition.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { DRAMATIC_MESSAGE, DRAMATIC_SUCCESSOR, FATED } from "../ids.ts";
import { fatedCharacter, saveCharacter, tableKeys } from "../models/actor-data.ts";
import { awaitsSuccessor, createSuccessor } from "../models/successor.ts";
import { DRAMATIC_TEMPLATE, DramaticCardModel } from "./card-models.ts";

// The model and template moved to card-models.ts (registered at init); re-exported for their importers.
export { DRAMATIC_TEMPLATE, DramaticCardModel };

/** The GM's New scene, offered on the same card. */
export const NEW_SCENE = "newScene";

export interface DramaticState {
  readonly actorId: string;
  readonly action: string;
  /** Which cost (Distance: 0 medium range, 1 long range). */
  readonly option: number;
  readonly cost: number;
  readonly agreement: boolean;
  readonly done: boolean;
}

/** Check a client's untrusted choice of action. */
export function parseDramaticOptions(raw: unknown): { action: string; option: number } | null {
  const { action, option } = isRecord(raw) ? raw : {};
  const index = option === undefined ? 0 : Number(option);
  if (action === NEW_SCENE || action === DRAMATIC_SUCCESSOR) return { action, option: 0 };
  const known = DRAMATIC_ACTIONS.find((candidate) => candidate.id === action && candidate.onSheet);
  return known && Number.isInteger(index) && known.cost[index] !== undefined ? { action: known.id, option: index } : null;
}

function everyone(types: readonly string[]): Actor.Implementation[] {
  return game.actors.contents.filter((actor) => types.includes(actor.type));
}

async function update(actor: Actor.Implementation, change: (character: Character) => Character | null): Promise<void> {
  const character = fatedCharacter(actor);
  const changed = character ? change(character) : null;
  if (changed) await saveCharacter(actor, changed);
}

/** The character paying the action, or a refusal: checked before anything is written [GOB-21]. */
function payment(state: DramaticState): { readonly actor: Actor.Implementation; readonly paid: Character } | Refusal {
  const actor = game.actors.get(state.actorId);
  const character = fatedCharacter(actor);
  if (!actor || !character) return refuse(REFUSAL.UnknownCombatant);
  const paid = payDramaticAction(character, state.action, state.option);
  return "ok" in paid ? paid : { actor, paid };
}

/** Confirming: New scene gathers and shuffles the table; any other action must be payable. Actors change in `afterStep`. */
async function confirm(state: DramaticState, who: Requester, table: TablePort): Promise<Outcome<{ readonly state: DramaticState }>> {
  if (state.done) return refuse(REFUSAL.NotNow);
  if ((state.agreement || state.action === NEW_SCENE) && !who.isGM) return refuse(REFUSAL.GmOnly);
  if (!who.isGM && !who.ownsActor) return refuse(REFUSAL.NotYourCharacter);
  if (state.action === NEW_SCENE) {
    await applyBastardsEffects(table, sceneShuffleEffects(tableKeys()));
  } else {
    const paying = payment(state);
    if ("ok" in paying) return paying;
  }
  return { ok: true, state: { ...state, done: true } };
}

/** What the GM's client knows of a successor's request: may the character have one now (Killed, none made yet). */
function gather(actorId: string, raw: unknown): unknown {
  const parsed = parseDramaticOptions(raw);
  if (parsed?.action !== DRAMATIC_SUCCESSOR) return raw;
  return { ...parsed, awaitsSuccessor: awaitsSuccessor(game.actors.get(actorId)) };
}

/** Once confirmed: the cost paid, Time Passes opened for every Fated [GOB-03], or a new scene's Fortunate wildcard [GOB-21]. */
async function afterConfirm({ before, after }: CardStep<DramaticState>): Promise<void> {
  if (after.action === DRAMATIC_SUCCESSOR) {
    const late = game.actors.get(after.actorId);
    if (before === null && late) await createSuccessor(late);
    return;
  }
  if (!after.done || before?.done !== false) return;
  if (after.action === NEW_SCENE) {
    for (const actor of everyone([FATED])) await update(actor, beginScene);
    return;
  }
  const paying = payment(after);
  if ("ok" in paying) return;
  await saveCharacter(paying.actor, paying.paid);
  if (after.action === "timePasses") {
    for (const fated of everyone([FATED]))
      await update(fated, (held) => {
        const step = build(held, { type: "openTimePasses" });
        return step.ok ? step.state : null;
      });
  }
}

/** Could the rules have offered it so? A known action and option at its own cost and agreement. */
function validate(state: DramaticState): boolean {
  // A successor's card is done as it starts: made, nothing to confirm.
  if (state.action === DRAMATIC_SUCCESSOR) return state.option === 0 && state.cost === 0 && !state.agreement && state.done;
  const parsed = parseDramaticOptions({ action: state.action, option: state.option });
  const known = DRAMATIC_ACTIONS.find((candidate) => candidate.id === state.action);
  return parsed !== null && state.cost === (known?.cost[state.option] ?? 0) && state.agreement === (known?.agreement ?? true);
}

export const dramaticProcedure: ChatProcedure<DramaticState, { readonly type: "confirm" }> = {
  kind: "perform",
  messageType: DRAMATIC_MESSAGE,
  template: DRAMATIC_TEMPLATE,
  model: DramaticCardModel,
  gather,
  start(actorId, raw) {
    const parsed = parseDramaticOptions(raw);
    if (!parsed) return refuse(REFUSAL.UnknownAction);
    if (parsed.action === DRAMATIC_SUCCESSOR) {
      if (!isRecord(raw) || raw["awaitsSuccessor"] !== true) return refuse(REFUSAL.NoSuccessor);
      return { ok: true, state: { actorId, action: parsed.action, option: 0, cost: 0, agreement: false, done: true } };
    }
    const known = DRAMATIC_ACTIONS.find((candidate) => candidate.id === parsed.action);
    return {
      ok: true,
      state: {
        actorId,
        action: parsed.action,
        option: parsed.option,
        cost: known?.cost[parsed.option] ?? 0,
        agreement: known?.agreement ?? true,
        done: false,
      },
    };
  },
  actions: {
    confirm: { parse: () => ({ ok: true, action: { type: "confirm" } }) },
  },
  perform: (state, _action, who, table) => confirm(state, who, table),
  validate,
  context: (state) => {
    const gmConfirms = state.agreement || state.action === NEW_SCENE;
    const ownEntry = state.action === NEW_SCENE || state.action === DRAMATIC_SUCCESSOR;
    return {
      title: ownEntry ? `DECKBOUND.Bastards.Dramatic.${state.action}.Name` : dramaticActionLabelKey(state.action),
      hint: `DECKBOUND.Bastards.Dramatic.${state.action}.Hint`,
      cost: state.cost,
      gmConfirms,
      confirmer: gmConfirms ? Audience.gm : Audience.owner,
      done: state.done,
    };
  },
  afterStep: afterConfirm,
};

/**
 * The dramatic-action chat card [GOB-22] and the GM's New scene [GOB-09]. A player offers a
 * dramatic action with its wildcard cost; pressing Confirm pays it from the character's wildcards
 * (refused without enough) [GOB-21]. Actions that need everyone's agreement (Time Passes, The End)
 * are confirmed by the GM for the table: Time Passes opens XP spending for every Fated character
 * [GOB-03]. New scene (GM) gathers every card into the deck and shuffles it, and gives Fortunate's
 * wildcard [GOB-09, GOB-21].
 */
import {
  DRAMATIC_ACTIONS, applyBastardsEffects, beginScene, build, dramaticActionLabelKey, payDramaticAction, sceneShuffleEffects,
} from "../../rules/bastards/index.ts";
import type { Character } from "../../rules/bastards/index.ts";
import type { TablePort } from "../../rules/cards/table.ts";
import { refuse } from "../../foundry/registry/definition.ts";
import type { ChatProcedure, Outcome, Requester } from "../../foundry/registry/definition.ts";
import { FATED, PARTICIPANT_TYPES, fatedCharacter, saveCharacter } from "./actors.ts";

export const DRAMATIC_MESSAGE = "bastardsDramatic";
export const DRAMATIC_TEMPLATE = "systems/deckbound/templates/bastards/chat/dramatic.hbs";
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

const REFUSAL = "DECKBOUND.Bastards.Refusal";

/** Check a client's untrusted choice of action. */
export function parseDramaticOptions(raw: unknown): { action: string; option: number } | null {
  const { action, option } = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const index = option === undefined ? 0 : Number(option);
  if (action === NEW_SCENE) return { action, option: 0 };
  const known = DRAMATIC_ACTIONS.find((candidate) => candidate.id === action);
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

async function confirm(state: DramaticState, who: Requester, table: TablePort): Promise<Outcome<{ readonly state: DramaticState }>> {
  if (state.done) return refuse(`${REFUSAL}.NotNow`);
  if ((state.agreement || state.action === NEW_SCENE) && !who.isGM) return refuse(`${REFUSAL}.GmOnly`);
  if (!who.isGM && !who.ownsActor) return refuse(`${REFUSAL}.NotYourCharacter`);
  if (state.action === NEW_SCENE) {
    const keys = everyone(PARTICIPANT_TYPES).map((actor) => actor.id ?? "");
    await applyBastardsEffects(table, sceneShuffleEffects(keys));
    for (const actor of everyone([FATED])) await update(actor, beginScene);
    return { ok: true, state: { ...state, done: true } };
  }
  const actor = game.actors.get(state.actorId);
  const character = fatedCharacter(actor);
  if (!actor || !character) return refuse(`${REFUSAL}.UnknownCombatant`);
  const paid = payDramaticAction(character, state.action, state.option);
  if ("ok" in paid) return paid;
  await saveCharacter(actor, paid);
  if (state.action === "timePasses") {
    for (const fated of everyone([FATED])) await update(fated, (held) => { const step = build(held, { type: "openTimePasses" }); return step.ok ? step.state : null; });
  }
  return { ok: true, state: { ...state, done: true } };
}

export const dramaticProcedure: ChatProcedure<DramaticState, { readonly type: "confirm" }> = {
  messageType: DRAMATIC_MESSAGE,
  template: DRAMATIC_TEMPLATE,
  start(actorId, raw) {
    const parsed = parseDramaticOptions(raw);
    if (!parsed) return refuse(`${REFUSAL}.UnknownAction`);
    const known = DRAMATIC_ACTIONS.find((candidate) => candidate.id === parsed.action);
    return {
      ok: true,
      state: { actorId, action: parsed.action, option: parsed.option, cost: known?.cost[parsed.option] ?? 0, agreement: known?.agreement ?? true, done: false },
    };
  },
  parseAction(action) {
    return action === "confirm" ? { ok: true, action: { type: "confirm" } } : refuse("DECKBOUND.Refusal.Malformed");
  },
  reduce() {
    return refuse(`${REFUSAL}.NotNow`);
  },
  perform: (state, _action, who, table) => confirm(state, who, table),
  parseState(raw) {
    if (typeof raw !== "object" || raw === null) return null;
    const { actorId, action, option, cost, agreement, done } = raw as Record<string, unknown>;
    const parsed = parseDramaticOptions({ action, option });
    if (typeof actorId !== "string" || !parsed || typeof cost !== "number" || typeof agreement !== "boolean" || typeof done !== "boolean") return null;
    return { actorId, action: parsed.action, option: parsed.option, cost, agreement, done };
  },
  context: (state) => ({
    title: state.action === NEW_SCENE ? "DECKBOUND.Bastards.Dramatic.newScene.Name" : dramaticActionLabelKey(state.action),
    hint: state.action === NEW_SCENE ? "DECKBOUND.Bastards.Dramatic.newScene.Hint" : `DECKBOUND.Bastards.Dramatic.${state.action}.Hint`,
    cost: state.cost,
    gmConfirms: state.agreement || state.action === NEW_SCENE,
    done: state.done,
  }),
};

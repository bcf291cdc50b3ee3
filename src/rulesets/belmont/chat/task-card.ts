/**
 * The Belmont task chat card [BEL-05 … BEL-16] on the chat-card kit. The GM posts it with the
 * scene and one line per option; "open" turns up the tops and the luck card and shows the options;
 * players vote (one vote each, changeable until close); the GM closes or picks; the challenge card
 * is drawn at random from Fate's hidden deck on the GM's client (or is the next card the GM chose,
 * gm/arrange.ts) and the task resolves in the same
 * step. Every step runs on the GM's client (`perform`: it reads the table and draws), wrapping the
 * pure reducer; refusals are the pure rules' i18n keys.
 */
import type { TableEffect, TablePort } from "../../../rules/cards/table.ts";
import { applyEffects } from "../../../rules/cards/table.ts";
import { DEFAULT_RULINGS, REFUSAL, checkAbility, dealTopsEffects, reduceTask, refuse } from "../../../rules/belmont/index.ts";
import type { BelmontRulings, Outcome, TaskAction } from "../../../rules/belmont/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { readChatCard } from "../../../foundry/chat/chat-cards.ts";
import type { ChatProcedure, Requester } from "../../../foundry/registry/definition.ts";
import { rulesets } from "../../../foundry/registry/registry.ts";
import { worldRulings } from "../../../foundry/settings.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { BELMONT, TASK_MESSAGE } from "../ids.ts";
import { abilitiesOf } from "../models/ability.ts";
import { lyingNow, tableSnapshot } from "../stacks.ts";
import { takeFateNext } from "../gm/arrange.ts";
import { TASK_ACTIONS } from "./task-actions.ts";
import type { TaskCardAction } from "./task-actions.ts";
import { taskCardContext } from "./task-context.ts";
import { TaskCardModel } from "./task-model.ts";
import { isTaskCardState, parseLines, parseScene, publicTask, withAces } from "./task-state.ts";
import type { TaskCardState } from "./task-state.ts";

const TASK_TEMPLATE = templatePath(BELMONT, "chat/task.hbs");

/** A task card's state, when the card can be trusted (posted by the GM's table, state as the rules make it). */
export function taskCardState(message: ChatMessage.Implementation): TaskCardState | null {
  const card = message.type === TASK_MESSAGE ? readChatCard(message) : undefined;
  return card?.trust === "trusted" ? (card.state as TaskCardState) : null;
}

/** Is a task card in this world still unresolved (opening, voting or revealing)? */
export function unresolvedTaskExists(): boolean {
  return game.messages.contents.some((message) => {
    const state = taskCardState(message);
    return state !== null && state.task?.phase !== "resolved";
  });
}

interface Gathered {
  readonly request: unknown;
  readonly unresolved: boolean;
  readonly rulings: BelmontRulings | null;
}

/** GM's client, before start: is another task open, and which rulings does the world play? */
function gather(_actorId: string, options: unknown): Gathered {
  const ruleset = rulesets.get(BELMONT);
  return { request: options, unresolved: unresolvedTaskExists(), rulings: ruleset ? worldRulings(ruleset, DEFAULT_RULINGS) : null };
}

function start(actorId: string, raw: unknown): Outcome<{ state: TaskCardState }> {
  const gathered = raw as Partial<Gathered> | null;
  if (gathered?.unresolved !== false) return refuse(REFUSAL.TaskUnresolved);
  const request = isRecord(gathered.request) ? gathered.request : {};
  const scene = parseScene(request["scene"]);
  const lines = parseLines(request["lines"]);
  if (scene === null || lines === null) return refuse(REFUSAL.BadTaskText);
  if (!gathered.rulings) return refuse("DECKBOUND.Refusal.NoRuleset");
  return { ok: true, state: { actorId, scene, lines, rulings: gathered.rulings, task: null } };
}

type Performed = Outcome<{ state: TaskCardState; afterWrite?: readonly TableEffect[] }>;

/** Turn up the tops, read the table, and show the options [BEL-05]. */
async function open(state: TaskCardState, table: TablePort): Promise<Performed> {
  if (state.task) return refuse(REFUSAL.TaskOpened);
  const actor = game.actors.get(state.actorId);
  const abilities = actor ? abilitiesOf(actor) : [];
  const bad = abilities.map(checkAbility).find((refusal) => refusal !== null);
  if (bad) return bad;
  await applyEffects(table, dealTopsEffects(lyingNow));
  const step = reduceTask(null, { type: "open", table: tableSnapshot(), abilities, descriptions: state.lines }, state.rulings);
  if (!step.ok) return step;
  await applyEffects(table, step.effects);
  return { ok: true, state: { ...state, task: publicTask(step.state) } };
}

/**
 * Close or pick, then at once draw the challenge card (at random, from the hidden deck) and
 * resolve [BEL-06, BEL-07, BEL-13 … BEL-16]. The discards go back into their face-down decks only
 * after the card is written, so the message names cards while they still lie face up.
 */
async function choose(state: TaskCardState, action: TaskAction, table: TablePort): Promise<Performed> {
  if (!state.task) return refuse(REFUSAL.NoTask);
  const chosen = reduceTask(withAces(state.task, tableSnapshot()), action, state.rulings);
  if (!chosen.ok) return chosen;
  // The GM may have chosen Fate's next card to play a scene as prepared (gm/arrange.ts); else the draw is random.
  const [draw] = chosen.effects;
  const next = draw?.type === "draw" ? takeFateNext(draw.from) : null;
  if (next && draw?.type === "draw") await table.move([next], draw.from, draw.to);
  const [drawn] = next ? [{ cards: [next] }] : await applyEffects(table, chosen.effects);
  const resolved = reduceTask(chosen.state, { type: "challengeRevealed", card: drawn?.cards[0] ?? null }, state.rulings);
  if (!resolved.ok) return resolved;
  const afterWrite = resolved.effects.filter((effect) => effect.type === "returnDiscards");
  await applyEffects(
    table,
    resolved.effects.filter((effect) => effect.type !== "returnDiscards"),
  );
  return { ok: true, state: { ...state, task: publicTask(resolved.state) }, afterWrite };
}

/** The GM's situational bonus or malus on an option while the vote is open: its value and odds follow [BEL-12] [BEL-17]. */
function adjust(state: TaskCardState, action: Extract<TaskCardAction, { type: "adjust" }>): Performed {
  if (!state.task) return refuse(REFUSAL.NoTask);
  const modifier = action.amount === 0 ? null : { source: action.source, amount: action.amount };
  const adjusted = reduceTask(
    state.task,
    { type: "adjust", suit: action.suit, modifier, challenge: tableSnapshot().challenge[action.suit] },
    state.rulings,
  );
  return adjusted.ok ? { ok: true, state: { ...state, task: publicTask(adjusted.state) } } : adjusted;
}

async function perform(state: TaskCardState, action: TaskCardAction, who: Requester, table: TablePort): Promise<Performed> {
  if (action.type === "vote") {
    if (who.isGM) return refuse(REFUSAL.AudienceOnly);
    if (!state.task) return refuse(REFUSAL.NoTask);
    const voted = reduceTask(state.task, { type: "vote", user: who.userId, suit: action.suit }, state.rulings);
    return voted.ok ? { ok: true, state: { ...state, task: voted.state } } : voted;
  }
  if (!who.isGM) return refuse(REFUSAL.GmOnly);
  if (action.type === "open") return open(state, table);
  if (action.type === "adjust") return adjust(state, action);
  return choose(state, action, table);
}

export const taskProcedure: ChatProcedure<TaskCardState, TaskCardAction> = {
  kind: "perform",
  messageType: TASK_MESSAGE,
  template: TASK_TEMPLATE,
  model: TaskCardModel,
  gather,
  start,
  actions: TASK_ACTIONS,
  perform,
  validate: isTaskCardState,
  context: taskCardContext,
};

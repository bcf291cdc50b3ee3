/**
 * The Belmont task chat card's stored state (pure). The message holds the GM's scene and lines,
 * the rulings the task was opened with, and the pure task state once the options are revealed —
 * scrubbed of where each suit's Ace lies (not public: it may be face down in a deck; the GM's client
 * reads it again when the task resolves) [CORE-06]. Every key is present (absent = null): the card's
 * schema (task-model.ts) stores exactly this.
 */
import { SUITS } from "../../../rules/cards/card.ts";
import type { Suit } from "../../../rules/cards/card.ts";
import type { BelmontRulings, BelmontTableSnapshot, TaskState } from "../../../rules/belmont/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";

/** One line per option, as the GM wrote it (null: none written). */
export type TaskLines = Readonly<Record<Suit, string | null>>;

export interface TaskCardState {
  /** The Belmont actor's id. */
  readonly actorId: string;
  readonly scene: string;
  /** What Belmont does with each skill. */
  readonly lines: TaskLines;
  readonly rulings: BelmontRulings;
  /** null until the options are revealed. */
  readonly task: TaskState | null;
}

export const MAX_SCENE_LENGTH = 2000;
export const MAX_LINE_LENGTH = 300;

/** The GM's lines (untrusted), trimmed and bounded, one per suit; null when malformed. */
export function parseLines(raw: unknown): TaskLines | null {
  const lines: Record<Suit, string | null> = { C: null, D: null, H: null, S: null };
  if (raw === undefined || raw === null) return lines;
  if (!isRecord(raw)) return null;
  for (const [key, value] of Object.entries(raw)) {
    if (!(SUITS as readonly string[]).includes(key) || typeof value !== "string" || value.length > MAX_LINE_LENGTH) return null;
    lines[key as Suit] = value.trim() || null;
  }
  return lines;
}

/** The GM's scene (untrusted), trimmed; null when too long or not text. */
export function parseScene(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  return typeof raw === "string" && raw.length <= MAX_SCENE_LENGTH ? raw.trim() : null;
}

/**
 * Could the rules have produced this stored state (beyond its schema)? The text fits, votes and the choice name
 * options on offer, the phase agrees with the choice and the outcome, and no Ace's whereabouts are
 * stored [CORE-06]. (Only the GM's client writes the card; this guards against damaged data.)
 */
export function isTaskCardState(state: TaskCardState): boolean {
  const { task } = state;
  if (state.scene.length > MAX_SCENE_LENGTH || Object.values(state.lines).some((line) => line !== null && line.length > MAX_LINE_LENGTH))
    return false;
  if (task === null) return true;
  const offered = task.options.map((option) => option.suit);
  if (offered.length === 0 || new Set(offered).size !== offered.length) return false;
  if (!Object.values(task.votes).every((suit) => offered.includes(suit))) return false;
  if (task.options.some((option) => option.ace !== null || option.aceStack !== null)) return false;
  if ((task.phase === "voting") !== (task.chosen === null) || (task.phase === "resolved") !== (task.outcome !== null)) return false;
  return task.chosen === null || offered.includes(task.chosen.suit);
}

/** What the message may hold: the task without the Aces' whereabouts. */
export function publicTask(task: TaskState): TaskState {
  return { ...task, options: task.options.map((option) => ({ ...option, ace: null, aceStack: null })) };
}

/** The task with each option's Ace read again from the table (GM's client, as the task resolves). */
export function withAces(task: TaskState, snapshot: BelmontTableSnapshot): TaskState {
  return {
    ...task,
    options: task.options.map((option) => ({
      ...option,
      ace: snapshot.skill[option.suit].ace,
      aceStack: snapshot.skill[option.suit].aceStack,
    })),
  };
}

/**
 * A state stored before the chat-card kit, brought to today's shape: the lines held only the suits
 * the GM wrote, an ability's effect only its own key, a value step an `abilityId` only when it came
 * from an ability.
 */
export function migrateTaskCardState(state: Record<string, unknown>): Record<string, unknown> {
  const lines = isRecord(state["lines"]) ? { C: null, D: null, H: null, S: null, ...state["lines"] } : state["lines"];
  const task = isRecord(state["task"]) ? migrateTask(state["task"]) : state["task"];
  return { ...state, lines, task };
}

function migrateTask(task: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(task["options"])) return task;
  const options = task["options"].map((option: unknown) => {
    if (!isRecord(option)) return option;
    const abilities = Array.isArray(option["abilities"]) ? option["abilities"].map(migrateAbility) : option["abilities"];
    const value =
      isRecord(option["value"]) && Array.isArray(option["value"]["steps"])
        ? {
            ...option["value"],
            steps: option["value"]["steps"].map((step: unknown) => (isRecord(step) ? { abilityId: null, ...step } : step)),
          }
        : option["value"];
    return { ...option, abilities, value };
  });
  return { ...task, options };
}

function migrateAbility(ability: unknown): unknown {
  if (!isRecord(ability) || !isRecord(ability["effect"])) return ability;
  return { ...ability, effect: { amount: null, text: null, ...ability["effect"] } };
}

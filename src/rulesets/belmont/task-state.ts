/**
 * The Belmont task chat card's stored state and its parsing (pure). The message holds the GM's
 * scene and lines, the rulings the task was opened with, and the pure task state once the options
 * are revealed — scrubbed of where each suit's Ace lies (not public: it may be face down in a deck;
 * the GM's client reads it again when the task resolves) [CORE-06].
 */
import { RANKS, isSuit, suited } from "../../rules/cards/card.ts";
import type { Suit, SuitedCard } from "../../rules/cards/card.ts";
import type { BelmontRulings, BelmontTableSnapshot, TaskState } from "../../rules/belmont/index.ts";
import { parseRulings } from "./rulings.ts";

export interface TaskCardState {
  /** The Belmont actor's id. */
  readonly actorId: string;
  readonly scene: string;
  /** One line per option, as the GM wrote it: what Belmont does with each skill. */
  readonly lines: Readonly<Partial<Record<Suit, string>>>;
  readonly rulings: BelmontRulings;
  /** null until the options are revealed. */
  readonly task: TaskState | null;
}

export type TaskCardAction =
  | { readonly type: "open" }
  | { readonly type: "vote"; readonly suit: Suit }
  | { readonly type: "close"; readonly tieBreak?: Suit }
  | { readonly type: "pick"; readonly suit: Suit };

export const MAX_SCENE_LENGTH = 2000;
export const MAX_LINE_LENGTH = 300;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseSuitedCard(raw: unknown): SuitedCard | null {
  if (!isRecord(raw)) return null;
  const { kind, suit, rank, origin } = raw;
  if (kind !== "suited" || !isSuit(suit) || !(RANKS as readonly unknown[]).includes(rank) || typeof origin !== "string" || origin === "") return null;
  return suited(suit, rank as SuitedCard["rank"], origin);
}

/** The GM's lines, one per suit, trimmed and bounded; null when malformed. */
export function parseLines(raw: unknown): Partial<Record<Suit, string>> | null {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) return null;
  const lines: Partial<Record<Suit, string>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isSuit(key) || typeof value !== "string" || value.length > MAX_LINE_LENGTH) return null;
    if (value.trim()) lines[key] = value.trim();
  }
  return lines;
}

export function parseScene(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  return typeof raw === "string" && raw.length <= MAX_SCENE_LENGTH ? raw.trim() : null;
}

const PHASES = ["voting", "revealing", "resolved"];
const RESULTS = ["success", "critical", "failure"];

/**
 * Check a stored task state's shape: the cards are cards, the votes name suits on offer, the
 * phase and outcome are known values. (Only the GM's client writes the message; this guards
 * against damaged data, not against a forger who could rewrite the whole message.)
 */
function parseTask(raw: unknown): TaskState | null {
  if (!isRecord(raw) || !PHASES.includes(raw["phase"] as string) || !Array.isArray(raw["options"]) || !isRecord(raw["votes"])) return null;
  const options = raw["options"] as unknown[];
  const suits: Suit[] = [];
  for (const option of options) {
    if (!isRecord(option) || !isSuit(option["suit"]) || !parseSuitedCard(option["card"]) || !isRecord(option["value"]) || !isRecord(option["position"])) return null;
    if (typeof option["successChance"] !== "number" || typeof option["description"] !== "string" || !Array.isArray(option["abilities"])) return null;
    suits.push(option["suit"]);
  }
  if (!Object.values(raw["votes"]).every((suit) => isSuit(suit) && suits.includes(suit))) return null;
  const { chosen, challenge, outcome, luck } = raw;
  if (chosen !== null && !(isRecord(chosen) && isSuit(chosen["suit"]) && suits.includes(chosen["suit"]) && (chosen["by"] === "vote" || chosen["by"] === "gm"))) return null;
  if (challenge !== null && !parseSuitedCard(challenge)) return null;
  if (luck !== null && !parseSuitedCard(luck)) return null;
  if (outcome !== null && !(isRecord(outcome) && RESULTS.includes(outcome["result"] as string))) return null;
  return raw as unknown as TaskState;
}

export function parseTaskCardState(raw: unknown): TaskCardState | null {
  if (!isRecord(raw) || typeof raw["actorId"] !== "string") return null;
  const scene = parseScene(raw["scene"]);
  const lines = parseLines(raw["lines"]);
  const rulings = parseRulings(raw["rulings"]);
  if (scene === null || lines === null || !rulings) return null;
  const task = raw["task"] === null ? null : parseTask(raw["task"]);
  if (raw["task"] !== null && !task) return null;
  return { actorId: raw["actorId"], scene, lines, rulings, task };
}

/** What the message may hold: the task without the Aces' whereabouts. */
export function publicTask(task: TaskState): TaskState {
  return { ...task, options: task.options.map((option) => ({ ...option, ace: null, aceStack: null })) };
}

/** The task with each option's Ace read again from the table (GM's client, as the task resolves). */
export function withAces(task: TaskState, snapshot: BelmontTableSnapshot): TaskState {
  return {
    ...task,
    options: task.options.map((option) => ({ ...option, ace: snapshot.skill[option.suit].ace, aceStack: snapshot.skill[option.suit].aceStack })),
  };
}

/** Parse a button's action and data (untrusted). */
export function parseTaskAction(action: string, data: unknown): TaskCardAction | null {
  const suit = isRecord(data) ? data["suit"] : undefined;
  switch (action) {
    case "open":
      return { type: "open" };
    case "vote":
      return isSuit(suit) ? { type: "vote", suit } : null;
    case "pick":
      return isSuit(suit) ? { type: "pick", suit } : null;
    case "close":
      if (suit === undefined || suit === "") return { type: "close" };
      return isSuit(suit) ? { type: "close", tieBreak: suit } : null;
    default:
      return null;
  }
}

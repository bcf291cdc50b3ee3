/**
 * How the GM opens a task (from the sheet or the macro): a dialog for the scene and one line per
 * option, then the task card is posted and its options revealed, both through the GM queue.
 */
import { SKILL_SUITS, skillLabelKey } from "../../../rules/belmont/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { TASK_MESSAGE } from "../ids.ts";
import { MAX_LINE_LENGTH, MAX_SCENE_LENGTH } from "./task-state.ts";

export interface TaskText {
  readonly scene: string;
  readonly lines: Readonly<Record<string, string>>;
}

/** The dialog's form, every label localised. */
export function taskDialogContent(): string {
  const field = (name: string, label: string, input: string) =>
    `<div class="form-group"><label for="belmont-${name}">${label}</label>${input}</div>`;
  const scene = field(
    "scene",
    game.i18n.localize("DECKBOUND.Belmont.Task.Scene"),
    `<textarea id="belmont-scene" name="scene" maxlength="${MAX_SCENE_LENGTH}" rows="3"></textarea>`,
  );
  const lines = SKILL_SUITS.map((suit) =>
    field(
      `line-${suit}`,
      game.i18n.localize(skillLabelKey(suit)),
      `<input id="belmont-line-${suit}" type="text" name="lines.${suit}" maxlength="${MAX_LINE_LENGTH}">`,
    ),
  );
  return `<div class="deckbound belmont-task-dialog">${scene}${lines.join("")}</div>`;
}

/** Read the dialog's answer (flat `lines.C` keys or a nested `lines` object). */
export function taskTextOf(answer: unknown): TaskText | null {
  if (!isRecord(answer)) return null;
  const record = answer;
  const nested = isRecord(record["lines"]) ? record["lines"] : {};
  const lines: Record<string, string> = {};
  for (const suit of SKILL_SUITS) {
    const line = nested[suit] ?? record[`lines.${suit}`];
    if (typeof line === "string" && line.trim()) lines[suit] = line.trim();
  }
  return { scene: typeof record["scene"] === "string" ? record["scene"] : "", lines };
}

/** Post the task card and reveal its options. */
export async function openTask(actorId: string, text: TaskText): Promise<boolean> {
  const started = await askGm({ kind: "startCard", messageType: TASK_MESSAGE, actorId, options: text });
  if (!started.ok || !started.messageId) return false;
  const opened = await askGm({ kind: "cardAction", messageId: started.messageId, action: "open", data: null });
  return opened.ok;
}

/** Ask the GM for the scene and lines, then open the task. */
export async function promptAndOpenTask(actor: Actor.Implementation): Promise<void> {
  if (!actor.id) return;
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "DECKBOUND.Belmont.Task.New" },
    content: taskDialogContent(),
  });
  const text = taskTextOf(answer);
  if (text) await openTask(actor.id, text);
}

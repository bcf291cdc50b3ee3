import { ApplicationV2 } from "./application.ts";
import type { AnyRecord } from "./utils.ts";
import type { ScreenPort } from "./screen.ts";

/**
 * DialogV2 answers for tests: a dialog never shows; it takes the next queued answer, and fails
 * closed (throws) when a test did not queue one.
 */
export class DialogQueue {
  private readonly answers: unknown[] = [];

  /** Queue answers, consumed in order by DialogV2.confirm / prompt / wait / input. */
  answer(...answers: unknown[]): void {
    this.answers.push(...answers);
  }

  get pending(): number {
    return this.answers.length;
  }

  take(kind: string, title: unknown): unknown {
    if (this.answers.length === 0)
      throw new Error(`DialogV2.${kind} (${String(title)}) opened with no queued answer: call runtime.dialogs.answer(...) first`);
    return this.answers.shift();
  }
}

/**
 * DialogV2 never shows in Node (with a screen, the sandbox's seats, it does). Each static (confirm, prompt, wait, input) takes the next answer a test queued
 * with `runtime.dialogs.answer(...)`; an answer that is a function is called with the dialog config.
 */
export type DialogKind = "confirm" | "prompt" | "wait" | "input";

/** Open a dialog: on the screen when there is one, else take the next queued answer. */
export function dialogOpener(queue: DialogQueue, screen?: ScreenPort) {
  return async (kind: DialogKind, config: AnyRecord = {}): Promise<unknown> => {
    if (screen) return screen.dialog(kind, config);
    const answer = queue.take(kind, (config["window"] as AnyRecord | undefined)?.["title"]);
    return typeof answer === "function" ? (answer as (c: AnyRecord) => unknown)(config) : answer;
  };
}

export function dialogClass(open: (kind: DialogKind, config?: AnyRecord) => Promise<unknown>) {
  const take =
    (kind: DialogKind) =>
    (config: AnyRecord = {}) =>
      open(kind, config);
  class DialogV2 extends ApplicationV2 {
    static confirm = take("confirm");
    static prompt = take("prompt");
    static wait = take("wait");
    static input = take("input");
  }
  return DialogV2;
}

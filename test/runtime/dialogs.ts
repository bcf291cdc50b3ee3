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
    if (this.answers.length === 0) throw new Error(`DialogV2.${kind} (${String(title)}) opened with no queued answer: call runtime.dialogs.answer(...) first`);
    return this.answers.shift();
  }
}

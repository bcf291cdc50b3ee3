/**
 * One queue per world: the GM's client runs requests one at a time, in arrival order, so two
 * players drawing at once can never draw the same card (docs/ARCHITECTURE.md: the GM queue). A failing task
 * does not stall the ones behind it.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #waiting = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.#waiting++;
    const result = this.#tail.then(task, task).finally(() => this.#waiting--);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once the queue has run every task given it, those given while it ran included. */
  async idle(): Promise<void> {
    while (this.#waiting > 0) await this.#tail;
  }
}

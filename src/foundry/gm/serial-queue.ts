/**
 * One queue per world: the GM's client runs requests one at a time, in arrival order, so two
 * players drawing at once can never draw the same card (docs/ARCHITECTURE.md: the GM queue). A failing task
 * does not stall the ones behind it.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

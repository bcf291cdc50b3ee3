/**
 * A seat's side of the wire: the NetworkPort the runtime writes and queries through, and the
 * dispatch of what the server sends (committed writes, queries for this user, answers).
 */
import { applyCommitted, type CommittedWrite, type NetworkPort, type WireOperation } from "../../runtime/network.ts";
import { answerQuery } from "../../runtime/queries.ts";
import type { SeatMessage, ServerMessage } from "../protocol.ts";

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export class SeatConnection implements NetworkPort {
  readonly #pending = new Map<number, Pending>();
  #nextRequest = 1;
  /** Called after each committed write is applied here (the shell refreshes what it shows). */
  onWrite: (write: CommittedWrite) => void = () => {};
  /** Called when an applied write fails here (a refusal of someone else's write). */
  onError: (error: Error) => void = () => {};

  constructor(private readonly server: Window) {}

  send(message: SeatMessage): void {
    this.server.postMessage(message, "*");
  }

  commit(operation: WireOperation): Promise<unknown> {
    const requestId = this.#nextRequest++;
    const wire = JSON.parse(JSON.stringify(operation)) as WireOperation;
    return new Promise((resolve, reject) => {
      this.#pending.set(requestId, { resolve, reject });
      this.send({ type: "commit", requestId, operation: wire });
    });
  }

  query(userId: string, name: string, data: unknown, options: { timeout?: number }): Promise<unknown> {
    const requestId = this.#nextRequest++;
    const answer = new Promise((resolve, reject) => {
      this.#pending.set(requestId, { resolve, reject });
      this.send({ type: "query", requestId, to: userId, name, data, options: { timeout: options.timeout } });
    });
    if (options.timeout === undefined) return answer;
    return Promise.race([
      answer,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`The query "${name}" timed out`)), options.timeout)),
    ]);
  }

  /** What the server sent, once the world is loaded. */
  receive(message: ServerMessage): void {
    if (message.type === "committed") this.#applyWrite(message.write, message.requestId);
    else if (message.type === "query") void this.#answer(message);
    else if (message.type === "answer") this.#settle(message.requestId, message.ok, message.value, message.error);
  }

  #applyWrite(write: CommittedWrite, requestId: number | undefined): void {
    let result: unknown;
    try {
      result = applyCommitted(write);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (requestId !== undefined) this.#settle(requestId, false, undefined, failure.message);
      else this.onError(failure);
      return;
    }
    if (requestId !== undefined) this.#settle(requestId, true, result);
    this.onWrite(write);
  }

  async #answer(message: Extract<ServerMessage, { type: "query" }>): Promise<void> {
    try {
      const value = await answerQuery(message.name, message.data, message.options);
      this.send({ type: "answer", requestId: message.requestId, ok: true, value });
    } catch (error) {
      this.send({ type: "answer", requestId: message.requestId, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  #settle(requestId: number, ok: boolean, value: unknown, error?: string): void {
    const pending = this.#pending.get(requestId);
    this.#pending.delete(requestId);
    if (!pending) return;
    if (ok) pending.resolve(value);
    else pending.reject(new Error(error ?? "refused"));
  }
}

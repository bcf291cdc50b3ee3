/**
 * The sandbox's server, in the table page: it holds the world as the ordered list of committed
 * writes (state lives in memory; a reset starts a new list), sends each write to every connected
 * seat, and routes queries between seats. It trusts no seat's claim of who it is: a write is
 * stamped with the user of the seat that sent it. Permission checks run on every client against
 * the same ordered state (test/runtime/network.ts), so all agree on a refusal. With a network
 * delay, everything it sends reaches the seat that many milliseconds late, in order, as over a slow
 * connection (a person's keystrokes then race the table's answers, as they do in Foundry).
 */
import type { CommittedWrite } from "../../runtime/network.ts";
import type { SeatMessage, SeatUser, ServerMessage } from "../protocol.ts";

interface Connection {
  readonly user: SeatUser;
  readonly window: Window;
  joined: boolean;
}

export class SandboxServer {
  readonly #writes: CommittedWrite[] = [];
  readonly #connections = new Map<Window, Connection>();
  readonly #pendingQueries = new Map<number, { from: Window; requestId: number }>();
  #nextQuery = 1;
  #built = false;

  constructor(
    readonly users: readonly SeatUser[],
    readonly ruleset: string,
    readonly seed: number | undefined,
    /** Milliseconds each message to a seat is held back (0: sent at once). */
    readonly delay: number,
    private readonly onSeatReady: (user: SeatUser) => void,
    private readonly onSeatFailed: (user: SeatUser, error: string) => void,
    private readonly onProblem: (user: SeatUser, message: string) => void,
  ) {
    const gm = users.find((user) => user.role === "GAMEMASTER");
    if (!gm) throw new Error("a sandbox world needs a GM");
    // A new world is made for one system with its ruleset chosen: the world's first stored setting.
    this.#writes.push({
      seq: 1,
      userId: gm.id,
      operation: { op: "setting", namespace: "deckbound", key: "activeRuleset", value: ruleset },
    });
  }

  /** A seat's iframe window, for `user`. */
  connect(window: Window, user: SeatUser): void {
    this.#connections.set(window, { user, window, joined: false });
  }

  disconnectAll(): void {
    this.#connections.clear();
  }

  receive(source: Window, message: SeatMessage): void {
    const connection = this.#connections.get(source);
    if (!connection) return;
    switch (message.type) {
      case "boot":
        this.#send(connection, {
          type: "config",
          users: this.users,
          seat: connection.user.id,
          ruleset: this.ruleset,
          worldSettings: this.#worldSettings(),
          ...(this.seed === undefined ? {} : { seed: this.seed }),
        });
        return;
      case "hello": {
        const build = connection.user.role === "GAMEMASTER" && !this.#built;
        this.#built ||= build;
        connection.joined = true;
        this.#send(connection, { type: "world", writes: [...this.#writes], build });
        return;
      }
      case "commit": {
        const write: CommittedWrite = { seq: this.#writes.length + 1, userId: connection.user.id, operation: message.operation };
        this.#writes.push(write);
        for (const other of this.#connections.values()) {
          if (other.joined)
            this.#send(
              other,
              other === connection ? { type: "committed", write, requestId: message.requestId } : { type: "committed", write },
            );
        }
        return;
      }
      case "query":
        this.#routeQuery(connection, message);
        return;
      case "answer": {
        const pending = this.#pendingQueries.get(message.requestId);
        this.#pendingQueries.delete(message.requestId);
        const asker = pending && this.#connections.get(pending.from);
        if (pending && asker)
          this.#send(asker, { type: "answer", requestId: pending.requestId, ok: message.ok, value: message.value, error: message.error });
        return;
      }
      case "ready":
        this.onSeatReady(connection.user);
        return;
      case "failed":
        this.onSeatFailed(connection.user, message.error);
        return;
      case "problem":
        this.onProblem(connection.user, message.message);
        return;
    }
  }

  /** Each world setting's latest committed value, "<namespace>.<key>" → value. */
  #worldSettings(): Record<string, unknown> {
    const stored: Record<string, unknown> = {};
    for (const { operation } of this.#writes)
      if (operation.op === "setting") stored[`${operation.namespace}.${operation.key}`] = operation.value;
    return stored;
  }

  #routeQuery(from: Connection, message: Extract<SeatMessage, { type: "query" }>): void {
    const target = [...this.#connections.values()].find((connection) => connection.user.id === message.to && connection.joined);
    if (!target) {
      this.#send(from, { type: "answer", requestId: message.requestId, ok: false, error: `User ${message.to} is not connected` });
      return;
    }
    const id = this.#nextQuery++;
    this.#pendingQueries.set(id, { from: from.window, requestId: message.requestId });
    this.#send(target, { type: "query", requestId: id, name: message.name, data: message.data, options: message.options });
  }

  #send(connection: Connection, message: ServerMessage): void {
    // Timers of one delay fire in the order they were set: the seat hears the table in order.
    if (this.delay > 0) setTimeout(() => connection.window.postMessage(message, "*"), this.delay);
    else connection.window.postMessage(message, "*");
  }
}

/**
 * The sandbox's wire: messages between the table page (the server) and each seat (a client, one
 * iframe per user), sent with postMessage. The server orders writes, stamps each with the user
 * whose seat sent it (a seat cannot claim to be another user), and sends every committed write to
 * every seat; queries go to the target user's seat and the answer comes back.
 */
import type { CommittedWrite, WireOperation } from "../runtime/network.ts";

export interface SeatUser {
  readonly id: string;
  readonly name: string;
  /** An ASSISTANT is a GM who is not the active GM while the GAMEMASTER is connected. */
  readonly role: "PLAYER" | "ASSISTANT" | "GAMEMASTER";
}

/** Seat → server. */
export type SeatMessage =
  | { readonly type: "boot" }
  | { readonly type: "hello" }
  | { readonly type: "commit"; readonly requestId: number; readonly operation: WireOperation }
  | {
      readonly type: "query";
      readonly requestId: number;
      readonly to: string;
      readonly name: string;
      readonly data: unknown;
      readonly options: { timeout?: number };
    }
  | { readonly type: "answer"; readonly requestId: number; readonly ok: boolean; readonly value?: unknown; readonly error?: string }
  | { readonly type: "ready" }
  | { readonly type: "failed"; readonly error: string }
  /** Something went wrong in the seat after it started: an uncaught error, a console error, an error notification. */
  | { readonly type: "problem"; readonly message: string };

/** Server → seat. */
export type ServerMessage =
  /**
   * `seed`: the table's shuffle seed, when the person starting the world gave one (the same seed deals
   * the same cards). `worldSettings`: the world's settings stored so far, "<namespace>.<key>" → value,
   * which a Foundry client has before init (its ruleset's rulings are registered at init by them).
   */
  | {
      readonly type: "config";
      readonly users: readonly SeatUser[];
      readonly seat: string;
      readonly ruleset: string;
      readonly worldSettings: Readonly<Record<string, unknown>>;
      readonly seed?: number;
    }
  /** The world so far (a joining client loads it silently); `build` asks the GM's seat to prepare a fresh world. */
  | { readonly type: "world"; readonly writes: readonly CommittedWrite[]; readonly build: boolean }
  | { readonly type: "committed"; readonly write: CommittedWrite; readonly requestId?: number }
  | {
      readonly type: "query";
      readonly requestId: number;
      readonly name: string;
      readonly data: unknown;
      readonly options: { timeout?: number };
    }
  | { readonly type: "answer"; readonly requestId: number; readonly ok: boolean; readonly value?: unknown; readonly error?: string };

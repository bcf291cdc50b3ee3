/**
 * The runtime as one client among others (the sandbox: one browser realm per seat). A write is
 * prepared on the initiating client as usual (pre-hooks, permission), then sent as a
 * `WireOperation` to the server, which orders it and sends it to every client; each client applies
 * it (`applyCommitted`) and runs its own post-hooks, and the initiator's promise resolves with its
 * own copy of the documents. Queries travel the same way to the target user's client.
 * In Node there is no network: every client is simulated in one process (index.ts).
 */
import { applyCommittedWrite } from "./database.ts";
import { runtime } from "./state.ts";
import type { RuntimeUser } from "./users.ts";
import type { AnyRecord } from "./utils.ts";

export type WireOperation =
  | { op: "create"; documentName: string; parentUuid: string | null; data: AnyRecord[]; options: AnyRecord }
  | { op: "update"; documentName: string; parentUuid: string | null; updates: AnyRecord[]; options: AnyRecord }
  | { op: "delete"; documentName: string; parentUuid: string | null; ids: string[]; options: AnyRecord }
  | { op: "setting"; namespace: string; key: string; value: unknown };

/** A write the server committed: what, and who asked for it. */
export interface CommittedWrite {
  readonly seq: number;
  readonly userId: string;
  readonly operation: WireOperation;
}

export interface NetworkPort {
  /** Send a prepared write to the server; resolves with this client's result once the server's broadcast of it is applied here. */
  commit(operation: WireOperation): Promise<unknown>;
  /** Send a query to `userId`'s client; resolves with its handler's answer. */
  query(userId: string, name: string, data: unknown, options: { timeout?: number }): Promise<unknown>;
}

/** Apply a committed write on this client: documents (database.ts) or a world setting. `hooks: false` when loading the world. */
export function applyCommitted(write: CommittedWrite, hooks = true): unknown {
  const user = runtime().collections.get("User")?.get(write.userId) as RuntimeUser | undefined;
  if (!user) throw new Error(`A write from an unknown user ${write.userId}`);
  const { operation } = write;
  if (operation.op === "setting") {
    if (!user.isGM) throw new Error(`User ${user.name} lacks permission to set the world setting ${operation.namespace}.${operation.key}`);
    const apply = () => runtime().settings.applyWorldValue(operation.namespace, operation.key, operation.value);
    if (hooks) apply();
    else runtime().runSilently(apply);
    return operation.value;
  }
  return applyCommittedWrite(operation, user, hooks);
}

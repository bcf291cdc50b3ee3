/**
 * `User#query`: a query travels over the socket to the target user's client, which runs the handler
 * it registered in CONFIG.queries and sends the answer back. So the handler runs as the target user
 * (inside `runtime.as`), the data and the result are JSON round-tripped, errors come back as plain
 * Errors carrying the message, and an inactive target or a missing handler rejects.
 */
import { runtime } from "./state.ts";
import type { RuntimeUser } from "./users.ts";

function overTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export async function runQuery(target: RuntimeUser, name: string, data: unknown, options: { timeout?: number }): Promise<unknown> {
  if (!target.active) throw new Error(`User ${target.name} is not active and cannot receive the query "${name}"`);
  const handler = runtime().queries[name];
  if (typeof handler !== "function") throw new Error(`The query "${name}" is not registered in CONFIG.queries`);
  const payload = overTheWire(data);
  const network = runtime().network;
  if (network) return network.query(target.id as string, name, payload, options);
  const answer = runtime().runAs(target, async () => {
    await Promise.resolve(); // the socket: the handler never runs synchronously inside the caller
    try {
      return overTheWire(await handler(payload, { timeout: options.timeout }));
    } catch (err) {
      throw new Error(err instanceof Error ? err.message : String(err));
    }
  });
  if (options.timeout === undefined) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The query "${name}" to ${target.name} timed out`)), options.timeout);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The target side of a query that came over the network (the sandbox): run this client's handler; errors carry their message. */
export async function answerQuery(name: string, data: unknown, options: { timeout?: number }): Promise<unknown> {
  const handler = runtime().queries[name];
  if (typeof handler !== "function") throw new Error(`The query "${name}" is not registered in CONFIG.queries`);
  try {
    return overTheWire(await handler(overTheWire(data), { timeout: options.timeout }));
  } catch (err) {
    throw new Error(err instanceof Error ? err.message : String(err));
  }
}

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";
import type { RuntimeUser } from "../runtime/users.ts";

/** CONFIG.queries typed loosely for registering test handlers. */
const queries = () => CONFIG.queries as unknown as Record<string, (data: unknown, options: { timeout?: number }) => unknown>;
const query = (user: User.Implementation, name: string, data: unknown, options?: { timeout?: number }) =>
  (user as unknown as RuntimeUser).query(name, data, options);

describe("CONFIG.queries and User#query", () => {
  let rt: FoundryRuntime;
  let gm: User.Implementation;
  let player: User.Implementation;
  let other: User.Implementation;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    player = await rt.createUser({ name: "Pat", role: "PLAYER" });
    other = await rt.createUser({ name: "Ola", role: "PLAYER" });
  });
  afterEach(() => rt.uninstall());

  it("runs the handler as the target user and JSON round-trips data and result", async () => {
    let received: unknown;
    queries()["deckbound.echo"] = async (data) => {
      received = data;
      return { who: game.user.name, isGM: game.user.isGM, when: new Date(0), dropped: undefined };
    };
    const sent = { n: 1, nested: { at: new Date(0) }, skip: undefined };
    const answer = await rt.as(player, () => query(game.users.activeGM!, "deckbound.echo", sent));
    expect(answer).toEqual({ who: "GM", isGM: true, when: "1970-01-01T00:00:00.000Z" });
    expect(received).toEqual({ n: 1, nested: { at: "1970-01-01T00:00:00.000Z" } });
    expect(received).not.toBe(sent);
  });

  it("the caller stays itself while the handler runs as the target (concurrent clients do not bleed)", async () => {
    const log: string[] = [];
    // A's handler is still running while B's starts and ends: A waits for B's end, not for a time
    // (two timers of 20 and 5 ms once ended in the other order on a loaded machine).
    let bEnded = () => {};
    const bEnd = new Promise<void>((resolve) => (bEnded = resolve));
    queries()["deckbound.slow"] = async (data) => {
      const { tag } = data as { tag: string };
      log.push(`${tag} starts on ${game.user.name}`);
      await (tag === "A" ? bEnd : new Promise((resolve) => setTimeout(resolve, 0)));
      log.push(`${tag} ends on ${game.user.name}`);
      if (tag === "B") bEnded();
      return game.user.name;
    };
    const ask = (user: User.Implementation, tag: string) =>
      rt.as(user, async () => {
        const result = await query(gm, "deckbound.slow", { tag });
        return `${tag}: ${game.user.name} got ${String(result)}`;
      });
    const results = await Promise.all([ask(player, "A"), ask(other, "B")]);
    expect(results).toEqual(["A: Pat got GM", "B: Ola got GM"]);
    expect(log).toEqual(["A starts on GM", "B starts on GM", "B ends on GM", "A ends on GM"]);
  });

  it("rejects when the target is not active, or the handler is missing, and relays handler errors", async () => {
    queries()["deckbound.fail"] = () => {
      throw new TypeError("bad payload");
    };
    await expect(query(gm, "deckbound.nope", {})).rejects.toThrow(/not registered/);
    await expect(query(gm, "deckbound.fail", {})).rejects.toThrow("bad payload");
    const offline = await rt.createUser({ name: "Away", role: "GAMEMASTER", active: false });
    queries()["deckbound.ok"] = () => true;
    await expect(query(offline, "deckbound.ok", {})).rejects.toThrow(/not active/);
  });

  it("times out when the handler does not answer within the timeout", async () => {
    queries()["deckbound.never"] = () => new Promise(() => {});
    await expect(query(gm, "deckbound.never", {}, { timeout: 10 })).rejects.toThrow(/timed out/);
  });

  it("the handler runs asynchronously, never inside the caller's synchronous code", async () => {
    const order: string[] = [];
    queries()["deckbound.sync"] = () => void order.push("handler");
    const pending = query(gm, "deckbound.sync", {});
    order.push("caller continues");
    await pending;
    expect(order).toEqual(["caller continues", "handler"]);
  });
});

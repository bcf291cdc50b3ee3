/**
 * The GM queue under adversity. It knows who asks (src/foundry/gm/identity.ts, docs/SECURITY.md):
 * every player request is signed with the sender's session key, published on their own User
 * document, and the GM's client refuses what that key did not sign — a player claiming another
 * player's user id, a replayed request, an unsigned one — telling the GM why; a world setting turns
 * the check off. Two players racing for the last card get one card and one clear refusal; a change
 * of active GM leaves one queue serving the world.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { until } from "./wait.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ players: ["Ann", "Bob"] });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

const ann = () => world.players[0]!;
const bob = () => world.players[1]!;

/** What `user`'s client puts on the wire: `envelope`, sealed with that client's own key. */
const sealedBy = (user: User.Implementation, envelope: unknown) => world.rt.as(user, () => world.modules.identity.sealRequest(envelope));
const sendRaw = (user: User.Implementation, wire: unknown) =>
  world.rt.as(user, () => game.users.activeGM!.query("deckbound.request", wire as never));

const drawFor = (userId: string, actorId: string) => ({ userId, ruleset: "high-card", request: { kind: "draw", actorId, count: 2 } });
const handOf = (actorId: string) => world.cardsIn(`hand:${actorId}`).length;

describe("who sent a request", () => {
  it("[CORE-06] each player's client publishes a key on its own user, and its own signed requests are served", async () => {
    const ada = await world.character("Ada", ann());
    expect(ann().getFlag("deckbound", "requestKey")).toEqual({ session: expect.any(String), ed25519: expect.any(String) });
    expect(await sendRaw(ann(), await sealedBy(ann(), drawFor(ann().id!, ada.id!)))).toMatchObject({ ok: true });
    expect(handOf(ada.id!)).toBe(2);
  });

  it("[CORE-06] Bob claiming to be Ann, to draw into her character, is refused, changes nothing, and the GM is told why", async () => {
    const ada = await world.character("Ada", ann());
    world.rt.writes.reset();
    world.rt.notifications.clear();
    const forged = await sealedBy(bob(), drawFor(ann().id!, ada.id!));
    expect(await sendRaw(bob(), forged)).toEqual({ ok: false, reason: "DECKBOUND.Identity.Refusal.BadSignature" });
    expect(handOf(ada.id!)).toBe(0);
    expect(world.rt.writes.count).toBe(0);
    expect(world.rt.notifications.log.map((entry) => entry.message)).toContainEqual(
      expect.stringContaining("Deckbound refused a request from Ann"),
    );
  });

  it("[CORE-06] a request captured and sent again, or sent unsigned, or with a signature cut from another, is refused", async () => {
    const ada = await world.character("Ada", ann());
    const captured = await sealedBy(ann(), drawFor(ann().id!, ada.id!));
    expect(await sendRaw(ann(), captured)).toMatchObject({ ok: true });
    expect(await sendRaw(bob(), captured)).toEqual({ ok: false, reason: "DECKBOUND.Identity.Refusal.Replayed" });
    expect(await sendRaw(bob(), { ...captured, signature: "" })).toEqual({ ok: false, reason: "DECKBOUND.Identity.Refusal.Unsigned" });
    const other = await sealedBy(ann(), drawFor(ann().id!, ada.id!));
    const tampered = { payload: other.payload.replace('"count":2', '"count":9'), signature: other.signature };
    expect(await sendRaw(bob(), tampered)).toEqual({ ok: false, reason: "DECKBOUND.Identity.Refusal.BadSignature" });
    expect(await sendRaw(bob(), drawFor(ann().id!, ada.id!))).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    expect(handOf(ada.id!)).toBe(2);
  });

  it("[CORE-06] a user whose key is not published is refused with a plain reason; a player cannot publish a key on another's user", async () => {
    const ada = await world.character("Ada", ann());
    const request = await sealedBy(ann(), drawFor(ann().id!, ada.id!));
    await expect(world.rt.as(bob(), () => ann().setFlag("deckbound", "requestKey", { session: "x", ed25519: "eQ==" }))).rejects.toThrow();
    await world.rt.as(world.gm, () => ann().unsetFlag("deckbound", "requestKey"));
    expect(await sendRaw(ann(), request)).toEqual({ ok: false, reason: "DECKBOUND.Identity.Refusal.NoKey" });
    for (const reason of ["Unsigned", "NoKey", "OutdatedKey", "BadSignature", "Replayed"]) {
      expect(game.i18n.localize(`DECKBOUND.Identity.Refusal.${reason}`)).not.toMatch(/^DECKBOUND\./);
    }
  });

  it("[CORE-06] a GM who trusts the table turns the check off: an unsigned request is then served as its claim says", async () => {
    const ada = await world.character("Ada", ann());
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "verifyRequests", false));
    const unsigned = { ...(await sealedBy(ann(), drawFor(ann().id!, ada.id!))), signature: "" };
    expect(await sendRaw(ann(), unsigned)).toMatchObject({ ok: true });
    expect(handOf(ada.id!)).toBe(2);
  });

  it("[CORE-06] a browser without WebCrypto (a Foundry served over plain HTTP) still signs, and its requests are served", async () => {
    const ada = await world.character("Ada", ann());
    const carol = await world.rt.createUser({ name: "Carol", role: "PLAYER" });
    await world.rt.as(world.gm, () => ada.update({ ownership: { [carol.id!]: 3 } } as never));
    // What an insecure context offers: crypto.getRandomValues, and no crypto.subtle.
    const crypto = Object.getOwnPropertyDescriptor(globalThis, "crypto")!;
    const platform = globalThis.crypto;
    Object.defineProperty(globalThis, "crypto", {
      value: { getRandomValues: platform.getRandomValues.bind(platform) },
      configurable: true,
    });
    let result: unknown;
    try {
      result = await world.rt.as(carol, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count: 1 }));
    } finally {
      Object.defineProperty(globalThis, "crypto", crypto);
    }
    // Failed before (WebCrypto signing): Carol was told her browser cannot sign, and the draw was refused as unsigned.
    expect(result).toMatchObject({ ok: true });
    expect(handOf(ada.id!)).toBe(1);
    expect(world.rt.notifications.log).toEqual([]);
  });

  it("[CORE-06] a key left on a user by an older Deckbound (ECDSA) is refused with a plain reason; that user's client publishes a current one over it", async () => {
    const ada = await world.character("Ada", ann());
    const carol = await world.rt.createUser({ name: "Carol", role: "PLAYER" });
    await world.rt.as(world.gm, () => ada.update({ ownership: { [carol.id!]: 3 } } as never));
    await world.rt.as(world.gm, () => carol.setFlag("deckbound", "requestKey", { session: "old", x: "AAAA", y: "BBBB" } as never));
    expect(await sendRaw(bob(), await sealedBy(bob(), drawFor(carol.id!, ada.id!)))).toEqual({
      ok: false,
      reason: "DECKBOUND.Identity.Refusal.OutdatedKey",
    });
    expect(world.rt.notifications.log.map((entry) => entry.message)).toContainEqual(
      expect.stringContaining("an older version of Deckbound"),
    );
    // Carol loads this version: her key replaces the outdated one (whose fields an update may leave beside it).
    expect(await world.ask(carol, { kind: "draw", actorId: ada.id!, count: 1 })).toMatchObject({ ok: true });
    expect(handOf(ada.id!)).toBe(1);
  });

  it("[CORE-06] the GM never reads a refusal that blames the sender's server or browser", () => {
    for (const reason of ["Unsigned", "NoKey", "OutdatedKey", "BadSignature", "Replayed"]) {
      expect(game.i18n.localize(`DECKBOUND.Identity.Refusal.${reason}`)).not.toMatch(/HTTPS|localhost|server|browser cannot/i);
    }
  });
});

describe("an assistant GM", () => {
  // Foundry's ASSISTANT role "has many of the same in-game controls as a Game Master User, but does not
  // have the ability to perform administrative actions like changing User roles or modifying World-level
  // settings" (https://foundryvtt.com/api/enums/foundry.CONST.USER_ROLES.html): at the table, a GM's.
  it("[CORE-06] while the GM is connected and active, the assistant's signed requests are served with a GM's reach; a forged claim to be the assistant is refused", async () => {
    const ada = await world.character("Ada", ann());
    const assistant = await world.rt.createUser({ name: "Co-GM", role: "ASSISTANT" });
    expect(game.users.activeGM?.id).toBe(world.gm.id);
    // Failed before: every query claiming a GM was refused as an impersonation.
    expect(await world.ask(assistant, { kind: "draw", actorId: ada.id!, count: 2 })).toMatchObject({ ok: true });
    expect(handOf(ada.id!)).toBe(2);
    const forged = await sealedBy(bob(), drawFor(assistant.id!, ada.id!));
    expect(await sendRaw(bob(), forged)).toEqual({ ok: false, reason: "DECKBOUND.Identity.Refusal.BadSignature" });
    expect(handOf(ada.id!)).toBe(2);
  });

  it("[CORE-06] with the check off nothing proves who sent a query, so a claim to be a GM is refused", async () => {
    const ada = await world.character("Ada", ann());
    const assistant = await world.rt.createUser({ name: "Co-GM", role: "ASSISTANT" });
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "verifyRequests", false));
    const unsigned = { ...(await sealedBy(bob(), drawFor(assistant.id!, ada.id!))), signature: "" };
    expect(await sendRaw(bob(), unsigned)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.ImpersonatedGM" });
    expect(handOf(ada.id!)).toBe(0);
  });
});

describe("racing for the last card", () => {
  it("[CORE-03] two players drawing the deck's last card at once: one gets it, the other a clear refusal, and no card is lost", async () => {
    const ada = await world.character("Ada", ann());
    const bo = await world.character("Bo", bob());
    for (let drawn = 0; drawn < 51; drawn += 17) await world.ask(ann(), { kind: "draw", actorId: ada.id!, count: 17 });
    expect(world.cardsIn("deck")).toHaveLength(1);
    const [first, second] = await Promise.all([
      world.ask(ann(), { kind: "draw", actorId: ada.id!, count: 1 }),
      world.ask(bob(), { kind: "draw", actorId: bo.id!, count: 1 }),
    ]);
    const results = [first, second];
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "DECKBOUND.Refusal.DeckEmpty" }]);
    expect(handOf(ada.id!) + handOf(bo.id!)).toBe(52);
  });
});

describe("a change of active GM", () => {
  it("[CORE-03] requests still waiting in the old GM's queue are refused once another GM is active, and nothing moves", async () => {
    const ada = await world.character("Ada", ann());
    const second = await world.rt.createUser({ name: "Co-GM", role: "ASSISTANT" });
    expect(game.users.activeGM?.id).toBe(world.gm.id);
    const waiting = [1, 2, 3].map(() =>
      world.rt.as(world.gm, () =>
        world.modules.authority.runAsGm(
          { userId: ann().id, ruleset: "high-card", request: { kind: "draw", actorId: ada.id, count: 1 } },
          false,
        ),
      ),
    );
    (world.gm as unknown as { active: boolean }).active = false;
    expect(game.users.activeGM?.id).toBe(second.id);
    for (const result of await Promise.all(waiting)) expect(result).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotActiveGM" });
    expect(handOf(ada.id!)).toBe(0);
  });
});

describe("handing over between GMs", () => {
  it("[CORE-03] a request still running on the old GM's client finishes before the new active GM's queue starts; no card moves twice", async () => {
    const ada = await world.character("Ada", ann());
    const coGm = await world.rt.createUser({ name: "Co-GM", role: "ASSISTANT" });
    const gm = world.gm as unknown as { active: boolean };
    gm.active = false;
    expect(game.users.activeGM?.id).toBe(coGm.id);
    const events: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The assistant's client, the active GM's, starts a draw of 5 that is still running when the GM returns.
    const running = world.rt.as(coGm, () =>
      world.modules.authority.runInGmQueue(world.ruleset, async (table) => {
        events.push("old started");
        await gate;
        await table.draw("deck", `hand:${ada.id!}`, 5);
        events.push("old finished");
        return { ok: true };
      }),
    );
    await until(() => events.length === 1);
    gm.active = true;
    expect(game.users.activeGM?.id).toBe(world.gm.id);
    const asked = world.ask(ann(), { kind: "draw", actorId: ada.id!, count: 2 }).then((result) => {
      events.push("new served");
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Failed before (each client with its own queue, as in browsers): the new GM's queue served Ann's
    // draw while the old GM's was still running. The runtime's one shared queue had hidden that.
    expect(events).toEqual(["old started"]);
    expect(handOf(ada.id!)).toBe(0);
    release();
    expect(await running).toEqual({ ok: true });
    expect((await asked).ok).toBe(true);
    expect(events).toEqual(["old started", "old finished", "new served"]);
    expect(handOf(ada.id!)).toBe(7);
    expect(world.cardsIn("deck")).toHaveLength(45);
  });

  it("[CORE-03] with one GM, or another GM who has left, the queue serves at once", async () => {
    const ada = await world.character("Ada", ann());
    await world.rt.createUser({ name: "Gone GM", role: "ASSISTANT", active: false });
    expect((await world.ask(ann(), { kind: "draw", actorId: ada.id!, count: 1 })).ok).toBe(true);
    expect(handOf(ada.id!)).toBe(1);
  });
});

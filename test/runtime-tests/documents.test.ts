import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, DataModelValidationError, NotImplementedInRuntime, type FoundryRuntime } from "../runtime/index.ts";
import { TypeDataModel } from "../runtime/data-model.ts";
import { NumberField, StringField } from "../runtime/fields.ts";
import { RuntimeActor, RuntimeCombat, RuntimeCombatant, RuntimeItem } from "../runtime/documents.ts";
import { RuntimeChatMessage } from "../runtime/chat-message.ts";
import { OWNERSHIP_LEVELS } from "../runtime/document.ts";
import type { RuntimeUser } from "../runtime/users.ts";

const { NONE, LIMITED, OBSERVER, OWNER } = OWNERSHIP_LEVELS;

class HeroModel extends TypeDataModel {
  static override defineSchema() {
    return {
      level: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
      handId: new StringField({ required: true, blank: true }),
    };
  }
  declare level: number;
  declare rank: string;
  override prepareDerivedData() {
    this.rank = this.level >= 5 ? "veteran" : "novice";
  }
}

class CheckModel extends TypeDataModel {
  static override defineSchema() {
    return { total: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }) };
  }
}

describe("documents", () => {
  let rt: FoundryRuntime;
  let gm: RuntimeUser;
  let player: RuntimeUser;
  let trusted: RuntimeUser;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    CONFIG.Actor.dataModels["hero"] = HeroModel as never;
    CONFIG.ChatMessage.dataModels["check"] = CheckModel as never;
    gm = (await rt.createUser({ name: "GM", role: "GAMEMASTER" })) as unknown as RuntimeUser;
    player = (await rt.createUser({ name: "Pat", role: "PLAYER" })) as unknown as RuntimeUser;
    trusted = (await rt.createUser({ name: "Tru", role: "TRUSTED" })) as unknown as RuntimeUser;
  });
  afterEach(() => rt.uninstall());

  it("create (single and array), ids, uuids, world collections, system from the registered model", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero", system: { level: 5 } }))!;
    expect(hero.id).toMatch(/^[a-zA-Z0-9]{16}$/);
    expect(hero.uuid).toBe(`Actor.${hero.id}`);
    expect(game.actors.get(hero.id!)).toBe(hero);
    const system = (hero as unknown as { system: HeroModel }).system;
    expect(system).toBeInstanceOf(HeroModel);
    expect(system.parent).toBe(hero);
    expect(system.rank).toBe("veteran");
    const many = await RuntimeActor.create([
      { name: "A", type: "hero" },
      { name: "B", type: "hero" },
    ]);
    expect(many.map((a) => (a as unknown as { name: string }).name)).toEqual(["A", "B"]);
    expect(rt.writes.log).toEqual([
      { op: "create", documentName: "Actor", n: 1 },
      { op: "create", documentName: "Actor", n: 2 },
    ]);
    expect(await fromUuid(hero.uuid as `Actor.${string}`)).toBe(hero);
  });

  it("CONFIG.<Doc>.documentClass: a system subclass is what create makes, with its own data preparation", async () => {
    class DeckboundActor extends RuntimeActor {
      declare label: string;
      override prepareDerivedData() {
        this.label = `${String(this._source["name"])}!`;
      }
    }
    CONFIG.Actor.documentClass = DeckboundActor as never;
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    expect(hero).toBeInstanceOf(DeckboundActor);
    expect((hero as DeckboundActor).label).toBe("Hero!");
    await hero.update({ name: "Ada" });
    expect((hero as DeckboundActor).label).toBe("Ada!");
  });

  it("reset(): a document mirrors its source again, in-memory changes dropped, and prepares its data again", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero", system: { level: 5 } }))!;
    const system = () => (hero as unknown as { system: HeroModel }).system;
    system().level = 1;
    system().rank = "changed in memory";
    rt.writes.reset();
    hero.reset();
    expect(system().level).toBe(5);
    expect(system().rank).toBe("veteran");
    expect(rt.writes.count).toBe(0);
  });

  it("an unknown subtype or invalid system data throws and creates nothing", async () => {
    await expect(RuntimeActor.create({ name: "X", type: "monster" })).rejects.toThrow(/"monster" is not a valid type/);
    await expect(RuntimeActor.create({ name: "X", type: "hero", system: { level: 0 } })).rejects.toThrow(DataModelValidationError);
    expect(game.actors.size).toBe(0);
    expect(rt.writes.count).toBe(0);
  });

  it("embedded Items: created with the actor in one call, then CRUD through the parent", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero", items: [{ name: "Sword", type: "base" }] }))!;
    const items = hero.getEmbeddedCollection("Item");
    expect(items.size).toBe(1);
    const [shield] = await hero.createEmbeddedDocuments("Item", [{ name: "Shield", type: "base" }]);
    expect(shield!.uuid).toBe(`Actor.${hero.id}.Item.${shield!.id}`);
    expect(fromUuidSync(shield!.uuid as `Actor.${string}`)).toBe(shield);
    expect((shield as RuntimeItem).actor).toBe(hero);
    await hero.updateEmbeddedDocuments("Item", [{ _id: shield!.id, name: "Big Shield" }]);
    expect((shield as unknown as { name: string }).name).toBe("Big Shield");
    await hero.deleteEmbeddedDocuments("Item", [shield!.id!]);
    expect(items.size).toBe(1);
    expect(rt.writes.log.map((w) => `${w.op}:${w.documentName}`)).toEqual(["create:Actor", "create:Item", "update:Item", "delete:Item"]);
  });

  it("update validates (invalid → throws, nothing changes), skips no-op updates, accepts dotted keys", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    rt.writes.reset();
    await hero.update({ "system.level": 6 });
    expect((hero as unknown as { system: HeroModel }).system.rank).toBe("veteran");
    await expect(hero.update({ system: { level: "high" } })).rejects.toThrow(DataModelValidationError);
    expect((hero as unknown as { system: HeroModel }).system.level).toBe(6);
    expect(await hero.update({ system: { level: 6 } })).toBeUndefined();
    expect(rt.writes.count).toBe(1);
  });

  it("hooks: pre* get (doc, data/changes, options, userId) and can cancel; post* fire after commit", async () => {
    const calls: string[] = [];
    // Post hooks run on every client, so an observer keeps to its own client's view: userId === game.user.id.
    const mine = (userId: unknown) => userId === game.user.id;
    Hooks.on("preCreateActor", (doc: unknown, data: unknown, _options: unknown, userId: unknown) => {
      calls.push(`preCreate:${(data as { name: string }).name}:${userId === gm.id}`);
      (doc as RuntimeActor).updateSource({ img: "hero.svg" });
      return (data as { name: string }).name !== "Blocked";
    });
    Hooks.on(
      "createActor",
      (doc: unknown, _options: unknown, userId: unknown) => void (mine(userId) && calls.push(`create:${(doc as { img: string }).img}`)),
    );
    Hooks.on(
      "preUpdateActor",
      (_doc: unknown, changes: unknown) => void calls.push(`preUpdate:${JSON.stringify(changes).includes("Renamed")}`),
    );
    Hooks.on(
      "updateActor",
      (_doc: unknown, changes: unknown, _options: unknown, userId: unknown) =>
        void (mine(userId) && calls.push(`update:${(changes as { name: string }).name}`)),
    );
    Hooks.on("deleteActor", (_doc: unknown, _options: unknown, userId: unknown) => void (mine(userId) && calls.push("delete")));
    expect(await RuntimeActor.create({ name: "Blocked", type: "hero" })).toBeUndefined();
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    await hero.update({ name: "Renamed" });
    await hero.delete();
    expect(calls).toEqual([
      "preCreate:Blocked:true",
      "preCreate:Hero:true",
      "create:hero.svg",
      "preUpdate:true",
      "update:Renamed",
      "delete",
    ]);
    expect(game.actors.size).toBe(0);
  });

  it("a listener that throws is caught and recorded, as in Foundry: the others still run, and the update() caller never sees it", async () => {
    const ran: string[] = [];
    const logged = console.error;
    console.error = () => undefined;
    try {
      Hooks.on("preUpdateActor", () => {
        throw new Error("pre broke");
      });
      Hooks.on("preUpdateActor", () => void ran.push("pre"));
      Hooks.on("updateActor", (_doc: unknown, _changes: unknown, _options: unknown, userId: unknown) => {
        if (userId === game.user.id) throw new Error("post broke");
      });
      Hooks.on(
        "updateActor",
        (_doc: unknown, _changes: unknown, _options: unknown, userId: unknown) => void (userId === game.user.id && ran.push("post")),
      );
      const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
      await expect(hero.update({ name: "Renamed" })).resolves.toBe(hero);
      expect((hero as unknown as { name: string }).name).toBe("Renamed");
      expect(ran).toEqual(["pre", "post"]);
      expect(rt.hookErrors.log.map(({ hook, error }) => `${hook}: ${(error as Error).message}`)).toEqual([
        "preUpdateActor: pre broke",
        "updateActor: post broke",
      ]);
      // Left uncleared, the errors fail the test at uninstall.
      expect(() => rt.uninstall()).toThrow(/A hook listener threw.*preUpdateActor: Error: pre broke/);
      rt = installFoundryRuntime();
    } finally {
      console.error = logged;
    }
  });

  it("a listener reaching what the runtime does not implement still fails closed, to the caller", async () => {
    Hooks.on("updateActor", () => (game as unknown as { scenes: unknown }).scenes);
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    await expect(hero.update({ name: "Renamed" })).rejects.toThrow(NotImplementedInRuntime);
    expect(rt.hookErrors.log).toEqual([]);
  });

  it("post hooks run once on every connected client (initiator first), pre hooks only on the initiator", async () => {
    const seen: string[] = [];
    Hooks.on("preCreateItem", () => void seen.push(`pre on ${game.user.name}`));
    Hooks.on(
      "createItem",
      (_doc: unknown, _options: unknown, userId: unknown) =>
        void seen.push(`post on ${game.user.name} from ${userId === player.id ? "Pat" : "?"}`),
    );
    const offline = (await rt.createUser({ name: "Away", role: "PLAYER", active: false })) as unknown as RuntimeUser;
    expect(offline.active).toBe(false);
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero", ownership: { default: NONE, [player.id!]: OWNER } }))!;
    await rt.as(player as never, () => hero.createEmbeddedDocuments("Item", [{ name: "Sword", type: "base" }]));
    expect(seen).toEqual(["pre on Pat", "post on Pat from Pat", "post on GM from Pat", "post on Tru from Pat"]);
  });

  it("postHooksOn: 'initiator-only' keeps post hooks on the initiating client", async () => {
    rt.uninstall();
    rt = installFoundryRuntime({ postHooksOn: "initiator-only" });
    await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    await rt.createUser({ name: "Pat", role: "PLAYER" });
    let calls = 0;
    Hooks.on("createActor", () => void calls++);
    await RuntimeActor.create({ name: "Hero", type: "base" });
    expect(calls).toBe(1);
  });

  it("ownership levels, testUserPermission, isOwner, canUserModify", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero", ownership: { default: LIMITED, [player.id!]: OWNER } }))!;
    expect(hero.testUserPermission(player, "OWNER")).toBe(true);
    expect(hero.testUserPermission(trusted, "LIMITED")).toBe(true);
    expect(hero.testUserPermission(trusted, "OBSERVER")).toBe(false);
    expect(hero.testUserPermission(trusted, LIMITED, { exact: true })).toBe(true);
    expect(hero.testUserPermission(gm, "OWNER")).toBe(true);
    expect(await rt.as(player as never, () => hero.isOwner)).toBe(true);
    expect(await rt.as(trusted as never, () => hero.isOwner)).toBe(false);
    expect(hero.canUserModify(trusted, "update")).toBe(false);
    expect(hero.canUserModify(player, "delete")).toBe(true);
    expect([NONE, OBSERVER]).toEqual([0, 2]);
  });

  it("players update and delete only what they own, and cannot create world actors", async () => {
    const mine = (await RuntimeActor.create({ name: "Mine", type: "hero", ownership: { default: NONE, [player.id!]: OWNER } }))!;
    const theirs = (await RuntimeActor.create({ name: "Theirs", type: "hero", ownership: { default: OBSERVER } }))!;
    await rt.as(player as never, () => mine.update({ name: "Still mine" }));
    await expect(rt.as(player as never, () => theirs.update({ name: "Stolen" }))).rejects.toThrow(/lacks permission to update Actor/);
    await expect(rt.as(player as never, () => theirs.delete())).rejects.toThrow(/lacks permission to delete/);
    await expect(rt.as(trusted as never, () => RuntimeActor.create({ name: "New", type: "hero" }))).rejects.toThrow(
      /lacks permission to create/,
    );
    expect((theirs as unknown as { name: string }).name).toBe("Theirs");
  });

  it("chat messages: players post their own, typed subtypes, whisper/speaker helpers, only the author edits", async () => {
    const message = (await rt.as(player as never, () =>
      RuntimeChatMessage.create({
        type: "check",
        system: { total: 12 },
        content: "<p>hi</p>",
        speaker: RuntimeChatMessage.getSpeaker({ alias: "Pat" }),
      }),
    ))!;
    expect(message._source["author"]).toBe(player.id);
    expect((message as unknown as { system: { total: number } }).system.total).toBe(12);
    await expect(rt.as(trusted as never, () => message.update({ content: "x" }))).rejects.toThrow(/permission/);
    // Its author may edit it, but never change who wrote it (failed before: the author could make it the GM's).
    await rt.as(player as never, () => message.update({ content: "<p>edited</p>" }));
    await expect(rt.as(player as never, () => message.update({ author: gm.id }))).rejects.toThrow(/lacks permission to update ChatMessage/);
    expect(message._source["author"]).toBe(player.id);
    await rt.as(gm as never, () => message.update({ author: trusted.id }));
    expect(message._source["author"]).toBe(trusted.id);
    await expect(rt.as(player as never, () => RuntimeChatMessage.create({ content: "forged", author: trusted.id }))).rejects.toThrow(
      /permission/,
    );
    const data = RuntimeChatMessage.applyRollMode({ content: "secret" }, "blindroll");
    expect(data).toEqual({ content: "secret", whisper: [gm.id], blind: true });
    expect(RuntimeChatMessage.getWhisperRecipients("GM")).toEqual([gm]);
    const whisper = (await RuntimeChatMessage.create({ content: "psst", whisper: [player.id] }))!;
    expect(whisper.testUserPermission(trusted, "OBSERVER")).toBe(false);
    expect(whisper.testUserPermission(player, "OBSERVER")).toBe(true);
  });

  it("flags: getFlag/setFlag/unsetFlag for the system scope; unknown scopes throw", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    await hero.setFlag("deckbound", "hand.id", "abc");
    expect(hero.getFlag("deckbound", "hand.id")).toBe("abc");
    expect(hero.getFlag("deckbound", "missing")).toBeUndefined();
    await hero.unsetFlag("deckbound", "hand.id");
    expect(hero.getFlag("deckbound", "hand")).toEqual({});
    expect(() => hero.getFlag("othermod", "x")).toThrow(/not valid/);
    expect(rt.writes.count).toBe(3);
  });

  it("users: roles, isGM, activeGM (first GM unless inactive), isSelf and character", async () => {
    expect(game.users.activeGM).toBe(gm);
    expect(gm.isGM && !player.isGM && !trusted.isGM).toBe(true);
    const assistant = (await rt.createUser({ name: "Asst", role: "ASSISTANT" })) as unknown as RuntimeUser;
    expect(assistant.isGM).toBe(true);
    expect(game.users.activeGM).toBe(gm);
    const offline = (await rt.createUser({ name: "Offline GM", role: "GAMEMASTER", active: false })) as unknown as RuntimeUser;
    expect(offline.active).toBe(false);
    gm.active = false;
    expect(game.users.activeGM).toBe(assistant);
    expect(await rt.as(player as never, () => [game.user === (player as never), player.isSelf, gm.isSelf])).toEqual([true, true, false]);
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    player.updateSource({ character: hero.id });
    expect((player as unknown as { character: unknown }).character).toBe(hero);
  });

  it("users: a player updates only their own User document, and not its role; another user's is refused, flags too", async () => {
    await rt.as(player as never, () => player.setFlag("deckbound", "requestKey", { session: "s", ed25519: "k" }));
    await expect(rt.as(player as never, () => trusted.setFlag("deckbound", "requestKey", { session: "s", ed25519: "k" }))).rejects.toThrow(
      /lacks permission to update User/,
    );
    await expect(rt.as(player as never, () => trusted.update({ name: "Renamed" }))).rejects.toThrow(/lacks permission/);
    await expect(rt.as(player as never, () => player.update({ role: 4 }))).rejects.toThrow(/lacks permission/);
    expect(trusted.getFlag("deckbound", "requestKey")).toBeUndefined();
    await rt.as(gm as never, () => trusted.setFlag("deckbound", "requestKey", { session: "g", ed25519: "k" }));
    expect(trusted.getFlag("deckbound", "requestKey")).toEqual({ session: "g", ed25519: "k" });
  });

  it("combats: GM-created with embedded combatants; players cannot create or change them", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    const combat = (await RuntimeCombat.create({ combatants: [{ actorId: hero.id, name: "Hero", initiative: 12 }] }))!;
    const combatants = combat.getEmbeddedCollection("Combatant");
    expect(combatants.size).toBe(1);
    expect((combatants.contents[0] as RuntimeCombatant).actor).toBe(hero);
    await expect(rt.as(player as never, () => RuntimeCombat.create({}))).rejects.toThrow(/permission/);
    await expect(rt.as(player as never, () => combat.update({ round: 2 }))).rejects.toThrow(/permission/);
    await combat.update({ round: 1 });
    expect(rt.writes.log.map((w) => `${w.op}:${w.documentName}:${w.n}`)).toEqual(["create:Actor:1", "create:Combat:1", "update:Combat:1"]);
  });

  it("foundry.utils offers Foundry's helpers with their documented behaviour", () => {
    const { mergeObject, expandObject, flattenObject, getProperty, setProperty, isEmpty, diffObject, deepClone } = foundry.utils;
    expect(mergeObject({ a: { b: 1, c: 2 } }, { "a.b": 3, d: 4 })).toEqual({ a: { b: 3, c: 2 }, d: 4 });
    expect(mergeObject({ a: 1 }, { b: 2 }, { insertKeys: false })).toEqual({ a: 1 });
    expect(mergeObject({ a: { b: 1 } }, { a: { "-=b": null } }, { performDeletions: true })).toEqual({ a: {} });
    expect(expandObject({ "a.b": 1 })).toEqual({ a: { b: 1 } });
    expect(flattenObject({ a: { b: 1 } })).toEqual({ "a.b": 1 });
    const target = {};
    setProperty(target, "x.y", 5);
    expect(getProperty(target, "x.y")).toBe(5);
    expect([isEmpty({}), isEmpty([]), isEmpty({ a: 1 })]).toEqual([true, true, false]);
    expect(diffObject({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 } })).toEqual({ b: { c: 3 } });
    const original = { list: [1, { z: 2 }] };
    expect(deepClone(original)).toEqual(original);
    expect(deepClone(original).list).not.toBe(original.list);
    expect(() => (foundry.utils as unknown as Record<string, unknown>)["sourceDiff"]).toThrow(NotImplementedInRuntime);
  });

  it("foundry.utils.debounce calls once after the burst; pending calls die with the runtime", async () => {
    const calls: number[] = [];
    const soon = foundry.utils.debounce((n: number) => void calls.push(n), 5);
    soon(1);
    soon(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([2]);
    soon(3);
    rt.uninstall();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([2]);
    rt = installFoundryRuntime();
  });

  it("the default client outside runtime.as is the first user made", () => {
    expect(game.user).toBe(gm as never);
  });

  it("fails closed: unknown properties of globals, documents and classes throw with their path", async () => {
    const hero = (await RuntimeActor.create({ name: "Hero", type: "hero" }))!;
    const read = (object: unknown, key: string) => () => (object as Record<string, unknown>)[key];
    expect(read(game, "scenes")).toThrow(NotImplementedInRuntime);
    expect(read(game, "scenes")).toThrow("game.scenes");
    expect(read(CONFIG, "Token")).toThrow("CONFIG.Token");
    expect(read(CONFIG.Actor, "trackableAttributes")).toThrow("CONFIG.Actor.trackableAttributes");
    expect(read(foundry.utils, "fetchJsonWithTimeout")).toThrow("foundry.utils.fetchJsonWithTimeout");
    expect(read(ui, "chat")).toThrow("ui.chat");
    expect(read(hero, "getRollData")).toThrow("RuntimeActor.getRollData");
    expect(read(RuntimeActor, "fromDropData")).toThrow("RuntimeActor.fromDropData");
    expect(read(game.packs, "getName")).not.toThrow();
    expect(read(game.packs, "getIndex")).toThrow("Collection.getIndex");
    expect(game.packs.size).toBe(0);
    expect(read(hero, "then")()).toBeUndefined();
    expect(JSON.parse(JSON.stringify(hero)).name).toBe("Hero");
  });

  it("uninstall removes the globals", () => {
    rt.uninstall();
    expect("game" in globalThis).toBe(false);
    expect("Actor" in globalThis).toBe(false);
    rt = installFoundryRuntime();
  });
});

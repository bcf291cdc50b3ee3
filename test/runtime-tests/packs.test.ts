import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, NotImplementedInRuntime, type FoundryRuntime } from "../runtime/index.ts";

type Pack = {
  collection: string;
  visible: boolean;
  ownership: Record<string, string>;
  getUserLevel(user?: User.Implementation): number;
  configure(configuration: object): Promise<void>;
};

describe("game.packs", () => {
  let rt: FoundryRuntime;
  let gm: User.Implementation;
  let assistant: User.Implementation;
  let trusted: User.Implementation;
  let player: User.Implementation;
  const pack = (name: string) => game.packs.get(`deckbound.${name}`) as unknown as Pack;

  beforeEach(async () => {
    rt = installFoundryRuntime({
      packs: [
        { name: "open", label: "Open", type: "Item" },
        { name: "trusted", label: "Trusted", type: "Actor", ownership: { PLAYER: "LIMITED", TRUSTED: "OBSERVER", ASSISTANT: "OWNER" } },
      ],
    });
    gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    assistant = await rt.createUser({ name: "Asa", role: "ASSISTANT" });
    trusted = await rt.createUser({ name: "Tess", role: "TRUSTED" });
    player = await rt.createUser({ name: "Pat", role: "PLAYER" });
  });
  afterEach(() => rt.uninstall());

  it("holds the manifest's packs by collection id; a level comes from the user's role or the nearest role below; a GM owns every pack", async () => {
    expect(game.packs.map((p) => (p as unknown as Pack).collection)).toEqual(["deckbound.open", "deckbound.trusted"]);
    expect(pack("open").ownership).toEqual({ PLAYER: "OBSERVER", ASSISTANT: "OWNER" });
    expect(pack("open").getUserLevel(trusted)).toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER);
    expect(pack("trusted").getUserLevel(player)).toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.LIMITED);
    expect(pack("trusted").getUserLevel(trusted)).toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER);
    expect(pack("trusted").getUserLevel(assistant)).toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER);
    expect(pack("trusted").getUserLevel(gm)).toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER);
    expect(await rt.as(player, () => pack("trusted").visible)).toBe(false);
    expect(await rt.as(trusted, () => pack("trusted").visible)).toBe(true);
  });

  it("as on 13.347+ (foundryvtt#13283) a GM's configure keeps no ownership: the manifest's stands; other keys are a world setting; a player may not configure; a level that is not one throws", async () => {
    await rt.as(gm, () => pack("open").configure({ ownership: { PLAYER: "NONE", TRUSTED: "INHERIT" }, sort: 3 }));
    expect(pack("open").ownership).toEqual({ PLAYER: "OBSERVER", ASSISTANT: "OWNER" });
    expect((pack("open") as unknown as { config: object }).config).toEqual({ sort: 3 });
    expect(await rt.as(trusted, () => pack("open").visible)).toBe(true);
    expect(rt.writes.log).toEqual([{ op: "create", documentName: "Setting", n: 1 }]);
    await expect(rt.as(player, () => pack("open").configure({ sort: 1 }))).rejects.toThrow(/permission/);
    await expect(rt.as(gm, () => pack("open").configure({ ownership: { PLAYER: "SEE" } }))).rejects.toThrow(/not a role and a level/);
  });

  it("game.packs is a Collection: a client deleting a pack drops it from its own list only", async () => {
    await rt.as(player, () => game.packs.delete("deckbound.open"));
    expect(await rt.as(player, () => game.packs.get("deckbound.open"))).toBeUndefined();
    expect(await rt.as(player, () => game.packs.map((p) => (p as unknown as Pack).collection))).toEqual(["deckbound.trusted"]);
    expect(await rt.as(gm, () => game.packs.get("deckbound.open"))).toBeDefined();
  });

  it("a pack's documents fail closed", () => {
    expect(() => (pack("open") as unknown as { index: unknown }).index).toThrow(NotImplementedInRuntime);
  });
});

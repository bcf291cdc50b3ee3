import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";
import { loadLanguage } from "../../scripts/lang.mjs";
import { fileURLToPath } from "node:url";
import { NumberField } from "../runtime/fields.ts";
import { FIXTURE_LANG } from "./fixtures.ts";

/** game.settings typed loosely: the project's SettingConfig does not know these test keys. */
const settings = () =>
  game.settings as unknown as {
    register(ns: string, key: string, config: object): void;
    get(ns: string, key: string): unknown;
    set(ns: string, key: string, value: unknown): Promise<unknown>;
  };

describe("game.settings", () => {
  let rt: FoundryRuntime;
  let gm: User.Implementation;
  let player: User.Implementation;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    player = await rt.createUser({ name: "Pat", role: "PLAYER" });
  });
  afterEach(() => rt.uninstall());

  it("returns defaults, coerces by type, and calls onChange after a change on every client", async () => {
    const changes: unknown[] = [];
    settings().register("deckbound", "handSize", {
      scope: "world",
      type: Number,
      default: 5,
      range: { min: 1, max: 10 },
      onChange: (v: unknown) => changes.push(`${game.user.name}:${String(v)}`),
    });
    expect(settings().get("deckbound", "handSize")).toBe(5);
    expect(await settings().set("deckbound", "handSize", "7")).toBe(7);
    expect(settings().get("deckbound", "handSize")).toBe(7);
    expect(changes).toEqual(["GM:7", "Pat:7"]);
    await expect(settings().set("deckbound", "handSize", 11)).rejects.toThrow(/range/);
    expect(rt.writes.log).toEqual([{ op: "create", documentName: "Setting", n: 1 }]);
  });

  it("has the world's stored settings before init: a world setting reads its stored value as soon as it is registered, and a change updates it", async () => {
    rt.uninstall();
    rt = installFoundryRuntime({ worldSettings: { "deckbound.ruleset": "doa" } });
    gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    expect(() => settings().get("deckbound", "ruleset")).toThrow(/not a registered game setting/);
    settings().register("deckbound", "ruleset", { scope: "world", type: String, default: "belmont" });
    expect(settings().get("deckbound", "ruleset")).toBe("doa");
    await rt.as(gm, () => settings().set("deckbound", "ruleset", "director"));
    expect(settings().get("deckbound", "ruleset")).toBe("director");
    expect(rt.writes.log).toEqual([{ op: "update", documentName: "Setting", n: 1 }]);
  });

  it("validates choices and DataField types; unregistered keys throw", async () => {
    settings().register("deckbound", "drawMode", { scope: "world", type: String, choices: { top: "T", random: "R" }, default: "top" });
    settings().register("deckbound", "bonus", {
      scope: "world",
      type: new NumberField({ required: true, nullable: false, integer: true }),
      default: 0,
    });
    await expect(settings().set("deckbound", "drawMode", "bottom")).rejects.toThrow(/choices/);
    await settings().set("deckbound", "drawMode", "random");
    await expect(settings().set("deckbound", "bonus", 1.5)).rejects.toThrow(/integer/);
    expect(() => settings().get("deckbound", "missing")).toThrow(/not a registered game setting/);
  });

  it("world settings need a GM to set; client settings are per user and not database writes", async () => {
    settings().register("deckbound", "secret", { scope: "world", type: Boolean, default: false });
    settings().register("deckbound", "compact", { scope: "client", type: Boolean, default: false });
    await expect(rt.as(player, () => settings().set("deckbound", "secret", true))).rejects.toThrow(/permission/);
    await rt.as(player, () => settings().set("deckbound", "compact", true));
    expect(await rt.as(player, () => settings().get("deckbound", "compact"))).toBe(true);
    expect(await rt.as(gm, () => settings().get("deckbound", "compact"))).toBe(false);
    expect(rt.writes.count).toBe(0);
  });
});

describe("game.i18n", () => {
  let rt: FoundryRuntime;
  afterEach(() => rt.uninstall());

  it("reads the repository's merged language files by default", () => {
    rt = installFoundryRuntime();
    const merged = loadLanguage(fileURLToPath(new URL("../../lang", import.meta.url)));
    expect(game.i18n.translations).toEqual(merged);
    expect(game.i18n.localize("DECKBOUND.SystemTitle")).toBe("Deckbound");
  });

  it("localize, format with {name}, has; missing keys come back as the key", () => {
    rt = installFoundryRuntime({ langDir: FIXTURE_LANG });
    expect(game.i18n.localize("DECKBOUND.RuntimeFixture.Plain")).toBe("Plain text");
    expect(game.i18n.format("DECKBOUND.RuntimeFixture.Greeting", { name: "Ada" })).toBe("Hello, Ada!");
    expect(game.i18n.format("DECKBOUND.RuntimeFixture.Greeting", {})).toBe("Hello, {name}!");
    expect(game.i18n.has("DECKBOUND.RuntimeFixture.Plain")).toBe(true);
    expect(game.i18n.has("DECKBOUND.RuntimeFixture")).toBe(false);
    expect(game.i18n.localize("DECKBOUND.Nope")).toBe("DECKBOUND.Nope");
  });

  it("ui.notifications records what was shown, localised on request", async () => {
    rt = installFoundryRuntime({ langDir: FIXTURE_LANG });
    ui.notifications.warn("DECKBOUND.RuntimeFixture.Plain", { localize: true });
    ui.notifications.error("raw text");
    expect(rt.notifications.log).toEqual([
      { type: "warn", message: "Plain text" },
      { type: "error", message: "raw text" },
    ]);
    rt.notifications.clear();
    expect(rt.notifications.log).toEqual([]);
  });
});

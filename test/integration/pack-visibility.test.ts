/**
 * The compendium packs of rulesets a world does not play are kept out of its players' way: at
 * ready the active GM hides them from the PLAYER and TRUSTED roles (the world's compendium
 * configuration), shows again the packs of the world's ruleset it hid while another was played,
 * and tells the GM if Foundry did not keep a change. The GM sees every pack.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";
import type { PackManifest } from "../runtime/packs.ts";

const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { packs: PackManifest[] };

let rt: FoundryRuntime;
let gm: User.Implementation;
let trusted: User.Implementation;
let ann: User.Implementation;
let system: typeof import("../../src/foundry/system.ts");

beforeEach(async () => {
  rt = installFoundryRuntime({ packs: manifest.packs });
  gm = await rt.createUser({ name: "Gamemaster", role: "GAMEMASTER" });
  trusted = await rt.createUser({ name: "Tess", role: "TRUSTED" });
  ann = await rt.createUser({ name: "Ann", role: "PLAYER" });
  await import("../../src/rulesets/index.ts");
  system = await import("../../src/foundry/system.ts");
  system.initSystem();
});

afterEach(() => rt.uninstall());

type Pack = { collection: string; visible: boolean; title: string; configure(configuration: object): Promise<void> };
const packs = () => [...(game.packs as unknown as Iterable<Pack>)];

/** The packs `user` sees in the Compendium tab, by name. */
const seen = (user: User.Implementation) => rt.as(user, () => packs().flatMap((pack) => (pack.visible ? [pack.collection] : [])));

async function play(ruleset: string): Promise<void> {
  await rt.as(gm, () => game.settings.set("deckbound", "activeRuleset", ruleset));
  await rt.as(gm, () => system.readySystem());
}

describe("compendium packs of other rulesets", () => {
  it("[CORE-03] at ready the GM hides other rulesets' packs from players and trusted players; the GM still sees all; a second ready writes nothing", async () => {
    expect(await seen(ann)).toContain("deckbound.bastards-items");
    await play("belmont");
    const everything = manifest.packs.map((pack) => `deckbound.${pack.name}`);
    expect(await seen(gm)).toEqual(everything);
    expect(await seen(ann)).toEqual(["deckbound.rules", "deckbound.belmont-actors"]);
    expect(await seen(trusted)).toEqual(["deckbound.rules", "deckbound.belmont-actors"]);
    expect(rt.notifications.log.filter((entry) => entry.type === "error")).toEqual([]);

    rt.writes.reset();
    await rt.as(gm, () => system.readySystem());
    expect(rt.writes.log.filter((entry) => entry.documentName === "Setting")).toEqual([]);
  });

  it("[CORE-03] a player's client changes nothing at ready", async () => {
    await rt.as(gm, () => game.settings.set("deckbound", "activeRuleset", "doa"));
    await rt.as(ann, () => system.readySystem());
    expect(await seen(ann)).toContain("deckbound.belmont-actors");
  });

  it("[CORE-03] when the world changes ruleset, the new ruleset's packs come back and the old one's are hidden", async () => {
    await play("doa");
    expect(await seen(ann)).toEqual(["deckbound.rules", "deckbound.doa-actors", "deckbound.doa-items"]);
    await play("director");
    expect(await seen(ann)).toEqual(["deckbound.rules", "deckbound.director-items", "deckbound.director-actors"]);
    expect(await seen(trusted)).toEqual(["deckbound.rules", "deckbound.director-items", "deckbound.director-actors"]);
  });

  it("[CORE-03] a pack whose new ownership Foundry did not keep is named to the GM in an error, never assumed hidden", async () => {
    const fates = packs().find((pack) => pack.collection === "deckbound.fates52-actors")!;
    fates.configure = async () => {};
    await play("bastards");
    expect(await seen(ann)).toContain("deckbound.fates52-actors");
    const errors = rt.notifications.log.filter((entry) => entry.type === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("52 Fates: Monsters and Example Characters");
    expect(errors[0]!.message).not.toContain("DECKBOUND.");
  });
});

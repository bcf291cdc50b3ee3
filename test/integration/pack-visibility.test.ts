/**
 * The compendium packs of rulesets a world does not play are kept out of its players' way: at
 * ready the active GM hides them from the PLAYER and TRUSTED roles (the world's compendium
 * configuration), shows again the packs of the world's ruleset it hid while another was played,
 * and tells the GM if Foundry did not keep a change. The GM sees every pack.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
let trusted: User.Implementation;

beforeEach(async () => {
  world = await createWorld({ ruleset: "doa", players: ["Ann"], packs: true });
  trusted = await world.rt.createUser({ name: "Tess", role: "TRUSTED" });
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

type Pack = { collection: string; visible: boolean; configure(configuration: object): Promise<void> };
const packs = () => [...(game.packs as unknown as Iterable<Pack>)];

/** The packs `user` sees in the Compendium tab, by id. */
const seen = (user: User.Implementation) => world.rt.as(user, () => packs().flatMap((pack) => (pack.visible ? [pack.collection] : [])));

async function play(ruleset: string): Promise<void> {
  await world.rt.as(world.gm, () => game.settings.set("deckbound", "activeRuleset", ruleset));
  await world.rt.as(world.gm, () => world.modules.system.readySystem());
}

describe("compendium packs of other rulesets", () => {
  it("[CORE-03] at ready the GM hides other rulesets' packs from players and trusted players; the GM still sees all; a second ready writes nothing", async () => {
    const ann = world.players[0]!;
    expect(await seen(ann)).toContain("deckbound.bastards-items");
    await play("belmont");
    expect(await seen(world.gm)).toEqual(packs().map((pack) => pack.collection));
    expect(packs()).toHaveLength(10);
    expect(await seen(ann)).toEqual(["deckbound.rules", "deckbound.belmont-actors"]);
    expect(await seen(trusted)).toEqual(["deckbound.rules", "deckbound.belmont-actors"]);
    expect(world.rt.notifications.log.filter((entry) => entry.type === "error")).toEqual([]);

    world.rt.writes.reset();
    await world.rt.as(world.gm, () => world.modules.system.readySystem());
    expect(world.rt.writes.log.filter((entry) => entry.documentName === "Setting")).toEqual([]);
  });

  it("[CORE-03] every pack of the system but the rules belongs to a registered ruleset by its name (<id>-…), so none escapes the hiding", () => {
    const owners = packs().map((pack) => pack.collection.split(".")[1]!.split("-")[0]!);
    expect(owners.filter((owner) => owner !== "rules" && !world.modules.registry.rulesets.get(owner))).toEqual([]);
    expect(new Set(owners)).toEqual(new Set(["rules", "belmont", "bastards", "fates52", "doa", "director"]));
  });

  it("[CORE-03] a player's client changes nothing at ready", async () => {
    await world.rt.as(world.players[0]!, () => world.modules.system.readySystem());
    expect(await seen(world.players[0]!)).toContain("deckbound.belmont-actors");
  });

  it("[CORE-03] when the world changes ruleset, the new ruleset's packs come back and the old one's are hidden", async () => {
    await play("doa");
    expect(await seen(world.players[0]!)).toEqual(["deckbound.rules", "deckbound.doa-actors", "deckbound.doa-items"]);
    await play("director");
    expect(await seen(world.players[0]!)).toEqual(["deckbound.rules", "deckbound.director-items", "deckbound.director-actors"]);
    expect(await seen(trusted)).toEqual(["deckbound.rules", "deckbound.director-items", "deckbound.director-actors"]);
  });

  it("[CORE-03] a pack whose new ownership Foundry did not keep is named to the GM in an error, never assumed hidden", async () => {
    const fates = packs().find((pack) => pack.collection === "deckbound.fates52-actors")!;
    fates.configure = async () => {};
    await play("bastards");
    expect(await seen(world.players[0]!)).toContain("deckbound.fates52-actors");
    const errors = world.rt.notifications.log.filter((entry) => entry.type === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("52 Fates: Monsters and Example Characters");
    expect(errors[0]!.message).not.toContain("DECKBOUND.");
  });
});

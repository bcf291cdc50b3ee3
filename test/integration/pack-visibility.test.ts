/**
 * The compendium packs of rulesets a world does not play are kept out of its players' way: at setup
 * each client whose user is not a GM drops them from its own `game.packs` (Foundry 13.347+ keeps no
 * configured pack ownership, foundryvtt#13283, and the stand-in does the same). A GM and an
 * assistant GM keep every pack; nothing is written and no error is shown at login.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
let trusted: User.Implementation;
let assistant: User.Implementation;

beforeEach(async () => {
  world = await createWorld({ ruleset: "doa", players: ["Ann"], packs: true });
  trusted = await world.rt.createUser({ name: "Tess", role: "TRUSTED" });
  assistant = await world.rt.createUser({ name: "Asa", role: "ASSISTANT" });
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

type Pack = { collection: string; visible: boolean };
const packs = () => [...(game.packs as unknown as Iterable<Pack>)];
const ALL = 10;

/** The packs `user`'s client offers in its Compendium tab after its setup, by id. */
const seen = (user: User.Implementation) =>
  world.rt.as(user, () => {
    world.modules.system.setupSystem();
    return packs().flatMap((pack) => (pack.visible ? [pack.collection] : []));
  });

async function play(ruleset: string): Promise<void> {
  await world.rt.as(world.gm, () => game.settings.set("deckbound", "activeRuleset", ruleset));
}

describe("compendium packs of other rulesets", () => {
  it("[CORE-03] a player's and a trusted player's client offer only this ruleset's packs and the rules; a GM's and an assistant's offer all; nothing is written, no error", async () => {
    await play("belmont");
    world.rt.writes.reset();
    expect(await seen(world.players[0]!)).toEqual(["deckbound.rules", "deckbound.belmont-actors"]);
    expect(await seen(trusted)).toEqual(["deckbound.rules", "deckbound.belmont-actors"]);
    expect(await seen(world.gm)).toHaveLength(ALL);
    expect(await seen(assistant)).toHaveLength(ALL);
    await world.rt.as(world.gm, () => world.modules.system.readySystem());
    expect(world.rt.writes.log.filter((entry) => entry.documentName === "Setting")).toEqual([]);
    expect(world.rt.notifications.log.filter((entry) => entry.type === "error")).toEqual([]);
  });

  it("[CORE-03] every pack of the system but the rules belongs to a registered ruleset by its name (<id>-…), so none escapes the hiding", () => {
    const owners = packs().map((pack) => pack.collection.split(".")[1]!.split("-")[0]!);
    expect(owners).toHaveLength(ALL);
    expect(owners.filter((owner) => owner !== "rules" && !world.modules.registry.rulesets.get(owner))).toEqual([]);
    expect(new Set(owners)).toEqual(new Set(["rules", "belmont", "bastards", "fates52", "doa", "director"]));
  });

  it("[CORE-03] the packs a client offers follow the ruleset the world plays when it loads", async () => {
    expect(await seen(world.players[0]!)).toEqual(["deckbound.rules", "deckbound.doa-actors", "deckbound.doa-items"]);
    await play("director");
    // Tess's client loads after the change (each client has its own game.packs).
    expect(await seen(trusted)).toEqual(["deckbound.rules", "deckbound.director-items", "deckbound.director-actors"]);
  });
});

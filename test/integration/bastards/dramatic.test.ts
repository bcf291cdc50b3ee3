/**
 * Dramatic actions with their wildcard costs and the GM's New scene, through the GM queue.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BASTARDS_WORLD, fated, lying, players } from "./helpers.ts";
import { DRAMATIC_MESSAGE } from "../../../src/rulesets/bastards/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(BASTARDS_WORLD);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const system = (actor: Actor.Implementation) =>
  game.actors.get(actor.id!)!.system as unknown as { wildcards: number; timePasses: { open: boolean } };

async function offer(user: User.Implementation, actor: Actor.Implementation, action: string, option = 0): Promise<string> {
  const started = await world.ask(user, {
    kind: "startCard",
    messageType: DRAMATIC_MESSAGE,
    actorId: actor.id!,
    options: { action, option },
  });
  if (!started.ok) throw new Error(started.reason);
  return started.messageId!;
}

describe("dramatic actions", () => {
  it("[GOB-21] [GOB-22] from the sheet the actions that change an opposition (Distance, Involve, Appearance…) are refused, as they are its card's, and nothing is paid", async () => {
    const [ann] = players(world);
    const ana = await fated(world, "Ana", ann, { wildcards: 1 });
    await world.setUp();
    for (const action of ["distance", "involve", "reinforce", "appearance", "flee", "giveChase"])
      expect(
        await world.ask(ann, { kind: "startCard", messageType: DRAMATIC_MESSAGE, actorId: ana.id!, options: { action, option: 0 } }),
        action,
      ).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.UnknownAction" });
    expect(system(ana).wildcards).toBe(1);
  });

  it("[GOB-03] [GOB-22] Time Passes needs the table's agreement (the GM confirms) and opens XP spending for every Fated", async () => {
    const [ann, bob] = players(world);
    const ana = await fated(world, "Ana", ann, {});
    const bram = await fated(world, "Bram", bob, {});
    await world.setUp();
    const id = await offer(ann, ana, "timePasses");
    expect(await world.act(ann, id, "confirm")).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.GmOnly" });
    expect((await world.act(world.gm, id, "confirm")).ok).toBe(true);
    expect(system(ana).timePasses.open).toBe(true);
    expect(system(bram).timePasses.open).toBe(true);
  });

  it("[GOB-03] [CORE-06] the Time Passes card offers its confirmation to the GM alone; pressed by each seat, nothing offered is refused as the GM's; confirmed, nobody is offered anything", async () => {
    const [ann, bob] = players(world);
    const ana = await fated(world, "Ana", ann, {});
    await world.setUp();
    const id = await offer(ann, ana, "timePasses");
    const knowable = [...KNOWABLE_TO_EVERY_CARD, "DECKBOUND.Bastards.Refusal.GmOnly"];
    for (const user of [ann, bob]) expect(await walkOffered(world, id, user, knowable), user.name!).toEqual([]);
    expect(await walkOffered(world, id, world.gm, knowable)).toEqual(["confirm"]);
    for (const user of [ann, bob, world.gm]) expect(await walkOffered(world, id, user, knowable), user.name!).toEqual([]);
  });

  it("[GOB-09] [GOB-21] New scene (GM) gathers every card into the deck and shuffles; Fortunate gains its wildcard", async () => {
    const [ann, bob] = players(world);
    const ana = await fated(world, "Ana", ann, { advantages: { fortunate: 1 } });
    const bram = await fated(world, "Bram", bob, {});
    await world.setUp();
    const table = new world.modules.table.FoundryTable(world.ruleset, { next: () => 0.5, int: (max: number) => Math.floor(max / 2) });
    await world.rt.as(world.gm, async () => {
      await table.draw("deck", `hand:${ana.id}`, 5);
      await table.draw("deck", "discard", 7);
      await table.draw("deck", "play", 2);
    });
    const id = await offer(ann, ana, "newScene");
    expect(await world.act(ann, id, "confirm")).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.GmOnly" });
    expect((await world.act(world.gm, id, "confirm")).ok).toBe(true);
    expect(lying(world, "deck")).toHaveLength(108);
    expect(lying(world, "hand", ana.id!)).toHaveLength(0);
    expect(system(ana).wildcards).toBe(1);
    expect(system(bram).wildcards).toBe(0);
  });
});

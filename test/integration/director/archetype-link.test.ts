/**
 * A character's archetype is linked to the Archetype item it was taken from by the item's id, not
 * its name [DIR-02]: renaming the item after a character took it still reaches that character (its
 * copy takes the new name and counts, and the action deck is rebuilt). Old data without the link
 * is matched by name once and linked from then on; a shipped archetype's old copy is linked by
 * migrateData.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ARCHETYPES, denseCounts } from "../../../src/rules/director/index.ts";
import { systemOf } from "../../../src/foundry/documents/system-of.ts";
import { quiet, until } from "../wait.ts";
import { ARCHETYPE_TYPE, CHARACTER_TYPE } from "../../../src/rulesets/director/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { DIRECTOR_TABLE, address } from "./helpers.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(DIRECTOR_TABLE);
});

afterEach(() => expect(world.close()).toEqual([]));

/** Every card but the 2s: 48 cards. */
const noTwos = () =>
  Object.fromEntries(
    ["C", "D", "H", "S"].map((suit) => [suit, Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i + 2, i === 0 ? 0 : 1]))]),
  );

async function worldArchetype(name: string): Promise<Item.Implementation> {
  return (await world.rt.as(world.gm, () => Item.create({ name, type: ARCHETYPE_TYPE } as Item.CreateData))) as Item.Implementation;
}

const archetypeOf = (actor: Actor.Implementation) => systemOf(actor, CHARACTER_TYPE)!.archetype;

describe("the archetype link", () => {
  it("[DIR-02] an archetype renamed after Ann took it still reaches her: edited, her copy takes the new name and counts and her deck is rebuilt (this failed: the copy was matched by name)", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!);
    const item = await worldArchetype("Duelist");
    await world.setUp();
    const { DirectorActorSheet } = await import("../../../src/rulesets/director/sheets/actor-sheet.ts");
    const sheet = new DirectorActorSheet({ document: actor } as never);
    await world.rt.as(ann!, () => sheet.render({ force: true }));
    await world.rt.as(ann!, () => world.rt.clickAction(sheet, "useArchetype", { archetype: `item:${item.id}` }));
    expect(archetypeOf(actor).name).toBe("Duelist");

    await world.rt.as(world.gm, () => item.update({ name: "Fencer" }));
    await until(() => archetypeOf(actor).name === "Fencer");
    await world.rt.as(world.gm, () => item.update({ system: { counts: noTwos() } } as Item.UpdateData));
    await until(() => world.cardsIn(address("action", actor.id!)).length === 48);
    expect(archetypeOf(actor).name).toBe("Fencer");
    expect(systemOf(actor, CHARACTER_TYPE)?.deckSize).toBe(48);
    // The deck rebuilt after each edit runs in the background: let it finish before the world closes.
    await quiet(world.rt.writes);
  });

  it("[DIR-02] old data: a copy without the link is matched by name once, then linked, so a later rename still reaches it; a shipped archetype's copy is linked by migrateData", async () => {
    const item = await worldArchetype("Duelist");
    const old = await world.actor("Bob", world.players[1]!, {
      system: { archetype: { name: "Duelist", counts: denseCounts(EXAMPLE_ARCHETYPES[1]!.counts) } },
    });
    const bruiser = EXAMPLE_ARCHETYPES[0]!;
    const shipped = await world.actor("Cat", world.players[2]!, {
      system: { archetype: { name: bruiser.name, counts: denseCounts(bruiser.counts) } },
    });
    expect(archetypeOf(shipped).source).toBe(`shipped:${bruiser.id}`);
    expect(archetypeOf(old).source).toBe("");
    await world.setUp();

    await world.rt.as(world.gm, () => item.update({ system: { counts: noTwos() } } as Item.UpdateData));
    await until(() => archetypeOf(old).source === `item:${item.id}`);
    await world.rt.as(world.gm, () => item.update({ name: "Fencer" }));
    await until(() => archetypeOf(old).name === "Fencer");
    expect(systemOf(old, CHARACTER_TYPE)?.deckSize).toBe(48);
    await quiet(world.rt.writes);
  });

  it("[DIR-02] two edits of Ann's archetype in a row rebuild her deck one after the other, in the GM's queue, and it ends as the last edit says (this failed: both rebuilds removed the same cards at once, and the second was rejected unhandled)", async () => {
    const [ann] = world.players;
    const item = await worldArchetype("Duelist");
    const actor = await world.actor("Ann", ann!, {
      system: { archetype: { name: "Duelist", counts: denseCounts(EXAMPLE_ARCHETYPES[1]!.counts), source: `item:${item.id}` } },
    });
    await world.setUp();
    // Vitest fails the run on the rejection this used to leave behind.
    await world.rt.as(world.gm, () =>
      Promise.all([item.update({ system: { counts: noTwos() } } as Item.UpdateData), item.update({ name: "Fencer" })]),
    );
    await until(() => archetypeOf(actor).name === "Fencer" && world.cardsIn(address("action", actor.id!)).length === 48);
    await quiet(world.rt.writes);
    expect(world.cardsIn(address("action", actor.id!))).toHaveLength(48);
  });
});

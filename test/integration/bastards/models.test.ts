/**
 * A Game of Bastards' data models keep every number and list within bounds: a value out of bounds
 * (20 000 invented skills, a `__proto__` skill, a 1 MB specialty name, a rank of a million) is
 * refused by the model and nothing is stored; a sheet's out-of-bounds edit is answered with a
 * localised notice and the sheet shows what is stored.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RULINGS, MAX_RANK, MAX_SKILLS, build, createCharacter, isEntryRecord } from "../../../src/rules/bastards/index.ts";
import type { Character } from "../../../src/rules/bastards/index.ts";
import {
  ADVANTAGE_ITEM,
  DISADVANTAGE_ITEM,
  DRAMATIC_MESSAGE,
  EXTRAS,
  FATED,
  FOLLOWER,
  WEAPON_ITEM,
} from "../../../src/rulesets/bastards/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BASTARDS_WORLD, fated, players, sheets, startOpposition } from "./helpers.ts";
import { until } from "../wait.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(BASTARDS_WORLD);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

type Stored = { skills: Record<string, number>; specialties: unknown[]; traits: Record<string, number>; xp: number; wildcards: number };
const stored = (actor: Actor.Implementation) => game.actors.get(actor.id!)!.system as unknown as Stored;

describe("the Fated model's bounds", () => {
  it("[GOB-05] [GOB-06] refuses 20 000 invented skills, a __proto__ skill, a 1 MB specialty name and a rank of a million; nothing is stored", async () => {
    const [ann] = players(world);
    const ana = await fated(world, "Ana", ann, {});
    const before = JSON.stringify(stored(ana));
    const invented = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`skill${i}`, 1]));
    const refusals = [
      { skills: invented },
      { skills: { "a.b": 2 } },
      { specialties: [{ name: "x".repeat(1_000_000), first: "athletics", second: "guts" }] },
      { specialties: [{ name: "Acting", first: "constructor", second: "guts" }] },
      { traits: { body: 1_000_000 } },
      { skills: { athletics: MAX_RANK + 1 } },
      { xp: 1e12 },
      { wildcards: -1 },
    ];
    for (const system of refusals) {
      const outcome = await world.rt
        .as(world.gm, () => ana.update({ system } as never))
        .then(
          () => "stored",
          () => "refused",
        );
      expect(`${JSON.stringify(system).slice(0, 60)}: ${outcome}`).toBe(`${JSON.stringify(system).slice(0, 60)}: refused`);
      expect(JSON.stringify(stored(ana))).toBe(before);
    }
    // A `__proto__` skill: the model's check refuses the record, and an update carrying one stores nothing.
    const poisoned = JSON.parse('{"__proto__": 3}') as Record<string, number>;
    expect(isEntryRecord(poisoned, MAX_SKILLS)).toBe(false);
    await world.rt.as(world.gm, () => ana.update({ system: { skills: poisoned } } as never)).catch(() => undefined);
    expect(Object.hasOwn(stored(ana).skills, "__proto__")).toBe(false);
    expect(JSON.stringify(stored(ana))).toBe(before);
    // Within bounds, the same fields are kept.
    await world.rt.as(world.gm, () =>
      ana.update({
        system: { skills: { "craft:carpentry": 3 }, specialties: [{ name: "Acting", first: "influence", second: "guts" }] },
      } as never),
    );
    expect(stored(ana).skills["craft:carpentry"]).toBe(3);
    expect(stored(ana).specialties).toHaveLength(1);
  });

  it("[GOB-03] [GOB-05] the build reducer refuses a rank past the bounds and a skill past the list's size, so Time Passes never offers what the model would refuse", () => {
    const rich: Character = { ...createCharacter("C"), xp: 500, traits: { body: MAX_RANK, spirit: 1, mind: 1, luck: 1 } };
    expect(build(rich, { type: "raiseTrait", trait: "body" }, DEFAULT_RULINGS)).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.RankLimit",
    });
    expect(build({ ...rich, skills: { athletics: MAX_RANK } }, { type: "raiseSkill", skill: "athletics" }, DEFAULT_RULINGS)).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.RankLimit",
    });
    const full = { ...rich, skills: Object.fromEntries(Array.from({ length: MAX_SKILLS }, (_, i) => [`skill${i}`, 1])) };
    expect(build(full, { type: "raiseSkill", skill: "one more" }, DEFAULT_RULINGS)).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.SkillLimit",
    });
    expect(build(rich, { type: "raiseSkill", skill: "__proto__" }, DEFAULT_RULINGS)).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.SkillLimit",
    });
    const long = build(rich, { type: "buySpecialty", specialty: { name: "x".repeat(81), skills: ["athletics", "guts"] } }, DEFAULT_RULINGS);
    expect(long).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.SpecialtyLimit" });
  });

  it("[GOB-25] [GOB-26] a Follower's or Extras' numbers stay within the rules: Power Rating 1–5, members 0–5, weapon bonus at most 5", async () => {
    const gang = await world.actor("Gang", null, { type: EXTRAS, system: { powerRating: 3 } });
    for (const system of [{ powerRating: 6 }, { powerRating: 0 }, { members: 6 }, { weaponBonus: 100 }]) {
      await expect(world.rt.as(world.gm, () => gang.update({ system } as never))).rejects.toThrow();
    }
    expect(gang.system).toMatchObject({ powerRating: 3, members: 5, weaponBonus: 0 });
  });

  it("[GOB-05] a weapon names a combat skill; a weapon's damage bonus stays within a Power Rating", async () => {
    const knife = await world.rt.as(world.gm, () =>
      Item.create({ name: "Knife", type: WEAPON_ITEM, system: { skill: "combat:knife" } } as Item.CreateData),
    );
    await expect(world.rt.as(world.gm, () => knife!.update({ system: { skill: "athletics" } } as never))).rejects.toThrow();
    await expect(world.rt.as(world.gm, () => knife!.update({ system: { damageBonus: 99 } } as never))).rejects.toThrow();
    expect(knife!.system).toMatchObject({ skill: "combat:knife", damageBonus: 0 });
  });
});

describe("an out-of-bounds edit from a sheet", () => {
  it("[GOB-25] is refused with a localised notice naming the range, and nothing is saved; the sheet lists the actor's weapons with open, create and delete", async () => {
    const [ann] = players(world);
    const follower = await world.actor("Old Tom", ann, { type: FOLLOWER, system: { powerRating: 2 } });
    const { PowerSheet } = await sheets();
    const sheet = new PowerSheet({ document: follower } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
    };
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedParts["items"]).toContain(`data-action="createItem" data-type="${WEAPON_ITEM}"`);
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.powerRating": 50 }));
    expect(follower.system).toMatchObject({ powerRating: 2 });
    expect(world.rt.notifications.log.at(-1)).toMatchObject({
      type: "warn",
      message: "Power Rating must be a whole number from 1 to 5: nothing was saved.",
    });
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.powerRating": 4 }));
    expect(follower.system).toMatchObject({ powerRating: 4 });
  });

  it("[GOB-25] a Follower's sheet holds its one weapon: a second is refused with a localised notice and not made; the weapon is its combatant's, offered on its attack form", async () => {
    const [ann] = players(world);
    const follower = await world.actor("Hired Blade", ann, { type: FOLLOWER, system: { powerRating: 3 } });
    const { PowerSheet } = await sheets();
    const sheet = new PowerSheet({ document: follower } as never) as unknown as { render(options: object): Promise<unknown> };
    await world.rt.as(ann, () => sheet.render({ force: true }));
    await world.rt.as(ann, () => world.rt.clickAction(sheet as never, "createItem", { type: WEAPON_ITEM }));
    const weapons = () => follower.items.filter((item) => item.type === WEAPON_ITEM);
    expect(weapons()).toHaveLength(1);
    await world.rt.as(ann, () => weapons()[0]!.update({ system: { skill: "combat:pistol", melee: false } } as never));
    await world.rt.as(ann, () => world.rt.clickAction(sheet as never, "createItem", { type: WEAPON_ITEM }));
    expect(world.rt.notifications.log.at(-1)).toMatchObject({
      type: "warn",
      message: "A Follower carries one weapon: remove the one it has before giving it another.",
    });
    expect(weapons().map((item) => (item.system as unknown as { skill: string }).skill)).toEqual(["combat:pistol"]);
    const { combatantOf, weaponIsMelee } = await import("../../../src/rulesets/bastards/models/actor-data.ts");
    const { skillOptions } = await import("../../../src/rulesets/bastards/chat/choosers.ts");
    const combatant = combatantOf(follower, "villains");
    expect(combatant).toMatchObject({ kind: "follower", weapon: "combat:pistol" });
    expect(skillOptions("ok" in combatant ? undefined : combatant).map((option) => option.value)).toEqual([
      "combat:unarmed",
      "combat:pistol",
    ]);
    // Ranged, as its sheet says: read on the GM's client for its attacks, as for a character's weapon.
    expect(weaponIsMelee(follower.id!, "combat:pistol")).toBe(false);
  });

  it("[GOB-25] a Follower holds up to its Power Rating of advantages: a dropped advantage is given, one beyond is refused with a localised notice and nothing changes; its sheet lists them and takes one back; its combatant carries them; its rating is never lowered below them", async () => {
    const [ann] = players(world);
    const follower = await world.actor("Hired Blade", ann, { type: FOLLOWER, system: { powerRating: 2 } });
    const catalogue = async (name: string, advantageId: string) =>
      (await Item.create({ name, type: ADVANTAGE_ITEM, system: { advantageId } } as never))!.uuid;
    const { giveDroppedItem } = await import("../../../src/rulesets/bastards/hooks.ts");
    const give = (uuid: string) => world.rt.as(ann, () => giveDroppedItem(follower, uuid));
    const held = () => (game.actors.get(follower.id!)!.system as unknown as { advantages: Record<string, number> }).advantages;
    expect(await world.rt.as(ann, () => giveDroppedItem(follower, "nowhere"))).toBe(false);
    expect(await give(await catalogue("Dodge", "dodge"))).toBe(true);
    expect(await give(await catalogue("Toughness", "toughness"))).toBe(true);
    expect(held()).toEqual({ dodge: 1, toughness: 1 });
    expect(await give(await catalogue("Hearty", "hearty"))).toBe(false);
    expect(world.rt.notifications.log.at(-1)).toMatchObject({
      type: "warn",
      message: "A Follower holds as many advantages as its Power Rating, each rank one: remove one before giving it another.",
    });
    expect(held()).toEqual({ dodge: 1, toughness: 1 });
    const disadvantage = (await Item.create({ name: "Ugly", type: DISADVANTAGE_ITEM, system: { disadvantageId: "ugly" } } as never))!;
    expect(await world.rt.as(ann, () => giveDroppedItem(follower, disadvantage.uuid))).toBe(false);
    expect(world.rt.notifications.log.at(-1)).toMatchObject({
      type: "warn",
      message: "A Follower takes its one weapon and its advantages, nothing else.",
    });
    // Its combatant holds them: Toughness raises its one Power Pool (10 + 5).
    const { combatantOf } = await import("../../../src/rulesets/bastards/models/actor-data.ts");
    const combatant = combatantOf(follower, "villains");
    expect(combatant).toMatchObject({ kind: "follower", advantages: { dodge: 1, toughness: 1 } });
    const { PowerSheet } = await sheets();
    const sheet = new PowerSheet({ document: follower } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
    };
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedParts["power"]).toContain("Power Pool 15/15");
    expect(sheet.renderedParts["power"]).toContain("Advantages 2/2");
    expect(sheet.renderedParts["power"]).toContain('data-action="takeAdvantage" data-advantage="toughness"');
    // Not below the advantages it holds.
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.powerRating": 1 }));
    expect(world.rt.notifications.log.at(-1)).toMatchObject({
      type: "warn",
      message: "A Follower holds as many advantages as its Power Rating: take some back before lowering it.",
    });
    expect(follower.system).toMatchObject({ powerRating: 2 });
    await world.rt.as(ann, () => world.rt.clickAction(sheet as never, "takeAdvantage", { advantage: "toughness" }));
    expect(held()).toEqual({ dodge: 1 });
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.powerRating": 1 }));
    expect(follower.system).toMatchObject({ powerRating: 1 });
  });

  it("[GOB-02] the Fated sheet lists the character's weapons with open, create and delete [T-CORE-06]", async () => {
    const [ann] = players(world);
    const ana = await fated(world, "Ana", ann, {});
    expect(ana.type).toBe(FATED);
    const { FatedSheet } = await sheets();
    const sheet = new FatedSheet({ document: ana } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
    };
    await world.rt.as(ann, () => sheet.render({ force: true }));
    await world.rt.as(ann, () => world.rt.clickAction(sheet as never, "createItem", { type: WEAPON_ITEM }));
    const weapon = ana.items.find((item) => item.type === WEAPON_ITEM);
    expect(weapon).toBeDefined();
    await world.rt.as(ann, () => sheet.render({}));
    expect(sheet.renderedParts["items"]).toContain(`data-action="openItem" data-item-id="${weapon!.id}"`);
    expect(sheet.renderedParts["items"]).toContain(`data-action="deleteItem" data-item-id="${weapon!.id}"`);
  });
});

describe("a killed character's successor", () => {
  it("[GOB-20] the player presses it on the killed character's sheet (no right to create actors needed): the GM's client makes a new Fated in creation for the same player, with the standard XP and half of all the XP; the chat says so; one successor only", async () => {
    const [ann, bob] = players(world);
    const dead = await fated(world, "Ana", ann, { xp: 3, xpGained: 21, poolLoss: { body: 10, spirit: 5, mind: 5, luck: 5 } });
    const alive = await fated(world, "Bea", ann, {});
    const { FatedSheet } = await sheets();
    type Rendered = { render(options: object): Promise<unknown>; renderedParts: Record<string, string> };
    const living = new FatedSheet({ document: alive } as never) as unknown as Rendered;
    await world.rt.as(ann, () => living.render({ force: true }));
    expect(living.renderedParts["character"]).not.toContain('data-action="createSuccessor"');
    // Each client opens its own sheet (an open sheet renders on the client that opened it).
    const bobSheet = new FatedSheet({ document: dead } as never) as unknown as Rendered;
    await world.rt.as(bob, () => bobSheet.render({ force: true }));
    expect(bobSheet.renderedParts["character"]).not.toContain('data-action="createSuccessor"');
    const gmSheet = new FatedSheet({ document: dead } as never) as unknown as Rendered;
    await world.rt.as(world.gm, () => gmSheet.render({ force: true }));
    expect(gmSheet.renderedParts["character"]).toContain("Create the successor (20 XP)");
    const annSheet = new FatedSheet({ document: dead } as never) as unknown as Rendered;
    await world.rt.as(ann, () => annSheet.render({ force: true }));
    expect(annSheet.renderedParts["character"]).toContain("Create the successor (20 XP)");
    // Bob, who does not own Ana, is refused: nothing is made.
    await world.rt.as(bob, () => world.rt.clickAction(bobSheet as never, "createSuccessor"));
    expect(game.actors.contents).toHaveLength(2);
    await world.rt.as(ann, () => world.rt.clickAction(annSheet as never, "createSuccessor"));
    const successor = await until(() => game.actors.contents.find((actor) => actor.name === "Ana's successor"));
    expect(successor.type).toBe(FATED);
    expect(successor.testUserPermission(ann, "OWNER")).toBe(true);
    expect(successor.system).toMatchObject({
      xp: 20,
      xpGained: 20,
      phase: "creation",
      awaitsNextScene: true,
      poolLoss: { body: 0, spirit: 0, mind: 0, luck: 0 },
    });
    const card = game.messages.contents.at(-1)!;
    expect(await world.seeCard(card.id!, bob)).toContain("A successor");
    // One successor: the button is gone, and the GM pressing it on an older render makes nothing.
    await world.rt.as(ann, () => annSheet.render({}));
    expect(annSheet.renderedParts["character"]).not.toContain('data-action="createSuccessor"');
    await world.rt.as(world.gm, () => world.rt.clickAction(gmSheet as never, "createSuccessor"));
    expect(game.actors.contents).toHaveLength(3);
  });

  it("[GOB-20] a request for a living character's successor, or a second one, is refused with its reason and makes nothing", async () => {
    const [ann] = players(world);
    const dead = await fated(world, "Ana", ann, { xp: 3, xpGained: 21, poolLoss: { body: 10, spirit: 5, mind: 5, luck: 5 } });
    const alive = await fated(world, "Bea", ann, {});
    const ask = (actorId: string) =>
      world.ask(ann, {
        kind: "startCard",
        messageType: DRAMATIC_MESSAGE,
        actorId,
        options: { action: "successor", awaitsSuccessor: true },
      });
    expect(await ask(alive.id!)).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.NoSuccessor" });
    expect((await ask(dead.id!)).ok).toBe(true);
    await until(() => game.actors.contents.find((actor) => actor.name === "Ana's successor"));
    expect(await ask(dead.id!)).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.NoSuccessor" });
    expect(game.actors.contents).toHaveLength(3);
  });

  it("[GOB-20] [GOB-09] a successor waits for the next scene: an opposition's deal begins one, and the successor, not seated in it, may Appear from then on", async () => {
    const [ann, bob] = players(world);
    const dead = await fated(world, "Ana", ann, { xp: 3, xpGained: 21, poolLoss: { body: 10, spirit: 5, mind: 5, luck: 5 } });
    const bea = await fated(world, "Bea", ann, { suit: "C" });
    const cy = await fated(world, "Cy", bob, { suit: "S" });
    expect(
      (await world.ask(ann, { kind: "startCard", messageType: DRAMATIC_MESSAGE, actorId: dead.id!, options: { action: "successor" } })).ok,
    ).toBe(true);
    const successor = await until(() => game.actors.contents.find((actor) => actor.name === "Ana's successor"));
    expect(successor.system).toMatchObject({ awaitsNextScene: true });
    const messageId = await startOpposition(world, world.gm, [
      [bea, "heroes"],
      [cy, "villains"],
    ]);
    // Seated, nothing is shuffled yet: the scene has not begun.
    expect(game.actors.get(successor.id!)!.system).toMatchObject({ awaitsNextScene: true });
    expect((await world.act(world.gm, messageId, "begin")).ok).toBe(true);
    await until(
      () => (game.actors.get(successor.id!)!.system as unknown as { awaitsNextScene: boolean }).awaitsNextScene === false || null,
    );
  });
});

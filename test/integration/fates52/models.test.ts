/**
 * 52 Fates data models refuse what no table could hold: a level and HP of 10^9, a fourth background
 * skill, a name of a megabyte, a monster with a thousand attacks. A sheet's out-of-bounds edit is
 * answered with a localised warning and nothing is saved; a player's notes are shown escaped, never
 * as HTML; and no combat deals a hand larger than the level allows. On the test runtime with the
 * hidden-card audit.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_HP, MAX_LEVEL, MONSTER_BOUNDS, maxHitPoints } from "../../../src/rules/fates52/index.ts";
import { systemOf } from "../../../src/foundry/documents/system-of.ts";
import { ACTOR_TYPES, CHARACTER_TYPE, COMBAT_MESSAGE, FATES52, MESSAGE_TYPES, MONSTER_TYPE } from "../../../src/rulesets/fates52/ids.ts";
import { createWorld } from "../world.ts";
import { until } from "../wait.ts";
import type { World } from "../world.ts";

let world: World;
beforeEach(async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann"], seed: 3 });
});
afterEach(() => expect(world.close()).toEqual([]));

type RenderedSheet = { render(options: object): Promise<unknown>; renderedHTML: string };
/** The sheet Foundry opens for the actor (the ruleset's registered sheet). */
const sheetOf = (actor: Actor.Implementation) => actor.sheet as unknown as RenderedSheet;

const character = (actor: Actor.Implementation) => systemOf(actor, CHARACTER_TYPE)!;
const monster = (actor: Actor.Implementation) => systemOf(actor, MONSTER_TYPE)!;
const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
const text = (key: string) => game.i18n.localize(key);

describe("52 Fates models have bounds", () => {
  it("[F52-14] [F52-21] a player setting their level and HP to 10^9 is refused, and nothing changes", async () => {
    const ann = world.players[0]!;
    const hero = await world.character("Ann", ann);
    for (const change of [
      { "system.level": 1e9 },
      { "system.hp": 1e9 },
      { "system.level": MAX_LEVEL + 1 },
      { "system.hp": MAX_HP + 1 },
      { "system.encounters": 1e9 },
    ]) {
      const outcome = await world.rt
        .as(ann, () => hero.update(change as never))
        .then(
          () => "saved",
          () => "refused",
        );
      expect(outcome, JSON.stringify(change)).toBe("refused");
    }
    expect([character(hero).level, character(hero).hp, character(hero).encounters]).toEqual([1, 3, 0]);
    await world.rt.as(ann, () => hero.update({ "system.level": MAX_LEVEL, "system.hp": MAX_HP } as never));
    expect([character(hero).level, character(hero).hp]).toEqual([MAX_LEVEL, maxHitPoints(MAX_LEVEL)]);
  });

  it("[F52-03] a fourth background skill, or a skill or notes of a megabyte, is refused", async () => {
    const ann = world.players[0]!;
    const hero = await world.character("Ann", ann);
    const huge = "x".repeat(1_000_000);
    for (const change of [
      { "system.backgroundSkills": ["A", "B", "C", "D"] },
      { "system.backgroundSkills": [huge] },
      { "system.notes": huge },
    ]) {
      await expect(world.rt.as(ann, () => hero.update(change as never))).rejects.toThrow();
    }
    expect(character(hero).backgroundSkills).toEqual([]);
    expect(character(hero).notes).toBe("");
  });

  it("[F52-22] a monster's HP, movement, cards per play, attacks and effect texts are bounded", async () => {
    const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3 } });
    const attack = (effect = "") => ({
      id: "bite",
      name: "Bite",
      number: { damage: 1, effect },
      face: { damage: 2, effect: "" },
      ace: { damage: -1, effect: "" },
    });
    const refused = [
      { "system.hp": 1e9 },
      { "system.maxHp": MONSTER_BOUNDS.hp + 1 },
      { "system.movement": 1e6 },
      { "system.cardsPerPlay": 53 },
      { "system.group": "g".repeat(1000) },
      { "system.attacks": Array.from({ length: MONSTER_BOUNDS.attacks + 1 }, () => attack()) },
      { "system.attacks": [attack("e".repeat(MONSTER_BOUNDS.effect + 1))] },
      { "system.attacks": [{ ...attack(), number: { damage: 1e9, effect: "" } }] },
    ];
    for (const change of refused)
      await expect(
        world.rt.as(world.gm, () => wolf.update(change as never)),
        Object.keys(change)[0],
      ).rejects.toThrow();
    expect(monster(wolf)).toMatchObject({ hp: 3, maxHp: 3, movement: 30, cardsPerPlay: 1, group: "monsters", attacks: [] });
    await world.rt.as(world.gm, () => wolf.update({ "system.attacks": [attack("Dragged prone.")] } as never));
    expect(monster(wolf).attacks[0]?.number.effect).toBe("Dragged prone.");
  });
});

describe("52 Fates sheets refuse what the model refuses", () => {
  it("[F52-14] an out-of-bounds edit, or HP above the level's maximum, is answered with a localised warning and nothing is saved", async () => {
    const ann = world.players[0]!;
    const hero = await world.character("Ann", ann);
    await world.setUp();
    const sheet = sheetOf(hero);
    await world.rt.as(ann, () => sheet.render({ force: true }));

    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.level": 1e9 }));
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.hp": 4 }));
    // Each refusal names the range allowed (Step 16), never "outside what a sheet keeps".
    expect(warnings()).toEqual([
      `Level must be a whole number from 1 to ${MAX_LEVEL}: nothing was saved.`,
      "Hit points must be a whole number from 0 to 3 at level 1 (level + 2): nothing was saved.",
    ]);
    expect([character(hero).level, character(hero).hp]).toEqual([1, 3]);

    // A level and the HP it allows, together, are saved.
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.level": 2, "system.hp": 4 }));
    expect([character(hero).level, character(hero).hp]).toEqual([2, 4]);

    // [F52-21] A higher level typed on the sheet (the form sends the HP as it was) raises current HP as
    // levelling by encounters does: 4/4 at level 2 is 6/6 at level 4, not 4/6.
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.level": 4, "system.hp": 4 }));
    expect([character(hero).level, character(hero).hp]).toEqual([4, 6]);
    // [F52-21] A level below what the encounters survived give is refused, with a message naming the range
    // (it used to revert with no word: the model lifts it back to the earned level).
    await world.rt.as(ann, () => hero.update({ "system.encounters": 10, "system.level": 4 } as never));
    world.rt.notifications.clear();
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.level": 2, "system.hp": 6 }));
    expect(warnings()).toEqual([
      `Level must be a whole number from 3 to ${MAX_LEVEL}: the encounters survived already give level 3. Nothing was saved.`,
    ]);
    expect([character(hero).level, character(hero).hp]).toEqual([4, 6]);
  });

  it("[F52-22] the monster sheet refuses a movement of a million feet", async () => {
    const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3 } });
    const sheet = sheetOf(wolf);
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet as never, { "system.movement": 1e6 }));
    expect(warnings()).toEqual([
      `${text("DECKBOUND.Fates52.Monster.FIELDS.movement.label")} must be a whole number from 0 to ${MONSTER_BOUNDS.movement}: nothing was saved.`,
    ]);
    expect(monster(wolf).movement).toBe(30);
  });

  it("[CORE-06] a player's notes and a monster's effect are shown escaped, never as HTML", async () => {
    const ann = world.players[0]!;
    const script = '<img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const hero = await world.actor("Ann", ann, { system: { notes: script } });
    await world.setUp();
    const sheet = sheetOf(hero);
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain(Handlebars.escapeExpression(script));
    expect(sheet.renderedHTML).not.toContain("<script>");
    expect(sheet.renderedHTML).not.toContain('onerror="alert');

    const attacks = [
      { id: "bite", name: script, number: { damage: 1, effect: script }, face: { damage: 2, effect: "" }, ace: { damage: -1, effect: "" } },
    ];
    const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3, notes: script, attacks } });
    const monsterSheet = sheetOf(wolf);
    await world.rt.as(world.gm, () => monsterSheet.render({ force: true }));
    expect(monsterSheet.renderedHTML).not.toContain("<script>");
    expect(monsterSheet.renderedHTML).not.toContain('onerror="alert');
  });
});

describe("52 Fates sheets draw what was saved", () => {
  it("[F52-22] the monster sheet's Play button, pressed while the field's save is on its way, draws the play view from what the save stored", async () => {
    const cultist = await world.actor("Cultist", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3 } });
    const sheet = cultist.sheet as unknown as RenderedSheet & { _onRender(context: object, options: object): Promise<void> };
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet, "toggleMode"));
    // Every view drawn from now on: its mode and the initiative group it shows.
    const drawn: string[] = [];
    const onRender = sheet._onRender.bind(sheet);
    sheet._onRender = (context, options) => {
      const { view, monster } = context as { view: { mode: string }; monster: { group: string } };
      drawn.push(`${view.mode}: ${monster.group}`);
      return onRender(context, options);
    };
    // The save is held on its way (a slow connection) while the Fate Dealer presses Play.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const update = cultist.update.bind(cultist);
    cultist.update = (async (...args: Parameters<typeof update>) => {
      await arrived;
      return update(...args);
    }) as typeof cultist.update;
    const saving = world.rt.as(world.gm, () => world.rt.submitForm(sheet as never, { "system.group": "Guardian" }));
    const played = world.rt.as(world.gm, () => world.rt.clickAction(sheet, "toggleMode"));
    arrive();
    await Promise.all([saving, played]);
    await until(() => drawn.at(-1) === "play: Guardian");
    expect(drawn.filter((view) => view.startsWith("play"))).toEqual(["play: Guardian"]);
  });
});

describe("52 Fates draws stay within the rules", () => {
  it("[F52-04] [F52-14] a character whose stored HP is above their level's maximum is dealt no more than the level allows", async () => {
    const ann = world.players[0]!;
    // The model keeps HP up to the highest level's; only the sheet checks it against the level. A direct write gets past the sheet.
    const hero = await world.actor("Ann", ann, { system: { level: 1, hp: 12 } });
    const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3 } });
    await world.setUp();
    const started = await world.ask(world.gm, {
      kind: "startCard",
      messageType: COMBAT_MESSAGE,
      actorId: hero.id!,
      options: { players: [hero.id], monsters: [wolf.id] },
    });
    expect(started.ok).toBe(true);
    expect(
      (await world.ask(world.gm, { kind: "cardAction", messageId: started.ok ? started.messageId! : "", action: "begin", data: {} })).ok,
    ).toBe(true);
    expect(world.cardsIn(`hand:${hero.id}`)).toHaveLength(maxHitPoints(1));
  });
});

describe("52 Fates names, written once", () => {
  it("[CORE-03] every 52 Fates subtype of ids.ts is in system.json and has its TYPES label; the ruleset registers exactly these", () => {
    const root = join(import.meta.dirname, "../../..");
    const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    const labels = (JSON.parse(readFileSync(join(root, "lang/en/types.json"), "utf8")) as { TYPES: Record<string, Record<string, string>> })
      .TYPES;
    for (const [documentName, types] of [
      ["Actor", Object.values(ACTOR_TYPES)],
      ["ChatMessage", Object.values(MESSAGE_TYPES)],
    ] as const) {
      for (const type of types) {
        expect(manifest.documentTypes[documentName], type).toHaveProperty(type);
        expect(labels[documentName]?.[type], type).toBeTruthy();
      }
    }
    expect(Object.keys(world.ruleset.dataModels.Actor ?? {}).sort()).toEqual(Object.values(ACTOR_TYPES).sort());
    expect(world.ruleset.dataModels.Item ?? {}).toEqual({});
    expect(
      world.modules.registry
        .procedureEntries(world.ruleset)
        .map((procedure) => procedure.messageType)
        .sort(),
    ).toEqual(Object.values(MESSAGE_TYPES).sort());
  });
});

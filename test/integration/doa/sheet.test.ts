/**
 * The DOA character sheet on the test runtime's ApplicationV2: its parts render with every string
 * localised; a skill name starts a check through the GM with the TC chosen from the GM's table;
 * the rest buttons start a rest card; another player sees no buttons.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { itemSystemOf } from "../../../src/foundry/documents/system-of.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { doaModules, move } from "./helpers.ts";
import type { DoaModules } from "./helpers.ts";
import { DOA_ACTOR, DOA_ID, DOA_ITEM, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

let world: World;
let doa: DoaModules;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  doa = await doaModules();
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

interface RenderedSheet {
  render(options: object): Promise<unknown>;
  renderedHTML: string;
}

describe("the DOA character sheet", () => {
  it("[DOA-07][DOA-08][DOA-20] renders localised; a skill starts a check against the chosen TC; the rest buttons start rests; strangers see no buttons", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { attributes: { AGL: 2 }, skills: { finesse: 1 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    const sheet = new doa.sheet.DoaCharacterSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).not.toMatch(/DECKBOUND\./);
    expect(sheet.renderedHTML).toContain('data-action="startCheck" data-on="finesse"');
    expect(sheet.renderedHTML).toContain('data-action="longRest"');

    world.rt.dialogs.answer({ tc: "8C", dr: "2", hand: "0" });
    await world.rt.as(ann, () => world.rt.clickAction(sheet, "startCheck", { on: "finesse" }));
    const check = game.messages.contents.find((message) => message.type === DOA_MESSAGE.check)!;
    const state = (
      check.system as unknown as { state: { on: string; setup: { target: { dr: number; modifier: number; tc: { rank: number } } } } }
    ).state;
    expect(state.on).toBe("finesse");
    expect(state.setup.target).toMatchObject({ dr: 2, modifier: 3, tc: { rank: 8 } });

    await world.rt.as(ann, () => world.rt.clickAction(sheet, "shortRest"));
    const rest = game.messages.contents.find((message) => message.type === DOA_MESSAGE.epic)!;
    expect((rest.system as unknown as { state: { setup: { kind: string } } }).state.setup.kind).toBe("shortRest");

    const strangers = new doa.sheet.DoaCharacterSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(bob, () => strangers.render({ force: true }));
    expect(strangers.renderedHTML).not.toContain("data-action=");
  });
});

describe("Health of a new or changed character", () => {
  it("[DOA-17] every new actor starts unhurt, and an unhurt one follows its maximum when the GM changes it; a hurt one keeps its Health", async () => {
    const system = (actor: Actor.Implementation) => actor.system as unknown as { hp: { value: number; max?: number } };
    const gmUpdate = (actor: Actor.Implementation, data: object) => world.rt.as(world.gm, () => actor.update(data as never));
    // A Dealer: 5 + level + Vitality.
    const xena = await world.actor("Xena", null, { type: DOA_ACTOR.dealer, system: { attributes: { VIT: 2 } } });
    expect(system(xena).hp.value).toBe(8);
    await gmUpdate(xena, { system: { level: 3 } });
    expect(system(xena).hp.value).toBe(10);
    await gmUpdate(xena, { system: { hp: { value: 7 } } });
    await gmUpdate(xena, { system: { level: 4 } });
    expect(system(xena).hp.value).toBe(7);
    // A Bystander: the maximum the GM sets (1–3).
    const guard = await world.actor("Guard", null, { type: DOA_ACTOR.bystander, system: { hp: { max: 2 } } });
    expect(system(guard).hp.value).toBe(2);
    await gmUpdate(guard, { system: { hp: { max: 3 } } });
    expect(system(guard).hp).toEqual({ value: 3, max: 3 });
    // A Companion: half its Dealer's level, rounded up; linked to Xena (level 4) it has 2.
    const hound = await world.actor("Hound", null, { type: DOA_ACTOR.companion });
    expect(system(hound).hp.value).toBe(1);
    await gmUpdate(hound, { system: { dealerId: xena.id } });
    expect(system(hound).hp.value).toBe(2);
    // Its Dealer's level moves its maximum, and the unhurt one stays unhurt; a hurt one keeps its
    // Health; with its Dealer deleted it reads level 1 (before, it kept the maximum it was prepared with).
    const maxOf = (actor: Actor.Implementation) => (actor.system as unknown as { derived: { maxHp: number } }).derived.maxHp;
    await gmUpdate(xena, { system: { level: 6 } });
    expect(maxOf(hound)).toBe(3);
    await expect.poll(() => system(hound).hp.value).toBe(3);
    await gmUpdate(hound, { system: { hp: { value: 1 } } });
    await gmUpdate(xena, { system: { level: 8 } });
    expect(maxOf(hound)).toBe(4);
    expect(system(hound).hp.value).toBe(1);
    await gmUpdate(hound, { system: { hp: { value: 4 } } });
    await world.rt.as(world.gm, () => xena.delete());
    expect(maxOf(hound)).toBe(1);
    await expect.poll(() => system(hound).hp.value).toBe(1);
    // Creation data that names the Health keeps it.
    const hurt = await world.actor("Hurt", null, { type: DOA_ACTOR.dealer, system: { hp: { value: 3 } } });
    expect(system(hurt).hp.value).toBe(3);
  });
});

describe("whose action deck a character draws from", () => {
  it("[DOA-17] [DOA-21] a Companion's sheet says it draws from its Dealer's action deck, a Bystander's from the GM's (it read 'Draws from another's deck.')", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer });
    const hound = await world.actor("Hound", ann, { type: DOA_ACTOR.companion, system: { dealerId: xena.id } });
    const guard = await world.actor("Guard", null, { type: DOA_ACTOR.bystander });
    const rendered = async (actor: Actor.Implementation) => {
      const sheet = new doa.sheet.DoaCharacterSheet({ document: actor } as never) as unknown as RenderedSheet;
      await world.rt.as(world.gm, () => sheet.render({ force: true }));
      return sheet.renderedHTML;
    };
    expect(await rendered(hound)).toContain("Draws from its Dealer&#x27;s action deck.");
    expect(await rendered(guard)).toContain("Draws from the GM&#x27;s action deck.");
  });
});

describe("Vulnerabilities and Character Creation", () => {
  it("[DOA-22] a Vulnerability yields experience when added during Character Creation; once it is over, one added yields none", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { experience: 10, skills: { finesse: 1 } } });
    const spent = async () => {
      const sheet = new doa.sheet.DoaCharacterSheet({ document: xena } as never) as unknown as RenderedSheet;
      await world.rt.as(ann, () => sheet.render({ force: true }));
      return /(-?\d+) of 10 experience spent/.exec(sheet.renderedHTML)?.[1];
    };
    const addVulnerability = (name: string, gain: number) =>
      world.rt.as(ann, () => xena.createEmbeddedDocuments("Item", [{ name, type: DOA_ITEM.vulnerability, system: { gain } }] as never));
    expect((xena.system as unknown as { inCreation: boolean }).inCreation).toBe(true);
    expect(await spent()).toBe("1");
    await addVulnerability("Fear of heights", 2);
    expect(await spent()).toBe("-1");
    // Creation ends: a Vulnerability added now is marked so and gives nothing back.
    await world.rt.as(ann, () => xena.update({ system: { inCreation: false } } as never));
    await addVulnerability("Sworn enemy", 1);
    const later = xena.items.contents.find((item) => item.name === "Sworn enemy")!;
    expect(itemSystemOf(later, DOA_ITEM.vulnerability)?.atCreation).toBe(false);
    expect(await spent()).toBe("-1");
  });
});

describe("awarding Fate", () => {
  it("[DOA-05][DOA-21] the GM awards a Dealer a Fate token from the sheet; a Bystander cannot receive one", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer });
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 1, max: 1 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const sheet = new doa.sheet.DoaCharacterSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain('data-action="awardFate"');
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet, "awardFate"));
    expect((xena.system as unknown as { deck: { fateTokens: number } }).deck.fateTokens).toBe(1);
    await expect(world.rt.as(world.gm, () => doa.sheet.awardFateToken(orc))).resolves.toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.CannotUseFateCards",
    });
    const orcSheet = new doa.sheet.DoaCharacterSheet({ document: orc } as never) as unknown as RenderedSheet;
    await world.rt.as(world.gm, () => orcSheet.render({ force: true }));
    expect(orcSheet.renderedHTML).not.toContain('data-action="awardFate"');
  });
});

describe("bad input on the sheets", () => {
  type SubmittableSheet = RenderedSheet & { mode: "play" | "edit" };
  const refusal = () => game.i18n.localize("DECKBOUND.DOA.Sheet.Refused");
  const stored = (actor: Actor.Implementation) => doa.actors.doaCharacterOf(actor)!.system;

  /** Submit the sheet's form as `user`; the warnings it raised. */
  async function submit(sheet: SubmittableSheet, data: Record<string, unknown>, user = world.gm): Promise<string[]> {
    world.rt.notifications.clear();
    await world.rt.as(user, () => world.rt.submitForm(sheet as never, data));
    return world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
  }

  async function editSheet(actor: Actor.Implementation, user = world.gm): Promise<SubmittableSheet> {
    const sheet = new doa.sheet.DoaCharacterSheet({ document: actor } as never) as unknown as SubmittableSheet;
    sheet.mode = "edit";
    await world.rt.as(user, () => sheet.render({ force: true }));
    return sheet;
  }

  it("[DOA-17][DOA-05][DOA-06] a Dealer's Health of −50 or 10^9, Fate tokens or exhaustions in the millions, a level of 21: each refused with a readable message, nothing changed", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { level: 2, hp: { value: 7 } } });
    const before = structuredClone(stored(xena).toObject());
    const sheet = await editSheet(xena, ann);
    // Each refusal names the field and the range its model keeps (Step 16: refusals name the allowed range).
    const range = (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}: nothing was saved.`;
    for (const [data, message] of [
      [{ "system.hp.value": -50 }, range("Health", -31, 31)],
      [{ "system.hp.value": 1e9 }, range("Health", -31, 31)],
      [{ "system.deck.fateTokens": 2_000_000 }, range("Fate tokens", 0, 54)],
      [{ "system.deck.exhaustions": 3_000_000 }, range("Exhaustions", 0, 54)],
      [{ "system.level": 21 }, range("Level", 0, 20)],
      [{ "system.attributes.AGL": 7 }, range("Agility", 0, 6)],
    ] as const) {
      expect(await submit(sheet, data, ann), JSON.stringify(data)).toEqual([message]);
      expect(stored(xena).toObject()).toEqual(before);
    }
    // Knocked Out is Health below 0 [DOA-17]: that much is kept.
    expect(await submit(sheet, { "system.hp.value": -3 }, ann)).toEqual([]);
    expect(stored(xena).toObject()).toMatchObject({ hp: { value: -3 } });
  });

  it("[CORE-03] names and texts have a sensible length: a 1 MB note or an 81-character background is refused, nothing changed", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer });
    const sheet = await editSheet(xena, ann);
    expect(await submit(sheet, { "system.notes": "x".repeat(1_000_000) }, ann)).toEqual([refusal()]);
    expect(await submit(sheet, { "system.background": "b".repeat(81) }, ann)).toEqual([refusal()]);
    expect(stored(xena).toObject()).toMatchObject({ notes: "", background: "" });
    expect(
      await submit(
        sheet,
        { "system.background": "Warlord", "system.role": "Front line", "system.notes": "<script>alert(1)</script>" },
        ann,
      ),
    ).toEqual([]);
    const play = new doa.sheet.DoaCharacterSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(ann, () => play.render({ force: true }));
    expect(play.renderedHTML).toContain("Warlord");
    expect(play.renderedHTML).not.toContain("<script>");
    expect(play.renderedHTML).toContain("&lt;script&gt;");
  });

  it("[DOA-17][DOA-21] a Bystander's maximum Health is set from its sheet within 1–3; 0 or 4 is refused, nothing changed", async () => {
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander });
    const sheet = await editSheet(orc);
    expect(sheet.renderedHTML).toContain('name="system.hp.max"');
    expect(await submit(sheet, { "system.hp.max": 3, "system.hp.value": 3 })).toEqual([]);
    expect(stored(orc).toObject()).toMatchObject({ hp: { value: 3, max: 3 } });
    expect(stored(orc).derived.maxHp).toBe(3);
    for (const max of [0, 4]) {
      expect(await submit(sheet, { "system.hp.max": max })).toEqual([
        "Maximum Health must be a whole number from 1 to 3: nothing was saved.",
      ]);
      expect(stored(orc).toObject()).toMatchObject({ hp: { value: 3, max: 3 } });
    }
  });

  it("[DOA-17][DOA-21] a Companion follows the Dealer picked on its sheet: its Health from the Dealer's level, its draws from the Dealer's deck; a non-Dealer or itself is refused, nothing changed", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { level: 5 } });
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander });
    const gabrielle = await world.actor("Gabrielle", ann, { type: DOA_ACTOR.companion });
    expect(doa.gather.deckOwnerOf(gabrielle)).toBe("gm");
    const sheet = await editSheet(gabrielle);
    expect(sheet.renderedHTML).toContain(`<option value="${xena.id}">Xena</option>`);
    expect(sheet.renderedHTML).not.toContain(`<option value="${orc.id}">`);
    expect(await submit(sheet, { "system.dealerId": xena.id })).toEqual([]);
    expect(stored(gabrielle).derived.maxHp).toBe(3);
    expect(doa.gather.deckOwnerOf(gabrielle)).toBe(xena.id);
    for (const id of [orc.id, gabrielle.id, "../../etc"]) {
      expect(await submit(sheet, { "system.dealerId": id }), String(id)).toEqual([refusal()]);
      expect(stored(gabrielle).toObject()).toMatchObject({ dealerId: xena.id });
    }
  });

  it("[DOA-15] a weapon's skill is one of the book's skills: an unknown one is refused on the item sheet, nothing changed", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer });
    const [weapon] =
      (await world.rt.as(ann, () => xena.createEmbeddedDocuments("Item", [{ name: "Chakram", type: DOA_ITEM.weapon } as never]))) ?? [];
    const sheet = weapon!.sheet as unknown as RenderedSheet;
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain(game.i18n.localize("DECKBOUND.DOA.Weapon.FIELDS.skill.label"));
    expect(sheet.renderedHTML).toContain(`>${game.i18n.localize("DECKBOUND.DOA.Skill.Finesse")}</option>`);
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.skill": "finesse", "system.damage": 3 }));
    expect(itemSystemOf(weapon!, DOA_ITEM.weapon)!.toObject()).toMatchObject({ skill: "finesse", damage: 3 });
    world.rt.notifications.clear();
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.skill": "juggling" }));
    await world.rt.as(ann, () => world.rt.submitForm(sheet as never, { "system.damage": 1e9 }));
    expect(world.rt.notifications.log.filter((entry) => entry.type === "warn")).toHaveLength(2);
    expect(itemSystemOf(weapon!, DOA_ITEM.weapon)!.toObject()).toMatchObject({ skill: "finesse", damage: 3 });
  });
});

describe("a new Dealer's stacks", () => {
  it("[CORE-03] an owner given while the character's stacks are still being created owns every one of them", async () => {
    const [ann] = world.players as [User.Implementation];
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    // The GM creates Ada for no one, then gives her to Ann at once: the createActor hook is still
    // creating her stacks one by one. Failed before: those made after the ownership's sync (her Discard
    // among them) were made for no one.
    const ada = await world.rt.as(world.gm, () => Actor.create({ name: "Ada", type: DOA_ACTOR.dealer } as Actor.CreateData));
    await world.rt.as(world.gm, () => ada!.update({ ownership: { default: 0, [ann.id!]: 3 } } as never));
    await world.rt.as(world.gm, () => world.modules.authority.whenQueueIdle());
    const stacks = world.ruleset.stacks.filter((stack) => stack.scope === "character");
    expect(stacks.length).toBeGreaterThan(2);
    for (const stack of stacks) {
      const found = world.modules.directory.findStack(DOA_ID, { stack: stack.id, owner: ada!.id! });
      expect(found?.testUserPermission(ann, "OWNER"), stack.id).toBe(true);
    }
  });
});

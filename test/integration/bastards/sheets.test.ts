/**
 * The Fated sheet and the Time Passes dialog: pure contexts, and both rendered on the test runtime
 * with XP spent through the build reducer.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RULINGS, createCharacter } from "../../../src/rules/bastards/index.ts";
import type { Character } from "../../../src/rules/bastards/index.ts";
import {
  dropPurchase,
  fateDrawDialog,
  fatedSheetContext,
  parsePurchase,
  readFateDrawForm,
  timePassesOptions,
} from "../../../src/rulesets/bastards/sheets/sheet-context.ts";
import { createWorld } from "../world.ts";
import { waitFor } from "../wait.ts";
import type { World } from "../world.ts";
import { BASTARDS_WORLD, fated, players, sheets } from "./helpers.ts";
import { ADVANTAGE_ITEM, DISADVANTAGE_ITEM, SPECIALTY_ITEM, WEAPON_ITEM } from "../../../src/rulesets/bastards/ids.ts";

const inPlay = (changes: Partial<Character> = {}): Character => ({ ...createCharacter("C"), phase: "play", ...changes });
const find = (character: Character, type: string, key: string) =>
  timePassesOptions(character, DEFAULT_RULINGS)
    .flatMap((group) => group.options)
    .find((option) => option.action.type === type && JSON.stringify(option.action).includes(`"${key}"`))!;

describe("the Fated sheet's context", () => {
  it("[GOB-04] [GOB-07] [GOB-20] pools as bars; a suit whose pool is empty greys out its advantages; the state follows the empty pools", () => {
    const character = inPlay({
      advantages: { toughness: 1, speedy: 1 },
      disadvantages: { ugly: 1 },
      poolLoss: { body: 0, spirit: 0, mind: 5, luck: 0 },
    });
    const context = fatedSheetContext(character, "tarot");
    expect(context.traits.find((row) => row.trait === "body")!.pool).toMatchObject({ value: 15, max: 15, percent: 100 });
    expect(context.conditionLabel).toBe("DECKBOUND.Bastards.Condition.desperate");
    // Desperate, he still draws from a skill; Knocked Out (two pools empty), he does not [GOB-20].
    expect(context.mayDraw).toBe(true);
    expect(fatedSheetContext({ ...character, poolLoss: { ...character.poolLoss, body: 99 } }, "tarot").mayDraw).toBe(false);
    const spades = context.suits.find((group) => group.suit === "S")!;
    expect(spades).toMatchObject({ disabled: true, label: "DECKBOUND.Bastards.Suit.Tarot.S" });
    expect(spades.advantages.map((entry) => entry.id)).toEqual(["speedy"]);
    expect(spades.disadvantages.map((entry) => entry.id)).toEqual(["ugly"]);
    expect(context.suits.find((group) => group.suit === "C")).toMatchObject({
      disabled: false,
      advantages: [{ id: "toughness", ranks: 1 }],
    });
  });
});

describe("Time Passes choices", () => {
  it("[GOB-03] in play nothing can be bought until Time Passes opens; then one rank each, and only with XP left", () => {
    const closed = inPlay({ xp: 3 });
    expect(find(closed, "raiseTrait", "body")).toMatchObject({ allowed: false, reason: "DECKBOUND.Bastards.Refusal.NotTimePasses" });
    const open = inPlay({ xp: 3, timePasses: { open: true, raised: ["trait:body"] } });
    expect(find(open, "raiseTrait", "body")).toMatchObject({ allowed: false, reason: "DECKBOUND.Bastards.Refusal.OncePerTimePasses" });
    expect(find(open, "raiseTrait", "mind")).toMatchObject({ allowed: true, cost: 1 });
    const broke = inPlay({ xp: 0, timePasses: { open: true, raised: [] } });
    expect(find(broke, "raiseSkill", "athletics")).toMatchObject({ allowed: false, reason: "DECKBOUND.Bastards.Refusal.NotEnoughXp" });
  });

  it("[GOB-07] [GOB-08] creation-only advantages are refused after creation; Bad Reputation's removal doubles in price", () => {
    const open = inPlay({ xp: 9, timePasses: { open: true, raised: [] }, disadvantages: { badReputation: 2 }, badReputationRemovals: 2 });
    expect(find(open, "buyAdvantage", "fortunate")).toMatchObject({ allowed: false, reason: "DECKBOUND.Bastards.Refusal.CreationOnly" });
    expect(find(open, "removeDisadvantage", "badReputation")).toMatchObject({ allowed: true, cost: 4 });
    expect(find({ ...createCharacter("D") }, "buyAdvantage", "fortunate")).toMatchObject({ allowed: true });
  });

  it("[GOB-02] a purchase travels as data and only the four kinds are accepted", () => {
    expect(parsePurchase('{"type":"raiseTrait","trait":"luck"}')).toEqual({ type: "raiseTrait", trait: "luck" });
    expect(parsePurchase('{"type":"gainXp","reason":"scene"}')).toBeNull();
    expect(parsePurchase("not json")).toBeNull();
  });
});

describe("catalogue items dropped on the sheet", () => {
  it("[GOB-06] [GOB-07] an advantage, a weapon's Counter, a disadvantage and a specialty become purchases", () => {
    expect(dropPurchase({ type: ADVANTAGE_ITEM, name: "Toughness", system: { advantageId: "toughness" } })).toEqual({
      type: "buyAdvantage",
      id: "toughness",
    });
    expect(dropPurchase({ type: ADVANTAGE_ITEM, name: "Counter (Sabre)", system: { advantageId: "counter" } })).toEqual({
      type: "buyAdvantage",
      id: "counter",
      parameter: "sabre",
    });
    expect(dropPurchase({ type: DISADVANTAGE_ITEM, name: "Ugly", system: { disadvantageId: "ugly" } })).toEqual({
      type: "takeDisadvantage",
      id: "ugly",
    });
    expect(dropPurchase({ type: SPECIALTY_ITEM, name: "Acting", system: { first: "influence", second: "guts" } })).toEqual({
      type: "buySpecialty",
      specialty: { name: "Acting", skills: ["influence", "guts"] },
    });
    expect(dropPurchase({ type: WEAPON_ITEM, name: "Knife", system: {} })).toBeNull();
  });
});

describe("the Fate draw dialog", () => {
  it("[GOB-13] [GOB-06] [GOB-08] offers any difficulty 0–20 with the guidelines as hints, the specialties joining the skill drawn with and the intimidation flag", () => {
    const character = inPlay({
      specialties: [
        { name: "Duelling", skills: ["combat:sabre", "athletics"] },
        { name: "Forgery", skills: ["academics", "dexterity"] },
      ],
    });
    const dialog = fateDrawDialog(character, "athletics");
    expect(dialog.maxDifficulty).toBe(20);
    expect(dialog.difficulties.map((entry) => entry.value)).toEqual([0, 1, 3, 5, 7, 10, 15, 20]);
    expect(dialog.specialties).toEqual(["Duelling"]);
    expect(fateDrawDialog(character, "dexterity").specialties).toEqual(["Forgery"]);
    expect(fateDrawDialog(character, "stealth").specialties).toEqual([]);
    expect(readFateDrawForm({ trait: "mind", difficulty: "12", specialty: "Duelling", intimidate: "true" })).toEqual({
      trait: "mind",
      difficulty: 12,
      specialty: "Duelling",
      intimidate: true,
    });
    expect(readFateDrawForm({ trait: "body", difficulty: "4", specialty: "" })).toEqual({ trait: "body", difficulty: 4 });
    expect(readFateDrawForm({ trait: "body", difficulty: "lots" }).difficulty).toBe(-1);
  });

  it("[GOB-28] offers a draw of extreme movement with Acrobat to a holder who can use it (not with the Clubs pool empty), and reads it", () => {
    expect(fateDrawDialog(inPlay({}), "athletics").acrobat).toBe(false);
    expect(fateDrawDialog(inPlay({ advantages: { acrobat: 1 } }), "athletics").acrobat).toBe(true);
    const emptied = inPlay({ advantages: { acrobat: 1 }, poolLoss: { body: 20, spirit: 0, mind: 0, luck: 0 } });
    expect(fateDrawDialog(emptied, "athletics").acrobat).toBe(false);
    expect(readFateDrawForm({ trait: "body", difficulty: "0", acrobat: "true" })).toEqual({ trait: "body", difficulty: 0, acrobat: true });
    expect(readFateDrawForm({ trait: "body", difficulty: "0" })).toEqual({ trait: "body", difficulty: 0 });
  });
});

describe("on the runtime", () => {
  let world: World;
  afterEach(() => {
    expect(world.audit.violations).toEqual([]);
    world.rt.uninstall();
  });

  it("[GOB-01] [GOB-02] a new Fated starts with 2 in its suit's trait; its owner picks another suit on the sheet during creation", async () => {
    world = await createWorld(BASTARDS_WORLD);
    const player = players(world)[0];
    const ana = await fated(world, "Ana", player, { phase: "creation" });
    expect((ana.system as unknown as { traits: object }).traits).toEqual({ body: 2, spirit: 1, mind: 1, luck: 1 });
    const sheet = new (await sheets()).FatedSheet({ document: ana } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
    };
    await world.rt.as(player, () => sheet.render({ force: true }));
    expect(sheet.renderedParts["character"]).toContain('data-action="chooseSuit" data-suit="H"');
    await world.rt.as(player, () => world.rt.clickAction(sheet as never, "chooseSuit", { suit: "H" }));
    expect((ana.system as unknown as { suit: string; traits: object }).suit).toBe("H");
    expect((ana.system as unknown as { traits: object }).traits).toEqual({ body: 1, spirit: 2, mind: 1, luck: 1 });
  });

  it("[GOB-03] the sheet renders the character; the Time Passes dialog spends XP once per trait and refuses with the reason", async () => {
    world = await createWorld(BASTARDS_WORLD);
    const player = players(world)[0];
    const ana = await fated(world, "Ana", player, {
      suit: "H",
      traits: { body: 1, spirit: 2, mind: 1, luck: 1 },
      xp: 2,
      timePasses: { open: true, raised: [] },
    });
    await world.setUp();
    const sheet = new (await sheets()).FatedSheet({ document: ana } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
      renderedHTML: string;
    };
    await world.rt.as(player, () => sheet.render({ force: true }));
    expect(sheet.renderedParts["character"]).toContain("Hearts");
    expect(sheet.renderedParts["character"]).toContain('data-action="fateDraw"');
    expect(sheet.renderedHTML).not.toMatch(/DECKBOUND\./);
    const app = new (await sheets()).TimePassesApp(ana) as unknown as { render(options: object): Promise<unknown>; renderedHTML: string };
    await world.rt.as(player, () => app.render({ force: true }));
    expect(app.renderedHTML).toContain("2 XP");
    const purchase = JSON.stringify({ type: "raiseTrait", trait: "spirit" });
    await world.rt.as(player, () => world.rt.clickAction(app as never, "buy", { purchase }));
    const system = () =>
      game.actors.get(ana.id!)!.system as unknown as { traits: Record<string, number>; xp: number; pools: Record<string, { max: number }> };
    expect(system().traits["spirit"]).toBe(3);
    expect(system().xp).toBe(1);
    expect(system().pools["spirit"]!.max).toBe(15);
    await world.rt.as(player, () => world.rt.clickAction(app as never, "buy", { purchase }));
    expect(system().xp).toBe(1);
    expect(world.rt.notifications.log.at(-1)).toMatchObject({ type: "warn", message: "Only one rank per Time Passes." });
    expect(app.renderedHTML).toContain("1 XP");
  });

  it("[GOB-03] [GOB-04] [GOB-21] in edit mode the owner sets pool damage, wildcards and XP and restores the pools; only the GM awards the scene's XP", async () => {
    world = await createWorld(BASTARDS_WORLD);
    const player = players(world)[0];
    const ana = await fated(world, "Ana", player, { xp: 2, xpGained: 12 });
    const sheet = new (await sheets()).FatedSheet({ document: ana } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
    };
    await world.rt.as(player, () => sheet.render({ force: true }));
    expect(sheet.renderedParts["character"]).not.toContain('name="system.poolLoss.body"');
    await world.rt.as(player, () => world.rt.clickAction(sheet as never, "toggleMode"));
    for (const name of ["system.poolLoss.body", "system.poolLoss.luck", "system.wildcards", "system.xp"])
      expect(sheet.renderedParts["character"]).toContain(`name="${name}"`);
    expect(sheet.renderedParts["character"]).not.toContain('data-action="sceneXp"');
    await world.rt.as(player, () => world.rt.submitForm(sheet as never, { "system.poolLoss.body": 4, "system.wildcards": 3 }));
    const system = () =>
      game.actors.get(ana.id!)!.system as unknown as {
        poolLoss: Record<string, number>;
        wildcards: number;
        xp: number;
        xpGained: number;
        pools: Record<string, { value: number }>;
      };
    expect(system().pools["body"]!.value).toBe(6);
    expect(system().wildcards).toBe(3);
    await world.rt.as(player, () => world.rt.clickAction(sheet as never, "restorePools"));
    expect(system().poolLoss).toEqual({ body: 0, spirit: 0, mind: 0, luck: 0 });
    await world.rt.as(player, () => world.rt.clickAction(sheet as never, "sceneXp"));
    expect(system().xp).toBe(2);
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet as never, "sceneXp"));
    expect(system()).toMatchObject({ xp: 3, xpGained: 13 });
  });

  it("[GOB-02] [GOB-07] a catalogue item dropped on the sheet is bought with XP, not embedded; a creation-only one after creation is refused with the reason", async () => {
    world = await createWorld(BASTARDS_WORLD);
    const player = players(world)[0];
    const ana = await fated(world, "Ana", player, { xp: 2, timePasses: { open: true, raised: [] } });
    const [toughness, fortunate] = await world.rt.as(world.gm, () =>
      Item.createDocuments([
        { name: "Toughness", type: ADVANTAGE_ITEM, system: { advantageId: "toughness", suit: "C" } },
        { name: "Fortunate", type: ADVANTAGE_ITEM, system: { advantageId: "fortunate", suit: "D", creationOnly: true } },
      ] as never),
    );
    const drop = (item: Item.Implementation) =>
      world.rt.as(player, () => Hooks.call("dropActorSheetData", ana, {} as never, { type: "Item", uuid: item.uuid } as never));
    expect(await drop(toughness!)).toBe(false);
    const system = () =>
      game.actors.get(ana.id!)!.system as unknown as {
        advantages: Record<string, number>;
        xp: number;
        pools: Record<string, { max: number }>;
      };
    await waitFor(() => expect(system().advantages).toEqual({ toughness: 1 }));
    expect(system().xp).toBe(1);
    // A Clubs character starts with Body 2 [GOB-02]: 5 × 2, and Toughness adds 5 [GOB-04].
    expect(system().pools["body"]!.max).toBe(15);
    expect(ana.items.size).toBe(0);
    expect(await drop(fortunate!)).toBe(false);
    await waitFor(() =>
      expect(world.rt.notifications.log.at(-1)).toMatchObject({ type: "warn", message: "This can only be bought at character creation." }),
    );
    expect(system().xp).toBe(1);
  });
});

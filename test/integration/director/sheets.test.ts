/**
 * The Director's sheets on the test runtime: the character sheet shows the attributes with their
 * suits and odds, the competences and the deck; its Test button opens the set-up dialog and posts
 * a test card through the GM queue (odds before the draw); bad difficulties are refused with a
 * localised message; competences follow the pure rules; choosing an archetype rebuilds the deck;
 * the archetype editor refuses an archetype with no cards; the Compete button opens a competition
 * card with the extra cards chosen in a dialog [DIR-09], an NPC's too [DIR-10].
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ARCHETYPES, denseCounts } from "../../../src/rules/director/index.ts";
import { itemSystemOf, systemOf } from "../../../src/foundry/documents/system-of.ts";
import { until } from "../wait.ts";
import { ARCHETYPE_TYPE, CHARACTER_TYPE, COMPETITION_MESSAGE, NPC_TYPE, TEST_MESSAGE } from "../../../src/rulesets/director/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { DIRECTOR_TABLE, address } from "./helpers.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(DIRECTOR_TABLE);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

interface RenderedApp {
  render(options: object): Promise<unknown>;
  renderedParts: Record<string, string>;
  mode?: "play" | "edit";
}

async function sheetModules() {
  return {
    actorSheet: (await import("../../../src/rulesets/director/sheets/actor-sheet.ts")).DirectorActorSheet,
    archetypeSheet: (await import("../../../src/rulesets/director/sheets/archetype-sheet.ts")).DirectorArchetypeSheet,
  };
}

async function openSheet(document: Actor.Implementation | Item.Implementation, user: User.Implementation): Promise<RenderedApp> {
  const { actorSheet, archetypeSheet } = await sheetModules();
  const SheetClass = document.documentName === "Actor" ? actorSheet : archetypeSheet;
  const sheet = new SheetClass({ document } as never) as unknown as RenderedApp;
  await world.rt.as(user, () => sheet.render({ force: true }));
  return sheet;
}

const click = (user: User.Implementation, sheet: RenderedApp, action: string, dataset: Record<string, string> = {}) =>
  world.rt.as(user, () => world.rt.clickAction(sheet, action, dataset));

/** The text a reader sees: tags dropped, white space folded. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);

describe("Director character sheet", () => {
  it("[DIR-01][DIR-06] shows the four attributes with their suits, cards, highest card and odds, the competences and the deck left", async () => {
    const [ann] = world.players;
    const scout = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-scout")!;
    const actor = await world.actor("Ann", ann!, {
      system: { archetype: { name: scout.name, counts: denseCounts(scout.counts) }, competences: [{ name: "Climbing", expert: true }] },
    });
    await world.setUp();
    const sheet = await openSheet(actor, ann!);
    const html = sheet.renderedParts["character"]!;
    const text = textOf(html);
    for (const shown of [
      "♠ Body",
      "♣ Dexterity",
      "♥ Spirit",
      "♦ Mind",
      "Climbing Expert +2",
      "Archetype: Scout (example)",
      "34 of 34 cards in the deck",
    ]) {
      expect(text).toContain(shown);
    }
    // Scout: Dexterity ♣ whole (13 cards, Ace high), Spirit ♥ only 2–6 (5 cards, highest 6♥) [DIR-06].
    expect(html).toMatch(
      /data-attribute="dexterity">\s*<th[^>]*>.*<\/th>\s*<td class="is-number">13<\/td>\s*<td class="is-number">A♣<\/td>/,
    );
    expect(html).toMatch(/data-attribute="spirit">\s*<th[^>]*>.*<\/th>\s*<td class="is-number">5<\/td>\s*<td class="is-number">6♥<\/td>/);
    expect(html.match(/data-action="test"/g)).toHaveLength(4);
  });

  it("[DIR-04][DIR-08] the Test button's dialog posts a test card with the extra cards and the odds before the draw", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!, {
      system: {
        competences: [
          { name: "Climbing", expert: true },
          { name: "Origami", expert: false },
        ],
      },
    });
    await world.setUp();
    const sheet = await openSheet(actor, ann!);
    world.rt.dialogs.answer({ difficulty: 2, "competence-0": true, "competence-1": false, advantage: true, helpers: 0, penalty: 1 });
    await click(ann!, sheet, "test", { attribute: "spirit" });
    const message = game.messages.contents.at(-1)!;
    expect(message.type).toBe(TEST_MESSAGE);
    // 2 + 2 (expert) + 1 (advantage) − 1 (penalty) = 4 cards, proposed to the Director [DIR-04].
    const card = await world.seeCard(message, ann);
    expect(card).toContain("4 cards");
    expect(card).toContain("Odds:");
    expect(card).toContain("Proposed");
    expect(world.cardsIn(address("action", actor.id!))).toHaveLength(52);

    // The Director's Change… dialog opens filled with the proposal; its answer is what the card action sends.
    const { promptTestChange } = await import("../../../src/rulesets/director/sheets/test-dialog.ts");
    world.rt.dialogs.answer({
      attribute: "mind",
      difficulty: 3,
      "competence-0": true,
      "competence-1": true,
      advantage: false,
      helpers: 1,
      penalty: 0,
    });
    const change = await world.rt.as(world.gm, () => promptTestChange(stateOf(message) as never));
    expect(change).toEqual({
      attribute: "mind",
      difficulty: 3,
      competences: ["Climbing", "Origami"],
      advantage: false,
      helpers: 1,
      penalty: 0,
    });
    const act = (action: string, data: unknown) => world.ask(world.gm, { kind: "cardAction", messageId: message.id!, action, data });
    expect((await act("changeTest", change)).ok).toBe(true);
    // 3 + 2 (Climbing, the best related competence) + 1 (help) = 6 cards; confirmed, Ann draws them.
    expect((await act("confirmTest", {})).ok).toBe(true);
    expect(await world.seeCard(message, ann)).toContain("Draw 6");
  });

  it("[DIR-10] [T-DIR-04] the Director tests a player character against an NPC picked in the dialog; a name past 80 characters is refused", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!);
    await world.actor("Dock thug", null, { type: NPC_TYPE });
    await world.setUp();
    const sheet = await openSheet(actor, world.gm);
    world.rt.dialogs.answer({ difficulty: 3, against: "Dock thug" });
    await click(world.gm, sheet, "test", { attribute: "body" });
    const message = game.messages.contents.at(-1)!;
    expect(message.type).toBe(TEST_MESSAGE);
    expect(textOf(await world.seeCard(message, ann))).toContain("Dock thug");
    const long = await world.ask(world.gm, {
      kind: "startCard",
      messageType: TEST_MESSAGE,
      actorId: actor.id!,
      options: { attribute: "body", difficulty: 3, against: "x".repeat(81) },
    });
    expect(long).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
  });

  it("[DIR-04] bad input from the dialog: a difficulty above 4 or left empty is refused with a message and posts nothing", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!);
    await world.setUp();
    const sheet = await openSheet(actor, ann!);
    world.rt.dialogs.answer({ difficulty: 5 }, { difficulty: null });
    await click(ann!, sheet, "test", { attribute: "mind" });
    await click(ann!, sheet, "test", { attribute: "mind" });
    expect(game.messages.contents.filter((message) => message.type === TEST_MESSAGE)).toHaveLength(0);
    expect(warnings()).toEqual(["The difficulty cannot be above 4 (easy).", "The difficulty must be a whole number."]);
  });

  it("[DIR-12] competences are learned, made expert (+2) and refused when already known", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!);
    const sheet = await openSheet(actor, ann!);
    world.rt.dialogs.answer({ name: "Origami" }, { name: " origami " });
    await click(ann!, sheet, "addCompetence");
    await click(ann!, sheet, "addCompetence");
    expect(warnings()).toEqual(["The character already has that competence."]);
    await click(ann!, sheet, "makeExpert", { index: "0" });
    expect(systemOf(actor, CHARACTER_TYPE)?.competences).toEqual([{ name: "Origami", expert: true }]);
  });

  it("[DIR-12] a competence name longer than 80 characters, a 41st competence or notes past their length are refused with a notice; nothing is saved", async () => {
    const [ann] = world.players;
    const forty = Array.from({ length: 40 }, (_, index) => ({ name: `Skill ${index}`, expert: false }));
    const actor = await world.actor("Ann", ann!, { system: { competences: forty.slice(0, 39), notes: "Owes a favour." } });
    const sheet = await openSheet(actor, ann!);
    world.rt.dialogs.answer({ name: "x".repeat(81) }, { name: "Skill 39" }, { name: "Skill 40" });
    await click(ann!, sheet, "addCompetence");
    await click(ann!, sheet, "addCompetence");
    await click(ann!, sheet, "addCompetence");
    await world.rt.as(ann!, () => world.rt.submitForm(sheet, { "system.notes": "x".repeat(20_001) }));
    const refused = "That value is not allowed here, so nothing was saved.";
    expect(warnings()).toEqual([refused, refused, refused]);
    expect(systemOf(actor, CHARACTER_TYPE)?.competences).toEqual(forty);
    expect(systemOf(actor, CHARACTER_TYPE)?.notes).toBe("Owes a favour.");
  });

  it("[DIR-08] a test naming the same competence twice is refused: it would count twice under the sum ruling", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!, { system: { competences: [{ name: "Climbing", expert: true }] } });
    await world.setUp();
    const asked = await world.ask(ann!, {
      kind: "startCard",
      messageType: TEST_MESSAGE,
      actorId: actor.id!,
      options: { attribute: "body", difficulty: 2, competences: ["Climbing", "climbing"] },
    });
    expect(asked).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.BadExtraCards" });
    expect(game.messages.contents).toHaveLength(0);
  });

  it("[DIR-02] [T-CORE-06] a character sheet lists its own archetypes: the owner creates one, opens it in the archetype sheet and uses it", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!);
    await world.setUp();
    const sheet = await openSheet(actor, ann!);
    expect(sheet.renderedParts["items"]).toContain(`data-action="createItem" data-type="${ARCHETYPE_TYPE}"`);
    await click(ann!, sheet, "createItem", { type: ARCHETYPE_TYPE });
    const own = actor.items.find((item) => item.type === ARCHETYPE_TYPE)!;
    expect(own).toBeDefined();
    const { archetypeSheet } = await sheetModules();
    expect(own.sheet).toBeInstanceOf(archetypeSheet);
    sheet.mode = "edit";
    await world.rt.as(ann!, () => sheet.render({}));
    expect(sheet.renderedParts["items"]).toContain(`data-action="openItem" data-item-id="${own.id}"`);
    expect(sheet.renderedParts["character"]).toContain(`data-archetype="item:${own.id}"`);
    await click(ann!, sheet, "useArchetype", { archetype: `item:${own.id}` });
    expect(systemOf(actor, CHARACTER_TYPE)?.archetype.name).toBe(own.name);
  });

  it("[DIR-02] choosing an archetype on the sheet rebuilds the action deck", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!);
    await world.setUp();
    const sheet = await openSheet(actor, ann!);
    await click(ann!, sheet, "useArchetype", { archetype: "shipped:example-bruiser" });
    await until(() => world.cardsIn(address("action", actor.id!)).length === 34);
    expect(world.cardsIn(address("action", actor.id!))).toHaveLength(34);
    expect(systemOf(actor, CHARACTER_TYPE)?.archetype.name).toBe("DECKBOUND.Director.Archetype.Bruiser");
  });

  it("[DIR-02] editing the archetype a character uses rebuilds its action deck (this changed: the deck kept the old recipe)", async () => {
    const [ann] = world.players;
    const actor = await world.actor("Ann", ann!);
    await world.setUp();
    const sheet = await openSheet(actor, ann!);
    await click(ann!, sheet, "createItem", { type: ARCHETYPE_TYPE });
    const own = actor.items.find((item) => item.type === ARCHETYPE_TYPE)!;
    await click(ann!, sheet, "useArchetype", { archetype: `item:${own.id}` });
    const editor = await openSheet(own, ann!);
    const noTwos = Object.fromEntries(
      ["C", "D", "H", "S"].flatMap((suit) => Array.from({ length: 13 }, (_, i) => [`system.counts.${suit}.${i + 2}`, i === 0 ? 0 : 1])),
    );
    await world.rt.as(ann!, () => world.rt.submitForm(editor, { name: own.name, ...noTwos }));
    expect(itemSystemOf(own, ARCHETYPE_TYPE)?.deckSize).toBe(48);
    await until(() => world.cardsIn(address("action", actor.id!)).length === 48);
    expect(world.cardsIn(address("action", actor.id!)).map((card) => (card.kind === "suited" ? card.rank : null))).not.toContain(2);
    expect(systemOf(actor, CHARACTER_TYPE)?.deckSize).toBe(48);
  });

  it("[DIR-03] an NPC's sheet shows the enemy deck it draws from", async () => {
    const npc = await world.actor("Thug", null, { type: NPC_TYPE });
    await world.setUp();
    const sheet = await openSheet(npc, world.gm);
    const html = sheet.renderedParts["character"]!;
    expect(textOf(html)).toContain("Enemy deck");
    expect(textOf(html)).toContain("24 of 24 cards in the deck");
    expect(html).not.toContain('data-action="useArchetype"');
  });
});

describe("Director archetype editor", () => {
  const zeroCounts = () =>
    Object.fromEntries(["C", "D", "H", "S"].flatMap((suit) => Array.from({ length: 13 }, (_, i) => [`system.counts.${suit}.${i + 2}`, 0])));

  it("[DIR-02] the grid saves card counts; an archetype with no cards, or a second copy of a card the world does not allow, is refused with a message", async () => {
    const item = (await world.rt.as(world.gm, () =>
      Item.create({ name: "Duellist", type: ARCHETYPE_TYPE } as unknown as Item.CreateData),
    )) as Item.Implementation;
    const sheet = await openSheet(item, world.gm);
    expect(sheet.renderedParts["archetype"]!.match(/type="number"/g)).toHaveLength(52);
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { name: "Duellist", ...zeroCounts() }));
    expect(warnings()).toEqual(["An archetype must hold at least one card."]);
    expect(itemSystemOf(item, ARCHETYPE_TYPE)?.deckSize).toBe(52);
    // One poker deck by the book: a second K♠ is refused until the world allows copies.
    const withTwoKings = { name: "Duellist", ...zeroCounts(), "system.counts.C.14": 1, "system.counts.S.13": 2 };
    expect(sheet.renderedParts["archetype"]!.match(/max="1"/g)).toHaveLength(52);
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, withTwoKings));
    expect(warnings().at(-1)).toMatch(/^The rules build every deck from one poker deck, which holds each card once/);
    expect(itemSystemOf(item, ARCHETYPE_TYPE)?.deckSize).toBe(52);
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "director.copiesOfACard" as never, 2 as never));
    await world.rt.as(world.gm, () => sheet.render({}));
    expect(sheet.renderedParts["archetype"]!.match(/max="2"/g)).toHaveLength(52);
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, withTwoKings));
    expect(itemSystemOf(item, ARCHETYPE_TYPE)?.deckSize).toBe(3);
    // Back to one copy: the two kings stay (no card is taken unasked) and may go down, never up.
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "director.copiesOfACard" as never, 1 as never));
    await world.rt.as(world.gm, () => sheet.render({}));
    expect(sheet.renderedParts["archetype"]!).toMatch(/name="system\.counts\.S\.13" value="2" min="0" max="2"/);
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { ...withTwoKings, "system.counts.D.14": 1 }));
    expect(itemSystemOf(item, ARCHETYPE_TYPE)?.deckSize).toBe(4);
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { ...withTwoKings, "system.counts.D.14": 2 }));
    expect(warnings().at(-1)).toMatch(/^The rules build every deck from one poker deck/);
    expect(itemSystemOf(item, ARCHETYPE_TYPE)?.deckSize).toBe(4);
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, withTwoKings));
    expect(itemSystemOf(item, ARCHETYPE_TYPE)?.deckSize).toBe(3);
    // Seven of a card is above what any deck holds, and told as the world's setting; half a card is no count.
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { name: "Duellist", ...zeroCounts(), "system.counts.C.14": 7 }));
    expect(warnings().at(-1)).toMatch(/^The rules build every deck from one poker deck/);
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { name: "Duellist", ...zeroCounts(), "system.counts.C.14": 0.5 }));
    expect(warnings().at(-1)).toBe("Each card count must be a whole number from 0 to 4.");
    expect(itemSystemOf(item, ARCHETYPE_TYPE)?.deckSize).toBe(3);
  });
});

/** A competition card's stored entrants, whether it began, and the hands dealt. */
const stateOf = (message: ChatMessage.Implementation) =>
  (message.system as unknown as { state: { entrants: { key: string; attribute: string }[]; started: boolean; hands: unknown[] | null } })
    .state;

describe("the sheet's Compete button, the competition card's only way in", () => {
  it("[DIR-09] a character sheet's Compete button opens a competition card with that attribute; another player joins on the card and the opener begins", async () => {
    const [ann, bob] = [world.players[0]!, world.players[1]!];
    const anna = await world.actor("Anna", ann);
    const bea = await world.actor("Bea", bob);
    await world.rt.as(bob, async () => game.user.update({ character: bea.id } as never));
    await world.setUp();
    const sheet = await openSheet(anna, ann);
    expect(sheet.renderedParts["character"]!.match(/data-action="compete"/g)).toHaveLength(4);

    world.rt.dialogs.answer({ advantage: true });
    await click(ann, sheet, "compete", { attribute: "mind" });
    const message = game.messages.contents.at(-1)!;
    expect(message.type).toBe(COMPETITION_MESSAGE);
    expect(stateOf(message).entrants).toEqual([
      expect.objectContaining({ key: anna.id, attribute: "mind", extras: { competences: [], advantage: true, helpers: 0, penalty: 0 } }),
    ]);

    const act = (user: User.Implementation, action: string, data: unknown) =>
      world.ask(user, { kind: "cardAction", messageId: message.id!, action, data });
    expect((await act(bob, "join", { attribute: "body" })).ok).toBe(true);
    // The Director confirms both players' entries [DIR-09].
    for (const entrant of ["0", "1"]) expect((await act(world.gm, "confirmEntrant", { entrant })).ok).toBe(true);
    expect((await act(ann, "begin", null)).ok).toBe(true);
    const state = stateOf(game.messages.get(message.id!)!);
    expect(state.started).toBe(true);
    expect(state.entrants.map((entrant) => entrant.key)).toEqual([anna.id, bea.id]);
    expect(state.hands).toHaveLength(2);
  });

  it("[DIR-10] an NPC's sheet offers tests and Compete: NPCs compete where the world allows (this changed: NPCs had no Compete)", async () => {
    const npc = await world.actor("Guard", null, { type: NPC_TYPE });
    await world.setUp();
    const sheet = await openSheet(npc, world.gm);
    const html = sheet.renderedParts["character"]!;
    expect(html.match(/data-action="test"/g)).toHaveLength(4);
    expect(html.match(/data-action="compete"/g)).toHaveLength(4);
  });
});

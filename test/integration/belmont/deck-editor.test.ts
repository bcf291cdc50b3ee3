/**
 * The GM's deck editor on the test runtime [BEL-04, BEL-17]: Belmont's cards added and removed
 * wherever they lie, mirrored in the luck deck; Fate's decks edited alone; a skill deck never left
 * empty; no edit while a task is unresolved; an ability whose card left the deck flagged on the
 * sheet. Cards are conserved: every edit changes the count by exactly what it says.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey, parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { DeckEdit } from "../../../src/rules/belmont/index.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";
import { ABILITY_TYPE } from "../../../src/rulesets/belmont/ids.ts";

let world: World;
let h: Awaited<ReturnType<typeof belmontHelpers>>;

beforeEach(async () => {
  world = await createWorld(BELMONT_TABLE);
  h = await belmontHelpers(world);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const skill = (code: string) => parseCard(code, "belmont-skill") as SuitedCard;
const edit = (deckEdit: DeckEdit) => world.rt.as(world.gm, () => h.modules.deckEditor.editBelmontDecks(world.ruleset, deckEdit));
const everywhere = () => world.ruleset.stacks.flatMap((stack) => h.keys(stack.id));

describe("the Belmont deck editor", () => {
  it("[BEL-17] [CORE-03] the decks' recipes follow the edits: repairing the decks keeps an added card and does not bring back a removed one", async () => {
    await h.hero();
    await world.setUp();
    expect(await edit({ type: "addSkillCard", face: { suit: "H", rank: 14 } })).toEqual({ ok: true });
    expect(await edit({ type: "removeSkillCard", card: skill("7D") })).toEqual({ ok: true });
    const before = [...everywhere()].sort();
    const report = await world.rt.as(world.gm, () => world.modules.setup.repairStacks(world.ruleset));
    expect(report.repaired).toEqual([]);
    expect([...everywhere()].sort()).toEqual(before);
    expect(before).toContain("AH@belmont-skill-2");
    expect(before).toContain("AH@belmont-luck-2");
    expect(before).not.toContain("7D@belmont-skill");
    // A deck deleted by accident comes back as edited.
    const skillHearts = world.modules.directory.findStack(world.ruleset.id, { stack: "skill-H" })!;
    await world.rt.as(world.gm, () => skillHearts.delete());
    await world.rt.as(world.gm, () => world.modules.setup.repairStacks(world.ruleset));
    expect([...everywhere()].sort()).toEqual(before);
  });

  it("[BEL-04] [BEL-17] adding a skill card puts it on its discard pile and its copy in the luck deck; removing one takes it and its copy from wherever they lie", async () => {
    await h.hero();
    await world.setUp();
    expect(await edit({ type: "addSkillCard", face: { suit: "C", rank: 9 } })).toEqual({ ok: true });
    expect(h.keys("skill-discard-C")).toEqual(["9C@belmont-skill-2"]);
    expect(h.keys("luck")).toContain("9C@belmont-luck-2");
    expect(h.totalCards()).toBe(90);

    // The face-up 10 of spades and its luck copy lying face up as the luck card.
    await h.lay("10S", "belmont-skill", "skill-S", "skill-top-S");
    await h.lay("10S", "belmont-luck", "luck", "luck-card");
    expect(await edit({ type: "removeSkillCard", card: skill("10S") })).toEqual({ ok: true });
    expect(everywhere()).not.toContain("10S@belmont-skill");
    expect(everywhere()).not.toContain("10S@belmont-luck");
    expect(h.totalCards()).toBe(88);
    // No document is left behind in a deck's record either.
    const skillDeck = world.modules.directory.findStack(world.ruleset.id, { stack: "skill-S" })!;
    expect(skillDeck.cards.contents.map((card) => (card.system as { code?: string }).code)).not.toContain("10S");
  });

  it("[BEL-17] Fate's decks are edited alone: the luck deck does not change", async () => {
    await h.hero();
    await world.setUp();
    const luckBefore = h.keys("luck");
    expect(await edit({ type: "addChallengeCard", face: { suit: "H", rank: 8 } })).toEqual({ ok: true });
    expect(h.keys("challenge-H")).toContain("8H@belmont-challenge");
    expect(await edit({ type: "removeChallengeCard", card: parseCard("AH", "belmont-challenge") as SuitedCard })).toEqual({ ok: true });
    expect(h.keys("challenge-H")).not.toContain("AH@belmont-challenge");
    expect(world.cardsIn("challenge-H")).toHaveLength(6);
    expect(h.keys("luck")).toEqual(luckBefore);
  });

  it("[BEL-17] an edit that would leave a skill deck empty is refused and changes nothing; so is an edit during a task", async () => {
    const belmont = await h.hero();
    await world.setUp();
    for (const code of ["7C", "8C", "9C", "10C", "JC", "QC", "KC"])
      expect(await edit({ type: "removeSkillCard", card: skill(code) })).toEqual({ ok: true });
    const before = everywhere();
    world.rt.writes.reset();
    expect(await edit({ type: "removeSkillCard", card: skill("AC") })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.SkillDeckEmpty",
    });
    expect(await edit({ type: "removeSkillCard", card: skill("7C") })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.CardNotInDeck",
    });
    expect(world.rt.writes.count).toBe(0);
    expect(everywhere()).toEqual(before);

    await h.openTask(belmont);
    expect(await edit({ type: "addSkillCard", face: { suit: "D", rank: 7 } })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved",
    });
  });

  it("[BEL-17] an ability attached to a card no longer in the deck is flagged on the sheet", async () => {
    const belmont = await h.hero([
      { name: "Vampire Killer", type: ABILITY_TYPE, system: { suit: "S", rank: 10, kind: "bonus", amount: 1 } },
      { name: "Holy Water", type: ABILITY_TYPE, system: { suit: "D", rank: 13, kind: "described", description: "Burns the undead." } },
    ]);
    await world.setUp();
    const sheet = () =>
      h.modules.sheetContext.buildBelmontSheet({
        lying: h.modules.stacks.lyingNow,
        abilities: h.modules.abilities.abilitiesOf(belmont),
        isGM: true,
      });
    expect(sheet().abilities.map((ability) => [ability.name, ability.cardName, ability.orphaned])).toEqual([
      ["Vampire Killer", "10♠", false],
      ["Holy Water", "K♦", false],
    ]);
    expect(await edit({ type: "removeSkillCard", card: skill("10S") })).toEqual({ ok: true });
    expect(sheet().abilities.map((ability) => [ability.name, ability.orphaned])).toEqual([
      ["Vampire Killer", true],
      ["Holy Water", false],
    ]);
    expect(sheet().orphanCount).toBe(1);
    // A card of that face coming back un-flags it.
    expect(await edit({ type: "addSkillCard", face: { suit: "S", rank: 10 } })).toEqual({ ok: true });
    expect(sheet().orphanCount).toBe(0);
    expect(h.keys("skill-discard-S")).toEqual([cardKey(skill("10S"))]);
  });
});

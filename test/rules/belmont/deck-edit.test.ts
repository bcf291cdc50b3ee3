import { describe, expect, it } from "vitest";
import { SUITS, cardKey, parseCard } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom, shuffle } from "../../../src/rules/cards/random.ts";
import {
  BELMONT_STACK_SPECS,
  CHALLENGE_ORIGIN,
  LUCK_ORIGIN,
  SKILL_ORIGIN,
  applyDeckEditEffects,
  checkAbility,
  editDecks,
  initialDecks,
  orphanedAbilities,
  readDecks,
  readTableSnapshot,
  reduceTask,
  startingStacks,
} from "../../../src/rules/belmont/index.ts";
import type { Ability, BelmontDecks, DeckEdit, DeckEditPort } from "../../../src/rules/belmont/index.ts";
import { dealTops, keysOf, openTask } from "./table-helpers.ts";

const BOX = "test.box";

/** A MemoryTable that can create cards (filled in, then moved to the top) and delete them (into a box off the table). */
class EditableTable extends MemoryTable implements DeckEditPort {
  constructor(seed: number) {
    const random = seededRandom(seed);
    super([...BELMONT_STACK_SPECS, { id: BOX, kind: "pile", visibility: "hidden", runOut: { kind: "stop" } }], random);
    for (const [stack, cards] of Object.entries(startingStacks())) this.fill(stack, shuffle(cards, random));
  }
  async createCard(stack: string, card: Card): Promise<void> {
    this.fill(stack, [card]);
    await this.move([card], stack, stack, "top");
  }
  async deleteCard(stacks: readonly string[], card: Card): Promise<void> {
    const holder = stacks.find((stack) => this.contents(stack).some((held) => cardKey(held) === cardKey(card)));
    if (!holder) throw new Error(`${cardKey(card)} is in none of ${stacks.join(", ")}`);
    await this.move([card], holder, BOX);
  }
}

const skill = (code: string) => parseCard(code, SKILL_ORIGIN) as SuitedCard;

function edited(decks: BelmontDecks, edit: DeckEdit): BelmontDecks {
  const step = editDecks(decks, edit);
  if (!step.ok) throw new Error(step.reason);
  return step.state;
}

async function expectTableMatches(table: EditableTable, decks: BelmontDecks): Promise<void> {
  const read = await readDecks(table);
  for (const suit of SUITS) {
    expect(keysOf(read.skill[suit])).toEqual(keysOf(decks.skill[suit]));
    expect(keysOf(read.challenge[suit])).toEqual(keysOf(decks.challenge[suit]));
  }
  expect(keysOf(read.luck)).toEqual(keysOf(decks.luck));
}

describe("Belmont deck editing", () => {
  it("[BEL-04] [BEL-17] [T-BEL-04] the luck deck is edited on its own: a card added or removed there changes no skill deck", async () => {
    const table = new EditableTable(4);
    await table.move([parseCard("9S", LUCK_ORIGIN)], "luck", "luck-discard");
    let decks = initialDecks();
    for (const edit of [
      { type: "addLuckCard", face: { suit: "H", rank: 14 } },
      { type: "removeLuckCard", card: parseCard("9S", LUCK_ORIGIN) as SuitedCard },
    ] as const) {
      const step = editDecks(decks, edit);
      if (!step.ok) throw new Error(step.reason);
      decks = step.state;
      await applyDeckEditEffects(table, step.effects);
    }
    expect(decks.luck.map(cardKey)).toContain("AH@belmont-luck-2");
    expect(decks.luck.map(cardKey)).not.toContain("9S@belmont-luck");
    expect(decks.luck).toHaveLength(32);
    expect(decks.skill).toEqual(initialDecks().skill);
    await expectTableMatches(table, decks);
    expect(editDecks(decks, { type: "removeLuckCard", card: parseCard("9S", LUCK_ORIGIN) as SuitedCard })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.CardNotInDeck",
    });
  });

  it("[BEL-04] [BEL-17] adding a skill card adds its copy to the luck deck, on the table too", async () => {
    const table = new EditableTable(1);
    const step = editDecks(initialDecks(), { type: "addSkillCard", face: { suit: "D", rank: 14 } });
    if (!step.ok) throw new Error(step.reason);
    expect(step.state.skill.D.map(cardKey)).toContain("AD@belmont-skill-2");
    expect(step.state.luck.map(cardKey)).toContain("AD@belmont-luck-2");
    expect(step.state.luck).toHaveLength(33);
    await applyDeckEditEffects(table, step.effects);
    expect(table.contents("skill-discard-D").map(cardKey)).toEqual(["AD@belmont-skill-2"]);
    await expectTableMatches(table, step.state);
  });

  it("[BEL-04] [BEL-17] removing or changing a skill card is mirrored in the luck deck, wherever the cards lie", async () => {
    const table = new EditableTable(2);
    await table.move([parseCard("8C", LUCK_ORIGIN)], "luck", "luck-discard");
    let decks = initialDecks();
    for (const edit of [
      { type: "removeSkillCard", card: skill("8C") },
      { type: "changeSkillCard", card: skill("7C"), to: { suit: "C", rank: 10 } },
    ] as const) {
      const step = editDecks(decks, edit);
      if (!step.ok) throw new Error(step.reason);
      decks = step.state;
      await applyDeckEditEffects(table, step.effects);
    }
    expect(decks.skill.C.map(cardKey)).toEqual([
      "9C@belmont-skill",
      "10C@belmont-skill",
      "10C@belmont-skill-2",
      "JC@belmont-skill",
      "QC@belmont-skill",
      "KC@belmont-skill",
      "AC@belmont-skill",
    ]);
    expect(decks.luck.filter((card) => card.suit === "C").map(cardKey)).toEqual(
      decks.skill.C.map((card) => cardKey(card).replace("skill", "luck")),
    );
    await expectTableMatches(table, decks);
  });

  it("[BEL-17] Fate's challenge decks can be edited too, leaving the luck deck alone", async () => {
    const table = new EditableTable(3);
    let decks = initialDecks();
    for (const edit of [
      { type: "addChallengeCard", face: { suit: "S", rank: 8 } },
      { type: "removeChallengeCard", card: parseCard("AS", CHALLENGE_ORIGIN) as SuitedCard },
    ] as const) {
      const step = editDecks(decks, edit);
      if (!step.ok) throw new Error(step.reason);
      decks = step.state;
      await applyDeckEditEffects(table, step.effects);
    }
    expect(decks.challenge.S.map((card) => card.rank)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(decks.luck).toEqual(initialDecks().luck);
    await expectTableMatches(table, decks);
  });

  it("[BEL-17] a deck edit that would leave a skill deck empty is refused and changes nothing", () => {
    let decks = initialDecks();
    for (const code of ["7H", "8H", "9H", "10H", "JH", "QH", "KH"]) decks = edited(decks, { type: "removeSkillCard", card: skill(code) });
    const before = JSON.stringify(decks);
    const refusal = { ok: false, reason: "DECKBOUND.Belmont.Refusal.SkillDeckEmpty" };
    expect(editDecks(decks, { type: "removeSkillCard", card: skill("AH") })).toEqual(refusal);
    expect(editDecks(decks, { type: "changeSkillCard", card: skill("AH"), to: { suit: "S", rank: 14 } })).toEqual(refusal);
    expect(edited(decks, { type: "changeSkillCard", card: skill("AH"), to: { suit: "H", rank: 13 } }).skill.H).toHaveLength(1);
    expect(JSON.stringify(decks)).toBe(before);
  });

  it("[BEL-17] bad edits are refused: a card not in the deck, a face that is not a card, an edit during a task", async () => {
    const decks = initialDecks();
    expect(editDecks(decks, { type: "removeSkillCard", card: skill("2C") })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.CardNotInDeck",
    });
    expect(editDecks(decks, { type: "removeChallengeCard", card: skill("9C") })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.CardNotInDeck",
    });
    expect(editDecks(decks, { type: "addSkillCard", face: { suit: "X", rank: 9 } as never })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.BadCard",
    });
    expect(editDecks(decks, { type: "addSkillCard", face: { suit: "C", rank: 15 } as never })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.BadCard",
    });
    const task = await openTask(new EditableTable(4));
    expect(editDecks(decks, { type: "addSkillCard", face: { suit: "C", rank: 9 } }, task)).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved",
    });
  });
});

describe("Belmont abilities [BEL-17]", () => {
  const whip: Ability = { id: "whip", name: "Vampire Killer", suit: "H", rank: 10, effect: { kind: "bonus", amount: 2, text: null } };
  const holy: Ability = {
    id: "holy",
    name: "Holy Water",
    suit: "D",
    rank: 9,
    effect: { kind: "described", amount: null, text: "Burns the undead." },
  };

  it("[BEL-17] an ability attached to a card no longer in the deck is flagged as orphaned", () => {
    const decks = edited(initialDecks(), { type: "changeSkillCard", card: skill("10H"), to: { suit: "H", rank: 12 } });
    expect(orphanedAbilities([whip, holy], initialDecks())).toEqual([]);
    expect(orphanedAbilities([whip, holy], decks)).toEqual([whip]);
  });

  it("[BEL-17] a bonus or malus must be a whole number of at least 1; an open with a bad one is refused", async () => {
    expect(checkAbility(whip)).toBeNull();
    expect(checkAbility(holy)).toBeNull();
    const bad = { ...whip, effect: { kind: "malus", amount: 0.5, text: null } } as const;
    expect(checkAbility(bad)).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.BadAbilityAmount" });
    const table = new EditableTable(5);
    expect(reduceTask(null, { type: "open", table: await readTableSnapshot(table), abilities: [bad] })).toEqual(checkAbility(bad));
  });

  it("[BEL-17] the option shows the abilities attached to its card and counts their bonus", async () => {
    const table = new EditableTable(6);
    await table.move([skill("10H")], "skill-H", "skill-H");
    await table.move([parseCard("7C", LUCK_ORIGIN)], "luck", "luck");
    await dealTops(table);
    const step = reduceTask(null, { type: "open", table: await readTableSnapshot(table), abilities: [whip, holy] });
    if (!step.ok) throw new Error(step.reason);
    const heart = step.state.options.find((option) => option.suit === "H")!;
    expect(heart.abilities).toEqual([whip]);
    expect(heart.value.total).toBe(12);
  });
});

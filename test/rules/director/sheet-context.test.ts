import { describe, expect, it } from "vitest";
import { BALANCED_ARCHETYPE, EXAMPLE_ARCHETYPES, MAX_COPIES, POKER_DECK_COPIES, countOf } from "../../../src/rules/director/index.ts";
import type { CardCounts } from "../../../src/rules/director/index.ts";
import { percent } from "../../../src/foundry/odds-view.ts";
import { readCountsForm, readTestForm } from "../../../src/rulesets/director/sheets/forms.ts";
import {
  attributeRows,
  characterSheetView,
  competenceRows,
  deckGridView,
} from "../../../src/rulesets/director/sheets/actor-sheet-context.ts";

const EMPTY_COUNTS: CardCounts = { C: {}, D: {}, H: {}, S: {} };
const zeroForm = () =>
  Object.fromEntries(["C", "D", "H", "S"].flatMap((suit) => Array.from({ length: 13 }, (_, i) => [`p.${suit}.${i + 2}`, 0])));

describe("Director sheet context", () => {
  it("[DIR-01][DIR-04] each attribute row shows its suit and the exact odds of a test at difficulties 1–4 from the deck", () => {
    const rows = attributeRows(BALANCED_ARCHETYPE.counts);
    expect(rows.map((row) => `${row.symbol}${row.color}`)).toEqual(["♠black", "♣black", "♥red", "♦red"]);
    // One card from 52, 13 of the suit; two cards: 1 − (39·38)/(52·51) at least one of the suit.
    const [d1, d2] = rows[0]!.odds;
    expect(d1).toBe(percent(13 / 52));
    expect(d2).toBe(percent(1 - (39 * 38) / (52 * 51)));
    expect(rows.every((row) => row.cards === 13 && row.highest.startsWith("A"))).toBe(true);
  });

  it("[DIR-02][DIR-06] an archetype with few cards of a suit shows it: fewer cards, a lower highest card, lower odds", () => {
    const bruiser = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-bruiser")!;
    const mind = attributeRows(bruiser.counts).find((row) => row.attribute === "mind")!;
    expect(mind).toMatchObject({ cards: 5, highest: "6♦" });
    // 5 diamonds in 34 cards, one drawn.
    expect(mind.odds[0]).toBe(percent(5 / 34));
  });

  it("[DIR-02] the deck grid lists suits in attribute order with a count per rank and totals; inputs are named per face", () => {
    const grid = deckGridView(BALANCED_ARCHETYPE.counts, "system.counts");
    expect(grid.rows.map((row) => row.suit)).toEqual(["S", "C", "H", "D"]);
    expect(grid.ranks).toHaveLength(13);
    expect(grid.total).toBe(52);
    expect(grid.rows[0]!.cells[12]).toEqual({ rank: 14, count: 1, max: 1, name: "system.counts.S.14" });
    expect(grid.maxCopies).toBe(1);
  });

  it("[DIR-02][DIR-03] each grid input takes the copies the world allows, or as many as its card already holds", () => {
    const kept = deckGridView({ C: {}, D: {}, H: { 3: 3 }, S: { 9: 1 } }, "system.counts");
    const hearts = kept.rows.find((row) => row.suit === "H")!;
    const spades = kept.rows.find((row) => row.suit === "S")!;
    expect(hearts.cells.find((cell) => cell.rank === 3)!.max).toBe(3);
    expect(spades.cells.find((cell) => cell.rank === 9)!.max).toBe(1);
    expect(spades.cells.find((cell) => cell.rank === 10)!.max).toBe(1);
    const mixed = deckGridView({ C: {}, D: {}, H: { 3: 3 }, S: {} }, "system.counts", MAX_COPIES);
    expect(mixed.maxCopies).toBe(MAX_COPIES);
    expect(mixed.rows.every((row) => row.cells.every((cell) => cell.max === MAX_COPIES))).toBe(true);
  });

  it("[DIR-08][DIR-12] competences show +1, or +2 for an expert; the sheet reports the deck left against its size", () => {
    expect(
      competenceRows([
        { name: "Origami", expert: false },
        { name: "Climbing", expert: true },
      ]).map((row) => row.bonus),
    ).toEqual(["+1", "+2"]);
    const view = characterSheetView({
      npc: false,
      counts: BALANCED_ARCHETYPE.counts,
      archetypeName: BALANCED_ARCHETYPE.name,
      cardsLeft: 52,
      competences: [],
      notes: "",
      canTest: true,
      archetypes: [],
    });
    expect(view).toMatchObject({ size: 52, cardsLeft: 52, whole: true, deckLabel: "DECKBOUND.Director.Sheet.ActionDeck" });
  });
});

describe("Director forms", () => {
  const competences = [
    { name: "Climbing", expert: true },
    { name: "Origami", expert: false },
  ];

  it("[DIR-08] the test dialog's answer becomes the test options: ticked competences by name, advantage, help, penalty", () => {
    const read = readTestForm(
      "body",
      { difficulty: 3, "competence-1": true, advantage: true, helpers: 2, penalty: 1, against: " Thug " },
      competences,
    );
    expect(read).toEqual({
      ok: true,
      options: { attribute: "body", difficulty: 3, competences: ["Origami"], advantage: true, helpers: 2, penalty: 1, against: "Thug" },
    });
  });

  it("[DIR-04][DIR-07] bad dialog input: an empty or fractional difficulty and negative help are refused; 0 and below pass to the rules", () => {
    expect(readTestForm("body", { difficulty: null }, [])).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DifficultyNotWhole" });
    expect(readTestForm("body", { difficulty: 1.5 }, [])).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DifficultyNotWhole" });
    expect(readTestForm("body", { difficulty: 2, helpers: -1 }, [])).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.BadExtraCards",
    });
    expect(readTestForm("body", { difficulty: -2 }, [])).toMatchObject({ ok: true, options: { difficulty: -2 } });
  });

  it("[DIR-02] the grid's inputs become dense card counts; an archetype with no cards, half a card or a count above 4 is refused", () => {
    const mixed = { before: EMPTY_COUNTS, most: MAX_COPIES };
    expect(readCountsForm(zeroForm(), "p", "ArchetypeEmpty", mixed)).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.ArchetypeEmpty",
    });
    expect(readCountsForm(zeroForm(), "p", null, mixed)).toMatchObject({ ok: true });
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 1.5 }, "p", "ArchetypeEmpty", mixed)).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.BadCardCounts",
    });
    // Above four: more than the world's setting allows at its most.
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 5 }, "p", "ArchetypeEmpty", mixed)).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.TooManyCopies",
    });
    const read = readCountsForm({ ...zeroForm(), "p.H.3": 2, "p.C.14": null }, "p", "ArchetypeEmpty", mixed);
    if (!read.ok) throw new Error(read.reason);
    expect(countOf(read.counts, "H", 3)).toBe(2);
    expect(countOf(read.counts, "C", 14)).toBe(0);
  });

  it("[DIR-02][DIR-03] one poker deck by the book: a card raised above the world's limit is refused; a deck already holding more keeps its copies or loses some", () => {
    const onePokerDeck = { before: EMPTY_COUNTS, most: POKER_DECK_COPIES };
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 1 }, "p", "ArchetypeEmpty", onePokerDeck)).toMatchObject({ ok: true });
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 2 }, "p", "ArchetypeEmpty", onePokerDeck)).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.TooManyCopies",
    });
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 3 }, "p", "ArchetypeEmpty", { before: EMPTY_COUNTS, most: 2 })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.TooManyCopies",
    });
    // Saved while the table allowed three: the 3♥ keeps its copies or loses one, but gains none, and other cards stay at one.
    const saved = { before: { ...EMPTY_COUNTS, H: { 3: 3 } }, most: POKER_DECK_COPIES };
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 3, "p.S.9": 1 }, "p", "ArchetypeEmpty", saved)).toMatchObject({ ok: true });
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 2 }, "p", "ArchetypeEmpty", saved)).toMatchObject({ ok: true });
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 4 }, "p", "ArchetypeEmpty", saved)).toMatchObject({ ok: false });
    expect(readCountsForm({ ...zeroForm(), "p.H.3": 3, "p.S.9": 2 }, "p", "ArchetypeEmpty", saved)).toMatchObject({ ok: false });
  });
});

describe("Director tool context", () => {
  it("[DIR-03] the tool shows the destiny (A–4, 16) and enemy (5–10, 24) decks with cards left and grids named per deck", async () => {
    const { DEFAULT_DIRECTOR_DECKS } = await import("../../../src/rules/director/index.ts");
    const { toolView } = await import("../../../src/rulesets/director/gm/tool-context.ts");
    const view = toolView({
      decks: DEFAULT_DIRECTOR_DECKS,
      destinyLeft: 15,
      enemyLeft: 24,
      lastDestiny: null,
      npcs: [],
      isGM: true,
      copies: 1,
    });
    expect(view.destiny).toMatchObject({ left: 15, size: 16 });
    expect(view.enemy).toMatchObject({ left: 24, size: 24 });
    expect(view.enemy.grid.rows[0]!.cells.map((cell) => cell.count)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(view.destiny.grid.rows[0]!.cells[12]!.name).toBe("destiny.S.14");
  });
});

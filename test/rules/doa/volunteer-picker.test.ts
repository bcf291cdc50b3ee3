import { describe, expect, it } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { DEFAULT_RULINGS, degreeLabelKey, evaluateCard } from "../../../src/rules/doa/index.ts";
import type { CharacterStats, EpicState } from "../../../src/rules/doa/index.ts";
import { openCallFor, playOutcomes, volunteerChoice, volunteerData } from "../../../src/rulesets/doa/chat/volunteer-picker.ts";

const hand = parseCards("2C 7H KS", "xena");
const [two, seven, king] = hand.map(cardKey) as [string, string, string];

describe("the Epic Event volunteer's picker", () => {
  it("[DOA-19] offers every card of the hidden hand to play (the first preselected) and to sacrifice", () => {
    const { cards } = volunteerChoice(hand);
    expect(cards.map((card) => [card.key, card.field, card.first])).toEqual([
      [two, "sacrifice-0", true],
      [seven, "sacrifice-1", false],
      [king, "sacrifice-2", false],
    ]);
  });

  it("[DOA-19] sends the card played and the sacrifices, never the played card as a sacrifice", () => {
    expect(volunteerData({ play: seven, "sacrifice-0": two, "sacrifice-1": seven, "sacrifice-2": king }, hand, "x")).toEqual({
      id: "x",
      code: "7H",
      origin: "xena",
      sacrifice: `${two},${king}`,
    });
    expect(volunteerData({ play: king }, hand, "x")).toEqual({ id: "x", code: "KS", origin: "xena", sacrifice: "" });
  });

  it("[DOA-19] refuses a card that is not in the hand, and drops sacrifices from outside it", () => {
    expect(volunteerData({ play: "QD@xena" }, hand, "x")).toBeNull();
    expect(volunteerData({}, hand, "x")).toBeNull();
    expect(volunteerData({ play: two, "sacrifice-1": "QD@xena" }, hand, "x")?.sacrifice).toBe("");
  });
  const [tc] = parseCards("5S", "gm") as [SuitedCard];
  const call = { target: { tc, dr: 1, modifier: 1 }, rulings: DEFAULT_RULINGS };

  it("[DOA-19][DOA-09] shows what each card would report when played, and each number of sacrifices that improves it", () => {
    // TC 5♠, DR 1, modifier 1: a 2♣ is 3 away — Color Fail (black); one sacrifice brings it in range: Color
    // Success (a modifier never makes a Major Success by default).
    expect(playOutcomes(hand[0]!, call, 2)).toEqual([
      { sacrifices: 0, degree: "DECKBOUND.DOA.Degree.ColorFail", success: false },
      { sacrifices: 1, degree: "DECKBOUND.DOA.Degree.ColorSuccess", success: true },
    ]);
    // K♠ is 5 away: it needs all 2 other cards to be in range — and no more are there to give.
    expect(playOutcomes(hand[2]!, call, 2).map((outcome) => [outcome.sacrifices, outcome.success])).toEqual([[0, false]]);
    expect(playOutcomes(hand[2]!, call, 3).map((outcome) => [outcome.sacrifices, outcome.success])).toEqual([
      [0, false],
      [3, true],
    ]);
  });

  it("[DOA-19] every listed outcome is the report the check engine gives with that many sacrifices", () => {
    for (const card of parseCards("AS 2D 4S 5S 6H 9C JD KC", "xena") as SuitedCard[]) {
      const outcomes = playOutcomes(card, call, 4);
      for (let sacrifices = 0; sacrifices <= 4; sacrifices++) {
        const shown = outcomes.filter((outcome) => outcome.sacrifices <= sacrifices).at(-1)!;
        const { degree } = evaluateCard(card, { tc, dr: 1, modifier: 1 + sacrifices });
        expect(shown.degree).toBe(degreeLabelKey(degree));
      }
    }
  });

  it("[DOA-19] the open call is read for the seat that may answer it, with its modifier (never below 0)", () => {
    const stats = {
      kind: "dealer",
      attributes: { AGL: 2, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 },
      skills: {},
    } as unknown as CharacterStats;
    const epic = {
      phase: "check",
      call: { tc, on: "AGL", dr: 3, goal: null, for: null },
      seats: [
        { id: "x", owner: "xena", stats, cardsLeft: 5 },
        { id: "j", owner: "jonas", stats, cardsLeft: 5 },
      ],
    } as unknown as EpicState;
    expect(openCallFor(epic, "x", DEFAULT_RULINGS)).toEqual({ target: { tc, dr: 3, modifier: 2 }, rulings: DEFAULT_RULINGS });
    expect(openCallFor({ ...epic, call: { ...epic.call!, for: "j" } }, "x", DEFAULT_RULINGS)).toBeNull();
    expect(openCallFor({ ...epic, phase: "calling" }, "x", DEFAULT_RULINGS)).toBeNull();
    expect(openCallFor(null, "x", DEFAULT_RULINGS)).toBeNull();
    expect(volunteerChoice(hand, openCallFor(epic, "x", DEFAULT_RULINGS)).call).toMatchObject({ dr: 3, modifier: "2" });
    expect(volunteerChoice(hand).cards.every((card) => card.outcomes.length === 0)).toBe(true);
  });
});

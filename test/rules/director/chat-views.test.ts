import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import { BALANCED_ARCHETYPE, actionDeck, actionOrigin, reduceTest } from "../../../src/rules/director/index.ts";
import { testContext } from "../../../src/rulesets/director/chat/views.ts";
import { percent } from "../../../src/foundry/odds-view.ts";
import { Audience, mayPress } from "../../../src/foundry/chat/audience.ts";
import type { Viewer } from "../../../src/foundry/chat/audience.ts";

/** A viewer of a card about Ann's character; a GM owns every actor. */
const viewer = (isGM: boolean, ownsActor: boolean): Viewer => ({ userId: "u", isGM, cardActorId: "ann", owns: () => isGM || ownsActor });

describe("Director chat-card views", () => {
  it("[DIR-04][DIR-05] the test card shows the odds before the draw, then the cards with the tested suit marked and the outcome", () => {
    const deck = actionDeck("ann", BALANCED_ARCHETYPE.counts);
    const opened = reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 2, deck } });
    if (!opened.ok) throw new Error(opened.reason);
    const before = testContext("Ann", opened.state);
    // P(at least one spade in 2 of 52) = 1 - (39·38)/(52·51); two spades = (13·12)/(52·51).
    expect(before.odds).toEqual({ success: percent(1 - (39 * 38) / (52 * 51)), benefit: percent((13 * 12) / (52 * 51)) });
    expect(before.isDrawing).toBe(true);
    expect(before.outcome).toBeNull();
    const resolved = reduceTest(opened.state, { type: "drawn", cards: parseCards("7S 3H", actionOrigin("ann")) });
    if (!resolved.ok) throw new Error(resolved.reason);
    const after = testContext("Ann", resolved.state);
    expect(after.cards.map((card) => [card.name, card.symbol])).toEqual([
      ["7♠", true],
      ["3♥", false],
    ]);
    expect(after.outcome).toMatchObject({ label: "DECKBOUND.Director.Result.Success", success: true, symbols: 1, reshuffled: true });
  });

  it("[DIR-06] at difficulty 0 the card names the one card that succeeds", () => {
    const deck = actionDeck("ann", BALANCED_ARCHETYPE.counts);
    const opened = reduceTest(null, { type: "start", setup: { attribute: "mind", difficulty: 0, deck } });
    if (!opened.ok) throw new Error(opened.reason);
    expect(testContext("Ann", opened.state).plan).toEqual({ key: "DECKBOUND.Director.Chat.PlanHighest", count: 1, card: "A♦" });
  });

  it("formats odds as percentages with one decimal, and shows each button only to who may press it (the chat-card kit's audiences the Director's cards use)", () => {
    expect(percent(0.42345)).toBe("42.3%");
    expect(percent(1)).toBe("100%");
    expect(mayPress(Audience.gm, viewer(false, true))).toBe(false);
    expect(mayPress(Audience.owner, viewer(false, true))).toBe(true);
    expect(mayPress(Audience.owner, viewer(false, false))).toBe(false);
    expect(mayPress(Audience.owner, viewer(true, false))).toBe(true);
    expect(mayPress(Audience.everyone, viewer(false, false))).toBe(true);
  });
});

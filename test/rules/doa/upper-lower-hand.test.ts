import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { evaluateCard } from "../../../src/rules/doa/checks.ts";
import {
  cardsToDraw,
  exhaustionHand,
  handPlus,
  keptReport,
  lowerHand,
  netHand,
  upperHand,
} from "../../../src/rules/doa/upper-lower-hand.ts";

const target = { tc: parseCard("8C") as SuitedCard, dr: 2, modifier: 1 };
const reports = (codes: string) => codes.split(" ").map((code) => evaluateCard(parseCard(code) as SuitedCard, target));

describe("Upper and Lower Hand", () => {
  it("[DOA-11] Upper Hand (N) draws N extra and keeps the card closest to the TC after the modifier", () => {
    expect(cardsToDraw([upperHand(2)])).toBe(3);
    expect(keptReport(reports("2D JH 7S"), netHand([upperHand(2)]))?.card).toEqual(parseCard("7S"));
  });

  it("[DOA-11] Lower Hand (N) keeps the card furthest from the TC", () => {
    expect(cardsToDraw([lowerHand()])).toBe(2);
    expect(keptReport(reports("9C 2D"), netHand([lowerHand()]))?.card).toEqual(parseCard("2D"));
  });

  it("[DOA-11] among equally near cards (after the modifier) the player keeps the better degree", () => {
    // 9D and 8C both report 8 with modifier 1.
    expect(keptReport(reports("9D 8C"), 1)?.degree).toBe("critical");
    // Lower Hand: 3H and 3C are equally far; the player takes the Suited Fail.
    expect(keptReport(reports("3H 3C"), -1)?.degree).toBe("suitedFail");
  });

  it("[DOA-11] Upper Hand and Lower Hand of equal N cancel to a plain draw", () => {
    expect(netHand([upperHand(2), lowerHand(2)])).toBe(0);
    expect(cardsToDraw([upperHand(2), lowerHand(2)])).toBe(1);
    expect(cardsToDraw([upperHand(), lowerHand()])).toBe(1);
  });

  it("[DOA-11] effects compound: Upper Hand (1) twice and Lower Hand (3) leave Lower Hand (1)", () => {
    expect(netHand([upperHand(), upperHand(), lowerHand(3)])).toBe(-1);
    expect(cardsToDraw([upperHand(), upperHand(), lowerHand(3)])).toBe(2);
  });

  it("[DOA-11] the source's (N+) example: exhausted twice draws 3; another Lower Hand makes 4", () => {
    expect(cardsToDraw([handPlus("lower", 1, 1)])).toBe(2);
    expect(cardsToDraw([handPlus("lower", 1, 2)])).toBe(3);
    expect(cardsToDraw([handPlus("lower", 1, 2), lowerHand()])).toBe(4);
    expect(cardsToDraw([handPlus("upper", 2, 3)])).toBe(5);
  });

  it("[DOA-06] each exhaustion since the last rest adds one card of Lower Hand (1+)", () => {
    expect(exhaustionHand(0)).toEqual([]);
    expect(netHand(exhaustionHand(1))).toBe(-1);
    expect(netHand(exhaustionHand(3))).toBe(-3);
    expect(cardsToDraw([...exhaustionHand(2), upperHand()])).toBe(2);
  });

  it("[DOA-06][DOA-11][DOA-01] a hand larger than the action deck draws the whole deck: never more than its 54 cards", () => {
    // Exhausted 120 times: Lower Hand (120) as the book counts it, but no draw can hold more than the deck.
    expect(netHand(exhaustionHand(120))).toBe(-120);
    expect(cardsToDraw(exhaustionHand(120))).toBe(54);
    expect(cardsToDraw([upperHand(200)])).toBe(54);
    expect(cardsToDraw(exhaustionHand(53))).toBe(54);
    expect(cardsToDraw(exhaustionHand(52))).toBe(53);
  });
});

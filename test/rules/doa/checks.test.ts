import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RANKS, SUITS, parseCard, rankCode, suited, suitColor } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { standardDeck } from "../../../src/rules/cards/recipes.ts";
import { DEGREES, checkTargetRefusal, evaluateCard, isSuccess } from "../../../src/rules/doa/checks.ts";
import { ringDistance, signedOffset } from "../../../src/rules/doa/ranks.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";

const card = (code: string) => parseCard(code) as SuitedCard;

describe("a check: TC, DR and modifier", () => {
  it("[DOA-08] a 9 with TC 8, DR 0 and modifier 1 reports an 8", () => {
    const report = evaluateCard(card("9H"), { tc: card("8C"), dr: 0, modifier: 1 });
    expect(report.reported).toBe(8);
    expect(report.applied).toBe(-1);
    expect(report.inRange).toBe(true);
  });

  it("[DOA-08] a card lands in range when within DR + modifier steps of the TC, round the ring", () => {
    const mismatches: string[] = [];
    for (const tcRank of RANKS) {
      for (const drawn of standardDeck() as SuitedCard[]) {
        for (let dr = 0; dr <= 6; dr++) {
          for (let modifier = 0; modifier <= 3; modifier++) {
            const report = evaluateCard(drawn, { tc: suited("H", tcRank, "main"), dr, modifier });
            const steps = ringDistance(tcRank, drawn.rank);
            if (report.inRange !== steps <= dr + modifier) mismatches.push(`${tcRank}/${drawn.rank}/${dr}/${modifier}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  describe("the source's Xena jump: TC 8♣, DR 2, Athletics +1", () => {
    const target = { tc: card("8C"), dr: 2, modifier: 1 };
    const expected = (drawn: SuitedCard): string => {
      if (drawn.rank === 8) return drawn.suit === "C" ? "critical" : "major";
      const within = [5, 6, 7, 9, 10, 11].includes(drawn.rank);
      if (within) return drawn.suit === "C" ? "suitedSuccess" : drawn.suit === "S" ? "colorSuccess" : "success";
      return drawn.suit === "C" ? "suitedFail" : drawn.suit === "S" ? "colorFail" : "fail";
    };

    it("[DOA-09] every one of the 52 cards gets the degree the example lists", () => {
      for (const drawn of standardDeck() as SuitedCard[]) {
        expect(evaluateCard(drawn, target).degree, `drawn ${rankCode(drawn.rank)}${drawn.suit}`).toBe(expected(drawn));
      }
    });

    it("[DOA-09] 8♣ is a Critical Success, any other 8 a Major Success", () => {
      expect(evaluateCard(card("8C"), target).degree).toBe("critical");
      expect(evaluateCard(card("8D"), target).degree).toBe("major");
    });

    it("[DOA-10] a drawn J may subtract 1 to report a 10, within the DR", () => {
      const report = evaluateCard(card("JD"), target);
      expect(report.reported).toBe(10);
      expect(report.applied).toBe(-1);
      expect(report.degree).toBe("success");
    });

    it("[DOA-09] clubs or spades below 5 or above J are Suited or Color Fails; diamonds and hearts plain Fails", () => {
      expect(evaluateCard(card("4C"), target).degree).toBe("suitedFail");
      expect(evaluateCard(card("QS"), target).degree).toBe("colorFail");
      expect(evaluateCard(card("AH"), target).degree).toBe("fail");
      expect(evaluateCard(card("2D"), target).degree).toBe("fail");
    });
  });

  it("[DOA-09] there is no critical failure: every degree is one of the eight, and failure degrees only out of range", () => {
    expect(DEGREES).toEqual(["critical", "major", "suitedSuccess", "colorSuccess", "success", "suitedFail", "colorFail", "fail"]);
    for (const tc of standardDeck() as SuitedCard[]) {
      for (const drawn of standardDeck() as SuitedCard[]) {
        const report = evaluateCard(drawn, { tc, dr: 1, modifier: 1 });
        expect(isSuccess(report.degree)).toBe(report.inRange);
        if (report.degree.startsWith("suited")) expect(drawn.suit).toBe(tc.suit);
        if (report.degree.startsWith("color")) expect(suitColor(drawn.suit)).toBe(suitColor(tc.suit));
      }
    }
  });

  it("[DOA-09] ruling option: with modifierMakesMajor a 9♣ brought onto TC 8♣ is Critical", () => {
    const rulings = { ...DEFAULT_RULINGS, modifierMakesMajor: true };
    expect(evaluateCard(card("9C"), { tc: card("8C"), dr: 0, modifier: 1 }, rulings).degree).toBe("critical");
    expect(evaluateCard(card("9C"), { tc: card("8C"), dr: 0, modifier: 1 }).degree).toBe("suitedSuccess");
  });

  it("[DOA-10] the modifier is a maximum: the engine's report is the nearest any allowed amount reaches", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANKS),
        fc.constantFrom(...RANKS),
        fc.constantFrom(...SUITS),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        (tcRank, rank, suit, dr, modifier) => {
          const report = evaluateCard(suited(suit, rank, "main"), { tc: suited("S", tcRank, "main"), dr, modifier });
          expect(Math.abs(report.applied)).toBeLessThanOrEqual(modifier);
          const offset = signedOffset(tcRank, rank);
          let nearest = 6;
          for (let amount = -modifier; amount <= modifier; amount++) {
            nearest = Math.min(nearest, Math.abs(((offset + amount + 13 * 3 + 6) % 13) - 6));
          }
          expect(report.distance).toBe(nearest);
          expect(ringDistance(tcRank, report.reported)).toBe(nearest);
        },
      ),
    );
  });

  it("[DOA-08] a DR below 0 or above 6 is refused, as is a negative modifier or a joker TC", () => {
    expect(checkTargetRefusal({ tc: card("8C"), dr: -1, modifier: 0 })).toEqual({ ok: false, reason: REFUSAL.DrOutOfRange });
    expect(checkTargetRefusal({ tc: card("8C"), dr: 7, modifier: 0 })).toEqual({ ok: false, reason: REFUSAL.DrOutOfRange });
    expect(checkTargetRefusal({ tc: card("8C"), dr: 1.5, modifier: 0 })).toEqual({ ok: false, reason: REFUSAL.DrOutOfRange });
    expect(checkTargetRefusal({ tc: card("8C"), dr: 2, modifier: -1 })).toEqual({ ok: false, reason: REFUSAL.BadModifier });
    expect(checkTargetRefusal({ tc: parseCard("JKR"), dr: 2, modifier: 0 })).toEqual({ ok: false, reason: REFUSAL.TargetIsJoker });
    expect(checkTargetRefusal({ tc: card("8C"), dr: 6, modifier: 0 })).toBeNull();
    expect(checkTargetRefusal({ tc: card("8C"), dr: 0, modifier: 0 })).toBeNull();
  });
});

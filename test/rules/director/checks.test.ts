import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import {
  BALANCED_ARCHETYPE,
  DEFAULT_ENEMY_COUNTS,
  DEFAULT_RULINGS,
  EXAMPLE_ARCHETYPES,
  checkExtras,
  countSymbols,
  extraCards,
  judgeTest,
  planDrawCount,
  planTest,
} from "../../../src/rules/director/index.ts";
import type { CardCounts, Competence, ExtraCards, TestPlan } from "../../../src/rules/director/index.ts";

function hand(notation: string): SuitedCard[] {
  return parseCards(notation) as SuitedCard[];
}

const BALANCED = BALANCED_ARCHETYPE.counts;
const BRUISER: CardCounts = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-bruiser")!.counts;
const skilled: Competence = { name: "Fighting", expert: false };
const expert: Competence = { name: "Climbing", expert: true };

describe("Skill test plan and result [DIR-04]", () => {
  it("[DIR-04] difficulty 1 to 4 draws that many cards", () => {
    for (const difficulty of [1, 2, 3, 4]) {
      const plan = planTest(difficulty, "S", BALANCED);
      expect(plan).toEqual({ kind: "draw", suit: "S", count: difficulty });
      expect(planDrawCount(plan)).toBe(difficulty);
    }
  });

  it("[DIR-04] at least one card of the tested suit succeeds; none fails", () => {
    const plan = planTest(3, "H", BALANCED);
    expect(judgeTest(plan, hand("2H 9C KD"))).toBe("success");
    expect(judgeTest(plan, hand("AS 9C KD"))).toBe("failure");
  });

  it("[DIR-04] ruling: a card is one symbol whatever its pips, so a lone 10 of the suit is a plain success", () => {
    expect(countSymbols(hand("10S"), "S")).toBe(1);
    expect(judgeTest(planTest(2, "S", BALANCED), hand("10S 3C"))).toBe("success");
  });
});

describe("Success with benefit [DIR-05]", () => {
  it("[DIR-05] two or more cards of the tested suit succeed with benefit", () => {
    const plan = planTest(4, "D", BALANCED);
    expect(judgeTest(plan, hand("2D 3D 4C 5C"))).toBe("successWithBenefit");
    expect(judgeTest(plan, hand("2D 3D 4D 5D"))).toBe("successWithBenefit");
    expect(judgeTest(plan, hand("2D 3S 4C 5C"))).toBe("success");
  });
});

describe("Difficulty 0 [DIR-06]", () => {
  it("[DIR-06] one card, which succeeds only as the Ace of the suit in a full deck", () => {
    const plan = planTest(0, "S", BALANCED);
    expect(plan).toEqual({ kind: "highest", suit: "S", rank: 14 });
    expect(planDrawCount(plan)).toBe(1);
    expect(judgeTest(plan, hand("AS"))).toBe("success");
    expect(judgeTest(plan, hand("KS"))).toBe("failure");
    expect(judgeTest(plan, hand("AH"))).toBe("failure");
  });

  it("[DIR-06] the highest card the archetype's deck holds: the Bruiser's best diamond is the 6", () => {
    const plan = planTest(0, "D", BRUISER);
    expect(plan).toEqual({ kind: "highest", suit: "D", rank: 6 });
    expect(judgeTest(plan, hand("6D"))).toBe("success");
    expect(judgeTest(plan, hand("5D"))).toBe("failure");
  });

  it("[DIR-06] in the enemy deck the highest card is the 10", () => {
    expect(planTest(0, "H", DEFAULT_ENEMY_COUNTS)).toEqual({ kind: "highest", suit: "H", rank: 10 });
  });

  it("[DIR-06] a deck with no card of the suit cannot succeed at 0", () => {
    const noSpades: CardCounts = { ...BALANCED, S: {} };
    const plan = planTest(0, "S", noSpades);
    expect(plan).toEqual({ kind: "highest", suit: "S", rank: null });
    expect(judgeTest(plan, hand("AH"))).toBe("failure");
  });

  it("[DIR-06] a success at 0 is never a benefit", () => {
    expect(judgeTest(planTest(0, "C", BALANCED), hand("AC"))).toBe("success");
  });
});

describe("Difficulty below 0 [DIR-07]", () => {
  it("[DIR-07] below 0 is impossible and draws nothing", () => {
    for (const count of [-1, -2, -7]) {
      const plan: TestPlan = planTest(count, "C", BALANCED);
      expect(plan).toEqual({ kind: "impossible", suit: "C" });
      expect(planDrawCount(plan)).toBe(0);
      expect(judgeTest(plan, [])).toBe("impossible");
    }
  });
});

describe("Extra cards [DIR-08]", () => {
  const extra = (extras: ExtraCards) => extraCards(extras, DEFAULT_RULINGS);

  it("[DIR-08] a related competence +1, an expert +2, an advantage +1", () => {
    expect(extra({})).toBe(0);
    expect(extra({ competences: [skilled] })).toBe(1);
    expect(extra({ competences: [expert] })).toBe(2);
    expect(extra({ advantage: true })).toBe(1);
    expect(extra({ competences: [expert], advantage: true })).toBe(3);
  });

  it("[DIR-08] help is +1 however many help", () => {
    expect(extra({ helpers: 0 })).toBe(0);
    for (const helpers of [1, 2, 5]) expect(extra({ helpers })).toBe(1);
  });

  it("[DIR-08] a penalty lowers the count, to 0 (one card, the highest) or below (impossible)", () => {
    expect(extra({ penalty: 2 })).toBe(-2);
    expect(planTest(1 + extra({ penalty: 1 }), "S", BALANCED).kind).toBe("highest");
    expect(planTest(1 + extra({ penalty: 2 }), "S", BALANCED).kind).toBe("impossible");
    expect(planTest(2 + extra({ competences: [skilled], penalty: 3 }), "S", BALANCED).kind).toBe("highest");
  });

  it("[DIR-08] several related competences: the best counts by default, all of them with the 'sum' ruling", () => {
    const both = { competences: [skilled, expert] };
    expect(extra(both)).toBe(2);
    expect(extraCards(both, { ...DEFAULT_RULINGS, relatedCompetences: "sum" })).toBe(3);
  });

  it("[DIR-08] the net extra cards follow the rule for any combination", () => {
    const competence = fc.record({ name: fc.constant("Skill"), expert: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(competence, { maxLength: 3 }),
        fc.boolean(),
        fc.nat(4),
        fc.nat(6),
        (competences, advantage, helpers, penalty) => {
          const best = competences.some((c) => c.expert) ? 2 : competences.length > 0 ? 1 : 0;
          const expected = best + (advantage ? 1 : 0) + (helpers > 0 ? 1 : 0) - penalty;
          expect(extra({ competences, advantage, helpers, penalty })).toBe(expected);
        },
      ),
    );
  });

  it("[DIR-08] malformed extra cards are refused", () => {
    const refusal = { ok: false, reason: "DECKBOUND.Director.Refusal.BadExtraCards" };
    expect(checkExtras({ helpers: -1 })).toEqual(refusal);
    expect(checkExtras({ penalty: 1.5 })).toEqual(refusal);
    expect(checkExtras({ advantage: "yes" as unknown as boolean })).toEqual(refusal);
    expect(checkExtras({ competences: [{ name: "", expert: false }] })).toEqual(refusal);
    expect(checkExtras({ competences: [skilled], advantage: true, helpers: 3, penalty: 1 })).toBeNull();
  });
});

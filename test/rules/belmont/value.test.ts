import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import {
  DEFAULT_RULINGS,
  LUCK_ORIGIN,
  SKILL_ORIGIN,
  compareToChallenge,
  decideTask,
  effectiveValue,
  luckLabelKey,
  luckMatch,
  valueLabel,
} from "../../../src/rules/belmont/index.ts";
import type { Ability } from "../../../src/rules/belmont/index.ts";

const skill = (code: string) => parseCard(code, SKILL_ORIGIN) as SuitedCard;
const luck = (code: string) => parseCard(code, LUCK_ORIGIN) as SuitedCard;
const challenge = (code: string) => parseCard(code, "belmont-challenge") as SuitedCard;
const ability = (id: string, code: string, effect: Ability["effect"]): Ability => {
  const { suit, rank } = skill(code);
  return { id, name: id, suit, rank, effect };
};

describe("Belmont values", () => {
  it("[BEL-07] meeting the challenge card succeeds, lower fails, on the order 7 < 8 < … < K < A", () => {
    const ladder = ["7", "8", "9", "10", "J", "Q", "K", "A"].map((rank) => skill(`${rank}C`).rank);
    expect(ladder).toEqual([...ladder].sort((a, b) => a - b));
    expect(new Set(ladder).size).toBe(8);
    expect(compareToChallenge(effectiveValue(skill("QS"), { luck: null }).total, challenge("QS")).result).toBe("success");
    expect(compareToChallenge(effectiveValue(skill("JS"), { luck: null }).total, challenge("QS")).result).toBe("failure");
    expect(compareToChallenge(effectiveValue(skill("AS"), { luck: null }).total, challenge("KS")).result).toBe("success");
  });

  it("[BEL-08] a luck card of the same suit makes the card one rank higher", () => {
    const value = effectiveValue(skill("8H"), { luck: luck("KH") });
    expect([value.luck, value.total, valueLabel(value.total)]).toEqual(["suit", 9, "9"]);
    expect(compareToChallenge(value.total, challenge("9H")).result).toBe("success");
    expect(effectiveValue(skill("10H"), { luck: luck("KH") }).total).toBe(11);
    expect(luckLabelKey("suit")).toBe("DECKBOUND.Belmont.Luck.Suit");
  });

  it("[BEL-09] a luck card of the same number makes the card two ranks higher", () => {
    const value = effectiveValue(skill("7C"), { luck: luck("7D") });
    expect([value.luck, value.total]).toEqual(["number", 9]);
    expect(effectiveValue(skill("QS"), { luck: luck("QD") }).total).toBe(14);
    expect(luckLabelKey("number")).toBe("DECKBOUND.Belmont.Luck.Number");
  });

  it("[BEL-10] luck of the same suit and number is an automatic critical success, even where victory is impossible", () => {
    expect(luckMatch(skill("7S"), luck("7S"))).toBe("critical");
    const critical = { luck: "critical", skillCount: 5, challengeCount: 5 } as const;
    expect(decideTask(critical, 7, challenge("AS"))).toEqual({ result: "critical", reason: "lucky" });
    expect(decideTask({ ...critical, skillCount: 1 }, 7, challenge("AS")).result).toBe("critical");
    expect(decideTask({ ...critical, challengeCount: 1 }, 7, challenge("AS")).result).toBe("critical");
    expect(decideTask({ ...critical, challengeCount: 0 }, 7, null).result).toBe("critical");
    expect(luckLabelKey("critical")).toBe("DECKBOUND.Belmont.Luck.Critical");
    expect(luckLabelKey("none")).toBeNull();
  });

  it("[BEL-11] a value raised past the Ace stays above it: A+1 and A+2 beat an Ace", () => {
    const plusOne = effectiveValue(skill("AD"), { luck: luck("KD") });
    const plusTwo = effectiveValue(skill("AD"), { luck: luck("AC") });
    expect([valueLabel(plusOne.total), valueLabel(plusTwo.total)]).toEqual(["A+1", "A+2"]);
    expect(plusOne.total).toBeGreaterThan(14);
    expect(plusTwo.total).toBeGreaterThan(plusOne.total);
    const humbled = effectiveValue(skill("AD"), {
      luck: luck("AC"),
      abilities: [ability("curse", "AD", { kind: "malus", amount: 2, text: null })],
    });
    expect(compareToChallenge(humbled.total, challenge("AD")).result).toBe("success");
  });

  it("[BEL-11] [BEL-12] with the capAtAce ruling each bonus stops at the Ace and maluses count down from it", () => {
    const rulings = { ...DEFAULT_RULINGS, valuesPastAce: "capAtAce" } as const;
    const inputs = { luck: luck("AC"), abilities: [ability("curse", "AD", { kind: "malus", amount: 1, text: null })] };
    expect(effectiveValue(skill("AD"), inputs, rulings).total).toBe(13);
    expect(effectiveValue(skill("AD"), inputs).total).toBe(15);
  });

  it("[BEL-12] bonuses apply Sharp, Brawn, Heart, Magic, then Luck; maluses after every bonus", () => {
    const value = effectiveValue(skill("9H"), {
      luck: luck("KH"),
      abilities: [
        ability("whip", "9H", { kind: "bonus", amount: 1, text: null }),
        ability("bleeding", "9H", { kind: "malus", amount: 2, text: null }),
      ],
      modifiers: [
        { source: "D", amount: 1 },
        { source: "S", amount: -1 },
        { source: "C", amount: 2 },
        { source: "S", amount: 1 },
      ],
    });
    expect(value.steps.map((step) => [step.source, step.amount, step.total])).toEqual([
      ["C", 2, 11],
      ["S", 1, 12],
      ["H", 1, 13],
      ["D", 1, 14],
      ["luck", 1, 15],
      ["H", -2, 13],
      ["S", -1, 12],
    ]);
    expect(value.total).toBe(12);
    expect(value.steps.find((step) => step.amount === 1 && step.source === "H")?.abilityId).toBe("whip");
  });

  it("[BEL-12] [BEL-17] a described ability changes no value", () => {
    const value = effectiveValue(skill("9H"), {
      luck: null,
      abilities: [ability("holy", "9H", { kind: "described", amount: null, text: "Banishes the undead." })],
    });
    expect(value.steps).toEqual([]);
    expect(value.total).toBe(9);
  });
});

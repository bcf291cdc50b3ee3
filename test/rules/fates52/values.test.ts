import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import {
  REFUSAL,
  aceDamage,
  attackBeats,
  cardValue,
  damageFor,
  highestCard,
  playStrength,
  tier,
  validatePlay,
} from "../../../src/rules/fates52/index.ts";
import { cards } from "./harness.ts";

const suitedCards = (list: string): SuitedCard[] => cards(list) as SuitedCard[];

describe("52 Fates card values", () => {
  it("[F52-08] 2–10 count as printed and J, Q, K count 15", () => {
    expect(suitedCards("2C 7D 10H JS QC KD").map(cardValue)).toEqual([2, 7, 10, 15, 15, 15]);
    expect(suitedCards("9H JH KH AH").map(tier)).toEqual(["number", "face", "face", "ace"]);
  });

  it("[F52-08] an Ace beats any total but another Ace, and is never added", () => {
    const ace = playStrength(suitedCards("AC"));
    expect(ace).toEqual({ ace: true, total: 0 });
    expect(attackBeats(ace, playStrength(suitedCards("KS QS JS"), 50))).toBe(true);
    expect(attackBeats(playStrength(suitedCards("KS QS JS")), ace)).toBe(false);
    expect(validatePlay(cards("AC 5D"), { maxCards: 3 })).toEqual({ ok: false, reason: REFUSAL.AceAlone });
  });

  it("[F52-08] ruling: Ace against Ace — the attack is not higher, the defence holds", () => {
    expect(attackBeats(playStrength(suitedCards("AS")), playStrength(suitedCards("AD")))).toBe(false);
  });

  it("[F52-07] the attack succeeds only with a strictly higher total", () => {
    expect(attackBeats(playStrength(suitedCards("9C 6D")), playStrength(suitedCards("KH")))).toBe(false);
    expect(attackBeats(playStrength(suitedCards("9C 7D")), playStrength(suitedCards("KH")))).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (a, d) => {
        expect(attackBeats({ ace: false, total: a }, { ace: false, total: d })).toBe(a > d);
      }),
    );
  });

  it("[F52-09] a play with more cards than allowed is refused; one suit when asked", () => {
    expect(validatePlay(cards("2C 3C 4C"), { maxCards: 2 })).toEqual({ ok: false, reason: REFUSAL.TooManyCards });
    expect(validatePlay(cards("2C 3D"), { maxCards: 2, sameSuit: true })).toEqual({ ok: false, reason: REFUSAL.MixedSuits });
    expect(validatePlay(cards("2C 3C"), { maxCards: 2, sameSuit: true }).ok).toBe(true);
    expect(validatePlay([], { maxCards: 2 })).toEqual({ ok: false, reason: REFUSAL.NoCards });
    expect(validatePlay(cards("2C 2C"), { maxCards: 2 })).toEqual({ ok: false, reason: REFUSAL.DuplicateCard });
    expect(validatePlay([parseCard("JKR")], { maxCards: 2 })).toEqual({ ok: false, reason: REFUSAL.NotACard });
  });

  it("[F52-10] damage from the highest card: number 1, face 2, Ace half current HP rounded up, at least 3", () => {
    expect(highestCard(suitedCards("3C KD 9H"))?.rank).toBe(13);
    expect(damageFor(parseCard("10S") as SuitedCard, 8)).toBe(1);
    expect(damageFor(parseCard("QS") as SuitedCard, 8)).toBe(2);
    expect(damageFor(parseCard("AS") as SuitedCard, 9)).toBe(5);
    expect(damageFor(parseCard("AS") as SuitedCard, 4)).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (hp) => {
        expect(aceDamage(hp)).toBe(Math.max(3, Math.ceil(hp / 2)));
      }),
    );
  });
});

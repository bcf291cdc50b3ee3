import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import {
  NO_WARDS,
  REFUSAL,
  SPELL_BY_SUIT,
  MANEUVER_BY_SUIT,
  castDestruct,
  castProtect,
  defaultMonster,
  disarmResult,
  dyingDraw,
  effectDuration,
  furyStrikeDamage,
  harmDamage,
  healAmount,
  monsterHit,
  pushResult,
  regularAttack,
  shakesOff,
  spellReaches,
  validateFuryStrike,
  wakes,
} from "../../../src/rules/fates52/index.ts";
import type { MonsterAttack } from "../../../src/rules/fates52/index.ts";
import { cards } from "./harness.ts";

const card = (code: string): SuitedCard => parseCard(code, "fates52") as SuitedCard;
const suitedCards = (list: string): SuitedCard[] => cards(list) as SuitedCard[];
const window = { source: "wiz", round: 1 };

describe("52 Fates conditions", () => {
  it("[F52-15] dying: a heart number card stabilises, a heart face wakes at 1 HP with a card, the Ace of hearts restores half", () => {
    expect(dyingDraw(card("7H"), 0, 5)).toEqual({ kind: "stable" });
    expect(dyingDraw(card("QH"), 1, 5)).toEqual({ kind: "awake", hp: 1, cardsNow: 1 });
    expect(dyingDraw(card("AH"), 2, 5)).toEqual({ kind: "restored", hp: 3 });
    expect(dyingDraw(card("AH"), 0, 4)).toEqual({ kind: "restored", hp: 2 });
  });

  it("[F52-15] dying: no heart in three draws is death", () => {
    expect(dyingDraw(card("AS"), 0, 5)).toEqual({ kind: "dying", drawsMade: 1 });
    expect(dyingDraw(card("KD"), 1, 5)).toEqual({ kind: "dying", drawsMade: 2 });
    expect(dyingDraw(card("2C"), 2, 5)).toEqual({ kind: "dead" });
  });

  it("[F52-16] a random duration: number card 1 round, face 2, Ace 4", () => {
    expect(suitedCards("2C 10D JH KS AC").map(effectDuration)).toEqual([1, 1, 2, 2, 4]);
  });

  it("[F52-16] a card from hand higher than the strength ends the effect", () => {
    expect(shakesOff(card("8C"), 7)).toBe(true);
    expect(shakesOff(card("7C"), 7)).toBe(false);
    expect(shakesOff(card("JC"), 10)).toBe(true);
    expect(shakesOff(card("AC"), 10)).toBe(true);
  });

  it("[F52-17] an unconscious character wakes on a card higher than the FD's number", () => {
    expect(wakes(card("6S"), 5)).toBe(true);
    expect(wakes(card("5S"), 5)).toBe(false);
    expect(wakes(card("AS"), 10)).toBe(true);
  });
});

describe("52 Fates maneuvers", () => {
  it("[F52-19] the suit picks the maneuver: Disarm ♦, Fury Strike ♠, Parry ♥, Push ♣", () => {
    expect(MANEUVER_BY_SUIT).toEqual({ D: "disarm", S: "fury", H: "parry", C: "push" });
  });

  it("[F52-19] Disarm: number drops the weapon, face throws it out of reach, Ace throws and breaks it", () => {
    expect(suitedCards("9D QD AD").map(disarmResult)).toEqual(["dropped", "thrownAway", "broken"]);
  });

  it("[F52-19] Push: number pushes, face pushes and knocks prone, Ace also knocks unconscious", () => {
    expect(pushResult(card("4C"))).toEqual({ pushed: true, prone: false, unconscious: false });
    expect(pushResult(card("KC"))).toEqual({ pushed: true, prone: true, unconscious: false });
    expect(pushResult(card("AC"))).toEqual({ pushed: true, prone: true, unconscious: true });
  });

  it("[F52-19] Fury Strike: several spades, no Ace, damage added up", () => {
    expect(furyStrikeDamage(suitedCards("5S KS"))).toBe(3);
    expect(furyStrikeDamage(suitedCards("5S KS QS"))).toBe(5);
    expect(validateFuryStrike(suitedCards("5S"))).toEqual({ ok: false, reason: REFUSAL.FuryStrikeTooFew });
    expect(validateFuryStrike(suitedCards("AS"))).toEqual({ ok: false, reason: REFUSAL.FuryStrikeNoAce });
  });
});

describe("52 Fates spells", () => {
  it("[F52-20] the suit picks the spell; 60 ft with line of sight", () => {
    expect(SPELL_BY_SUIT).toEqual({ C: "destruct", S: "harm", H: "heal", D: "protect" });
    expect(spellReaches(60, true)).toBe(true);
    expect(spellReaches(61, true)).toBe(false);
    expect(spellReaches(10, false)).toBe(false);
  });

  it("[F52-20] Harm: number 1, face 2, Ace of spades brings HP to 0; Heal: number 1, face 2, Ace all", () => {
    expect([harmDamage(card("9S"), 7), harmDamage(card("JS"), 7), harmDamage(card("AS"), 7)]).toEqual([1, 2, 7]);
    expect([healAmount(card("9H"), 2, 6), healAmount(card("JH"), 2, 6), healAmount(card("AH"), 2, 6)]).toEqual([1, 2, 4]);
    expect(healAmount(card("JH"), 5, 6)).toBe(1);
  });

  it("[F52-20] Destruct and Protect add their value to the next attack and defence", () => {
    const destructed = castDestruct(NO_WARDS, suitedCards("9C"), window, "cancel");
    expect(destructed).toEqual({ wards: { ...NO_WARDS, destructBonus: 9 }, outcome: "applied" });
    expect(castProtect(NO_WARDS, suitedCards("KD"), window, "cancel").wards.protectBonus).toBe(15);
  });

  it("[F52-20] a Destruct of equal or higher value cancels a Protect, and vice versa; a lower one does not", () => {
    const protectedTarget = castProtect(NO_WARDS, suitedCards("7D"), window, "cancel").wards;
    expect(castDestruct(protectedTarget, suitedCards("7C"), window, "cancel")).toEqual({ wards: NO_WARDS, outcome: "cancelled" });
    expect(castDestruct(protectedTarget, suitedCards("6C"), window, "cancel")).toEqual({
      wards: { ...NO_WARDS, protectBonus: 7, destructBonus: 6 },
      outcome: "applied",
    });
    const destructed = castDestruct(NO_WARDS, suitedCards("QC"), window, "cancel").wards;
    expect(castProtect(destructed, suitedCards("KD"), window, "cancel")).toEqual({ wards: NO_WARDS, outcome: "cancelled" });
    expect(castProtect(destructed, suitedCards("10D"), window, "cancel").outcome).toBe("applied");
  });

  it("[F52-20] Ace of clubs: every attack on the target hits for a round; Ace of diamonds: invulnerable for a round", () => {
    expect(castDestruct(NO_WARDS, suitedCards("AC"), window, "cancel").wards.exposed).toEqual(window);
    expect(castProtect(NO_WARDS, suitedCards("AD"), window, "cancel").wards.invulnerable).toEqual(window);
    const invulnerable = castProtect(NO_WARDS, suitedCards("AD"), window, "cancel").wards;
    expect(castDestruct(invulnerable, suitedCards("KC"), window, "cancel").outcome).toBe("applied");
    expect(castDestruct(invulnerable, suitedCards("AC"), window, "cancel")).toEqual({ wards: NO_WARDS, outcome: "cancelled" });
  });
});

describe("52 Fates monsters", () => {
  it("[F52-22] a monster has HP, movement and attacks with the regular results by default", () => {
    const wolf = { ...defaultMonster("Wolf", 5), movement: 50 };
    expect(wolf.hp).toBe(5);
    expect(wolf.movement).toBe(50);
    const bite = wolf.attacks[0]!;
    expect([monsterHit(bite, card("9S"), 6), monsterHit(bite, card("KS"), 6), monsterHit(bite, card("AS"), 6)]).toEqual([
      { damage: 1 },
      { damage: 2 },
      { damage: 3 },
    ]);
  });

  it("[F52-22] number, face and Ace results can be customised: an Ace may carry a special effect instead of half HP", () => {
    const sting: MonsterAttack = {
      ...regularAttack("sting", "Sting"),
      face: { damage: 1, effect: "Poisoned (strength 6)" },
      ace: { damage: 0, effect: "Paralysed for the fight" },
    };
    expect(monsterHit(sting, card("QD"), 6)).toEqual({ damage: 1, effect: "Poisoned (strength 6)" });
    expect(monsterHit(sting, card("AD"), 6)).toEqual({ damage: 0, effect: "Paralysed for the fight" });
  });
});

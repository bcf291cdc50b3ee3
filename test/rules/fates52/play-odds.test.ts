import { describe, expect, it } from "vitest";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { attackBeats, playStrength, strongestPlay } from "../../../src/rules/fates52/index.ts";
import { playOdds } from "../../../src/rules/fates52/play-odds.ts";
import type { TargetDefence } from "../../../src/rules/fates52/play-odds.ts";
import { cards } from "./harness.ts";
import { subsets } from "../cards/subsets.ts";

const suited = (list: string): SuitedCard[] => cards(list) as SuitedCard[];

/** Brute force: every hand the target may hold, its strongest defence; the share the play beats and the share holding an Ace. */
function bruteForce(picked: readonly SuitedCard[], unseen: readonly SuitedCard[], defence: TargetDefence) {
  const hands = subsets(unseen, defence.handSize);
  const attack = playStrength(picked, defence.destruct);
  const hit = hands.filter((hand) => attackBeats(attack, strongestPlay(hand, defence.maxCards, defence.bonus))).length;
  const fumble = hands.filter((hand) => strongestPlay(hand, defence.maxCards, defence.bonus).ace).length;
  return { hit: hit / hands.length, fumble: fumble / hands.length };
}

const close = (a: number | undefined, b: number): void => expect(Math.abs((a ?? NaN) - b)).toBeLessThan(1e-12);
const unseen = suited("2C 3D 4H 5S 6C 7D 9H 10S JC QD KH AS");

describe("52 Fates odds of every play before it is made", () => {
  it("[CORE-05] [F52-19] a maneuver (Disarm ♦, Fury Strike ♠, Push ♣) meets the physical defence: its odds equal brute force", () => {
    const physical = { handSize: 3, maxCards: 2, bonus: 1, destruct: 2 };
    for (const [picked, name] of [
      ["8D 4D", "disarm"],
      ["8S 5S", "fury"],
      ["QC", "push"],
    ] as const) {
      const odds = playOdds({ play: "maneuver", cards: suited(picked), unseen, defence: physical });
      expect(odds?.name).toBe(name);
      expect(odds?.sure).toBe(false);
      const expected = bruteForce(suited(picked), unseen, physical);
      close(odds?.hit, expected.hit);
      close(odds?.fumble, expected.fumble);
    }
  });

  it("[CORE-05] [F52-19] a Parry takes effect for sure; mixed suits and a Fury Strike with an Ace or one spade are no maneuver", () => {
    const defence = { handSize: 2, maxCards: 1, bonus: 0, destruct: 0 };
    expect(playOdds({ play: "maneuver", cards: suited("8H 3H"), unseen, defence })).toEqual({
      name: "parry",
      sure: true,
      hit: 1,
      fumble: 0,
    });
    expect(playOdds({ play: "maneuver", cards: suited("8H 3D"), unseen, defence })).toBeNull();
    expect(playOdds({ play: "maneuver", cards: suited("8S 3S"), unseen, defence })?.name).toBe("fury");
    expect(playOdds({ play: "maneuver", cards: suited("8S"), unseen, defence })).toBeNull();
    expect(playOdds({ play: "maneuver", cards: suited("AH 8S"), unseen, defence })).toBeNull();
    expect(playOdds({ play: "maneuver", cards: [], unseen, defence })).toBeNull();
  });

  it("[CORE-05] [F52-20] an opposed spell (Harm ♠, Destruct ♣) meets the spell defence: its odds equal brute force; on oneself, or unopposed (Heal, Protect), it is sure", () => {
    const spell = { handSize: 4, maxCards: 1, bonus: 0, destruct: 0 };
    const opposedSpells = ["harm", "destruct"] as const;
    for (const [picked, name] of [
      ["9S", "harm"],
      ["7C 4C", "destruct"],
    ] as const) {
      const odds = playOdds({ play: "spell", cards: suited(picked), unseen, defence: spell, opposedSpells });
      expect(odds?.name).toBe(name);
      const expected = bruteForce(suited(picked), unseen, spell);
      close(odds?.hit, expected.hit);
      close(odds?.fumble, expected.fumble);
    }
    expect(playOdds({ play: "spell", cards: suited("9S"), unseen, defence: spell, opposedSpells, onSelf: true })?.sure).toBe(true);
    expect(playOdds({ play: "spell", cards: suited("5H"), unseen, defence: spell, opposedSpells })).toEqual({
      name: "heal",
      sure: true,
      hit: 1,
      fumble: 0,
    });
    expect(playOdds({ play: "spell", cards: suited("5D"), unseen, defence: spell, opposedSpells })?.sure).toBe(true);
    expect(playOdds({ play: "spell", cards: suited("5S"), unseen, defence: spell, opposedSpells: [] })?.sure).toBe(true);
    expect(playOdds({ play: "spell", cards: suited("5S 4C"), unseen, defence: spell, opposedSpells })).toBeNull();
  });

  it("[CORE-05] [F52-07] [F52-12] an attack takes any cards; unarmed, the defender may play one card more", () => {
    const defence = { handSize: 3, maxCards: 1, bonus: 0, destruct: 0 };
    const armed = playOdds({ play: "attack", cards: suited("9C 4D"), unseen, defence });
    const unarmed = playOdds({ play: "attack", cards: suited("9C 4D"), unseen, defence, unarmed: true });
    close(armed?.hit, bruteForce(suited("9C 4D"), unseen, defence).hit);
    close(unarmed?.hit, bruteForce(suited("9C 4D"), unseen, { ...defence, maxCards: 2 }).hit);
    expect(unarmed?.hit ?? 1).toBeLessThan(armed?.hit ?? 0);
  });
});

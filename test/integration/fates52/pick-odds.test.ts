/**
 * The odds an attack's pick shows before it is made (pick-odds.ts) [CORE-05] [F52-09]: the exact
 * odds over the cards not face up once the picked ones are played; bad input shows none.
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { actionCheckOdds, attackOdds, fates52Deck, playStrength } from "../../../src/rules/fates52/index.ts";
import { unseenCards } from "../../../src/rules/cards/unseen.ts";
import { percent } from "../../../src/foundry/odds-view.ts";
import { checkOdds, pickOdds } from "../../../src/rulesets/fates52/chat/pick-odds.ts";

const cards = (codes: string) => parseCards(codes, "fates52") as SuitedCard[];

describe("the odds of a picked attack", () => {
  it("[CORE-05] [F52-09] are the exact odds of the attack once its cards are in play, Destruct, Protect and an unarmed attack counted", () => {
    const picked = cards("KS 9H");
    const odds = attackOdds({
      attack: playStrength(picked, 2),
      unseen: unseenCards(fates52Deck(), [...cards("2C 5D"), ...picked]),
      defenderHandSize: 4,
      defenderMaxCards: 2,
      defenceBonus: 1,
    });
    const attack = (unarmed: boolean) => pickOdds({ play: "attack", picked: "KS,9H", seen: "2C,5D", defence: "4,1,1,2", unarmed });
    expect(attack(true)).toEqual({ name: "attack", sure: false, hit: percent(odds.hit), fumble: percent(odds.fumble) });
    expect(attack(false)).not.toEqual(attack(true));
  });

  it("[CORE-05] show nothing for no pick, a card that is not one, or a defence that is not numbers", () => {
    const odds = (picked: string, seen: string, defence: string) => pickOdds({ play: "attack", picked, seen, defence });
    expect(odds("", "", "4,1,0,0")).toBeNull();
    expect(odds("ZZ", "", "4,1,0,0")).toBeNull();
    expect(odds("KS", "XX", "4,1,0,0")).toBeNull();
    expect(odds("KS", "", "four,1,0,0")).toBeNull();
  });

  it("[CORE-05] [F52-19] [F52-20] a maneuver's and a spell's odds, by the suit picked: an opposed Harm meets the spell defence, a Heal is sure, mixed suits make none", () => {
    const picked = cards("9S 4S");
    const odds = attackOdds({
      attack: playStrength(picked, 0),
      unseen: unseenCards(fates52Deck(), picked),
      defenderHandSize: 3,
      defenderMaxCards: 1,
      defenceBonus: 0,
    });
    const fury = pickOdds({ play: "maneuver", picked: "9S,4S", seen: "", defence: "3,1,0,0" });
    expect(fury).toEqual({ name: "fury", sure: false, hit: percent(odds.hit), fumble: percent(odds.fumble) });
    const harm = pickOdds({ play: "spell", picked: "9S,4S", seen: "", defence: "3,1,0,0", opposed: "harm,destruct" });
    expect(harm).toEqual({ ...fury, name: "harm" });
    expect(pickOdds({ play: "spell", picked: "9H", seen: "", defence: "3,1,0,0", opposed: "harm,destruct" })).toMatchObject({
      name: "heal",
      sure: true,
    });
    expect(pickOdds({ play: "spell", picked: "9S", seen: "", defence: "3,1,0,0", opposed: "harm", onSelf: true })).toMatchObject({
      sure: true,
    });
    expect(pickOdds({ play: "maneuver", picked: "9S,4H", seen: "", defence: "3,1,0,0" })).toBeNull();
  });

  it("[CORE-05] [F52-03] [F52-21] an action check in combat: the exact odds of its cards (a related skill 2, the level's extra ones) over the cards not face up; none for a check the rules refuse", () => {
    const unseen = unseenCards(fates52Deck(), cards("2C 5D"));
    const check = (skill: string, extraCards: number, level = 5, difficulty = 6) =>
      checkOdds({ seen: "2C,5D", level, difficulty, skill, extraCards });
    expect(check("", 0)).toBe(percent(actionCheckOdds(unseen, 6, 1)));
    expect(check("Swimming", 1)).toBe(percent(actionCheckOdds(unseen, 6, 3)));
    // Level 1 allows no extra card; a difficulty of 11 is out of range.
    expect(check("", 1, 1)).toBeNull();
    expect(check("", 0, 5, 11)).toBeNull();
  });
});

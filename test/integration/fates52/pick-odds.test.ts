/**
 * The odds an attack's pick shows before it is made (pick-odds.ts) [CORE-05] [F52-09]: the exact
 * odds over the cards not face up once the picked ones are played; bad input shows none.
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { attackOdds, fates52Deck, playStrength, unseenCards } from "../../../src/rules/fates52/index.ts";
import { percent } from "../../../src/foundry/odds-view.ts";
import { pickOdds } from "../../../src/rulesets/fates52/chat/pick-odds.ts";

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
    expect(pickOdds("KS,9H", "2C,5D", "4,1,1,2", true)).toEqual({ hit: percent(odds.hit), fumble: percent(odds.fumble) });
    expect(pickOdds("KS,9H", "2C,5D", "4,1,1,2", false)).not.toEqual(pickOdds("KS,9H", "2C,5D", "4,1,1,2", true));
  });

  it("[CORE-05] show nothing for no pick, a card that is not one, or a defence that is not numbers", () => {
    expect(pickOdds("", "", "4,1,0,0", false)).toBeNull();
    expect(pickOdds("ZZ", "", "4,1,0,0", false)).toBeNull();
    expect(pickOdds("KS", "XX", "4,1,0,0", false)).toBeNull();
    expect(pickOdds("KS", "", "four,1,0,0", false)).toBeNull();
  });
});

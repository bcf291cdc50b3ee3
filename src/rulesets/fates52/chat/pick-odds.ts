/**
 * The odds of an attack while its cards are picked, before it is made [CORE-05, T-HAND-02]: the
 * same exact odds the open exchange shows once it is made (combat-context.ts), over the cards not
 * face up once the picked ones are played. Loaded by combat-controls.ts only when a card is picked.
 */
import { attackOdds, fates52Deck, playStrength, unseenCards } from "../../../rules/fates52/index.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { WHOLE_DECK, suitedFromCodes } from "./cards.ts";

/**
 * `picked` and `seen` as card codes ("9C,KS"), `defence` as combat-context.ts gives a target
 * ("handSize,maxCards,bonus,destruct"); null when nothing (or nothing valid) is picked.
 */
export function pickOdds(picked: string, seen: string, defence: string, unarmed: boolean): { hit: string; fumble: string } | null {
  const cards = suitedFromCodes(picked);
  const faceUp = suitedFromCodes(seen, WHOLE_DECK);
  const [handSize = 0, maxCards = 0, bonus = 0, destruct = 0] = defence.split(",").map(Number);
  if (!cards?.length || !faceUp || [handSize, maxCards, bonus, destruct].some((n) => !Number.isFinite(n))) return null;
  const odds = attackOdds({
    attack: playStrength(cards, destruct),
    unseen: unseenCards(fates52Deck(), [...faceUp, ...cards]),
    defenderHandSize: handSize,
    defenderMaxCards: maxCards + (unarmed ? 1 : 0),
    defenceBonus: bonus,
  });
  return { hit: percent(odds.hit), fumble: percent(odds.fumble) };
}

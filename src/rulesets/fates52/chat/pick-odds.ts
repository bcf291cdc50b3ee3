/**
 * The odds of a play while its cards are picked, before it is made [CORE-05, T-HAND-02]: an attack,
 * a warrior's maneuver or a wizard's spell (play-odds.ts) — the same exact odds the open exchange
 * shows once it is made (combat-context.ts), over the cards not face up once the picked ones are
 * played. Loaded by combat-controls.ts only when a card is picked.
 */
import { fates52Deck, playOdds } from "../../../rules/fates52/index.ts";
import { unseenCards } from "../../../rules/cards/unseen.ts";
import type { OddsPlay, SpellName } from "../../../rules/fates52/index.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { WHOLE_DECK, suitedFromCodes } from "./cards.ts";

export interface PickedPlay {
  readonly play: OddsPlay;
  /** The picked cards' codes ("9C,KS"). */
  readonly picked: string;
  /** The face-up cards' codes. */
  readonly seen: string;
  /** The target's defence as combat-context.ts gives it ("handSize,maxCards,bonus,destruct"). */
  readonly defence: string;
  readonly unarmed?: boolean;
  /** The spells a target may defend against ("harm,destruct"). */
  readonly opposed?: string;
  readonly onSelf?: boolean;
}

/** The play's name ("attack", a maneuver's, a spell's), whether it is sure, and its odds; null when nothing (or nothing valid) is picked. */
export function pickOdds(question: PickedPlay): { name: string; sure: boolean; hit: string; fumble: string } | null {
  const cards = suitedFromCodes(question.picked);
  const faceUp = suitedFromCodes(question.seen, WHOLE_DECK);
  const [handSize = 0, maxCards = 0, bonus = 0, destruct = 0] = question.defence.split(",").map(Number);
  if (!cards?.length || !faceUp || [handSize, maxCards, bonus, destruct].some((n) => !Number.isFinite(n))) return null;
  const odds = playOdds({
    play: question.play,
    cards,
    unseen: unseenCards(fates52Deck(), [...faceUp, ...cards]),
    defence: { handSize, maxCards, bonus, destruct },
    unarmed: question.unarmed ?? false,
    opposedSpells: (question.opposed ?? "").split(",") as SpellName[],
    onSelf: question.onSelf ?? false,
  });
  return odds && { name: odds.name, sure: odds.sure, hit: percent(odds.hit), fumble: percent(odds.fumble) };
}

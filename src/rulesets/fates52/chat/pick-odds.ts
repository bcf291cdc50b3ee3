/**
 * The odds of a play while its cards are picked, before it is made [CORE-05, T-HAND-02]: an attack,
 * a warrior's maneuver or a wizard's spell (play-odds.ts) — the same exact odds the open exchange
 * shows once it is made (combat-context.ts), over the cards not face up once the picked ones are
 * played; and of an action check in combat as its difficulty, skill and extra cards are set, as the
 * check card shows them out of combat (check-card.ts). Loaded by combat-controls.ts when a card is
 * picked or a check is offered.
 */
import { actionCheckOdds, cardsForCheck, fates52Deck, playOdds } from "../../../rules/fates52/index.ts";
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

export interface CheckQuestion {
  /** The face-up cards' codes. */
  readonly seen: string;
  readonly level: number;
  readonly difficulty: number;
  /** The background skill chosen ("" for none). */
  readonly skill: string;
  readonly extraCards: number;
}

/** An action check's chance of success [F52-02, F52-03, F52-21] over the cards not face up; null when the check could not be made so. */
export function checkOdds(question: CheckQuestion): string | null {
  const faceUp = suitedFromCodes(question.seen, WHOLE_DECK);
  const skill = question.skill.trim();
  const count = cardsForCheck({
    difficulty: question.difficulty,
    level: question.level,
    backgroundSkills: skill ? [skill] : [],
    ...(skill ? { backgroundSkill: skill } : {}),
    extraCards: question.extraCards,
  });
  if (!faceUp || !count.ok) return null;
  return percent(actionCheckOdds(unseenCards(fates52Deck(), faceUp), question.difficulty, count.count));
}

/**
 * How a task is decided [BEL-07, BEL-10, BEL-13, BEL-14, BEL-15]. One place for the rules, used by
 * both the task procedure and the odds, so the odds shown are the rules applied.
 */
import type { SuitedCard } from "../cards/card.ts";
import type { LuckMatch } from "./value.ts";
import type { BelmontRulings } from "./rulings.ts";

export type TaskResult = "success" | "critical" | "failure";

/**
 * Why: `lucky` — luck matched suit and number [BEL-10]; `beat` / `lower` — the comparison [BEL-07];
 * `lastSkillCard` — the chosen card was its deck's last [BEL-13]; `challengeEmptied` — the challenge
 * deck was on (or past) its last card [BEL-13].
 */
export type TaskReason = "lucky" | "beat" | "lower" | "lastSkillCard" | "challengeEmptied";

export interface Verdict {
  readonly result: TaskResult;
  readonly reason: TaskReason;
}

/** What is known before the challenge card is turned. */
export interface TaskPosition {
  readonly luck: LuckMatch;
  /** Cards in the chosen skill deck, the chosen (top) card included. */
  readonly skillCount: number;
  /** Cards in the matching challenge deck before the reveal. */
  readonly challengeCount: number;
}

/** The verdict when the rules settle the task without comparing cards, else null. */
export function verdictBeforeReveal(position: TaskPosition): Verdict | null {
  if (position.luck === "critical") return { result: "critical", reason: "lucky" };
  if (position.skillCount <= 1) return { result: "failure", reason: "lastSkillCard" };
  if (position.challengeCount <= 1) return { result: "failure", reason: "challengeEmptied" };
  return null;
}

/** Meet or beat the challenge card to succeed [BEL-07]. */
export function compareToChallenge(value: number, challenge: SuitedCard): Verdict {
  return value >= challenge.rank ? { result: "success", reason: "beat" } : { result: "failure", reason: "lower" };
}

/** The verdict once the challenge card is known (null: the challenge deck was already empty). */
export function decideTask(position: TaskPosition, value: number, challenge: SuitedCard | null): Verdict {
  return (
    verdictBeforeReveal(position) ?? (challenge ? compareToChallenge(value, challenge) : { result: "failure", reason: "challengeEmptied" })
  );
}

/** What the task does to the decks afterwards. */
export type DeckReset =
  /** Nothing beyond discarding the used cards. */
  | "none"
  /** Reshuffle the skill and challenge decks with their discards, that suit's Ace on top [BEL-14, BEL-15]. */
  | "aceOnTop"
  /** Return the emptied skill deck's discards only (ruling `criticalOnLastSkillCard: "reshuffleOnly"`). */
  | "reshuffleSkill";

export function deckReset(verdict: Verdict, position: TaskPosition, rulings: BelmontRulings): DeckReset {
  if (verdict.result === "failure") return "aceOnTop";
  if (verdict.result !== "critical") return "none";
  if (position.challengeCount <= 1) return "aceOnTop";
  if (position.skillCount <= 1) return rulings.criticalOnLastSkillCard === "asIfFailed" ? "aceOnTop" : "reshuffleSkill";
  return "none";
}

const capitalize = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** i18n key of a result, e.g. `DECKBOUND.Belmont.Result.Failure`. */
export function resultLabelKey(result: TaskResult): string {
  return `DECKBOUND.Belmont.Result.${capitalize(result)}`;
}

/** i18n key of a reason, e.g. `DECKBOUND.Belmont.Reason.LastSkillCard`. */
export function reasonLabelKey(reason: TaskReason): string {
  return `DECKBOUND.Belmont.Reason.${capitalize(reason)}`;
}

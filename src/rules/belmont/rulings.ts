/**
 * The table-adjustable rulings of Belmont quest. Defaults are the project's rulings (CLAUSES.md);
 * the Foundry layer turns each field into a world setting.
 */

export type BelmontRulings = {
  /**
   * [BEL-11] A value raised past the Ace: "stayAbove" (default, the ruling: A+1 and A+2 are worth
   * more than an Ace, and a malus counts down from there) or "capAtAce" (each bonus step stops at
   * the Ace, and maluses then count down from the Ace). They differ only when a malus follows.
   */
  readonly valuesPastAce: "stayAbove" | "capAtAce";
  /**
   * A critical success on the last card of a skill deck leaves that deck empty; the source only
   * covers the challenge deck (BEL-15). "asIfFailed" (default) treats it like BEL-15: reshuffle both
   * decks with their discards and put the Ace on top. "reshuffleOnly" just returns the skill
   * deck's discards so it is never left empty [CORE-04].
   */
  readonly criticalOnLastSkillCard: "asIfFailed" | "reshuffleOnly";
};

export const DEFAULT_RULINGS: BelmontRulings = {
  valuesPastAce: "stayAbove",
  criticalOnLastSkillCard: "asIfFailed",
};

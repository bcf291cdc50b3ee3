/**
 * The table-adjustable rulings of the Director's rules. Defaults are the project's rulings
 * (CLAUSES.md); the Foundry layer turns each field into a world setting.
 */

export type DirectorRulings = {
  /**
   * [DIR-08] When the Director names more than one of the character's competences as related to a
   * test: "best" (default — the source speaks of "a skill" granting its bonus, so the single best
   * one counts: +2 if any is expert, else +1) or "sum" (every related competence adds its bonus).
   */
  readonly relatedCompetences: "best" | "sum";
  /**
   * [DIR-10] A competition between player and non-player characters: "asTest" (default, the
   * source: it is not run as a competition — the Director sets a skill test for each player
   * character instead, so such a competition is refused with that reason) or "compete" (run it
   * as a competition anyway, the NPCs drawing from the enemy deck).
   */
  readonly npcInCompetition: "asTest" | "compete";
  /**
   * [DIR-09] "In case of a tie, the winner is the one with the highest number of successes. If the
   * tie persists…": "highestCards" (default) reads the second sentence as its own step — the tied
   * leaders' successes (their cards of the tested suit) are compared from the highest value down
   * (Ace high), and the first higher card wins; only identical values leave the tie to the Director.
   * "directorChooses" reads it as a repetition: a tie on symbols goes straight to the Director.
   */
  readonly tieBreak: "highestCards" | "directorChooses";
};

export const DEFAULT_RULINGS: DirectorRulings = {
  relatedCompetences: "best",
  npcInCompetition: "asTest",
  tieBreak: "highestCards",
};

/** Each ruling's possible values, default first: what the Foundry layer offers as a setting's choices. */
export const RULING_CHOICES: { readonly [K in keyof DirectorRulings]: readonly DirectorRulings[K][] } = {
  relatedCompetences: ["best", "sum"],
  npcInCompetition: ["asTest", "compete"],
  tieBreak: ["highestCards", "directorChooses"],
};

/** i18n keys of a ruling's setting: `DECKBOUND.Director.Ruling.<ruling>.Name`, `.Hint`, `.Choice.<value>`. */
export function rulingKeys<K extends keyof DirectorRulings>(
  ruling: K,
): { readonly name: string; readonly hint: string; readonly choices: Readonly<Record<string, string>> } {
  const base = `DECKBOUND.Director.Ruling.${ruling}`;
  return {
    name: `${base}.Name`,
    hint: `${base}.Hint`,
    choices: Object.fromEntries(RULING_CHOICES[ruling].map((value) => [value, `${base}.Choice.${value}`])),
  };
}

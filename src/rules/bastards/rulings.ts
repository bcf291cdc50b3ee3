/**
 * Rulings a table might play another way, with the project's defaults (CLAUSES.md, GOB section).
 * The Foundry layer turns each into a world setting.
 */
import type { SuitNaming } from "./values.ts";

export type BastardsRulings = {
  /** GOB-01: suit names on screen — the French suits or their tarot aliases. */
  readonly suitNaming: SuitNaming;
  /** GOB-10 ruling: the Fate draw is 6 − trait cards but never fewer than this. */
  readonly fateDrawMinimum: number;
  /** GOB-12 ruling: after a joker is shuffled back, its drawer draws a replacement card. */
  readonly jokerReplacement: boolean;
  /**
   * GOB-23 ruling: in a sustained opposition a drawn joker brings the discards back, as it does in a
   * skill hand. Off (the default): it goes to the discards, so the deck can run out.
   */
  readonly jokerReturnsDiscardsInOpposition: boolean;
  /** GOB-03: one rank per trait/skill/advantage per Time Passes (the GM may lift it). */
  readonly oneRankPerTimePasses: boolean;
  /**
   * GOB-17 (project ruling): the opening face-down card counts toward the cards a side may play
   * (its skill rank). Off: the skill rank limits the face-up cards only.
   */
  readonly faceDownCountsTowardRank: boolean;
  /** GOB-25 ruling: a follower's Power Pool is this many points per Power Rating. */
  readonly powerPoolPerRating: number;
};

export const DEFAULT_RULINGS: BastardsRulings = {
  suitNaming: "standard",
  fateDrawMinimum: 1,
  jokerReplacement: true,
  jokerReturnsDiscardsInOpposition: false,
  oneRankPerTimePasses: true,
  faceDownCountsTowardRank: true,
  powerPoolPerRating: 5,
};

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
   * GOB-12: a drawn joker brings the discards back, in an opposition as anywhere (the book, the
   * default). Off (a world setting, GOB-23): in an opposition it goes to the discards, so the deck
   * can run out and the table is asked whether to go on.
   */
  readonly jokerReturnsDiscardsInOpposition: boolean;
  /** GOB-03: one rank per trait/skill/advantage per Time Passes (the GM may lift it). */
  readonly oneRankPerTimePasses: boolean;
  /**
   * GOB-17 (project ruling): the opening face-down card counts toward the cards a side may play
   * (its skill rank). Off: the skill rank limits the face-up cards only.
   */
  readonly faceDownCountsTowardRank: boolean;
  /**
   * GOB-20: "A Knocked Out character … may not play any cards. If all but one side … is Knocked Out,
   * the opposition ends" (the book, off, the default). On (a world setting): the GM is asked whether
   * the standing side may strike the fallen, who defend with the deck's top card.
   */
  readonly finishTheFallen: boolean;
  /**
   * GOB-20: a killed character's successor is generated "using the standard rules and half of the XP
   * accumulated by the late character": the standard starting XP plus half (the book, the default).
   * Off (a world setting): half of it only.
   */
  readonly successorStartingXp: boolean;
  /**
   * GOB-28: Counter answers an attack "with a melee weapon", and a counter-attack is one, so it may
   * be countered in turn, a chain of counters each answering the last (the book, the default). Off
   * (a world setting): a counter-attack is never countered.
   */
  readonly counterAttacksCountered: boolean;
  /**
   * GOB-28: Acrobat works "in the draw step of a fate draw involving extreme movement", which the GM
   * judges: in an opposition, a chase, or a turn the GM marks as one of extreme movement (the book,
   * off, the default). On (a world setting): in an opposition only in a chase.
   */
  readonly acrobatOnlyInChase: boolean;
  /** GOB-25 ruling: a follower's Power Pool is this many points per Power Rating. */
  readonly powerPoolPerRating: number;
  /**
   * GOB-25 ruling: a Follower's one Power Pool stands for all its pools, so Toughness, Resolve, Mental
   * Fortitude and Devil's Own Luck add their 5 a rank to it (the default). Off (a world setting): they
   * add nothing to it.
   */
  readonly followerPoolAdvantages: boolean;
};

export const DEFAULT_RULINGS: BastardsRulings = {
  suitNaming: "standard",
  fateDrawMinimum: 1,
  jokerReplacement: true,
  jokerReturnsDiscardsInOpposition: true,
  oneRankPerTimePasses: true,
  faceDownCountsTowardRank: true,
  finishTheFallen: false,
  successorStartingXp: true,
  counterAttacksCountered: true,
  acrobatOnlyInChase: false,
  powerPoolPerRating: 5,
  followerPoolAdvantages: true,
};

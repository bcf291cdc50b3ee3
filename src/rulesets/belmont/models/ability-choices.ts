/** The Ability item's choices (pure: the model and the sheet's context both use them), value → label key. */
import { RANKS, rankCode } from "../../../rules/cards/card.ts";
import type { Suit } from "../../../rules/cards/card.ts";
import { skillLabelKey } from "../../../rules/belmont/index.ts";

export const ABILITY_KINDS = ["bonus", "malus", "described"] as const;

export const KIND_CHOICES: Readonly<Record<(typeof ABILITY_KINDS)[number], string>> = {
  bonus: "DECKBOUND.Belmont.Sheet.Kind.Bonus",
  malus: "DECKBOUND.Belmont.Sheet.Kind.Malus",
  described: "DECKBOUND.Belmont.Sheet.Kind.Described",
};

export const SUIT_CHOICES: Readonly<Record<Suit, string>> = {
  C: skillLabelKey("C"),
  D: skillLabelKey("D"),
  H: skillLabelKey("H"),
  S: skillLabelKey("S"),
};

/** Each rank by its card code ("2" … "A"). */
export const RANK_CHOICES: Readonly<Record<string, string>> = Object.fromEntries(RANKS.map((rank) => [String(rank), rankCode(rank)]));

/** The Ability item's choices (pure: the model and the sheet's context both use them), value → label key. */
import { RANKS, rankCode } from "../../../rules/cards/card.ts";
import type { Suit } from "../../../rules/cards/card.ts";
import { SKILL_SUITS, skillLabelKey } from "../../../rules/belmont/index.ts";

export const ABILITY_KINDS = ["bonus", "malus", "described"] as const;

export const KIND_CHOICES: Readonly<Record<(typeof ABILITY_KINDS)[number], string>> = {
  bonus: "DECKBOUND.Belmont.Sheet.Kind.Bonus",
  malus: "DECKBOUND.Belmont.Sheet.Kind.Malus",
  described: "DECKBOUND.Belmont.Sheet.Kind.Described",
};

/** The skills in the book's order, Sharp, Brawn, Heart, Magic [BEL-12]: every list of them shows that order. */
export const SUIT_CHOICES = Object.fromEntries(SKILL_SUITS.map((suit) => [suit, skillLabelKey(suit)])) as Readonly<Record<Suit, string>>;

/** Each rank by its card code ("2" … "A"). */
export const RANK_CHOICES: Readonly<Record<string, string>> = Object.fromEntries(RANKS.map((rank) => [String(rank), rankCode(rank)]));

/**
 * The effective value of a skill card [BEL-07 … BEL-12].
 *
 * Values are rank steps on the usual scale (7 … 10, J 11, Q 12, K 13, A 14), so "one card higher"
 * is +1 and a value past the Ace is 15 ("A+1"), 16 ("A+2") [BEL-11]. Bonuses apply in the order
 * Sharp, Brawn, Heart, Magic, then Luck, maluses after every bonus [BEL-12]. With plain additions
 * the order only shows in the running totals, but it decides the result when values are capped at
 * the Ace (ruling `valuesPastAce: "capAtAce"`).
 */
import { rankCode } from "../cards/card.ts";
import type { Rank, Suit, SuitedCard } from "../cards/card.ts";
import type { Ability } from "./abilities.ts";
import { abilitiesOn } from "./abilities.ts";
import type { BelmontRulings } from "./rulings.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import { SKILL_SUITS } from "./skills.ts";

export const ACE = 14;

export type LuckMatch = "none" | "suit" | "number" | "critical";

/** How the luck card relates to a skill card [BEL-08, BEL-09, BEL-10]. */
export function luckMatch(card: SuitedCard, luck: SuitedCard | null): LuckMatch {
  if (!luck) return "none";
  const suit = luck.suit === card.suit;
  const number = luck.rank === card.rank;
  return suit && number ? "critical" : number ? "number" : suit ? "suit" : "none";
}

const LUCK_BONUS: Readonly<Record<LuckMatch, number>> = { none: 0, suit: 1, number: 2, critical: 0 };

/** The i18n key of a luck status ("lucky +1", "lucky +2", "LUCKY! CRITICAL SUCCESS"), null without luck [BEL-05]. */
export function luckLabelKey(match: LuckMatch): string | null {
  if (match === "none") return null;
  return `DECKBOUND.Belmont.Luck.${match === "suit" ? "Suit" : match === "number" ? "Number" : "Critical"}`;
}

/** A signed change to a card's value: positive is a bonus, negative a malus. */
export interface Modifier {
  /** Which skill the modifier comes from (sets its place in the bonus order), or the luck card. */
  readonly source: Suit | "luck";
  readonly amount: number;
  /** The ability it comes from, if any. */
  readonly abilityId?: string;
}

/** One modifier as applied (every key present: the task card stores it). */
export interface ValueStep {
  readonly source: Modifier["source"];
  readonly amount: number;
  /** The ability it comes from, or null. */
  readonly abilityId: string | null;
  /** The value after this step. */
  readonly total: number;
}

function appliedStep(modifier: Modifier, total: number): ValueStep {
  return { source: modifier.source, amount: modifier.amount, abilityId: modifier.abilityId ?? null, total };
}

export interface EffectiveValue {
  readonly base: Rank;
  /** Every modifier in the order applied, with running totals. */
  readonly steps: readonly ValueStep[];
  readonly total: number;
  readonly luck: LuckMatch;
}

export interface ValueInputs {
  readonly luck: SuitedCard | null;
  readonly abilities?: readonly Ability[];
  /** Situational modifiers the GM applies (from described effects, the scene…). */
  readonly modifiers?: readonly Modifier[];
}

/** The modifiers the card's own abilities give: each counts as coming from the card's skill. */
export function abilityModifiers(card: SuitedCard, abilities: readonly Ability[]): Modifier[] {
  return abilitiesOn(card, abilities).flatMap((ability): Modifier[] => {
    const { effect } = ability;
    if (effect.kind === "described") return [];
    return [{ source: card.suit, amount: effect.kind === "bonus" ? effect.amount : -effect.amount, abilityId: ability.id }];
  });
}

const SOURCE_ORDER: readonly (Suit | "luck")[] = [...SKILL_SUITS, "luck"];

export function effectiveValue(card: SuitedCard, inputs: ValueInputs, rulings: BelmontRulings = DEFAULT_RULINGS): EffectiveValue {
  const luck = luckMatch(card, inputs.luck);
  const modifiers: Modifier[] = [...abilityModifiers(card, inputs.abilities ?? []), ...(inputs.modifiers ?? [])];
  if (LUCK_BONUS[luck] > 0) modifiers.push({ source: "luck", amount: LUCK_BONUS[luck] });
  const bonuses = modifiers
    .filter((modifier) => modifier.amount > 0)
    .sort((a, b) => SOURCE_ORDER.indexOf(a.source) - SOURCE_ORDER.indexOf(b.source));
  const maluses = modifiers.filter((modifier) => modifier.amount < 0);
  const steps: ValueStep[] = [];
  let total: number = card.rank;
  for (const bonus of bonuses) {
    total += bonus.amount;
    if (rulings.valuesPastAce === "capAtAce") total = Math.min(total, ACE);
    steps.push(appliedStep(bonus, total));
  }
  for (const malus of maluses) {
    total += malus.amount;
    steps.push(appliedStep(malus, total));
  }
  return { base: card.rank, steps, total, luck };
}

/** A value in card notation: "9", "K", "A", and past the Ace "A+1", "A+2" [BEL-11]. */
export function valueLabel(value: number): string {
  if (value > ACE) return `A+${value - ACE}`;
  if (Number.isInteger(value) && value >= 2) return rankCode(value as Rank);
  return String(value);
}

/**
 * A Fated actor's system data and the pure rules' Character, both ways (pure, unit-tested).
 */
import { SUITS } from "../../../rules/cards/card.ts";
import type { Character, Trait } from "../../../rules/bastards/index.ts";

/** The stored data of a Fated character as the pure rules see it. */
export interface FatedSource {
  readonly suit: string;
  readonly traits: Record<Trait, number>;
  readonly skills: Record<string, number>;
  readonly specialties: readonly { readonly name: string; readonly first: string; readonly second: string }[];
  readonly advantages: Record<string, number>;
  readonly disadvantages: Record<string, number>;
  readonly badReputationRemovals: number;
  readonly xp: number;
  readonly xpGained: number;
  readonly poolLoss: Record<Trait, number>;
  readonly wildcards: number;
  readonly phase: string;
  readonly timePasses: { readonly open: boolean; readonly raised: readonly string[] };
  /** Absent in data stored before successors waited for the next scene [GOB-20]: false. */
  readonly awaitsNextScene?: boolean;
}

/** The pure Character of a Fated actor's system data. */
export function toCharacter(source: FatedSource): Character {
  return {
    suit: SUITS.find((suit) => suit === source.suit) ?? "C",
    traits: { ...source.traits },
    skills: { ...source.skills },
    specialties: source.specialties.map((specialty) => ({ name: specialty.name, skills: [specialty.first, specialty.second] as const })),
    advantages: { ...source.advantages },
    disadvantages: { ...source.disadvantages },
    badReputationRemovals: source.badReputationRemovals,
    xp: source.xp,
    xpGained: source.xpGained,
    poolLoss: { ...source.poolLoss },
    wildcards: source.wildcards,
    phase: source.phase === "play" ? "play" : "creation",
    timePasses: { open: source.timePasses.open, raised: [...source.timePasses.raised] },
    awaitsNextScene: source.awaitsNextScene ?? false,
  };
}

/** A Character as system source data. */
export function characterSource(character: Character): FatedSource {
  return {
    ...character,
    traits: { ...character.traits },
    skills: { ...character.skills },
    specialties: character.specialties.map((specialty) => ({
      name: specialty.name,
      first: specialty.skills[0],
      second: specialty.skills[1],
    })),
    advantages: { ...character.advantages },
    disadvantages: { ...character.disadvantages },
    poolLoss: { ...character.poolLoss },
    timePasses: { open: character.timePasses.open, raised: [...character.timePasses.raised] },
  };
}

const RECORDS = ["skills", "advantages", "disadvantages"] as const;

/**
 * The `system` update that turns `before` into `after`. Keys a record lost (a disadvantage bought
 * off) are deleted with Foundry's `-=key` form, since an update merges objects.
 */
export function characterUpdate(before: Character, after: Character): Record<string, unknown> {
  const update: Record<string, unknown> = { ...characterSource(after) };
  for (const record of RECORDS) update[record] = recordUpdate(before[record], after[record]);
  return update;
}

/** A record's update (skills, advantages…): its entries, and `-=key` for each key it lost. */
export function recordUpdate(before: Readonly<Record<string, number>>, after: Readonly<Record<string, number>>): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...after };
  for (const key of Object.keys(before)) if (!(key in after)) kept[`-=${key}`] = null;
  return kept;
}

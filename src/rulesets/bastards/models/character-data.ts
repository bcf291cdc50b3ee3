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

/** A count moved by what a step changed: the sheet's value plus the step's difference, never below 0. */
const moved = (sheet: number, before: number, after: number): number => Math.max(0, sheet + after - before);

/** A record (skills, advantages…) moved entry by entry; an entry brought to 0 or less is deleted (`-=key`). */
function recordMoved(
  sheet: Readonly<Record<string, number>>,
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const delta = (after[key] ?? 0) - (before[key] ?? 0);
    if (delta === 0) continue;
    const now = (sheet[key] ?? 0) + delta;
    if (now > 0) update[key] = now;
    else if (key in sheet) update[`-=${key}`] = null;
  }
  return Object.keys(update).length > 0 ? update : null;
}

/**
 * The `system` update that applies to the sheet as it is now what a card's step changed (its
 * character `before` → `after`), null when it changed nothing: counts (XP, wildcards, each pool's
 * loss, ranks) move by the step's difference from the sheet's own value, and anything else the step
 * changed takes the step's value. So an edit made on the sheet while the card ran (XP the GM
 * awarded, a pool restored, a wildcard marked) stays: the card's copy of the character never
 * overwrites it [T-GOB-02].
 */
export function stepUpdate(sheet: Character, before: Character, after: Character): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  for (const key of ["xp", "xpGained", "wildcards", "badReputationRemovals"] as const)
    if (after[key] !== before[key]) update[key] = moved(sheet[key], before[key], after[key]);
  for (const group of ["traits", "poolLoss"] as const) {
    const changed = Object.fromEntries(
      Object.entries(after[group])
        .filter(([trait, value]) => value !== before[group][trait as Trait])
        .map(([trait, value]) => [trait, moved(sheet[group][trait as Trait], before[group][trait as Trait], value)]),
    );
    if (Object.keys(changed).length > 0) update[group] = changed;
  }
  for (const record of RECORDS) {
    const changed = recordMoved(sheet[record], before[record], after[record]);
    if (changed) update[record] = changed;
  }
  const source = characterSource(after);
  const was = characterSource(before);
  for (const key of ["suit", "specialties", "phase", "timePasses", "awaitsNextScene"] as const)
    if (JSON.stringify(source[key]) !== JSON.stringify(was[key])) update[key] = source[key];
  return Object.keys(update).length > 0 ? update : null;
}

/**
 * Character building and XP as a reducer [GOB-02, GOB-03, GOB-06, GOB-07, GOB-08].
 *
 * At creation XP is spent freely and disadvantages may be taken (+1 XP each). In play, XP is spent
 * only while the group's Time Passes action is open, one rank per trait/skill/advantage per Time
 * Passes unless the ruling is lifted.
 */
import { STANDARD_SKILLS, advantageKey, advantageRanks, skillRank } from "./character.ts";
import type { Character, Specialty } from "./character.ts";
import { findAdvantage, findDisadvantage } from "./catalogue.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import type { BastardsRulings } from "./rulings.ts";
import { TRAIT_OF_SUIT } from "./values.ts";
import type { Trait } from "./values.ts";
import type { Suit } from "../cards/card.ts";
import { refuse } from "../outcome.ts";
import type { Step } from "../outcome.ts";
import { REFUSAL } from "./refusals.ts";
import { MAX_ENTRIES, MAX_KEY_LENGTH, MAX_RANK, MAX_SKILLS, MAX_SPECIALTIES, MAX_XP, isEntryKey } from "./limits.ts";

const STANDARD_SKILL_IDS: ReadonlySet<string> = new Set(STANDARD_SKILLS);

export type XpReason = "scene" | "opposition";

export type BuildAction =
  | { readonly type: "raiseTrait"; readonly trait: Trait }
  | { readonly type: "raiseSkill"; readonly skill: string }
  /** List a new skill at rank 1 (`combat:<weapon>`, `craft:<type>` or a custom name) [GOB-05]. */
  | { readonly type: "addSkill"; readonly skill: string }
  /** Drop a skill that is not on the standard list; at creation its bought ranks are refunded. */
  | { readonly type: "removeSkill"; readonly skill: string }
  | { readonly type: "buyAdvantage"; readonly id: string; readonly parameter?: string }
  | { readonly type: "buySpecialty"; readonly specialty: Specialty }
  | { readonly type: "takeDisadvantage"; readonly id: string }
  | { readonly type: "removeDisadvantage"; readonly id: string }
  /** At creation, give back a disadvantage just taken, with the XP it gave. */
  | { readonly type: "dropDisadvantage"; readonly id: string }
  /** A disadvantage inflicted in play (Wounded) — the character gains 1 XP for it [GOB-03, GOB-20]. */
  | { readonly type: "inflictDisadvantage"; readonly id: string }
  | { readonly type: "gainXp"; readonly reason: XpReason }
  | { readonly type: "chooseSuit"; readonly suit: Suit }
  | { readonly type: "finishCreation" }
  | { readonly type: "openTimePasses" }
  | { readonly type: "closeTimePasses" };

export type BuildStep = Step<Character, never>;

export const COST_PER_RANK = 1;

function done(state: Character): BuildStep {
  return { ok: true, state, effects: [] };
}

/** XP that buying the next removal of this disadvantage costs: Bad Reputation doubles each time [GOB-08]. */
export function removalCost(character: Character, id: string): number {
  const spec = findDisadvantage(id);
  if (!spec) return Number.POSITIVE_INFINITY;
  return spec.removalCost === "doubling" ? 2 ** character.badReputationRemovals : COST_PER_RANK;
}

/**
 * Spend `cost` XP on something that raises `limitKey` (undefined: no per-Time-Passes limit).
 * Checks the phase, the Time Passes window and limit, and the XP.
 */
function spend(
  character: Character,
  cost: number,
  limitKey: string | undefined,
  rulings: BastardsRulings,
  change: (c: Character) => Character,
): BuildStep {
  if (character.phase === "play") {
    if (!character.timePasses.open) return refuse(REFUSAL.NotTimePasses);
    if (limitKey && rulings.oneRankPerTimePasses && character.timePasses.raised.includes(limitKey))
      return refuse(REFUSAL.OncePerTimePasses);
  }
  if (character.xp < cost) return refuse(REFUSAL.NotEnoughXp);
  const changed = change({ ...character, xp: character.xp - cost });
  const raised = limitKey && character.phase === "play" ? [...character.timePasses.raised, limitKey] : character.timePasses.raised;
  return done({ ...changed, timePasses: { ...character.timePasses, raised } });
}

export function build(character: Character, action: BuildAction, rulings: BastardsRulings = DEFAULT_RULINGS): BuildStep {
  switch (action.type) {
    case "raiseTrait":
      if (character.traits[action.trait] >= MAX_RANK) return refuse(REFUSAL.RankLimit);
      return spend(character, COST_PER_RANK, `trait:${action.trait}`, rulings, (c) => ({
        ...c,
        traits: { ...c.traits, [action.trait]: c.traits[action.trait] + 1 },
      }));
    case "raiseSkill": {
      if (action.skill.trim() === "") return refuse(REFUSAL.BadInput);
      const isNew = !Object.hasOwn(character.skills, action.skill);
      if (isNew && (!isEntryKey(action.skill) || Object.keys(character.skills).length >= MAX_SKILLS)) return refuse(REFUSAL.SkillLimit);
      const rank = skillRank(character, action.skill);
      if (rank >= MAX_RANK) return refuse(REFUSAL.RankLimit);
      return spend(character, COST_PER_RANK, `skill:${action.skill}`, rulings, (c) => ({
        ...c,
        skills: { ...c.skills, [action.skill]: rank + 1 },
      }));
    }
    case "addSkill": {
      const skill = action.skill.trim();
      if (!isEntryKey(skill) || skill.endsWith(":")) return refuse(REFUSAL.BadSkillName);
      const held = [...STANDARD_SKILL_IDS, ...Object.keys(character.skills)].map((id) => id.toLowerCase());
      if (held.includes(skill.toLowerCase())) return refuse(REFUSAL.SkillHeld);
      if (Object.keys(character.skills).length >= MAX_SKILLS) return refuse(REFUSAL.SkillLimit);
      return done({ ...character, skills: { ...character.skills, [skill]: 1 } });
    }
    case "removeSkill": {
      if (STANDARD_SKILL_IDS.has(action.skill)) return refuse(REFUSAL.StandardSkill);
      if (!Object.hasOwn(character.skills, action.skill)) return refuse(REFUSAL.BadInput);
      if (character.specialties.some((specialty) => specialty.skills.includes(action.skill))) return refuse(REFUSAL.SkillInSpecialty);
      const bought = skillRank(character, action.skill) - 1;
      // In play the ranks were bought in earlier Time Passes: only an unranked skill goes; at creation they are refunded.
      if (character.phase === "play" && bought > 0) return refuse(REFUSAL.SkillRanked);
      const skills = { ...character.skills };
      delete skills[action.skill];
      return done({ ...character, skills, xp: character.xp + (character.phase === "creation" ? bought : 0) });
    }
    case "buyAdvantage": {
      const spec = findAdvantage(action.id);
      if (!spec) return refuse(REFUSAL.UnknownAdvantage);
      if (spec.parameter && !action.parameter?.trim()) return refuse(REFUSAL.NeedsWeapon);
      if (spec.creationOnly && character.phase !== "creation") return refuse(REFUSAL.CreationOnly);
      const parameter = spec.parameter ? action.parameter : undefined;
      const held = advantageRanks(character, spec.id, parameter);
      if (held >= spec.maxRanks) return refuse(REFUSAL.AdvantageLimit);
      const key = advantageKey(spec.id, parameter);
      if (!isEntryKey(key)) return refuse(REFUSAL.NeedsWeapon);
      if (held === 0 && Object.keys(character.advantages).length >= MAX_ENTRIES) return refuse(REFUSAL.AdvantageLimit);
      return spend(character, spec.cost, `advantage:${key}`, rulings, (c) => ({ ...c, advantages: { ...c.advantages, [key]: held + 1 } }));
    }
    case "buySpecialty": {
      const { name, skills } = action.specialty;
      if (name.trim() === "" || skills[0] === skills[1]) return refuse(REFUSAL.BadInput);
      if (name.length > MAX_KEY_LENGTH || character.specialties.length >= MAX_SPECIALTIES) return refuse(REFUSAL.SpecialtyLimit);
      if (skills.some((skill) => skillRank(character, skill) < 2)) return refuse(REFUSAL.SpecialtyNeedsRank2);
      if (character.specialties.some((held) => held.name === name)) return refuse(REFUSAL.SpecialtyHeld);
      return spend(character, COST_PER_RANK, undefined, rulings, (c) => ({
        ...c,
        specialties: [...c.specialties, { name, skills: [skills[0], skills[1]] }],
      }));
    }
    case "takeDisadvantage": {
      if (character.phase !== "creation") return refuse(REFUSAL.DisadvantageCreationOnly);
      return addDisadvantage(character, action.id);
    }
    case "inflictDisadvantage":
      return addDisadvantage(character, action.id);
    case "removeDisadvantage": {
      const spec = findDisadvantage(action.id);
      if (!spec) return refuse(REFUSAL.UnknownDisadvantage);
      const held = character.disadvantages[spec.id] ?? 0;
      if (held === 0) return refuse(REFUSAL.DisadvantageNotHeld);
      if (spec.permanent) return refuse(REFUSAL.DisadvantagePermanent);
      const cost = removalCost(character, spec.id);
      return spend(character, cost, undefined, rulings, (c) => {
        const disadvantages = { ...c.disadvantages, [spec.id]: held - 1 };
        if (held === 1) delete disadvantages[spec.id];
        const removals = spec.removalCost === "doubling" ? c.badReputationRemovals + 1 : c.badReputationRemovals;
        return { ...c, disadvantages, badReputationRemovals: removals };
      });
    }
    case "dropDisadvantage": {
      if (character.phase !== "creation") return refuse(REFUSAL.DisadvantageCreationOnly);
      const held = character.disadvantages[action.id] ?? 0;
      if (held === 0) return refuse(REFUSAL.DisadvantageNotHeld);
      if (character.xp < 1) return refuse(REFUSAL.NotEnoughXp);
      const disadvantages = { ...character.disadvantages, [action.id]: held - 1 };
      if (held === 1) delete disadvantages[action.id];
      return done({ ...character, disadvantages, xp: character.xp - 1, xpGained: Math.max(0, character.xpGained - 1) });
    }
    case "gainXp":
      return done(gainXp(character, 1));
    case "chooseSuit": {
      // The suit's trait starts one rank higher [GOB-01, GOB-02]: changing the suit during creation
      // moves that rank, whatever XP has bought since.
      if (character.phase !== "creation") return refuse(REFUSAL.NotInCreation);
      const traits = { ...character.traits };
      traits[TRAIT_OF_SUIT[character.suit]] -= 1;
      traits[TRAIT_OF_SUIT[action.suit]] += 1;
      return done({ ...character, suit: action.suit, traits });
    }
    case "finishCreation":
      if (character.phase !== "creation") return refuse(REFUSAL.NotInCreation);
      return done({ ...character, phase: "play" });
    case "openTimePasses":
      if (character.phase !== "play") return refuse(REFUSAL.NotInPlay);
      return done({ ...character, timePasses: { open: true, raised: [] } });
    case "closeTimePasses":
      return done({ ...character, timePasses: { open: false, raised: [] } });
  }
}

export function gainXp(character: Character, amount: number): Character {
  return { ...character, xp: Math.min(MAX_XP, character.xp + amount), xpGained: Math.min(MAX_XP, character.xpGained + amount) };
}

/** Take (at creation) or suffer (when wounded) a disadvantage: one more rank and +1 XP [GOB-02, GOB-03]. */
function addDisadvantage(character: Character, id: string): BuildStep {
  const spec = findDisadvantage(id);
  if (!spec) return refuse(REFUSAL.UnknownDisadvantage);
  const held = character.disadvantages[spec.id] ?? 0;
  if (held >= spec.maxRanks) return refuse(REFUSAL.DisadvantageLimit);
  return done(gainXp({ ...character, disadvantages: { ...character.disadvantages, [spec.id]: held + 1 } }, 1));
}

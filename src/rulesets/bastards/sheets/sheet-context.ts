/**
 * The Fated sheet's context and the Time Passes choices, from the pure Character (pure,
 * unit-tested). Advantages and disadvantages are grouped by suit; a suit whose pool is empty greys
 * its advantages out, since they cannot be used [GOB-07]. Every Time Passes choice is priced and
 * checked by the build reducer itself, so the dialog offers exactly what the rules allow [GOB-03].
 */
import { SUITS, suitSymbol } from "../../../rules/cards/card.ts";
import type { Suit } from "../../../rules/cards/card.ts";
import { build, removalCost } from "../../../rules/bastards/build.ts";
import {
  ADVANTAGES,
  DISADVANTAGES,
  advantageHintKey,
  advantageNameKey,
  disadvantageHintKey,
  disadvantageNameKey,
  findAdvantage,
  findDisadvantage,
} from "../../../rules/bastards/catalogue.ts";
import {
  STANDARD_SKILLS,
  canAct,
  canUseAdvantage,
  condition,
  poolCurrent,
  poolMaximum,
  skillRank,
  specialtyLevel,
  successorXp,
  combatSkills,
  weaponOfSkill,
} from "../../../rules/bastards/character.ts";
import { DEFAULT_RULINGS } from "../../../rules/bastards/rulings.ts";
import { advantageCount } from "../../../rules/bastards/combatants.ts";
import { followerAdvantageChoices } from "../../../rules/bastards/procedures/follower-advantages.ts";
import type { FollowerAdvantages } from "../../../rules/bastards/procedures/follower-advantages.ts";
import { dramaticActionLabelKey, sheetDramaticActions } from "../../../rules/bastards/dramatic.ts";
import { specialtiesFor } from "../../../rules/bastards/modifiers.ts";
import { DIFFICULTY_GUIDELINES, MAX_DIFFICULTY, difficultyLabelKey } from "../../../rules/bastards/procedures/skill-hand.ts";
import { TRAITS, TRAIT_OF_SUIT, suitLabelKey, traitLabelKey } from "../../../rules/bastards/values.ts";
import type { BastardsRulings, BuildAction, Character, SuitNaming } from "../../../rules/bastards/index.ts";
import { skillLabel } from "../chat/fate-draw-context.ts";
import type { SkillLabel } from "../chat/fate-draw-context.ts";
import { ADVANTAGE_ITEM, DISADVANTAGE_ITEM, SPECIALTY_ITEM } from "../ids.ts";

const B = "DECKBOUND.Bastards";

export interface TraitRow {
  readonly trait: string;
  readonly label: string;
  readonly suit: string;
  readonly rank: number;
  readonly pool: {
    readonly label: string;
    readonly value: number;
    readonly max: number;
    readonly percent: number;
    readonly empty: boolean;
  };
  /** Points lost from the pool, edited on the sheet in edit mode. */
  readonly loss: number;
}

export interface EntryRow {
  readonly id: string;
  readonly name: string;
  readonly hint: string;
  readonly ranks: number;
  /** Counter / Florentine's weapon. */
  readonly parameter: string;
  /** A disadvantage at creation: it can be given back with the XP it gave. */
  readonly giveBack: boolean;
}

export interface SuitGroup {
  readonly suit: Suit;
  readonly symbol: string;
  readonly label: string;
  readonly red: boolean;
  /** The suit's pool is empty: its advantages cannot be used [GOB-07]. */
  readonly disabled: boolean;
  readonly advantages: readonly EntryRow[];
  readonly disadvantages: readonly EntryRow[];
}

export interface FatedSheetContext {
  readonly suit: { readonly symbol: string; readonly label: string; readonly red: boolean };
  readonly conditionLabel: string;
  readonly isActive: boolean;
  /** Only one who can act makes a Fate draw from a skill: not a Knocked Out, Wounded or Killed character [GOB-20]. */
  readonly mayDraw: boolean;
  /** Four pools empty: the successor may be created, with the standard XP and half of all the XP it ever had [GOB-20]. */
  readonly killed: boolean;
  readonly successorXp: number;
  readonly traits: readonly TraitRow[];
  readonly skills: readonly { readonly id: string; readonly label: SkillLabel; readonly rank: number; readonly removable: boolean }[];
  /** Disadvantages that can still be taken at creation, for +1 XP each [GOB-02, GOB-08]. */
  readonly disadvantageChoices: readonly { readonly id: string; readonly name: string; readonly permanent: boolean }[];
  readonly specialties: readonly { readonly name: string; readonly skills: readonly SkillLabel[]; readonly level: number }[];
  readonly suits: readonly SuitGroup[];
  readonly wildcards: number;
  readonly xp: number;
  readonly xpGained: number;
  readonly inCreation: boolean;
  readonly timePassesOpen: boolean;
  /** One button per dramatic action and cost the sheet offers the character now [GOB-20, GOB-22]; disabled without the wildcards. */
  readonly dramatic: readonly {
    readonly action: string;
    readonly option: number;
    readonly label: string;
    readonly cost: number;
    readonly affordable: boolean;
  }[];
}

const STANDARD_SKILL_SET: ReadonlySet<string> = new Set(STANDARD_SKILLS);

const isRed = (suit: Suit) => suit === "H" || suit === "D";

function entries(record: Readonly<Record<string, number>>, suit: Suit, kind: "advantage" | "disadvantage", inCreation = false): EntryRow[] {
  return Object.entries(record)
    .filter(([, ranks]) => ranks > 0)
    .map(([key, ranks]) => {
      const [id = key, parameter = ""] = key.split(":");
      return { id, ranks, parameter, spec: kind === "advantage" ? findAdvantage(id) : findDisadvantage(id) };
    })
    .filter((entry) => entry.spec?.suit === suit)
    .map(({ id, ranks, parameter }) => ({
      id,
      ranks,
      parameter,
      name: kind === "advantage" ? advantageNameKey(id) : disadvantageNameKey(id),
      hint: kind === "advantage" ? advantageHintKey(id) : disadvantageHintKey(id),
      giveBack: kind === "disadvantage" && inCreation,
    }));
}

export function fatedSheetContext(character: Character, naming: SuitNaming, rulings: BastardsRulings = DEFAULT_RULINGS): FatedSheetContext {
  const state = condition(character);
  const skillIds = [...new Set([...STANDARD_SKILLS, ...Object.keys(character.skills)])];
  return {
    suit: { symbol: suitSymbol(character.suit), label: suitLabelKey(character.suit, naming), red: isRed(character.suit) },
    conditionLabel: `${B}.Condition.${state}`,
    isActive: state === "active",
    mayDraw: canAct(character),
    killed: state === "killed",
    successorXp: successorXp(character, rulings.successorStartingXp),
    traits: TRAITS.map((trait) => {
      const value = poolCurrent(character, trait);
      const max = poolMaximum(character, trait);
      const suit = SUITS.find((candidate) => TRAIT_OF_SUIT[candidate] === trait)!;
      return {
        trait,
        label: traitLabelKey(trait),
        suit: suitSymbol(suit),
        rank: character.traits[trait],
        pool: { label: `${B}.Pool.${trait}`, value, max, percent: max > 0 ? Math.round((100 * value) / max) : 0, empty: value === 0 },
        loss: character.poolLoss[trait],
      };
    }),
    skills: skillIds.map((id) => ({ id, label: skillLabel(id), rank: skillRank(character, id), removable: !STANDARD_SKILL_SET.has(id) })),
    disadvantageChoices: DISADVANTAGES.filter((spec) => (character.disadvantages[spec.id] ?? 0) < spec.maxRanks).map((spec) => ({
      id: spec.id,
      name: disadvantageNameKey(spec.id),
      permanent: spec.permanent,
    })),
    specialties: character.specialties.map((specialty) => ({
      name: specialty.name,
      skills: specialty.skills.map(skillLabel),
      level: specialtyLevel(character, specialty),
    })),
    suits: SUITS.map((suit) => ({
      suit,
      symbol: suitSymbol(suit),
      label: suitLabelKey(suit, naming),
      red: isRed(suit),
      chosen: suit === character.suit,
      disabled: poolCurrent(character, TRAIT_OF_SUIT[suit]) === 0,
      advantages: entries(character.advantages, suit, "advantage"),
      disadvantages: entries(character.disadvantages, suit, "disadvantage", character.phase === "creation"),
    })),
    wildcards: character.wildcards,
    xp: character.xp,
    xpGained: character.xpGained,
    inCreation: character.phase === "creation",
    timePassesOpen: character.timePasses.open,
    dramatic: sheetDramaticActions(character).flatMap((action) =>
      action.cost.map((cost, option) => ({
        action: action.id,
        option,
        label: dramaticActionLabelKey(action.id),
        cost,
        affordable: character.wildcards >= cost,
      })),
    ),
  };
}

/** The Fate draw dialog: a trait, any difficulty 0–20 (the guidelines as hints), a held specialty, the intimidation flag [GOB-06, GOB-08, GOB-13]. */
export function fateDrawDialog(character: Character, skill: string) {
  return {
    traits: TRAITS.map((trait) => ({ value: trait, label: traitLabelKey(trait) })),
    maxDifficulty: MAX_DIFFICULTY,
    difficulties: [
      { value: 0, label: `${B}.Difficulty.none` },
      ...DIFFICULTY_GUIDELINES.map((value) => ({ value, label: difficultyLabelKey(value) })),
    ],
    // Only the specialties that join the skill drawn with [GOB-06].
    specialties: specialtiesFor(character, skill).map((specialty) => specialty.name),
    // A draw of extreme movement may use Acrobat, while its holder can [GOB-28].
    acrobat: canUseAdvantage(character, "acrobat"),
  };
}

/** The dialog's form as Fate draw options (the card checks them again on the GM's client). */
export function readFateDrawForm(form: Readonly<Record<string, unknown>>): {
  trait: string;
  difficulty: number;
  specialty?: string;
  intimidate?: boolean;
  acrobat?: boolean;
} {
  const difficulty = Number(form["difficulty"] ?? 0);
  const specialty = typeof form["specialty"] === "string" ? form["specialty"] : "";
  return {
    trait: String(form["trait"] ?? "luck"),
    difficulty: Number.isFinite(difficulty) ? difficulty : -1,
    ...(specialty !== "" ? { specialty } : {}),
    ...(form["intimidate"] === "true" ? { intimidate: true } : {}),
    ...(form["acrobat"] === "true" ? { acrobat: true } : {}),
  };
}

/** One thing XP can buy now, with its price and whether the rules allow it (and why not). */
export interface PurchaseOption {
  readonly action: BuildAction;
  /** JSON of `action`, for the button's data. */
  readonly payload: string;
  readonly label: string;
  readonly detail: string;
  readonly cost: number;
  readonly allowed: boolean;
  /** i18n key of the refusal, when not allowed. */
  readonly reason: string;
}

export interface PurchaseGroup {
  readonly title: string;
  readonly options: readonly PurchaseOption[];
}

function option(
  character: Character,
  rulings: BastardsRulings,
  action: BuildAction,
  label: string,
  detail: string,
  cost: number,
): PurchaseOption {
  const step = build(character, action, rulings);
  return { action, payload: JSON.stringify(action), label, detail, cost, allowed: step.ok, reason: step.ok ? "" : step.reason };
}

/**
 * Everything the Time Passes dialog offers: raise a trait or a skill, buy an advantage (not the
 * creation-only ones after creation), buy off a disadvantage. Each is checked by `build`, so XP,
 * the window, once-per-Time-Passes and the catalogue's limits are all enforced in one place.
 */
export function timePassesOptions(character: Character, rulings: BastardsRulings): PurchaseGroup[] {
  const skillIds = [...new Set([...STANDARD_SKILLS, ...Object.keys(character.skills)])];
  return [
    {
      title: `${B}.TimePasses.Traits`,
      options: TRAITS.map((trait) =>
        option(
          character,
          rulings,
          { type: "raiseTrait", trait },
          traitLabelKey(trait),
          `${character.traits[trait]} → ${character.traits[trait] + 1}`,
          1,
        ),
      ),
    },
    {
      title: `${B}.TimePasses.Skills`,
      options: skillIds.map((skill) => {
        const label = skillLabel(skill);
        const rank = skillRank(character, skill);
        return option(
          character,
          rulings,
          { type: "raiseSkill", skill },
          label.key ?? label.detail,
          `${label.key && label.detail ? `${label.detail} · ` : ""}${rank} → ${rank + 1}`,
          1,
        );
      }),
    },
    {
      title: `${B}.TimePasses.Advantages`,
      options: ADVANTAGES.flatMap((spec) =>
        // Counter and Florentine are bought for one of the character's weapon skills.
        (spec.parameter ? combatSkills(character).map(weaponOfSkill) : [undefined]).map((weapon) =>
          option(
            character,
            rulings,
            { type: "buyAdvantage", id: spec.id, ...(weapon ? { parameter: weapon } : {}) },
            advantageNameKey(spec.id),
            weapon ? `${suitSymbol(spec.suit)} · ${weapon}` : suitSymbol(spec.suit),
            spec.cost,
          ),
        ),
      ),
    },
    {
      title: `${B}.TimePasses.Disadvantages`,
      options: DISADVANTAGES.filter((spec) => (character.disadvantages[spec.id] ?? 0) > 0).map((spec) =>
        option(
          character,
          rulings,
          { type: "removeDisadvantage", id: spec.id },
          disadvantageNameKey(spec.id),
          suitSymbol(spec.suit),
          removalCost(character, spec.id),
        ),
      ),
    },
  ].filter((group) => group.options.length > 0);
}

/** The skills a new specialty may join: those of rank 2 or more [GOB-06]. */
export function specialtySkillChoices(character: Character): { readonly id: string; readonly label: SkillLabel; readonly rank: number }[] {
  return [...new Set([...STANDARD_SKILLS, ...Object.keys(character.skills)])]
    .map((id) => ({ id, label: skillLabel(id), rank: skillRank(character, id) }))
    .filter((skill) => skill.rank >= 2);
}

/** The specialty form (a name and two skills) as a purchase; the reducer checks it. */
export function readSpecialtyForm(form: Readonly<Record<string, unknown>>): BuildAction {
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string).trim() : "");
  return { type: "buySpecialty", specialty: { name: text("specialtyName"), skills: [text("first"), text("second")] } };
}

/** Parse a purchase from a button's data (the user's own client; the reducer checks it again). */
export function parsePurchase(payload: string | undefined): BuildAction | null {
  try {
    const action = JSON.parse(payload ?? "") as BuildAction;
    return typeof action === "object" &&
      action !== null &&
      ["raiseTrait", "raiseSkill", "buyAdvantage", "removeDisadvantage"].includes(action.type)
      ? action
      : null;
  } catch {
    return null;
  }
}

/**
 * What dropping a catalogue item on a Fated character buys [GOB-02, GOB-06, GOB-07]: an advantage
 * (Counter / Florentine for the weapon the item names), a disadvantage (creation only), a
 * specialty. The build reducer then prices and checks it like any purchase.
 */
export function dropPurchase(item: {
  readonly type: string;
  readonly name: string;
  readonly system: Readonly<Record<string, unknown>>;
}): BuildAction | null {
  const { system } = item;
  switch (item.type) {
    case ADVANTAGE_ITEM: {
      const id = String(system["advantageId"] ?? "");
      const weapon = /\(([^)]+)\)/.exec(item.name)?.[1]?.trim().toLowerCase();
      return { type: "buyAdvantage", id, ...(weapon ? { parameter: weapon } : {}) };
    }
    case DISADVANTAGE_ITEM:
      return { type: "takeDisadvantage", id: String(system["disadvantageId"] ?? "") };
    case SPECIALTY_ITEM:
      return {
        type: "buySpecialty",
        specialty: { name: item.name, skills: [String(system["first"] ?? ""), String(system["second"] ?? "")] },
      };
    default:
      return null;
  }
}

/** A Follower's advantages on its sheet: those held, how many of its Power Rating, and what may be given [GOB-25]. */
export interface FollowerAdvantagesView {
  readonly held: readonly {
    readonly key: string;
    readonly name: string;
    readonly hint: string;
    readonly parameter: string;
    readonly ranks: number;
  }[];
  readonly count: number;
  readonly max: number;
  /** Every advantage a Follower may hold (`id` or `id:<weapon>`: Counter and Florentine for its bare hands and its weapon); a full count is refused when given. */
  readonly choices: readonly { readonly value: string; readonly name: string; readonly parameter: string }[];
}

export function followerAdvantagesView(follower: FollowerAdvantages, weapon: string | null): FollowerAdvantagesView {
  const held = Object.entries(follower.advantages)
    .filter(([, ranks]) => ranks > 0)
    .map(([key, ranks]) => {
      const [id = key, parameter = ""] = key.split(":");
      return { key, name: advantageNameKey(id), hint: advantageHintKey(id), parameter, ranks };
    });
  const weapons = ["unarmed", ...(weapon ? [weaponOfSkill(weapon)] : [])];
  // What a Follower may hold at all; its count and stacking limits are checked when given.
  const choices = followerAdvantageChoices(weapons).map(({ key, id, parameter }) => ({
    value: key,
    name: advantageNameKey(id),
    parameter,
  }));
  return { held, count: advantageCount(follower.advantages), max: follower.powerRating, choices };
}

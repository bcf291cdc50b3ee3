/**
 * What a player chooses on their own client before a step goes to the GM (pure, unit-tested): a
 * card from their hand, or the choices of an attack, a defence or an inflicted disadvantage. The
 * chat card carries no hand, so the choices come from the stacks and data the user can read.
 */
import { cardKey } from "../../../rules/cards/card.ts";
import type { Card } from "../../../rules/cards/card.ts";
import {
  ATTACK_DEFAULTS,
  STANDARD_SKILLS,
  TRAITS,
  advantageNameKey,
  mayUseAdvantage,
  disadvantageNameKey,
  UP_TO_BODY,
  counterHeld,
  followerCombatSkills,
  isKilled,
  rawTrait,
  specialtiesFor,
} from "../../../rules/bastards/index.ts";
import type { Combatant, OppositionState } from "../../../rules/bastards/index.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { skillLabel } from "./fate-draw-context.ts";
import type { SkillLabel } from "./fate-draw-context.ts";
import { inflictable, offeredAdvantages } from "./opposition-context.ts";
import type { ExchangeText } from "./opposition-odds-view.ts";

export interface Option {
  readonly value: string;
  readonly label: SkillLabel;
}

export interface CardChoice {
  readonly cards: readonly (CardView & { readonly odds: ExchangeText | null })[];
  readonly empty: boolean;
  /** Some card shows the odds of its play: the note on how they are judged shows. */
  readonly odds: boolean;
}

/** The suited cards of a hand to choose from (jokers never stay in a hand), each with the odds of its play where the step has them, by card key. */
export function cardChoice(hand: readonly Card[], odds: ReadonlyMap<string, ExchangeText> = new Map()): CardChoice {
  const cards = hand.filter((card) => card.kind === "suited").map((card) => ({ ...cardView(card), odds: odds.get(cardKey(card)) ?? null }));
  return { cards, empty: cards.length === 0, odds: cards.some((card) => card.odds !== null) };
}

/** The skills a combatant may draw with: a Fated character's own and the standard ones; others act with their Power Rating (a Follower unarmed or with its weapon). */
export function skillOptions(combatant: Combatant | undefined): Option[] {
  if (combatant?.kind === "follower") return followerCombatSkills(combatant).map((skill) => ({ value: skill, label: skillLabel(skill) }));
  if (combatant?.kind !== "fated") return [{ value: "combat:unarmed", label: skillLabel("combat:unarmed") }];
  const skills = [...new Set([...Object.keys(combatant.character.skills), ...STANDARD_SKILLS])];
  return skills.map((skill) => ({ value: skill, label: skillLabel(skill) }));
}

/** A Fated drawer's specialties that join one of the skills offered, each with the skills it joins [GOB-06]. */
function specialtyChoices(combatant: Combatant | undefined, skills: readonly Option[]): StepForm["specialties"] {
  if (combatant?.kind !== "fated") return [];
  const offered = skills.map((skill) => skill.value);
  return combatant.character.specialties
    .filter((specialty) => offered.some((skill) => specialtiesFor(combatant.character, skill).includes(specialty)))
    .map((specialty) => ({ name: specialty.name, for: JSON.stringify(specialty.skills) }));
}

export interface StepForm {
  readonly targets: readonly { readonly value: string; readonly name: string }[];
  readonly skills: readonly Option[];
  readonly kinds: readonly { readonly value: string; readonly label: string }[];
  /** The pool an attack hits when the table rules it is not the kind's usual one (a curse on Luck…) [GOB-19]. */
  readonly pools: readonly { readonly value: string; readonly label: string }[];
  readonly disadvantages: readonly { readonly value: string; readonly label: string }[];
  readonly advantages: readonly { readonly value: string; readonly label: string }[];
  /** Weapon skills for a second weapon, before the turn's first attack [GOB-24]; none once wielding two. */
  readonly offhands: readonly Option[];
  /** The attacker holds Trip and may use it now (a melee attack for 1 BP) [GOB-28]. */
  readonly canTrip: boolean;
  /**
   * The drawer's specialties that join one of the skills offered, by name, each with the skills it
   * joins (`for`, a JSON list): the form offers those joining the chosen skill (following-choices.ts);
   * the rules add the level and refuse one that does not join the skill [GOB-06].
   */
  readonly specialties: readonly { readonly name: string; readonly for: string }[];
  /**
   * "A number up to Body" (1 … Body, Body by default) for the usable advantages that take one
   * (`for`, a JSON list: the form shows it for those only) [GOB-28]; null when none.
   */
  readonly amount: { readonly body: number; readonly for: string } | null;
  /** Study's opponent is chosen only for Study (a JSON list for `data-for`); null when Study is not usable [GOB-28]. */
  readonly studyFor: string | null;
  readonly isAttack: boolean;
  readonly isDefend: boolean;
  readonly isInflict: boolean;
  readonly isAdvantage: boolean;
}

/** The choices of a form step for `actor`. */
export function stepForm(step: string, state: OppositionState, names: Readonly<Record<string, string>>, actor: string): StepForm {
  const combatant = state.combatants.find((held) => held.key === actor);
  const targets = state.combatants
    // Anyone of another side not killed: the fallen too, for a finishing blow [GOB-20].
    .filter((held) => held.side !== combatant?.side && !isKilled(held, state.rulings))
    // A counter-attack answers the attacker just beaten [GOB-28].
    .filter((held) => step !== "counter" || held.key === state.lastResult?.revealed[0]?.actor)
    .map((held) => ({ value: held.key, name: names[held.key] ?? held.key }));
  const suits = state.woundOffer?.wounder === actor ? state.woundOffer.suits : [];
  // A counter-attack is made with the weapon defended with [GOB-28].
  const counterSkill = step === "counter" ? counterHeld(state, actor)?.target : undefined;
  const skills = skillOptions(combatant).filter((option) => counterSkill === undefined || option.value === counterSkill);
  const usable = combatant ? offeredAdvantages(state, combatant) : [];
  const upToBody = usable.filter((id) => UP_TO_BODY.includes(id));
  return {
    targets,
    skills,
    kinds: Object.keys(ATTACK_DEFAULTS).map((kind) => ({ value: kind, label: `DECKBOUND.Bastards.Opposition.Kind.${kind}` })),
    pools: TRAITS.map((trait) => ({ value: trait, label: `DECKBOUND.Bastards.Pool.${trait}` })),
    disadvantages: inflictable(suits).map((id) => ({ value: id, label: disadvantageNameKey(id) })),
    advantages: usable.map((id) => ({ value: id, label: advantageNameKey(id) })),
    amount: combatant && upToBody.length > 0 ? { body: rawTrait(combatant, "body"), for: JSON.stringify(upToBody) } : null,
    studyFor: usable.includes("study") ? JSON.stringify(["study"]) : null,
    offhands:
      combatant?.kind === "fated" && !combatant.twoWeapons && state.turn?.actor === actor && state.turn.weaponsUsed.length === 0
        ? Object.keys(combatant.character.skills)
            .filter((skill) => skill.startsWith("combat:") && skill !== "combat:unarmed")
            .map((skill) => ({ value: skill, label: skillLabel(skill) }))
        : [],
    canTrip: combatant !== undefined && mayUseAdvantage(combatant, "trip", state.rulings),
    specialties: specialtyChoices(combatant, skills),
    isAttack: step === "attack" || step === "counter",
    isDefend: step === "defend",
    isInflict: step === "inflictDisadvantage",
    isAdvantage: step === "useAdvantage",
  };
}

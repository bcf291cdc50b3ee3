/**
 * Dramatic actions and their costs [GOB-22]: each is offered as a chat action. Costs are in
 * wildcards; `agreement` actions need every involved player to agree.
 */
import type { Character } from "./character.ts";
import { refuse } from "../outcome.ts";
import type { Refusal } from "../outcome.ts";
import { REFUSAL } from "./refusals.ts";

export interface DramaticAction {
  readonly id: string;
  /** Wildcards it costs (Distance: 1 for medium range, 2 for long). */
  readonly cost: readonly number[];
  /** All players involved must agree (Time Passes, The End). */
  readonly agreement: boolean;
  /** Only after a Flee (Give Chase), only during the character's action (Flee), at the scene's start (Distance). */
  readonly when: "any" | "sceneStart" | "ownAction" | "afterFlee";
}

export const DRAMATIC_ACTIONS: readonly DramaticAction[] = [
  { id: "appearance", cost: [0], agreement: false, when: "any" },
  { id: "distance", cost: [1, 2], agreement: false, when: "sceneStart" },
  { id: "flee", cost: [0], agreement: false, when: "ownAction" },
  { id: "giveChase", cost: [1], agreement: false, when: "afterFlee" },
  { id: "involve", cost: [1], agreement: false, when: "any" },
  { id: "reinforce", cost: [1], agreement: false, when: "any" },
  { id: "skillCheck", cost: [0], agreement: false, when: "any" },
  { id: "timePasses", cost: [0], agreement: true, when: "any" },
  { id: "theEnd", cost: [0], agreement: true, when: "any" },
];

export function dramaticActionLabelKey(id: string): string {
  return `DECKBOUND.Bastards.Dramatic.${id}.Name`;
}

/** Pay for a dramatic action from the character's wildcards; refused if they have too few [GOB-21, GOB-22]. */
export function payDramaticAction(character: Character, id: string, option = 0): Character | Refusal {
  const action = DRAMATIC_ACTIONS.find((known) => known.id === id);
  const cost = action?.cost[option];
  if (cost === undefined) return refuse(REFUSAL.UnknownAction);
  if (character.wildcards < cost) return refuse(REFUSAL.NoWildcards);
  return { ...character, wildcards: character.wildcards - cost };
}

/** Involve / Reinforce: the Power Rating of the followers or extras is the controller's highest trait [GOB-22]. */
export function summonedPowerRating(character: Character): number {
  return Math.min(5, Math.max(...Object.values(character.traits)));
}

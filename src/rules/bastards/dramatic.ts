/**
 * Dramatic actions and their costs [GOB-22]. Costs are in wildcards; `agreement` actions need every
 * involved player to agree. Those that change an opposition (Appearance, Distance, Flee, Give Chase,
 * Involve, Reinforce) are played on its card, where they do what they cost (opposition-joins.ts,
 * indirect.ts); the sheet offers only the others, each as a chat action.
 */
import { canAct } from "./character.ts";
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
  /** Offered on the character sheet (else only on an opposition's card). */
  readonly onSheet: boolean;
  /** Only a character who can act (not Knocked Out, Wounded or Killed) may take it [GOB-20]. */
  readonly needsToAct: boolean;
}

export const DRAMATIC_ACTIONS: readonly DramaticAction[] = [
  { id: "appearance", cost: [0], agreement: false, when: "any", onSheet: false, needsToAct: true },
  { id: "distance", cost: [1, 2], agreement: false, when: "sceneStart", onSheet: false, needsToAct: false },
  { id: "flee", cost: [0], agreement: false, when: "ownAction", onSheet: false, needsToAct: true },
  { id: "giveChase", cost: [1], agreement: false, when: "afterFlee", onSheet: false, needsToAct: true },
  { id: "involve", cost: [1], agreement: false, when: "any", onSheet: false, needsToAct: false },
  { id: "reinforce", cost: [1], agreement: false, when: "any", onSheet: false, needsToAct: false },
  { id: "skillCheck", cost: [0], agreement: false, when: "any", onSheet: true, needsToAct: true },
  { id: "timePasses", cost: [0], agreement: true, when: "any", onSheet: true, needsToAct: false },
  { id: "theEnd", cost: [0], agreement: true, when: "any", onSheet: true, needsToAct: false },
];

/** The dramatic actions the character's sheet offers: those played off an opposition's card that the character may take now. */
export function sheetDramaticActions(character: Character): DramaticAction[] {
  return DRAMATIC_ACTIONS.filter((action) => action.onSheet && (!action.needsToAct || canAct(character)));
}

export function dramaticActionLabelKey(id: string): string {
  return `DECKBOUND.Bastards.Dramatic.${id}.Name`;
}

/**
 * Pay for a dramatic action taken from the sheet from the character's wildcards; refused if it is
 * played on an opposition's card, if the character cannot act and it needs to, or if they have too
 * few wildcards [GOB-20, GOB-21, GOB-22].
 */
export function payDramaticAction(character: Character, id: string, option = 0): Character | Refusal {
  const action = DRAMATIC_ACTIONS.find((known) => known.id === id);
  const cost = action?.cost[option];
  if (!action || cost === undefined) return refuse(REFUSAL.UnknownAction);
  if (!action.onSheet) return refuse(REFUSAL.OnOppositionCard);
  if (action.needsToAct && !canAct(character)) return refuse(REFUSAL.CannotAct);
  if (character.wildcards < cost) return refuse(REFUSAL.NoWildcards);
  return { ...character, wildcards: character.wildcards - cost };
}

/** Involve / Reinforce: the Power Rating of the followers or extras is the controller's highest trait [GOB-22]. */
export function summonedPowerRating(character: Character): number {
  return Math.min(5, Math.max(...Object.values(character.traits)));
}

/** What Bad Reputation's indirect action brings in: one Touched character and squads of Extras, all at `powerRating` [GOB-08]. */
export interface InfamousOpposition {
  readonly powerRating: number;
  readonly followers: number;
  readonly squads: number;
}

/** Members of each squad Bad Reputation brings in: "1 squad of 5 Extras" [GOB-08]. */
export const INFAMY_SQUAD = 5;

/**
 * Bad Reputation's indirect action [GOB-08]: "force a Touched character opposed to the character
 * with this Disadvantage to appear… a Power Rating equal to the level of this Disadvantage… At rank 3
 * and 4, they enter the scene with 1 squad of 5 Extras with the same Power Rating. At rank 5, it
 * becomes 2 squads." Null for a character without it.
 */
export function infamousOpposition(character: Character): InfamousOpposition | null {
  const rank = Math.min(5, character.disadvantages["badReputation"] ?? 0);
  if (rank < 1) return null;
  return { powerRating: rank, followers: 1, squads: rank >= 5 ? 2 : rank >= 3 ? 1 : 0 };
}

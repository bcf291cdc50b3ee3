/**
 * Indirect involvement [GOB-20, GOB-22, GOB-28]: a player's Fated character takes part in an
 * opposition without appearing in it. The book builds oppositions on it: "Most Followers will be
 * controlled by the players Indirectly Involved"; Involve and Reinforce are dramatic actions a player
 * takes with a wildcard; Mastermind "does not require the character to Appear in the scene to be in
 * effect"; and "A player may still perform Indirect Actions using the dead character's remaining
 * wildcards during the current Scene".
 *
 * Who may act so (rulings in docs/CLAUSES.md, GOB-22 and GOB-28):
 * - a seated Fated combatant who can act: on its own side, as before;
 * - a seated Fated combatant Killed in this opposition (its scene): onto any seated side its player
 *   picks (its own unless told), its wildcards paid from its seat; a Knocked Out or Wounded one
 *   "cannot take actions" [GOB-20];
 * - a Fated character neither seated nor fled who can act: onto a seated side its player picks. The
 *   action carries its character as its sheet holds it (the GM's client reads it), and the opposition
 *   keeps it in `involved` — what it paid and gained (the table adds them to its sheet) and the
 *   Followers and Extras it brought in, which are under its control (Mastermind). It is never
 *   seated, dealt or given the opposition's XP [GOB-27].
 */
import { canAct, condition } from "../character.ts";
import type { Character } from "../character.ts";
import { findCombatant } from "./opposed-draw.ts";
import { replace, withWildcards } from "./opposition-kit.ts";
import type { IndirectlyInvolved, OppositionState } from "./opposition-state.ts";
import { refuse } from "../../outcome.ts";
import type { Refusal } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";

/** Who takes an indirect action: a seated Fated combatant (on its side), or a character from outside the opposition. */
export type IndirectActor =
  /** `killed`: Killed in this opposition, it acts only indirectly (any seated side). */
  | { readonly seated: true; readonly key: string; readonly character: Character; readonly side: string; readonly killed: boolean }
  | { readonly seated: false; readonly key: string; readonly character: Character; readonly controls: readonly string[] };

/** A seated character may take these actions while it can act, or once Killed in this scene; Knocked Out or Wounded it cannot [GOB-20, GOB-22]. */
export function mayActSeated(character: Character): boolean {
  return canAct(character) || condition(character) === "killed";
}

export function involvedOf(state: OppositionState, key: string): IndirectlyInvolved | undefined {
  return state.involved.find((entry) => entry.key === key);
}

/**
 * The character taking an indirect action: `key` seated (then `outside` must be absent), or from
 * outside with `outside`, its character as its sheet holds it.
 */
export function indirectActor(state: OppositionState, key: string, outside: Character | undefined): IndirectActor | Refusal {
  const seated = findCombatant(state, key);
  if (seated) {
    if (outside) return refuse(REFUSAL.AlreadyInOpposition);
    if (seated.kind !== "fated") return refuse(REFUSAL.UnknownCombatant);
    if (!mayActSeated(seated.character)) return refuse(REFUSAL.CannotAct);
    return { seated: true, key, character: seated.character, side: seated.side, killed: condition(seated.character) === "killed" };
  }
  if (state.fled.some((combatant) => combatant.key === key)) return refuse(REFUSAL.Fled);
  if (!outside) return refuse(REFUSAL.UnknownCombatant);
  if (!canAct(outside)) return refuse(REFUSAL.CannotAct);
  return { seated: false, key, character: outside, controls: involvedOf(state, key)?.controls ?? [] };
}

/**
 * The seated side the summoned join [GOB-22]: a standing seated summoner's own (naming another is
 * refused); a Killed one's or an outsider's, the seated side its player picked (the Killed one's own
 * unless told).
 */
export function summonedSide(state: OppositionState, who: IndirectActor, side: string | undefined): string | Refusal {
  if (who.seated && !who.killed) return side === undefined || side === who.side ? who.side : refuse(REFUSAL.BadSide);
  const onto = side ?? (who.seated ? who.side : undefined);
  return onto !== undefined && state.combatants.some((combatant) => combatant.side === onto) ? onto : refuse(REFUSAL.BadSide);
}

/** Keep an indirectly involved character's entry: replaced where it stood, else added last. */
function keep(state: OppositionState, entry: IndirectlyInvolved): OppositionState {
  const known = state.involved.some((held) => held.key === entry.key);
  return {
    ...state,
    involved: known ? state.involved.map((held) => (held.key === entry.key ? entry : held)) : [...state.involved, entry],
  };
}

/**
 * The indirect actor's wildcards change by `delta` (a payment is negative): a seated combatant's in
 * its seat, an outsider's in `involved`, with the Followers and Extras it now also controls.
 */
export function settleIndirect(
  state: OppositionState,
  who: IndirectActor,
  delta: number,
  controls: readonly string[] = [],
): OppositionState {
  if (who.seated) {
    const combatant = findCombatant(state, who.key);
    return combatant ? replace(state, withWildcards(combatant, delta)) : state;
  }
  const prior = involvedOf(state, who.key);
  return keep(state, {
    key: who.key,
    character: { ...who.character, wildcards: who.character.wildcards + delta },
    controls: [...who.controls, ...controls],
    paid: (prior?.paid ?? 0) + Math.max(0, -delta),
    gained: (prior?.gained ?? 0) + Math.max(0, delta),
  });
}

/** A joker drawn by `key` gives its wildcards [GOB-12]: to a seated combatant, or to an indirectly involved character. */
export function gainWildcards(state: OppositionState, key: string, wildcards: number): OppositionState {
  if (wildcards === 0) return state;
  const combatant = findCombatant(state, key);
  if (combatant) return replace(state, withWildcards(combatant, wildcards));
  const entry = involvedOf(state, key);
  if (!entry) return state;
  const character = { ...entry.character, wildcards: entry.character.wildcards + wildcards };
  return keep(state, { ...entry, character, gained: entry.gained + wildcards });
}

/** A character who appears is seated from then on: no longer indirectly involved [GOB-22]. */
export function seatedNow(state: OppositionState, key: string): OppositionState {
  return { ...state, involved: state.involved.filter((entry) => entry.key !== key) };
}

/**
 * The opposition card's dramatic actions for joining and leaving [GOB-22] (pure, unit-tested): who
 * may Appear, Involve, Reinforce (seated, or from outside), call on a Bad Reputation, Flee, Give Chase or set the Distance
 * now, a joiner's initiative card, and what the card says of a flight, a chase, the distance and
 * those involved from outside. Each button names the
 * combatant it acts for and its cost; the reducer refuses anything out of time anyway.
 */
import { isActive } from "../../../rules/bastards/combatants.ts";
import { extremeMovement, infamousOpposition } from "../../../rules/bastards/index.ts";
import type { OppositionState } from "../../../rules/bastards/index.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { button } from "./opposition-context.ts";
import type { ButtonView } from "./opposition-context.ts";

const J = "DECKBOUND.Bastards.Opposition.Join";

/** A button whose label names its combatant (`{name}`), for the GM who sees everyone's. */
export interface JoinButtonView extends ButtonView {
  readonly name: string;
}

export interface JoinsView {
  readonly buttons: readonly JoinButtonView[];
  /** What the card tells everyone: a flight under way, a chase, the distance set, who takes part from outside and their wildcards. */
  readonly notes: readonly { readonly label: string; readonly name: string; readonly wildcards?: number }[];
}

/** Before anyone has acted in the scene's first round [GOB-22]. */
export function atSceneStart(state: OppositionState): boolean {
  return state.phase === "initiative" || (state.phase === "turns" && state.round === 1 && state.acted.length === 0 && !state.draw);
}

export function joinsView(state: OppositionState | null, names: Readonly<Record<string, string>>): JoinsView {
  if (!state) return { buttons: [], notes: [] };
  const nameOf = (key: string) => names[key] ?? key;
  const notes: { label: string; name: string; wildcards?: number }[] = [];
  if (state.distance) notes.push({ label: `${J}.Distance${state.distance.range}`, name: nameOf(state.distance.actor) });
  if (state.flight) notes.push({ label: `${J}.Fleeing`, name: nameOf(state.flight.actor) });
  if (state.chase) notes.push({ label: `${J}.Chase`, name: "" });
  // The GM said this turn's draw step involves extreme movement: Acrobat may be used in it [GOB-28].
  else if (state.turn && extremeMovement(state)) notes.push({ label: `${J}.ExtremeMovement`, name: nameOf(state.turn.actor) });
  for (const fled of state.fled) notes.push({ label: `${J}.Fled`, name: nameOf(fled.key) });
  // Indirectly involved [GOB-22, GOB-28]: not seated, their wildcards still at play.
  for (const entry of state.involved) notes.push({ label: `${J}.Involved`, name: nameOf(entry.key), wildcards: entry.character.wildcards });
  const buttons: JoinButtonView[] = [];
  const waiting = state.pending || state.question || state.finishing === "asking" || state.phase === "ended";
  if (waiting) return { buttons, notes };
  const add = (action: string, actor: string, mode: ButtonView["mode"], data: Record<string, string> = {}, label = `${J}.${action}`) =>
    buttons.push({ ...button(action, actor, mode, data), label, name: nameOf(actor) });
  const standing = state.combatants.filter((combatant) => combatant.kind === "fated" && isActive(combatant, state.rulings));
  if (atSceneStart(state) && !state.distance)
    for (const combatant of standing)
      for (const range of ["1", "2"]) add("distance", combatant.key, "action", { range }, `${J}.distance${range}`);
  if (state.phase !== "turns") return { buttons, notes };
  // A joiner plays an initiative card from their opening hand at once.
  for (const combatant of state.combatants)
    if (!combatant.initiative && isActive(combatant, state.rulings)) add("chooseInitiative", combatant.key, "pick", {}, `${J}.initiative`);
  const flight = state.flight;
  if (flight) {
    const fleeingSide = state.combatants.find((combatant) => combatant.key === flight.actor)?.side;
    for (const combatant of standing)
      if (combatant.side !== fleeingSide && !flight.chasers.includes(combatant.key)) add("giveChase", combatant.key, "action");
  }
  if (state.draw) return { buttons, notes };
  const turn = state.turn;
  if (turn?.stage === "action" && !state.acted.includes(turn.actor)) add("flee", turn.actor, "action");
  for (const combatant of standing) {
    add("involve", combatant.key, "form");
    add("reinforce", combatant.key, "form");
  }
  buttons.push({ ...button("appear", "", "form"), label: `${J}.appear`, name: "", audience: Audience.everyone });
  // From outside the opposition, or seated and Killed: each player picks their character and a seated side (opposition-indirect.ts).
  for (const action of ["involveIndirect", "reinforceIndirect"])
    buttons.push({ ...button(action, "", "form"), label: `${J}.${action}`, name: "", audience: Audience.everyone });
  // Bad Reputation's indirect action, while a seated character has it: another player picks who spends and where they join [GOB-08].
  if (state.combatants.some((combatant) => combatant.kind === "fated" && infamousOpposition(combatant.character)))
    buttons.push({ ...button("badReputation", "", "form"), label: `${J}.badReputation`, name: "", audience: Audience.everyone });
  return { buttons, notes };
}

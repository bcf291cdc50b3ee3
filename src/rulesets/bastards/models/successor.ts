/**
 * A killed character's successor as an actor [GOB-20]: "A player whose character is Killed may
 * immediately generate another character using the standard rules and half of the XP accumulated by
 * the late character". Made on the GM's client (the dramatic card's start, so a player needs no
 * right to create actors), owned like the late character, and marked with the late character's id
 * so each character has one successor.
 */
import { condition, successorOf } from "../../../rules/bastards/character.ts";
import { DEFAULT_RULINGS } from "../../../rules/bastards/rulings.ts";
import { SYSTEM_ID } from "../../../foundry/constants.ts";
import { possessive } from "../../../foundry/possessive.ts";
import { FATED } from "../ids.ts";
import { fatedCharacter } from "./actor-data.ts";
import { characterSource } from "./character-data.ts";
import { bastardsRulings } from "../rulings.ts";

/** The flag naming the late character a successor follows. */
const SUCCESSOR_OF = "successorOf";

/** A document's flags without a declared type: the system declares none for this key. */
type Flagged = { getFlag(scope: string, key: string): unknown };

/** The successor already made for the actor `lateId`, if any. */
export function successorActor(lateId: string): Actor.Implementation | undefined {
  return game.actors.contents.find((actor) => (actor as unknown as Flagged).getFlag(SYSTEM_ID, SUCCESSOR_OF) === lateId);
}

/** May `actor` have a successor made now: Killed, and none made yet. */
export function awaitsSuccessor(actor: Actor.Implementation | undefined): boolean {
  const character = fatedCharacter(actor);
  return !!actor?.id && character !== null && condition(character) === "killed" && !successorActor(actor.id);
}

/** On the GM's client: the successor, a new Fated in creation for the same players [GOB-20]. */
export async function createSuccessor(late: Actor.Implementation): Promise<void> {
  const character = fatedCharacter(late);
  if (!character || !awaitsSuccessor(late)) return;
  await Actor.create({
    name: game.i18n.format("DECKBOUND.Bastards.Sheet.SuccessorName", { whose: possessive(late.name ?? "") }),
    type: FATED,
    ownership: { ...late.ownership },
    system: characterSource(successorOf(character, (bastardsRulings() ?? DEFAULT_RULINGS).successorStartingXp)),
    flags: { [SYSTEM_ID]: { [SUCCESSOR_OF]: late.id } },
  } as Actor.CreateData);
}

/**
 * A scene began with an opposition's shuffle (GOB-09): every successor made before it may Appear
 * from now on, seated or not (the seated are the rules' own, `beginScene`) [GOB-20].
 */
export async function successorsArrive(): Promise<void> {
  for (const actor of game.actors.contents)
    if (fatedCharacter(actor)?.awaitsNextScene) await actor.update({ system: { awaitsNextScene: false } } as Actor.UpdateData);
}

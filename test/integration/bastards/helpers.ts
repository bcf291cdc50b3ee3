/**
 * What the Bastards integration tests share on top of the one test world (../world.ts): its
 * options, a Fated character in play, every card on the table, an
 * opposition card started and begun, what it holds, and the best card of a hand.
 */
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { compareCards } from "../../../src/rules/bastards/index.ts";
import type { OppositionState } from "../../../src/rules/bastards/index.ts";
import { BASTARDS, FATED, OPPOSITION_MESSAGE } from "../../../src/rulesets/bastards/ids.ts";
import type { World, WorldOptions } from "../world.ts";

/** A GM and two players, Ann and Bob, in a world playing A Game of Bastards. */
export const BASTARDS_WORLD: WorldOptions = { ruleset: BASTARDS, players: ["Ann", "Bob"], gmName: "GM", seed: 20261122 };

/** A Fated character in play owned by `owner`, with `system` data, once the GM has made its stacks. */
export function fated(
  world: World,
  name: string,
  owner: User.Implementation,
  system: Record<string, unknown>,
): Promise<Actor.Implementation> {
  return world.actor(name, owner, { type: FATED, system: { phase: "play", ...system } });
}

/** The cards lying in a stack (the test reads every stack, as the GM's client can). */
export function lying(world: World, stack: string, owner?: string): Card[] {
  return world.cardsIn(owner ? `${stack}:${owner}` : stack);
}

/** Every card on the table: 108 when none was lost or duplicated [CORE-03]. */
export function allCards(world: World): number {
  return (
    ["deck", "discard", "play"].flatMap((stack) => lying(world, stack)).length +
    game.actors.contents.flatMap((actor) => ["hand", "facedown", "skill"].flatMap((stack) => lying(world, stack, actor.id ?? ""))).length
  );
}

/** The ruleset's sheets (imported once the world's runtime is installed). */
export function sheets() {
  return import("../../../src/rulesets/bastards/sheets/actor-sheets.ts");
}

/** The world's two players, Ann and Bob. */
export function players(world: World): readonly [User.Implementation, User.Implementation] {
  const [ann, bob] = world.players;
  if (!ann || !bob) throw new Error("the Bastards test world seats two players");
  return [ann, bob];
}

/**
 * `by` starts an opposition card seating each character on its side (the world's decks set up
 * first); the card's message id.
 */
export async function startOpposition(
  world: World,
  by: User.Implementation,
  seats: readonly (readonly [Actor.Implementation, string])[],
): Promise<string> {
  await world.setUp();
  const started = await world.ask(by, {
    kind: "startCard",
    messageType: OPPOSITION_MESSAGE,
    actorId: seats[0]![0].id!,
    options: { combatants: seats.map(([actor, side]) => ({ actor: actor.id, side })) },
  });
  if (!started.ok) throw new Error(`the opposition card did not start: ${started.reason}`);
  return started.messageId!;
}

/** As `startOpposition`, and the GM begins it: the deck shuffled, the opening hands dealt. */
export async function beginOpposition(
  world: World,
  by: User.Implementation,
  seats: readonly (readonly [Actor.Implementation, string])[],
): Promise<string> {
  const messageId = await startOpposition(world, by, seats);
  const begun = await world.act(world.gm, messageId, "begin");
  if (!begun.ok) throw new Error(`the opposition did not begin: ${begun.reason}`);
  return messageId;
}

/** The opposition an opposition card's message holds now. */
export function opposition(messageId: string): OppositionState {
  return (game.messages.get(messageId)!.system as unknown as { state: { opposition: OppositionState } }).state.opposition;
}

/** The highest suited card among `cards` [GOB-11]. */
export function best(cards: readonly Card[]): SuitedCard {
  return [...cards]
    .filter((card): card is SuitedCard => card.kind === "suited")
    .sort(compareCards)
    .at(-1)!;
}

/**
 * What the Director's chat cards need to know about the world, read on the GM's client: an actor's
 * competences and archetype, a user's character, the rulings, the enemy deck. Procedures take a
 * `DirectorWorld`, so their logic is tested with a plain object and played with Foundry's.
 */
import type { CardCounts, Competence, DirectorRulings, DrawDeck, Refusal } from "../../../rules/director/index.ts";
import { notWholeRefusal } from "../../../rules/director/decks.ts";
import { parseStackAddress } from "../../../foundry/table/stack-address.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { directorDecks } from "../gm/decks-setting.ts";
import { CHARACTER_TYPE, NPC_TYPE } from "../ids.ts";
import { directorRulings } from "../rulings.ts";
import { lyingCards } from "../stacks.ts";

export interface ActorFacts {
  readonly id: string;
  readonly name: string;
  readonly npc: boolean;
  readonly competences: readonly Competence[];
  /** The action deck's composition (a character's archetype); null for an NPC. */
  readonly archetype: CardCounts | null;
}

export interface DirectorWorld {
  actor(actorId: string): ActorFacts | null;
  /** The character a user plays: their assigned one, else the first Director character they own. */
  characterOf(userId: string): ActorFacts | null;
  rulings(): DirectorRulings;
  /** What the enemy deck holds when whole, as the GM set it [DIR-03]. */
  enemyDeck(): CardCounts;
  /**
   * How many cards lie on a deck's discard pile (its address). A deck is whole between draws
   * [DIR-11]: cards there are a tied competition's, face up until the Director decides it.
   */
  cardsOut(discard: string): number;
}

/** A draw from these decks as the table holds them now: refused unless each is whole [DIR-11] (notWholeRefusal). */
export function deckNotWhole(world: DirectorWorld, decks: readonly Pick<DrawDeck, "discard">[]): Refusal | null {
  return notWholeRefusal(decks.map((deck) => world.cardsOut(deck.discard)));
}

function factsOf(actor: Actor.Implementation): ActorFacts | null {
  const character = systemOf(actor, CHARACTER_TYPE);
  const system = character ?? systemOf(actor, NPC_TYPE);
  if (!system) return null;
  return {
    id: actor.id ?? "",
    name: actor.name ?? "",
    npc: character === null,
    competences: system.competences.map(({ name, expert }) => ({ name, expert })),
    archetype: character ? (character.archetype.counts as unknown as CardCounts) : null,
  };
}

/** The world as Foundry holds it (call on the GM's client). */
export const foundryWorld: DirectorWorld = {
  actor(actorId) {
    const actor = game.actors.get(actorId);
    return actor ? factsOf(actor) : null;
  },
  characterOf(userId) {
    const user = game.users.get(userId);
    if (!user) return null;
    const assigned = user.character;
    if (assigned?.type === CHARACTER_TYPE) return factsOf(assigned);
    const owned = game.actors.find((actor) => actor.type === CHARACTER_TYPE && actor.testUserPermission(user, "OWNER"));
    return owned ? factsOf(owned) : null;
  },
  rulings: directorRulings,
  enemyDeck() {
    return directorDecks().enemy;
  },
  cardsOut(discard) {
    const address = parseStackAddress(discard);
    return address ? (lyingCards(address.stack, address.owner)?.length ?? 0) : 0;
  },
};

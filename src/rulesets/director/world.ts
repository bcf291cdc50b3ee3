/**
 * What the Director's chat cards need to know about the world, read on the GM's client: an actor's
 * competences and archetype, a user's character, the rulings, the enemy deck. Procedures take a
 * `DirectorWorld`, so their logic is tested with a plain object and played with Foundry's.
 */
import { DEFAULT_RULINGS, RULING_CHOICES } from "../../rules/director/index.ts";
import type { CardCounts, Competence, DirectorRulings } from "../../rules/director/index.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { ruling } from "../../foundry/settings.ts";
import { directorDecks } from "./decks-setting.ts";

export const DIRECTOR = "director";
export const CHARACTER_TYPE = "directorCharacter";
export const NPC_TYPE = "directorNpc";
export const ARCHETYPE_TYPE = "directorArchetype";

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
}

function factsOf(actor: Actor.Implementation): ActorFacts | null {
  if (actor.type !== CHARACTER_TYPE && actor.type !== NPC_TYPE) return null;
  const system = actor.system as { competences?: readonly Competence[]; archetype?: { counts?: unknown } };
  return {
    id: actor.id ?? "",
    name: actor.name ?? "",
    npc: actor.type === NPC_TYPE,
    competences: (system.competences ?? []).map(({ name, expert }) => ({ name, expert })),
    archetype: actor.type === CHARACTER_TYPE ? ((system.archetype?.counts ?? null) as CardCounts | null) : null,
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
  rulings() {
    const definition = rulesets.get(DIRECTOR);
    if (!definition) return DEFAULT_RULINGS;
    const relatedCompetences = ruling<string>(definition, "relatedCompetences");
    const npcInCompetition = ruling<string>(definition, "npcInCompetition");
    return {
      relatedCompetences: RULING_CHOICES.relatedCompetences.find((choice) => choice === relatedCompetences) ?? DEFAULT_RULINGS.relatedCompetences,
      npcInCompetition: RULING_CHOICES.npcInCompetition.find((choice) => choice === npcInCompetition) ?? DEFAULT_RULINGS.npcInCompetition,
    };
  },
  enemyDeck() {
    return directorDecks().enemy;
  },
};

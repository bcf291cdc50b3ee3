/**
 * New actors get a portrait that ships with the system when none is given: a character type of any
 * ruleset (a player's) gets the character portrait, every other type (NPCs, monsters, followers…)
 * the NPC one. Foundry's own default icon is core art some tables (and the sandbox) do not serve.
 */
import { ACTOR_ART_PATH } from "../constants.ts";
import { rulesets } from "../registry/registry.ts";

/** The portrait a new actor of this type gets. */
export function defaultActorImg(type: string): string {
  const character = rulesets.all().some((ruleset) => ruleset.characterTypes.includes(type));
  return `${ACTOR_ART_PATH}/${character ? "character" : "npc"}.svg`;
}

export function registerDefaultActorArt(): void {
  Hooks.on("preCreateActor", (actor, data) => {
    if (!(data as { img?: unknown }).img) actor.updateSource({ img: defaultActorImg(actor.type) });
  });
}

/**
 * A new actor without a portrait of its own (none, or Foundry's default mystery-man, which is core
 * art some tables and the sandbox do not serve) gets one that ships with the system: a ruleset's
 * character type the character portrait, every other type the NPC one; its prototype token follows
 * when it still shows the default. Pure data: no ids, no randomness.
 */
import { ACTOR_ART_PATH } from "../constants.ts";
import { rulesets } from "../registry/registry.ts";

const FOUNDRY_DEFAULT = "icons/svg/mystery-man.svg";
const isDefault = (src: unknown): boolean => !src || src === FOUNDRY_DEFAULT;

/** The portrait a new actor of this type gets. */
export function defaultActorImg(type: string): string {
  const character = rulesets.all().some((ruleset) => ruleset.characterTypes.includes(type));
  return `${ACTOR_ART_PATH}/${character ? "character" : "npc"}.svg`;
}

export function registerDefaultActorArt(): void {
  Hooks.on("preCreateActor", (actor) => {
    const img = isDefault(actor.img) ? defaultActorImg(actor.type) : actor.img!;
    // (A real Foundry actor has a prototype token; the test runtime's has none.)
    const token = "prototypeToken" in actor ? actor.prototypeToken.texture : undefined;
    const changes: Record<string, string> = {};
    if (img !== actor.img) changes["img"] = img;
    if (token && isDefault(token.src)) changes["prototypeToken.texture.src"] = img;
    if (Object.keys(changes).length) actor.updateSource(changes);
  });
}

/**
 * Every new DOA character starts unhurt, and an unhurt one stays unhurt when its maximum Health
 * changes [DOA-17]: a new actor's Health is its maximum (unless the creation data names one); an
 * update that changes the maximum (a Dealer's level or Vitality, a Bystander's maximum, a
 * Companion's Dealer) moves the Health of an unhurt actor with it (`healthAfterMaxChange`), unless
 * the update sets the Health itself. Foundry lets a preCreate hook change the new document with
 * updateSource, and a preUpdate hook change the update's data in place
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_preupdate; the same
 * pattern as src/foundry/documents/default-art.ts).
 */
import { healthAfterMaxChange } from "../../../rules/doa/stats.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR, kindOfType } from "../ids.ts";
import { maxHealthOf } from "./character.ts";
import type { StoredCharacter } from "./character.ts";

type Data = Record<string, unknown>;

const { getProperty, setProperty } = foundry.utils;
const has = (data: Data, path: string): boolean => getProperty(data, path) !== undefined;

/** The level a character's maximum Health reads: a Dealer's own, a Companion's Dealer's, none for a Bystander. */
function levelFor(type: string, system: Data, dealerId?: unknown): number {
  if (type === DOA_ACTOR.dealer) return Number(system["level"] ?? 1);
  if (type !== DOA_ACTOR.companion) return 0;
  const dealer = typeof dealerId === "string" && dealerId ? game.actors?.get(dealerId) : undefined;
  return systemOf(dealer, DOA_ACTOR.dealer)?.level ?? 1;
}

/** The maximum Health of an actor of `type` whose stored data is `system`. */
function maxHealth(type: string, system: Data): number | null {
  const kind = kindOfType(type);
  return kind ? maxHealthOf(kind, system as unknown as StoredCharacter, levelFor(type, system, system["dealerId"])) : null;
}

/** Once, at setup in a DOA world (from registerDoaHooks). */
export function registerUnhurtHealth(): void {
  Hooks.on("preCreateActor", (actor, data) => {
    if (has(data as Data, "system.hp.value")) return;
    const max = maxHealth(actor.type, actor.toObject().system as Data);
    if (max !== null) actor.updateSource({ "system.hp.value": max } as never);
  });
  Hooks.on("preUpdateActor", (actor, changes) => {
    const update = changes as Data;
    if (!has(update, "system") || has(update, "system.hp.value")) return;
    const before = actor.toObject().system as Data;
    const after = foundry.utils.mergeObject(foundry.utils.deepClone(before), getProperty(update, "system") as Data, { inplace: false });
    const oldMax = maxHealth(actor.type, before);
    const newMax = maxHealth(actor.type, after);
    if (oldMax === null || newMax === null || oldMax === newMax) return;
    const hp = Number(getProperty(before, "hp.value"));
    const next = healthAfterMaxChange(hp, oldMax, newMax);
    if (next !== hp) setProperty(update, "system.hp.value", next);
  });
}

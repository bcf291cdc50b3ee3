/**
 * A Companion's maximum Health is half its Dealer's level, rounded up [DOA-17]: derived data that
 * reads another actor. Foundry prepares an actor's data when that actor changes, not when another
 * does, and at world load before every actor is there to be read; v13 systems prepare such actors
 * again (foundryvtt/pf2e: its familiars at `ready`, "now that all game data is available",
 * src/scripts/hooks/ready.ts, through `actor.reset()`). So, on every client:
 * - at ready, every Companion is prepared again;
 * - when a Dealer changes or is deleted, each Companion that follows it is prepared again and its
 *   open sheet redrawn (`Document#render`).
 * And on the active GM's client only (one write), a Companion whose maximum moved keeps its Health
 * as a new maximum would (`healthAfterMaxChange`: unhurt stays unhurt), as the Dealer's own does
 * (models/unhurt.ts).
 * ⚠ docs/FOUNDRY-ASSUMPTIONS.md: the runtime does not load a world, so the first case is not played there.
 */
import { healthAfterMaxChange } from "../../../rules/doa/stats.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR } from "../ids.ts";

function companionsOf(dealerId: string): Actor.Implementation[] {
  return game.actors.filter((actor) => systemOf(actor, DOA_ACTOR.companion)?.dealerId === dealerId);
}

/** Prepare a Companion again, redraw its sheet, and (the active GM) carry its Health to the new maximum. */
function follow(companion: Actor.Implementation): void {
  const before = systemOf(companion, DOA_ACTOR.companion)?.derived.maxHp;
  companion.reset();
  companion.render();
  const system = systemOf(companion, DOA_ACTOR.companion);
  if (!system || before === undefined || before === system.derived.maxHp || !isActiveGM()) return;
  const hp = healthAfterMaxChange(system.hp.value, before, system.derived.maxHp);
  if (hp !== system.hp.value) void companion.update({ "system.hp.value": hp } as Actor.UpdateData);
}

/** Once, at setup in a DOA world (from registerDoaHooks). */
export function registerCompanionsFollowDealers(): void {
  Hooks.once("ready", () => {
    for (const actor of game.actors) if (actor.type === DOA_ACTOR.companion) actor.reset();
  });
  const dealerChanged = (actor: Actor.Implementation) => {
    if (actor.type === DOA_ACTOR.dealer && actor.id) for (const companion of companionsOf(actor.id)) follow(companion);
  };
  Hooks.on("updateActor", dealerChanged);
  Hooks.on("deleteActor", dealerChanged);
}

/**
 * A DOA character's derived data reads more than the actor itself: the world's rulings (whether an
 * attribute adds to its skills [DOA-07], …) and, for a Companion, its Dealer's level (its maximum
 * Health is half of it, rounded up [DOA-17]). Foundry prepares an actor's data when that actor
 * changes, not when what it reads does, and at world load before every actor and setting can be
 * read; v13 systems prepare such actors again (foundryvtt/pf2e: its familiars at `ready`, "now that
 * all game data is available", src/scripts/hooks/ready.ts, through `actor.reset()`). So, on every
 * client:
 * - at ready, every DOA character is prepared again;
 * - when a DOA ruling changes (a world setting), every DOA character is prepared again (open sheets
 *   redraw on a setting's change, foundry/sheets/actor-sheet.ts `showsDocument`);
 * - when a Dealer changes or is deleted, each Companion that follows it is prepared again and its
 *   open sheet redrawn (`Document#render`), and on the active GM's client only (one write) a
 *   Companion whose maximum moved keeps its Health as a new maximum would (`healthAfterMaxChange`:
 *   unhurt stays unhurt), as the Dealer's own does (models/unhurt.ts).
 * ⚠ docs/FOUNDRY-ASSUMPTIONS.md: the runtime does not load a world, so the first case is not played there.
 */
import { healthAfterMaxChange } from "../../../rules/doa/stats.ts";
import { SYSTEM_ID } from "../../../foundry/constants.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { rulingKey } from "../../../foundry/settings.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR, DOA_ID, kindOfType } from "../ids.ts";

/** The start of every DOA ruling's setting key. */
const DOA_RULING = `${SYSTEM_ID}.${rulingKey(DOA_ID, "")}`;

function characters(): Actor.Implementation[] {
  return game.actors.filter((actor) => kindOfType(actor.type) !== undefined);
}

/** A Companion prepared again and redrawn, and (the active GM) its Health carried to its new maximum. */
function followDealer(companion: Actor.Implementation): void {
  const before = systemOf(companion, DOA_ACTOR.companion)?.derived.maxHp;
  companion.reset();
  companion.render();
  const system = systemOf(companion, DOA_ACTOR.companion);
  if (!system || before === undefined || before === system.derived.maxHp || !isActiveGM()) return;
  const hp = healthAfterMaxChange(system.hp.value, before, system.derived.maxHp);
  if (hp !== system.hp.value) void companion.update({ "system.hp.value": hp } as Actor.UpdateData);
}

/** Once, at setup in a DOA world (from registerDoaHooks). */
export function registerPrepareAgain(): void {
  Hooks.once("ready", () => {
    for (const actor of characters()) actor.reset();
  });
  const settingChanged = (setting: Setting.Implementation) => {
    if (setting.key.startsWith(DOA_RULING)) for (const actor of characters()) actor.reset();
  };
  Hooks.on("createSetting", settingChanged);
  Hooks.on("updateSetting", settingChanged);
  const dealerChanged = (actor: Actor.Implementation) => {
    if (actor.type !== DOA_ACTOR.dealer || !actor.id) return;
    for (const companion of characters()) if (systemOf(companion, DOA_ACTOR.companion)?.dealerId === actor.id) followDealer(companion);
  };
  Hooks.on("updateActor", dealerChanged);
  Hooks.on("deleteActor", dealerChanged);
}

/**
 * A Follower's advantages on its actor [GOB-25]: given from its sheet's list or by dropping a
 * catalogue advantage on it, taken back from the sheet; the pure rules decide
 * (rules/bastards/procedures/follower-advantages.ts). A refusal is answered with its reason and
 * nothing changes. The Power Rating is never lowered below the advantages held.
 */
import {
  followerRatingRefusal,
  giveFollowerAdvantage,
  takeFollowerAdvantage,
} from "../../../rules/bastards/procedures/follower-advantages.ts";
import type { Outcome } from "../../../rules/outcome.ts";
import { oneAfterAnother } from "../../../foundry/documents/one-after-another.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { FOLLOWER } from "../ids.ts";
import { recordUpdate } from "../models/character-data.ts";

type Advantages = Readonly<Record<string, number>>;

/** One change of the Follower's advantages, made after any still on its way (one-after-another.ts). */
function change(
  actor: Actor.Implementation,
  decide: (follower: { powerRating: number; advantages: Advantages }) => Outcome<{ readonly advantages: Advantages }>,
): Promise<boolean> {
  return oneAfterAnother(actor, () => changeNow(actor, decide));
}

async function changeNow(
  actor: Actor.Implementation,
  decide: (follower: { powerRating: number; advantages: Advantages }) => Outcome<{ readonly advantages: Advantages }>,
): Promise<boolean> {
  const system = systemOf(actor, FOLLOWER);
  if (!system) return false;
  const step = decide(system);
  if (!step.ok) {
    ui.notifications.warn(step.reason, { localize: true });
    return false;
  }
  await actor.update({ system: { advantages: recordUpdate(system.advantages, step.advantages) } } as Actor.UpdateData);
  return true;
}

/** One more rank of an advantage (`parameter`: Counter's or Florentine's weapon). */
export function giveAdvantage(actor: Actor.Implementation, id: string, parameter?: string): Promise<boolean> {
  return change(actor, (follower) => giveFollowerAdvantage(follower, id, parameter));
}

/** One rank of a held advantage (its key) taken back. */
export function takeAdvantage(actor: Actor.Implementation, key: string): Promise<boolean> {
  return change(actor, (follower) => takeFollowerAdvantage(follower, key));
}

/** Why a sheet's new Power Rating is refused: below the advantages the Follower holds; null when it may be saved. */
export function ratingRefusal(actor: Actor.Implementation, changes: Record<string, unknown>): string | null {
  const system = systemOf(actor, FOLLOWER);
  // The form's changes are flat ("system.powerRating"); flattening reads a nested object the same way.
  const rating = (foundry.utils.flattenObject(changes) as Record<string, unknown>)["system.powerRating"];
  if (!system || rating === undefined) return null;
  return followerRatingRefusal(system, Number(rating));
}

/**
 * A Follower's advantages, given and taken back on its sheet [GOB-22, GOB-25, GOB-28]. Involve's
 * Followers come with "a number of Advantages equal to their Power Rating": a Follower holds at most
 * that many, each rank one (an advantage "can be taken up to 5 times"), chosen by its owner and paid
 * with no XP (a Follower has none). The stacking limits are the book's (GOB-07). A Follower holds no
 * wildcards, so an advantage that spends or gives them is refused (ruling): it could never be used.
 */
import { ADVANTAGES, findAdvantage } from "../catalogue.ts";
import { advantageKey, advantageRanks, weaponOfSkill } from "../character.ts";
import { advantageCount } from "../combatants.ts";
import { isEntryKey } from "../limits.ts";
import { REFUSAL } from "../refusals.ts";
import { refuse } from "../../outcome.ts";
import type { Outcome } from "../../outcome.ts";
import { ADVANTAGE_USES, TABLE_USES } from "./advantage-uses.ts";

export interface FollowerAdvantages {
  readonly powerRating: number;
  readonly advantages: Readonly<Record<string, number>>;
}

/** Advantages paid with a wildcard (Karmic Shuffle, Berserk, Iron Wall, Soul of Steel, Intensity, Mastermind) or giving one (Fortunate). */
function dealsInWildcards(id: string): boolean {
  const spec = findAdvantage(id);
  return (
    ADVANTAGE_USES[id]?.wildcard === true || TABLE_USES[id]?.wildcard === true || id === "mastermind" || spec?.effect === "sceneWildcard"
  );
}

/** One more rank of an advantage (`parameter`: Counter's or Florentine's weapon), or why not. */
export function giveFollowerAdvantage(
  follower: FollowerAdvantages,
  id: string,
  parameter?: string,
): Outcome<{ readonly advantages: Readonly<Record<string, number>> }> {
  const spec = findAdvantage(id);
  if (!spec) return refuse(REFUSAL.UnknownAdvantage);
  const weapon = spec.parameter ? parameter?.trim().toLowerCase() : undefined;
  if (spec.parameter && !weapon) return refuse(REFUSAL.NeedsWeapon);
  if (dealsInWildcards(spec.id)) return refuse(REFUSAL.FollowerNoWildcards);
  if (advantageCount(follower.advantages) >= follower.powerRating) return refuse(REFUSAL.FollowerAdvantages);
  const held = advantageRanks(follower, spec.id, weapon);
  if (held >= spec.maxRanks) return refuse(REFUSAL.AdvantageLimit);
  const key = advantageKey(spec.id, weapon);
  if (!isEntryKey(key)) return refuse(REFUSAL.NeedsWeapon);
  return { ok: true, advantages: { ...follower.advantages, [key]: held + 1 } };
}

/** One rank of a held advantage taken back (its key, `id` or `id:<weapon>`). */
export function takeFollowerAdvantage(
  follower: FollowerAdvantages,
  key: string,
): Outcome<{ readonly advantages: Readonly<Record<string, number>> }> {
  const held = follower.advantages[key] ?? 0;
  if (!Object.hasOwn(follower.advantages, key) || held < 1) return refuse(REFUSAL.AdvantageNotHeld);
  const advantages = { ...follower.advantages, [key]: held - 1 };
  if (held === 1) delete advantages[key];
  return { ok: true, advantages };
}

/** Why a new Power Rating is refused: below the advantages the Follower holds (it holds at most its rating); null when it stands. */
export function followerRatingRefusal(follower: Pick<FollowerAdvantages, "advantages">, powerRating: number): string | null {
  return powerRating < advantageCount(follower.advantages) ? REFUSAL.FollowerRatingBelowAdvantages : null;
}

/** What a summoned Follower comes with: its one weapon (a combat skill) and its advantages. */
export interface SummonedKit {
  readonly weapon: string;
  readonly advantages: Readonly<Record<string, number>>;
}

/**
 * The kit chosen for a Follower a dramatic action brings in [GOB-22, GOB-25, GOB-08]: "one weapon of
 * their controller's choice" (a weapon's combat skill, never unarmed) and, for Involve's, "a number
 * of Advantages equal to their Power Rating" — exactly that many picks (`id` or `id:<weapon>`, a
 * repeated pick one more rank), each under the rules of a Follower's sheet. Bad Reputation's Touched
 * character comes with a weapon only (`advantages`: none asked, none given).
 */
export function summonedKit(
  powerRating: number,
  weapon: string,
  picks: readonly string[],
  withAdvantages = true,
): Outcome<{ readonly kit: SummonedKit }> {
  if (!/^combat:./.test(weapon) || weapon === "combat:unarmed") return refuse(REFUSAL.UnknownWeapon);
  if (picks.length !== (withAdvantages ? powerRating : 0)) return refuse(REFUSAL.SummonedAdvantageCount);
  let follower: FollowerAdvantages = { powerRating, advantages: {} };
  // Counter's or Florentine's weapon is one it fights with: its bare hands or its one weapon, as its sheet offers.
  const own = ["unarmed", weaponOfSkill(weapon)];
  for (const pick of picks) {
    const [id = pick, parameter] = pick.split(":");
    if (parameter !== undefined && !own.includes(parameter.trim().toLowerCase())) return refuse(REFUSAL.FollowerWeapon);
    const step = giveFollowerAdvantage(follower, id, parameter);
    if (!step.ok) return step;
    follower = { powerRating, advantages: step.advantages };
  }
  return { ok: true, kit: { weapon, advantages: follower.advantages } };
}

/**
 * Every advantage a Follower may hold at all, as `{ key, id, parameter }` (`key`: `id` or
 * `id:<weapon>`, Counter and Florentine once for each of `weapons`, e.g. `unarmed` and its weapon's
 * name): what its sheet and the forms that summon one offer; a full count is refused when given.
 */
export function followerAdvantageChoices(
  weapons: readonly string[],
): readonly { readonly key: string; readonly id: string; readonly parameter: string }[] {
  const roomy = { powerRating: 1, advantages: {} };
  return ADVANTAGES.flatMap((spec) =>
    (spec.parameter ? weapons : [undefined])
      .filter((parameter) => giveFollowerAdvantage(roomy, spec.id, parameter).ok)
      .map((parameter) => ({ key: advantageKey(spec.id, parameter), id: spec.id, parameter: parameter ?? "" })),
  );
}

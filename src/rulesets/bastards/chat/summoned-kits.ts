/**
 * What a summoned Follower comes with, chosen in the form that summons it [GOB-22, GOB-25, GOB-08]:
 * Involve's two Touched Followers "one weapon of their controller's choice each and a number of
 * Advantages equal to their Power Rating", Bad Reputation's Touched character "one weapon of the
 * active player's choosing". The weapons offered are the world's weapon items (the sidebar's Items);
 * the advantages those a Follower may hold (its sheet's list). On the GM's client the choice is read
 * again and checked by the pure rules (procedures/follower-advantages.ts): an unknown weapon or the
 * wrong number of advantages is refused and nothing is made.
 */
import { advantageNameKey } from "../../../rules/bastards/catalogue.ts";
import { weaponOfSkill } from "../../../rules/bastards/character.ts";
import { followerAdvantageChoices, summonedKit } from "../../../rules/bastards/procedures/follower-advantages.ts";
import type { SummonedKit } from "../../../rules/bastards/procedures/follower-advantages.ts";
import { REFUSAL } from "../../../rules/bastards/refusals.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Outcome } from "../../../rules/outcome.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { WEAPON_ITEM } from "../ids.ts";

/** A kit as the form sends it: the world weapon item's id and the advantage keys picked. */
export interface KitChoice {
  readonly weapon: string;
  readonly advantages: readonly string[];
}

const K = "DECKBOUND.Bastards.Opposition.Join.Kit";
const MAX_PICKS = 5;

function weaponSkill(item: Item.Implementation): string {
  return (item.system as unknown as { skill: string }).skill;
}

/** The world's weapon items (the sidebar's Items), by name. */
function worldWeapons(): Item.Implementation[] {
  return game.items.contents.filter((item) => item.type === WEAPON_ITEM).sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}

/**
 * The form's part for `count` summoned Followers at Power Rating `rating`: a weapon for each and,
 * with `advantages`, `rating` advantage lists each (a list left at "—" is a pick not made).
 */
export function kitFormContext(count: number, rating: number, advantages: boolean): Record<string, unknown> {
  const items = worldWeapons();
  const weapons = items.map((item) => ({ value: item.id ?? "", name: item.name ?? "" }));
  const parameters = ["unarmed", ...new Set(items.map((item) => weaponOfSkill(weaponSkill(item))))];
  const choices = followerAdvantageChoices(parameters).map(({ key, id, parameter }) => ({
    value: key,
    name: advantageNameKey(id),
    parameter,
  }));
  const slots = advantages ? Math.min(MAX_PICKS, Math.max(0, rating)) : 0;
  return {
    weapons,
    advantageChoices: choices,
    kits: Array.from({ length: count }, (_, index) => ({
      legend: game.i18n.format(`${K}.legend`, { number: String(index + 1) }),
      weaponLabel: game.i18n.format(`${K}.weapon`, { number: String(index + 1) }),
      weaponField: `kitWeapon${index}`,
      slots: Array.from({ length: slots }, (_, slot) => ({
        field: `kitAdvantage${index}-${slot}`,
        label: game.i18n.format(`${K}.advantage`, { number: String(index + 1), slot: String(slot + 1) }),
      })),
    })),
  };
}

/** The kits the form's values hold, for the step's data. */
export function kitsFromForm(values: Readonly<Record<string, string>>, count: number): KitChoice[] {
  return Array.from({ length: count }, (_, index) => ({
    weapon: values[`kitWeapon${index}`] ?? "",
    advantages: Array.from({ length: MAX_PICKS }, (_, slot) => values[`kitAdvantage${index}-${slot}`] ?? "").filter((key) => key !== ""),
  }));
}

/** The kits a step's data carries (any client may send any JSON: only strings of a sane size pass), or null. */
export function readKits(data: ActionData, count: number): KitChoice[] | null {
  const kits = data["kits"];
  if (!Array.isArray(kits) || kits.length !== count) return null;
  const read: KitChoice[] = [];
  for (const kit of kits as unknown[]) {
    if (!isRecord(kit)) return null;
    const { weapon, advantages } = kit as { weapon?: unknown; advantages?: unknown };
    if (typeof weapon !== "string" || weapon.length > 64 || !Array.isArray(advantages) || advantages.length > MAX_PICKS) return null;
    if (!advantages.every((key): key is string => typeof key === "string" && key.length <= 64)) return null;
    read.push({ weapon, advantages });
  }
  return read;
}

/**
 * On the GM's client: a kit checked against the world and the rules — its weapon a world weapon
 * item, its advantages as the book asks — with the weapon item's data to give the new Follower.
 */
export function resolveKit(
  choice: KitChoice,
  rating: number,
  advantages: boolean,
): Outcome<{ readonly kit: SummonedKit; readonly item: Record<string, unknown> }> {
  const item = game.items.get(choice.weapon);
  if (item?.type !== WEAPON_ITEM) return refuse(REFUSAL.UnknownWeapon);
  const checked = summonedKit(rating, weaponSkill(item), choice.advantages, advantages);
  if (!checked.ok) return checked;
  const data = item.toObject() as Record<string, unknown>;
  delete data["_id"];
  return { ok: true, kit: checked.kit, item: data };
}

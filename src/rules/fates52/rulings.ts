/**
 * The 52 Fates rulings a table may play differently (CLAUSES.md marks them **Ruling**), as the world
 * stores them, and the combat rulings they give.
 */
import { DEFAULT_COMBAT_RULINGS } from "./procedures/combat-state.ts";
import type { CombatRulings } from "./procedures/combat-state.ts";

export type Fates52Rulings = {
  /** Harm and Destruct are opposed: the target defends with a play [F52-07, F52-20]. */
  readonly opposedSpells: boolean;
  /** Disarm and Push also deal damage by the highest card [F52-19]. */
  readonly maneuversDealDamage: boolean;
  /** The hand is trimmed to the HP at the next refill, not at once [F52-14]. */
  readonly trimAtRefill: boolean;
};

export const DEFAULT_RULINGS: Fates52Rulings = {
  opposedSpells: DEFAULT_COMBAT_RULINGS.opposedSpells.length > 0,
  maneuversDealDamage: DEFAULT_COMBAT_RULINGS.maneuversDealDamage,
  trimAtRefill: DEFAULT_COMBAT_RULINGS.trimAtRefill,
};

export function combatRulings(rulings: Fates52Rulings): CombatRulings {
  return {
    opposedSpells: rulings.opposedSpells ? DEFAULT_COMBAT_RULINGS.opposedSpells : [],
    maneuversDealDamage: rulings.maneuversDealDamage,
    trimAtRefill: rulings.trimAtRefill,
  };
}

/**
 * What a finished rest gives back to each character [DOA-20, DOA-17]: every Health or Energy goal a
 * volunteer checked adds the points it recovered (a critical success refills the pool), capped at
 * the pool's maximum; a repaired armour goal refills the worn armour's AP. Pure: the active GM's
 * write-back applies the result once per rest card.
 */
import type { EpicState } from "../../../rules/doa/index.ts";

export interface Pools {
  readonly hp: number;
  readonly maxHp: number;
  readonly energy: number;
  readonly maxEnergy: number;
  /** Armour Points left and the worn armour's full AP (0 without armour). */
  readonly ap: number;
  readonly maxAp: number;
}

type Rested = { hp: number; energy: number; ap: number };

/** Each pool's new value for one character, or null when the rest changed nothing for them. */
export function restedPools(epic: EpicState, actorId: string, pools: Pools): Rested | null {
  if (epic.kind === "epic" || epic.phase !== "over") return null;
  const rested: Rested = { hp: pools.hp, energy: pools.energy, ap: pools.ap };
  const max = { hp: pools.maxHp, energy: pools.maxEnergy, ap: pools.maxAp };
  for (const result of epic.results) {
    const goal = result.call.goal;
    if (!goal || goal.kind === "other") continue;
    const pool = goal.kind === "health" ? "hp" : goal.kind === "energy" ? "energy" : "ap";
    for (const volunteer of result.volunteers) {
      if (volunteer.id !== actorId || !volunteer.recovery || volunteer.recovery.kind === "none") continue;
      rested[pool] =
        volunteer.recovery.kind === "full"
          ? Math.max(rested[pool], max[pool])
          : Math.min(max[pool], rested[pool] + volunteer.recovery.points);
    }
  }
  return rested.hp === pools.hp && rested.energy === pools.energy && rested.ap === pools.ap ? null : rested;
}

/**
 * What a finished rest gives back to each character [DOA-20]: every Health or Energy goal a
 * volunteer checked adds the points it recovered (a critical success refills the pool), capped at
 * the pool's maximum. Pure: the active GM's write-back applies the result once per rest card.
 */
import type { EpicState } from "../../../rules/doa/index.ts";

export interface Pools {
  readonly hp: number;
  readonly maxHp: number;
  readonly energy: number;
  readonly maxEnergy: number;
}

/** Each pool's new value for one character, or null when the rest changed nothing for them. */
export function restedPools(epic: EpicState, actorId: string, pools: Pools): { hp: number; energy: number } | null {
  if (epic.kind === "epic" || epic.phase !== "over") return null;
  let { hp, energy } = pools;
  for (const result of epic.results) {
    const goal = result.call.goal;
    if (!goal || goal.kind === "other") continue;
    for (const volunteer of result.volunteers) {
      if (volunteer.id !== actorId || !volunteer.recovery || volunteer.recovery.kind === "none") continue;
      const full = volunteer.recovery.kind === "full";
      const points = volunteer.recovery.kind === "points" ? volunteer.recovery.points : 0;
      if (goal.kind === "health") hp = full ? Math.max(hp, pools.maxHp) : Math.min(pools.maxHp, hp + points);
      else energy = full ? Math.max(energy, pools.maxEnergy) : Math.min(pools.maxEnergy, energy + points);
    }
  }
  return hp === pools.hp && energy === pools.energy ? null : { hp, energy };
}

/**
 * Pure facts about the combat card's stored state, shared by its model (combat-model.ts, loaded at
 * init) and its rules glue (combat-card.ts, loaded with the procedure): the treatment methods, and
 * how a card stored in an older shape is brought to the current one.
 */
import type { TreatMethod } from "../../../rules/doa/index.ts";

export const TREAT_METHODS: readonly TreatMethod[] = ["craft", "power"];

/**
 * A combat card stored in an older shape, brought to the current one: no `moved` before movement
 * was tracked [DOA-14] (its turn starts at 0); before the kit, absent odds, treatments, delays,
 * Outnumbered counts, knock-out rounds, casters off the card, initiative odds, the next turn's check's
 * odds and newcomers' initiative odds.
 */
export function migrateCombatCard(state: Record<string, unknown>): Record<string, unknown> {
  const combat = state["combat"] as Record<string, unknown> | null | undefined;
  const odds = state["odds"] as Record<string, unknown> | null | undefined;
  return {
    ...state,
    odds: odds ? { treats: [], breakFree: null, initiativeRedraw: null, playersFirst: null, turnStart: null, arrivals: [], ...odds } : null,
    combat: combat
      ? {
          ...combat,
          moved: typeof combat["moved"] === "number" ? combat["moved"] : 0,
          lastTreat: combat["lastTreat"] ?? null,
          delays: combat["delays"] ?? null,
          // Before casters off the card [DOA-16]: none.
          casters: combat["casters"] ?? [],
          pending: migratePending(combat["pending"] as Record<string, unknown> | null | undefined),
          combatants: (combat["combatants"] as readonly Record<string, unknown>[] | undefined)?.map((fighter) => ({
            outnumberedBy: 0,
            knockedOutRound: 0,
            ...fighter,
          })),
        }
      : null,
  };
}

/** Before the kit, a pending attack kept the whole attack; it names its attacker, target and damage now. */
function migratePending(pending: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!pending) return null;
  const attack = pending["attack"] as { attacker?: unknown; target?: unknown; damage?: unknown; damageKind?: unknown } | undefined;
  if (attack)
    return {
      kind: "attack",
      id: attack.attacker,
      target: attack.target,
      damage: { points: attack.damage ?? 0, kind: attack.damageKind ?? "physical" },
    };
  return { target: null, damage: null, ...pending };
}

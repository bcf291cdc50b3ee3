/** What several 52 Fates integration tests read off the world (they build it with createWorld). */
import type { CombatState } from "../../../src/rules/fates52/index.ts";

/** The pure combat a combat card's message holds (null before the Fate Dealer begins it). */
export function combatOf(messageId: string): CombatState {
  return (game.messages.get(messageId)!.system as unknown as { state: { combat: CombatState } }).state.combat;
}

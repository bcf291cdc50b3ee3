/**
 * An opposition's seating as the tracker's Begin Combat offers it (index.ts `combatCard`): needed at
 * init, so apart from the card's deferred procedure (opposition-card.ts).
 */
import type { CombatFighter } from "../../../foundry/registry/definition.ts";

export interface Seat {
  readonly actor: string;
  readonly side: string;
}

/**
 * The seating for a Combat the GM began in Foundry's tracker (foundry/combat-start.ts): the
 * player-owned actors against the GM's, each actor once [GOB-15]. The sides' names are localised.
 */
export function seatingOf(fighters: readonly CombatFighter[]): { readonly combatants: readonly Seat[] } {
  const side = (playerOwned: boolean) => game.i18n.localize(`DECKBOUND.Bastards.Start.${playerOwned ? "PlayersSide" : "GmSide"}`);
  const seats = new Map(fighters.map((fighter) => [fighter.actorId, { actor: fighter.actorId, side: side(fighter.playerOwned) }]));
  return { combatants: [...seats.values()] };
}

/**
 * Casters off the combat card [DOA-16]: a Dealer, Bystander or Companion of the world who Blinded or
 * Deafened a combatant without fighting. The GM's client reads them when the GM names them
 * (combat-card.ts `senseByAction`); combat-card-view.ts lists them for the GM to name.
 */
import { statsForCard } from "../models/character.ts";
import type { OffCardCaster } from "./combat-card.ts";
import { actorFacts, deckStateOf, doaActor } from "./gather.ts";

/** The world actor's facts and deck as the card keeps them; null when it is no Deck of Adventures character. */
export function readCaster(actorId: string): OffCardCaster | null {
  const actor = doaActor(actorId);
  if (!actor) return null;
  const facts = actorFacts(actor);
  return {
    setup: { id: facts.actorId, owner: facts.owner, stats: statsForCard(facts.stats), vitals: facts.vitals },
    // Not attacking: no weapon or power to choose (stored as the card's schema keeps them).
    info: { name: facts.name, userIds: facts.userIds, weapon: null, arms: [], wielding: "" },
    deck: deckStateOf(facts.owner),
  };
}

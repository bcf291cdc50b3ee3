/**
 * Characters off the combat card, as the GM's client reads them from the world [DOA-13, DOA-16]: a
 * Dealer, Bystander or Companion who Blinded or Deafened a combatant without fighting (read when
 * the GM names them, combat-card.ts `senseByAction`; combat-card-view.ts lists them for the GM to
 * name), or one joining the fight mid-way or whose sheet changed (combat-card.ts `readFighter`), armed
 * as its sheet says.
 */
import type { DoaRulings } from "../../../rules/doa/index.ts";
import { statsForCard } from "../models/character.ts";
import type { OffCardCharacter } from "./combat-card.ts";
import { actorFacts, armsOf, deckStateOf, doaActor } from "./gather.ts";

/**
 * The world actor's facts and deck as the card keeps them; null when it is no Deck of Adventures
 * character. With `rulings`, its weapons and powers (a fighter); without, none (a caster, not attacking).
 */
function readOffCard(actorId: string, rulings?: DoaRulings): OffCardCharacter | null {
  const actor = doaActor(actorId);
  if (!actor) return null;
  const facts = actorFacts(actor);
  return {
    setup: { id: facts.actorId, owner: facts.owner, stats: statsForCard(facts.stats), vitals: facts.vitals },
    info: {
      name: facts.name,
      userIds: facts.userIds,
      weapon: rulings ? facts.weapon : null,
      arms: rulings ? armsOf(actor, rulings) : [],
      wielding: "",
    },
    deck: deckStateOf(facts.owner),
  };
}

/** Someone who Blinded or Deafened a combatant without fighting [DOA-16]. */
export function readCaster(actorId: string): OffCardCharacter | null {
  return readOffCard(actorId);
}

/** Someone joining the fight, or a fighter whose sheet changed, with the attacks its sheet gives it [DOA-13, DOA-15]. */
export function readFighter(actorId: string, rulings: DoaRulings): OffCardCharacter | null {
  return readOffCard(actorId, rulings);
}

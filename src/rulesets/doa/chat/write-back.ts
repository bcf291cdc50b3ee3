/**
 * What a DOA card's step carries to the world, on the active GM's client through the procedures'
 * `afterStep` (the GM queue calls it after each write of a card): a deck's Fate tokens and
 * exhaustions to its Dealer (the GM deck's to its stack) [DOA-05, DOA-06], and a finished rest's
 * recovered Health, Energy and repaired Armour Points [DOA-20, DOA-17]. Each compares first: an unchanged actor costs no write.
 */
import type { DeckState, EpicState } from "../../../rules/doa/index.ts";
import { GM_OWNER } from "../../../rules/doa/decks.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR } from "../ids.ts";
import { doaCharacterOf, equippedArmor } from "../models/actors.ts";
import { EXHAUSTIONS_RANGE, FATE_TOKENS_RANGE, clamp } from "../models/bounds.ts";
import { saveGmExhaustions } from "./gather.ts";
import { restedPools } from "./rest-recovery.ts";

export async function writeDeck(deck: DeckState): Promise<void> {
  if (deck.owner === GM_OWNER) return saveGmExhaustions(deck.exhaustions);
  const dealer = game.actors.get(deck.owner);
  const stored = systemOf(dealer, DOA_ACTOR.dealer)?.deck;
  const exhaustions = clamp(deck.exhaustions, EXHAUSTIONS_RANGE);
  const fateTokens = clamp(deck.fateTokens, FATE_TOKENS_RANGE);
  if (!dealer || !stored || (stored.exhaustions === exhaustions && stored.fateTokens === fateTokens)) return;
  await dealer.update({ system: { deck: { exhaustions, fateTokens } } } as never);
}

/** Each deck's counters, where they differ from what is stored. */
export async function writeDecks(decks: Readonly<Record<string, DeckState>>): Promise<void> {
  for (const deck of Object.values(decks)) await writeDeck(deck);
}

/** A rest that has just ended adds each character's recovered Health, Energy and AP, capped at the maximum [DOA-20, DOA-17]. */
export async function writeRest(epic: EpicState): Promise<void> {
  for (const seat of epic.seats) {
    const actor = game.actors.get(seat.id);
    const stored = doaCharacterOf(actor)?.system;
    if (!actor || !stored) continue;
    const pools = restedPools(epic, seat.id, {
      hp: stored.hp.value,
      maxHp: stored.derived.maxHp,
      energy: stored.energy.value,
      maxEnergy: stored.energy.max,
      ap: stored.ap.value,
      maxAp: equippedArmor(actor)?.ap ?? 0,
    });
    if (pools)
      await actor.update({ system: { hp: { value: pools.hp }, energy: { value: pools.energy }, ap: { value: pools.ap } } } as never);
  }
}

/**
 * What a DOA card's step carries to the world, on the active GM's client through the procedures'
 * `afterStep` (the GM queue calls it after each write of a card): a deck's Fate tokens and
 * exhaustions to its Dealer (the GM deck's to its stack), as changes [DOA-05, DOA-06], and a finished rest's
 * recovered Health, Energy and repaired Armour Points [DOA-20, DOA-17]. Each compares first: an unchanged actor costs no write.
 */
import type { DeckState, EpicState } from "../../../rules/doa/index.ts";
import { GM_OWNER } from "../../../rules/doa/decks.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR } from "../ids.ts";
import { doaCharacterOf, equippedArmor } from "../models/actors.ts";
import { EXHAUSTIONS_RANGE, FATE_TOKENS_RANGE, clamp } from "../models/bounds.ts";
import { gmExhaustions, saveGmExhaustions } from "./gather.ts";
import { restedPools } from "./rest-recovery.ts";

/**
 * The counters a card changed, from the deck `was` when it began (or last wrote) to `deck`, added to
 * the Dealer's as they are now (the GM deck's to its stack): a Fate token the GM awarded on the sheet
 * while the card ran, or exhaustions reset by a rest meanwhile, stay. Before, the card's copy was
 * written whole, and a combat's next step took back a token awarded mid-fight.
 */
export async function writeDeck(deck: DeckState, was: DeckState): Promise<void> {
  const moved = (stored: number, key: "exhaustions" | "fateTokens") => stored + deck[key] - was[key];
  if (deck.owner === GM_OWNER) {
    if (deck.exhaustions !== was.exhaustions) await saveGmExhaustions(clamp(moved(gmExhaustions(), "exhaustions"), EXHAUSTIONS_RANGE));
    return;
  }
  const dealer = game.actors.get(deck.owner);
  const stored = systemOf(dealer, DOA_ACTOR.dealer)?.deck;
  if (!dealer || !stored || (deck.exhaustions === was.exhaustions && deck.fateTokens === was.fateTokens)) return;
  // A card that took the sheet's counters (setDeckCounters) has nothing to add to them.
  if (deck.exhaustions === stored.exhaustions && deck.fateTokens === stored.fateTokens) return;
  const exhaustions = clamp(moved(stored.exhaustions, "exhaustions"), EXHAUSTIONS_RANGE);
  const fateTokens = clamp(moved(stored.fateTokens, "fateTokens"), FATE_TOKENS_RANGE);
  if (stored.exhaustions !== exhaustions || stored.fateTokens !== fateTokens)
    await dealer.update({ system: { deck: { exhaustions, fateTokens } } } as never);
}

/** Each deck's counters a card changed since `was` (its decks when it began or last wrote), where they differ. */
export async function writeDecks(decks: Readonly<Record<string, DeckState>>, was: Readonly<Record<string, DeckState>>): Promise<void> {
  for (const [owner, deck] of Object.entries(decks)) await writeDeck(deck, was[owner] ?? deck);
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

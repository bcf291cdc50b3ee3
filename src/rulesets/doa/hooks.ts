/**
 * DOA's Foundry hooks: each side sees only the buttons it may press on a DOA chat card (a
 * volunteer's button opens their card picker), and the active GM writes what a card's procedure
 * changed back to the world: the Health, Armour and conditions (as token statuses) a combat card's
 * update changed, and edits of them back to the card (combat-sync.ts), deck exhaustion (the GM deck's on its stack), a
 * rest's recovered Health and Energy.
 */
import type { DeckState, EpicState } from "../../rules/doa/index.ts";
import { GM_OWNER } from "../../rules/doa/index.ts";
import { isActiveGM } from "../../foundry/gm/active-gm.ts";
import { readChatCard } from "../../foundry/chat/chat-cards.ts";
import type { CheckCardState } from "./chat/check-card.ts";
import { CHECK_MESSAGE } from "./chat/check-card.ts";
import type { CombatCardState } from "./chat/combat-card.ts";
import { COMBAT_MESSAGE } from "./chat/combat-card.ts";
import { CONTESTED_MESSAGE } from "./chat/contested-card.ts";
import type { ContestedCardState } from "./chat/contested-card.ts";
import type { EpicCardState } from "./chat/epic-card.ts";
import { EPIC_MESSAGE } from "./chat/epic-card.ts";
import { hiddenButtons } from "./button-visibility.ts";
import { registerTrackerSync, writeTrackers } from "./tracker-sync.ts";
import { restedPools } from "./rest-recovery.ts";
import { registerCombatSync, writeActorsChangedBy } from "./combat-sync.ts";
import { wireVolunteerButtons } from "./volunteer-client.ts";
import { wireGreatVoidButton } from "./great-void.ts";
import { wireCallButton } from "./call-client.ts";
import { saveGmExhaustions } from "./gather.ts";
import { SYSTEM_ID } from "../../foundry/constants.ts";

const DOA_MESSAGES: readonly string[] = [CHECK_MESSAGE, COMBAT_MESSAGE, EPIC_MESSAGE, CONTESTED_MESSAGE];

/** Remove the buttons of a rendered DOA card that this user may not press. */
function hideOthersButtons(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!DOA_MESSAGES.includes(message.type)) return;
  const buttons = [...html.querySelectorAll<HTMLElement>("[data-users]")];
  for (const index of hiddenButtons(buttons.map((button) => button.dataset["users"] ?? ""), game.user.id ?? "", game.user.isGM)) buttons[index]?.remove();
}

async function writeDeck(deck: DeckState): Promise<void> {
  if (deck.owner === GM_OWNER) return saveGmExhaustions(deck.exhaustions);
  const dealer = game.actors.get(deck.owner);
  const stored = (dealer?.system as { deck?: { exhaustions: number; fateTokens: number } } | undefined)?.deck;
  if (!dealer || !stored || (stored.exhaustions === deck.exhaustions && stored.fateTokens === deck.fateTokens)) return;
  await dealer.update({ system: { deck: { exhaustions: deck.exhaustions, fateTokens: deck.fateTokens } } } as never);
}

/** A finished rest's recovered Health and Energy, added once: the card is flagged when done [DOA-20]. */
async function writeRest(message: ChatMessage.Implementation, epic: EpicState): Promise<void> {
  // Untyped flag access: the system declares no ChatMessage flags for TypeScript.
  const flagged = message as unknown as { getFlag(scope: string, key: string): unknown; setFlag(scope: string, key: string, value: unknown): Promise<unknown> };
  if (epic.kind === "epic" || flagged.getFlag(SYSTEM_ID, "restApplied")) return;
  await flagged.setFlag(SYSTEM_ID, "restApplied", true);
  for (const seat of epic.seats) {
    const actor = game.actors.get(seat.id);
    const stored = actor?.system as { hp?: { value: number }; energy?: { value: number; max: number }; derived?: { maxHp: number } } | undefined;
    if (!actor || !stored?.hp || !stored.derived) continue;
    const energy = stored.energy ?? { value: 0, max: 0 };
    const pools = restedPools(epic, seat.id, { hp: stored.hp.value, maxHp: stored.derived.maxHp, energy: energy.value, maxEnergy: energy.max });
    if (pools) await actor.update({ system: { hp: { value: pools.hp }, ...(stored.energy ? { energy: { value: pools.energy } } : {}) } } as never);
  }
}

/** The active GM carries a card's outcome to the actors (compare first: an unchanged actor costs no write). */
async function writeBack(message: ChatMessage.Implementation): Promise<void> {
  if (!isActiveGM()) return;
  const card = readChatCard(message);
  if (!card?.state) return;
  if (message.type === CHECK_MESSAGE) {
    const check = (card.state as CheckCardState).check;
    if (check?.phase === "done") await writeDeck(check.deck);
  } else if (message.type === COMBAT_MESSAGE) {
    const combat = (card.state as CombatCardState).combat;
    if (!combat) return;
    // First, before any other await: what this update changed is read from the note taken just before it.
    await writeActorsChangedBy(message, combat);
    await writeTrackers(message, combat);
    if (!combat.check) for (const deck of Object.values(combat.decks)) await writeDeck(deck);
  } else if (message.type === CONTESTED_MESSAGE) {
    const contested = (card.state as ContestedCardState).contested;
    if (contested?.phase === "done") for (const deck of Object.values(contested.decks)) await writeDeck(deck);
  } else if (message.type === EPIC_MESSAGE) {
    const epic = (card.state as EpicCardState).epic;
    if (epic?.phase !== "over") return;
    for (const deck of Object.values(epic.decks)) await writeDeck(deck);
    await writeRest(message, epic);
  }
}

/** Partials the DOA chat cards include. */
export const DOA_PARTIALS = ["systems/deckbound/templates/doa/chat/check-view.hbs", "systems/deckbound/templates/doa/chat/odds.hbs"];

/** Once, at init (the ruleset definition's `init`); resolves once the partials are loaded. */
export async function registerDoaHooks(): Promise<void> {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    hideOthersButtons(message, html);
    if (message.type === EPIC_MESSAGE) {
      wireVolunteerButtons(message, html);
      wireCallButton(message, html);
    }
    if (message.type === COMBAT_MESSAGE) wireGreatVoidButton(html);
  });
  Hooks.on("createChatMessage", (message) => void writeBack(message));
  Hooks.on("updateChatMessage", (message) => void writeBack(message));
  registerCombatSync();
  registerTrackerSync();
  await foundry.applications.handlebars.loadTemplates(DOA_PARTIALS);
}

/**
 * The combat card on each Foundry client: the viewer is the logged-in user, its hands read off
 * the table; combat-controls.ts does the rest in the DOM. The check card's draw button is removed
 * for everyone but its roller and the GM.
 */
import { cardCode } from "../../rules/cards/card.ts";
import { DEALER_HAND, HAND } from "../../rules/fates52/index.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";
import { cardArt, cardShortName } from "../../foundry/table/card-identity.ts";
import { CHECK_MESSAGE } from "./check-card.ts";
import { COMBAT_MESSAGE } from "./combat-card.ts";
import { prepareCombatControls } from "./combat-controls.ts";
import type { CombatViewer, PickableCard } from "./combat-controls.ts";
import { RULESET_ID } from "./table-view.ts";

/** A participant key is the actor's id; a monster's second copy is `<actorId>-2`. */
function actorOf(key: string): Actor.Implementation | undefined {
  return game.actors.get(key.split("-")[0] ?? "");
}

function handOf(key: string): Cards.Implementation | undefined {
  const actor = actorOf(key);
  if (actor?.type === "fates52Character") return findStack(RULESET_ID, { stack: HAND, owner: actor.id ?? "" });
  return game.user.isGM ? findStack(RULESET_ID, { stack: DEALER_HAND }) : undefined;
}

function pickable(hand: Cards.Implementation): PickableCard[] {
  return cardsLyingIn(hand).map(({ card }) => ({
    code: cardCode(card),
    img: cardArt(card),
    name: cardShortName(card),
    red: card.kind === "suited" && (card.suit === "H" || card.suit === "D"),
  }));
}

const foundryViewer: CombatViewer = {
  get isGM() {
    return game.user.isGM;
  },
  owns: (key) => actorOf(key)?.isOwner ?? false,
  handOf(key) {
    const hand = handOf(key);
    return hand ? pickable(hand) : undefined;
  },
};

export function registerCombatClient(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (message.type === COMBAT_MESSAGE) prepareCombatControls(html, foundryViewer);
    // Only the check's roller (or the GM) may draw for it.
    if (message.type === CHECK_MESSAGE && !game.user.isGM && !actorOf((message.system as { actorId?: string }).actorId ?? "")?.isOwner) {
      for (const element of html.querySelectorAll("[data-action]")) element.remove();
    }
  });
}

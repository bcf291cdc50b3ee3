/**
 * The combat card on each client: the card's HTML is the same for everyone, so each client removes
 * the controls its user may not use (the Fate Dealer's, and those of combatants the user does not
 * own), and fills each remaining control block with the user's own hand to pick cards from
 * [F52-04: hands are secret, so only the owner's client ever shows them]. Picking sets the
 * buttons' `data-cards`; the target list sets `data-target`. The delegated listener then sends them.
 */
import { cardCode } from "../../rules/cards/card.ts";
import { DEALER_HAND, HAND } from "../../rules/fates52/index.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";
import { cardArt, cardShortName } from "../../foundry/table/card-identity.ts";
import { CHECK_MESSAGE } from "./check-card.ts";
import { COMBAT_MESSAGE } from "./combat-card.ts";
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

function fillPicker(block: HTMLElement, hand: Cards.Implementation): void {
  const picker = block.querySelector<HTMLElement>("[data-picker]");
  if (!picker) return;
  const buttons = () => block.querySelectorAll<HTMLElement>("[data-action][data-cards]");
  const picked = new Set<string>();
  for (const { card } of cardsLyingIn(hand)) {
    const chip = document.createElement("button");
    chip.type = "button";
    chip.className = `fates52-pick suit-${card.kind === "suited" && (card.suit === "H" || card.suit === "D") ? "red" : "black"}`;
    chip.setAttribute("aria-pressed", "false");
    const image = document.createElement("img");
    image.src = cardArt(card);
    image.alt = cardShortName(card);
    chip.append(image);
    chip.addEventListener("click", () => {
      const code = cardCode(card);
      if (picked.has(code)) picked.delete(code);
      else picked.add(code);
      chip.setAttribute("aria-pressed", String(picked.has(code)));
      for (const button of buttons()) button.dataset["cards"] = [...picked].join(",");
    });
    picker.append(chip);
  }
  const select = block.querySelector<HTMLSelectElement>("[data-target-select]");
  const syncTarget = () => {
    for (const button of block.querySelectorAll<HTMLElement>("[data-action][data-target]")) button.dataset["target"] = select?.value ?? "";
  };
  select?.addEventListener("change", syncTarget);
  syncTarget();
}

export function prepareCombatCard(html: HTMLElement): void {
  if (!game.user.isGM) for (const element of html.querySelectorAll("[data-gm-only]")) element.remove();
  for (const block of html.querySelectorAll<HTMLElement>("[data-controls-for]")) {
    const key = block.dataset["controlsFor"] ?? "";
    const actor = actorOf(key);
    if (!actor?.isOwner) {
      block.remove();
      continue;
    }
    const hand = handOf(key);
    if (hand) fillPicker(block, hand);
  }
}

export function registerCombatClient(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (message.type === COMBAT_MESSAGE) prepareCombatCard(html);
    // Only the check's roller (or the GM) may draw for it.
    if (message.type === CHECK_MESSAGE && !game.user.isGM && !actorOf((message.system as { actorId?: string }).actorId ?? "")?.isOwner) {
      for (const element of html.querySelectorAll("[data-action]")) element.remove();
    }
  });
}

/**
 * The docked hand's wiring: its client settings (layout, sound, motion) and keybindings at init; at
 * ready, the dock opens for every user of a ruleset with hands; it (through live-views.ts) and the
 * Players list's counts follow the cards (and who plays which character) live.
 */
import { activeRuleset } from "../settings.ts";
import { stackFlagOf } from "../table/stack-directory.ts";
import { registerDockKeys } from "./dock-keys.ts";
import { registerDockLayout } from "./dock-layout.ts";
import { HandDock } from "./hand-dock.ts";
import { refreshPlayerCounts, registerPlayerCounts } from "./players-count.ts";
import { onSelectionChange } from "./selected-card.ts";
import { registerSoundAndMotion } from "./sound-and-motion.ts";

let dock: HandDock | null = null;

/** The one dock of this client, opened if it is closed (an open one keeps its focus: no re-render). */
export async function openHandDock(): Promise<HandDock> {
  dock ??= new HandDock();
  if (!dock.rendered) await dock.render({ force: true });
  return dock;
}

export function registerHandDock(): void {
  registerDockLayout();
  registerDockKeys(openHandDock);
  registerSoundAndMotion();
  registerPlayerCounts();
  // The open dock follows the world through live-views.ts; the Players list's counts here, once per burst.
  const refreshCounts = foundry.utils.debounce(refreshPlayerCounts, 50);
  const onCard = (card: Card.Implementation) => {
    if (card.parent && stackFlagOf(card.parent)) refreshCounts();
  };
  Hooks.on("createCard", onCard);
  Hooks.on("updateCard", onCard);
  Hooks.on("deleteCard", onCard);
  for (const hook of ["createCards", "updateUser", "createActor", "updateActor", "deleteActor"] as const) Hooks.on(hook, refreshCounts);
  // A card dropped on a chat card is the one selected: the dock names it (T-HAND-02).
  onSelectionChange(
    foundry.utils.debounce(() => {
      if (dock?.rendered) void dock.render();
    }, 50),
  );
  Hooks.once("ready", () => {
    if (activeRuleset()?.hand) void openHandDock();
  });
}

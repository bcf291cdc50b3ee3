/**
 * The docked hand's keyboard shortcuts, as Foundry keybindings (each user rebinds them in Configure
 * Controls): open the hands, select the next or previous card of one's own hand, play or discard
 * the selected card, and draw — each refusing with a notification where the rules give it nothing to do.
 */
import { SYSTEM_ID } from "../constants.ts";
import type { HandDock } from "./hand-dock.ts";

const KEYS = "DECKBOUND.Foundry.Dock.Keys";

export function registerDockKeys(openDock: () => Promise<HandDock>): void {
  const bind = (action: string, key: string, shift: boolean, onDown: (dock: HandDock) => Promise<unknown>) => {
    const label = action.charAt(0).toUpperCase() + action.slice(1);
    game.keybindings.register(SYSTEM_ID, action, {
      name: `${KEYS}.${label}.Name`,
      hint: `${KEYS}.${label}.Hint`,
      editable: [{ key, modifiers: shift ? [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] : [] }],
      onDown: () => {
        void openDock().then(onDown);
        return true;
      },
    });
  };
  bind("openHand", "KeyH", false, async () => undefined);
  bind("nextCard", "BracketRight", false, (dock) => dock.moveSelection(1));
  bind("previousCard", "BracketLeft", false, (dock) => dock.moveSelection(-1));
  bind("playSelected", "KeyP", true, (dock) => dock.playSelected());
  bind("discardSelected", "KeyX", true, (dock) => dock.discardSelected());
  bind("drawCard", "KeyD", true, (dock) => dock.drawToOwnHand());
}

/** The dock's actions whose buttons show their keys. */
const SHOWN = ["openHand", "nextCard", "previousCard", "playSelected", "discardSelected", "drawCard"] as const;

/** A key code as a person reads it (and `aria-keyshortcuts` takes it): KeyP → P, BracketRight → ]. */
function keyName(code: string): string {
  const names: Record<string, string> = { BracketRight: "]", BracketLeft: "[", Space: "Space" };
  return names[code] ?? code.replace(/^(Key|Digit)/, "");
}

/** Each dock action's current keys as `aria-keyshortcuts` reads them ("Shift+P"), as this user bound them in Configure Controls. */
export function dockKeyShortcuts(): Record<(typeof SHOWN)[number], string> {
  const shortcut = (action: string) =>
    game.keybindings
      .get(SYSTEM_ID, action)
      .map((binding) => [...(binding.modifiers ?? []), keyName(binding.key)].join("+"))
      .join(" ");
  return Object.fromEntries(SHOWN.map((action) => [action, shortcut(action)])) as Record<(typeof SHOWN)[number], string>;
}

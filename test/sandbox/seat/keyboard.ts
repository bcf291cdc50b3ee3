/**
 * The seat's keyboard, as Foundry's KeyboardManager: a key pressed anywhere but in a text field goes
 * to the registered keybindings (game.keybindings); when an action handles it, the browser's own
 * handling of that key is prevented.
 */
import type { RuntimeKeybindings } from "../../runtime/keybindings.ts";

const TYPING = "input, textarea, select, [contenteditable=''], [contenteditable='true']";

export function listenToKeyboard(): void {
  const keybindings = game.keybindings as unknown as RuntimeKeybindings;
  window.addEventListener("keydown", (event) => {
    if (event.target instanceof Element && event.target.closest(TYPING)) return;
    const handled = keybindings.dispatch({
      code: event.code,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      repeat: event.repeat,
      event,
    });
    if (handled) event.preventDefault();
  });
}

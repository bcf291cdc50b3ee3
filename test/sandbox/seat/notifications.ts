/**
 * ui.notifications on screen: each message a toast at the top of the seat (warnings and errors
 * as alerts), gone after a while or when clicked. `guard` shows an action's unexpected error the
 * same way instead of losing it in the console.
 */
import type { ShownNotification } from "../../runtime/screen.ts";

const SHOWN_FOR_MS = 12_000;

export class Notifier {
  /** Told of every error notification (the seat reports it to the table as a problem). */
  onError: (message: string) => void = () => {};

  constructor(private readonly list: HTMLElement) {}

  notify(type: "info" | "warn" | "error", message: string): ShownNotification {
    if (type === "error") this.onError(message);
    const item = document.createElement("li");
    item.className = `notification ${type}`;
    item.setAttribute("role", type === "info" ? "status" : "alert");
    item.textContent = message;
    item.title = game.i18n.localize("SANDBOX.Notifications.Dismiss");
    item.addEventListener("click", () => item.remove());
    this.list.append(item);
    setTimeout(() => item.remove(), SHOWN_FOR_MS);
    return { setMessage: (text) => (item.textContent = text) };
  }

  async guard(action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } catch (error) {
      console.error(error);
      this.notify("error", error instanceof Error ? error.message : String(error));
    }
  }
}

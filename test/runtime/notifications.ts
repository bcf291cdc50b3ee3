/**
 * A progress notification's `update`, as Foundry v13.347+ has it: `ui.notifications.info(message,
 * { progress: true })` returns a notification whose `update({ pct, message })` moves its bar (pct from
 * 0 to 1). https://foundryvtt.com/api/classes/foundry.applications.ui.Notifications.html (the
 * "Progress Bar Notification" example) and the NotificationUpdateCallback type,
 * https://foundryvtt.com/api/types/foundry.NotificationUpdateCallback.html (`update.pct`,
 * `update.message`). Builds before 347 took a bare number, `update(pct)`
 * (https://foundryvtt.com/api/interfaces/foundry.Notification.html of the early v13 docs); on 347+
 * a number is no object and the bar does not move, so here it throws: the old form fails loudly.
 */
import type { ShownNotification } from "./screen.ts";
import type { NotificationEntry } from "./state.ts";

export interface ProgressUpdate {
  pct?: number;
  message?: string;
}

/** `shown`: the notification on screen, whose text follows `update({ message })`. */
export function progressUpdate(entry: NotificationEntry, shown?: ShownNotification | void): (update: ProgressUpdate) => void {
  return (update) => {
    if (typeof update !== "object" || update === null) {
      throw new Error(`Notification#update takes { pct, message } (Foundry v13.347+), not ${JSON.stringify(update)}`);
    }
    if (update.pct !== undefined) {
      if (typeof update.pct !== "number" || !(update.pct >= 0 && update.pct <= 1)) {
        throw new Error(`Notification#update: pct is a fraction from 0 to 1, not ${JSON.stringify(update.pct)}`);
      }
      entry.pct = update.pct;
    }
    if (update.message !== undefined) {
      entry.message = update.message;
      shown?.setMessage(update.message);
    }
  };
}

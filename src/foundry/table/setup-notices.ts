/**
 * What the GM sees of a setup or repair of the world's stacks: a progress notification while it
 * runs on this client, then what it did — the stacks in one notice, the cards (only what did
 * happen) in another.
 */
import { formatCount } from "../plural.ts";
import type { CardRepairReport } from "./repair-plan.ts";
import type { ProgressReporter, SetupReport } from "./stack-setup.ts";

const KEYS = "DECKBOUND.Foundry.DeckTools";

/** The progress notice while a setup or a repair runs, and what it says when it ends. */
export const SETTING_UP = `${KEYS}.SettingUp`;
export const REPAIRING = `${KEYS}.Repairing`;
export const SET_UP_DONE = `${KEYS}.Done`;
export const REPAIR_DONE = `${KEYS}.RepairDone`;

/** A progress notification as v13.347+ returns it (the types describe the older `update(pct)`). */
type ProgressNotification = { update(update: { pct: number; message?: string }): void };

/** Run a long GM task behind a progress notification, which ends by saying what it did (one notice, not two). */
export async function withProgress(
  label: string,
  task: (report: ProgressReporter) => Promise<SetupReport>,
  done = SET_UP_DONE,
): Promise<SetupReport> {
  // v13.347+ moves the bar with update({ pct }), a fraction from 0 to 1; a bare number does nothing there
  // (https://foundryvtt.com/api/classes/foundry.applications.ui.Notifications.html, "Progress Bar Notification").
  const notification = ui.notifications.info(label, { localize: true, progress: true }) as unknown as ProgressNotification;
  const report = await task((step, total) => notification.update({ pct: total === 0 ? 1 : step / total }));
  // The bar ends full with the result in place of "Setting up decks…", as Foundry's own example ends
  // with update({ pct: 1.0, message: "Done!" }) (same page): the notice in progress does not linger beside its result.
  notification.update({ pct: 1, message: stacksDone(report, done) });
  announceCards(report.cards);
  return report;
}

/** What a setup or repair run on another client did, told here: its stacks, then its cards. */
export function announceSetup(report: SetupReport, done: string): void {
  ui.notifications.info(stacksDone(report, done));
  announceCards(report.cards);
}

/**
 * A deleted character's stacks (their names, read as it was deleted) put away (stack-setup.ts
 * putAwayCharacterStacks), then what happened to the cards; or that they wait for Repair decks
 * (`cards` null).
 */
export function announcePutAway(name: string, stacks: readonly string[], cards: CardRepairReport | null): void {
  ui.notifications.info(game.i18n.format(`${KEYS}.${cards ? "PutAway" : "PutAwayByRepair"}`, { name, stacks: listed(stacks) }));
  if (cards) announceCards(cards);
}

/** "Decks: 1 created, 0 repaired." — a duplicate named only when there is one: "…; 2 decks are duplicated, to sort out by hand." */
function stacksDone(report: SetupReport, done: string): string {
  const counts = { created: String(report.created.length), repaired: String(report.repaired.length) };
  const duplicates = report.duplicates.length;
  return duplicates > 0 ? formatCount(`${done}Duplicates`, duplicates, counts) : game.i18n.format(done, counts);
}

/** What happened to cards, naming only what did happen: "Cards: 1 brought home and 2 put back." */
function announceCards(cards: CardRepairReport): void {
  const changes = (
    [
      ["MovedHome", cards.movedHome.length],
      ["Restored", cards.restored.length],
      ["Duplicates", cards.duplicatesRemoved.length],
      ["Foreign", cards.foreignReturned.length + cards.foreignRemoved.length],
      ["Unverified", cards.unverifiedRemoved.length],
      ["Recreated", cards.recreated.length],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([change, count]) => formatCount(`${KEYS}.CardsChanged.${change}`, count));
  if (changes.length === 0) return;
  ui.notifications.info(game.i18n.format(`${KEYS}.CardsDone`, { changes: listed(changes) }));
}

/** "a, b and c" in the client's language. */
function listed(items: readonly string[]): string {
  return new Intl.ListFormat(game.i18n.lang || "en", { type: "conjunction" }).format(items);
}

/**
 * What the table shows is the world as it is. Foundry re-renders a document's own sheet when the
 * document (or one embedded in it) changes: the sheet is in the document's `apps`
 * (ClientDocument#apps, https://foundryvtt.com/api/v9/ClientDocumentMixin.html#apps). Views that show
 * OTHER documents — a tool listing the world's NPCs, the dock showing every hand, a sheet showing its
 * character's hand stack — are ours to keep true: each says which documents it shows
 * (`showsDocument`), and this one mechanism re-renders an open view when a document it shows is
 * created, updated or deleted (an actor, item, card stack, card, combat, combatant, world setting or
 * user — who plays which character),
 * on every client (each runs the hooks), once per burst of changes, and only then.
 */

import { stackFlagOf } from "./table/stack-directory.ts";

/** A document a view may show. */
export type ShownDocument =
  | Actor.Implementation
  | Item.Implementation
  | Cards.Implementation
  | Card.Implementation
  | Combat.Implementation
  | Combatant.Implementation
  | Setting.Implementation
  | User.Implementation;

/** An application that shows documents other than its own. */
export interface LiveView {
  /** Whether this view shows `document` (read after the change: a deleted card still knows its stack). */
  showsDocument(document: ShownDocument): boolean;
}

/** A Deckbound stack, or a card in one: what a view of the table's cards shows. */
export function isTableCards(document: ShownDocument): boolean {
  const stack = document instanceof Card ? document.parent : document instanceof Cards ? document : null;
  return stack instanceof Cards && stackFlagOf(stack) !== null;
}

const KINDS = ["Actor", "Item", "Cards", "Card", "Combat", "Combatant", "Setting", "User"] as const;
const OPERATIONS = ["create", "update", "delete"] as const;

function isLiveView(app: unknown): app is LiveView & { rendered: boolean; render(): Promise<unknown> } {
  return typeof app === "object" && app !== null && "showsDocument" in app;
}

/** At init: follow every change of the kinds views show. */
export function registerLiveViews(): void {
  const due = new Set<LiveView & { rendered: boolean; render(): Promise<unknown> }>();
  // One pass moves many cards: each view showing one renders once, after the burst.
  const renderDue = foundry.utils.debounce(() => {
    const views = [...due];
    due.clear();
    for (const view of views) if (view.rendered) void view.render();
  }, 50);
  const onChange = (document: ShownDocument) => {
    for (const app of foundry.applications.instances.values()) {
      if (isLiveView(app) && app.rendered && app.showsDocument(document)) due.add(app);
    }
    if (due.size) renderDue();
  };
  for (const kind of KINDS) {
    for (const operation of OPERATIONS) Hooks.on(`${operation}${kind}` as "updateActor", onChange as never);
  }
}

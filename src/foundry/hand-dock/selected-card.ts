/**
 * The one card selected in this client's dock (T-HAND-02), as `code@origin`: the dock writes it; chat
 * cards read it. A chat card's button that plays a card of the hand names it (`data-code`,
 * `data-origin`); a button that asks for one (`data-takes-card`) lets its prompt take the selected
 * card instead of asking; a card listing the odds of playing it (`data-play-odds`) lets the dock
 * show them. Only this client holds it: nothing about it is stored or sent.
 */
let selected: string | null = null;

export const selectedCardKey = (): string | null => selected;

let onChange: (() => void) | undefined;

/** The dock's refresh, called when another part of the client (a drop on a chat card) changes the selection. */
export function onSelectionChange(listener: () => void): void {
  onChange = listener;
}

/** A chat card was rendered again while a card is selected: the dock shows what that card says of it now (its play's odds). */
export function selectionSeenAgain(): void {
  if (selected) onChange?.();
}

/** Select `key`; the dock itself passes `fromDock` (it renders on its own). */
export function selectCardKey(key: string | null, fromDock = false): void {
  const changed = key !== selected;
  selected = key;
  if (changed && !fromDock) onChange?.();
}

/** The selected card as a button's data (`code`, `origin`), or null when none is selected. */
export function selectedCardData(): { code: string; origin: string } | null {
  const [code, origin] = (selected ?? "").split("@");
  return code && origin ? { code, origin } : null;
}

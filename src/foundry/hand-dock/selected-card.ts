/**
 * The one card selected in this client's dock (T-HAND-02), as `code@origin`: the dock writes it; chat
 * cards read it. A chat card's button that plays a card of the hand names it (`data-code`,
 * `data-origin`); a button that asks for one (`data-takes-card`) lets its prompt take the selected
 * card instead of asking. Only this client holds it: nothing about it is stored or sent.
 */
let selected: string | null = null;

export const selectedCardKey = (): string | null => selected;

export function selectCardKey(key: string | null): void {
  selected = key;
}

/** The selected card as a button's data (`code`, `origin`), or null when none is selected. */
export function selectedCardData(): { code: string; origin: string } | null {
  const [code, origin] = (selected ?? "").split("@");
  return code && origin ? { code, origin } : null;
}

/**
 * The dock's Discard (T-HAND-02): the selected card goes where the rules let its owner discard it —
 * a chat card's discard control (`data-action="discard"`, the latest card shown first). In a block
 * with a card picker the card's chip is picked, and the control is pressed once the block's
 * `data-discard-count` cards are (52 Fates' excess cards after damage); a control without a picker
 * is pressed at once, its prompt taking the dock's selection (A Game of Bastards' turn discard).
 */
import { shownCardContents } from "../chat/card-render.ts";

/** What the card's discard did: a control pressed, the card picked with more to pick, or none found (null). */
export type DiscardOnCard = { readonly pressed: true } | { readonly pressed: false; readonly picked: number; readonly needed: number };

export function discardOnCard(key: string): DiscardOnCard | null {
  const contents = shownCardContents();
  if (!contents.length) return null;
  const [code = "", origin = ""] = key.split("@");
  const chip = `[data-code="${CSS.escape(code)}"][data-origin="${CSS.escape(origin)}"]`;
  for (const content of contents) {
    for (const button of content.querySelectorAll<HTMLButtonElement>('button[data-action="discard"]:enabled')) {
      const block = button.closest<HTMLElement>("[data-control-block]") ?? content;
      const picker = block.querySelector<HTMLElement>("[data-picker]");
      const card = picker?.querySelector<HTMLElement>(chip);
      if (picker && !card) continue;
      if (card && card.getAttribute("aria-pressed") !== "true") card.click();
      const picked = picker?.querySelectorAll('[aria-pressed="true"]').length ?? 1;
      const needed = Number(block.dataset["discardCount"]) || picked;
      if (picked < needed) return { pressed: false, picked, needed };
      button.click();
      return { pressed: true };
    }
  }
  return null;
}

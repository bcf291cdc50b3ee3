/**
 * The combat card's controls in one viewer's DOM, with no Foundry in sight (so the browser harness
 * runs exactly this code): the card's HTML is the same for everyone, so the viewer's client removes
 * the controls it may not use — the Fate Dealer's, and those of combatants it does not own — and
 * fills each remaining control block with the viewer's own hand to pick cards from [F52-04: hands
 * are secret, so only the owner's client ever shows them].
 *
 * Buttons carry their action's data as `data-*` attributes (the delegated chat-card listener sends
 * them): picking cards sets `data-cards`; a field marked `data-sync="<name>"` (a target, a
 * difficulty, a strength…) sets `data-<name>` on every button of its block that declares it.
 */

/** A card of the viewer's hand, as the picker shows it. */
export interface PickableCard {
  readonly code: string;
  readonly img: string;
  readonly name: string;
  readonly red: boolean;
}

/** What the viewer's client knows: who it is, what it owns, and its own hands. */
export interface CombatViewer {
  readonly isGM: boolean;
  /** May the viewer act for this combatant (a participant key)? */
  owns(key: string): boolean;
  /** The cards the viewer holds for this combatant, or undefined when it shows none. */
  handOf(key: string): readonly PickableCard[] | undefined;
}

const BLOCK = "[data-control-block]";

function fieldValue(field: HTMLInputElement | HTMLSelectElement): string {
  return field instanceof HTMLInputElement && field.type === "checkbox" ? String(field.checked) : field.value;
}

/** Copy each synced field's value onto the buttons of its block that declare that data attribute. */
function wireSyncedFields(block: HTMLElement): void {
  for (const field of block.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-sync]")) {
    const name = field.dataset["sync"] ?? "";
    const sync = () => {
      for (const button of block.querySelectorAll<HTMLElement>("[data-action]")) {
        if (name in button.dataset) button.dataset[name] = fieldValue(field);
      }
    };
    field.addEventListener("change", sync);
    field.addEventListener("input", sync);
    sync();
  }
}

/** One chip per card of the hand; each click toggles the card in every button's `data-cards`. */
function fillPicker(block: HTMLElement, hand: readonly PickableCard[]): void {
  const picker = block.querySelector<HTMLElement>("[data-picker]");
  if (!picker) return;
  const picked: string[] = [];
  for (const card of hand) {
    const chip = document.createElement("button");
    chip.type = "button";
    chip.className = `fates52-pick suit-${card.red ? "red" : "black"}`;
    chip.dataset["code"] = card.code;
    chip.setAttribute("aria-pressed", "false");
    const image = document.createElement("img");
    image.src = card.img;
    image.alt = card.name;
    chip.append(image);
    chip.addEventListener("click", () => {
      const at = picked.indexOf(card.code);
      if (at >= 0) picked.splice(at, 1);
      else picked.push(card.code);
      chip.setAttribute("aria-pressed", String(at < 0));
      for (const button of block.querySelectorAll<HTMLElement>("[data-action][data-cards]")) button.dataset["cards"] = picked.join(",");
    });
    picker.append(chip);
  }
}

export function prepareCombatControls(html: HTMLElement, viewer: CombatViewer): void {
  if (!viewer.isGM) for (const element of html.querySelectorAll("[data-gm-only]")) element.remove();
  for (const block of html.querySelectorAll<HTMLElement>("[data-controls-for]")) {
    const key = block.dataset["controlsFor"] ?? "";
    if (!viewer.owns(key)) {
      block.remove();
      continue;
    }
    const hand = viewer.handOf(key);
    if (hand) fillPicker(block, hand);
  }
  for (const block of html.querySelectorAll<HTMLElement>(BLOCK)) wireSyncedFields(block);
}

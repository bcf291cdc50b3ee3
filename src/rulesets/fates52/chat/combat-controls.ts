/**
 * The combat card's controls in one viewer's DOM, with no Foundry in sight (so the browser harness
 * runs exactly this code). The card is rendered for its viewer (combat-context.ts): only the
 * control blocks that are theirs, each with the viewer's own hand as cards to pick [F52-04]. This
 * wires them: picking a card toggles it in every button's `data-cards` of its block; a field marked
 * `data-sync="<name>"` (a target, a difficulty, a strength…) sets `data-<name>` on every button of
 * its block that declares it. The kit's one dispatcher sends a pressed button's data.
 */

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

/** Each card chip of the block's picker toggles its card in every button's `data-cards`, in the order picked. */
function wirePicker(block: HTMLElement): void {
  const picked: string[] = [];
  for (const chip of block.querySelectorAll<HTMLElement>("[data-picker] [data-code]")) {
    const code = chip.dataset["code"] ?? "";
    chip.addEventListener("click", () => {
      const at = picked.indexOf(code);
      if (at >= 0) picked.splice(at, 1);
      else picked.push(code);
      chip.setAttribute("aria-pressed", String(at < 0));
      for (const button of block.querySelectorAll<HTMLElement>("[data-action][data-cards]")) button.dataset["cards"] = picked.join(",");
    });
  }
}

export function wireCombatControls(html: HTMLElement): void {
  for (const block of html.querySelectorAll<HTMLElement>(BLOCK)) {
    wirePicker(block);
    wireSyncedFields(block);
  }
}

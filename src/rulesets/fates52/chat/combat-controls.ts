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

/**
 * The block's `[data-pick-odds]` line shows the odds of its attack as its cards and target are
 * picked, before it is made (pick-odds.ts, loaded on the first pick); `data-format` is the localised
 * line with `{hit}` and `{fumble}` to fill.
 */
function wirePickOdds(block: HTMLElement): void {
  const line = block.querySelector<HTMLElement>("[data-pick-odds]");
  const attack = block.querySelector<HTMLElement>('[data-action="attack"]');
  if (!line || !attack) return;
  let asked = 0;
  const update = async () => {
    const ask = ++asked;
    const { cards = "", target = "", unarmed } = attack.dataset;
    const defence = block.querySelector<HTMLOptionElement>(`option[value="${CSS.escape(target)}"]`)?.dataset["defence"] ?? "";
    const odds = cards ? (await import("./pick-odds.ts")).pickOdds(cards, line.dataset["seen"] ?? "", defence, unarmed === "true") : null;
    if (ask !== asked) return;
    line.hidden = !odds;
    if (odds) line.textContent = (line.dataset["format"] ?? "").replace("{hit}", odds.hit).replace("{fumble}", odds.fumble);
  };
  block.addEventListener("click", () => void update());
  block.addEventListener("change", () => void update());
}

export function wireCombatControls(html: HTMLElement): void {
  for (const block of html.querySelectorAll<HTMLElement>(BLOCK)) {
    wirePicker(block);
    wireSyncedFields(block);
    wirePickOdds(block);
  }
}

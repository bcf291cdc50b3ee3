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

/**
 * Copy each synced field's value onto the buttons of its block that declare that data attribute. A
 * select's title is the name chosen in it, whole even where the card's width clips the select.
 */
function wireSyncedFields(block: HTMLElement): void {
  for (const field of block.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-sync]")) {
    const name = field.dataset["sync"] ?? "";
    const sync = () => {
      if (field instanceof HTMLSelectElement) field.title = field.selectedOptions[0]?.text ?? "";
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

/** The button whose picked cards and target each odds line reads. */
const PLAY_BUTTON = { attack: "attack", maneuver: "maneuver", spell: "cast" } as const;

/**
 * Each `[data-pick-odds="attack|maneuver|spell"]` line of the block shows the odds of that play as
 * its cards and target are picked, before it is made (pick-odds.ts, loaded on the first pick). The
 * line carries its localised texts: `data-format` (`{what}`, `{hit}`, `{fumble}`), `data-sure` (a
 * play no defence meets), `data-refused` (the cards make no such play), `data-name-<name>`.
 */
function wirePickOdds(block: HTMLElement): void {
  const lines = [...block.querySelectorAll<HTMLElement>("[data-pick-odds]")];
  let asked = 0;
  const update = async () => {
    const ask = ++asked;
    const texts = await Promise.all(
      lines.map(async (line) => {
        const play = (line.dataset["pickOdds"] || "attack") as keyof typeof PLAY_BUTTON;
        const {
          cards = "",
          target = "",
          unarmed,
          actor,
        } = block.querySelector<HTMLElement>(`[data-action="${PLAY_BUTTON[play]}"]`)?.dataset ?? {};
        if (!cards) return null;
        const option = block.querySelector<HTMLOptionElement>(`option[value="${CSS.escape(target)}"]`);
        const odds = (await import("./pick-odds.ts")).pickOdds({
          play,
          picked: cards,
          seen: line.dataset["seen"] ?? "",
          defence: option?.dataset[play === "spell" ? "spellDefence" : "defence"] ?? "",
          unarmed: unarmed === "true",
          opposed: line.dataset["opposed"] ?? "",
          onSelf: target === actor,
        });
        if (!odds) return line.dataset["refused"] ?? null;
        const what = line.dataset[`name${odds.name.charAt(0).toUpperCase()}${odds.name.slice(1)}`] ?? "";
        const text = (odds.sure ? line.dataset["sure"] : line.dataset["format"]) ?? "";
        return text.replace("{what}", what).replace("{hit}", odds.hit).replace("{fumble}", odds.fumble);
      }),
    );
    if (ask !== asked) return;
    lines.forEach((line, index) => {
      const text = texts[index];
      line.hidden = !text;
      if (text) line.textContent = text;
    });
  };
  if (!lines.length) return;
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

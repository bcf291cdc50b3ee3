/**
 * The combat card's controls in one viewer's DOM, with no Foundry in sight (so the browser harness
 * runs exactly this code). The card is rendered for its viewer (combat-context.ts): only the
 * control blocks that are theirs, each with the viewer's own hand as cards to pick [F52-04]. This
 * wires them: picking a card toggles it in every button's `data-cards` of its block; a field marked
 * `data-sync="<name>"` (a target, a difficulty, a strength…) sets `data-<name>` on every button of
 * its block that declares it. The kit's one dispatcher sends a pressed button's data.
 *
 * Foundry's chat log draws an updated message afresh, so any seat's action on the card would wipe
 * what this viewer has half chosen (cards picked, a target, a difficulty, the Fate Dealer's panel
 * opened). What each block holds is kept in the message's `ControlsMemory` and given back to the
 * new drawing, where it still fits (a card still in the hand, a target still offered, a number
 * still allowed), until a button of the block is pressed: the choice is then used.
 */

const BLOCK = "[data-control-block]";

/** What the viewer has chosen in one block: the cards picked, in order, each synced field's value (by "name#n"), whether it is open. */
interface BlockMemory {
  picked: readonly string[];
  readonly fields: Map<string, string>;
  open: boolean | null;
}

/** One message's blocks, by blockKey. */
export type ControlsMemory = Map<string, BlockMemory>;

const memories = new Map<string, ControlsMemory>();

/** The memory of a message's card on this client (by message id). */
export function controlsMemory(messageId: string): ControlsMemory {
  let memory = memories.get(messageId);
  if (!memory) memories.set(messageId, (memory = new Map()));
  return memory;
}

/** A block as drawn: who it is for and its first button's action and actor or target (read before any field syncs them). */
function blockKey(block: HTMLElement): string {
  const button = block.querySelector<HTMLElement>("[data-action]");
  return [
    block.dataset["controlsFor"] ?? "",
    button?.dataset["action"] ?? "",
    button?.dataset["actor"] ?? button?.dataset["target"] ?? "",
  ].join("|");
}

/** Whether a kept value still fits the field as drawn now: an option still offered, a number still allowed. */
function fits(field: HTMLInputElement | HTMLSelectElement, value: string): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.value === value);
  if (field.type !== "number") return true;
  const number = Number(value);
  const { min, max } = field;
  return value !== "" && Number.isFinite(number) && (min === "" || number >= Number(min)) && (max === "" || number <= Number(max));
}

function fieldValue(field: HTMLInputElement | HTMLSelectElement): string {
  return field instanceof HTMLInputElement && field.type === "checkbox" ? String(field.checked) : field.value;
}

/**
 * Copy each synced field's value onto the buttons of its block that declare that data attribute. A
 * select's title is the name chosen in it, whole even where the card's width clips the select.
 */
function wireSyncedFields(block: HTMLElement, kept: BlockMemory | undefined, remember: () => BlockMemory, typing: string | null): void {
  const seen = new Map<string, number>();
  for (const field of block.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-sync]")) {
    const name = field.dataset["sync"] ?? "";
    const nth = seen.get(name) ?? 0;
    seen.set(name, nth + 1);
    const key = `${name}#${nth}`;
    field.dataset["fieldKey"] = key;
    const value = kept?.fields.get(key);
    // The field being typed in keeps what is there so far (a 1 on the way to 15 is below a minimum of 5).
    if (value !== undefined && (key === typing || fits(field, value))) {
      if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === "true";
      else field.value = value;
    }
    const sync = () => {
      if (field instanceof HTMLSelectElement) field.title = field.selectedOptions[0]?.text ?? "";
      for (const button of block.querySelectorAll<HTMLElement>("[data-action]")) {
        if (name in button.dataset) button.dataset[name] = fieldValue(field);
      }
    };
    const chosen = () => {
      remember().fields.set(key, fieldValue(field));
      sync();
    };
    field.addEventListener("change", chosen);
    field.addEventListener("input", chosen);
    sync();
  }
}

/** Each card chip of the block's picker toggles its card in every button's `data-cards`, in the order picked. */
function wirePicker(block: HTMLElement, kept: BlockMemory | undefined, remember: () => BlockMemory): void {
  const chips = [...block.querySelectorAll<HTMLElement>("[data-picker] [data-code]")];
  // The cards kept from an earlier drawing that are still in the hand.
  const picked = (kept?.picked ?? []).filter((code) => chips.some((chip) => chip.dataset["code"] === code));
  const show = () => {
    for (const chip of chips) chip.setAttribute("aria-pressed", String(picked.includes(chip.dataset["code"] ?? "")));
    for (const button of block.querySelectorAll<HTMLElement>("[data-action][data-cards]")) button.dataset["cards"] = picked.join(",");
  };
  for (const chip of chips) {
    const code = chip.dataset["code"] ?? "";
    chip.addEventListener("click", () => {
      const at = picked.indexOf(code);
      if (at >= 0) picked.splice(at, 1);
      else picked.push(code);
      remember().picked = [...picked];
      show();
    });
  }
  if (picked.length) show();
}

/** The Fate Dealer's panel (a details block) stays as the viewer left it, open or closed. */
function wireOpening(block: HTMLElement, kept: BlockMemory | undefined, remember: () => BlockMemory): void {
  if (!(block instanceof HTMLDetailsElement)) return;
  if (kept?.open != null) block.open = kept.open;
  block.addEventListener("toggle", () => (remember().open = block.open));
}

/** The button whose picked cards and target each odds line reads. */
const PLAY_BUTTON = { attack: "attack", maneuver: "maneuver", spell: "cast" } as const;

/**
 * Each `[data-pick-odds="attack|maneuver|spell"]` line of the block shows the odds of that play as
 * its cards and target are picked, before it is made (pick-odds.ts, loaded on the first pick). The
 * line carries its localised texts: `data-format` (`{what}`, `{hit}`, `{fumble}`), `data-sure` (a
 * play no defence meets), `data-refused` (the cards make no such play), `data-name-<name>`.
 */
/** The damage card's odds of an attack on a fully incapacitated target (combat-context.ts autoHits); null for anyone else. */
function autoHitText(line: HTMLElement, target: string, attackId: string): string | null {
  const { autoHits, autoHitFormat } = line.dataset;
  if (!autoHits || !autoHitFormat) return null;
  const hits = JSON.parse(autoHits) as Record<string, Record<string, string | number> | undefined>;
  const odds = hits[`${target}|${attackId}`] ?? hits[`${target}|`];
  return odds ? autoHitFormat.replace(/\{(\w+)\}/g, (whole, name: string) => String(odds[name] ?? whole)) : null;
}

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
          attackId = "",
        } = block.querySelector<HTMLElement>(`[data-action="${PLAY_BUTTON[play]}"]`)?.dataset ?? {};
        // No card picked: an attack on a fully incapacitated target draws its damage instead [F52-17].
        if (!cards) return unarmed === "true" ? null : autoHitText(line, target, attackId);
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
  // Cards kept from an earlier drawing: their odds at once.
  void update();
}

/**
 * The block's `[data-check-odds]` line shows an action check's chance as its difficulty, skill and
 * extra cards are set (pick-odds.ts `checkOdds`), from what the check button will send. The line
 * carries its localised text (`data-format`, `{chance}`), the face-up cards and the level.
 */
function wireCheckOdds(block: HTMLElement): void {
  const line = block.querySelector<HTMLElement>("[data-check-odds]");
  const button = block.querySelector<HTMLElement>('[data-action="check"]');
  if (!line || !button) return;
  let asked = 0;
  const update = async () => {
    const ask = ++asked;
    const { difficulty = "", skill = "", extraCards = "0" } = button.dataset;
    const chance = (await import("./pick-odds.ts")).checkOdds({
      seen: line.dataset["seen"] ?? "",
      level: Number(line.dataset["level"]),
      difficulty: Number(difficulty),
      skill,
      extraCards: Number(extraCards || "0"),
    });
    if (ask !== asked) return;
    line.hidden = chance === null;
    if (chance !== null) line.textContent = (line.dataset["format"] ?? "").replace("{chance}", chance);
  };
  block.addEventListener("change", () => void update());
  block.addEventListener("input", () => void update());
  void update();
}

/**
 * The log draws an updated card anew (its element replaced), so a viewer typing a number when any
 * seat acts on the card lost the caret, and the next keys went nowhere. While the new drawing is
 * wired the old one is still in the document: if this viewer's focus is in one of its synced fields,
 * that field (its block's key and its own) is being typed in; the same field of the new drawing takes
 * the focus back, the caret after what was typed, once the log has put the new drawing in its place
 * (the next frame; docs/FOUNDRY-ASSUMPTIONS.md), unless the viewer has gone elsewhere meanwhile.
 */
function typedField(html: HTMLElement): { readonly block: string; readonly field: string } | null {
  const typing = document.activeElement;
  const id = html.dataset["messageId"];
  if (!(typing instanceof HTMLInputElement) || typing.dataset["fieldKey"] === undefined || !id) return null;
  const old = typing.closest<HTMLElement>("[data-message-id]");
  const block = typing.closest<HTMLElement>(BLOCK)?.dataset["controlsKey"];
  if (!old || old === html || old.dataset["messageId"] !== id || block === undefined) return null;
  requestAnimationFrame(() => {
    const elsewhere = document.activeElement !== null && document.activeElement !== document.body;
    const selector = `${BLOCK}[data-controls-key="${CSS.escape(block)}"] [data-field-key="${CSS.escape(typing.dataset["fieldKey"] ?? "")}"]`;
    const again = html.isConnected && !old.isConnected && !elsewhere ? html.querySelector<HTMLInputElement>(selector) : null;
    if (!again) return;
    again.focus();
    // A number field has no selection to set: its value written again puts the caret after it.
    const typed = again.value;
    again.value = "";
    again.value = typed;
  });
  return { block, field: typing.dataset["fieldKey"] };
}

/** Wire each block of the card, giving it back what `memory` kept of it; a pressed button of the block uses it up. */
export function wireCombatControls(html: HTMLElement, memory: ControlsMemory = new Map()): void {
  const typing = typedField(html);
  for (const block of html.querySelectorAll<HTMLElement>(BLOCK)) {
    const key = blockKey(block);
    block.dataset["controlsKey"] = key;
    const kept = memory.get(key);
    // Each choice is written to the block's memory as it is made (anew after a press used it up).
    const remember = () => {
      let now = memory.get(key);
      if (!now) memory.set(key, (now = { picked: [], fields: new Map(), open: null }));
      return now;
    };
    wireOpening(block, kept, remember);
    wirePicker(block, kept, remember);
    wireSyncedFields(block, kept, remember, typing?.block === key ? typing.field : null);
    wirePickOdds(block);
    wireCheckOdds(block);
    block.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("[data-action]")) memory.delete(key);
    });
  }
}

/**
 * A sheet as Deckbound's sheets save and redraw, on a page of its own, with a save the test holds
 * back on purpose: the real FieldKeeper and saveOrRefuse, a form that saves on change, a document
 * whose update waits until the test lets the "server" answer, and a redraw from what is stored
 * each time it does (as Foundry redraws an open sheet when its document changes). Its Done button
 * counts its clicks, its Suit picker is not the document's; a redraw waits while a pointer is pressed
 * on the sheet (the real PressHold).
 */
import { FieldKeeper } from "../../../src/foundry/sheets/field-keeper.ts";
import { PressHold } from "../../../src/foundry/sheets/press-hold.ts";
import { saveOrRefuse } from "../../../src/foundry/sheets/save.ts";
import { readForm } from "../../sandbox/seat/forms.ts";

type Stored = Record<string, number>;

interface Held {
  readonly changes: Stored;
  readonly refuse: boolean;
  answer(): void;
  fail(): void;
}

const stored: Stored = { bp: 0, sp: 0, mp: 0 };
const held: Held[] = [];
const warnings: string[] = [];
let refuseNext = false;
let clicks = 0;
const notes: string[] = [];

const form = document.createElement("form");
document.body.append(form);
const keeper = new FieldKeeper();
const press = new PressHold();

const sheet = {
  fieldKeeper: keeper,
  document: {
    update(changes: Stored): Promise<void> {
      return new Promise((resolve, reject) => {
        const refuse = refuseNext;
        refuseNext = false;
        held.push({ changes, refuse, answer: resolve, fail: () => reject(new Error("refused")) });
      });
    },
  },
  async render(): Promise<void> {
    await press.released;
    const part = document.createElement("div");
    part.innerHTML = Object.entries(stored)
      .map(([name, value]) => `<label>${name.toUpperCase()} damage <input type="number" name="${name}" value="${value}"></label>`)
      .join("");
    // A picker that is not the document's (as Belmont's face pickers): no name, a data-kept key.
    part.insertAdjacentHTML(
      "beforeend",
      '<label>Suit <select data-kept="suit"><option value="S">Spades</option><option value="H">Hearts</option></select></label>',
    );
    // A name typed for a button to use (as a new skill's), not the document's either.
    part.insertAdjacentHTML("beforeend", '<label>Note <input type="text" data-kept="note"></label>');
    part.insertAdjacentHTML("beforeend", '<button type="button" data-action="done">Done</button>');
    part.insertAdjacentHTML("beforeend", '<button type="button" data-action="use-note">Use note</button>');
    form.replaceChildren(part);
    keeper.watch(part);
    press.watch(part);
    if (keeper.following) keeper.restore(form);
  },
};

form.addEventListener("change", () => void saveOrRefuse(sheet, readForm(form)));
form.addEventListener("click", (event) => {
  const target = event.target as HTMLElement;
  if (target.closest("[data-action=done]")) clicks += 1;
  // The note is used (as Add uses a skill's name): kept no more, and the sheet redrawn.
  if (target.closest("[data-action=use-note]")) {
    notes.push(form.querySelector<HTMLInputElement>("[data-kept=note]")?.value ?? "");
    keeper.forgetKept("note");
    void sheet.render();
  }
});
(globalThis as { ui?: unknown }).ui = { notifications: { warn: (message: string) => warnings.push(message) } };

/** The server answers the oldest save held back: stored (or refused), the sheet redrawn, the save settled. */
async function answerOldest(): Promise<void> {
  const save = held.shift();
  if (!save) throw new Error("no save is waiting");
  if (save.refuse) {
    save.fail();
    return;
  }
  Object.assign(stored, save.changes);
  await sheet.render();
  save.answer();
}

Object.assign(globalThis, {
  fieldKeeperPage: {
    answerOldest,
    /** The same, not waited for: the redraw may wait for a press to end. */
    answerOldestLater: () => void answerOldest(),
    clicks: () => clicks,
    notes: () => [...notes],
    /** The sheet redrawn from what is stored, as when another seat changes its document. */
    redraw: () => sheet.render(),
    waiting: () => held.length,
    stored: () => ({ ...stored }),
    refuseNextSave: () => void (refuseNext = true),
    warnings: () => [...warnings],
  },
});
await sheet.render();

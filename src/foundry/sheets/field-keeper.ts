/**
 * A sheet that saves on change redraws from what each save stored, and a redraw replaces its
 * parts' HTML. A person who has already moved on and typed into the next field when that redraw
 * comes (a slow connection, a quick hand) would lose what they typed, and the field its focus: the
 * new field shows the stored value, and leaving it fires no change, so nothing is saved.
 *
 * The keeper follows, on each rendered part, the named field in focus and what was typed into it
 * since its last change. After a redraw it gives that field its focus back (unless the focus has
 * gone elsewhere) and its typed value, and when the person leaves the field it fires the change
 * the browser no longer would, so the sheet saves it as usual (the whole form, on change).
 *
 * It also keeps the values of fields already left whose save is still on its way: a redraw from an
 * earlier save shows what that save stored, so without them a field left a moment ago would show its
 * old value again, and the next change, which saves the whole form, would send that old value and
 * undo the save in flight (Step 11: a value typed on a slow connection was lost). A save of the form
 * (`saveOrRefuse`) says when it starts and when it has settled; once it has, the values changed
 * before it started are stored (or refused) and the redraws show them.
 *
 * A field that is not the document's (a picker's suit and rank, the name of a skill to add, read by
 * the button beside it) has no name, so the form does not send it, and a `data-kept` key instead: the
 * keeper follows it in focus as it follows a named field, and gives it back the value last chosen
 * after every redraw for as long as the sheet is open, until the button that used it says it is done
 * (`forgetKept`). Without it a redraw (a card moved by another seat, another edit on the sheet) set the
 * picker back to its first choice, and the button added that card instead of the one picked; and a
 * skill's name typed before another edit was gone when Add was clicked.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

/** How a redraw finds the field again: by its name, or by its `data-kept` key (a field that is not the document's); null for neither. */
function selectorOf(field: EventTarget | null): string | null {
  if (!isField(field)) return null;
  if (field.name) return `[name="${CSS.escape(field.name)}"]`;
  const kept = field.dataset["kept"];
  return kept ? `[data-kept="${CSS.escape(kept)}"]` : null;
}

/** Fields whose value is their text: a checkbox's or a select's input is at once its change. */
function isTyped(field: Field): boolean {
  return field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== "checkbox" && field.type !== "radio");
}

export class FieldKeeper {
  /** The field in focus (see selectorOf), kept through a redraw that takes the focus away. */
  #focused: string | null = null;
  /** What was typed into that field since its last change, or null. */
  #typed: string | null = null;
  /** The element in focus (a redraw replaces it; its selection is read from it then). */
  #element: Field | null = null;
  /** Changed fields whose save has not settled yet, by name: their value and the order they changed in. */
  readonly #inFlight = new Map<string, { value: string | boolean; order: number }>();
  #changes = 0;
  /** The fields that are not the document's, by their `data-kept` key: the value last chosen. */
  readonly #kept = new Map<string, string>();
  /** Saves started and not yet settled, and the promise that settles when none is left. */
  #saves = 0;
  #allSettled: Promise<void> = Promise.resolve();
  #settleAll: () => void = () => {};

  /** Whether a redraw has anything to give back (only ever on a screen: fields get focus and change there). */
  get following(): boolean {
    return this.#focused !== null || this.#inFlight.size > 0 || this.#kept.size > 0;
  }

  /**
   * A save of the form starts (`saveOrRefuse`): the returned function is called once it has settled
   * (stored or refused), and forgets the values changed before it started.
   */
  saving(): () => void {
    const upTo = this.#changes;
    if (this.#saves++ === 0) this.#allSettled = new Promise((resolve) => (this.#settleAll = resolve));
    return () => {
      for (const [name, { order }] of this.#inFlight) if (order <= upTo) this.#inFlight.delete(name);
      if (--this.#saves === 0) this.#settleAll();
    };
  }

  /**
   * Settles once no save of the form is on its way: a view drawn after it (the mode button's) shows
   * what the saves stored, not the values from before them.
   */
  get saved(): Promise<void> {
    return this.#allSettled;
  }

  /** Follow a freshly rendered part (the sheet's `_attachPartListeners`). */
  watch(part: HTMLElement): void {
    part.addEventListener("focusin", (event) => {
      const selector = selectorOf(event.target);
      if (selector !== this.#focused) this.#typed = null;
      this.#focused = selector;
      this.#element = selector ? (event.target as Field) : null;
    });
    part.addEventListener("focusout", (event) => {
      const left = event.target;
      // Once the event is over: a field a redraw removed keeps its focus for the new one; a field the
      // person left is forgotten (the field they went to, if it is one of the sheet's, is followed next).
      queueMicrotask(() => {
        if (isField(left) && left.isConnected && selectorOf(left) === this.#focused) this.#forget();
      });
    });
    part.addEventListener("input", (event) => {
      const field = event.target;
      if (isField(field) && this.#focused !== null && selectorOf(field) === this.#focused && isTyped(field)) this.#typed = field.value;
    });
    part.addEventListener("change", (event) => {
      const field = event.target;
      if (!isField(field)) return;
      if (selectorOf(field) === this.#focused) this.#typed = null;
      const kept = field.dataset["kept"];
      if (kept) this.#kept.set(kept, field.value);
      if (field.name) this.#inFlight.set(field.name, { value: valueOf(field), order: ++this.#changes });
    });
  }

  /**
   * After a redraw (the sheet's `_onRender`): the fields that are not the document's show the value
   * last chosen, the fields whose save is on its way show the value sent, and the field in focus gets
   * back its focus and what was typed in it.
   */
  restore(root: HTMLElement): void {
    for (const [key, value] of this.#kept) showKept(root, key, value);
    for (const [name, { value }] of this.#inFlight) showValue(root, name, value);
    const selector = this.#focused;
    if (selector === null) return;
    const field = root.querySelector(selector);
    if (!isField(field) || field.disabled) {
      this.#forget();
      return;
    }
    const document = root.ownerDocument;
    const active = document.activeElement;
    // The person is somewhere else now (another field, another window): leave the focus there.
    if (active && active !== document.body && active !== field) return;
    const typed = this.#typed;
    if (typed !== null && field.value !== typed) {
      field.value = typed;
      field.addEventListener(
        "blur",
        () => {
          // A change of its own (the person typed on) already saved it.
          if (this.#typed === null || selectorOf(field) !== this.#focused) return;
          field.dispatchEvent(new Event("change", { bubbles: true }));
        },
        { once: true },
      );
    }
    if (active === field) return;
    field.focus();
    // Nothing typed yet: the text stays selected as it was (a field entered with Tab has it all
    // selected, so what the person types next replaces it, as it would have without the redraw).
    if (typed === null && field instanceof HTMLInputElement && isTyped(field)) selectAsBefore(field, this.#element);
  }

  /** The value of a field that is not the document's has been used (a skill added by that name): redraws show the field as drawn. */
  forgetKept(kept: string): void {
    this.#kept.delete(kept);
    if (this.#focused === `[data-kept="${CSS.escape(kept)}"]`) this.#typed = null;
  }

  #forget(): void {
    this.#element = null;
    this.#focused = null;
    this.#typed = null;
  }
}

/** What a field holds: a checkbox whether it is checked, a radio group the value checked, any other its text. */
function valueOf(field: Field): string | boolean {
  return field instanceof HTMLInputElement && field.type === "checkbox" ? field.checked : field.value;
}

function showValue(root: HTMLElement, name: string, value: string | boolean): void {
  const named = `[name="${CSS.escape(name)}"]`;
  if (typeof value === "boolean") {
    const box = root.querySelector(named);
    if (box instanceof HTMLInputElement) box.checked = value;
    return;
  }
  const field = root.querySelector(named);
  if (field instanceof HTMLInputElement && field.type === "radio") {
    const chosen = root.querySelector(`${named}[value="${CSS.escape(value)}"]`);
    if (chosen instanceof HTMLInputElement) chosen.checked = true;
  } else if (isField(field) && field.value !== value) {
    field.value = value;
  }
}

/** A field that is not the document's shows the value last chosen (a select only where that is still one of its choices). */
function showKept(root: HTMLElement, key: string, value: string): void {
  const field = root.querySelector(`[data-kept="${CSS.escape(key)}"]`);
  if (!isField(field) || field.value === value) return;
  if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === value)) return;
  field.value = value;
}

/** Select in the redrawn field what was selected in the one it replaces (all of it where that cannot be read, as in a number field). */
function selectAsBefore(field: HTMLInputElement, before: Field | null): void {
  const start = before instanceof HTMLInputElement ? before.selectionStart : null;
  const end = before instanceof HTMLInputElement ? before.selectionEnd : null;
  if (start === null || end === null || field.selectionStart === null) field.select();
  else field.setSelectionRange(start, end);
}

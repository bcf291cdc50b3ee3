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
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

/** Fields whose value is their text: a checkbox's or a select's input is at once its change. */
function isTyped(field: Field): boolean {
  return field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== "checkbox" && field.type !== "radio");
}

export class FieldKeeper {
  /** The name of the field in focus, kept through a redraw that takes the focus away. */
  #focused: string | null = null;
  /** What was typed into that field since its last change, or null. */
  #typed: string | null = null;

  /** Whether a field is followed (only ever on a screen: fields get focus there). */
  get following(): boolean {
    return this.#focused !== null;
  }

  /** Follow a freshly rendered part (the sheet's `_attachPartListeners`). */
  watch(part: HTMLElement): void {
    part.addEventListener("focusin", (event) => {
      const name = isField(event.target) && event.target.name ? event.target.name : null;
      if (name !== this.#focused) this.#typed = null;
      this.#focused = name;
    });
    part.addEventListener("focusout", (event) => {
      const left = event.target;
      // Once the event is over: a field a redraw removed keeps its focus for the new one; a field the
      // person left is forgotten (the field they went to, if it is one of the sheet's, is followed next).
      queueMicrotask(() => {
        if (isField(left) && left.isConnected && left.name === this.#focused) this.#forget();
      });
    });
    part.addEventListener("input", (event) => {
      const field = event.target;
      if (isField(field) && field.name && field.name === this.#focused && isTyped(field)) this.#typed = field.value;
    });
    part.addEventListener("change", (event) => {
      if (isField(event.target) && event.target.name === this.#focused) this.#typed = null;
    });
  }

  /** After a redraw (the sheet's `_onRender`): the field in focus gets back its focus and what was typed in it. */
  restore(root: HTMLElement): void {
    const name = this.#focused;
    if (name === null) return;
    const field = root.querySelector(`[name="${CSS.escape(name)}"]`);
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
          if (this.#typed === null || field.name !== this.#focused) return;
          field.dispatchEvent(new Event("change", { bubbles: true }));
        },
        { once: true },
      );
    }
    if (active !== field) field.focus();
  }

  #forget(): void {
    this.#focused = null;
    this.#typed = null;
  }
}

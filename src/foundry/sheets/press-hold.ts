/**
 * A click is a press and a release on the same element. A sheet that saves on change redraws its
 * parts from each save, and a redraw replaces their elements (Foundry's HandlebarsApplication
 * renders "a single rendered HTMLElement for each requested part", new each render:
 * https://foundryvtt.com/api/v12/classes/foundry.HandlebarsApplication.html, `_renderHTML`). A person who leaves a field for a button
 * saves the field as they press the button (the field's change fires then); when the save's redraw
 * lands before they release (a quick connection, a slow hand), the button they pressed is gone and
 * the browser sends the click to no button: it is lost (the Play button of a 52 Fates monster's
 * sheet pressed just after typing its initiative group stayed in edit mode).
 *
 * So while a pointer is pressed on the sheet, its redraws wait (the sheet's `_prepareContext` awaits
 * `released`) and draw once it is released, from what is stored and the mode of that moment. The
 * release ends the press a task later: the click a release makes is sent in the release's own task,
 * so it reaches the button pressed first. A drag that starts, or the window losing focus, ends the
 * press too (no release may follow them).
 */
export class PressHold {
  #released: Promise<void> = Promise.resolve();
  #pressed = false;

  /** Follow a freshly rendered part (the sheet's `_attachPartListeners`). */
  watch(part: HTMLElement): void {
    part.addEventListener("pointerdown", () => this.#press(part.ownerDocument.defaultView));
  }

  /** Settles once no pointer is pressed on the sheet (at once when none is). */
  get released(): Promise<void> {
    return this.#released;
  }

  #press(view: Window | null): void {
    if (this.#pressed || !view) return;
    this.#pressed = true;
    const ended = new AbortController();
    this.#released = new Promise((resolve) => {
      const end = () => {
        ended.abort();
        view.setTimeout(() => {
          this.#pressed = false;
          resolve();
        }, 0);
      };
      for (const type of ["pointerup", "pointercancel", "dragstart", "blur"]) view.addEventListener(type, end, { signal: ended.signal });
    });
  }
}

/**
 * The dock's resize grip (T-HAND-01, T-HAND-03): a slider on the dock's top edge for the size of
 * its cards. Dragged with any pointer (mouse, pen, touch: pointer events, captured), up for larger
 * cards; by keyboard, the arrow keys step it, Page Up/Down by three steps, Home and End to the
 * smallest and largest. The size follows live while dragging; `done` keeps it (the dock's layout).
 */
import { CARD_WIDTH, clampWidth } from "./dock-layout.ts";

/** Card width per pixel dragged: a card is about 1.4 times as tall as it is wide. */
const PER_PIXEL = 0.7;

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1, PageUp: 3, PageDown: -3 };

export function wireDockGrip(grip: HTMLElement, dock: HTMLElement, done: (width: number) => void): void {
  const current = () => Number(grip.getAttribute("aria-valuenow")) || CARD_WIDTH.initial;
  const show = (width: number) => {
    dock.style.setProperty("--deckbound-card-width", `${width}px`);
    grip.setAttribute("aria-valuenow", String(width));
  };
  let drag: { pointer: number; y: number; width: number } | null = null;
  grip.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    grip.setPointerCapture(event.pointerId);
    grip.focus();
    drag = { pointer: event.pointerId, y: event.clientY, width: current() };
  });
  grip.addEventListener("pointermove", (event) => {
    if (drag?.pointer === event.pointerId) show(clampWidth(drag.width + (drag.y - event.clientY) * PER_PIXEL));
  });
  const end = (event: PointerEvent) => {
    if (drag?.pointer !== event.pointerId) return;
    const moved = current() !== drag.width;
    drag = null;
    if (moved) done(current());
  };
  grip.addEventListener("pointerup", end);
  grip.addEventListener("pointercancel", end);
  grip.addEventListener("keydown", (event) => {
    const steps = KEY_STEPS[event.key];
    const width =
      event.key === "Home"
        ? CARD_WIDTH.min
        : event.key === "End"
          ? CARD_WIDTH.max
          : steps
            ? clampWidth(current() + steps * CARD_WIDTH.step)
            : null;
    if (width === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (width !== current()) done(width);
  });
}

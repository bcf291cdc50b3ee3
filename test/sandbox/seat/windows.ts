/**
 * Applications as windows, as Foundry's ApplicationV2 shows them: a frame with the title and a
 * close button around the rendered parts (each part's root element marked data-application-part),
 * clicks on `[data-action]` calling the app's action handlers (`tab` and `close` built in), and
 * form submission — on submit, or on change when `form.submitOnChange` — calling the form handler
 * or updating the sheet's document. Windows can be dragged by their title bar.
 */
import type { MountedApplication } from "../../runtime/screen.ts";
import { expandObject } from "../../runtime/utils.ts";
import { readForm } from "./forms.ts";
import type { Notifier } from "./notifications.ts";

type ActionHandler = (this: unknown, event: Event, target: HTMLElement) => unknown;
type ActionEntry = ActionHandler | { handler: ActionHandler };

interface LiveApplication extends MountedApplication {
  render(options?: unknown): Promise<unknown>;
  close(options?: unknown): Promise<unknown>;
  changeTab(tab: string, group: string): void;
  readonly document?: { update(data: object): Promise<unknown> };
}

export class WindowLayer {
  readonly #windows = new Map<string, HTMLElement>();
  /**
   * How far each window's content is scrolled, noted as it scrolls: a render keeps it without
   * reading scrollTop, which would lay out the whole seat at every render, even a seat not shown.
   */
  readonly #scrolled = new WeakMap<HTMLElement, number>();
  #opened = 0;
  #top = 10;

  constructor(
    private readonly layer: HTMLElement,
    private readonly notifier: Notifier,
  ) {}

  mount(app: MountedApplication, raise: boolean): HTMLElement {
    const live = app as LiveApplication;
    let root = this.#windows.get(app.id);
    if (!root) {
      raise = true;
      root = this.#frame(live);
      this.#windows.set(app.id, root);
      this.layer.append(root);
    }
    const content = root.querySelector<HTMLElement>(":scope > .window-content") as HTMLElement;
    const scroll = this.#scrolled.get(content) ?? 0;
    content.replaceChildren(...Object.entries(app.renderedParts).map(([partId, html]) => partElement(partId, html)));
    if (scroll > 0) content.scrollTop = scroll;
    const title = root.querySelector(":scope > .window-header .window-title");
    if (title) title.textContent = app.title;
    root.setAttribute("aria-label", app.title);
    if (raise) this.#raise(root);
    return root;
  }

  unmount(app: MountedApplication): void {
    this.#windows.get(app.id)?.remove();
    this.#windows.delete(app.id);
  }

  #frame(app: LiveApplication): HTMLElement {
    const tag = String(app.options["tag"] ?? "div");
    const root = document.createElement(tag === "form" ? "form" : "div");
    root.id = app.id;
    root.className = ["application", "sandbox-window", ...((app.options["classes"] as string[] | undefined) ?? [])].join(" ");
    root.setAttribute("role", "dialog");
    const position = (app.options["position"] ?? {}) as { width?: number | string; height?: number | string; left?: number };
    const width = typeof position.width === "number" ? Math.min(position.width, 720) : 520;
    root.style.width = `${width}px`;
    root.style.left = `${typeof position.left === "number" ? position.left : 24 + (this.#opened % 6) * 36}px`;
    placeTop(root, 16 + (this.#opened % 6) * 30);
    this.#opened++;
    const header = document.createElement("header");
    header.className = "window-header";
    const title = document.createElement("h2");
    title.className = "window-title";
    const close = document.createElement("button");
    close.type = "button";
    close.className = "header-control";
    close.textContent = "✕";
    close.setAttribute("aria-label", game.i18n.localize("SANDBOX.Window.Close"));
    close.addEventListener("click", () => void app.close());
    header.append(title, close);
    const content = document.createElement("section");
    content.className = "window-content";
    content.addEventListener("scroll", () => this.#scrolled.set(content, content.scrollTop), { passive: true });
    root.append(header, content);
    root.addEventListener("pointerdown", () => this.#raise(root));
    this.#draggable(root, header);
    root.addEventListener("click", (event) => this.#onClick(app, event as MouseEvent));
    if (root instanceof HTMLFormElement) {
      root.addEventListener("submit", (event) => {
        event.preventDefault();
        void this.#submit(app, root, event);
      });
      const form = (app.options["form"] ?? {}) as { submitOnChange?: boolean };
      if (form.submitOnChange) root.addEventListener("change", (event) => void this.#submit(app, root, event));
    }
    return root;
  }

  #onClick(app: LiveApplication, event: MouseEvent): void {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!target || !(event.currentTarget as HTMLElement).contains(target)) return;
    const action = target.dataset["action"] as string;
    if (action === "tab") {
      event.preventDefault();
      app.changeTab(target.dataset["tab"] as string, target.dataset["group"] as string);
      void app.render();
      return;
    }
    if (action === "close") {
      void app.close();
      return;
    }
    const entry = (app.options["actions"] as Record<string, ActionEntry | undefined>)[action];
    if (!entry) return;
    event.preventDefault();
    const handler = typeof entry === "function" ? entry : entry.handler;
    void this.notifier.guard(async () => handler.call(app, event, target));
  }

  async #submit(app: LiveApplication, form: HTMLFormElement, event: Event): Promise<void> {
    const data = readForm(form);
    const handler = (
      (app.options["form"] ?? {}) as {
        handler?: (this: unknown, event: Event, form: HTMLFormElement, formData: { object: Record<string, unknown> }) => unknown;
      }
    ).handler;
    await this.notifier.guard(async () => {
      if (handler) await handler.call(app, event, form, { object: data });
      else if (app.document) await app.document.update(expandObject(data));
    });
  }

  #raise(root: HTMLElement): void {
    root.style.zIndex = String(++this.#top);
  }

  #draggable(root: HTMLElement, handle: HTMLElement): void {
    handle.addEventListener("pointerdown", (down) => {
      if ((down.target as HTMLElement).closest("button")) return;
      const startX = down.clientX - root.offsetLeft;
      const startY = down.clientY - root.offsetTop;
      const move = (event: PointerEvent) => {
        root.style.left = `${Math.max(0, event.clientX - startX)}px`;
        placeTop(root, Math.max(0, event.clientY - startY));
      };
      const up = () => {
        window.removeEventListener("pointermove", move);
        window.removeEventListener("pointerup", up);
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", up);
    });
  }
}

/**
 * A window's top, and a height that keeps its bottom on the screen as Foundry's windows stay: a
 * window reaching below the seat's screen would let a click on its lowest control scroll the whole
 * seat, top bar and all (a screenshot taken then shows the table cut at the top).
 */
function placeTop(root: HTMLElement, top: number): void {
  root.style.top = `${top}px`;
  root.style.maxHeight = `calc(100% - ${top + BOTTOM_MARGIN}px)`;
}
const BOTTOM_MARGIN = 8;

/** A part's HTML as one element marked with its part id (Foundry requires one root per part). */
function partElement(partId: string, html: string): HTMLElement {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const roots = Array.from(template.content.children);
  const root = roots.length === 1 && template.content.childNodes.length === 1 ? (roots[0] as HTMLElement) : wrap(template.content);
  root.dataset["applicationPart"] = partId;
  return root;
}

function wrap(content: DocumentFragment): HTMLElement {
  const div = document.createElement("div");
  div.append(content);
  return div;
}

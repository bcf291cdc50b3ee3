/**
 * A window the shell itself shows (a card stack's contents, a compendium entry): an ApplicationV2
 * whose one part is HTML the shell builds, so it opens, raises and closes like any other window.
 * A view of a world document (a card stack, as Foundry's Cards sheet) joins that document's `apps`
 * while open, so the document's changes (its cards coming and going) re-render it, as they do a
 * document sheet in Foundry (test/runtime/document.ts, `apps`).
 */
import { ApplicationV2 } from "../../runtime/application.ts";

export class ShellView extends ApplicationV2 {
  constructor(
    private readonly heading: string,
    private readonly build: () => HTMLElement,
    id: string,
    private readonly shows?: { readonly apps: Record<string, unknown> },
  ) {
    super({ id, classes: ["sandbox-view"], position: { width: 420 } });
  }

  override async _onFirstRender(context: Record<string, unknown>, options: Record<string, unknown>): Promise<void> {
    await super._onFirstRender(context, options);
    if (this.shows) this.shows.apps[this.id] = this;
  }

  override _onClose(options: Record<string, unknown>): void {
    super._onClose(options);
    if (this.shows) delete this.shows.apps[this.id];
  }

  override get title(): string {
    return this.heading;
  }

  override async _renderHTML(): Promise<void> {
    this.renderedParts = { main: `<div class="shell-view"></div>` };
    this.renderedHTML = this.renderedParts["main"] as string;
  }

  /** The live content (with its listeners) replaces the placeholder part. */
  override async _onRender(): Promise<void> {
    const placeholder = this.element.querySelector(".shell-view");
    const live = this.build();
    live.classList.add("shell-view");
    placeholder?.replaceWith(live);
  }
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "class") node.className = value;
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

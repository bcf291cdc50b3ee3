/**
 * A window the shell itself shows (a card stack's contents, a compendium entry): an ApplicationV2
 * whose one part is HTML the shell builds, so it opens, raises and closes like any other window.
 */
import { ApplicationV2 } from "../../runtime/application.ts";

export class ShellView extends ApplicationV2 {
  constructor(
    private readonly heading: string,
    private readonly build: () => HTMLElement,
    id: string,
  ) {
    super({ id, classes: ["sandbox-view"], position: { width: 420 } });
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

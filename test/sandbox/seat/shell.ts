/**
 * The seat's screen: the scene with its controls on the left, the sidebar (Chat, Combat, Actors,
 * Items, Cards, Compendium, Settings) on the right, the Players list bottom left, the keyboard's shortcuts, windows and dialogs above, notifications on
 * top. What the sidebar and scene show is rebuilt shortly after anything changes in the world.
 */
import type { ScreenPort } from "../../runtime/screen.ts";
import { ChatLog } from "./chat-log.ts";
import { DialogLayer } from "./dialogs.ts";
import { cardsDirectory, compendiumDirectory, documentDirectory } from "./directories.ts";
import { listenToKeyboard } from "./keyboard.ts";
import { Notifier } from "./notifications.ts";
import { PlayersList } from "./players.ts";
import { combatTracker, controlsBar, sceneView } from "./scene.ts";
import { settingsTab } from "./settings-tab.ts";
import { element } from "./shell-view.ts";
import { WindowLayer } from "./windows.ts";

const TABS = ["Chat", "Combat", "Actors", "Items", "Cards", "Compendium", "Settings"] as const;
type Tab = (typeof TABS)[number];

const l = (key: string) => game.i18n.localize(key);

export class SeatShell {
  readonly notifier: Notifier;
  readonly screen: ScreenPort;
  readonly #root: HTMLElement;
  readonly #scene = element("div", { class: "scene-area" });
  readonly #players = new PlayersList();
  readonly #panels = new Map<Tab, HTMLElement>();
  #tab: Tab = "Chat";
  #timer: ReturnType<typeof setTimeout> | undefined;
  #ruleset = { id: "", label: "" };

  constructor(root: HTMLElement) {
    this.#root = root;
    const notifications = element("ol", { class: "notifications", "aria-label": "Notifications" });
    const windows = element("div", { class: "window-layer" });
    const dialogs = element("div", { class: "dialog-layer" });
    this.notifier = new Notifier(notifications);
    const windowLayer = new WindowLayer(windows, this.notifier);
    const dialogLayer = new DialogLayer(dialogs);
    this.screen = {
      mount: (app, raise) => windowLayer.mount(app, raise),
      unmount: (app) => windowLayer.unmount(app),
      dialog: (kind, config) => dialogLayer.open(kind, config),
      notify: (type, message) => this.notifier.notify(type, message),
    };
    root.append(this.#scene, this.#players.element, windows, dialogs, notifications);
  }

  /** Build the sidebar once the world is loaded and the system is ready. */
  start(ruleset: { id: string; label: string }): void {
    this.#ruleset = ruleset;
    const tabs = element("nav", { class: "sidebar-tabs", role: "tablist", "aria-label": l("SANDBOX.Sidebar.Label") });
    const sidebar = element("aside", { class: "sidebar" }, tabs);
    for (const tab of TABS) {
      const button = element(
        "button",
        { type: "button", role: "tab", id: `tab-${tab}`, "aria-controls": `panel-${tab}` },
        l(`SANDBOX.Sidebar.${tab}`),
      );
      button.addEventListener("click", () => this.#select(tab));
      tabs.append(button);
      const panel = element("div", {
        class: `sidebar-panel panel-${tab.toLowerCase()}`,
        role: "tabpanel",
        id: `panel-${tab}`,
        "aria-labelledby": `tab-${tab}`,
      });
      this.#panels.set(tab, panel);
      sidebar.append(panel);
    }
    new ChatLog(this.#panels.get("Chat") as HTMLElement);
    this.#root.append(sidebar);
    this.#select("Chat");
    this.#players.start();
    listenToKeyboard();
    for (const hook of [
      "createActor",
      "updateActor",
      "deleteActor",
      "createItem",
      "updateItem",
      "deleteItem",
      "createCombat",
      "updateCombat",
      "deleteCombat",
      "createCombatant",
      "deleteCombatant",
      "updateCombatant",
      "createCards",
      "deleteCards",
      "createCard",
      "deleteCard",
      "updateCard",
    ]) {
      Hooks.on(hook as never, (() => this.refresh()) as never);
    }
    this.refresh();
  }

  /** Rebuild the scene and the open tab soon (many writes arrive in a burst). */
  refresh(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#rebuild(), 30);
  }

  #select(tab: Tab): void {
    this.#tab = tab;
    for (const [name, panel] of this.#panels) {
      panel.hidden = name !== tab;
      this.#root.querySelector(`#tab-${name}`)?.setAttribute("aria-selected", String(name === tab));
    }
    this.#rebuild();
  }

  #rebuild(): void {
    replaceIfChanged(this.#scene, [controlsBar(this.notifier), sceneView(this.notifier, () => this.refresh())]);
    const panel = this.#panels.get(this.#tab);
    if (!panel || this.#tab === "Chat") return;
    replaceIfChanged(panel, [this.#panelContent(this.#tab)]);
  }

  #panelContent(tab: Exclude<Tab, "Chat">): HTMLElement {
    switch (tab) {
      case "Combat":
        return combatTracker(this.notifier);
      case "Actors":
        return documentDirectory("Actor", this.notifier);
      case "Items":
        return documentDirectory("Item", this.notifier);
      case "Cards":
        return cardsDirectory();
      case "Compendium":
        return compendiumDirectory(this.notifier);
      case "Settings":
        return settingsTab(this.#ruleset.label, this.notifier);
    }
  }
}

/**
 * Put `nodes` in `container` unless it already shows the same: most writes change nothing the scene
 * or a tab shows, and drawing it all again each time kept the seat's screen repainting (and lost the
 * person's focus and what they had typed).
 */
function replaceIfChanged(container: HTMLElement, nodes: readonly HTMLElement[]): void {
  const shown = Array.from(container.children, (child) => child.outerHTML);
  if (shown.length === nodes.length && nodes.every((node, index) => node.outerHTML === shown[index])) return;
  container.replaceChildren(...nodes);
}

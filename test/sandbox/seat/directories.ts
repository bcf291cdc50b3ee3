/**
 * The sidebar's document directories, each showing what this user may see: Actors and Items
 * (click a name to open its sheet, drag an item onto an actor's sheet; Create and Delete for those allowed), Cards (each stack with its count;
 * its cards for those who may observe it) and the Compendium (the system's packs this user sees:
 * the GM all of them, a player those the world's ownership shows; the GM imports an entry into the world).
 */
import { element, ShellView } from "./shell-view.ts";
import type { Notifier } from "./notifications.ts";
import { visiblePacks, type PackEntry } from "./packs.ts";

type AnyDocument = Actor.Implementation | Item.Implementation;

const l = (key: string) => game.i18n.localize(key);

function typeLabel(documentName: string, type: string): string {
  const key = `TYPES.${documentName}.${type}`;
  return game.i18n.has(key) ? l(key) : type;
}

export function documentDirectory(documentName: "Actor" | "Item", notifier: Notifier): HTMLElement {
  const collection = (documentName === "Actor" ? game.actors : game.items) as unknown as Iterable<AnyDocument>;
  const documentClass = (documentName === "Actor" ? Actor : Item) as unknown as { createDialog(): Promise<unknown> };
  const list = element("ul", { class: "directory-list", "aria-label": l(`SANDBOX.Directory.${documentName}s`) });
  for (const doc of collection) {
    if (!doc.testUserPermission(game.user, "LIMITED")) continue;
    const name = doc.name ?? "";
    const open = element("button", { type: "button", class: "document-name" }, name);
    // An item drags onto a sheet as Foundry's directory drags it: its drag data, {type, uuid}, as JSON.
    if (documentName === "Item") {
      open.draggable = true;
      open.addEventListener("dragstart", (event) =>
        event.dataTransfer?.setData("text/plain", JSON.stringify({ type: documentName, uuid: doc.uuid })),
      );
    }
    open.addEventListener(
      "click",
      () =>
        void notifier.guard(async () => void (await (doc.sheet as unknown as { render(force: boolean): Promise<unknown> }).render(true))),
    );
    const item = element(
      "li",
      { class: "directory-item" },
      open,
      element("span", { class: "document-type" }, typeLabel(documentName, doc.type)),
    );
    // Foundry's sidebar deletes a document from its context menu (a right click on its entry), after
    // the document's deleteDialog asks to confirm; the entry is offered to those who may delete it.
    if (doc.canUserModify(game.user, "delete")) {
      open.addEventListener("contextmenu", (event) => {
        event.preventDefault();
        item.querySelector(".context-menu")?.remove();
        const remove = element("button", { type: "button", role: "menuitem" }, l("SANDBOX.Directory.Delete"));
        const menu = element("menu", { class: "context-menu", role: "menu", "aria-label": name }, element("li", {}, remove));
        remove.addEventListener("click", () => {
          menu.remove();
          void notifier.guard(async () => void (await doc.deleteDialog()));
        });
        item.append(menu);
        remove.focus();
        // As a context menu does, it closes at the next click, wherever it is (on Delete, after it acts).
        item.ownerDocument.addEventListener("click", () => menu.remove(), { capture: true, once: true });
      });
    }
    list.append(item);
  }
  const section = element("section", { class: "directory" });
  if (game.user.hasRole("ASSISTANT")) {
    const create = element("button", { type: "button", class: "create-document" }, l(`SANDBOX.Directory.Create${documentName}`));
    create.addEventListener("click", () => void notifier.guard(() => documentClass.createDialog()));
    section.append(create);
  }
  if (!list.children.length) section.append(element("p", { class: "empty" }, l("SANDBOX.Directory.Empty")));
  section.append(list);
  return section;
}

export function cardsDirectory(): HTMLElement {
  const list = element("ul", { class: "directory-list", "aria-label": l("SANDBOX.Directory.Cards") });
  for (const stack of game.cards) {
    if (!stack.testUserPermission(game.user, "LIMITED")) continue;
    const observer = stack.testUserPermission(game.user, "OBSERVER");
    const name = stack.name ?? "";
    const count = element("span", { class: "document-type" }, cardCount(stack));
    if (!observer) {
      list.append(element("li", { class: "directory-item" }, element("span", { class: "document-name" }, name), count));
      continue;
    }
    const open = element("button", { type: "button", class: "document-name" }, name);
    open.addEventListener("click", () => void new ShellView(name, () => stackContents(stack), `cards-${stack.id}`, stack).render(true));
    list.append(element("li", { class: "directory-item" }, open, count));
  }
  return element("section", { class: "directory" }, list);
}

/**
 * How many cards lie in a stack, as its window shows them and the system's sheets count them: a
 * deck's drawn cards are elsewhere (their documents stay in the deck, marked drawn), so they are
 * not counted. "1 card", "45 cards": the language's plural form.
 */
function cardCount(stack: Cards.Implementation): string {
  const lying = stack.cards.filter((card) => !(stack.type === "deck" && card.drawn)).length;
  const form = new Intl.PluralRules(game.i18n.lang || "en").select(lying) === "one" ? "one" : "other";
  return game.i18n.format(`SANDBOX.Cards.Count.${form}`, { count: String(lying) });
}

/** A stack's cards as an observer sees them: faces of face-up cards, backs of face-down ones; a deck's drawn cards are elsewhere. */
function stackContents(stack: Cards.Implementation): HTMLElement {
  const row = element("ul", { class: "sandbox-cards", "aria-label": stack.name ?? "" });
  for (const card of stack.cards) {
    if (stack.type === "deck" && card.drawn) continue;
    const faceUp = card.face !== null;
    const label = faceUp ? (card.name ?? "") : l("SANDBOX.Cards.FaceDown");
    row.append(element("li", {}, element("img", { src: card.img ?? "", alt: label, title: label })));
  }
  return row;
}

export function compendiumDirectory(notifier: Notifier): HTMLElement {
  const section = element("section", { class: "directory" });
  for (const pack of visiblePacks()) {
    const list = element("ul", { class: "directory-list", "aria-label": pack.label });
    for (const entry of pack.entries) {
      const open = element("button", { type: "button", class: "document-name" }, entry.name);
      open.addEventListener(
        "click",
        () => void new ShellView(entry.name, () => entryView(pack.documentName, entry, notifier), `pack-${entry._id}`).render(true),
      );
      list.append(
        element(
          "li",
          { class: "directory-item" },
          open,
          element("span", { class: "document-type" }, typeLabel(pack.documentName, entry.type)),
        ),
      );
    }
    section.append(element("h3", {}, pack.label), list);
  }
  return section;
}

function entryView(documentName: "Actor" | "Item", entry: PackEntry, notifier: Notifier): HTMLElement {
  const view = element("div", { class: "pack-entry" }, element("p", {}, typeLabel(documentName, entry.type)));
  if (game.user.isGM) {
    const importButton = element("button", { type: "button" }, l("SANDBOX.Compendium.Import"));
    importButton.addEventListener(
      "click",
      () =>
        void notifier.guard(async () => {
          const documentClass = (documentName === "Actor" ? Actor : Item) as unknown as { create(data: object): Promise<unknown> };
          await documentClass.create(entry);
          notifier.notify("info", game.i18n.format("SANDBOX.Compendium.Imported", { name: entry.name }));
        }),
    );
    view.append(importButton);
  }
  return view;
}

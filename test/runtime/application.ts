/**
 * A minimal ApplicationV2 family, enough to construct and render sheets headlessly:
 * - options: DEFAULT_OPTIONS merged from the base class to the leaf (classes concatenated, actions
 *   and the rest deep-merged), then the constructor's options;
 * - render(): _prepareContext → per part (_configureRenderParts: a copy of PARTS, in order, which a
 *   subclass may change per render) _preparePartContext on a shallow copy →
 *   the part's template rendered to an HTML string (`renderedParts`, joined in `renderedHTML`) → _onRender;
 * - TABS: context.tabs is a record of tab id → {id, group, icon, label, active, cssClass}, label
 *   being the i18n key `<labelPrefix>.<id>` (templates localise it), active from `tabGroups`;
 * - actions: `runtime.clickAction(app, action, dataset)` calls the merged handler with this = app;
 * - rendered apps are listed in foundry.applications.instances (by id) until closed;
 * - an app lives on the client that first rendered it: in Node, where every client shares one
 *   process, a later render (a document's `apps` re-rendering, a hook) runs as that client;
 * - a document sheet joins its document's `apps` on its first render and leaves on close, so the
 *   document's updates (and its embedded documents') re-render it (document.ts, Document#render);
 * - an actor sheet's `_onDrop` hands drag data to the `dropActorSheetData` hook, then copies a dropped
 *   Item onto the actor; on a screen (the sandbox) its window listens for drops;
 * - there is no DOM: `element` and anything else not listed here fail closed.
 */
import { failClosedClass, NotImplementedInRuntime } from "./fail-closed.ts";
import { renderTemplate, loadTemplates } from "./handlebars.ts";
import type { RuntimeDocument } from "./document.ts";
import { RuntimeItem } from "./documents.ts";
import { fromUuid } from "./uuid.ts";
import type { RuntimeUser } from "./users.ts";
import { runtime, runtimeInstalled } from "./state.ts";
import { deepClone, expandObject, isPlainObject, mergeObject, type AnyRecord } from "./utils.ts";

type ActionHandler = (this: ApplicationV2, event: object, target: object) => unknown;
type ActionEntry = ActionHandler | { handler: ActionHandler; buttons?: number[] };

export interface TabDescriptor {
  id: string;
  group?: string;
  icon?: string;
  label?: string;
  cssClass?: string;
}

export interface TabGroupConfig {
  tabs: TabDescriptor[];
  initial?: string;
  labelPrefix?: string;
}

export interface ApplicationRuntime {
  /** Invoke the DEFAULT_OPTIONS action `action` as if its button (carrying `dataset`) was clicked. */
  clickAction(app: object, action: string, dataset?: Record<string, string>): Promise<unknown>;
  /** Submit a form app with these values (flat "system.x" keys allowed): the form handler, or document.update for sheets. */
  submitForm(app: object, data: AnyRecord): Promise<unknown>;
}

let nextAppId = 1;

export class ApplicationV2 {
  static DEFAULT_OPTIONS: AnyRecord = {
    id: "",
    classes: [],
    tag: "div",
    window: { title: "", icon: false, resizable: false },
    actions: {},
    position: {},
  };

  static TABS: Record<string, TabGroupConfig> = {};

  /** The merged options of the class chain, base first. */
  static mergedDefaultOptions(): AnyRecord {
    const chain: (typeof ApplicationV2)[] = [];
    const collect = (cls: typeof ApplicationV2): void => {
      if (Object.prototype.hasOwnProperty.call(cls, "DEFAULT_OPTIONS")) chain.unshift(cls);
      if (cls !== ApplicationV2) collect(Object.getPrototypeOf(cls) as typeof ApplicationV2);
    };
    collect(this);
    const merged: AnyRecord = {};
    for (const cls of chain) mergeOptions(merged, cls.DEFAULT_OPTIONS);
    return merged;
  }

  readonly options: AnyRecord;
  tabGroups: Record<string, string | null> = {};
  rendered = false;
  renderedParts: Record<string, string> = {};
  renderedHTML = "";
  /** The context of the last render, for assertions. */
  renderedContext: AnyRecord | undefined;

  /** Fixed at construction: options.id, or a generated one. */
  private readonly appId: string;

  constructor(options: AnyRecord = {}) {
    const cls = this.constructor as typeof ApplicationV2;
    this.options = mergeOptions(cls.mergedDefaultOptions(), options);
    const id = this.options["id"];
    this.appId = typeof id === "string" && id ? id : `app-${nextAppId++}`;
    for (const [group, config] of Object.entries(cls.TABS)) this.tabGroups[group] = config.initial ?? config.tabs[0]?.id ?? null;
  }

  get id(): string {
    return this.appId;
  }

  get title(): string {
    const title = (this.options["window"] as AnyRecord | undefined)?.["title"];
    return typeof title === "string" ? (runtime().localize(title) ?? title) : "";
  }

  /** The window's root element once rendered on a screen (the sandbox); in Node there is no DOM. */
  #element: HTMLElement | undefined;

  get element(): HTMLElement {
    if (!this.#element)
      throw new NotImplementedInRuntime(`${this.constructor.name}.element (the runtime renders HTML strings, there is no DOM)`);
    return this.#element;
  }

  /** The client (user) this app was first rendered on. */
  #client: RuntimeUser | undefined;

  get client(): RuntimeUser | undefined {
    return this.#client;
  }

  async render(options: AnyRecord | boolean = {}): Promise<this> {
    const current = runtime().currentUser();
    this.#client ??= current;
    if (this.#client !== current) return runtime().runAs(this.#client, () => this.render(options));
    const renderOptions: AnyRecord = typeof options === "boolean" ? { force: options } : { ...options };
    renderOptions["isFirstRender"] = !this.rendered;
    const context = await this._prepareContext(renderOptions);
    this.renderedContext = context;
    // A render still in flight when the test's world is torn down (a re-render a hook started) ends here: its page is gone.
    try {
      await this._renderHTML(context, renderOptions);
    } catch (error) {
      if (!runtimeInstalled()) return this;
      throw error;
    }
    if (!runtimeInstalled()) return this;
    this.rendered = true;
    runtime().appInstances().set(this.id, this);
    if (renderOptions["isFirstRender"] === true) await this._onFirstRender(context, renderOptions);
    const screen = runtime().screen;
    if (screen) {
      this.#element = screen.mount(this, renderOptions["force"] === true || renderOptions["isFirstRender"] === true);
      for (const part of this.#element.querySelectorAll<HTMLElement>("[data-application-part]")) {
        this._attachPartListeners(part.dataset["applicationPart"] as string, part, renderOptions);
      }
    }
    await this._onRender(context, renderOptions);
    return this;
  }

  async close(options: AnyRecord = {}): Promise<this> {
    if (!this.rendered) return this;
    if (this.#client && this.#client !== runtime().currentUser()) return runtime().runAs(this.#client, () => this.close(options));
    this._onClose(options);
    this.rendered = false;
    runtime().appInstances().delete(this.id);
    if (this.#element) runtime().screen?.unmount(this);
    this.#element = undefined;
    return this;
  }

  /** After the first render's HTML, before `_onRender` (Foundry's ApplicationV2#_onFirstRender). */
  async _onFirstRender(_context: AnyRecord, _options: AnyRecord): Promise<void> {}

  /** As the app closes (Foundry's ApplicationV2#_onClose). */
  _onClose(_options: AnyRecord): void {}

  /** Listeners on one rendered part's element; only called when there is a screen (the sandbox). */
  _attachPartListeners(_partId: string, _htmlElement: HTMLElement, _options: AnyRecord): void {}

  async _prepareContext(_options: AnyRecord): Promise<AnyRecord> {
    const tabs = this._prepareTabs();
    return Object.keys(tabs).length ? { tabs } : {};
  }

  /** Every TABS group's tabs, keyed by tab id. */
  _prepareTabs(): Record<string, Required<Omit<TabDescriptor, "icon">> & { icon?: string; active: boolean }> {
    const out: ReturnType<ApplicationV2["_prepareTabs"]> = {};
    for (const [group, config] of Object.entries((this.constructor as typeof ApplicationV2).TABS)) {
      for (const tab of config.tabs) {
        const active = this.tabGroups[group] === tab.id;
        out[tab.id] = {
          ...tab,
          group,
          label: tab.label ?? (config.labelPrefix ? `${config.labelPrefix}.${tab.id}` : ""),
          active,
          cssClass: active ? "active" : "",
        };
      }
    }
    return out;
  }

  changeTab(tab: string, group: string): void {
    if (!(group in this.tabGroups)) throw new Error(`${this.constructor.name} has no tab group "${group}"`);
    this.tabGroups[group] = tab;
  }

  async _renderHTML(_context: AnyRecord, _options: AnyRecord): Promise<void> {
    throw new NotImplementedInRuntime(`${this.constructor.name}._renderHTML (use HandlebarsApplicationMixin)`);
  }

  async _onRender(_context: AnyRecord, _options: AnyRecord): Promise<void> {}

  /** The merged `actions` entry for `action`, as a function. */
  actionHandler(action: string): ActionHandler {
    const entry = (this.options["actions"] as Record<string, ActionEntry | undefined>)[action];
    if (!entry) throw new Error(`${this.constructor.name} has no action "${action}"`);
    return typeof entry === "function" ? entry : entry.handler;
  }
}

/** Deep-merge app options; `classes` arrays accumulate instead of replacing. */
function mergeOptions(target: AnyRecord, source: AnyRecord): AnyRecord {
  const classes = [...((target["classes"] as string[] | undefined) ?? []), ...((source["classes"] as string[] | undefined) ?? [])];
  mergeObject(target, deepCloneOptions(source));
  if (classes.length) target["classes"] = [...new Set(classes)];
  return target;
}

/** Clone plain option objects but keep functions and documents as they are. */
function deepCloneOptions(source: AnyRecord): AnyRecord {
  const out: AnyRecord = {};
  for (const [k, v] of Object.entries(source)) out[k] = isPlainObject(v) ? deepCloneOptions(v) : Array.isArray(v) ? [...v] : v;
  return out;
}

// A mixin base must take `...args: any[]` (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AppClass = abstract new (...args: any[]) => ApplicationV2;

export interface PartConfig {
  template: string;
  templates?: string[];
  scrollable?: string[];
}

/** Adds PARTS rendered with Handlebars. */
export function HandlebarsApplicationMixin<Base extends AppClass>(base: Base) {
  abstract class HandlebarsApplication extends base {
    static PARTS: Record<string, PartConfig> = {};

    async _preparePartContext(partId: string, context: AnyRecord, _options: AnyRecord): Promise<AnyRecord> {
      context["partId"] = `${this.id}-${partId}`;
      return context;
    }

    /** The parts this render configures: a copy of PARTS, which a subclass may change (add or drop parts) per render. */
    _configureRenderParts(_options: AnyRecord): Record<string, PartConfig> {
      const parts = (this.constructor as unknown as { PARTS: Record<string, PartConfig> }).PARTS;
      return Object.fromEntries(Object.entries(parts).map(([id, part]) => [id, { ...part }]));
    }

    override async _renderHTML(context: AnyRecord, options: AnyRecord): Promise<void> {
      const parts = this._configureRenderParts(options);
      const wanted = (options["parts"] as string[] | undefined) ?? Object.keys(parts);
      const rendered: Record<string, string> = {};
      for (const partId of wanted) {
        const part = parts[partId];
        if (!part) throw new Error(`${this.constructor.name} has no part "${partId}"`);
        if (part.templates) await loadTemplates(part.templates);
        const partContext = await this._preparePartContext(partId, { ...context }, options);
        rendered[partId] = await renderTemplate(part.template, partContext);
      }
      // The configured parts in order: those rendered now, and those a partial render left as they were.
      const previous = this.renderedParts;
      this.renderedParts = {};
      for (const id of Object.keys(parts)) {
        const html = rendered[id] ?? previous[id];
        if (html !== undefined) this.renderedParts[id] = html;
      }
      this.renderedHTML = Object.values(this.renderedParts).join("\n");
    }
  }
  return HandlebarsApplication;
}

/** A sheet for one document: `document`, `isEditable`, base context, and document.update on submit. */
export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: AnyRecord = { tag: "form", form: { submitOnChange: false, closeOnSubmit: false } };

  readonly document: RuntimeDocument;

  constructor(options: AnyRecord = {}) {
    super(options);
    const document = options["document"];
    if (!document) throw new Error(`${this.constructor.name} needs { document }`);
    this.document = document as RuntimeDocument;
  }

  override get id(): string {
    return `${this.constructor.name}-${this.document.uuid.replaceAll(".", "-")}`;
  }

  override get title(): string {
    return String((this.document as unknown as { name: unknown }).name);
  }

  get isEditable(): boolean {
    return this.document.isOwner;
  }

  /** Foundry's DocumentSheetV2 joins its document's `apps` on first render (see document.ts `apps`). */
  override async _onFirstRender(context: AnyRecord, options: AnyRecord): Promise<void> {
    await super._onFirstRender(context, options);
    (this.document.apps as Record<string, unknown>)[this.id] = this;
  }

  override _onClose(options: AnyRecord): void {
    super._onClose(options);
    delete (this.document.apps as Record<string, unknown>)[this.id];
  }

  override async _prepareContext(options: AnyRecord): Promise<AnyRecord> {
    return {
      ...(await super._prepareContext(options)),
      document: this.document,
      source: this.document._source,
      fields: this.document.schema.fields,
      editable: this.isEditable,
      user: runtime().currentUser(),
      rootId: this.id,
    };
  }
}

/** Windows whose sheet already listens for drops: a re-render keeps the window. */
const listeningForDrops = new WeakSet<HTMLElement>();

/** The drag data a drop carries, as Foundry's documents put it: JSON in `text/plain` (`{type, uuid}`); null if it is none. */
function dragData(event: DragEvent): AnyRecord | null {
  try {
    const data: unknown = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "");
    return isPlainObject(data) ? data : null;
  } catch {
    return null;
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): RuntimeDocument {
    return this.document;
  }

  override async _prepareContext(options: AnyRecord): Promise<AnyRecord> {
    return { ...(await super._prepareContext(options)), actor: this.document };
  }

  /** On a screen (the sandbox) the sheet's window takes drops; what a drop does is `_onDrop`. */
  override async render(options: AnyRecord | boolean = {}): Promise<this> {
    await super.render(options);
    if (!runtimeInstalled()) return this;
    if (runtime().screen && !listeningForDrops.has(this.element)) {
      listeningForDrops.add(this.element);
      this.element.addEventListener("dragover", (event) => event.preventDefault());
      this.element.addEventListener("drop", (event) => {
        event.preventDefault();
        this._onDrop(event).catch((error: unknown) =>
          runtime().screen?.notify("error", error instanceof Error ? error.message : String(error)),
        );
      });
    }
    return this;
  }

  /**
   * Something dropped on the sheet: its drag data goes to the `dropActorSheetData` hook
   * `(actor, sheet, data)`, whose false stops it; then an Item is added to the actor as its own copy
   * (`_onDropItem`). Actors, effects and folders dropped fail closed; any other data is ignored.
   */
  async _onDrop(event: DragEvent): Promise<unknown> {
    const data = dragData(event);
    if (!data) return null;
    if (runtime().hooks.call("dropActorSheetData", this.actor, this, data) === false) return null;
    switch (data["type"]) {
      case "Item":
        return this._onDropItem(event, await fromUuid(String(data["uuid"] ?? "")));
      case "Actor":
      case "ActiveEffect":
      case "Folder":
        throw new NotImplementedInRuntime(`${this.constructor.name}._onDrop (a dropped ${String(data["type"])})`);
      default:
        return null;
    }
  }

  /** An item dropped: a copy of it is created on the actor, if the user may edit the sheet. Sorting the actor's own items fails closed. */
  async _onDropItem(_event: DragEvent, item: RuntimeDocument | null): Promise<RuntimeDocument[] | null> {
    if (!this.isEditable || !(item instanceof RuntimeItem)) return null;
    if (item.parent === this.actor) throw new NotImplementedInRuntime(`${this.constructor.name}._onDropItem sorting the actor's own items`);
    return this.actor.createEmbeddedDocuments("Item", [item.toObject()]);
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): RuntimeDocument {
    return this.document;
  }

  override async _prepareContext(options: AnyRecord): Promise<AnyRecord> {
    return { ...(await super._prepareContext(options)), item: this.document };
  }
}

failClosedClass(ApplicationV2);

/* ---------------- clicking and submitting ---------------- */

export async function clickAction(app: object, action: string, dataset: Record<string, string> = {}): Promise<unknown> {
  if (!(app instanceof ApplicationV2)) throw new Error("clickAction needs an ApplicationV2");
  const target = { dataset: { action, ...dataset }, closest: () => target, tagName: "BUTTON" };
  const event = { type: "click", target, currentTarget: target, button: 0, preventDefault() {}, stopPropagation() {} };
  return app.actionHandler(action).call(app, event, target);
}

export async function submitForm(app: object, data: AnyRecord): Promise<unknown> {
  if (!(app instanceof ApplicationV2)) throw new Error("submitForm needs an ApplicationV2");
  const expanded = expandObject(deepClone(data));
  const handler = (app.options["form"] as AnyRecord | undefined)?.["handler"];
  const form = { tagName: "FORM" };
  if (typeof handler === "function") return handler.call(app, { type: "submit", preventDefault() {} }, form, { object: data });
  if (app instanceof DocumentSheetV2) return app.document.update(expanded);
  throw new Error(`${app.constructor.name} has no form handler`);
}

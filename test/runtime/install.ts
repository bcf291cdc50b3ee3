/**
 * The runtime's installation, independent of where it runs: which client is acting, where the
 * language and the templates come from, and how writes, queries, windows and dialogs reach other
 * clients and the screen are ports (RuntimePorts). index.ts installs it in Node (many simulated
 * clients in one process, AsyncLocalStorage); test/sandbox installs it in a browser realm per seat.
 */
import { CARD_DRAW_MODES, RuntimeCard, RuntimeCards } from "./cards.ts";
import { CHAT_MESSAGE_STYLES, RuntimeChatMessage } from "./chat-message.ts";
import { Collection } from "./collection.ts";
import { DataModel, TypeDataModel } from "./data-model.ts";
import { OWNERSHIP_LEVELS, RuntimeDocument, USER_ROLES, type RoleName } from "./document.ts";
import { RuntimeActor, RuntimeCombat, RuntimeCombatant, RuntimeItem } from "./documents.ts";
import { RuntimeActiveEffect, type StatusEffectConfig } from "./active-effects.ts";
import { failClosed, failClosedClass } from "./fail-closed.ts";
import * as fields from "./fields.ts";
import { removeGlobals, setGlobal } from "./globals.ts";
import { RuntimeHooks, type HookError } from "./hooks.ts";
import { RuntimeI18n, type LanguageTree } from "./i18n.ts";
import { DEFAULT_SEED, seededRandom } from "./random.ts";
import { RuntimeSettings } from "./settings.ts";
import { CONFIG_SETTING, RuntimeCompendiumCollection, type PackManifest } from "./packs.ts";
import { MODIFIER_KEYS, RuntimeKeybindings } from "./keybindings.ts";
import { progressUpdate } from "./notifications.ts";
import { AUDIO_CHANNELS, audioHelper, type PlayedSound } from "./audio.ts";
import { setRuntime, type DocumentConfig, type NotificationEntry, type RuntimeState, type WriteEntry } from "./state.ts";
import { RuntimeUser, UserCollection } from "./users.ts";
import * as utils from "./utils.ts";
import { fromUuid, fromUuidSync } from "./uuid.ts";
import { clickAction, submitForm, type ApplicationRuntime } from "./application.ts";
import { applicationsNamespace } from "./applications-namespace.ts";
import { SheetRegistry } from "./sheet-config.ts";
import { DialogQueue, dialogOpener } from "./dialogs.ts";
import { clearTemplateCache, handlebars, templateSettings, translator } from "./handlebars.ts";
import type { NetworkPort } from "./network.ts";
import type { ScreenPort } from "./screen.ts";

export { NotImplementedInRuntime } from "./fail-closed.ts";
export { DataModelValidationError } from "./fields.ts";
export { handlebars } from "./handlebars.ts";

export interface FoundryRuntime extends ApplicationRuntime {
  /** create users; the first GM made is the active GM unless `active: false` */
  createUser(data: {
    name: string;
    role: "PLAYER" | "TRUSTED" | "ASSISTANT" | "GAMEMASTER";
    active?: boolean;
    /** a fixed id (the sandbox's seats agree on ids) */
    id?: string;
    /** the client language this user reads (default English); see InstallOptions.languages */
    language?: string;
  }): Promise<User.Implementation>;
  /** run fn as if on that user's client: game.user is that user for everything fn awaits */
  as<T>(user: User.Implementation, fn: () => T | Promise<T>): Promise<T>;
  writes: { readonly count: number; readonly log: readonly WriteEntry[]; reset(): void };
  notifications: { readonly log: readonly NotificationEntry[]; clear(): void };
  /** Sounds played with foundry.audio.AudioHelper.play, with their channel and the client's user (audio.ts). */
  sounds: { readonly log: readonly PlayedSound[]; clear(): void };
  /** Errors hook listeners threw (caught, as Foundry does); `uninstall()` fails while any is left. */
  hookErrors: { readonly log: readonly HookError[]; clear(): void };
  /** Re-seed the random source used by shuffle() and RANDOM draws. */
  seedRandom(seed: number): void;
  /** DialogV2 answers, consumed in order; a dialog with no queued answer throws. */
  dialogs: DialogQueue;
  uninstall(): void;
}

// Every runtime document, data model and field fails closed on unknown properties.
failClosedClass(DataModel);
failClosedClass(fields.DataField);
failClosedClass(RuntimeCompendiumCollection);
failClosedClass(Collection); // a Proxy around a Map would break Map's internal slots, so collections fail closed by class

let current: { uninstall(): void } | undefined;

/** The named members of a module, and no others (the runtime's modules have internals too). */
function pick<T extends object, K extends keyof T>(module: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, module[name]])) as Pick<T, K>;
}

/** foundry.data.fields: the field classes (fields.ts also has runtime internals). */
function fieldClasses() {
  return pick(fields, [
    "DataField",
    "StringField",
    "NumberField",
    "BooleanField",
    "ObjectField",
    "SchemaField",
    "ArrayField",
    "SetField",
    "HTMLField",
    "DocumentIdField",
    "EmbeddedDataField",
    "TypedObjectField",
    "TypedSchemaField",
  ]);
}

/** foundry.utils: Foundry's names only (the module has internal helpers too). `debounce` timers die with the runtime. */
function foundryUtils(timers: Set<ReturnType<typeof setTimeout>>) {
  const debounce = <A extends unknown[]>(fn: (...args: A) => unknown, delay: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return (...args: A) => {
      if (timer) {
        clearTimeout(timer);
        timers.delete(timer);
      }
      const pending = setTimeout(() => {
        timers.delete(pending);
        fn(...args);
      }, delay);
      timer = pending;
      timers.add(pending);
    };
  };
  const named = pick(utils, [
    "mergeObject",
    "deepClone",
    "randomID",
    "getProperty",
    "setProperty",
    "expandObject",
    "flattenObject",
    "isEmpty",
    "diffObject",
  ]);
  return { ...named, debounce };
}

export interface InstallOptions {
  /** game.system.id, the valid flag scope and the template path prefix (default "deckbound"). */
  systemId?: string;
  /** The lang/ directory to merge (default: the repository's lang/; the runtime's own tests use fixtures). Node only. */
  langDir?: string;
  /**
   * More client languages, code → a lang/ directory holding `<code>/*.json` (Node only): a user made
   * with `language: code` reads that one (each Foundry client picks its own language).
   */
  languages?: Readonly<Record<string, string>>;
  /**
   * Where the create, update and delete hooks, `_on…` and world-setting onChange run: on every connected
   * client, as in Foundry (default), or only on the initiating client.
   */
  postHooksOn?: "every-client" | "initiator-only";
  /** The system's compendium packs (its manifest's `packs`): `game.packs`, metadata and ownership only (packs.ts). Default none. */
  packs?: readonly PackManifest[];
  /** The world's stored settings, "<namespace>.<key>" → value, there before init as Foundry's are (settings.ts). Default none. */
  worldSettings?: Readonly<Record<string, unknown>>;
}

/** Which client is acting: Node simulates many in one process; a browser realm is one client. */
export interface ClientContext {
  /** The acting client's user, if one is set (else the first user made). */
  current(): RuntimeUser | undefined;
  /** Run fn as `user`'s client (synchronously; what fn awaits stays that client where the context can follow it). */
  run<T>(user: RuntimeUser, fn: () => T): T;
}

export interface RuntimePorts {
  clients: ClientContext;
  /** The merged language tree (lang/en/*.json). */
  translations: LanguageTree;
  /** Another client language's merged tree, by code; absent: English only. */
  language?(code: string): LanguageTree;
  /** The text of a template file, by its path inside the system ("templates/x.hbs"). */
  readTemplate(path: string): Promise<string>;
  /** Absent in Node: writes commit in this process. Present in a sandbox seat: writes go through the server. */
  network?: NetworkPort;
  /** Absent in Node (no DOM: element throws, dialogs take queued answers). Present in a sandbox seat. */
  screen?: ScreenPort;
}

export function installRuntime(options: InstallOptions, ports: RuntimePorts): FoundryRuntime {
  if (current) throw new Error("The Foundry test runtime is already installed: call uninstall() first (e.g. in afterEach)");
  const systemId = options.systemId ?? "deckbound";
  const hooks = new RuntimeHooks();
  const clients = ports.clients;
  const users = new UserCollection();
  const english = failClosed(new RuntimeI18n(ports.translations), "game.i18n");
  const translations = new Map<string, RuntimeI18n>([["en", english]]);
  const userLanguages = new WeakMap<RuntimeUser, string>();
  const languageOf = (code: string): RuntimeI18n => {
    let known = translations.get(code);
    if (!known) {
      if (!ports.language) throw new Error(`The runtime knows no language "${code}": pass it in installFoundryRuntime({ languages })`);
      known = failClosed(new RuntimeI18n(ports.language(code), code), "game.i18n");
      translations.set(code, known);
    }
    return known;
  };
  /** The acting client's language (English before any user exists). */
  const i18nNow = (): RuntimeI18n => {
    const user = users.size > 0 ? state.currentUser() : undefined;
    return languageOf((user && userLanguages.get(user)) ?? "en");
  };
  const settings = new RuntimeSettings(options.worldSettings);
  // Foundry's own world setting holding what a GM configured of each compendium pack (packs.ts).
  settings.register("core", CONFIG_SETTING, { scope: "world", config: false, type: Object, default: {} });
  const allPacks = (options.packs ?? []).map((manifest) => {
    const pack = new RuntimeCompendiumCollection(manifest, systemId, "system");
    return [pack.collection, pack] as const;
  });
  // Each client has its own `game.packs` (one page's list): a pack one client deletes stays in the others'.
  const packsOfClient = new Map<RuntimeUser, Collection<RuntimeCompendiumCollection>>();
  const packsNow = () => {
    const user = state.currentUser();
    let packs = packsOfClient.get(user);
    if (!packs) packsOfClient.set(user, (packs = new Collection<RuntimeCompendiumCollection>("CompendiumCollection", allPacks)));
    return packs;
  };
  const keybindings = new RuntimeKeybindings();
  const dialogs = new DialogQueue();
  const sheets = new SheetRegistry();
  // Each client has its own open applications (in Node every client shares this process).
  const instancesByClient = new Map<RuntimeUser, Map<string, object>>();
  const appInstances = (): Map<string, object> => {
    const client = state.currentUser();
    let instances = instancesByClient.get(client);
    if (!instances) instancesByClient.set(client, (instances = new Map()));
    return instances;
  };
  const openDialog = dialogOpener(dialogs, ports.screen);
  const apps = applicationsNamespace(openDialog, sheets, appInstances);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const writes: WriteEntry[] = [];
  const notifications: NotificationEntry[] = [];
  const sounds: PlayedSound[] = [];
  let random = seededRandom(DEFAULT_SEED);

  const documentClasses: Record<string, typeof RuntimeDocument> = {
    Actor: RuntimeActor,
    Item: RuntimeItem,
    Cards: RuntimeCards,
    Card: RuntimeCard,
    ChatMessage: RuntimeChatMessage,
    Combat: RuntimeCombat,
    Combatant: RuntimeCombatant,
    User: RuntimeUser,
    ActiveEffect: RuntimeActiveEffect,
  };
  const config: Record<string, DocumentConfig> = {};
  for (const [name, documentClass] of Object.entries(documentClasses)) {
    config[name] = failClosed({ documentClass, dataModels: {} } as DocumentConfig, `CONFIG.${name}`);
  }
  const worldCollection = (name: string) => new Collection<RuntimeDocument>(name);
  const collections = new Map<string, Collection<RuntimeDocument>>([
    ["Actor", worldCollection("Actor")],
    ["Item", worldCollection("Item")],
    ["Cards", worldCollection("Cards")],
    ["ChatMessage", worldCollection("ChatMessage")],
    ["Combat", worldCollection("Combat")],
    ["User", users as unknown as Collection<RuntimeDocument>],
  ]);
  const queries: RuntimeState["queries"] = {};
  // CONFIG.statusEffects starts empty: systems add theirs; Foundry's core list is not reproduced.
  const statusEffects: StatusEffectConfig[] = [];

  let silent = false;
  const state: RuntimeState = {
    systemId,
    hooks,
    config,
    queries,
    statusEffects,
    collections,
    writes,
    notifications,
    settings,
    openDialog,
    currentUser() {
      const user = clients.current() ?? users.contents[0];
      if (!user) throw new Error("No user exists yet: call runtime.createUser() first");
      return user;
    },
    runAs: (user, fn) => clients.run(user, async () => fn()),
    onEveryClient(fn) {
      if (silent) return;
      const initiator = state.currentUser();
      // Over a network each client runs its own post-hooks when the change reaches it.
      const others = options.postHooksOn === "initiator-only" || ports.network ? [] : users.filter((u) => u.active && u !== initiator);
      for (const user of [initiator, ...others]) clients.run(user, fn);
    },
    runSilently(fn) {
      silent = true;
      try {
        fn();
      } finally {
        silent = false;
      }
    },
    network: ports.network,
    screen: ports.screen,
    random: () => random(),
    localize: (key) => i18nNow().lookup(key),
    sheetClassFor: (documentName, type) => sheets.sheetClassFor(documentName, type),
    appInstances,
  };
  setRuntime(state);
  fields.fieldLabels.lookup = (key) => i18nNow().lookup(key);
  translator.localize = (key) => i18nNow().localize(key);
  translator.format = (key, data) => i18nNow().format(key, data);
  templateSettings.systemId = systemId;
  templateSettings.read = ports.readTemplate;
  clearTemplateCache();

  const notify =
    (type: NotificationEntry["type"]) =>
    (message: string, opts: { localize?: boolean; format?: Record<string, unknown>; progress?: boolean } = {}) => {
      const i18n = i18nNow();
      const text = opts.format ? i18n.format(message, opts.format) : opts.localize ? i18n.localize(message) : message;
      const entry: NotificationEntry = { type, message: text, ...(opts.progress ? { pct: 0 } : {}) };
      notifications.push(entry);
      const shown = ports.screen?.notify(type, text);
      return { id: notifications.length, type, message: text, ...(opts.progress ? { update: progressUpdate(entry, shown) } : {}) };
    };

  const game = failClosed(
    {
      get user() {
        return state.currentUser();
      },
      get userId() {
        return state.currentUser().id;
      },
      ready: true,
      users,
      actors: collections.get("Actor"),
      items: collections.get("Item"),
      cards: collections.get("Cards"),
      messages: collections.get("ChatMessage"),
      combats: collections.get("Combat"),
      settings: failClosed(settings, "game.settings"),
      keybindings: failClosed(keybindings, "game.keybindings"),
      get i18n() {
        return i18nNow();
      },
      system: failClosed({ id: systemId }, "game.system"),
      get packs() {
        return packsNow();
      },
    },
    "game",
  );

  const CONFIG = failClosed({ ...config, queries, statusEffects }, "CONFIG");
  const CONST = failClosed(
    {
      DOCUMENT_OWNERSHIP_LEVELS: Object.freeze({ ...OWNERSHIP_LEVELS }),
      USER_ROLES: Object.freeze({ ...USER_ROLES }),
      CARD_DRAW_MODES: Object.freeze({ ...CARD_DRAW_MODES }),
      CHAT_MESSAGE_STYLES: Object.freeze({ ...CHAT_MESSAGE_STYLES }),
      BASE_DOCUMENT_TYPE: "base",
      AUDIO_CHANNELS,
    },
    "CONST",
  );
  const foundryNamespace = failClosed(
    {
      data: failClosed({ fields: failClosed(fieldClasses(), "foundry.data.fields") }, "foundry.data"),
      abstract: failClosed({ DataModel, TypeDataModel, Document: RuntimeDocument }, "foundry.abstract"),
      documents: failClosed({ ...documentClasses, collections: apps.collections }, "foundry.documents"),
      utils: failClosed(foundryUtils(timers), "foundry.utils"),
      applications: apps.applications,
      appv1: apps.appv1,
      audio: failClosed(
        {
          AudioHelper: failClosed(
            audioHelper(sounds, () => state.currentUser().name ?? ""),
            "AudioHelper",
          ),
        },
        "foundry.audio",
      ),
      helpers: failClosed(
        {
          interaction: failClosed(
            {
              KeyboardManager: failClosed(
                { MODIFIER_KEYS: Object.freeze({ ...MODIFIER_KEYS }) },
                "foundry.helpers.interaction.KeyboardManager",
              ),
            },
            "foundry.helpers.interaction",
          ),
        },
        "foundry.helpers",
      ),
    },
    "foundry",
  );

  setGlobal("game", game);
  setGlobal("CONFIG", CONFIG);
  setGlobal("CONST", CONST);
  setGlobal("foundry", foundryNamespace);
  setGlobal("Hooks", failClosed(hooks, "Hooks"));
  // The global Handlebars systems register their helpers on: the runtime's configured instance.
  const registeredHelpers = new Set<string>();
  setGlobal(
    "Handlebars",
    failClosed(
      {
        registerHelper(name: string, helper: Handlebars.HelperDelegate) {
          registeredHelpers.add(name);
          handlebars.registerHelper(name, helper);
        },
        escapeExpression: (text: unknown) => handlebars.Utils.escapeExpression(String(text ?? "")),
        SafeString: handlebars.SafeString,
      },
      "Handlebars",
    ),
  );
  setGlobal(
    "ui",
    failClosed(
      { notifications: failClosed({ info: notify("info"), warn: notify("warn"), error: notify("error") }, "ui.notifications") },
      "ui",
    ),
  );
  setGlobal("fromUuid", fromUuid);
  setGlobal("fromUuidSync", fromUuidSync);
  for (const [name, documentClass] of Object.entries(documentClasses)) setGlobal(name, documentClass);

  const uninstall = () => {
    for (const timer of timers) clearTimeout(timer);
    for (const name of registeredHelpers) handlebars.unregisterHelper(name);
    removeGlobals();
    setRuntime(undefined);
    fields.fieldLabels.lookup = () => undefined;
    translator.localize = (key) => key;
    translator.format = (key) => key;
    current = undefined;
    const uncaught = hooks.errors.splice(0);
    if (uncaught.length > 0)
      throw new Error(
        `A hook listener threw (caught and logged, as Foundry does): ${uncaught.map(({ hook, error }) => `${hook}: ${String(error)}`).join("; ")}`,
        { cause: uncaught[0]!.error },
      );
  };
  current = { uninstall };

  const asUser = (user: User.Implementation) => user as unknown as RuntimeUser;
  return {
    async createUser(data) {
      const user = new RuntimeUser({ _id: data.id ?? utils.randomID(), name: data.name, role: USER_ROLES[data.role as RoleName] });
      user.active = data.active ?? true;
      if (data.language) {
        languageOf(data.language);
        userLanguages.set(user, data.language);
      }
      users.set(user.id as string, user);
      return user as unknown as User.Implementation;
    },
    as: (user, fn) => state.runAs(asUser(user), fn),
    writes: {
      get count() {
        return writes.length;
      },
      get log() {
        return writes;
      },
      reset() {
        writes.length = 0;
      },
    },
    notifications: {
      get log() {
        return notifications;
      },
      clear() {
        notifications.length = 0;
      },
    },
    sounds: {
      get log() {
        return sounds;
      },
      clear() {
        sounds.length = 0;
      },
    },
    hookErrors: {
      get log() {
        return hooks.errors;
      },
      clear() {
        hooks.errors.length = 0;
      },
    },
    seedRandom(seed) {
      random = seededRandom(seed);
    },
    dialogs,
    clickAction,
    submitForm,
    uninstall,
  };
}

/**
 * `game.settings`: register / get / set. World settings are shared, stored in the world (setting one
 * is a database write and needs a GM); client settings are kept per user, standing in for each
 * client's localStorage. Values are coerced by `type` (String, Number, Boolean, Object, a DataField
 * or a DataModel class) and checked against `choices` and `range`. `onChange(value, options)` runs
 * after a change: on every connected client for a world setting, on this client for a client setting.
 * A world setting is a Setting document in Foundry: storing one fires `createSetting` (the first
 * time) or `updateSetting` on every client, as every document's post-hooks do ("fires for every
 * Document type … for all connected clients", https://foundryvtt.com/api/v14/functions/hookEvents.updateDocument.html),
 * with a stand-in for the document: `{documentName: "Setting", key, value}`.
 * ⚠ docs/FOUNDRY-ASSUMPTIONS.md: the hook fires after `onChange`, with the Setting's key and value.
 */
import { DataField, DataModelValidationError } from "./fields.ts";
import { DataModel } from "./data-model.ts";
import { recordWrite, runtime } from "./state.ts";
import { deepClone } from "./utils.ts";

export interface SettingConfig {
  name?: string;
  hint?: string;
  scope?: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Readonly<Record<string, string | undefined>>;
  range?: { min?: number; max?: number; step?: number };
  /** Typed per setting by Foundry; called here as (value, options). */
  onChange?: (value: never, options?: never) => void;
  requiresReload?: boolean;
}

export class RuntimeSettings {
  private readonly registered = new Map<string, SettingConfig & { namespace: string; key: string }>();
  private readonly world: Map<string, unknown>;
  private readonly client = new Map<string, Map<string, unknown>>();
  readonly menus = new Map<string, unknown>();

  /**
   * `stored`: the world's settings, "<namespace>.<key>" → value, as Foundry loads them with the world
   * before init: a world setting read at init, right after it is registered, has its stored value
   * (dnd5e's init reads its world settings honorScore and sanityScore so: foundryvtt/dnd5e, dnd5e.mjs).
   */
  constructor(stored: Readonly<Record<string, unknown>> = {}) {
    this.world = new Map(Object.entries(stored).map(([id, value]) => [id, deepClone(value)]));
  }

  register(namespace: string, key: string, config: SettingConfig): void {
    this.registered.set(`${namespace}.${key}`, { scope: "client", ...config, namespace, key });
  }

  registerMenu(namespace: string, key: string, config: unknown): void {
    this.menus.set(`${namespace}.${key}`, config);
  }

  /** The settings registry, keyed "<namespace>.<key>". */
  get settings(): ReadonlyMap<string, SettingConfig> {
    return this.registered;
  }

  get(namespace: string, key: string, _options?: object): unknown {
    const config = this.config(namespace, key);
    const stored = this.storeFor(config.scope).get(`${namespace}.${key}`);
    return this.initialize(config, stored === undefined ? deepClone(config.default) : deepClone(stored));
  }

  async set(namespace: string, key: string, value: unknown, _options?: object): Promise<unknown> {
    const config = this.config(namespace, key);
    const user = runtime().currentUser();
    if (config.scope === "world" && !user.isGM) {
      throw new Error(`User ${user.name} lacks permission to set the world setting ${namespace}.${key}`);
    }
    const cleaned = this.clean(config, value);
    const network = runtime().network;
    if (network && config.scope === "world") {
      recordWrite("update", "Setting", 1);
      await network.commit({ op: "setting", namespace, key, value: cleaned });
      return this.get(namespace, key);
    }
    const id = `${namespace}.${key}`;
    const store = this.storeFor(config.scope);
    const existed = store.has(id);
    store.set(id, cleaned);
    if (config.scope !== "client") recordWrite(existed ? "update" : "create", "Setting", 1);
    const onChange = config.onChange as ((value: unknown, options: object) => void) | undefined;
    // A world setting changes on every client; a client setting only on this one.
    if (config.scope === "world") runtime().onEveryClient(() => this.changed(namespace, key, existed, onChange));
    else onChange?.(this.get(namespace, key), {});
    return this.get(namespace, key);
  }

  /** A world setting's value committed by the server (the sandbox): stored here, then its onChange on this client. */
  applyWorldValue(namespace: string, key: string, value: unknown): void {
    const config = this.config(namespace, key);
    const existed = this.world.has(`${namespace}.${key}`);
    this.world.set(`${namespace}.${key}`, deepClone(value));
    const onChange = config.onChange as ((value: unknown, options: object) => void) | undefined;
    runtime().onEveryClient(() => this.changed(namespace, key, existed, onChange));
  }

  /** A world setting changed, on this client: its onChange, then the Setting document's post-hook. */
  private changed(
    namespace: string,
    key: string,
    existed: boolean,
    onChange: ((value: unknown, options: object) => void) | undefined,
  ): void {
    const value = this.get(namespace, key);
    onChange?.(value, {});
    const setting = Object.freeze({ documentName: "Setting", key: `${namespace}.${key}`, value });
    runtime().hooks.callAll(
      existed ? "updateSetting" : "createSetting",
      setting,
      existed ? { value } : setting,
      {},
      runtime().currentUser().id,
    );
  }

  private config(namespace: string, key: string): SettingConfig & { namespace: string; key: string } {
    const config = this.registered.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  }

  private storeFor(scope: SettingConfig["scope"]): Map<string, unknown> {
    if (scope === "world") return this.world;
    const userId = runtime().currentUser().id as string;
    let store = this.client.get(userId);
    if (!store) this.client.set(userId, (store = new Map()));
    return store;
  }

  /** Coerce and check a value before it is stored; invalid values throw and store nothing. */
  private clean(config: SettingConfig, value: unknown): unknown {
    const type = config.type;
    let out: unknown = value;
    if (type === Number) out = Number(value);
    else if (type === String) out = String(value);
    else if (type === Boolean) out = Boolean(value);
    else if (type instanceof DataField) {
      out = type.clean(value);
      const failures: Record<string, string> = {};
      type.validate(out, "value", failures);
      if (Object.keys(failures).length) throw new DataModelValidationError(failures, "Setting");
    } else if (typeof type === "function" && type.prototype instanceof DataModel) {
      out = new (type as typeof DataModel)(value as Record<string, unknown>).toObject();
    } else out = deepClone(value);
    if (type === Number && !Number.isFinite(out)) throw new Error(`Setting value ${String(value)} is not a number`);
    if (config.choices && !(String(out) in config.choices)) throw new Error(`Setting value ${String(out)} is not one of the choices`);
    const { min, max } = config.range ?? {};
    if (typeof out === "number" && ((min !== undefined && out < min) || (max !== undefined && out > max))) {
      throw new Error(`Setting value ${out} is outside its range`);
    }
    return out;
  }

  private initialize(config: SettingConfig, value: unknown): unknown {
    const type = config.type;
    if (typeof type === "function" && type.prototype instanceof DataModel && value !== null && typeof value === "object") {
      return new (type as typeof DataModel)(value as Record<string, unknown>);
    }
    return value;
  }
}

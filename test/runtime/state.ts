/**
 * The installed runtime's shared state. Runtime modules read it through `runtime()` rather than the
 * typed Foundry globals, so the implementation is typed by its own classes.
 */
import type { RuntimeHooks } from "./hooks.ts";
import type { Collection } from "./collection.ts";
import type { DataModel } from "./data-model.ts";
import type { RuntimeDocument } from "./document.ts";
import type { RuntimeUser } from "./users.ts";
import type { StatusEffectConfig } from "./active-effects.ts";
import type { NetworkPort } from "./network.ts";
import type { ScreenPort } from "./screen.ts";
import type { RuntimeSettings } from "./settings.ts";

export type DocumentClass = typeof RuntimeDocument;

export interface DocumentConfig {
  documentClass: DocumentClass;
  dataModels: Record<string, typeof DataModel>;
}

export interface WriteEntry {
  op: "create" | "update" | "delete";
  documentName: string;
  n: number;
}

export interface NotificationEntry {
  type: "info" | "warn" | "error";
  message: string;
  /** A progress notification's completion, 0 to 1 (set by `update({ pct })`); absent on others. */
  pct?: number;
}

export interface RuntimeState {
  systemId: string;
  hooks: RuntimeHooks;
  config: Record<string, DocumentConfig>;
  queries: Record<string, (data: unknown, options: { timeout?: number }) => unknown>;
  /** CONFIG.statusEffects: the array systems push their token statuses onto. */
  statusEffects: StatusEffectConfig[];
  /** World collections by document name (Actor, Item, Cards, ChatMessage, Combat, User). */
  collections: Map<string, Collection<RuntimeDocument>>;
  currentUser(): RuntimeUser;
  /** Run fn as `user` (AsyncLocalStorage). */
  runAs<T>(user: RuntimeUser, fn: () => T | Promise<T>): Promise<T>;
  /**
   * Run fn once on every connected client, the current one first: what Foundry does with the post
   * hooks of a database operation (create*, update*, delete*) and world-setting onChange.
   */
  onEveryClient(fn: () => void): void;
  /** Run fn with no post-hooks: a client loading the world it joins (the sandbox). */
  runSilently(fn: () => void): void;
  writes: WriteEntry[];
  notifications: NotificationEntry[];
  /** Seedable uniform [0, 1) source for shuffles and random draws. */
  random(): number;
  localize(key: string): string | undefined;
  /** The registered default sheet class for a document (DocumentSheetConfig). */
  sheetClassFor(documentName: string, type: string): unknown;
  /** foundry.applications.instances: the current client's rendered applications by id. */
  appInstances(): Map<string, object>;
  settings: RuntimeSettings;
  /** DialogV2.confirm / prompt / wait / input: on the screen when there is one, else the next queued answer. */
  openDialog(kind: "confirm" | "prompt" | "wait" | "input", config: Record<string, unknown>): Promise<unknown>;
  /** Set when this runtime is one client among others (the sandbox): writes and queries go through it. */
  network: NetworkPort | undefined;
  /** Set when there is a screen (the sandbox): applications mount there, dialogs and notifications show there. */
  screen: ScreenPort | undefined;
}

let installed: RuntimeState | undefined;

/** Whether a runtime is installed (a render still in flight when a test world is torn down checks it). */
export function runtimeInstalled(): boolean {
  return installed !== undefined;
}

export function runtime(): RuntimeState {
  if (!installed) throw new Error("The Foundry test runtime is not installed: call installFoundryRuntime() first");
  return installed;
}

export function setRuntime(state: RuntimeState | undefined): void {
  installed = state;
}

export function recordWrite(op: WriteEntry["op"], documentName: string, n: number): void {
  runtime().writes.push({ op, documentName, n });
}

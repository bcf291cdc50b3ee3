/**
 * Where applications, dialogs and notifications show when the runtime has a screen (the sandbox's
 * seats, in a browser). In Node there is none: `element` fails closed, dialogs take queued answers,
 * notifications are only logged.
 */
import type { AnyRecord } from "./utils.ts";

export interface MountedApplication {
  readonly id: string;
  readonly title: string;
  readonly options: AnyRecord;
  readonly renderedParts: Record<string, string>;
}

export interface ScreenPort {
  /**
   * Show the app's freshly rendered parts (a window); returns its root element (`app.element`).
   * `raise` brings it to the front, as Foundry does on a first or forced render (not on a re-render).
   */
  mount(app: MountedApplication, raise: boolean): HTMLElement;
  /** Take the app's window off the screen. */
  unmount(app: MountedApplication): void;
  /** DialogV2.confirm / prompt / wait / input: show it; resolves as Foundry's would. */
  dialog(kind: "confirm" | "prompt" | "wait" | "input", config: AnyRecord): Promise<unknown>;
  /** Show a notification; returns how to change its text (a progress notification's `update({ message })`). */
  notify(type: "info" | "warn" | "error", message: string): ShownNotification | void;
}

export interface ShownNotification {
  setMessage(message: string): void;
}

/**
 * `game.keybindings`: register (at init), get and set an action's bindings, as Foundry's
 * ClientKeybindings does. A binding is a `KeyboardEvent.code` and optional modifiers; the user may
 * rebind an action (`set`), else its `editable` defaults apply. `dispatch` stands in for Foundry's
 * KeyboardManager: the sandbox's seats call it on keydown; matching actions' `onDown` run in order of
 * precedence (as registered) until one returns true. Modifiers must match exactly; `restricted`
 * actions are the GM's only. Not here: `onUp`, `repeat`, reserved modifiers, precedence levels.
 */
import { runtime } from "./state.ts";

/** `foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS`: the names bindings use. */
export const MODIFIER_KEYS = { CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" } as const;

export type KeyModifier = (typeof MODIFIER_KEYS)[keyof typeof MODIFIER_KEYS];

export interface KeybindingBinding {
  key: string;
  modifiers?: KeyModifier[];
}

export interface KeybindingContext {
  event: KeyboardEvent | null;
  key: string;
  isShift: boolean;
  isControl: boolean;
  isAlt: boolean;
  hasModifier: boolean;
  modifiers: KeyModifier[];
  up: boolean;
  repeat: boolean;
}

export interface KeybindingActionConfig {
  name: string;
  hint?: string;
  editable?: KeybindingBinding[];
  uneditable?: KeybindingBinding[];
  onDown?: (context: KeybindingContext) => boolean | void;
  restricted?: boolean;
}

/** A key as pressed: its code and which modifiers were held. */
export interface KeyPress {
  readonly code: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly repeat: boolean;
  readonly event: KeyboardEvent | null;
}

export class RuntimeKeybindings {
  readonly actions = new Map<string, KeybindingActionConfig & { namespace: string; action: string }>();
  /** Each user's own bindings (client-side in Foundry, so per user here). */
  private readonly bound = new Map<string, Map<string, KeybindingBinding[]>>();

  register(namespace: string, action: string, data: KeybindingActionConfig): void {
    const id = `${namespace}.${action}`;
    if (this.actions.has(id)) throw new Error(`A keybinding action "${id}" is already registered`);
    if (!data.name) throw new Error(`The keybinding action "${id}" needs a name`);
    this.actions.set(id, { ...data, namespace, action });
  }

  get(namespace: string, action: string): KeybindingBinding[] {
    const id = `${namespace}.${action}`;
    const config = this.actions.get(id);
    if (!config) throw new Error(`No keybinding action "${id}" is registered`);
    const own = this.boundForUser().get(id);
    return [...(config.uneditable ?? []), ...(own ?? config.editable ?? [])];
  }

  async set(namespace: string, action: string, bindings: KeybindingBinding[]): Promise<void> {
    const id = `${namespace}.${action}`;
    if (!this.actions.has(id)) throw new Error(`No keybinding action "${id}" is registered`);
    this.boundForUser().set(
      id,
      bindings.map((binding) => ({ key: binding.key, modifiers: [...(binding.modifiers ?? [])] })),
    );
  }

  /** A key went down on this client: run the matching actions; true when one handled it. */
  dispatch(press: KeyPress): boolean {
    const modifiers: KeyModifier[] = [];
    if (press.shiftKey) modifiers.push("Shift");
    if (press.ctrlKey) modifiers.push("Control");
    if (press.altKey) modifiers.push("Alt");
    const context: KeybindingContext = {
      event: press.event,
      key: press.code,
      isShift: press.shiftKey,
      isControl: press.ctrlKey,
      isAlt: press.altKey,
      hasModifier: modifiers.length > 0,
      modifiers,
      up: false,
      repeat: press.repeat,
    };
    const isGM = runtime().currentUser().isGM;
    for (const config of this.actions.values()) {
      if (!config.onDown || (config.restricted && !isGM)) continue;
      const matches = this.get(config.namespace, config.action).some(
        (binding) => binding.key === press.code && sameModifiers(binding.modifiers ?? [], modifiers),
      );
      if (matches && config.onDown(context) === true) return true;
    }
    return false;
  }

  private boundForUser(): Map<string, KeybindingBinding[]> {
    const userId = runtime().currentUser().id ?? "";
    let bound = this.bound.get(userId);
    if (!bound) this.bound.set(userId, (bound = new Map()));
    return bound;
  }
}

function sameModifiers(a: readonly KeyModifier[], b: readonly KeyModifier[]): boolean {
  return a.length === b.length && a.every((modifier) => b.includes(modifier));
}

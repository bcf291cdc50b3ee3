/**
 * The Game Settings tab, as Foundry's Configure Settings offers them: the world's ruleset; the
 * settings menus the system registered (its GM tools), restricted ones for GMs only, each opening
 * its application; the world's settings, for GMs only (Foundry lets only users who may modify the
 * configuration change them, GMs by default); and this browser's own settings. Every setting
 * registered with `config: true` is there, shown by its type — a checkbox, a list of its choices,
 * a number within its range or a text — and saved as it changes; one that needs a reload (the
 * ruleset) is shown but changed only by starting a new world. Configure Controls, as Foundry's,
 * lists every keybinding action registered (`game.keybindings.actions`; a restricted one for GMs
 * only) with its name, hint and the keys this user has for it.
 */
import { element, ShellView } from "./shell-view.ts";
import type { Notifier } from "./notifications.ts";

interface MenuConfig {
  name?: string;
  label?: string;
  hint?: string;
  restricted?: boolean;
  type: new () => { render(force: boolean): Promise<unknown> };
}

interface SettingEntry {
  namespace: string;
  key: string;
  name?: string;
  hint?: string;
  scope?: string;
  config?: boolean;
  type?: unknown;
  choices?: Readonly<Record<string, string | undefined>>;
  range?: { min?: number; max?: number; step?: number };
  requiresReload?: boolean;
}

interface Settings {
  readonly menus: ReadonlyMap<string, MenuConfig>;
  readonly settings: ReadonlyMap<string, SettingEntry>;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

const l = (key: string) => game.i18n.localize(key);
const settings = () => game.settings as unknown as Settings;

export function settingsTab(rulesetLabel: string, notifier: Notifier): HTMLElement {
  const section = element("section", { class: "settings" });
  section.append(element("p", {}, game.i18n.format("SANDBOX.Settings.Ruleset", { ruleset: rulesetLabel })));
  const controls = element("button", { type: "button", class: "configure-controls" }, l("SANDBOX.Keys.Open"));
  controls.addEventListener(
    "click",
    () => void notifier.guard(() => new ShellView(l("SANDBOX.Keys.Title"), keybindingList, "sandbox-keybindings").render(true)),
  );
  section.append(controls);
  const list = element("ul", { class: "settings-menus", "aria-label": l("SANDBOX.Settings.Menus") });
  for (const menu of settings().menus.values()) {
    // `restricted` "only cares if you're a GM" (chrisk123999/chris-premades#516): assistant GMs see these too.
    if (menu.restricted && !game.user.isGM) continue;
    const open = element("button", { type: "button" }, l(menu.label ?? menu.name ?? ""));
    open.addEventListener("click", () => void notifier.guard(() => new menu.type().render(true)));
    list.append(element("li", {}, element("strong", {}, l(menu.name ?? "")), element("p", { class: "hint" }, l(menu.hint ?? "")), open));
  }
  if (list.children.length) section.append(list);
  else section.append(element("p", { class: "empty" }, l("SANDBOX.Settings.NoMenus")));
  if (game.user.isGM) section.append(settingGroup("world", "SANDBOX.Settings.World", notifier));
  section.append(settingGroup("client", "SANDBOX.Settings.Client", notifier));
  return section;
}

function settingGroup(scope: "world" | "client", legend: string, notifier: Notifier): HTMLElement {
  const group = element("fieldset", { class: "client-settings", "aria-label": l(legend) }, element("legend", {}, l(legend)));
  for (const setting of settings().settings.values()) {
    if (setting.scope !== scope || !setting.config) continue;
    const id = `setting-${setting.namespace}-${setting.key}`.replace(/[^a-zA-Z0-9_-]/g, "-");
    const control = controlFor(setting, id, notifier);
    const label = element("label", { for: id }, l(setting.name ?? ""));
    const hint = setting.requiresReload ? `${l(setting.hint ?? "")} ${l("SANDBOX.Settings.NewWorld")}` : l(setting.hint ?? "");
    // A checkbox stands before its name; a list, number or text below it, as wide as the tab.
    const row = control instanceof HTMLInputElement && control.type === "checkbox" ? [control, label] : [label, control];
    const kind = row[0] === control ? "client-setting" : "client-setting stacked";
    group.append(element("div", { class: kind }, ...row, element("p", { class: "hint" }, hint)));
  }
  return group;
}

/** The setting's control, showing what is stored, saving on change (and showing what was stored if the change is refused). */
function controlFor(setting: SettingEntry, id: string, notifier: Notifier): HTMLElement {
  const stored = () => settings().get(setting.namespace, setting.key);
  const save = (value: unknown, show: () => void) =>
    void notifier.guard(async () => {
      try {
        await settings().set(setting.namespace, setting.key, value);
      } finally {
        show();
      }
    });
  if (setting.type === Boolean) {
    const box = element("input", { type: "checkbox", id });
    const show = () => (box.checked = stored() === true);
    show();
    box.addEventListener("change", () => save(box.checked, show));
    return disabledIfReload(box, setting);
  }
  if (setting.choices) {
    const select = element("select", { id });
    for (const [value, label] of Object.entries(setting.choices)) select.append(element("option", { value }, l(label ?? value)));
    const show = () => (select.value = String(stored()));
    show();
    select.addEventListener("change", () => save(setting.type === Number ? Number(select.value) : select.value, show));
    return disabledIfReload(select, setting);
  }
  const number = setting.type === Number;
  const input = element("input", { type: number ? "number" : "text", id });
  if (number && setting.range) {
    for (const bound of ["min", "max", "step"] as const)
      if (setting.range[bound] !== undefined) input.setAttribute(bound, String(setting.range[bound]));
  }
  const show = () => (input.value = String(stored() ?? ""));
  show();
  input.addEventListener("change", () => save(number ? Number(input.value) : input.value, show));
  return disabledIfReload(input, setting);
}

/** A setting that needs a reload (the world's ruleset) changes with a new world in the sandbox. */
function disabledIfReload<T extends HTMLInputElement | HTMLSelectElement>(control: T, setting: SettingEntry): T {
  if (setting.requiresReload) control.disabled = true;
  return control;
}

interface KeybindingAction {
  readonly namespace: string;
  readonly action: string;
  readonly name: string;
  readonly hint?: string;
  readonly restricted?: boolean;
}

interface Keybindings {
  readonly actions: ReadonlyMap<string, KeybindingAction>;
  get(namespace: string, action: string): readonly { readonly key: string; readonly modifiers?: readonly string[] }[];
}

/** A key as Foundry's Configure Controls shows it: KeyP with Shift → "Shift + P", BracketRight → "]". */
function keyLabel(binding: { readonly key: string; readonly modifiers?: readonly string[] }): string {
  const names: Record<string, string> = { BracketRight: "]", BracketLeft: "[" };
  return [...(binding.modifiers ?? []), names[binding.key] ?? binding.key.replace(/^(Key|Digit)/, "")].join(" + ");
}

/** Configure Controls: each action this user may use, its name, its keys and its hint. */
function keybindingList(): HTMLElement {
  const keybindings = game.keybindings as unknown as Keybindings;
  const list = element("ul", { class: "sandbox-keybindings", "aria-label": l("SANDBOX.Keys.Title") });
  for (const action of keybindings.actions.values()) {
    if (action.restricted && !game.user.isGM) continue;
    const keys = keybindings.get(action.namespace, action.action).map(keyLabel);
    list.append(
      element(
        "li",
        {},
        element("strong", {}, l(action.name)),
        element("kbd", {}, keys.length ? keys.join(", ") : l("SANDBOX.Keys.Unbound")),
        element("p", { class: "hint" }, l(action.hint ?? "")),
      ),
    );
  }
  if (!list.children.length) return element("p", { class: "empty" }, l("SANDBOX.Keys.None"));
  return list;
}

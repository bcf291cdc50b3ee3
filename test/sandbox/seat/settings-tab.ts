/**
 * The Game Settings tab: the world's ruleset, and the settings menus the system registered (its
 * GM tools: Set up / Repair decks, a ruleset's GM table…), restricted ones for GMs only, each
 * opening its application as Foundry's Configure Settings does; then, for a GM, the world's settings
 * (world scope, shown in Configure Settings and editable by GMs only: a ruleset's rulings), and this
 * browser's own settings (client scope), each a checkbox saved as it changes. Only Boolean settings
 * are shown: the playthroughs need no other kind yet.
 */
import { element } from "./shell-view.ts";
import type { Notifier } from "./notifications.ts";

interface MenuConfig {
  name?: string;
  label?: string;
  hint?: string;
  restricted?: boolean;
  type: new () => { render(force: boolean): Promise<unknown> };
}

const l = (key: string) => game.i18n.localize(key);

export function settingsTab(rulesetLabel: string, notifier: Notifier): HTMLElement {
  const section = element("section", { class: "settings" });
  section.append(element("p", {}, game.i18n.format("SANDBOX.Settings.Ruleset", { ruleset: rulesetLabel })));
  const menus = (game.settings as unknown as { menus: Map<string, MenuConfig> }).menus;
  const list = element("ul", { class: "settings-menus", "aria-label": l("SANDBOX.Settings.Menus") });
  for (const menu of menus.values()) {
    if (menu.restricted && !game.user.isGM) continue;
    const open = element("button", { type: "button" }, l(menu.label ?? menu.name ?? ""));
    open.addEventListener("click", () => void notifier.guard(() => new menu.type().render(true)));
    list.append(element("li", {}, element("strong", {}, l(menu.name ?? "")), element("p", { class: "hint" }, l(menu.hint ?? "")), open));
  }
  if (list.children.length) section.append(list);
  else section.append(element("p", { class: "empty" }, l("SANDBOX.Settings.NoMenus")));
  if (game.user.isGM) section.append(booleanSettings("world", "SANDBOX.Settings.World", notifier));
  section.append(booleanSettings("client", "SANDBOX.Settings.Client", notifier));
  return section;
}

interface SettingEntry {
  namespace: string;
  key: string;
  name?: string;
  hint?: string;
  scope?: string;
  config?: boolean;
  type?: unknown;
}

function booleanSettings(scope: "world" | "client", legend: string, notifier: Notifier): HTMLElement {
  const registered = (game.settings as unknown as { settings: ReadonlyMap<string, SettingEntry> }).settings;
  const group = element("fieldset", { class: `${scope}-settings` }, element("legend", {}, l(legend)));
  for (const setting of registered.values()) {
    if (setting.scope !== scope || !setting.config || setting.type !== Boolean) continue;
    const settings = game.settings as unknown as {
      get(namespace: string, key: string): unknown;
      set(namespace: string, key: string, value: unknown): Promise<unknown>;
    };
    const box = element("input", { type: "checkbox" });
    box.checked = settings.get(setting.namespace, setting.key) === true;
    box.addEventListener("change", () => void notifier.guard(() => settings.set(setting.namespace, setting.key, box.checked)));
    group.append(
      element(
        "label",
        { class: "boolean-setting" },
        box,
        element("span", {}, l(setting.name ?? "")),
        element("p", { class: "hint" }, l(setting.hint ?? "")),
      ),
    );
  }
  return group;
}

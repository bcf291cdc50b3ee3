/**
 * DialogV2 on screen: `confirm` (Yes / No), `prompt` (one OK button), `wait` (the config's buttons)
 * and `input` (OK / Cancel, resolving with the form's values), each a modal window holding the
 * config's content in a form. A button's `callback(event, button, dialog)` decides the answer when
 * given, as in Foundry; otherwise the answer is the button's action (confirm: true / false; input:
 * the form data). Closing the window answers null. The config's `render(event, dialog)` runs once
 * the dialog is shown, as Foundry's does (`dialog.element` is the dialog's form).
 */
import type { AnyRecord } from "../../runtime/utils.ts";
import { readForm } from "./forms.ts";

interface DialogButton {
  action: string;
  label: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: { element: HTMLElement }) => unknown;
}

type Kind = "confirm" | "prompt" | "wait" | "input";

function buttonsFor(kind: Kind, config: AnyRecord): DialogButton[] {
  const given = (key: string, fallback: DialogButton): DialogButton => ({
    ...fallback,
    ...((config[key] as Partial<DialogButton> | undefined) ?? {}),
  });
  if (kind === "confirm")
    return [
      given("yes", { action: "yes", label: "SANDBOX.Dialog.Yes", default: true }),
      given("no", { action: "no", label: "SANDBOX.Dialog.No" }),
    ];
  if (kind === "prompt") return [given("ok", { action: "ok", label: "SANDBOX.Dialog.Ok", default: true })];
  if (kind === "input")
    return [given("ok", { action: "ok", label: "SANDBOX.Dialog.Ok", default: true }), { action: "cancel", label: "SANDBOX.Dialog.Cancel" }];
  return (config["buttons"] as DialogButton[] | undefined) ?? [];
}

export class DialogLayer {
  constructor(private readonly layer: HTMLElement) {}

  open(kind: Kind, config: AnyRecord): Promise<unknown> {
    const window = (config["window"] ?? {}) as { title?: string };
    const title = game.i18n.localize(window.title ?? "");
    const overlay = document.createElement("div");
    overlay.className = "sandbox-modal";
    const form = document.createElement("form");
    form.className = ["application", "dialog", "sandbox-window", ...((config["classes"] as string[] | undefined) ?? [])].join(" ");
    form.setAttribute("role", "dialog");
    form.setAttribute("aria-modal", "true");
    form.setAttribute("aria-label", title);
    const header = document.createElement("header");
    header.className = "window-header";
    const heading = document.createElement("h2");
    heading.className = "window-title";
    heading.textContent = title;
    const close = document.createElement("button");
    close.type = "button";
    close.className = "header-control";
    close.textContent = "✕";
    close.setAttribute("aria-label", game.i18n.localize("SANDBOX.Window.Close"));
    header.append(heading, close);
    const content = document.createElement("section");
    content.className = "window-content dialog-content";
    const given = config["content"];
    if (given instanceof HTMLElement) content.append(given);
    else content.innerHTML = String(given ?? "");
    const footer = document.createElement("footer");
    footer.className = "form-footer";
    form.append(header, content, footer);
    overlay.append(form);
    this.layer.append(overlay);
    const render = config["render"];
    if (typeof render === "function")
      (render as (event: Event, dialog: { element: HTMLElement }) => void)(new Event("render"), { element: form });

    return new Promise((resolve) => {
      const finish = (value: unknown) => {
        overlay.remove();
        resolve(value);
      };
      close.addEventListener("click", () => finish(null));
      for (const button of buttonsFor(kind, config)) {
        const element = document.createElement("button");
        element.type = "button";
        element.dataset["action"] = button.action;
        element.textContent = game.i18n.localize(button.label);
        if (button.default) element.classList.add("default");
        element.addEventListener("click", async (event) => {
          try {
            if (button.callback) finish(await button.callback(event, element, { element: form }));
            else if (kind === "confirm") finish(button.action === "yes");
            else if (kind === "input") finish(button.action === "ok" ? readForm(form) : null);
            else finish(button.action);
          } catch (error) {
            console.error(error);
            finish(null);
          }
        });
        footer.append(element);
      }
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        footer.querySelector<HTMLButtonElement>("button.default")?.click();
      });
      form.querySelector<HTMLElement>("input, select, textarea, button.default")?.focus();
    });
  }
}

/**
 * The client side of A Game of Bastards' chat cards. Each user sees only the buttons they may
 * press (their own combatants', and the GM's for a GM). Buttons that need a choice first — a card
 * from the user's own hand, or an attack's target and skill — open a dialog on this client, then
 * send the step to the GM's client like any chat-card button. (Plain `data-action` buttons go
 * through the shared delegated listener.)
 */
import { cardFromIdentity } from "../../foundry/table/card-identity.ts";
import { askGm } from "../../foundry/gm/authority.ts";
import { activeRuleset } from "../../foundry/settings.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";
import { HAND } from "../../rules/bastards/index.ts";
import type { Card } from "../../rules/cards/card.ts";
import { buttonIsFor, cardChoice, stepForm } from "./choosers.ts";
import { DRAMATIC_MESSAGE } from "./dramatic-card.ts";
import { FATE_DRAW_MESSAGE } from "./fate-draw.ts";
import { OPPOSITION_MESSAGE, oppositionProcedure } from "./opposition-card.ts";

const DIALOGS = "systems/deckbound/templates/bastards/dialogs";

/** Remove the buttons this user may not press. */
export function hideForeignButtons(root: ParentNode, user: { readonly isGM: boolean; owns(actorId: string): boolean }): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-bastards-actor], [data-bastards-gm]")) {
    const button = { actor: element.dataset["bastardsActor"], gmOnly: element.hasAttribute("data-bastards-gm") };
    if (!buttonIsFor(button, user)) element.remove();
  }
}

function handOf(actorId: string): Card[] {
  const ruleset = activeRuleset();
  const stack = ruleset ? findStack(ruleset.id, { stack: HAND, owner: actorId }) : undefined;
  return stack ? cardsLyingIn(stack).map(({ card }) => card) : [];
}

function formValues(button: HTMLButtonElement): Record<string, string> {
  const data = new FormData(button.form ?? undefined);
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

async function ask(title: string, template: string, context: Record<string, unknown>): Promise<Record<string, string> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(template, context);
  const values: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title },
    content,
    ok: { label: "DECKBOUND.Bastards.Choose.Confirm", callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => formValues(button) },
    rejectClose: false,
  });
  return typeof values === "object" && values !== null ? (values as Record<string, string>) : null;
}

async function chooseCard(actorId: string): Promise<Record<string, string> | null> {
  const choice = cardChoice(handOf(actorId));
  const values = await ask(game.i18n.localize("DECKBOUND.Bastards.Choose.Card"), `${DIALOGS}/choose-card.hbs`, { ...choice });
  const [code, origin] = (values?.["card"] ?? "").split("@");
  const card = cardFromIdentity({ code, origin });
  return card && code && origin ? { code, origin } : null;
}

async function onChooserClick(message: ChatMessage.Implementation, event: MouseEvent): Promise<void> {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-bastards-pick], [data-bastards-form]") : null;
  const actor = target?.dataset["actor"];
  if (!target || !actor || !message.id) return;
  event.preventDefault();
  const pick = target.dataset["bastardsPick"];
  const step = pick ?? target.dataset["bastardsForm"] ?? "";
  let data: Record<string, string> | null;
  if (pick) {
    data = await chooseCard(actor);
  } else {
    const state = oppositionProcedure.parseState((message.system as { state?: unknown }).state);
    if (!state?.opposition) return;
    const form = stepForm(step, state.opposition, state.names, actor);
    data = await ask(game.i18n.localize(`DECKBOUND.Bastards.Opposition.Button.${step}`), `${DIALOGS}/step-form.hbs`, { ...form });
  }
  if (data) await askGm({ kind: "cardAction", messageId: message.id, action: step, data: { ...data, actor } });
}

/** Once, at import: hide foreign buttons and wire the choosers on every rendered Bastards card. */
export function registerBastardsChatHooks(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (![FATE_DRAW_MESSAGE, OPPOSITION_MESSAGE, DRAMATIC_MESSAGE].includes(message.type)) return;
    hideForeignButtons(html, { isGM: game.user.isGM, owns: (actorId) => game.actors.get(actorId)?.isOwner ?? false });
    html.addEventListener("click", (event) => void onChooserClick(message, event));
  });
}

/**
 * The Great Void [DOA-16]: a Knocked Out Dealer hit again begins an Epic Event alone. The combat
 * card shows the GM a button (no `data-action`: it starts another card rather than stepping this
 * one); the GM's client starts the Epic Event for that Dealer alone, where the GM calls Conviction
 * checks against the attacker's TC.
 */
import { askGm } from "../../foundry/gm/authority.ts";
import type { GmResult } from "../../foundry/gm/requests.ts";
import { EPIC_MESSAGE } from "./chat/epic-card.ts";

/** Start the Great Void's Epic Event for this Dealer alone (askGm shows a refusal, if any). */
export function startGreatVoid(dealerId: string): Promise<GmResult> {
  return askGm({ kind: "startCard", messageType: EPIC_MESSAGE, actorId: dealerId, options: { kind: "epic", players: [dealerId] } });
}

/** Wire the Great Void button of a rendered combat card (the GM's client: others never see it). */
export function wireGreatVoidButton(html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-doa-great-void]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const id = button.dataset["id"];
      if (!id) return;
      button.disabled = true;
      void startGreatVoid(id).finally(() => (button.disabled = false));
    });
  }
}

/**
 * The Great Void [DOA-16]: a Knocked Out Dealer hit again begins an Epic Event alone. The combat
 * card shows the GM a button whose prompt, on the GM's client, starts that Epic Event for the
 * Dealer alone (where the GM calls Conviction checks against the attacker's TC, read from this combat
 * card, their DR hidden from the players while the event lasts); the combat card itself takes no
 * step, so the prompt sends nothing.
 */
import { readId } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import type { GmResult } from "../../../foundry/gm/requests.ts";
import type { CardPromptContext } from "../../../foundry/registry/definition.ts";
import { DOA_MESSAGE } from "../ids.ts";

/** Start the Great Void's Epic Event for this Dealer alone (askGm shows a refusal, if any). */
export function startGreatVoid(dealerId: string, combatMessageId: string): Promise<GmResult> {
  return askGm({
    kind: "startCard",
    messageType: DOA_MESSAGE.epic,
    actorId: dealerId,
    options: { kind: "epic", players: [dealerId], greatVoid: combatMessageId },
  });
}

/** The Great Void button's prompt: start the Epic Event; nothing goes to the combat card. */
export async function greatVoidPrompt({ data, message }: CardPromptContext): Promise<ActionData | null> {
  const dealerId = readId(data, "id");
  if (dealerId && message.id) await startGreatVoid(dealerId, message.id);
  return null;
}

/**
 * Chat cards: ChatMessage subtypes whose content is rendered from a template with the procedure's
 * pure context builder. One delegated `data-action` click listener per rendered message sends the
 * step to the GM's client (gm/authority.ts), which reduces, applies effects and updates the
 * message's state and content in one write; Foundry then re-renders it on every client.
 */
import { rulesets } from "../registry/registry.ts";
import type { ChatProcedure, RulesetDefinition } from "../registry/definition.ts";

export const CHAT_CARD_CLASS = "deckbound-chat-card";

export async function renderChatCard(procedure: ChatProcedure, state: unknown): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(procedure.template, procedure.context(state));
}

export interface StoredChatCard {
  readonly ruleset: RulesetDefinition;
  readonly procedure: ChatProcedure;
  readonly actorId: string;
  /** null when the stored state does not parse (damaged or forged message data). */
  readonly state: unknown;
}

/** The procedure behind a message and its validated state, or undefined for other messages. */
export function readChatCard(message: ChatMessage.Implementation): StoredChatCard | undefined {
  const found = rulesets.procedureFor(message.type);
  if (!found) return undefined;
  const system = message.system as { actorId?: unknown; state?: unknown };
  return {
    ...found,
    actorId: typeof system.actorId === "string" ? system.actorId : "",
    state: found.procedure.parseState(system.state),
  };
}

/** Post a new card (GM's client: the message must not be writable by the player). */
export async function postChatCard(procedure: ChatProcedure, actor: Actor.Implementation, state: unknown): Promise<ChatMessage.Implementation | undefined> {
  const content = await renderChatCard(procedure, state);
  const data = {
    type: procedure.messageType,
    system: { actorId: actor.id ?? "", state },
    content,
    speaker: ChatMessage.getSpeaker({ actor }),
  };
  // Procedures' message types are declared by rulesets at runtime: one cast, here.
  return ChatMessage.create(data as unknown as ChatMessage.CreateData);
}

export async function updateChatCard(message: ChatMessage.Implementation, procedure: ChatProcedure, state: unknown): Promise<void> {
  const content = await renderChatCard(procedure, state);
  await message.update({ system: { state }, content } as unknown as ChatMessage.UpdateData);
}

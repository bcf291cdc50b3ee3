/**
 * Procedure cards: ChatMessage subtypes whose model (procedure-card-model.ts) holds the actor the
 * card is about and the procedure's typed state. Only the GM queue creates and changes them: a card
 * whose author is not a GM, or whose state the rules could not have produced, is inert — it renders
 * a notice, no button acts on it and the GM writes nothing for it. The state is replaced whole on
 * every step, and read back at once: a schema that does not keep what the procedure wrote is a
 * programming error and fails loudly.
 */
import { rulesets } from "../registry/registry.ts";
import { loadProcedure } from "./procedure-loader.ts";
import { isRecord } from "./action-data.ts";
import type { ChatProcedure, RulesetDefinition } from "../registry/definition.ts";

/** Trusted: authored by a GM, state as the rules make it. */
export type CardTrust = "trusted" | "untrusted" | "invalid";

export interface StoredChatCard {
  readonly ruleset: RulesetDefinition;
  readonly procedure: ChatProcedure;
  readonly actorId: string;
  /** Stored data this version's schema does not know, by dotted path (kept; shown to the GM). */
  readonly unrecognised: Readonly<Record<string, unknown>>;
  readonly trust: CardTrust;
  /** The stored state (plain data); meaningful only when trusted. */
  readonly state: unknown;
}

/** The message's `system` as stored: the schema-checked plain data. */
function storedSystem(message: ChatMessage.Implementation): { actorId?: unknown; state?: unknown; unrecognised?: unknown } {
  const system = message.system as unknown as { toObject?: () => unknown };
  const data = typeof system.toObject === "function" ? system.toObject() : null;
  return isRecord(data) ? data : {};
}

function validState(procedure: ChatProcedure, state: unknown): boolean {
  if (typeof state !== "object" || state === null) return false;
  try {
    return procedure.validate ? procedure.validate(state) : true;
  } catch {
    return false;
  }
}

/**
 * The procedure behind a message, its state and whether it can be trusted; undefined for other
 * messages, and for a deferred procedure's card until the procedure has loaded (readLoadedCard).
 */
export function readChatCard(message: ChatMessage.Implementation): StoredChatCard | undefined {
  const found = rulesets.procedureFor(message.type);
  if (!found) return undefined;
  const system = storedSystem(message);
  const actorId = typeof system.actorId === "string" ? system.actorId : "";
  const trust: CardTrust = message.author?.isGM !== true ? "untrusted" : validState(found.procedure, system.state) ? "trusted" : "invalid";
  const unrecognised = isRecord(system.unrecognised) ? system.unrecognised : {};
  return { ...found, actorId, trust, state: system.state, unrecognised };
}

/**
 * The card with its procedure loaded (a deferred procedure loads on first use): what the GM queue
 * and rendering read. Hooks that follow cards synchronously use readChatCard.
 */
export async function readLoadedCard(message: ChatMessage.Implementation): Promise<StoredChatCard | undefined> {
  const found = rulesets.entryFor(message.type);
  if (!found) return undefined;
  await loadProcedure(found.entry);
  return readChatCard(message);
}

/**
 * The trusted cards of one kind in the chat log, each with its message id and state, their procedure
 * loaded: what a hook reads when something changed outside the cards (a sheet edited) that each
 * running card may have to follow.
 */
export async function trustedCardsOf<State>(messageType: string): Promise<{ readonly messageId: string; readonly state: State }[]> {
  const cards: { messageId: string; state: State }[] = [];
  for (const message of game.messages.contents) {
    if (message.type !== messageType || !message.id) continue;
    const card = await readLoadedCard(message);
    if (card?.trust === "trusted") cards.push({ messageId: message.id, state: card.state as State });
  }
  return cards;
}

/** Where two plain values differ (a path), or null when they are the same data. */
export function firstDifference(written: unknown, stored: unknown, path = "state"): string | null {
  if (written === undefined && stored === undefined) return null;
  if (typeof written !== "object" || written === null || typeof stored !== "object" || stored === null) {
    return Object.is(written, stored) ? null : path;
  }
  if (Array.isArray(written) !== Array.isArray(stored)) return path;
  const keys = new Set([...Object.keys(written), ...Object.keys(stored)]);
  for (const key of keys) {
    const a = (written as Record<string, unknown>)[key];
    const b = (stored as Record<string, unknown>)[key];
    // A key written as undefined and a key absent are the same plain data.
    const difference = firstDifference(a, b, `${path}.${key}`);
    if (difference !== null) return difference;
  }
  return null;
}

function assertStoredAsWritten(message: ChatMessage.Implementation, state: unknown): void {
  const difference = firstDifference(JSON.parse(JSON.stringify(state)) as unknown, storedSystem(message).state);
  if (difference !== null) {
    throw new Error(
      `Deckbound | the ${message.type} card's schema did not keep its state as written (at ${difference}): fix its defineState`,
    );
  }
}

/** Post a new card (on the GM's client, in the GM queue: the author must be a GM). */
export async function postChatCard(
  procedure: ChatProcedure,
  actor: Actor.Implementation,
  state: unknown,
): Promise<ChatMessage.Implementation | undefined> {
  const data = {
    type: procedure.messageType,
    system: { actorId: actor.id ?? "", state },
    content: "",
    speaker: ChatMessage.getSpeaker({ actor }),
  };
  // Procedures' message types are declared by rulesets at runtime: one cast, here.
  const message = await ChatMessage.create(data as unknown as ChatMessage.CreateData);
  if (message) assertStoredAsWritten(message, state);
  return message;
}

/**
 * Replace the card's state whole (GM queue only): an object the step removed must not survive a
 * merge. What the card keeps unrecognised stays.
 */
export async function updateChatCard(message: ChatMessage.Implementation, actorId: string, state: unknown): Promise<void> {
  const unrecognised = storedSystem(message).unrecognised ?? {};
  // ⚠ `recursive: false` replaces `system` instead of merging into it (Foundry's update option;
  // docs/FOUNDRY-ASSUMPTIONS.md).
  await message.update({ system: { actorId, state, unrecognised } } as unknown as ChatMessage.UpdateData, { recursive: false });
  assertStoredAsWritten(message, state);
}

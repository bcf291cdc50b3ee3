/**
 * What players ask the GM's client to do, and the pure half of checking it. Everything arriving
 * here is untrusted (any client can send any JSON): shapes, numbers, addresses and card notations
 * are checked before anything is looked up, and every refusal is an i18n key.
 */
import { cardKey } from "../../rules/cards/card.ts";
import { cardFromIdentity, identityOf } from "../table/card-identity.ts";
import type { CardIdentity } from "../table/card-identity.ts";
import { parseStackAddress } from "../table/stack-address.ts";
import type { Card } from "../../rules/cards/card.ts";
import { refuse } from "../registry/definition.ts";
import { isRecord } from "../chat/action-data.ts";
import type { Outcome } from "../registry/definition.ts";
import type { SetupReport } from "../table/stack-setup.ts";

/** The most cards one request may draw or move. */
export const MAX_CARDS_PER_REQUEST = 20;

export type GmRequest =
  /** Draw into the actor's hand from the ruleset's hand deck. */
  | { readonly kind: "draw"; readonly actorId: string; readonly count: number }
  /** Move cards between stacks (play, discard, drag-drop). Addresses as in table/stack-address.ts. */
  | { readonly kind: "move"; readonly cards: readonly CardIdentity[]; readonly from: string; readonly to: string }
  /** Post a new chat card for one of the ruleset's procedures. */
  | { readonly kind: "startCard"; readonly messageType: string; readonly actorId: string; readonly options: unknown }
  /** A chat card button: one step of the card's procedure. */
  | { readonly kind: "cardAction"; readonly messageId: string; readonly action: string; readonly data: unknown }
  /** One of the ruleset's GM tools (RulesetDefinition.gmTools), or the deck tools every ruleset has (deck-tools-request.ts), for a GM only. */
  | { readonly kind: "gmTool"; readonly tool: string; readonly input: unknown };

export interface GmEnvelope {
  /** The asking user, as claimed by the sending client (see gm/authority.ts on what that means). */
  readonly userId: string;
  /** The ruleset the sender believes is active; a mismatch means a stale or forged client. */
  readonly ruleset: string;
  readonly request: GmRequest;
}

export type GmResult =
  | {
      readonly ok: true;
      readonly cards?: readonly CardIdentity[];
      readonly messageId?: string;
      /** What the deck tools' Set up or Repair did (deck-tools-request.ts), for the GM who clicked. */
      readonly decks?: SetupReport;
    }
  | { readonly ok: false; readonly reason: string };

export const Refusals = {
  Malformed: "DECKBOUND.Refusal.Malformed",
  UnknownKind: "DECKBOUND.Refusal.UnknownKind",
  UnknownUser: "DECKBOUND.Refusal.UnknownUser",
  ImpersonatedGM: "DECKBOUND.Refusal.ImpersonatedGM",
  WrongRuleset: "DECKBOUND.Refusal.WrongRuleset",
  NoRuleset: "DECKBOUND.Refusal.NoRuleset",
  UnknownActor: "DECKBOUND.Refusal.UnknownActor",
  NotOwner: "DECKBOUND.Refusal.NotOwner",
  BadCount: "DECKBOUND.Refusal.BadCount",
  BadAddress: "DECKBOUND.Refusal.BadAddress",
  BadCard: "DECKBOUND.Refusal.BadCard",
  StackMissing: "DECKBOUND.Refusal.StackMissing",
  StackNotYours: "DECKBOUND.Refusal.StackNotYours",
  HiddenStack: "DECKBOUND.Refusal.HiddenStack",
  NoDrop: "DECKBOUND.Refusal.NoDrop",
  SameStack: "DECKBOUND.Refusal.SameStack",
  CardNotInStack: "DECKBOUND.Refusal.CardNotInStack",
  CardNotDealt: "DECKBOUND.Refusal.CardNotDealt",
  NoHand: "DECKBOUND.Refusal.NoHand",
  DeckEmpty: "DECKBOUND.Refusal.DeckEmpty",
  UnknownMessage: "DECKBOUND.Refusal.UnknownMessage",
  UnknownProcedure: "DECKBOUND.Refusal.UnknownProcedure",
  BadState: "DECKBOUND.Refusal.BadState",
  UntrustedCard: "DECKBOUND.Refusal.UntrustedCard",
  UnknownAction: "DECKBOUND.Refusal.UnknownAction",
  NotActiveGM: "DECKBOUND.Refusal.NotActiveGM",
  NotGM: "DECKBOUND.Refusal.NotGM",
  UnknownTool: "DECKBOUND.Refusal.UnknownTool",
  Handover: "DECKBOUND.Refusal.Handover",
  NoGM: "DECKBOUND.Refusal.NoGM",
  NoAnswer: "DECKBOUND.Refusal.NoAnswer",
  Failed: "DECKBOUND.Refusal.Failed",
} as const;

const ID = /^[a-zA-Z0-9]{1,64}$/;
const NAME = /^[a-z][a-zA-Z0-9.-]{0,63}$/;

function isId(value: unknown): value is string {
  return typeof value === "string" && ID.test(value);
}

function isCardCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_CARDS_PER_REQUEST;
}

/** Parse card identities; null when any is not a card or the same card is named twice. */
export function parseCardList(raw: unknown): Card[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_CARDS_PER_REQUEST) return null;
  const cards: Card[] = [];
  for (const identity of raw) {
    const card = cardFromIdentity(identity);
    if (!card) return null;
    cards.push(card);
  }
  return new Set(cards.map(cardKey)).size === cards.length ? cards : null;
}

function parseRequest(raw: unknown): Outcome<{ request: GmRequest }> {
  if (!isRecord(raw) || typeof raw["kind"] !== "string") return refuse(Refusals.Malformed);
  switch (raw["kind"]) {
    case "draw":
      if (!isId(raw["actorId"])) return refuse(Refusals.Malformed);
      if (!isCardCount(raw["count"])) return refuse(Refusals.BadCount);
      return { ok: true, request: { kind: "draw", actorId: raw["actorId"], count: raw["count"] } };
    case "move": {
      const { from, to } = raw;
      if (typeof from !== "string" || typeof to !== "string" || !parseStackAddress(from) || !parseStackAddress(to)) {
        return refuse(Refusals.BadAddress);
      }
      if (from === to) return refuse(Refusals.SameStack);
      const cards = parseCardList(raw["cards"]);
      if (!cards) return refuse(Refusals.BadCard);
      return { ok: true, request: { kind: "move", from, to, cards: cards.map(identityOf) } };
    }
    case "startCard":
      if (typeof raw["messageType"] !== "string" || !NAME.test(raw["messageType"]) || !isId(raw["actorId"])) {
        return refuse(Refusals.Malformed);
      }
      return {
        ok: true,
        request: { kind: "startCard", messageType: raw["messageType"], actorId: raw["actorId"], options: raw["options"] ?? null },
      };
    case "cardAction":
      if (!isId(raw["messageId"]) || typeof raw["action"] !== "string" || !NAME.test(raw["action"])) {
        return refuse(Refusals.Malformed);
      }
      return { ok: true, request: { kind: "cardAction", messageId: raw["messageId"], action: raw["action"], data: raw["data"] ?? null } };
    case "gmTool":
      if (typeof raw["tool"] !== "string" || !NAME.test(raw["tool"])) return refuse(Refusals.Malformed);
      return { ok: true, request: { kind: "gmTool", tool: raw["tool"], input: raw["input"] ?? null } };
    default:
      return refuse(Refusals.UnknownKind);
  }
}

/** Check an envelope's shape. Who the user is and what they own is checked on the GM's client. */
export function parseEnvelope(raw: unknown): Outcome<{ envelope: GmEnvelope }> {
  if (!isRecord(raw) || !isId(raw["userId"]) || typeof raw["ruleset"] !== "string") return refuse(Refusals.Malformed);
  const parsed = parseRequest(raw["request"]);
  if (!parsed.ok) return parsed;
  return { ok: true, envelope: { userId: raw["userId"], ruleset: raw["ruleset"], request: parsed.request } };
}

/**
 * The parser kit for what a chat card's button sends: its action name and data are untrusted (any
 * client can send any JSON), so every card type reads them through these readers. Names are looked
 * up as OWN keys only — `toString`, `constructor` or `__proto__` are no action and no choice.
 * Button data comes from `data-*` attributes (strings); data a prompt gathered may be any JSON.
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import { cardFromIdentity } from "../table/card-identity.ts";

/** What a button sends with its action: its data-* attributes, or what a prompt gathered. */
export type ActionData = Readonly<Record<string, unknown>>;

/** The longest text a card action may carry (a name, a note): anything longer is malformed. */
export const MAX_ACTION_TEXT = 200;

/** The entry an own key names, or undefined — never one inherited from Object.prototype. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A non-empty, trimmed text of at most `max` characters, or null. */
export function readText(data: ActionData, key: string, max = MAX_ACTION_TEXT): string | null {
  const value = ownEntry(data, key);
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text !== "" && text.length <= max ? text : null;
}

const DOCUMENT_ID = /^[a-zA-Z0-9]{1,64}$/;

/** A document id (an actor's, a user's), or null. */
export function readId(data: ActionData, key: string): string | null {
  const value = ownEntry(data, key);
  return typeof value === "string" && DOCUMENT_ID.test(value) ? value : null;
}

/** A whole number in [min, max], given as a number or as the decimal text of a data-* attribute; else null. */
export function readInt(data: ActionData, key: string, range: { readonly min: number; readonly max: number }): number | null {
  const value = ownEntry(data, key);
  const number =
    typeof value === "number" ? value : typeof value === "string" && /^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(number) && number >= range.min && number <= range.max ? number : null;
}

/** true/false, given as a boolean or as "true"/"false"; else null. */
export function readBoolean(data: ActionData, key: string): boolean | null {
  const value = ownEntry(data, key);
  if (typeof value === "boolean") return value;
  return value === "true" ? true : value === "false" ? false : null;
}

/** One of the given choices (an own key of a record, or a member of a list), or null. */
export function readChoice<K extends string>(
  data: ActionData,
  key: string,
  choices: readonly K[] | Readonly<Record<K, unknown>>,
): K | null {
  const value = ownEntry(data, key);
  if (typeof value !== "string") return null;
  if (Array.isArray(choices)) return (choices as readonly string[]).includes(value) ? (value as K) : null;
  return Object.hasOwn(choices, value) ? (value as K) : null;
}

/**
 * A card named by its identity: `data.code` and `data.origin` when no key is given; else `data[key]`
 * as `{ code, origin }`, or the data-* attributes `<key>Code` and `<key>Origin`. Null when not a card.
 */
export function readCard(data: ActionData, key = ""): Card | null {
  if (key === "") return cardFromIdentity({ code: ownEntry(data, "code"), origin: ownEntry(data, "origin") });
  const value = ownEntry(data, key);
  if (value !== undefined) return cardFromIdentity(value);
  return cardFromIdentity({ code: ownEntry(data, `${key}Code`), origin: ownEntry(data, `${key}Origin`) });
}

/** A list of distinct cards (identities), at most `max`; null when any is not a card or one is named twice. */
export function readCards(data: ActionData, key: string, max: number): Card[] | null {
  const value = ownEntry(data, key);
  if (!Array.isArray(value) || value.length > max) return null;
  const cards: Card[] = [];
  const seen = new Set<string>();
  for (const raw of value) {
    const card = cardFromIdentity(raw);
    if (!card) return null;
    if (seen.has(cardKey(card))) return null;
    seen.add(cardKey(card));
    cards.push(card);
  }
  return cards;
}

/**
 * The hidden-card audit [CORE-06]: on every ChatMessage create and update in the test runtime,
 * scan the message's content, system data and flags for the identity of any card that is hidden at
 * that moment (lying in a hidden deck, face down, or in an owner-only stack) and was never revealed,
 * and record a violation. A card gives itself away by its key (`QH@main`), its document id, and —
 * when no card in sight shares its face — its code (`"QH"`), its art, its short name in text
 * (`Q♥`, `Q&hearts;`, or a bare `QH` in the HTML), or an object naming it (a rules Card object,
 * any `{ rank, suit }` pair, a joker's `{ kind: "joker", color }`). A card every player has seen face up in a public stack is no secret once it
 * goes back into a deck: naming it then is not a leak. Integration tests install it in their world
 * setup and assert no violation at the end.
 */
import { cardCode, cardKey, parseCard } from "../../src/rules/cards/card.ts";
import type { Card } from "../../src/rules/cards/card.ts";
import { cardArt, cardShortName } from "../../src/foundry/table/card-identity.ts";
import { cardsLyingIn } from "../../src/foundry/table/foundry-table.ts";
import { stackFlagOf } from "../../src/foundry/table/stack-directory.ts";
import type { RulesetDefinition } from "../../src/foundry/registry/definition.ts";

interface Token {
  readonly text: string;
  readonly why: string;
}

/** A hidden card whose face no card in sight shares: named by its face alone, it is given away. */
interface HiddenFace {
  readonly card: Card;
  readonly why: string;
}

const SUIT_ENTITIES: Record<string, string> = { "♣": "&clubs;", "♦": "&diams;", "♥": "&hearts;", "♠": "&spades;" };

/** Whether `text` holds `word` with no letter or digit touching it (`QH` in `<b>QH</b>`, not in an id). */
function holdsWord(text: string, word: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9])`).test(text);
}

/** The short names a face is written by in text: `Q♥`, `Q&hearts;`, `10♥`. */
function shortNames(card: Card): string[] {
  const name = cardShortName(card);
  const symbol = name.slice(-1);
  return SUIT_ENTITIES[symbol] ? [name, `${name.slice(0, -1)}${SUIT_ENTITIES[symbol]}`] : [name];
}

/** The card an object names by its parts (a rules Card, a `{ rank, suit }` pair, a joker), if any. */
function cardInObject(value: Record<string, unknown>): Card | null {
  const origin = typeof value["origin"] === "string" && value["origin"] !== "" ? value["origin"] : null;
  if (value["kind"] === "joker" && (value["color"] === "red" || value["color"] === "black"))
    return parseCard(value["color"] === "red" ? "JKR" : "JKB", origin ?? "");
  const { rank, suit } = value;
  if ((typeof rank !== "number" && typeof rank !== "string") || typeof suit !== "string") return null;
  const rankCode = ({ 11: "J", 12: "Q", 13: "K", 14: "A" } as Record<string, string>)[String(rank)] ?? String(rank);
  try {
    return parseCard(`${rankCode}${suit}`, origin ?? "");
  } catch {
    return null;
  }
}

/** Every object inside a parsed JSON value. */
function objectsIn(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) objectsIn(item, found);
  else if (typeof value === "object" && value !== null) {
    found.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) objectsIn(item, found);
  }
  return found;
}

/**
 * What in a message names a hidden face: its short name as a word anywhere, its bare code in the HTML, or an
 * object naming it (an object that names an origin must name the card's own).
 */
export function facesNamed(message: { content: string; data: unknown }, faces: readonly HiddenFace[]): string[] {
  const text = JSON.stringify(message.data);
  const objects = objectsIn(JSON.parse(text)).flatMap((object) => {
    const card = cardInObject(object);
    return card ? [{ card, withOrigin: card.origin !== "" }] : [];
  });
  return faces.flatMap(({ card, why }) => {
    const found: string[] = [];
    // A word, not any run of letters: a joker's short name (`JKB`) turns up inside random document ids.
    if (shortNames(card).some((name) => holdsWord(text, name))) found.push(`short name of ${why}`);
    if (holdsWord(message.content, cardCode(card))) found.push(`code in the text of ${why}`);
    const named = objects.some(
      (object) => cardCode(object.card) === cardCode(card) && (!object.withOrigin || object.card.origin === card.origin),
    );
    if (named) found.push(`an object naming ${why}`);
    return found;
  });
}

/** The stack definition of a Cards document of this ruleset, if it is one. */
function definitionOf(ruleset: RulesetDefinition, stack: Cards.Implementation) {
  const flag = stackFlagOf(stack);
  return flag?.ruleset === ruleset.id ? ruleset.stacks.find((s) => s.id === flag.stack) : undefined;
}

/** Add the keys of the cards lying face up in the ruleset's public stacks: every player has seen them. */
export function recordRevealed(ruleset: RulesetDefinition, revealed: Set<string>): void {
  for (const stack of game.cards) {
    if (definitionOf(ruleset, stack)?.visibility !== "public") continue;
    for (const { card, document } of cardsLyingIn(stack)) if (document.face !== null) revealed.add(cardKey(card));
  }
}

/**
 * What would give a hidden, never revealed card away: its key, its document id, and (when no
 * visible card shares the face) its code and art.
 */
export function hiddenCardTokens(ruleset: RulesetDefinition, revealed: ReadonlySet<string> = new Set()): Token[] {
  return hiddenCards(ruleset, revealed).tokens;
}

function hiddenCards(ruleset: RulesetDefinition, revealed: ReadonlySet<string>): { tokens: Token[]; faces: HiddenFace[] } {
  const hidden: { card: Card; key: string; code: string; art: string; id: string; where: string }[] = [];
  const visibleCodes = new Set<string>();
  for (const stack of game.cards) {
    const definition = definitionOf(ruleset, stack);
    if (!definition) continue;
    for (const { card, document } of cardsLyingIn(stack)) {
      const isHidden = definition.visibility !== "public" || document.face === null;
      if (isHidden && !revealed.has(cardKey(card)))
        hidden.push({ card, key: cardKey(card), code: cardCode(card), art: cardArt(card), id: document.id ?? "", where: stack.name });
      else visibleCodes.add(cardCode(card));
    }
  }
  const tokens = hidden.flatMap((card) => [
    { text: card.key, why: `${card.key} (hidden in ${card.where})` },
    { text: `"${card.id}"`, why: `document id of ${card.key} (hidden in ${card.where})` },
    ...(visibleCodes.has(card.code)
      ? []
      : [
          { text: card.art, why: `art of ${card.key} (hidden in ${card.where})` },
          { text: `"${card.code}"`, why: `code of ${card.key} (hidden in ${card.where})` },
        ]),
  ]);
  const faces = hidden
    .filter((card) => !visibleCodes.has(card.code))
    .map((card) => ({ card: card.card, why: `${card.key} (hidden in ${card.where})` }));
  return { tokens, faces };
}

export interface HiddenCardAudit {
  readonly violations: string[];
  /** How many message writes were audited (so a test can prove the audit ran). */
  readonly audited: number;
  /** The keys of the cards every player has seen face up. */
  readonly revealed: ReadonlySet<string>;
}

export function installHiddenCardAudit(ruleset: RulesetDefinition): HiddenCardAudit {
  const revealed = new Set<string>();
  const audit = { violations: [] as string[], audited: 0, revealed };
  const check = (message: ChatMessage.Implementation) => {
    audit.audited += 1;
    recordRevealed(ruleset, revealed);
    const data = { content: message.content, system: message.system, flags: message.flags };
    const text = JSON.stringify(data);
    const { tokens, faces } = hiddenCards(ruleset, revealed);
    for (const token of tokens) {
      if (text.includes(token.text)) audit.violations.push(`message ${message.id} reveals ${token.why}`);
    }
    for (const found of facesNamed({ content: message.content, data }, faces))
      audit.violations.push(`message ${message.id} reveals the ${found}`);
  };
  // Document hooks fire on every connected client: audit each write once, on the client that made it.
  Hooks.on("createChatMessage", (message, _options, userId) => {
    if (userId === game.user.id) check(message);
  });
  Hooks.on("updateChatMessage", (message, _changes, _options, userId) => {
    if (userId === game.user.id) check(message);
  });
  // A card can be shown face up and put back between two messages: remember every reveal.
  const recordCard = (card: Card.Implementation, userId: string) => {
    if (userId !== game.user.id || !card.parent || card.face === null || definitionOf(ruleset, card.parent)?.visibility !== "public")
      return;
    const known = cardsLyingIn(card.parent).find((lying) => lying.document === card);
    if (known) revealed.add(cardKey(known.card));
  };
  Hooks.on("createCard", (card, _options, userId) => recordCard(card, userId));
  Hooks.on("updateCard", (card, _changes, _options, userId) => recordCard(card, userId));
  return audit;
}

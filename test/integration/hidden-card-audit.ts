/**
 * The hidden-card audit [CORE-06]: on every ChatMessage create and update in the test runtime,
 * scan the message's content, system data and flags for the identity of any card that is hidden at
 * that moment (lying in a hidden deck, face down, or in an owner-only stack) and was never revealed,
 * and record a violation. A card every player has seen face up in a public stack is no secret once it
 * goes back into a deck: naming it then is not a leak. Integration tests install it in their world
 * setup and assert no violation at the end.
 */
import { cardCode, cardKey } from "../../src/rules/cards/card.ts";
import { cardArt } from "../../src/foundry/table/card-identity.ts";
import { cardsLyingIn } from "../../src/foundry/table/foundry-table.ts";
import { stackFlagOf } from "../../src/foundry/table/stack-directory.ts";
import type { RulesetDefinition } from "../../src/foundry/registry/definition.ts";

interface Token {
  readonly text: string;
  readonly why: string;
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
  const hidden: { key: string; code: string; art: string; id: string; where: string }[] = [];
  const visibleCodes = new Set<string>();
  for (const stack of game.cards) {
    const definition = definitionOf(ruleset, stack);
    if (!definition) continue;
    for (const { card, document } of cardsLyingIn(stack)) {
      const isHidden = definition.visibility !== "public" || document.face === null;
      if (isHidden && !revealed.has(cardKey(card)))
        hidden.push({ key: cardKey(card), code: cardCode(card), art: cardArt(card), id: document.id ?? "", where: stack.name });
      else visibleCodes.add(cardCode(card));
    }
  }
  return hidden.flatMap((card) => [
    { text: card.key, why: `${card.key} (hidden in ${card.where})` },
    { text: `"${card.id}"`, why: `document id of ${card.key} (hidden in ${card.where})` },
    ...(visibleCodes.has(card.code)
      ? []
      : [
          { text: card.art, why: `art of ${card.key} (hidden in ${card.where})` },
          { text: `"${card.code}"`, why: `code of ${card.key} (hidden in ${card.where})` },
        ]),
  ]);
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
    const text = JSON.stringify({ content: message.content, system: message.system, flags: message.flags });
    for (const token of hiddenCardTokens(ruleset, revealed)) {
      if (text.includes(token.text)) audit.violations.push(`message ${message.id} reveals ${token.why}`);
    }
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

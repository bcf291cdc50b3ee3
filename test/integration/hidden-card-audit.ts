/**
 * The hidden-card audit [CORE-06]: on every ChatMessage create and update in the test runtime,
 * scan the message's content, system data and flags for the identity of any card that is hidden at
 * that moment (lying in a hidden deck, face down, or in an owner-only stack), and record a
 * violation. Integration tests install it in their world setup and assert no violation at the end.
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

/** What would give a hidden card away: its key, its document id, and (when no visible card shares the face) its code and art. */
export function hiddenCardTokens(ruleset: RulesetDefinition): Token[] {
  const hidden: { key: string; code: string; art: string; id: string; where: string }[] = [];
  const visibleCodes = new Set<string>();
  for (const stack of game.cards) {
    const flag = stackFlagOf(stack);
    const definition = flag?.ruleset === ruleset.id ? ruleset.stacks.find((s) => s.id === flag.stack) : undefined;
    if (!definition) continue;
    for (const { card, document } of cardsLyingIn(stack)) {
      const isHidden = definition.visibility !== "public" || document.face === null;
      if (isHidden) hidden.push({ key: cardKey(card), code: cardCode(card), art: cardArt(card), id: document.id ?? "", where: stack.name });
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
}

export function installHiddenCardAudit(ruleset: RulesetDefinition): HiddenCardAudit {
  const audit = { violations: [] as string[], audited: 0 };
  const check = (message: ChatMessage.Implementation) => {
    audit.audited += 1;
    const text = JSON.stringify({ content: message.content, system: message.system, flags: message.flags });
    for (const token of hiddenCardTokens(ruleset)) {
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
  return audit;
}

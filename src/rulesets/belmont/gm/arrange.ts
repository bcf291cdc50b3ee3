/**
 * The GM prepares a scene by arranging the decks [BEL-05, BEL-07]: "put on top" turns a chosen card
 * face up on a skill deck or as the luck card (the card that lay there goes back into its deck), or
 * makes it Fate's next card of a challenge deck. Fate's decks stay hidden [CORE-06]: the next card
 * is kept only in this GM client's memory (never in a document a player receives) and the task's
 * challenge draw takes it while it still lies in that deck; otherwise the draw stays random.
 * Runs on the active GM's client in the world's queue (a GM tool: gm-tools.ts); no arranging while a
 * task is unresolved.
 */
import { isSuitedCard } from "../../../rules/cards/card.ts";
import type { Card, Rank, Suit, SuitedCard } from "../../../rules/cards/card.ts";
import { cryptoRandom } from "../../../rules/cards/random.ts";
import {
  LUCK_CARD_STACK,
  LUCK_DISCARD_STACK,
  LUCK_STACK,
  REFUSAL,
  SKILL_SUITS,
  challengeStack,
  skillDiscardStack,
  skillLabelKey,
  skillStack,
  skillTopStack,
} from "../../../rules/belmont/index.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { Outcome, RulesetDefinition } from "../../../foundry/registry/definition.ts";
import { FoundryTable } from "../../../foundry/table/foundry-table.ts";
import { lyingNow } from "../stacks.ts";
import { unresolvedTaskExists } from "../chat/task-card.ts";

/** Where a card is put on top: a skill deck ("C" … "S"), the luck card, or Fate's deck ("fate-C" …). */
export type ArrangeTarget = Suit | "luck" | `fate-${Suit}`;

const skillOf = (suit: Suit) => skillLabelKey(suit).split(".").at(-1);
/** Where the GM's "put on top" can put a card, as the sheet offers them (value → label key). */
export const ARRANGE_TARGETS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SKILL_SUITS.map((suit) => [suit, `DECKBOUND.Belmont.Stack.Skill.${skillOf(suit)}`])),
  luck: "DECKBOUND.Belmont.Stack.LuckCard",
  ...Object.fromEntries(SKILL_SUITS.map((suit) => [`fate-${suit}`, `DECKBOUND.Belmont.Stack.Challenge.${skillOf(suit)}`])),
};

/** Fate's next card per challenge stack, on this client only. */
const fateNext = new Map<string, SuitedCard>();

const sameFace = (face: { suit: Suit; rank: Rank }) => (card: Card) =>
  card.kind === "suited" && card.suit === face.suit && card.rank === face.rank;

/** The challenge draw's card when the GM chose it and it still lies in that deck; forgotten once asked for. */
export function takeFateNext(stack: string): SuitedCard | null {
  const card = fateNext.get(stack);
  fateNext.delete(stack);
  return card && lyingNow(stack).some(sameFace(card)) ? card : null;
}

/** What lies on top now, per target (the face-up tops, the luck card, Fate's next cards), for the Fate tab. */
export function onTopNow(): Partial<Record<ArrangeTarget, SuitedCard>> {
  const suited = (cards: readonly Card[]) => cards.find(isSuitedCard);
  const tops: Partial<Record<ArrangeTarget, SuitedCard>> = {};
  for (const suit of SKILL_SUITS) {
    const top = suited(lyingNow(skillTopStack(suit)));
    if (top) tops[suit] = top;
    const next = fateNext.get(challengeStack(suit));
    if (next) tops[`fate-${suit}`] = next;
  }
  const luck = suited(lyingNow(LUCK_CARD_STACK));
  if (luck) tops.luck = luck;
  return tops;
}

/**
 * Put the card of this face on top of the target, or refuse (nothing changes) with an i18n key;
 * `changed` is false when it already lay there.
 */
export async function putOnTop(
  ruleset: RulesetDefinition,
  target: ArrangeTarget,
  face: { suit: Suit; rank: Rank },
): Promise<Outcome<{ changed: boolean }>> {
  if (unresolvedTaskExists()) return refuse(REFUSAL.TaskUnresolved);
  if (target.startsWith("fate-")) {
    const stack = challengeStack(target.slice(5) as Suit);
    const card = lyingNow(stack).find(sameFace(face));
    if (card?.kind !== "suited") return refuse(REFUSAL.CardNotInDeck);
    fateNext.set(stack, card);
    return { ok: true, changed: true };
  }
  const [deck, top, discards] =
    target === "luck"
      ? [LUCK_STACK, LUCK_CARD_STACK, LUCK_DISCARD_STACK]
      : [skillStack(target as Suit), skillTopStack(target as Suit), skillDiscardStack(target as Suit)];
  if (lyingNow(top).some(sameFace(face))) return { ok: true, changed: false };
  const from = [deck, discards].find((stack) => lyingNow(stack).some(sameFace(face)));
  if (!from) return refuse(REFUSAL.CardNotInDeck);
  const table = new FoundryTable(ruleset, cryptoRandom());
  const lying = lyingNow(top);
  if (lying.length > 0) await table.move(lying, top, deck);
  await table.move([lyingNow(from).find(sameFace(face))!], from, top);
  return { ok: true, changed: true };
}

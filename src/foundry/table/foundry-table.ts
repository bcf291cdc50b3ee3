/**
 * FoundryTable: the table port (src/rules/cards/table.ts) on Foundry's Cards documents
 * (docs/ARCHITECTURE.md). Runs on the GM's client (see gm/authority.ts).
 *
 * - Cards are found by identity (code + origin in the Card's system data), never by document id.
 *   A card out of its deck is what its deck's document says (Foundry keeps the same id on both), so
 *   a player editing a copy in their own hand changes nothing the table reads.
 * - A stack may already hold a document with a moving card's id (a card that was drawn out of it,
 *   or a copy of a duplicated stack): a stale drawn one is taken out first, otherwise the moving
 *   card gets a fresh id. The id clash never reaches the user.
 * - A draw of any number of cards is one `Cards#pass`: Foundry batches it into one write on each
 *   stack, so a draw costs at most 2 writes whatever N (more only when a stack runs out and its
 *   discards are shuffled back in).
 * - Hidden decks keep no order [CORE-06]: the card is picked at random, here, at the
 *   moment of the draw, so no player client ever holds "the next card". Shuffling one is a no-op and
 *   peeking at one is a programming error.
 * - Top of a stack = lowest `sort`.
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import { shuffle } from "../../rules/cards/random.ts";
import type { Random } from "../../rules/cards/random.ts";
import { parseStackAddress, stackAddress } from "../../rules/cards/table.ts";
import type { DrawFrom, DrawOutcome, StackPosition, TablePort } from "../../rules/cards/table.ts";
import { stackAt, stackDefinition } from "../registry/registry.ts";
import type { RulesetDefinition, StackDefinition } from "../registry/definition.ts";
import { cardCreateData, cardFromIdentity } from "./card-identity.ts";
import { StackMissingError, findStack } from "./stack-directory.ts";

interface ResolvedStack {
  readonly definition: StackDefinition;
  readonly document: Cards.Implementation;
}

interface LyingCard {
  readonly card: Card;
  readonly document: Card.Implementation;
}

/** The identity a Card document stores, trusted or not. */
export function claimedCardOf(document: Card.Implementation): Card | null {
  return cardFromIdentity(document.system);
}

/**
 * The deck a card was drawn from, holding its original (same id, marked drawn: Foundry's link
 * between a deck and its drawn cards), when that is not where it lies. An undrawn document with the
 * id is no original: the card lies in the deck itself.
 */
export function originalOf(document: Card.Implementation): Card.Implementation | undefined {
  const originId = document._source.origin;
  if (!originId || !document.id || originId === document.parent?.id) return undefined;
  const original = game.cards.get(originId)?.cards.get(document.id);
  return original?.drawn ? original : undefined;
}

/** May a user who is not a GM write the Card documents of this stack (Foundry: its owners may)? */
function playersMayWrite(stack: Cards.Implementation): boolean {
  return game.users.some((user) => !user.isGM && stack.testUserPermission(user, "OWNER"));
}

/**
 * What a card really is, or null when the table does not honour it (docs/SECURITY.md: cards the
 * table did not deal). A card out of the deck it was drawn from is what its original there says
 * (only the deck's writers can change that). Otherwise its own data counts only where a player
 * could not have written it: lying in its own deck, or in a stack no player owns. A card in a
 * player's stack with no link to an original — its origin cleared, or made there by the player —
 * is no card of the table's.
 */
export function cardOfDocument(document: Card.Implementation): Card | null {
  const original = originalOf(document);
  if (original) return claimedCardOf(original);
  const stack = document.parent;
  if (!stack) return null;
  const origin = document._source.origin;
  const inOwnDeck = stack.type === "deck" && (!origin || origin === stack.id);
  return inOwnDeck || !playersMayWrite(stack) ? claimedCardOf(document) : null;
}

/** A document claiming a card that the table does not honour (see cardOfDocument). */
export function isUnverified(document: Card.Implementation): boolean {
  return claimedCardOf(document) !== null && cardOfDocument(document) === null;
}

/** The cards lying in a stack, top first. A deck's drawn cards are elsewhere, so not counted. */
export function cardsLyingIn(stack: Cards.Implementation): LyingCard[] {
  const lying: LyingCard[] = [];
  for (const document of stack.cards) {
    if (stack.type === "deck" && document.drawn) continue;
    const card = cardOfDocument(document);
    if (card) lying.push({ card, document });
  }
  return lying.sort((a, b) => a.document.sort - b.document.sort);
}

/** The keys of the cards that documents in a stack claim to be but the table does not honour. */
export function unverifiedKeysIn(stack: Cards.Implementation): Set<string> {
  const keys = new Set<string>();
  for (const document of stack.cards) {
    const claimed = isUnverified(document) ? claimedCardOf(document) : null;
    if (claimed && !(stack.type === "deck" && document.drawn)) keys.add(cardKey(claimed));
  }
  return keys;
}

/** Face index for a card arriving in a stack: down in a hidden deck, up elsewhere (owners see hands). */
function arrivingFace(definition: StackDefinition): number | null {
  return definition.visibility === "hidden" ? null : 0;
}

export class FoundryTable implements TablePort {
  readonly #ruleset: RulesetDefinition;
  readonly #random: Random;

  constructor(ruleset: RulesetDefinition, random: Random) {
    this.#ruleset = ruleset;
    this.#random = random;
  }

  resolve(address: string): ResolvedStack {
    const found = stackAt(this.#ruleset, address);
    const document = found ? findStack(this.#ruleset.id, found.address) : undefined;
    if (!found || !document) throw new StackMissingError(address);
    return { definition: found.definition, document };
  }

  async draw(from: string, to: string, count: number, how: DrawFrom = "top"): Promise<DrawOutcome> {
    const source = this.resolve(from);
    const target = this.resolve(to);
    const drawn: Card[] = [];
    let reshuffles = 0;
    while (drawn.length < count) {
      const available = cardsLyingIn(source.document);
      if (available.length === 0) {
        if (source.definition.runOut.kind !== "reshuffle" || !(await this.#refill(from, source.definition.runOut.discards))) break;
        reshuffles += 1;
        continue;
      }
      const wanted = Math.min(count - drawn.length, available.length);
      const picked = this.#pick(available, wanted, source.definition.visibility === "hidden" ? "random" : how);
      await this.#pass(source.document, target, picked);
      drawn.push(...picked.map((lying) => lying.card));
    }
    return { cards: drawn, reshuffles, short: count - drawn.length, left: cardsLyingIn(source.document).length };
  }

  async move(cards: readonly Card[], from: string, to: string, position: StackPosition = "top"): Promise<void> {
    const source = this.resolve(from);
    const target = this.resolve(to);
    const lying = this.#find(source.document, cards);
    const moved = await this.#pass(source.document, target, lying);
    const sorts = cardsLyingIn(target.document)
      .filter((card) => !moved.includes(card.document.id ?? ""))
      .map((card) => card.document.sort);
    if (sorts.length === 0) return;
    const edge = position === "top" ? Math.min(...sorts) - lying.length : Math.max(...sorts) + 1;
    await target.document.updateEmbeddedDocuments(
      "Card",
      moved.map((_id, index) => ({ _id, sort: edge + index })),
    );
  }

  async shuffle(stack: string): Promise<void> {
    const { definition, document } = this.resolve(stack);
    if (definition.visibility === "hidden") return;
    const lying = cardsLyingIn(document);
    const sorts = shuffle(
      lying.map((_, index) => index),
      this.#random,
    );
    await document.updateEmbeddedDocuments(
      "Card",
      lying.map((card, index) => ({ _id: card.document.id, sort: sorts[index]! })),
    );
  }

  async returnDiscards(stack: string): Promise<void> {
    const { definition } = this.resolve(stack);
    await this.#refill(stack, definition.discards ?? (definition.runOut.kind === "reshuffle" ? definition.runOut.discards : []));
  }

  async peek(stack: string, count: number): Promise<readonly Card[]> {
    const { definition, document } = this.resolve(stack);
    if (definition.visibility === "hidden") throw new Error(`Deckbound: hidden stack "${stack}" has no order to peek at`);
    return cardsLyingIn(document)
      .slice(0, count)
      .map((lying) => lying.card);
  }

  async count(stack: string): Promise<number> {
    return cardsLyingIn(this.resolve(stack).document).length;
  }

  async reveal(stack: string, cards: readonly Card[]): Promise<readonly Card[]> {
    const { document } = this.resolve(stack);
    const lying = this.#find(document, cards);
    await document.updateEmbeddedDocuments(
      "Card",
      lying.map((card) => ({ _id: card.document.id, face: 0 })),
    );
    return lying.map((card) => card.card);
  }

  /**
   * Move every card of these discard stacks back into the stack, then shuffle; false when there was
   * nothing. A run-out refill takes the run-out policy's discards; `returnDiscards` the stack's
   * `discards` (which may list more, e.g. cards still on the table) — see StackSpec.
   */
  async #refill(stack: string, discardIds: readonly string[]): Promise<boolean> {
    // A per-character or per-user deck takes its discards from its own owner's piles.
    const owner = parseStackAddress(stack)?.owner;
    let returned = 0;
    for (const discardId of discardIds) {
      const discardScope = stackDefinition(this.#ruleset, discardId)?.scope ?? "world";
      const discard = this.resolve(discardScope === "world" ? discardId : stackAddress(discardId, owner));
      const lying = cardsLyingIn(discard.document);
      if (lying.length === 0) continue;
      await this.#pass(discard.document, this.resolve(stack), lying);
      returned += lying.length;
    }
    if (returned > 0) await this.shuffle(stack);
    return returned > 0;
  }

  #pick(available: readonly LyingCard[], count: number, how: DrawFrom): LyingCard[] {
    if (how === "top") return available.slice(0, count);
    if (how === "bottom") return available.slice(-count).reverse();
    return shuffle(available, this.#random).slice(0, count);
  }

  /** The lying documents of these cards; a card named twice needs two copies (a stack may hold a duplicate). */
  #find(stack: Cards.Implementation, cards: readonly Card[]): LyingCard[] {
    const lying = cardsLyingIn(stack);
    const taken = new Set<LyingCard>();
    return cards.map((card) => {
      const found = lying.find((candidate) => !taken.has(candidate) && cardKey(candidate.card) === cardKey(card));
      if (!found && unverifiedKeysIn(stack).has(cardKey(card))) throw new CardNotDealtError(cardKey(card), stack.name);
      if (!found) throw new CardNotInStackError(cardKey(card), stack.name);
      taken.add(found);
      return found;
    });
  }

  /**
   * Move cards in one batched pass; returns the moved cards' ids in the target, in order. A target
   * document with a moving card's id is either the card's own drawn original (Foundry un-draws it)
   * or stale (a drawn document whose card went elsewhere: taken out first); a lying one is another
   * card, so the moving card is recreated under a fresh id.
   */
  async #pass(source: Cards.Implementation, target: ResolvedStack, cards: readonly LyingCard[]): Promise<string[]> {
    if (cards.length === 0) return [];
    const destination = target.document;
    const updateData = { face: arrivingFace(target.definition) };
    const stale: string[] = [];
    const clashing: LyingCard[] = [];
    for (const lying of cards) {
      const id = lying.document.id ?? "";
      const there = destination.cards.get(id);
      if (!there || goesHome(lying.document, destination)) continue;
      if (destination.type === "deck" && there.drawn) stale.push(id);
      else clashing.push(lying);
    }
    if (stale.length > 0) await destination.deleteEmbeddedDocuments("Card", stale);
    const passing = cards.filter((lying) => !clashing.includes(lying)).map((lying) => lying.document.id ?? "");
    if (passing.length > 0) await source.pass(destination, passing, { chatNotification: false, action: "pass", updateData });
    const renamed =
      clashing.length > 0 ? await this.#passUnderFreshIds(source, destination, clashing, updateData) : new Map<string, string>();
    return cards.map((lying) => renamed.get(lying.document.id ?? "") ?? lying.document.id ?? "");
  }

  /**
   * Foundry's pass by hand, for cards whose id the target already uses: old id → new id. The card's
   * deck of origin gets a drawn original under the new id, so the copy stays linked to it (an
   * unlinked card in a player's stack is not honoured: cardOfDocument).
   */
  async #passUnderFreshIds(
    source: Cards.Implementation,
    destination: Cards.Implementation,
    cards: readonly LyingCard[],
    updateData: object,
  ): Promise<Map<string, string>> {
    const data = cards.map(({ document }) => {
      const { _id: _old, ...copy } = document.toObject();
      return { ...copy, origin: copy.origin ?? (source.type === "deck" ? source.id : null), drawn: false, ...updateData };
    });
    const created = await destination.createEmbeddedDocuments("Card", data as Card.CreateData[]);
    const links = new Map<Cards.Implementation, object[]>();
    cards.forEach(({ card }, index) => {
      const id = created?.[index]?.id;
      const deck = data[index]?.origin ? game.cards.get(data[index].origin) : undefined;
      if (!id || !deck || deck.type !== "deck" || deck === destination || deck.cards.has(id)) return;
      links.set(deck, [...(links.get(deck) ?? []), { ...cardCreateData(card, 0, false), _id: id, drawn: true }]);
    });
    for (const [deck, originals] of links) await deck.createEmbeddedDocuments("Card", originals as Card.CreateData[], { keepId: true });
    const ids = cards.map(({ document }) => document.id ?? "");
    if (source.type === "deck")
      await source.updateEmbeddedDocuments(
        "Card",
        ids.map((_id) => ({ _id, drawn: true })),
      );
    else await source.deleteEmbeddedDocuments("Card", ids);
    return new Map(ids.map((id, index) => [id, created?.[index]?.id ?? id]));
  }
}

/** Foundry's pass sends a card back to the deck it was drawn from by un-drawing its original there. */
function goesHome(card: Card.Implementation, destination: Cards.Implementation): boolean {
  return destination.type === "deck" && card._source.origin === destination.id && destination.cards.has(card.id ?? "");
}

/** A card a request or procedure named is not where it said. */
export class CardNotInStackError extends Error {
  constructor(
    readonly card: string,
    readonly stackName: string,
  ) {
    super(`Deckbound: ${card} is not in ${stackName}`);
    this.name = "CardNotInStackError";
  }
}

/** A card a request or procedure named lies there only as a document the table did not deal (see cardOfDocument). */
export class CardNotDealtError extends CardNotInStackError {
  constructor(card: string, stackName: string) {
    super(card, stackName);
    this.message = `Deckbound: ${card} in ${stackName} was not dealt by the table`;
    this.name = "CardNotDealtError";
  }
}

/**
 * Pure planning for "Repair decks" across a whole world [CORE-03]: after a GM dragged cards
 * between stacks, deleted or duplicated a stack, or a player edited a card in a hand they own,
 * bring the table back so that every card of the world's recipes exists exactly once — lying in
 * its home deck or in one stack — without losing one.
 *
 * - A card's identity is what its origin deck says (the document with the same id there), not what
 *   a copy claims: an edited copy is restored. A document the table does not honour (truth null
 *   while it claims a card: made or re-identified by a player, docs/SECURITY.md) is removed, so the
 *   genuine card is kept and the one it claimed to be is put back where it belongs.
 * - Cards in hands and piles are in play and stay; a card lying in a deck that is not its home, or
 *   in a stack no plan names (a duplicate), goes home. A second copy of a card is put away.
 * - A recipe card that lies nowhere is put back in its home deck (un-drawn, or created).
 * - A card in no recipe is sent back to the deck outside the ruleset it came from, or removed.
 * - Each card out of its home deck has one drawn document there with the same id (Foundry's link
 *   between a deck and its drawn cards), so the next repair can still tell what it really is; when
 *   another card holds that id at home, the link is kept in (or made in) another deck of the world.
 *
 * The plan is decided for the whole world at once, so the order stacks are visited in changes
 * nothing. The Foundry side (stack-setup.ts) takes a snapshot and carries the plan out.
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import type { StackKind } from "../../rules/cards/table.ts";

/**
 * planned: the stack a plan names; duplicate: another document claiming a planned address; retired:
 * a stack of a deleted character or user (emptied and removed as a duplicate is); unplanned: flagged
 * for the ruleset but named by no plan (left as it lies, but for the recipe cards there).
 */
export type StackRole = "planned" | "duplicate" | "retired" | "unplanned";

export interface CardSnapshot {
  readonly id: string;
  /** The document's name, to report a document that is no card. */
  readonly name: string;
  /** The identity the document stores (null when it stores none). */
  readonly claimed: Card | null;
  /** What the card really is: its origin deck's document with the same id, else `claimed`. */
  readonly truth: Card | null;
  readonly drawn: boolean;
  /** Foundry's `origin`: the id of the deck the card was drawn from. */
  readonly origin: string | null;
  readonly sort: number;
  /** For a card in no recipe: the deck outside the ruleset's stacks that holds it as drawn. */
  readonly returnTo: { readonly id: string; readonly label: string } | null;
}

export interface StackSnapshot {
  readonly id: string;
  /** How the report names the stack (its address, or its name). */
  readonly label: string;
  readonly kind: StackKind;
  readonly role: StackRole;
  /** How a card arriving home lies: face up unless the deck is hidden. */
  readonly faceUp: boolean;
  readonly cards: readonly CardSnapshot[];
}

export interface RecipeCard {
  readonly card: Card;
  /** Id of the planned deck that is the card's home. */
  readonly home: string;
}

export interface CardCreate {
  readonly card: Card;
  /** Keep this id (the link to a copy lying elsewhere); null for a fresh one. */
  readonly id: string | null;
  readonly drawn: boolean;
  readonly faceUp: boolean;
  readonly sort: number;
}

export interface CardUpdate {
  readonly id: string;
  /** Restore the identity (and the printed faces that go with it). */
  readonly identity?: Card;
  readonly drawn?: boolean;
  readonly faceUp?: boolean;
  readonly origin?: string;
}

export interface StackWrites {
  readonly create: CardCreate[];
  readonly update: CardUpdate[];
  readonly remove: string[];
  /** Cards moved out to their home deck: deleted here only after they exist there. */
  readonly movedOut: string[];
}

/** One line of the report: a card (its key, or the document's name when it is no card) and where. */
export interface ReportedCard {
  readonly card: string;
  readonly stack: string;
}

export interface CardRepairReport {
  /** Cards that had wandered into another deck or a duplicate stack, now back in their home deck (`stack`: where they were). */
  readonly movedHome: (ReportedCard & { readonly home: string })[];
  /** Copies whose identity had been edited, restored from their origin deck (`was`: what they claimed). */
  readonly restored: (ReportedCard & { readonly was: string })[];
  /** Second copies of a card put away. */
  readonly duplicatesRemoved: ReportedCard[];
  /** Cards in no recipe of the world: sent back to their own deck outside the ruleset (`home`), or removed. */
  readonly foreignReturned: (ReportedCard & { readonly home: string })[];
  readonly foreignRemoved: ReportedCard[];
  /**
   * Documents claiming to be a card that the table did not deal (made or re-identified in a stack a
   * player owns, with no link to the card's original: docs/SECURITY.md): removed, never kept.
   */
  readonly unverifiedRemoved: ReportedCard[];
  /** Recipe cards that lay nowhere, put back in their home deck. */
  readonly recreated: ReportedCard[];
}

export interface WorldRepair {
  readonly writes: ReadonlyMap<string, StackWrites>;
  /** Duplicate stacks left with nothing in them. */
  readonly deleteStacks: readonly string[];
  readonly report: CardRepairReport;
}

interface Located {
  readonly stack: StackSnapshot;
  readonly doc: CardSnapshot;
}

const keyOf = (card: Card | null): string | null => (card ? cardKey(card) : null);
const isLying = ({ stack, doc }: Located): boolean => stack.kind !== "deck" || !doc.drawn;
const claimedLabel = (doc: CardSnapshot): string => keyOf(doc.claimed) ?? doc.name;

/** Which lying copy of a card to keep: in play in a planned stack, then at home, then elsewhere; linked to home first. */
function keeperRank({ stack, doc }: Located, home: StackSnapshot): number {
  const place = stack.role !== "planned" ? 3 : stack.kind !== "deck" ? 0 : stack === home ? 1 : 2;
  const linked = home.cards.some((candidate) => candidate.id === doc.id) ? 0 : 1;
  return place * 2 + linked;
}

export function emptyReport(): CardRepairReport {
  return {
    movedHome: [],
    restored: [],
    duplicatesRemoved: [],
    foreignReturned: [],
    foreignRemoved: [],
    unverifiedRemoved: [],
    recreated: [],
  };
}

export function planWorldRepair(stacks: readonly StackSnapshot[], recipe: readonly RecipeCard[]): WorldRepair {
  const byId = new Map(stacks.map((stack) => [stack.id, stack]));
  const writes = new Map<string, StackWrites>();
  const writesFor = (stackId: string): StackWrites => {
    let found = writes.get(stackId);
    if (!found) writes.set(stackId, (found = { create: [], update: [], remove: [], movedOut: [] }));
    return found;
  };
  const report = emptyReport();
  /** Documents whose fate is decided (kept, updated or removed); the rest of a planned deck's drawn documents are stale. */
  const decided = new Set<CardSnapshot>();
  const nextSort = new Map(stacks.map((stack) => [stack.id, Math.max(0, ...stack.cards.map((doc) => doc.sort)) + 1]));
  const takeSort = (stackId: string): number => {
    const sort = nextSort.get(stackId) ?? 0;
    nextSort.set(stackId, sort + 1);
    return sort;
  };
  /** Ids a stack holds or will hold after the plan's creations. */
  const reserved = new Map(stacks.map((stack) => [stack.id, new Set(stack.cards.map((doc) => doc.id))]));
  const freeId = (stackId: string, id: string): string | null => {
    const ids = reserved.get(stackId)!;
    if (ids.has(id)) return null;
    ids.add(id);
    return id;
  };
  /** One update per document: later changes merge into the first. */
  const update = (stackId: string, change: CardUpdate) => {
    const updates = writesFor(stackId).update;
    const index = updates.findIndex((existing) => existing.id === change.id);
    if (index < 0) updates.push(change);
    else updates[index] = { ...updates[index], ...change };
  };
  const remove = ({ stack, doc }: Located) => {
    decided.add(doc);
    writesFor(stack.id).remove.push(doc.id);
  };

  const all: Located[] = stacks.flatMap((stack) => stack.cards.map((doc) => ({ stack, doc })));
  const homes = new Map(recipe.map(({ card, home }) => [cardKey(card), byId.get(home)]));
  const lyingByKey = new Map<string, Located[]>();
  for (const located of all) {
    const key = keyOf(located.doc.truth);
    if (!isLying(located)) continue;
    if (key !== null && homes.get(key)) {
      lyingByKey.set(key, [...(lyingByKey.get(key) ?? []), located]);
    } else if (located.stack.role !== "unplanned") {
      removeForeign(located);
    }
  }

  function removeForeign(located: Located): void {
    const line = { card: claimedLabel(located.doc), stack: located.stack.label };
    if (located.doc.truth === null && located.doc.claimed !== null) {
      remove(located);
      report.unverifiedRemoved.push(line);
      return;
    }
    const home = located.doc.returnTo;
    if (home) {
      update(home.id, { id: located.doc.id, drawn: false });
      writesFor(located.stack.id).movedOut.push(located.doc.id);
      decided.add(located.doc);
      report.foreignReturned.push({ ...line, home: home.label });
    } else {
      remove(located);
      report.foreignRemoved.push(line);
    }
  }

  for (const { card } of recipe) {
    const key = cardKey(card);
    const home = homes.get(key);
    if (!home) continue;
    const atHome = home.cards.filter((doc) => keyOf(doc.truth) === key);
    const lying = [...(lyingByKey.get(key) ?? [])].sort((a, b) => keeperRank(a, home) - keeperRank(b, home));
    const [keeper, ...surplus] = lying;
    for (const extra of surplus) {
      report.duplicatesRemoved.push({ card: key, stack: extra.stack.label });
      if (extra.stack !== home) remove(extra);
    }
    if (keeper && keeper.stack === home) {
      decided.add(keeper.doc);
      restore(keeper);
      // Drawn from another deck into its home, it is vouched for by its original there, which is now stale:
      // pointed at its home, its own data vouches for it (its own deck) once that original is gone.
      if (keeper.doc.origin !== null && keeper.doc.origin !== home.id) update(home.id, { id: keeper.doc.id, origin: home.id });
      for (const doc of atHome) if (doc !== keeper.doc) remove({ stack: home, doc });
    } else if (keeper && keeper.stack.role === "planned" && keeper.stack.kind !== "deck") {
      decided.add(keeper.doc);
      restore(keeper);
      if (linksAt(home, keeper.doc.id, key)) {
        const linked = anchor(home, atHome, keeper.doc.id, key, card, { drawn: true, faceUp: home.faceUp }) === keeper.doc.id;
        // Point the card at its home only through its own original: another card may use its id there.
        if (linked && keeper.doc.origin !== home.id) update(keeper.stack.id, { id: keeper.doc.id, origin: home.id });
      } else keepLinkElsewhere(keeper, home, atHome, key, card);
    } else if (keeper) {
      decided.add(keeper.doc);
      if (keyOf(keeper.doc.claimed) !== key) report.restored.push({ card: key, stack: keeper.stack.label, was: claimedLabel(keeper.doc) });
      anchor(home, atHome, keeper.doc.id, key, card, { drawn: false, faceUp: home.faceUp });
      writesFor(keeper.stack.id).movedOut.push(keeper.doc.id);
      report.movedHome.push({ card: key, stack: keeper.stack.label, home: home.label });
    } else {
      anchor(home, atHome, null, key, card, { drawn: false, faceUp: home.faceUp });
      report.recreated.push({ card: key, stack: home.label });
    }
  }

  /** Make `home` hold exactly one document for the card, in the given state, with `linkId` when it can; returns its id (null when new and fresh). */
  function anchor(
    home: StackSnapshot,
    atHome: readonly CardSnapshot[],
    linkId: string | null,
    key: string,
    card: Card,
    state: { drawn: boolean; faceUp: boolean },
  ): string | null {
    const linked = linkId === null ? undefined : home.cards.find((doc) => doc.id === linkId);
    const reusable = linked && keyOf(linked.truth) === key ? linked : linked ? atHome[0] : linkId === null ? atHome[0] : undefined;
    if (reusable) {
      decided.add(reusable);
      const redraw = reusable.drawn !== state.drawn ? { drawn: state.drawn, faceUp: state.faceUp } : {};
      const identity = keyOf(reusable.claimed) !== key ? { identity: card } : {};
      if (Object.keys(redraw).length + Object.keys(identity).length > 0) update(home.id, { id: reusable.id, ...redraw, ...identity });
    }
    const id = reusable ? reusable.id : linkId === null ? null : freeId(home.id, linkId);
    if (!reusable) writesFor(home.id).create.push({ card, id, drawn: state.drawn, faceUp: state.faceUp, sort: takeSort(home.id) });
    for (const doc of atHome) if (doc !== reusable && !decided.has(doc)) remove({ stack: home, doc });
    return id;
  }

  /** Can `deck` hold the drawn document with this id that vouches for the card `key` (the id free there, or already that card's)? */
  function linksAt(deck: StackSnapshot, id: string, key: string): boolean {
    const holder = deck.cards.find((doc) => doc.id === id);
    return holder ? keyOf(holder.truth) === key : !reserved.get(deck.id)!.has(id);
  }

  /**
   * A card in play whose id another card holds in its home deck cannot be linked there. Its link
   * stays where it is when a deck of the world holds it (the deck it was drawn from: a GM shuffled
   * it into another deck and it was drawn again), or goes to the first deck of the world with its id
   * free; the home keeps no document for it. Without this its original was removed as stale, so the
   * card, in a player's stack, could no longer be told from a forgery and was taken out of play.
   */
  function keepLinkElsewhere(keeper: Located, home: StackSnapshot, atHome: readonly CardSnapshot[], key: string, card: Card): void {
    for (const doc of atHome) if (!decided.has(doc)) remove({ stack: home, doc });
    const id = keeper.doc.id;
    const origin = keeper.doc.origin === null ? undefined : byId.get(keeper.doc.origin);
    const original =
      origin?.role === "planned" && origin.kind === "deck"
        ? origin.cards.find((doc) => doc.id === id && doc.drawn && keyOf(doc.truth) === key)
        : undefined;
    if (original) {
      decided.add(original);
      return;
    }
    const deck = stacks.find((stack) => stack.role === "planned" && stack.kind === "deck" && !reserved.get(stack.id)!.has(id));
    if (!deck) return;
    reserved.get(deck.id)!.add(id);
    writesFor(deck.id).create.push({ card, id, drawn: true, faceUp: deck.faceUp, sort: takeSort(deck.id) });
    update(keeper.stack.id, { id, origin: deck.id });
  }

  function restore({ stack, doc }: Located): void {
    if (!doc.truth || keyOf(doc.claimed) === keyOf(doc.truth)) return;
    update(stack.id, { id: doc.id, identity: doc.truth });
    report.restored.push({ card: cardKey(doc.truth), stack: stack.label, was: claimedLabel(doc) });
  }

  // Drawn documents no card needs any more (their copy is gone or was put away) are stale.
  for (const located of all) {
    if (located.stack.role === "planned" && located.stack.kind === "deck" && located.doc.drawn && !decided.has(located.doc))
      remove(located);
  }
  const deleteStacks = stacks
    .filter((stack) => stack.role === "duplicate" || stack.role === "retired")
    .filter((stack) => stack.cards.every((doc) => decided.has(doc) || (stack.kind === "deck" && doc.drawn)))
    .map((stack) => stack.id);
  return { writes, deleteStacks, report };
}

export function isRepairEmpty(repair: WorldRepair): boolean {
  return (
    repair.deleteStacks.length === 0 &&
    [...repair.writes.values()].every((w) => !w.create.length && !w.update.length && !w.remove.length && !w.movedOut.length)
  );
}

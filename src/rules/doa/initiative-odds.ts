/**
 * The odds before initiative is drawn [DOA-13, CORE-05]: the chance that one of the players'
 * characters acts first. Everyone draws one card from their owner's action deck, in listing order;
 * with no target the draw keeps the first suited card (a joker is replaced by the next card), so
 * those drawing from one deck take a uniformly random set of its suited cards. The highest card acts
 * first (Ace high); a tie goes to the higher Agility modifier, then to whoever is listed first
 * (initiativeOrder). A Fate Card redraw is a choice made later, with its own odds shown then.
 */
import { isSuitedCard } from "../cards/card.ts";
import type { Card } from "../cards/card.ts";

export interface InitiativeDrawer {
  /** Whose deck the card comes from. */
  readonly owner: string;
  readonly agility: number;
  /** A players' character (not the GM's). */
  readonly players: boolean;
}

/** (x)_j = x (x − 1) … (x − j + 1); 0 when j > x. */
function falling(x: number, j: number): number {
  let product = 1;
  for (let step = 0; step < j; step++) product *= x - step;
  return product;
}

/**
 * The chance that a players' character acts first, over the decks as they lie (`deckOf`: the cards
 * in an owner's deck). Null when a deck holds fewer suited cards than those drawing from it: a
 * reshuffle in the middle of the draws, which these odds do not follow.
 */
export function playersFirstOdds(drawers: readonly InitiativeDrawer[], deckOf: (owner: string) => readonly Card[]): number | null {
  // Better in a tie: higher Agility, then listed earlier.
  const better = (a: number, b: number) =>
    drawers[a]!.agility > drawers[b]!.agility || (drawers[a]!.agility === drawers[b]!.agility && a < b);
  const owners = [...new Set(drawers.map((drawer) => drawer.owner))];
  const decks = owners.map((owner) => {
    const members = [...drawers.keys()].filter((index) => drawers[index]!.owner === owner);
    const suited = deckOf(owner).filter(isSuitedCard);
    const ofRank = Array.from({ length: 15 }, (_, rank) => suited.filter((card) => card.rank === rank).length);
    return { members, size: suited.length, ofRank };
  });
  if (decks.some((deck) => deck.size < deck.members.length)) return null;
  let first = 0;
  for (let rank = 2; rank <= 14; rank++) {
    // Per deck: P(every card of its drawers at most `rank`, and the best of those at `rank` is m), and P(none at `rank`).
    const atRank = decks.map(({ members, size, ofRank }) => {
      const below = ofRank.slice(0, rank).reduce((sum, count) => sum + count, 0);
      const all = falling(size, members.length);
      const best = new Map<number, number>();
      for (const member of members) {
        const worse = members.filter((other) => other !== member && better(member, other)).length;
        let chance = 0;
        let ways = 1;
        for (let at = 1; at <= Math.min(members.length, ofRank[rank]!); at++) {
          // C(worse, at − 1) of the worse ones also at `rank`, the rest below.
          chance += ways * falling(ofRank[rank]!, at) * falling(below, members.length - at);
          ways = (ways * (worse - at + 1)) / at;
        }
        best.set(member, chance / all);
      }
      return { members, best, none: falling(below, members.length) / all };
    });
    for (const deck of atRank) {
      for (const member of deck.members) {
        if (!drawers[member]!.players) continue;
        let chance = deck.best.get(member)!;
        for (const other of atRank) {
          if (other === deck) continue;
          chance *=
            other.none + other.members.filter((rival) => better(member, rival)).reduce((sum, rival) => sum + other.best.get(rival)!, 0);
        }
        first += chance;
      }
    }
  }
  return first;
}

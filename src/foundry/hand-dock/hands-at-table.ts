/**
 * Which hands the dock shows, read from the world: each player's character (the one Foundry's
 * User Configuration assigns); for a player, any other character they own; for the GM, every
 * character no player has that holds cards (the NPCs the GM plays: a Follower, a group of Extras,
 * a Dealer) — each with the cards lying in its hand stack, and, named, those in any other stack the
 * ruleset says the character holds to play (alsoHeld) while it holds some. Only the ruleset's
 * characters have hands.
 */
import type { Card } from "../../rules/cards/card.ts";
import type { RulesetDefinition } from "../registry/definition.ts";
import { cardsLyingIn } from "../table/foundry-table.ts";
import { formatStackAddress } from "../table/stack-address.ts";
import { findStack } from "../table/stack-directory.ts";
import type { DockHandInput } from "./dock-view.ts";

/** The cards in a character's hand, or null when the ruleset has no hand or it is not set up. */
export function handCards(ruleset: RulesetDefinition, actorId: string): Card[] | null {
  if (!ruleset.hand) return null;
  const stack = findStack(ruleset.id, { stack: ruleset.hand.stack, owner: actorId });
  return stack ? cardsLyingIn(stack).map(({ card }) => card) : null;
}

/** How many cards a user's character holds; null when the user has no character with a hand. */
export function userHandCount(ruleset: RulesetDefinition, user: User.Implementation): number | null {
  const character = user.character;
  if (!character?.id || !ruleset.characterTypes.includes(character.type)) return null;
  return handCards(ruleset, character.id)?.length ?? null;
}

export function handsAtTable(ruleset: RulesetDefinition): DockHandInput[] {
  const hand = ruleset.hand;
  if (!hand) return [];
  const isPublic = (stack: string) => ruleset.stacks.find((definition) => definition.id === stack)?.visibility === "public";
  const players = new Map<string, string[]>();
  for (const user of game.users) {
    const character = user.character;
    if (user.isGM || !character?.id) continue;
    players.set(character.id, [...(players.get(character.id) ?? []), user.name ?? ""]);
  }
  const gm = game.user.isGM;
  const hands: DockHandInput[] = [];
  for (const actor of game.actors) {
    const id = actor.id;
    if (!id || !ruleset.characterTypes.includes(actor.type)) continue;
    const played = players.has(id);
    if (!played && !gm && !actor.isOwner) continue;
    const cards = handCards(ruleset, id);
    if (!cards || (!played && gm && cards.length === 0)) continue;
    const common = { actorId: id, actorName: actor.name ?? "", playerNames: players.get(id) ?? [], owned: actor.isOwner };
    hands.push({ ...common, address: formatStackAddress({ stack: hand.stack, owner: id }), cards, public: isPublic(hand.stack) });
    // The character's other held cards (an Epic Event's or a rest's), named, while it holds any.
    for (const held of hand.alsoHeld ?? []) {
      const stack = findStack(ruleset.id, { stack: held.stack, owner: id });
      const heldCards = stack ? cardsLyingIn(stack).map(({ card }) => card) : [];
      if (heldCards.length === 0) continue;
      hands.push({
        ...common,
        address: formatStackAddress({ stack: held.stack, owner: id }),
        cards: heldCards,
        public: isPublic(held.stack),
        heldIn: held.label,
      });
    }
  }
  return hands;
}

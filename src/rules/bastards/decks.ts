/**
 * The shared deck and the stacks around it [GOB-09], the ruleset's own effects, and the runner that
 * performs them on any table.
 *
 * Stacks (addresses as in ../cards/table.ts `stackAddress`): `deck` (108 cards: two decks with
 * jokers, origins "A"/"B"; runs out with `stop`, the opposition asks the table, GOB-23), `discard`
 * (public), `play` (public: cards in play — initiative cards, face-up bets, the Fate draw), and per
 * character `hand:<actorKey>` (owner-only), `facedown:<actorKey>` (owner-only, the opening face-down
 * card of an opposed draw) and `skill:<actorKey>` (owner-only, a skill hand's cards, kept apart
 * from an opposition hand).
 */
import { doubleDeckWithJokers } from "../cards/recipes.ts";
import type { Card } from "../cards/card.ts";
import { applyEffects, stackAddress } from "../cards/table.ts";
import { cardValue } from "./values.ts";
import type { DrawOutcome, StackSpec, TableEffect, TablePort } from "../cards/table.ts";

export const DECK = "deck";
export const DISCARD = "discard";
export const PLAY = "play";
/** Per-character stack ids; a character's copy is `stackAddress(id, actorKey)`. */
export const HAND = "hand";
export const FACE_DOWN = "facedown";
export const SKILL = "skill";

export function handStack(actorKey: string): string {
  return stackAddress(HAND, actorKey);
}

export function faceDownStack(actorKey: string): string {
  return stackAddress(FACE_DOWN, actorKey);
}

export function skillStack(actorKey: string): string {
  return stackAddress(SKILL, actorKey);
}

/** The 108 cards of the shared deck. */
export function deckCards(): Card[] {
  return doubleDeckWithJokers();
}

/** Jokers in the shared deck (two per deck). */
export const JOKERS_IN_DECK = 4;

export function sharedStackSpecs(): StackSpec[] {
  return [
    { id: DECK, kind: "deck", visibility: "hidden", runOut: { kind: "stop" }, discards: [DISCARD] },
    { id: DISCARD, kind: "pile", visibility: "public", runOut: { kind: "stop" } },
    { id: PLAY, kind: "pile", visibility: "public", runOut: { kind: "stop" } },
  ];
}

export function actorStackSpecs(actorKey: string): StackSpec[] {
  return [
    { id: handStack(actorKey), kind: "hand", visibility: "owner", runOut: { kind: "stop" } },
    { id: faceDownStack(actorKey), kind: "pile", visibility: "owner", runOut: { kind: "stop" } },
    { id: skillStack(actorKey), kind: "hand", visibility: "owner", runOut: { kind: "stop" } },
  ];
}

/** Every stack for a table with these characters. */
export function tableStackSpecs(actorKeys: readonly string[]): StackSpec[] {
  return [...sharedStackSpecs(), ...actorKeys.flatMap(actorStackSpecs)];
}

/**
 * Ruleset effects beside the table's own:
 * - `bastards.gather`: move every card of these stacks into `to` without showing them (a hand
 *   whose faces the procedure never learnt goes back to the deck);
 * - `bastards.ask`: the deck ran out in an opposition — ask the table whether to go on [GOB-23];
 * - `bastards.trim`: a hand held to `keep` cards, its lowest going to `to` (a group of Extras that lost
 *   members, whose members cap its hand, GOB-26).
 */
export type GatherEffect = { readonly type: "bastards.gather"; readonly from: readonly string[]; readonly to: string };
export type AskEffect = { readonly type: "bastards.ask"; readonly question: "continueOpposition" };
export type TrimEffect = { readonly type: "bastards.trim"; readonly from: string; readonly keep: number; readonly to: string };
export type BastardsEffect = TableEffect | GatherEffect | AskEffect | TrimEffect;

/** A card's worth in a hand: its value (GOB-11); a joker, never kept in a hand, nothing. */
function handValue(card: Card): number {
  return card.kind === "suited" ? cardValue(card) : 0;
}

/** Cards of every stack back into the deck, shuffled: the start of a scene [GOB-09]. */
export function sceneShuffleEffects(actorKeys: readonly string[]): BastardsEffect[] {
  const stacks = [DISCARD, PLAY, ...actorKeys.flatMap((key) => [handStack(key), faceDownStack(key), skillStack(key)])];
  return [
    { type: "bastards.gather", from: stacks, to: DECK },
    { type: "shuffle", stack: DECK },
  ];
}

/**
 * Run effects in order on any table (on the GM's client, which may see every stack). `bastards.ask`
 * is left to the caller: it is a question for the players, not a table operation. Returns the
 * outcome of each draw, in order.
 */
export async function applyBastardsEffects(table: TablePort, effects: readonly BastardsEffect[]): Promise<DrawOutcome[]> {
  const draws: DrawOutcome[] = [];
  for (const effect of effects) {
    if (effect.type === "bastards.gather") {
      for (const stack of effect.from) {
        const cards = await table.peek(stack, await table.count(stack));
        if (cards.length > 0) await table.move(cards, stack, effect.to);
      }
    } else if (effect.type === "bastards.trim") {
      const cards = await table.peek(effect.from, await table.count(effect.from));
      const lowest = [...cards].sort((a, b) => handValue(a) - handValue(b)).slice(0, Math.max(0, cards.length - effect.keep));
      if (lowest.length > 0) await table.move(lowest, effect.from, effect.to);
    } else if (effect.type !== "bastards.ask") {
      draws.push(...(await applyEffects(table, [effect])));
    }
  }
  return draws;
}

/**
 * The Director's decks and where every card lives [DIR-02, DIR-03].
 *
 * - Each character's action deck (address `action:<actorKey>`, see `stackAddress`), built from its
 *   archetype, with its discard pile (`action-discard:<actorKey>`). A test draws onto the discard pile and the pile goes back at once [DIR-11].
 * - The Director's destiny deck (A–4 of each suit, 16 cards) and enemy deck (5–10, 24 cards).
 *   Ruling: NPC tests draw from the enemy deck; the destiny deck is the Director's oracle draw.
 *   Both are card counts, so both are editable.
 *
 * Run-out: action and enemy decks `stop` — a test asking for more cards than the deck holds draws
 * what there is and says so (the deck is whole at the start of every test, so only a deck smaller
 * than the draw runs out). The destiny deck has no rule of its own and reshuffles its discards.
 * Decks lie face down ("hidden"); discard piles are public [CORE-06].
 */
import type { Card } from "../cards/card.ts";
import { stackAddress } from "../cards/table.ts";
import type { StackSpec, TableEffect } from "../cards/table.ts";
import type { CardCounts } from "./counts.ts";
import { cardsFromCounts, oneOfEach } from "./counts.ts";
import { refuse } from "../outcome.ts";
import type { Refusal } from "../outcome.ts";
import { REFUSAL } from "./result.ts";

export const DESTINY_STACK = "destiny";
export const DESTINY_DISCARD_STACK = "destiny-discard";
export const ENEMY_STACK = "enemy";
export const ENEMY_DISCARD_STACK = "enemy-discard";
/** Ids of the per-character stacks; a character's own stack is addressed `<id>:<actorKey>`. */
export const ACTION_STACK = "action";
export const ACTION_DISCARD_STACK = "action-discard";

export const DESTINY_ORIGIN = "director-destiny";
export const ENEMY_ORIGIN = "director-enemy";

export function actionStack(actorKey: string): string {
  return stackAddress(ACTION_STACK, actorKey);
}
export function actionDiscardStack(actorKey: string): string {
  return stackAddress(ACTION_DISCARD_STACK, actorKey);
}
/** The origin of a character's action-deck cards: each player has their own poker deck. */
export function actionOrigin(actorKey: string): string {
  return `director-action-${actorKey}`;
}

/** The destiny deck as the source builds it: Ace to 4 of each suit (16 cards) [DIR-03]. */
export const DEFAULT_DESTINY_COUNTS: CardCounts = oneOfEach(() => [14, 2, 3, 4]);
/** The enemy deck as the source builds it: 5 to 10 of each suit (24 cards) [DIR-03]. */
export const DEFAULT_ENEMY_COUNTS: CardCounts = oneOfEach(() => [5, 6, 7, 8, 9, 10]);

/** The Director's two decks, as the world stores them (editable). */
export interface DirectorDecks {
  readonly destiny: CardCounts;
  readonly enemy: CardCounts;
}

export const DEFAULT_DIRECTOR_DECKS: DirectorDecks = { destiny: DEFAULT_DESTINY_COUNTS, enemy: DEFAULT_ENEMY_COUNTS };

/**
 * A deck a test or competition draws from: its stacks and what it holds when whole. The
 * composition is public (an archetype, the enemy deck's recipe); only the order is hidden.
 */
export interface DrawDeck {
  readonly stack: string;
  readonly discard: string;
  /** The origin of its cards (copies: `origin#k`, see counts.ts). */
  readonly origin: string;
  readonly composition: CardCounts;
}

/** A character's action deck [DIR-02]. */
export function actionDeck(actorKey: string, archetype: CardCounts): DrawDeck {
  return { stack: actionStack(actorKey), discard: actionDiscardStack(actorKey), origin: actionOrigin(actorKey), composition: archetype };
}

/**
 * Whether `deck` is one the competitor or tester `key` may draw from: their own action deck, or the
 * enemy deck [DIR-02, DIR-03 ruling] — never another character's (a stored state naming another's
 * deck is refused, whoever wrote it) [CORE-06].
 */
export function drawsFromOwnDeck(key: string, deck: Pick<DrawDeck, "stack" | "discard" | "origin">): boolean {
  if (deck.stack === ENEMY_STACK) return deck.discard === ENEMY_DISCARD_STACK && deck.origin === ENEMY_ORIGIN;
  return deck.stack === actionStack(key) && deck.discard === actionDiscardStack(key) && deck.origin === actionOrigin(key);
}

/** The enemy deck, which NPC tests draw from [DIR-03 ruling]. */
export function enemyDeck(counts: CardCounts = DEFAULT_ENEMY_COUNTS): DrawDeck {
  return { stack: ENEMY_STACK, discard: ENEMY_DISCARD_STACK, origin: ENEMY_ORIGIN, composition: counts };
}

function deckSpecs(stack: string, discard: string, runOut: StackSpec["runOut"]): StackSpec[] {
  return [
    { id: stack, kind: "deck", visibility: "hidden", runOut, discards: [discard] },
    { id: discard, kind: "pile", visibility: "public", runOut: { kind: "stop" } },
  ];
}

/**
 * The Director's oracle draw [DIR-03 ruling]: cards from the destiny deck, face up onto its discard
 * pile. The source gives the draw no meaning of its own, so it is just the effect; a destiny deck
 * that runs out reshuffles its discards [CORE-04].
 */
export function destinyDraw(count = 1): TableEffect {
  return { type: "draw", from: DESTINY_STACK, to: DESTINY_DISCARD_STACK, count, how: "top" };
}

/** A character's action deck and discard pile. */
export function actionStackSpecs(actorKey: string): StackSpec[] {
  return deckSpecs(actionStack(actorKey), actionDiscardStack(actorKey), { kind: "stop" });
}

/** The Director's destiny and enemy decks with their discard piles. */
export function directorStackSpecs(): StackSpec[] {
  return [
    ...deckSpecs(DESTINY_STACK, DESTINY_DISCARD_STACK, { kind: "reshuffle", discards: [DESTINY_DISCARD_STACK] }),
    ...deckSpecs(ENEMY_STACK, ENEMY_DISCARD_STACK, { kind: "stop" }),
  ];
}

/** Every stack of a table: the Director's, then each character's. */
export function tableStackSpecs(actorKeys: readonly string[]): StackSpec[] {
  return [...directorStackSpecs(), ...actorKeys.flatMap(actionStackSpecs)];
}

/** Where every card starts: each deck whole in its draw stack (shuffle before play). */
export function startingStacks(
  archetypes: Readonly<Record<string, CardCounts>>,
  decks: DirectorDecks = DEFAULT_DIRECTOR_DECKS,
): Record<string, readonly Card[]> {
  const stacks: Record<string, readonly Card[]> = {
    [DESTINY_STACK]: cardsFromCounts(decks.destiny, DESTINY_ORIGIN),
    [ENEMY_STACK]: cardsFromCounts(decks.enemy, ENEMY_ORIGIN),
  };
  for (const [actorKey, counts] of Object.entries(archetypes))
    stacks[actionStack(actorKey)] = cardsFromCounts(counts, actionOrigin(actorKey));
  return stacks;
}

/**
 * A draw takes a whole deck [DIR-11]: cards out on a deck's discard pile (`cardsOut`, one count per
 * deck drawn from) are a tied competition's, face up until the Director decides it; a draw now would
 * draw from what is left, and its end would shuffle the tie's cards back in. Refused.
 */
export function notWholeRefusal(cardsOut: readonly number[]): Refusal | null {
  return cardsOut.some((count) => count > 0) ? refuse(REFUSAL.DeckNotWhole) : null;
}

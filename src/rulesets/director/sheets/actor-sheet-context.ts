/**
 * Pure context builders for the Director's sheets: the character / NPC sheet (the four attributes
 * with their suits and odds, the competences, the deck's composition and cards left, test
 * buttons) and the deck grid (suits × ranks with counts) the archetype editor and the Director's
 * deck editor share. Text is i18n keys; the templates localise them.
 */
import { RANKS, cardLabel, rankCode, suitColor, suitSymbol } from "../../../rules/cards/card.ts";
import type { Rank, Suit } from "../../../rules/cards/card.ts";
import { ATTRIBUTES, attributeLabelKey, attributeOfSuit, attributeSuit } from "../../../rules/director/attributes.ts";
import { planTest } from "../../../rules/director/checks.ts";
import { POKER_DECK_COPIES, countOf, highestRank, suitTotal, totalCards } from "../../../rules/director/counts.ts";
import { successChance, testOdds } from "../../../rules/director/odds.ts";
import type { CardCounts, Competence } from "../../../rules/director/index.ts";
import { percent } from "../../../foundry/odds-view.ts";

/** The difficulties the sheet shows odds for: 1 (very difficult) … 4 (easy) [DIR-04]. */
export const SHOWN_DIFFICULTIES = [1, 2, 3, 4] as const;

export interface GridCellView {
  readonly rank: Rank;
  readonly count: number;
  /** The most its input takes: the world's limit, or the copies it already holds if more. */
  readonly max: number;
  /** The form field of this count, e.g. `system.counts.S.14`. */
  readonly name: string;
}

export interface GridRowView {
  readonly suit: Suit;
  readonly symbol: string;
  readonly color: "red" | "black";
  /** The attribute the suit stands for [DIR-01]. */
  readonly attribute: string;
  readonly cells: readonly GridCellView[];
  readonly total: number;
}

export interface DeckGridView {
  readonly ranks: readonly string[];
  /** Spades first, as the attributes are listed: Body ♠, Dexterity ♣, Spirit ♥, Mind ♦. */
  readonly rows: readonly GridRowView[];
  readonly total: number;
  /** The most copies of a card the world allows (an input's own limit is higher where the deck already holds more). */
  readonly maxCopies: number;
}

const GRID_SUITS: readonly Suit[] = ATTRIBUTES.map(attributeSuit);

/**
 * A deck as a grid of suits × ranks; `fieldPrefix` names the count inputs (`system.counts`), `maxCopies`
 * the copies of a card the world allows (a face already holding more may keep them: checkCopies).
 */
export function deckGridView(counts: CardCounts, fieldPrefix: string, maxCopies = POKER_DECK_COPIES): DeckGridView {
  return {
    ranks: RANKS.map(rankCode),
    rows: GRID_SUITS.map((suit) => ({
      suit,
      symbol: suitSymbol(suit),
      color: suitColor(suit),
      attribute: attributeLabelKey(attributeOfSuit(suit)),
      cells: RANKS.map((rank) => {
        const count = countOf(counts, suit, rank);
        return { rank, count, max: Math.max(count, maxCopies), name: `${fieldPrefix}.${suit}.${rank}` };
      }),
      total: suitTotal(counts, suit),
    })),
    total: totalCards(counts),
    maxCopies,
  };
}

export interface AttributeRowView {
  readonly attribute: string;
  readonly label: string;
  readonly symbol: string;
  readonly color: "red" | "black";
  /** Cards of the suit in the whole deck. */
  readonly cards: number;
  /** The card a difficulty-0 test needs [DIR-06], or "—" when the deck holds none of the suit. */
  readonly highest: string;
  /** Success chance at each of SHOWN_DIFFICULTIES with no extra cards, from the deck's composition [CORE-05]. */
  readonly odds: readonly string[];
}

export function attributeRows(counts: CardCounts): AttributeRowView[] {
  return ATTRIBUTES.map((attribute) => {
    const suit = attributeSuit(attribute);
    const top = highestRank(counts, suit);
    return {
      attribute,
      label: attributeLabelKey(attribute),
      symbol: suitSymbol(suit),
      color: suitColor(suit),
      cards: suitTotal(counts, suit),
      highest: top === null ? "—" : cardLabel({ kind: "suited", suit, rank: top, origin: "label" }),
      odds: SHOWN_DIFFICULTIES.map((difficulty) => percent(successChance(testOdds(planTest(difficulty, suit, counts), counts)))),
    };
  });
}

export interface CompetenceRowView {
  readonly index: number;
  readonly name: string;
  readonly expert: boolean;
  /** "+1", or "+2" for an expert [DIR-08]. */
  readonly bonus: string;
}

export function competenceRows(competences: readonly Competence[]): CompetenceRowView[] {
  return competences.map(({ name, expert }, index) => ({ index, name, expert, bonus: expert ? "+2" : "+1" }));
}

export interface ArchetypeChoiceView {
  /** `shipped:<id>` or `item:<itemId>`: what the sheet's Use button sends back. */
  readonly key: string;
  /** An i18n key (shipped) or the item's name. */
  readonly name: string;
  readonly cards: number;
  readonly current: boolean;
}

export interface CharacterSheetInput {
  readonly npc: boolean;
  /** The deck the character draws from: its archetype, or the enemy deck for an NPC [DIR-03]. */
  readonly counts: CardCounts;
  readonly archetypeName: string | null;
  /** Cards lying in the draw stack now; null when its stacks are not set up. */
  readonly cardsLeft: number | null;
  readonly competences: readonly Competence[];
  readonly notes: string;
  readonly canTest: boolean;
  readonly archetypes: readonly ArchetypeChoiceView[];
}

export function characterSheetView(input: CharacterSheetInput) {
  const size = totalCards(input.counts);
  return {
    npc: input.npc,
    deckLabel: input.npc ? "DECKBOUND.Director.Sheet.EnemyDeck" : "DECKBOUND.Director.Sheet.ActionDeck",
    archetypeName: input.archetypeName,
    size,
    cardsLeft: input.cardsLeft,
    whole: input.cardsLeft === size,
    attributes: attributeRows(input.counts),
    difficulties: SHOWN_DIFFICULTIES,
    grid: deckGridView(input.counts, "system.archetype.counts"),
    competences: competenceRows(input.competences),
    notes: input.notes,
    canTest: input.canTest,
    archetypes: input.archetypes,
  };
}

export type CharacterSheetView = ReturnType<typeof characterSheetView>;

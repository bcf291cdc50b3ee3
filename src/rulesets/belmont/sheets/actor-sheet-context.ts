/**
 * The Belmont sheet's context (pure, from the cards lying in each stack and the hero's abilities):
 * the four skill decks side by side with their face-up top card, cards left and the token on a
 * last card [BEL-05, BEL-13]; the luck card; the abilities on their cards, flagged when their
 * card has left the deck [BEL-17]; the deck list the editor works on [BEL-04, BEL-17]; and, for
 * the GM only, Fate's decks [BEL-03].
 */
import { suited, isSuitedCard } from "../../../rules/cards/card.ts";
import type { Card, Suit, SuitedCard } from "../../../rules/cards/card.ts";
import {
  LUCK_CARD_STACK,
  LUCK_DISCARD_STACK,
  LUCK_STACK,
  SKILL_SUITS,
  abilitiesOn,
  challengeDiscardStack,
  challengeStack,
  decksOf,
  orphanedAbilities,
  skillDiscardStack,
  skillLabelKey,
  skillStack,
  skillTopStack,
  sortCards,
} from "../../../rules/belmont/index.ts";
import type { Ability, StackContents } from "../../../rules/belmont/index.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { cardShortName } from "../../../foundry/table/card-identity.ts";
import { abilityEffectText } from "../chat/task-context.ts";
import { KIND_CHOICES, RANK_CHOICES, SUIT_CHOICES } from "../models/ability-choices.ts";

export interface SheetAbilityView {
  readonly id: string;
  readonly name: string;
  /** The card it is attached to, e.g. "A♣". */
  readonly cardName: string;
  readonly kind: Ability["effect"]["kind"];
  /** "+1", "−1", or the described effect. */
  readonly effect: string;
  /** Its card is no longer in the skill deck (removed or changed by an edit). */
  readonly orphaned: boolean;
  /** The raw values the edit mode's fields show. */
  readonly suit: Suit;
  readonly rank: number;
  readonly amount: number;
  readonly description: string;
}

export interface SkillDeckPanel {
  readonly suit: Suit;
  readonly skill: string;
  readonly top: CardView | null;
  readonly topAbilities: readonly SheetAbilityView[];
  readonly cardsLeft: number;
  readonly lastCard: boolean;
  readonly discards: number;
  /** The skill deck's discard pile, face up: every player sees its cards [BEL-16]. */
  readonly discardCards: readonly CardView[];
  /** Fate's challenge deck of the suit, as everyone sees it: its size, the token on its last card, its discard pile [BEL-13, BEL-16]. */
  readonly challenge: { readonly cardsLeft: number; readonly lastCard: boolean; readonly discardCards: readonly CardView[] };
}

export interface DeckListEntry {
  readonly card: CardView;
  readonly abilities: readonly string[];
}

export interface FateDeckPanel {
  readonly suit: Suit;
  readonly skill: string;
  readonly cardsLeft: number;
  readonly lastCard: boolean;
  readonly discardTop: CardView | null;
  readonly discards: number;
  /** The deck's cards in canonical order (its composition; never its order). */
  readonly cards: readonly CardView[];
}

export interface BelmontSheetView {
  readonly skillDecks: readonly SkillDeckPanel[];
  readonly luck: {
    readonly card: CardView | null;
    readonly cardsLeft: number;
    readonly discards: number;
    readonly discardCards: readonly CardView[];
  };
  readonly abilities: readonly SheetAbilityView[];
  readonly orphanCount: number;
  readonly deckList: readonly { readonly suit: Suit; readonly skill: string; readonly cards: readonly DeckListEntry[] }[];
  /** Fate's decks: the GM's view only; null for players. */
  readonly fate: readonly FateDeckPanel[] | null;
  /** The luck deck's composition, which the GM edits on its own [BEL-17]: the GM's view only. */
  readonly luckList: readonly CardView[] | null;
  /** Choices for the selects of the ability fields and the deck editor (value → label). */
  readonly suitChoices: Readonly<Record<string, string>>;
  readonly rankChoices: Readonly<Record<string, string>>;
  readonly kindChoices: Readonly<Record<string, string>>;
}

function abilityView(ability: Ability, orphans: ReadonlySet<string>): SheetAbilityView {
  const { effect } = ability;
  return {
    id: ability.id,
    name: ability.name,
    cardName: cardShortName(suited(ability.suit, ability.rank, "")),
    kind: effect.kind,
    effect: abilityEffectText(ability),
    orphaned: orphans.has(ability.id),
    suit: ability.suit,
    rank: ability.rank,
    amount: effect.kind === "described" ? 1 : effect.amount,
    description: effect.kind === "described" ? effect.text : "",
  };
}

function suitedOf(cards: readonly Card[]): SuitedCard[] {
  return cards.filter(isSuitedCard);
}

export function buildBelmontSheet(input: {
  readonly lying: StackContents;
  readonly abilities: readonly Ability[];
  readonly isGM: boolean;
}): BelmontSheetView {
  const { lying, abilities } = input;
  const decks = decksOf(lying);
  const orphans = new Set(orphanedAbilities(abilities, decks).map((ability) => ability.id));
  const views = abilities.map((ability) => abilityView(ability, orphans));
  const viewOf = (ability: Ability) => views.find((view) => view.id === ability.id)!;
  const skillDecks = SKILL_SUITS.map((suit): SkillDeckPanel => {
    const top = suitedOf(lying(skillTopStack(suit)))[0] ?? null;
    const cardsLeft = lying(skillStack(suit)).length + (top ? 1 : 0);
    return {
      suit,
      skill: skillLabelKey(suit),
      top: top ? cardView(top) : null,
      topAbilities: top ? abilitiesOn(top, abilities).map(viewOf) : [],
      cardsLeft,
      lastCard: cardsLeft === 1,
      discards: lying(skillDiscardStack(suit)).length,
      discardCards: suitedOf(lying(skillDiscardStack(suit))).map(cardView),
      challenge: {
        cardsLeft: lying(challengeStack(suit)).length,
        lastCard: lying(challengeStack(suit)).length === 1,
        discardCards: suitedOf(lying(challengeDiscardStack(suit))).map(cardView),
      },
    };
  });
  const luckCard = suitedOf(lying(LUCK_CARD_STACK))[0] ?? null;
  const fate = input.isGM
    ? SKILL_SUITS.map((suit): FateDeckPanel => {
        const discards = suitedOf(lying(challengeDiscardStack(suit)));
        const cards = sortCards(suitedOf(lying(challengeStack(suit))));
        return {
          suit,
          skill: skillLabelKey(suit),
          cardsLeft: cards.length,
          lastCard: cards.length === 1,
          discardTop: discards[0] ? cardView(discards[0]) : null,
          discards: discards.length,
          cards: cards.map(cardView),
        };
      })
    : null;
  return {
    skillDecks,
    luck: {
      card: luckCard ? cardView(luckCard) : null,
      cardsLeft: lying(LUCK_STACK).length,
      discards: lying(LUCK_DISCARD_STACK).length,
      discardCards: suitedOf(lying(LUCK_DISCARD_STACK)).map(cardView),
    },
    abilities: views,
    orphanCount: orphans.size,
    deckList: SKILL_SUITS.map((suit) => ({
      suit,
      skill: skillLabelKey(suit),
      cards: decks.skill[suit].map((card) => ({
        card: cardView(card),
        abilities: abilitiesOn(card, abilities).map((ability) => ability.name),
      })),
    })),
    fate,
    luckList: input.isGM ? sortCards(decks.luck).map(cardView) : null,
    suitChoices: SUIT_CHOICES,
    rankChoices: RANK_CHOICES,
    kindChoices: KIND_CHOICES,
  };
}

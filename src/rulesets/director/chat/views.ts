/**
 * Pure context builders for the Director's chat cards: what the test and competition templates
 * show. Text is i18n keys (the templates localise them); numbers are formatted here.
 */
import { cardLabel, suitColor, suitSymbol } from "../../../rules/cards/card.ts";
import type { Rank, Suit, SuitedCard } from "../../../rules/cards/card.ts";
import { attributeLabelKey, attributeSuit } from "../../../rules/director/attributes.ts";
import { resultLabelKey } from "../../../rules/director/checks.ts";
import { competenceBonus } from "../../../rules/director/competences.ts";
import { successChance } from "../../../rules/director/odds.ts";
import type { Attribute, CompetitionState, ExtraCards, Notice, TestState } from "../../../rules/director/index.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { signed } from "../../../foundry/number-view.ts";

const C = "DECKBOUND.Director.Chat";

export interface AttributeView {
  readonly label: string;
  readonly symbol: string;
  readonly color: "red" | "black";
}

export function attributeView(attribute: Attribute): AttributeView {
  const suit: Suit = attributeSuit(attribute);
  return { label: attributeLabelKey(attribute), symbol: suitSymbol(suit), color: suitColor(suit) };
}

export interface DrawnCardView extends CardView {
  /** Of the tested suit: a symbol [DIR-04]. */
  readonly symbol: boolean;
}

function drawnCards(cards: readonly SuitedCard[], suit: Suit): DrawnCardView[] {
  return cards.map((card) => ({ ...cardView(card), symbol: card.suit === suit }));
}

function noticeView(notice: Notice | null): { key: string; count: number; drawn: number } | null {
  // `requested` is how a card stored before counts went through the plural helper names the count.
  return notice
    ? { key: notice.key, count: notice.data["count"] ?? notice.data["requested"] ?? 0, drawn: notice.data["drawn"] ?? 0 }
    : null;
}

function rankLabel(rank: Rank, suit: Suit): string {
  return cardLabel({ kind: "suited", suit, rank, origin: "label" });
}

export function testContext(actorName: string, test: TestState) {
  const suit = test.plan.suit;
  const outcome = test.outcome;
  const plan =
    test.plan.kind === "draw"
      ? { key: `${C}.PlanDraw`, count: test.plan.count, card: "" }
      : test.plan.kind === "highest"
        ? {
            key: test.plan.rank === null ? `${C}.PlanHighestNone` : `${C}.PlanHighest`,
            count: 1,
            card: test.plan.rank === null ? "" : rankLabel(test.plan.rank, suit),
          }
        : { key: `${C}.PlanImpossible`, count: 0, card: "" };
  return {
    actorName,
    attribute: attributeView(test.attribute),
    difficulty: test.difficulty,
    extraCards: test.extraCards,
    extraSigned: test.extraCards === 0 ? "+0" : signed(test.extraCards),
    against: test.against,
    plan,
    odds: { success: percent(successChance(test.odds)), benefit: percent(test.odds.successWithBenefit) },
    isProposed: test.phase === "proposed",
    isDrawing: test.phase === "drawing",
    cards: drawnCards(test.cards, suit),
    outcome: outcome
      ? {
          label: resultLabelKey(outcome.result),
          success: outcome.result === "success" || outcome.result === "successWithBenefit",
          symbols: outcome.symbols,
          notice: noticeView(outcome.notice),
          contest: outcome.contest === null ? null : `DECKBOUND.Director.Contest.${outcome.contest === "won" ? "Won" : "Lost"}`,
          reshuffled: test.cards.length > 0,
        }
      : null,
  };
}

export interface CompetitorView {
  readonly name: string;
  readonly attribute: AttributeView;
  readonly cardCount: number;
  readonly drawing: boolean;
  readonly cards: DrawnCardView[];
  readonly symbols: number | null;
  readonly earlier: readonly number[];
  readonly winner: boolean;
  readonly notice: ReturnType<typeof noticeView>;
}

/**
 * A competition's view. `names` are the competitors' display names; `earlier` the symbols of the
 * rounds before the latest, per competitor (the cards of those rounds are back in their decks).
 */
export function competitionContext(
  names: readonly string[],
  competition: CompetitionState,
  earlier: readonly (readonly { competitor: number; symbols: number }[])[],
) {
  const round = competition.rounds.at(-1) ?? [];
  const result = competition.result;
  const competitors: CompetitorView[] = competition.competitors.map((competitor, index) => {
    const hand = competition.phase === "drawing" ? undefined : round.find((candidate) => candidate.competitor === index);
    return {
      name: names[index] ?? competitor.key,
      attribute: attributeView(competitor.attribute),
      cardCount: competitor.cardCount,
      drawing: competition.contenders.includes(index),
      cards: hand ? drawnCards(hand.cards, attributeSuit(competitor.attribute)) : [],
      symbols: hand ? hand.symbols : null,
      earlier: earlier.map((hands) => hands.find((entry) => entry.competitor === index)?.symbols ?? -1).filter((symbols) => symbols >= 0),
      winner: result?.kind === "winner" && result.winner === index,
      notice: hand ? noticeView(hand.notice) : null,
    };
  });
  const winner = result?.kind === "winner" ? (competitors[result.winner]?.name ?? "") : null;
  return {
    competitors,
    round: earlier.length + 1,
    isTied: competition.phase === "tied",
    isDraw: result?.kind === "draw",
    winner,
  };
}

/** The extra cards as the card lists them [DIR-08]: each an i18n key with its placeholders. */
export function extrasView(extras: ExtraCards): { readonly key: string; readonly name: string; readonly count: number }[] {
  const lines = (extras.competences ?? []).map((competence) => ({
    key: `${C}.ExtraCompetence`,
    name: competence.name,
    count: competenceBonus(competence),
  }));
  if (extras.advantage) lines.push({ key: `${C}.ExtraAdvantage`, name: "", count: 1 });
  if ((extras.helpers ?? 0) > 0) lines.push({ key: `${C}.ExtraHelp`, name: "", count: extras.helpers ?? 0 });
  if ((extras.penalty ?? 0) > 0) lines.push({ key: `${C}.ExtraPenalty`, name: "", count: extras.penalty ?? 0 });
  return lines;
}

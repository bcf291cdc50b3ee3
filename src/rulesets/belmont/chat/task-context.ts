/**
 * The task card's template context (pure): what each option shows [BEL-05] — its card, the GM's
 * line, the effective value, the luck status, the odds [CORE-05], the token on a last card
 * [BEL-13] and the live tally [BEL-06] — then the challenge card and the outcome with what
 * happened to the decks [BEL-14 … BEL-16]. Everything is revealed information only [CORE-06].
 * Rendered for each viewer: the audience's controls (vote) for players, the GM's (open, pick,
 * close) for the GM [BEL-06], and the viewer's own vote marked.
 */
import { rankCode } from "../../../rules/cards/card.ts";
import type { Suit } from "../../../rules/cards/card.ts";
import {
  SKILL_SUITS,
  luckLabelKey,
  situationalModifier,
  reasonLabelKey,
  resultLabelKey,
  skillLabelKey,
  valueLabel,
  verdictBeforeReveal,
  voteLeaders,
  voteTally,
} from "../../../rules/belmont/index.ts";
import type { Ability, TaskOption, TaskState } from "../../../rules/belmont/index.ts";
import { ownEntry } from "../../../foundry/chat/action-data.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { percent } from "../../../foundry/odds-view.ts";
import type { Viewer } from "../../../foundry/chat/audience.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import type { TaskCardState } from "./task-state.ts";
import { signed } from "../../../foundry/number-view.ts";

const T = "DECKBOUND.Belmont.Task";

export interface AbilityView {
  readonly name: string;
  /** "+1", "−2", or the described effect. */
  readonly effect: string;
  readonly kind: Ability["effect"]["kind"];
}

export interface OptionView {
  readonly suit: Suit;
  /** i18n key of the skill's name. */
  readonly skill: string;
  readonly card: CardView;
  readonly line: string;
  /** The printed rank, and the effective value when it differs ("Q" → "K", "A+1"). */
  readonly base: string;
  readonly value: string;
  readonly raised: boolean;
  readonly luckKey: string | null;
  readonly luckClass: string;
  /** Chance of success, e.g. "66.7%" [CORE-05]. */
  readonly chance: string;
  readonly abilities: readonly AbilityView[];
  /** The GM's situational bonus or malus, e.g. "+1" from Heart [BEL-12] [BEL-17], or null. */
  readonly situational: { readonly amount: string; readonly skill: string } | null;
  readonly cardsLeft: number;
  /** The token: this is the deck's last card (choosing it fails unless lucky) [BEL-13]. */
  readonly lastCard: boolean;
  /** Why the odds are 0% before any card is compared (i18n key), or null: a skill deck's or Fate's last card [BEL-13]. */
  readonly forcedKey: string | null;
  readonly votes: number;
  readonly leading: boolean;
  /** The viewer voted for this option. */
  readonly mine: boolean;
  readonly chosen: boolean;
  readonly passedOver: boolean;
}

export interface ReportLine {
  readonly key: string;
  readonly skill: string;
}

/** A type alias (not an interface) so it is a Record<string, unknown> for the chat layer. */
export type TaskCardContext = {
  readonly phase: "opening" | TaskState["phase"];
  /** i18n key of the phase's name. */
  readonly phaseKey: string;
  readonly isOpening: boolean;
  readonly isVoting: boolean;
  readonly isResolved: boolean;
  readonly scene: string;
  readonly lines: readonly { readonly skill: string; readonly text: string }[];
  readonly luck: CardView | null;
  readonly options: readonly OptionView[];
  readonly voteCount: number;
  /** The vote is tied: closing needs the GM to pick among the leaders. */
  readonly tied: boolean;
  readonly leaders: readonly { readonly suit: Suit; readonly skill: string }[];
  readonly chosen: { readonly skill: string; readonly line: string; readonly byGm: boolean } | null;
  readonly challenge: CardView | null;
  readonly result: { readonly key: string; readonly css: string; readonly reasonKey: string } | null;
  readonly report: readonly ReportLine[];
  /** Who may press what: the audience votes, the GM opens, picks and closes [BEL-06]. */
  readonly audience: { readonly players: string; readonly gm: string };
};

const AUDIENCE = { players: Audience.players, gm: Audience.gm } as const;

/** What an ability does, as shown: "+1", "−2", or the described effect [BEL-17]. */
export function abilityEffectText(ability: Ability): string {
  const { effect } = ability;
  return effect.kind === "described" ? effect.text : signed(effect.kind === "bonus" ? effect.amount : -effect.amount);
}

function abilityView(ability: Ability): AbilityView {
  return { name: ability.name, effect: abilityEffectText(ability), kind: ability.effect.kind };
}

function situationalView(option: TaskOption): OptionView["situational"] {
  const modifier = situationalModifier(option);
  if (!modifier || modifier.source === "luck") return null;
  return { amount: signed(modifier.amount), skill: skillLabelKey(modifier.source) };
}

/**
 * Where a last card settles an option before the challenge card is compared, the card says why its
 * odds are 0% [BEL-13]; a lucky critical needs no line (its luck badge says it) [BEL-10].
 */
function forcedKey(option: TaskOption): string | null {
  const verdict = verdictBeforeReveal(option.position);
  if (verdict?.reason === "lastSkillCard") return `${T}.Forced.LastSkillCard`;
  if (verdict?.reason === "challengeEmptied") return `${T}.Forced.ChallengeEmptied`;
  return null;
}

function optionView(
  task: TaskState,
  option: TaskOption,
  tally: Partial<Record<Suit, number>>,
  leaders: readonly Suit[],
  myVote: Suit | undefined,
): OptionView {
  const chosenSuit = task.chosen?.suit;
  return {
    suit: option.suit,
    skill: skillLabelKey(option.suit),
    card: cardView(option.card),
    line: option.description,
    base: rankCode(option.card.rank),
    value: valueLabel(option.value.total),
    raised: option.value.total !== option.card.rank,
    luckKey: luckLabelKey(option.value.luck),
    luckClass: `luck-${option.value.luck}`,
    chance: percent(option.successChance),
    abilities: option.abilities.map(abilityView),
    situational: situationalView(option),
    cardsLeft: option.position.skillCount,
    lastCard: option.position.skillCount === 1,
    forcedKey: forcedKey(option),
    votes: tally[option.suit] ?? 0,
    leading: task.phase === "voting" && Object.keys(task.votes).length > 0 && leaders.includes(option.suit),
    mine: myVote === option.suit,
    chosen: chosenSuit === option.suit,
    passedOver: chosenSuit !== undefined && chosenSuit !== option.suit,
  };
}

function report(task: TaskState): ReportLine[] {
  const option = task.options.find((candidate) => candidate.suit === task.chosen?.suit);
  if (!option || !task.outcome) return [];
  const skill = skillLabelKey(option.suit);
  const lines: ReportLine[] = [{ key: `${T}.Report.Discarded`, skill }];
  if (task.outcome.reset === "aceOnTop") lines.push({ key: `${T}.Report.AceOnTop`, skill });
  if (task.outcome.reset === "reshuffleSkill") lines.push({ key: `${T}.Report.SkillReshuffled`, skill });
  return lines;
}

const phaseKey = (phase: TaskCardContext["phase"]): string => `${T}.Phase.${phase.charAt(0).toUpperCase()}${phase.slice(1)}`;

export function taskCardContext(state: TaskCardState, viewer: Viewer): TaskCardContext {
  const { task } = state;
  const lines = SKILL_SUITS.flatMap((suit) => {
    const text = state.lines[suit];
    return text ? [{ skill: skillLabelKey(suit), text }] : [];
  });
  if (!task) {
    return {
      phase: "opening",
      phaseKey: phaseKey("opening"),
      isOpening: true,
      isVoting: false,
      isResolved: false,
      scene: state.scene,
      lines,
      luck: null,
      options: [],
      voteCount: 0,
      tied: false,
      leaders: [],
      chosen: null,
      challenge: null,
      result: null,
      report: [],
      audience: AUDIENCE,
    };
  }
  const tally = voteTally(task);
  const leaders = voteLeaders(task);
  const chosenOption = task.options.find((option) => option.suit === task.chosen?.suit);
  const outcome = task.outcome;
  return {
    phase: task.phase,
    phaseKey: phaseKey(task.phase),
    isOpening: false,
    isVoting: task.phase === "voting",
    isResolved: task.phase === "resolved",
    scene: state.scene,
    lines,
    luck: task.luck ? cardView(task.luck) : null,
    options: task.options.map((option) => optionView(task, option, tally, leaders, ownEntry(task.votes, viewer.userId))),
    voteCount: Object.keys(task.votes).length,
    tied: leaders.length > 1,
    leaders: leaders.map((suit) => ({ suit, skill: skillLabelKey(suit) })),
    chosen:
      chosenOption && task.chosen
        ? { skill: skillLabelKey(chosenOption.suit), line: chosenOption.description, byGm: task.chosen.by === "gm" }
        : null,
    challenge: task.challenge ? cardView(task.challenge) : null,
    result: outcome
      ? { key: resultLabelKey(outcome.result), css: `is-${outcome.result}`, reasonKey: reasonLabelKey(outcome.reason) }
      : null,
    report: report(task),
    audience: AUDIENCE,
  };
}

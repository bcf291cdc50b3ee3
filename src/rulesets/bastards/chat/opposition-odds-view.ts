/**
 * The odds a viewer reads on the opposition card before a play or a draw [CORE-05, T-CORE-04,
 * T-HAND-02]: for each button the viewer may press, counted from the seat of the combatant it acts
 * for (rules/bastards/opposition-odds.ts) — that combatant's hand and face-down card, which the
 * viewer may read since they may act for it, the cards in play and the discards (public), and the
 * deck's size. Nothing of another hand is read. The odds of each card of the hand played face down
 * or bet are listed on the card (and read by the docked hand for its selected card: each entry
 * carries `data-play-odds="code@origin"` and the sentence the dock shows) and in the card picker.
 * Forms show a choice's odds beside it once chosen (the Use form's advantages, the Appear form's
 * characters: `data-follows`); the GM's Shuffle and deal and Go on show theirs for the table.
 */
import {
  DECK,
  DISCARD,
  FACE_DOWN,
  HAND,
  PLAY,
  SET_ASIDE,
  SKILL,
  TRAITS,
  advantageChance,
  advantageNameKey,
  dealChances,
  drawChance,
  goOnChance,
  meditationChance,
  oppositionOdds,
} from "../../../rules/bastards/index.ts";
import type {
  BastardsRulings,
  Combatant,
  ExchangeOdds,
  OppositionAction,
  OppositionOdds,
  OppositionState,
  Seat,
  Trait,
} from "../../../rules/bastards/index.ts";
import type { Card } from "../../../rules/cards/card.ts";
import { cardKey } from "../../../rules/cards/card.ts";
import { Audience, mayPress } from "../../../foundry/chat/audience.ts";
import type { Viewer } from "../../../foundry/chat/audience.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { activeRuleset } from "../../../foundry/settings.ts";
import { cardsLyingIn } from "../../../foundry/table/foundry-table.ts";
import { findStack } from "../../../foundry/table/stack-directory.ts";
import type { ButtonView } from "./opposition-context.ts";

const ODDS = "DECKBOUND.Bastards.Odds";

/** Win, tie and lose as the card shows them. */
export interface ExchangeText {
  readonly win: string;
  readonly tie: string;
  readonly lose: string;
}

export interface OddsLine {
  /**
   * i18n key of the sentence: an exchange's odds (`what`, `win`, `tie`, `lose`), a draw's joker
   * chance (`what`, `cards`, `chance`), or a Meditation Fate draw's (those and `success`).
   */
  readonly key: string;
  /** i18n key of the choice: the button's own label. */
  readonly what: string;
  readonly win: string;
  readonly tie: string;
  readonly lose: string;
  readonly cards: number;
  readonly chance: string;
  readonly success: string;
  /** Whom the choice is for (Mastermind's Follower or Extras), or "". */
  readonly name: string;
}

/** The odds of one card of the hand played now (face down, or as a bet). */
export interface CardOddsView extends ExchangeText {
  /** `code@origin`: the card's identity, as the dock names its selected card. */
  readonly key: string;
  readonly name: string;
}

export interface OddsGroup {
  /** The combatant's name when the viewer acts for more than one (the GM); else null. */
  readonly name: string | null;
  readonly lines: readonly OddsLine[];
  /** Each card of the hand with the play it would make: i18n key of that play, and the cards. */
  readonly play: { readonly what: string; readonly summary: string; readonly cards: readonly CardOddsView[] } | null;
}

export interface OddsView {
  readonly groups: readonly OddsGroup[];
  /** An exchange's odds are shown: the note on how they are judged shows with them. */
  readonly exchange: boolean;
}

function cardsIn(stack: string, owner?: string): Card[] {
  const ruleset = activeRuleset();
  const found = ruleset ? findStack(ruleset.id, owner ? { stack, owner } : { stack }) : undefined;
  return found ? cardsLyingIn(found).map(({ card }) => card) : [];
}

/** The face-up cards, in play and in the discards: public. */
function tableCards(): Card[] {
  return [...cardsIn(PLAY), ...cardsIn(DISCARD)];
}

/**
 * What `actor`'s seat sees, read on this client: its own hand and face-down card (owner-only: read
 * only for a viewer who may act for it), and the face-up cards in play and in the discards.
 */
export function readSeat(actor: string): Seat {
  return { actor, hand: cardsIn(HAND, actor), faceDown: cardsIn(FACE_DOWN, actor)[0] ?? null, table: tableCards() };
}

/** How many cards the deck holds: public, as on any table. */
export function deckSize(): number {
  return cardsIn(DECK).length;
}

/** What the odds read of the table on this client (tests give their own). */
export interface TableReader {
  readonly seat: (actor: string) => Seat;
  readonly deckSize: () => number;
  /** The face-up cards (in play and the discards), and the discards alone. */
  readonly table: () => Card[];
  readonly discards: () => Card[];
  /** Every card a new scene's shuffle gathers into the deck for these combatants: read only for the GM, who deals. */
  readonly gathered: (actors: readonly string[]) => Card[];
}

export const TABLE_READER: TableReader = {
  seat: readSeat,
  deckSize,
  table: tableCards,
  discards: () => cardsIn(DISCARD),
  gathered: (actors) => [
    ...cardsIn(DECK),
    ...tableCards(),
    ...actors.flatMap((actor) => [HAND, FACE_DOWN, SKILL].flatMap((stack) => cardsIn(stack, actor))),
  ],
};

export function exchangeText(odds: ExchangeOdds): ExchangeText {
  return { win: percent(odds.win), tie: percent(odds.tie), lose: percent(odds.lose) };
}

const NO_EXCHANGE = { win: "", tie: "", lose: "" };

/** What a button would draw into the hand, as an action of the reducer; null for any other button. */
function drawAction(button: ButtonView, seat: Seat): OppositionAction | null {
  const { actor, data } = button;
  switch (button.action) {
    case "drawStep": {
      const trait = TRAITS.find((held) => held === data["trait"]);
      return { type: "drawStep", actor, ...(trait ? { trait: trait satisfies Trait } : {}) };
    }
    case "mulligan":
      return { type: "mulligan", actor, hand: seat.hand };
    case "takeDamage":
      return { type: "takeDamage", actor };
    case "useAdvantage":
      return data["advantage"] ? { type: "useAdvantage", actor, advantage: data["advantage"] } : null;
    case "setAside": {
      // Which card goes does not change what is drawn for it: the first of the hand stands for any.
      const card = seat.hand.find((held) => held.kind === "suited");
      return card ? { type: "setAside", actor, card, hand: seat.hand } : null;
    }
    default:
      return null;
  }
}

/** What one combatant's lines are read from: its seat, the deck's size, and the seats the viewer may also read (another combatant it may act for), by name. */
interface Reading {
  readonly seat: Seat;
  readonly deck: () => number;
  readonly seatOf: (actor: string) => Seat | null;
  readonly names: Readonly<Record<string, string>>;
}

const line = (key: string, what: string, values: Partial<Omit<OddsLine, "key" | "what">>): OddsLine => ({
  key,
  what,
  ...NO_EXCHANGE,
  cards: 0,
  chance: "",
  success: "",
  name: "",
  ...values,
});

/** The lines of one combatant's buttons. */
function groupOf(state: OppositionState, buttons: readonly ButtonView[], { seat, deck, seatOf, names }: Reading): Omit<OddsGroup, "name"> {
  let exchange: OppositionOdds | null = null;
  const exchangeOf = () => (exchange ??= oppositionOdds(state, seat));
  const lines: OddsLine[] = [];
  let play: OddsGroup["play"] = null;
  const exchangeLine = (button: ButtonView, odds: ExchangeOdds | null) => {
    if (odds) lines.push(line(`${ODDS}.Exchange`, button.label, exchangeText(odds)));
  };
  for (const button of buttons) {
    switch (button.action) {
      case "playFaceDown":
      case "bet": {
        const cards = exchangeOf().play;
        if (cards?.step === button.action)
          play = {
            what: button.label,
            summary: `${ODDS}.ByCard.${button.action}`,
            cards: cards.cards.map(({ card, odds }) => ({ key: cardKey(card), name: cardView(card).name, ...exchangeText(odds) })),
          };
        break;
      }
      case "stand":
        exchangeLine(button, exchangeOf().stand);
        break;
      case "spendWildcard":
        exchangeLine(button, exchangeOf().wildcard);
        break;
      case "finishWildcards":
        exchangeLine(button, exchangeOf().finish);
        break;
      case "endBerserk": {
        // A skill hand against the Fate: its chance of success, as a Fate draw shows it, and of a joker among the character's cards [GOB-28].
        const meditation = meditationChance(state, seat, deck());
        if (meditation)
          lines.push(
            line(`${ODDS}.Meditation`, button.label, {
              cards: meditation.cards,
              chance: percent(meditation.joker),
              success: percent(meditation.success),
            }),
          );
        break;
      }
      default: {
        // Mastermind's card joins its Follower's or Extras' side: the exchange with it, from their seat where the viewer may read it [GOB-28].
        const helped = button.action === "useAdvantage" && button.data["advantage"] === "mastermind" ? (button.data["target"] ?? "") : null;
        if (helped !== null) {
          const theirs = seatOf(helped);
          const odds = theirs ? oppositionOdds(state, theirs).topCard : null;
          if (odds)
            lines.push(
              line(`${ODDS}.Mastermind`, advantageNameKey("mastermind"), { ...exchangeText(odds), name: names[helped] ?? helped }),
            );
          break;
        }
        const action = drawAction(button, seat);
        const chance = action ? drawChance(state, action, seat, deck()) : null;
        if (!chance) break;
        const aside =
          action?.type === "setAside" ? state.active.find((use) => use.actor === button.actor && use.target === SET_ASIDE) : undefined;
        // The key names the phrase; the template picks its form for the count (deckboundCount).
        lines.push(
          aside
            ? line(`${ODDS}.SetAside`, advantageNameKey(aside.advantage), { cards: chance.cards, chance: percent(chance.joker) })
            : line(`${ODDS}.Joker`, button.label, { cards: chance.cards, chance: percent(chance.joker) }),
        );
      }
    }
  }
  return { lines, play };
}

/**
 * The odds before each of `buttons` (the card's buttons and advantage controls) the viewer may
 * press, grouped by the combatant each acts for; null when there are none. `read` gives a seat's
 * view (tests may give their own); a seat is read only for a combatant the viewer may act for.
 */
export function oppositionOddsView(
  state: OppositionState | null,
  buttons: readonly ButtonView[],
  viewer: Viewer,
  names: Readonly<Record<string, string>>,
  read: TableReader = TABLE_READER,
): OddsView | null {
  if (!state || state.pending) return null;
  if (state.question) return goOnView(state, buttons, viewer, names, read);
  const mine = buttons.filter((button) => button.actor !== "" && mayPress(button.audience, viewer));
  const actors = [...new Set(mine.map((button) => button.actor))];
  let size: number | null = null;
  const deck = () => (size ??= read.deckSize());
  const seatOf = (actor: string) => (mayPress(Audience.owners([actor]), viewer) ? read.seat(actor) : null);
  const groups = actors
    .map((actor) => ({
      name: actors.length > 1 ? (names[actor] ?? actor) : null,
      ...groupOf(
        state,
        mine.filter((button) => button.actor === actor),
        { seat: read.seat(actor), deck, seatOf, names },
      ),
    }))
    .filter((group) => group.lines.length > 0 || group.play !== null);
  if (groups.length === 0) return null;
  return { groups, exchange: groups.some((group) => group.play !== null || group.lines.some((entry) => entry.win !== "")) };
}

/** One group of lines for the table, not any combatant's (the GM's Go on, the deal); null without lines. */
const tableView = (lines: readonly OddsLine[]): OddsView | null =>
  lines.length > 0 ? { groups: [{ name: null, lines, play: null }], exchange: false } : null;

/** The deck ran out: before the GM's "Go on", the chance of a joker among the cards still owed, and to whom [GOB-23]. */
function goOnView(
  state: OppositionState,
  buttons: readonly ButtonView[],
  viewer: Viewer,
  names: Readonly<Record<string, string>>,
  read: TableReader,
): OddsView | null {
  const goOn = buttons.find((button) => button.action === "answerContinue" && button.data["goOn"] === "true");
  if (!goOn || !mayPress(goOn.audience, viewer)) return null;
  const chance = goOnChance(state, read.table(), read.discards(), read.deckSize());
  const owed = state.drawFor?.actor ?? "";
  return tableView(
    chance
      ? [
          line(`${ODDS}.GoOn`, goOn.label, {
            cards: chance.cards,
            chance: percent(chance.joker),
            name: names[owed] ?? owed,
          }),
        ]
      : [],
  );
}

/**
 * Before "Shuffle and deal" (the GM's): the chance of a joker (a wildcard) among each Fated
 * character's opening hand, in one line — one chance where every hand has the same, else each by
 * name [GOB-09, GOB-12, GOB-15]. Read only for a viewer who may deal.
 */
export function dealOddsView(
  seated: readonly Combatant[],
  rulings: BastardsRulings,
  buttons: readonly ButtonView[],
  viewer: Viewer,
  names: Readonly<Record<string, string>>,
  read: TableReader = TABLE_READER,
): OddsView | null {
  const begin = buttons.find((button) => button.action === "begin");
  if (!begin || !mayPress(begin.audience, viewer)) return null;
  const chances = dealChances(seated, rulings, read.gathered(seated.map((combatant) => combatant.key)));
  const first = chances[0];
  if (!first) return null;
  const shown = chances.map(({ actor, joker }) => ({ name: names[actor] ?? actor, chance: percent(joker) }));
  const same = shown.every(({ chance }) => chance === shown[0]!.chance);
  return tableView([
    line(`${ODDS}.Deal`, begin.label, {
      cards: first.cards,
      chance: same ? shown[0]!.chance : shown.map(({ name, chance }) => `${name} ${chance}`).join(" · "),
    }),
  ]);
}

/** The chance of a joker beside a form's choice (an advantage of the Use form, a character on the Appear form), shown once it is chosen (`for`: a JSON list of its value, as the form's followers read it). */
export interface FormOddsView {
  readonly for: string;
  readonly key: string;
  readonly what: string;
  readonly cards: number;
  readonly chance: string;
}

const ADVANTAGE_DRAWS = { now: "Joker", setAside: "JokerSetAside", topCard: "JokerTopCard" } as const;

/**
 * Before "Use an advantage…" is confirmed: the chance of a joker (a wildcard) among the cards each
 * of `advantages` would draw, from `actor`'s seat [CORE-05, T-CORE-04, GOB-12, GOB-28] — Ass Pull's,
 * Acrobat's for the cards set aside, Intensity's top cards, Desperation's when a cost empties a pool.
 */
export function advantageFormOdds(
  state: OppositionState | null,
  actor: string,
  advantages: readonly string[],
  read: TableReader = TABLE_READER,
): FormOddsView[] {
  if (!state || advantages.length === 0) return [];
  const seat = read.seat(actor);
  const deck = read.deckSize();
  return advantages.flatMap((advantage) => {
    const chance = advantageChance(state, { actor, advantage }, seat, deck);
    if (!chance) return [];
    const key = ADVANTAGE_DRAWS[chance.when];
    return [
      {
        for: JSON.stringify([advantage]),
        key: `${ODDS}.${key}`,
        what: advantageNameKey(advantage),
        cards: chance.cards,
        chance: percent(chance.joker),
      },
    ];
  });
}

/** The odds of each card of `actor`'s hand for a card picker's step (`playFaceDown`, `bet`), by card key; empty for any other step. */
export function pickOdds(state: OppositionState | null, step: string, actor: string): ReadonlyMap<string, ExchangeText> {
  if (!state || (step !== "playFaceDown" && step !== "bet")) return new Map();
  const play = oppositionOdds(state, readSeat(actor)).play;
  return new Map(play?.step === step ? play.cards.map(({ card, odds }) => [cardKey(card), exchangeText(odds)]) : []);
}

/**
 * Before "Appear…" is confirmed: the chance of a joker (a wildcard) among the opening hand each of
 * these characters would be dealt on appearing, from its own seat, shown once it is chosen (`for`:
 * its actor id) [CORE-05, GOB-12, GOB-22]; as the rules would deal it, none where they refuse it now.
 */
export function appearFormOdds(
  state: OppositionState | null,
  joiners: readonly Combatant[],
  read: TableReader = TABLE_READER,
): FormOddsView[] {
  if (!state || joiners.length === 0) return [];
  const deck = read.deckSize();
  return joiners.flatMap((joiner) => {
    const action: OppositionAction = { type: "join", how: "appearance", actor: joiner.key, joiners: [joiner] };
    const chance = drawChance(state, action, read.seat(joiner.key), deck);
    if (!chance) return [];
    return [
      {
        for: JSON.stringify([joiner.key]),
        key: `${ODDS}.Dealt`,
        what: "DECKBOUND.Bastards.Opposition.Join.appear",
        cards: chance.cards,
        chance: percent(chance.joker),
      },
    ];
  });
}

/**
 * The combat card's template context, built purely from its state: initiative groups in acting
 * order with their cards [F52-05], each combatant's HP and hand size (the hand itself stays
 * secret [F52-04]), the open exchange with the attacker's face-up cards and the exact odds that it
 * hits [CORE-05], what happened this round, and which controls each combatant has: its action
 * (attack, maneuver or spell by suit [F52-19, F52-20], a check [F52-02], shaking off an effect
 * [F52-16]), the dying draw [F52-15], the wake draw [F52-17], and the Fate Dealer's panel (damage,
 * afflict, incapacitate). Each control block names its audience (a player character's owners, or
 * the Fate Dealer for the monsters and the panel); a block the viewer may press carries the
 * viewer's own hand to pick cards from — handed in by the viewer's client, never stored [F52-04,
 * CORE-06]. combat-controls.ts wires the picks and fields in the viewer's DOM.
 */
import type { Suit, SuitedCard } from "../../../rules/cards/card.ts";
import {
  INCAPACITATIONS,
  MANEUVER_BY_SUIT,
  arrivalOdds,
  awaitingGroups,
  SPELL_BY_SUIT,
  attackOdds,
  autoHitOdds,
  cardsPerPlay,
  currentGroup,
  durationOdds,
  dyingDrawOdds,
  extraCardsForLevel,
  fates52Deck,
  isLastDyingDraw,
  monsterTierDamage,
  playStrength,
  playersFirstOdds,
  PLAYERS_GROUP,
  startCombat,
  tierDamage,
  wakeOdds,
} from "../../../rules/fates52/index.ts";
import { isFullyIncapacitated } from "../../../rules/fates52/procedures/combat-helpers.ts";
import { unseenCards } from "../../../rules/cards/unseen.ts";
import type { CombatEvent, CombatState, Participant, Tier } from "../../../rules/fates52/index.ts";
import { Audience, mayPress } from "../../../foundry/chat/audience.ts";
import type { Viewer } from "../../../foundry/chat/audience.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { optionalPercent, percent } from "../../../foundry/odds-view.ts";
import { F52_I18N as F } from "../ids.ts";
import { WHOLE_DECK, codesOf, suitedFromCodes } from "./cards.ts";
import type { CombatCardState } from "./combat-card.ts";

/** A card of the viewer's hand, as the picker shows it. */
export interface PickableCard {
  readonly code: string;
  /** Its deck, so the dock's Play and drops find the chip (docs/CHAT-CARDS.md). */
  readonly origin: string;
  readonly img: string;
  readonly name: string;
  readonly red: boolean;
}

/** The cards of a hand stack (a participant's `hand` address) as the viewer's client sees them. */
export type HandReader = (address: string) => readonly PickableCard[];

/** Who presses a combatant's controls: its player character's owners, or the Fate Dealer for a monster. */
export function controlsAudience(participant: Participant): string {
  // A player character's participant key is its actor's id.
  return participant.side === "players" ? Audience.owners([participant.key]) : Audience.gm;
}

/** The viewer's hand for a control block they may press; none for a block that is not theirs. */
function handFor(participant: Participant, viewer: Viewer, handOf: HandReader): readonly PickableCard[] {
  return mayPress(controlsAudience(participant), viewer) ? handOf(participant.hand) : [];
}

export interface CombatantView {
  readonly key: string;
  /**
   * An attack on a fully incapacitated target draws its damage card [F52-17]: per "target|attack id"
   * (the id "" for a hit by the book's damage), each tier's damage and chance, as JSON; the attack's
   * odds line shows them while no card is picked (combat-controls.ts). "" when nobody is fully incapacitated.
   */
  readonly autoHits: string;
  readonly name: string;
  /** Who may press this combatant's controls (chat/audience.ts). */
  readonly controls: string;
  /** The viewer's own hand to pick from, when the controls are theirs [F52-04]. */
  readonly hand: readonly PickableCard[];
  readonly isPlayer: boolean;
  readonly hp: number;
  readonly maxHp: number;
  readonly handCount: number;
  readonly statusLabel: string;
  readonly isDown: boolean;
  readonly conditions: readonly string[];
  readonly acted: boolean;
  /** It is this combatant's group's turn and it still owes its action. */
  readonly canAct: boolean;
  readonly mustDrawDying: boolean;
  /** A dying draw's odds before it is drawn [F52-15, CORE-05]: a heart (of which a face card, the Ace), none; whether it is the last draw. */
  readonly dyingOdds: {
    readonly heart: string;
    readonly face: string;
    readonly ace: string;
    readonly none: string;
    readonly last: boolean;
  } | null;
  /** Cards held beyond the HP after a hit: the owner picks which go [F52-14]; 0 when none. */
  readonly mustDiscard: number;
  /** Feet it may still move this round, before or after its action [F52-06]; 0 when it may not move now. */
  readonly moveLeft: number;
  readonly isWarrior: boolean;
  readonly isWizard: boolean;
  readonly maxCards: number;
  /** Unconscious on its group's turn: its player (the FD, for a monster) draws to wake it, against the FD's number [F52-17]. */
  readonly mustWake: boolean;
  /** The number the FD set for the wake draw [F52-17]; null until set. */
  readonly wakeNumber: number | null;
  /** The wake draw's chance to beat that number, before it is drawn [CORE-05]; null when no draw is owed. */
  readonly wakeOdds: string | null;
  readonly skills: readonly string[];
  /** Its level: the extra cards a check may add [F52-21], read by the check's odds. */
  readonly level: number;
  /** Extra cards the level allows in a check [F52-21]; 0 for none. */
  readonly maxExtra: number;
  /** A monster's attacks, for the Fate Dealer to pick one [F52-22]; none for a character. */
  readonly attacks: readonly { readonly id: string; readonly name: string }[];
  /** Continuous effects it may spend its action shaking off [F52-16]. */
  readonly effects: readonly { readonly id: string; readonly strength: number; readonly roundsLeft: number | null }[];
  /** What each suit does when this combatant plays a maneuver or a spell. */
  readonly suitEffects: readonly SuitEffectView[];
}

export interface SuitEffectView {
  readonly symbol: string;
  readonly red: boolean;
  readonly label: string;
  readonly hint: string;
}

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_ORDER: readonly Suit[] = ["S", "H", "D", "C"];

/** The four suit effects of a warrior's maneuvers [F52-19] or a wizard's spells [F52-20]. */
export function suitEffects(kind: "maneuver" | "spell"): SuitEffectView[] {
  return SUIT_ORDER.map((suit) => {
    const name = kind === "maneuver" ? `${F}.Maneuver.${MANEUVER_BY_SUIT[suit]}` : `${F}.Spell.${SPELL_BY_SUIT[suit]}`;
    return { symbol: SUIT_SYMBOLS[suit], red: suit === "H" || suit === "D", label: name, hint: `${name}Hint` };
  });
}

export interface LogLine {
  readonly key: string;
  readonly name?: string;
  readonly target?: string;
  readonly amount?: number;
  readonly hp?: number;
  readonly cards?: string;
  /** An i18n key or the FD's own words; "" when the line has none. */
  readonly detail: string;
  readonly tone: "neutral" | "good" | "bad";
}

/** A participant's name; one who left the fight, as its leaving recorded it. */
function nameOf(state: CombatState, key: string): string {
  const named = state.participants.find((participant) => participant.key === key)?.name;
  const left = state.log.find((event): event is Extract<CombatEvent, { type: "left" }> => event.type === "left" && event.actor === key);
  return named ?? left?.name ?? key;
}

function conditionsOf(participant: Participant): string[] {
  const list: string[] = [];
  if (participant.incapacitation !== "none") list.push(`${F}.Incapacitation.${participant.incapacitation}`);
  if (participant.prone) list.push(`${F}.Combat.Prone`);
  if (participant.disarmed) list.push(`${F}.Disarm.${participant.disarmed}`);
  if (participant.parry) list.push(`${F}.Maneuver.parry`);
  if (participant.wards.protectBonus > 0 || participant.wards.invulnerable) list.push(`${F}.Spell.protect`);
  if (participant.wards.destructBonus > 0 || participant.wards.exposed) list.push(`${F}.Spell.destruct`);
  if (participant.effects.length > 0) list.push(`${F}.Combat.Effect`);
  return list;
}

/**
 * A combatant as the card shows it; `unseen` are the cards not face up, from which its dying or
 * wake draw comes, each as likely.
 */
function combatantView(
  state: CombatState,
  participant: Participant,
  current: string | null,
  hand: readonly PickableCard[],
  unseen: readonly SuitedCard[],
): CombatantView {
  // Nobody acts while an attack waits for its defence.
  const owes = participant.group === current && !participant.acted && state.exchange === null;
  const mustDrawDying = owes && participant.status === "dying" && state.round > participant.downInRound;
  const mustWake = owes && (participant.status === "unconscious" || participant.status === "stable");
  const dying = mustDrawDying ? dyingDrawOdds(unseen) : null;
  return {
    key: participant.key,
    name: participant.name,
    controls: controlsAudience(participant),
    hand,
    isPlayer: participant.side === "players",
    hp: participant.hp,
    maxHp: participant.maxHp,
    handCount: state.handCounts[participant.hand] ?? 0,
    statusLabel: `${F}.Status.${participant.status}`,
    isDown: participant.status !== "active",
    conditions: conditionsOf(participant),
    acted: participant.acted,
    canAct: owes && participant.status === "active" && participant.incapacitation === "none" && participant.mustDiscard === 0,
    mustDrawDying,
    dyingOdds: dying && {
      heart: percent(dying.stable + dying.awake + dying.restored),
      face: percent(dying.awake),
      ace: percent(dying.restored),
      none: percent(dying.noHeart),
      last: isLastDyingDraw(participant.dyingDraws),
    },
    mustDiscard: participant.mustDiscard,
    moveLeft:
      state.phase === "actions" && state.exchange === null && participant.status === "active" && participant.incapacitation === "none"
        ? Math.max(0, participant.movement - participant.movedFeet)
        : 0,
    isWarrior: participant.characterClass === "warrior",
    isWizard: participant.characterClass === "wizard",
    maxCards:
      participant.side === "dealer"
        ? (participant.cardsPerPlay ?? 1)
        : cardsPerPlay(participant.characterClass, participant.level, "physicalAttack"),
    mustWake,
    wakeNumber: participant.wakeNumber ?? null,
    wakeOdds: mustWake && participant.wakeNumber ? percent(wakeOdds(unseen, participant.wakeNumber)) : null,
    skills: participant.backgroundSkills,
    maxExtra: participant.side === "players" ? extraCardsForLevel(participant.level) : 0,
    level: participant.level,
    attacks: (participant.attacks ?? []).map(({ id, name }) => ({ id, name })),
    autoHits: autoHitsOf(state, participant, unseen),
    effects: participant.effects.map(({ id, strength, roundsLeft }) => ({ id, strength, roundsLeft })),
    suitEffects:
      participant.characterClass === "warrior"
        ? suitEffects("maneuver")
        : participant.characterClass === "wizard"
          ? suitEffects("spell")
          : [],
  };
}

const cardsText = (cards: readonly { rank: number; suit: string }[]): string => cards.map((card) => cardView(card as never).name).join(" ");

/** One line per event of the current round, newest last. */
export function logLines(state: CombatState): LogLine[] {
  const lastRound = state.log.map((event) => event.type).lastIndexOf("round");
  return state.log
    .slice(lastRound + 1)
    .flatMap((event) => lineFor(state, event))
    .map((line) => ({ ...line, detail: line.detail ?? "" }));
}

function lineFor(state: CombatState, event: CombatEvent): (Omit<LogLine, "detail"> & { readonly detail?: string })[] {
  const name = (key: string) => nameOf(state, key);
  switch (event.type) {
    case "attack":
      return [
        {
          key: `${F}.Log.Attack`,
          name: name(event.exchange.attacker),
          target: name(event.exchange.target),
          cards: cardsText(event.exchange.cards),
          tone: "neutral",
        },
      ];
    case "defence":
      return [{ key: `${F}.Log.Defence`, name: name(event.defender), cards: cardsText(event.cards) || "—", tone: "neutral" }];
    case "discard":
      return [
        {
          key: `${F}.Log.${event.cards.length > 0 ? "Discard" : "DiscardRandom"}`,
          name: name(event.actor),
          cards: cardsText(event.cards),
          tone: "bad",
        },
      ];
    case "exchange":
      return [
        {
          key: `${F}.Log.${event.hit ? "Hit" : "Held"}`,
          name: name(event.attacker),
          target: name(event.target),
          tone: event.hit ? "bad" : "good",
        },
        ...(event.fumble ? [{ key: `${F}.Log.Fumble`, name: name(event.attacker), tone: "bad" as const }] : []),
      ];
    case "damage":
      return [{ key: `${F}.Log.Damage`, target: name(event.target), amount: event.amount, hp: event.hp, tone: "bad" }];
    case "heal":
      return [{ key: `${F}.Log.Heal`, target: name(event.target), amount: event.amount, hp: event.hp, tone: "good" }];
    case "status":
      return [
        {
          key: `${F}.Log.Status`,
          target: name(event.target),
          detail: `${F}.Status.${event.status}`,
          tone: event.status === "active" ? "good" : "bad",
        },
      ];
    case "ward":
      return [{ key: `${F}.Log.Ward.${event.outcome}`, target: name(event.target), detail: `${F}.Spell.${event.spell}`, tone: "neutral" }];
    case "parry":
      return [{ key: `${F}.Log.Parry`, name: name(event.actor), amount: event.bonus, tone: "good" }];
    case "disarm":
      return [{ key: `${F}.Log.Condition`, target: name(event.target), detail: `${F}.Disarm.${event.result}`, tone: "bad" }];
    case "push":
      return [
        {
          key: `${F}.Log.Condition`,
          target: name(event.target),
          detail: `${F}.Combat.${event.prone ? "PushedProne" : "Pushed"}`,
          tone: "bad",
        },
      ];
    case "monsterEffect":
      return [{ key: `${F}.Log.MonsterEffect`, target: name(event.target), detail: event.effect, tone: "bad" }];
    case "check":
      return [
        {
          key: `${F}.Log.Check.${event.success ? "Success" : "Failure"}`,
          name: name(event.actor),
          cards: cardsText(event.cards),
          amount: event.difficulty,
          tone: event.success ? "good" : "bad",
        },
      ];
    case "dyingDraw":
      return [{ key: `${F}.Log.DyingDraw`, name: name(event.actor), cards: cardsText([event.card]), tone: "neutral" }];
    case "dyingMissed":
      return [{ key: `${F}.Log.DyingMissed`, name: name(event.actor), tone: "bad" }];
    case "wake":
      return [
        {
          key: `${F}.Log.Wake.${event.woke ? "Woke" : "Asleep"}`,
          name: name(event.actor),
          cards: cardsText([event.card]),
          tone: event.woke ? "good" : "neutral",
        },
      ];
    case "effect":
      return [{ key: `${F}.Log.Effect`, target: name(event.target), amount: event.effect.strength, tone: "bad" }];
    case "shakeOff":
      return [
        {
          key: `${F}.Log.ShakeOff.${event.success ? "Success" : "Failure"}`,
          name: name(event.actor),
          cards: cardsText([event.card]),
          tone: event.success ? "good" : "bad",
        },
      ];
    case "effectEnded":
      return [{ key: `${F}.Log.EffectEnded`, target: name(event.target), tone: "good" }];
    case "joined":
      return [{ key: `${F}.Log.Joined`, name: name(event.actor), tone: "neutral" }];
    case "left":
      return [{ key: `${F}.Log.Left`, name: event.name, tone: "neutral" }];
    case "initiative":
    case "round":
      return [];
  }
}

/** What an attack on `target` meets: its hand's size, the cards it may play (an unarmed attack allows one more), its bonus, and the Destruct bonus against it. */
export function defenceOf(state: CombatState, target: Participant, kind: "physicalDefence" | "spellDefence") {
  return {
    handSize: state.handCounts[target.hand] ?? 0,
    maxCards: target.side === "dealer" ? (target.cardsPerPlay ?? 1) : cardsPerPlay(target.characterClass, target.level, kind),
    bonus: target.wards.protectBonus + (target.parry?.bonus ?? 0),
    destruct: target.wards.destructBonus,
  };
}

/**
 * Before the deal: the chance that the players act first once initiative is drawn [F52-05, CORE-05],
 * for those the deal would seat (a player at 0 HP draws none), over the cards not on the discard pile.
 */
function initiativeOdds(card: CombatCardState): string | null {
  const started = startCombat(card.setup);
  if (!started.ok) return null;
  const { participants } = started.state;
  const players = participants.filter((participant) => participant.side === "players" && participant.status === "active").length;
  const others = participants.filter((participant) => participant.side !== "players").length;
  const odds = playersFirstOdds(unseenOf(card), players, others);
  return optionalPercent(odds);
}

/** The cards not face up (in play, discarded): the odds on the card are over these, each as likely to be drawn [CORE-05]. */
function unseenOf(card: CombatCardState, inPlay: readonly SuitedCard[] = []): SuitedCard[] {
  return unseenCards(fates52Deck(), [...inPlay, ...(suitedFromCodes(card.discard, WHOLE_DECK) ?? [])]);
}

/** The open exchange and the exact odds that it hits, over the cards not face up [CORE-05]. */
function exchangeView(card: CombatCardState, state: CombatState, viewer: Viewer, handOf: HandReader) {
  const exchange = state.exchange;
  if (!exchange) return null;
  const target = state.participants.find((participant) => participant.key === exchange.target);
  const attacker = state.participants.find((participant) => participant.key === exchange.attacker);
  if (!target || !attacker) return null;
  const defence = defenceOf(state, target, exchange.kind === "spell" ? "spellDefence" : "physicalDefence");
  const defenderMaxCards = defence.maxCards + (exchange.unarmed ? 1 : 0);
  const unseen = unseenOf(card, state.inPlay);
  const odds = attackOdds({
    attack: playStrength(exchange.cards, defence.destruct),
    unseen,
    defenderHandSize: defence.handSize,
    defenderMaxCards,
    defenceBonus: defence.bonus,
  });
  const what = exchange.maneuver
    ? `${F}.Maneuver.${exchange.maneuver}`
    : exchange.spell
      ? `${F}.Spell.${exchange.spell}`
      : `${F}.Combat.Attack`;
  const suit = exchange.cards[0]?.suit;
  return {
    what,
    /** A monster's attack by its sheet's name (the Fate Dealer's own words) [F52-22]; null otherwise. */
    attackName: attacker.attacks?.find((candidate) => candidate.id === exchange.attackId)?.name ?? null,
    /** A maneuver's or spell's suit and what it does [F52-19, F52-20]; null for a plain attack. */
    suitEffect:
      (exchange.maneuver || exchange.spell) && suit
        ? { symbol: SUIT_SYMBOLS[suit], red: suit === "H" || suit === "D", hint: `${what}Hint` }
        : null,
    attacker: attacker.name,
    target: target.name,
    targetKey: target.key,
    defender: controlsAudience(target),
    hand: handFor(target, viewer, handOf),
    cards: exchange.cards.map(cardView),
    defenderMaxCards,
    /** What the defender is asked for, as the rules take it: a defender holding cards plays at least one [F52-07]. */
    defendHint: defence.handSize === 0 ? `${F}.Combat.DefendHintEmpty` : `${F}.Combat.DefendHint`,
    hit: percent(odds.hit),
    fumble: percent(odds.fumble),
    /** A defender's Ace makes the attacker fumble: the card then drawn for the attacker's damage [F52-11]. */
    fumbleDamage: odds.fumble > 0 ? drawnDamageView(unseen, (kind) => tierDamage(kind, attacker.hp)) : null,
  };
}

/** An initiative card as the group shows it: who drew it, and whether it is the group's best [F52-05]. */
export interface InitiativeView extends CardView {
  /** The name of the participant who drew it ("" in a combat stored before each monster drew). */
  readonly drawer: string;
  readonly best: boolean;
}

export interface GroupView {
  readonly label: string;
  readonly isPlayers: boolean;
  readonly isCurrent: boolean;
  /** A group new to the fight waiting for its initiative card, and its chance to act this round (null: no odds hold). */
  readonly arrival: { readonly group: string; readonly thisRound: string | null } | null;
  readonly cards: readonly InitiativeView[];
  /** The group's best card's name, when more than one drew [F52-05]; else null. */
  readonly best: string | null;
  readonly members: readonly (CombatantView & { readonly targets: readonly { key: string; name: string }[] })[];
}

/** A group's initiative cards, each with who drew it, and its best — the first of the highest rank, 2 low to Ace high [F52-05]. */
function initiativeView(state: CombatState, group: string): { cards: InitiativeView[]; best: string | null } {
  const drawn = state.initiative.filter((entry) => entry.group === group);
  const top = drawn.reduce((high, entry) => Math.max(high, entry.card.rank), 0);
  const bestAt = drawn.findIndex((entry) => entry.card.rank === top);
  const drawer = (key: string | null) => (key === null ? "" : nameOf(state, key));
  const cards = drawn.map((entry, index) => ({ ...cardView(entry.card), drawer: drawer(entry.drawnBy), best: index === bestAt }));
  return { cards, best: drawn.length > 1 ? (cards[bestAt]?.name ?? null) : null };
}

/** The combat card as `viewer` sees it; `handOf` reads the hands the viewer's client holds. */
export function combatContext(card: CombatCardState, viewer: Viewer, handOf: HandReader): Record<string, unknown> {
  const state = card.combat;
  if (!state) {
    const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name).join(", ");
    return {
      isSetup: true,
      players: names(card.setup.players),
      monsters: names(card.setup.monsters),
      playersFirst: initiativeOdds(card),
      dealer: { audience: Audience.gm },
    };
  }
  // Once the combat is over nobody's turn comes (its controls would only be refused).
  const current = state.phase === "actions" ? currentGroup(state) : null;
  const unseen = unseenOf(card, state.inPlay);
  const duration = durationOdds(unseen);
  // Each target carries what an attack on it meets, so the pick shows its odds before the attack (pick-odds.ts).
  const targets = state.participants
    .filter((participant) => participant.status !== "dead")
    .map((participant) => ({
      key: participant.key,
      name: participant.name,
      defence: Object.values(defenceOf(state, participant, "physicalDefence")).join(","),
      spellDefence: Object.values(defenceOf(state, participant, "spellDefence")).join(","),
    }));
  // Groups new to the fight follow those in the order until their initiative card places them [F52-05].
  const unplaced = [...new Set(state.participants.map((participant) => participant.group))].filter((group) => !state.order.includes(group));
  const waiting = state.phase === "actions" && state.exchange === null && state.pending.length === 0 ? awaitingGroups(state) : [];
  const groups: GroupView[] = [...state.order, ...unplaced].map((group) => ({
    label: group === PLAYERS_GROUP ? `${F}.Combat.Players` : group,
    isPlayers: group === PLAYERS_GROUP,
    isCurrent: group === current && state.exchange === null,
    // Its initiative draw, by the Fate Dealer, with the chance it acts this round [F52-05, CORE-05].
    arrival: waiting.includes(group) ? { group, thisRound: optionalPercent(arrivalOdds(state, group, unseen)) } : null,
    ...initiativeView(state, group),
    members: state.participants
      .filter((participant) => participant.group === group)
      .map((participant) => ({
        ...combatantView(state, participant, current, handFor(participant, viewer, handOf), unseen),
        // A wizard may heal or protect themself [F52-20]; nobody else targets themself.
        targets: participant.characterClass === "wizard" ? targets : targets.filter((target) => target.key !== participant.key),
      })),
  }));
  return {
    isSetup: false,
    isOver: state.phase === "over",
    round: state.round,
    groups,
    exchange: exchangeView(card, state, viewer, handOf),
    inPlay: state.inPlay.map(cardView),
    /** The face-up cards (in play, discarded): not among the unseen for the pick's odds. */
    seen: [...codesOf(state.inPlay), ...card.discard].join(","),
    /** The spells a target defends against (the table's ruling), for a spell's odds before it is cast. */
    opposedSpells: state.rulings.opposedSpells.join(","),
    log: logLines(state),
    canEndRound: state.phase === "actions" && state.exchange === null,
    dealer: {
      audience: Audience.gm,
      targets,
      incapacitations: INCAPACITATIONS.map((level) => ({ level, label: `${F}.Incapacitation.${level}` })),
      /** A lingering effect's duration, if drawn, before it is drawn [F52-16, CORE-05]. */
      duration: { one: percent(duration.number), two: percent(duration.face), four: percent(duration.ace) },
    },
  };
}

/** See CombatantView.autoHits: what each attack of `attacker` on each fully incapacitated target would draw. */
function autoHitsOf(state: CombatState, attacker: Participant, unseen: readonly SuitedCard[]): string {
  const hits: Record<string, Record<string, string | number>> = {};
  for (const target of state.participants) {
    if (target.key === attacker.key || target.status === "dead" || !isFullyIncapacitated(target)) continue;
    // An attack id the attacker does not have hits by the book's damage, as the rules do.
    const ways = [
      { id: "", damageOf: (kind: Tier) => tierDamage(kind, target.hp) },
      ...(attacker.attacks ?? []).map((attack) => ({
        id: attack.id,
        damageOf: (kind: Tier) => monsterTierDamage(attack, kind, target.hp),
      })),
    ];
    for (const { id, damageOf } of ways) hits[`${target.key}|${id}`] = drawnDamageView(unseen, damageOf);
  }
  return Object.keys(hits).length > 0 ? JSON.stringify(hits) : "";
}

/** A damage card still to draw [F52-10]: what each tier deals, and its chance over the unseen cards. */
function drawnDamageView(unseen: readonly SuitedCard[], damageOf: (kind: Tier) => number) {
  const odds = autoHitOdds(unseen, damageOf);
  return {
    number: odds.number.damage,
    numberChance: percent(odds.number.chance),
    face: odds.face.damage,
    faceChance: percent(odds.face.chance),
    ace: odds.ace.damage,
    aceChance: percent(odds.ace.chance),
  };
}

/**
 * The combat chat card [DOA-04, DOA-13 … DOA-16]: initiative cards drawn face up (each also its
 * owner's TC), turns of two actions with the second at Lower Hand, attacks against AC with damage
 * to AP then HP, Fate Card redraws and Toughening Up, movement against the turn's speed. Before
 * each attack it shows the odds of hitting every target, and during a combat check the odds of a
 * Fate Card redraw [CORE-05, DOA-03]: the GM's client reads the decks and stores only the numbers.
 * The effects' consequences [DOA-16]: a per-target Outnumbered count (+/−, set by the GM or the
 * attacker's players) that every attack on it uses; a second Attack button needing a lost sense;
 * delaying a Dealer's turn; treating a Knocked Out combatant (Craft, or a Dealer's Healing Power),
 * each draw with its odds on the button.
 * Wraps the pure combat reducer (src/rules/doa/procedures/combat.ts). Damage reaches the actors
 * through the GM's write-back (hooks.ts).
 */
import type { TableEffect } from "../../../rules/cards/table.ts";
import {
  attackOdds,
  breakFreeOdds,
  canUseFateCards,
  checkReducer,
  combatReducer,
  currentCombatant,
  degreeLabelKey,
  delayTargets,
  handLabelKey,
  isKnockedOut,
  knockedOutSince,
  outnumberedBonus,
  outnumberingDealers,
  startCombat,
  treatDraw,
  treatOdds,
  turnLeft,
} from "../../../rules/doa/index.ts";
import { sameCard } from "../../../rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import type { CheckOdds, CombatAction, CombatState, CombatantSetup, DamageKind, DeckState, DoaRulings, TreatMethod } from "../../../rules/doa/index.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { ChatProcedure, Outcome, Requester } from "../../../foundry/registry/definition.ts";
import { cardFromIdentity } from "../../../foundry/table/card-identity.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { checkView, mayActFor, oddsView, parseCheckStep, parseFateSpend, parseStoredCard, redrawOddsOf, usersAttribute } from "./card-kit.ts";
import type { DeckReader } from "./card-kit.ts";
import { drawnAction } from "./check-card.ts";
import { SETTABLE_CONDITIONS, conditionLabelKey, isSettableCondition } from "../status-effects.ts";
import type { SettableCondition } from "../status-effects.ts";

export const COMBAT_MESSAGE = "doaCombat";
export const COMBAT_TEMPLATE = "systems/deckbound/templates/doa/chat/combat.hbs";

export interface CombatantInfo {
  readonly name: string;
  /** Players who act for this combatant (the GM always may). */
  readonly userIds: readonly string[];
  readonly weapon: { readonly damage: number; readonly damageKind: DamageKind } | null;
}

/** A check that finished during combat, kept for the card to show what was drawn and kept. */
export interface FinishedCheck {
  readonly by: string;
  readonly drawn: readonly SuitedCard[];
  readonly kept: SuitedCard | null;
  readonly net: number;
  readonly degree: string | null;
}

export interface CombatCardState {
  readonly actorId: string;
  readonly rulings: DoaRulings;
  readonly info: Readonly<Record<string, CombatantInfo>>;
  readonly setup: { readonly decks: Readonly<Record<string, DeckState>>; readonly combatants: readonly CombatantSetup[] };
  /** Null until initiative is drawn. */
  readonly combat: CombatState | null;
  readonly lastCheck: FinishedCheck | null;
  /** Odds computed on the GM's client from the decks as they lie; numbers only, never cards. */
  readonly odds?: CombatOdds;
}

/** The odds the card shows [CORE-05]. */
export interface CombatOdds {
  /**
   * The current combatant's next attack on each combatant it may attack [DOA-15]. A list, not a
   * record by id: a stored object is merged on update, so a record would keep stale targets.
   */
  readonly attacks: readonly { readonly target: string; readonly odds: CheckOdds; readonly needsSense?: boolean }[];
  /** The current combatant's treatment of each Knocked Out combatant, by Craft or Healing Power [DOA-16]. */
  readonly treats?: readonly { readonly target: string; readonly method: TreatMethod; readonly odds: CheckOdds }[];
  /** An Entangled current combatant's break-free check against the newest TC on the GM's table [DOA-16]. */
  readonly breakFree?: { readonly tc: SuitedCard; readonly odds: CheckOdds } | null;
  /** A Fate Card redraw of the running combat check; null when none is offered [DOA-03]. */
  readonly redraw: CheckOdds | null;
}

/** What the GM's client gathers: each combatant's facts and every deck's state (see gather.ts). */
export interface GatheredCombat {
  readonly rulings: DoaRulings;
  readonly combatants: readonly (CombatantSetup & CombatantInfo)[];
  readonly decks: Readonly<Record<string, DeckState>>;
}

type CombatCardAction =
  | { readonly type: "begin" }
  | { readonly type: "combat"; readonly action: CombatAction }
  /** One more or one fewer Dealer attacking `id` within 1 space (Outnumbered) [DOA-16]. */
  | { readonly type: "outnumber"; readonly id: string; readonly by: 1 | -1 }
  /** The GM puts a condition on a combatant or takes it off [DOA-16]. */
  | { readonly type: "setCondition"; readonly id: string; readonly condition: SettableCondition; readonly on: boolean }
  /** Break free of Entangled against a TC on the GM's table: the one named (whose odds were shown), else the newest [DOA-16]. */
  | { readonly type: "breakFree"; readonly id: string; readonly tc: Card | null };

/** What the GM's client reads for the card: the decks (for odds) and the TCs the GM revealed (newest first). */
export interface CombatReaders {
  readonly deck: DeckReader;
  readonly gmTable: () => readonly Card[];
}

const R = "DECKBOUND.DOA.Refusal";

export function startCombatCard(actorId: string, gathered: GatheredCombat): Outcome<{ state: CombatCardState }> {
  if (gathered.combatants.length < 2) return refuse(`${R}.UnknownCombatant`);
  const info = Object.fromEntries(gathered.combatants.map(({ id, name, userIds, weapon }) => [id, { name, userIds, weapon }]));
  const combatants = gathered.combatants.map(({ id, owner, stats, vitals }) => ({ id, owner, stats, vitals }));
  return { ok: true, state: { actorId, rulings: gathered.rulings, info, setup: { decks: gathered.decks, combatants }, combat: null, lastCheck: null } };
}

/** The combatant whose check is running (its deck's owner draws). */
function checkingCombatant(combat: CombatState): string | undefined {
  const owner = combat.check?.deck.owner;
  const pending = combat.pending;
  if (pending?.kind === "attack") return pending.attack.attacker;
  if (pending && "id" in pending) return pending.id;
  return combat.combatants.find((combatant) => combatant.owner === owner)?.id;
}

/**
 * The check a "check" action finished, if any: the combat reducer drops a finished check, so run
 * the same step on the check alone to keep what was drawn and kept for the card.
 */
function finishedCheck(before: CombatState, action: CombatAction, after: CombatState, rulings: DoaRulings): FinishedCheck | null {
  if (action.type !== "check" || !before.check || after.check === before.check) return null;
  const step = checkReducer(before.check, action.action, rulings);
  if (!step.ok || step.state.phase !== "done") return null;
  const check = step.state;
  return { by: checkingCombatant(before) ?? "", drawn: check.drawn, kept: check.kept, net: check.net, degree: check.result ? degreeLabelKey(check.result.degree) : null };
}

function reduceCombatCard(state: CombatCardState, action: CombatCardAction, who: Requester): Outcome<{ state: CombatCardState; effects: readonly TableEffect[] }> {
  if (action.type === "begin") {
    if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
    if (state.combat) return refuse(`${R}.WrongPhase`);
    const started = startCombat(state.setup, state.rulings);
    return started.ok ? { ok: true, state: { ...state, combat: started.state }, effects: started.effects } : started;
  }
  const combat = state.combat;
  if (!combat) return refuse(`${R}.WrongPhase`);
  if (action.type === "setCondition") {
    if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
    const fighter = combat.combatants.find((candidate) => candidate.id === action.id);
    if (!fighter) return refuse(`${R}.UnknownCombatant`);
    return applyCombatAction(state, combat, { type: "setConditions", id: action.id, conditions: { ...fighter.conditions, [action.condition]: action.on } });
  }
  if (action.type === "outnumber") {
    // Where everyone stands is the table's: the GM, or the players of whoever is attacking now.
    if (!mayActFor(state.info, currentCombatant(combat)?.id, who)) return refuse("DECKBOUND.Refusal.NotOwner");
    const target = combat.combatants.find((candidate) => candidate.id === action.id);
    if (!target) return refuse(`${R}.UnknownCombatant`);
    return applyCombatAction(state, combat, { type: "setOutnumbered", id: action.id, dealers: (target.outnumberedBy ?? 0) + action.by });
  }
  // A break-free reaches here with its TC found (combatProcedure's reduce); without one there is nothing to draw against.
  if (action.type === "breakFree") return refuse("DECKBOUND.DOA.Combat.Refusal.NoTargetCard");
  const inner = action.action;
  const actor =
    inner.type === "check" ? checkingCombatant(combat)
    : inner.type === "attack" ? inner.attacker
    : inner.type === "treat" ? inner.healer
    : inner.type === "useAction" || inner.type === "move" || inner.type === "breakFree" || inner.type === "toughenUp" || inner.type === "delay" ? inner.id
    : inner.type === "endTurn" ? currentCombatant(combat)?.id
    : undefined;
  if (!mayActFor(state.info, actor, who)) return refuse("DECKBOUND.Refusal.NotOwner");
  return applyCombatAction(state, combat, inner);
}

/** Run one combat action (already permitted, or the table reporting a draw) and note a finished check. */
function applyCombatAction(state: CombatCardState, combat: CombatState, action: CombatAction): Outcome<{ state: CombatCardState; effects: readonly TableEffect[] }> {
  const next = combatReducer(combat, action, state.rulings);
  if (!next.ok) return next;
  const lastCheck = finishedCheck(combat, action, next.state, state.rulings) ?? state.lastCheck;
  return { ok: true, state: { ...state, combat: next.state, lastCheck }, effects: next.effects };
}

function parseCombatCardAction(action: string, data: unknown): Outcome<{ action: CombatCardAction }> {
  const record = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const id = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : "");
  const combat = (inner: CombatAction): Outcome<{ action: CombatCardAction }> => ({ ok: true, action: { type: "combat", action: inner } });
  switch (action) {
    case "begin":
      return { ok: true, action: { type: "begin" } };
    case "attack":
      return combat({ type: "attack", attacker: id("attacker"), target: id("target"), needsSense: record["needsSense"] === "true" });
    case "outnumber": {
      const by = record["by"];
      return by === "1" || by === "-1" ? { ok: true, action: { type: "outnumber", id: id("id"), by: by === "1" ? 1 : -1 } } : refuse("DECKBOUND.Refusal.Malformed");
    }
    case "delay":
      return combat({ type: "delay", id: id("id"), after: id("after") });
    case "treat": {
      const method = record["method"];
      if (method !== "craft" && method !== "power") return refuse("DECKBOUND.Refusal.Malformed");
      return combat({ type: "treat", healer: id("id"), target: id("target"), method });
    }
    case "useAction":
      return combat({ type: "useAction", id: id("id") });
    case "move":
      // The reducer refuses anything but whole spaces, one or more.
      return combat({ type: "move", id: id("id"), spaces: Number(record["spaces"]) });
    case "endTurn":
      return combat({ type: "endTurn" });
    case "setCondition": {
      const condition = record["condition"];
      const on = record["on"];
      if (!isSettableCondition(condition) || (on !== "true" && on !== "false")) return refuse("DECKBOUND.Refusal.Malformed");
      return { ok: true, action: { type: "setCondition", id: id("id"), condition, on: on === "true" } };
    }
    case "breakFree":
      return { ok: true, action: { type: "breakFree", id: id("id"), tc: cardFromIdentity(record) } };
    case "setVitals":
      // The GM's edit of Health or Armour on the sheet, brought to the card (combat-sync.ts); the reducer checks the numbers.
      return combat({ type: "setVitals", id: id("id"), hp: Number(record["hp"]), ap: Number(record["ap"]) });
    case "endCombat":
      return combat({ type: "endCombat" });
    case "accept":
    case "redraw": {
      const step = parseCheckStep(action, data)!;
      return step.ok ? combat({ type: "check", action: step.check }) : step;
    }
    case "toughenUp": {
      const spend = parseFateSpend(data);
      return spend.ok ? combat({ type: "toughenUp", id: id("id"), spend: spend.spend }) : spend;
    }
    default:
      return refuse("DECKBOUND.Refusal.Malformed");
  }
}

/** An attack uses the attacker's weapon's damage (the ruling's default without one) [DOA-15]. */
function withWeapon(state: CombatCardState, action: CombatCardAction): CombatCardAction {
  if (action.type !== "combat" || action.action.type !== "attack") return action;
  const weapon = state.info[action.action.attacker]?.weapon;
  return weapon ? { type: "combat", action: { ...action.action, damage: weapon.damage, damageKind: weapon.damageKind } } : action;
}

/**
 * Toughening Up [DOA-04]: a combatant hurt since their last turn may spend one held Fate Card (or
 * token) to ignore a point, once per round; one button per Fate Card they could spend.
 */
function toughenButtons(state: CombatCardState, combat: CombatState, id: string): { id: string; code: string; origin: string; name: string; token: boolean }[] {
  const fighter = combat.combatants.find((candidate) => candidate.id === id);
  const deck = fighter ? combat.decks[fighter.owner] : undefined;
  if (!fighter || !deck || fighter.toughenedRound === combat.round || fighter.recentDamage.hp + fighter.recentDamage.ap === 0) return [];
  if (!canUseFateCards(fighter.stats.kind, state.rulings)) return [];
  return [
    ...deck.fateCards.map((card) => ({ id, ...cardView(card), token: false })),
    ...(deck.fateTokens > 0 ? [{ id, code: "", origin: "", name: "", token: true }] : []),
  ];
}

/**
 * The card's odds for its state now [CORE-05]: the current combatant's attack on every other
 * combatant (as the Attack buttons send it; with a lost sense, also an attack needing it), their
 * treatment of each Knocked Out one, breaking free, and a running check's Fate Card redraw [DOA-03].
 * Runs on the GM's client, which may read every deck, after each step and before the table
 * applies that step's effects: only draws change a deck, and a step that draws is heard again in
 * `afterDraw`. Cards a step merely discards reach the discard pile a moment later, which only a
 * deck too short for the whole draw would notice.
 */
export function withCombatOdds(state: CombatCardState, readers: CombatReaders): CombatCardState {
  const combat = state.combat;
  if (!combat) return state;
  const current = currentCombatant(combat);
  const attacks: { target: string; odds: CheckOdds; needsSense?: boolean }[] = [];
  const treats: { target: string; method: TreatMethod; odds: CheckOdds }[] = [];
  let breakFree: CombatOdds["breakFree"] = null;
  if (current && combat.phase === "turns" && !combat.check) {
    const cards = readers.deck(current.owner);
    const senses = current.conditions.senseLost ? [false, true] : [false];
    for (const target of combat.combatants.filter((other) => other.id !== current.id)) {
      for (const needsSense of senses) {
        const odds = attackOdds(combat, { attacker: current.id, target: target.id, needsSense }, cards, state.rulings);
        if (odds) attacks.push({ target: target.id, odds, ...(needsSense ? { needsSense } : {}) });
      }
      for (const method of TREAT_METHODS) {
        const odds = treatOdds(combat, { healer: current.id, target: target.id, method }, cards, state.rulings);
        if (odds) treats.push({ target: target.id, method, odds });
      }
    }
    const tc = revealedTcs(combat, readers.gmTable())[0];
    const odds = tc ? breakFreeOdds(combat, current.id, tc, cards, state.rulings) : null;
    breakFree = tc && odds ? { tc, odds } : null;
  }
  return { ...state, odds: { attacks, treats, breakFree, redraw: redrawOddsOf(combat.check, readers.deck, state.rulings) } };
}

const TREAT_METHODS: readonly TreatMethod[] = ["craft", "power"];

/** The TCs the GM revealed, newest first: the GM's table without the initiative cards of this fight's GM-side combatants. */
function revealedTcs(combat: CombatState, lying: readonly Card[]): SuitedCard[] {
  const initiative = combat.combatants.flatMap((combatant) => (combatant.initiative ? [combatant.initiative] : []));
  return lying.filter((card): card is SuitedCard => card.kind === "suited" && !initiative.some((taken) => sameCard(taken, card)));
}

/**
 * Breaking free names its TC: the one the button showed odds for, which must still lie on the GM's
 * table, or else the newest there [DOA-16]. None there: the GM has yet to reveal one.
 */
function breakFreeAction(state: CombatCardState, action: Extract<CombatCardAction, { type: "breakFree" }>, readers: CombatReaders | undefined): Outcome<{ action: CombatCardAction }> {
  if (!state.combat) return refuse(`${R}.WrongPhase`);
  const revealed = revealedTcs(state.combat, readers?.gmTable() ?? []);
  const named = action.tc ? revealed.find((card) => sameCard(card, action.tc!)) : revealed[0];
  if (!named) return refuse(action.tc ? `${R}.TargetNotOnTable` : "DECKBOUND.DOA.Combat.Refusal.NoTargetCard");
  return { ok: true, action: { type: "combat", action: { type: "breakFree", id: action.id, tc: named } } };
}

/** The current combatant's movement and actions left, with a button per number of spaces they may still move [DOA-14]. */
function turnView(combat: CombatState | null) {
  if (!combat || combat.check) return null;
  const left = turnLeft(combat);
  if (!left) return null;
  return {
    ...left,
    moves: Array.from({ length: left.spaces }, (_, index) => index + 1),
    entangled: currentCombatant(combat)?.conditions.entangled === true,
  };
}

/** A target's Outnumbered count with its −/+ buttons; none where fewer than two Dealers could attack it [DOA-16]. */
function outnumberedView(combat: CombatState, id: string) {
  const fighter = combat.combatants.find((candidate) => candidate.id === id);
  const most = outnumberingDealers(combat, id);
  if (!fighter || combat.phase !== "turns" || combat.check || most < 2) return null;
  const dealers = fighter.outnumberedBy ?? 0;
  return { id, dealers, bonus: outnumberedBonus(dealers), fewer: dealers > 0, more: dealers < most };
}

/** The current combatant's treatments of a Knocked Out combatant, with the DR and odds of each [DOA-16, CORE-05]. */
function treatButtons(state: CombatCardState, combat: CombatState, healer: string, target: string) {
  return TREAT_METHODS.flatMap((method) => {
    const draw = treatDraw(combat, { healer, target, method }, state.rulings);
    const odds = state.odds?.treats?.find((treat) => treat.target === target && treat.method === method)?.odds ?? null;
    return draw.ok ? [{ healer, target, method, power: method === "power", dr: draw.target.dr, odds: oddsView(odds) }] : [];
  });
}

export function combatCardContext(state: CombatCardState): Record<string, unknown> {
  const combat = state.combat;
  const current = combat ? currentCombatant(combat) : undefined;
  const turn = turnView(combat);
  const canAct = (turn?.actions ?? 0) > 0;
  const attackOddsOn = (id: string, needsSense: boolean) =>
    oddsView(state.odds?.attacks.find((attack) => attack.target === id && (attack.needsSense ?? false) === needsSense)?.odds ?? null);
  // With a lost sense, a second Attack button for an attack that needs it [DOA-16].
  const senses = current?.conditions.senseLost ? [false, true] : [false];
  const name = (id: string) => state.info[id]?.name ?? id;
  const users = (id: string | undefined) => usersAttribute(id ? (state.info[id]?.userIds ?? []) : []);
  const order = combat?.phase === "turns" || combat?.phase === "ended" ? combat.order : (combat?.combatants.map((c) => c.id) ?? state.setup.combatants.map((c) => c.id));
  const combatants = order.map((id) => {
    const combatant = combat?.combatants.find((candidate) => candidate.id === id) ?? state.setup.combatants.find((candidate) => candidate.id === id)!;
    const fighter = combat?.combatants.find((candidate) => candidate.id === id);
    const initiative = fighter?.initiative ?? null;
    return {
      id,
      name: name(id),
      hp: combatant.vitals.hp,
      maxHp: combatant.vitals.maxHp,
      ap: combatant.vitals.ap,
      initiative: initiative ? cardView(initiative) : null,
      current: current?.id === id && combat?.phase === "turns",
      knockedOut: isKnockedOut(combatant.vitals),
      // The round of the knock-out sets the DR of treating them [DOA-16].
      outSince: fighter && isKnockedOut(fighter.vitals) ? knockedOutSince(fighter) : null,
      // No Attack button once the turn has no action left [DOA-14, DOA-16].
      targets: current && current.id !== id && canAct ? senses.map((needsSense) => ({ attacker: current.id, target: id, needsSense, odds: attackOddsOn(id, needsSense) })) : [],
      outnumbered: combat ? outnumberedView(combat, id) : null,
      treat: combat && current ? treatButtons(state, combat, current.id, id) : [],
      toughen: combat && !combat.check ? toughenButtons(state, combat, id) : [],
      // The GM's toggles; the conditions it has show as set.
      conditions: fighter && combat?.phase === "turns" && !combat.check
        ? SETTABLE_CONDITIONS.map((condition) => ({ condition, label: conditionLabelKey(condition), on: fighter.conditions[condition] === true }))
        : [],
      users: users(id),
    };
  });
  const last = state.lastCheck;
  const attack = combat?.lastAttack;
  const checking = combat?.check ? checkingCombatant(combat) : undefined;
  const check = combat?.check ? checkView(combat.check) : null;
  return {
    ready: combat === null,
    phase: combat?.phase ?? "ready",
    round: combat?.round ?? 0,
    combatants,
    current: current ? { id: current.id, name: name(current.id), second: (combat?.actionsUsed ?? 0) >= 1 && canAct } : null,
    turn,
    // Entangled: spend an action on a Strength check against the GM's newest TC [DOA-16].
    breakFree: current && turn?.entangled && canAct
      ? { id: current.id, tc: state.odds?.breakFree ? cardView(state.odds.breakFree.tc) : null, odds: oddsView(state.odds?.breakFree?.odds ?? null) }
      : null,
    currentUsers: users(current?.id),
    check,
    // Shown while the check offers a redraw [DOA-03].
    redrawOdds: check && check.fate.length > 0 ? oddsView(state.odds?.redraw ?? null) : null,
    checkBy: checking ? name(checking) : null,
    checkUsers: users(checking),
    lastCheck: last
      ? { by: name(last.by), drawn: last.drawn.map(cardView), kept: last.kept ? cardView(last.kept) : null, hand: { key: handLabelKey(last.net), n: Math.abs(last.net) }, degree: last.degree }
      : null,
    // Delaying: the current Dealer's turn moves to just after someone still to act [DOA-13, DOA-16].
    delay: combat && current ? delayTargets(combat).map((after) => ({ id: current.id, after, name: name(after) })) : [],
    lastTreat: combat?.lastTreat ? { healer: name(combat.lastTreat.healer), target: name(combat.lastTreat.target), revived: combat.lastTreat.revived } : null,
    lastAttack: attack ? { attacker: name(attack.attacker), target: name(attack.target), hit: attack.hit, hp: attack.taken.hp, ap: attack.taken.ap, knockedOut: attack.knockedOut } : null,
    // A Knocked Out Dealer hit again faces the Great Void: an Epic Event alone, which the GM starts [DOA-16].
    greatVoid: attack?.hitWhileKnockedOut && combat?.combatants.find((fighter) => fighter.id === attack.target)?.stats.kind === "dealer"
      ? { id: attack.target, name: name(attack.target) }
      : null,
    turns: combat?.phase === "turns" && !combat.check,
  };
}

/** A stored combat card; one stored before movement was tracked has no `moved` and starts its turn at 0 [DOA-14]. */
export function parseCombatCard(raw: unknown): CombatCardState | null {
  const card = parseStoredCard<CombatCardState>(raw, "combat", "doa.combat");
  return card?.combat && typeof card.combat.moved !== "number" ? { ...card, combat: { ...card.combat, moved: 0 } } : card;
}

/** `readers` let the GM's client store the odds of attacks and redraws (without them none show) and find a break-free's TC. */
export function combatProcedure(gather: (actorId: string, options: unknown) => unknown, readers?: CombatReaders): ChatProcedure<CombatCardState, CombatCardAction> {
  const withOdds = <T extends { readonly state: CombatCardState }>(step: Outcome<T>): Outcome<T> =>
    step.ok && readers ? { ...step, state: withCombatOdds(step.state, readers) } : step;
  const withTc = (state: CombatCardState, action: CombatCardAction): Outcome<{ action: CombatCardAction }> =>
    action.type === "breakFree" ? breakFreeAction(state, action, readers) : { ok: true, action };
  return {
    messageType: COMBAT_MESSAGE,
    template: COMBAT_TEMPLATE,
    gather,
    start: (actorId, options) => startCombatCard(actorId, options as GatheredCombat),
    parseAction: parseCombatCardAction,
    reduce(state, action, who) {
      const named = withTc(state, action);
      return named.ok ? withOdds(reduceCombatCard(state, withWeapon(state, named.action), who)) : named;
    },
    // The table reporting what a permitted step drew: whoever's check it feeds.
    afterDraw(state, draws) {
      const drawn = drawnAction(draws);
      return drawn && state.combat?.check ? withOdds(applyCombatAction(state, state.combat, { type: "check", action: drawn })) : refuse(`${R}.WrongPhase`);
    },
    parseState: parseCombatCard,
    context: combatCardContext,
  };
}

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
 * Wraps the pure combat reducer (src/rules/doa/procedures/combat.ts); what it shows is
 * combat-card-view.ts; on the chat-card kit it is combat-procedure.ts, whose afterStep carries
 * damage and conditions to the actors (combat-sync.ts) and the fight to the trackers.
 */
import type { TableEffect } from "../../../rules/cards/table.ts";
import { degreeLabelKey } from "../../../rules/doa/labels.ts";
import { checkReducer } from "../../../rules/doa/procedures/check.ts";
import {
  arrivalOdds,
  attackOdds,
  awaitsInitiative,
  breakFreeOdds,
  abandonCombat,
  combatReducer,
  currentCombatant,
  decksWith,
  mayEnter,
  startCombat,
  tieGroup,
  treatOdds,
  turnStartOdds,
  withCaster,
} from "../../../rules/doa/procedures/combat.ts";
import type { TurnStartOdds } from "../../../rules/doa/procedures/combat.ts";
import { sameCard } from "../../../rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import { initiativeRedrawOdds } from "../../../rules/doa/odds.ts";
import { playersFirstOdds } from "../../../rules/doa/initiative-odds.ts";
import type {
  CheckOdds,
  CombatAction,
  CombatState,
  CombatantSetup,
  DamageKind,
  DeckState,
  DoaRulings,
  InitiativeRedrawOdds,
  TreatMethod,
} from "../../../rules/doa/index.ts";
import type { DrawOutcome } from "../../../rules/cards/table.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Outcome } from "../../../rules/outcome.ts";
import type { CardActionSpec, CardActions, ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { readBoolean, readCard, readChoice, readId, readInt } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { ownEntry } from "../../../foundry/chat/action-data.ts";
import { ATTRIBUTES, SKILLS, attributeModifier } from "../../../rules/doa/stats.ts";
import type { Attribute } from "../../../rules/doa/stats.ts";
import type { Attack } from "../../../rules/doa/procedures/combat-state.ts";
import { COMBAT_REFUSAL } from "../../../rules/doa/procedures/combat-state.ts";
import type { Arm } from "./gather.ts";
import { statsForCard } from "../models/character.ts";
import { checkStepActions, everyPartyOnCard, mayActFor, parseFateSpend, plainAction } from "./check-actions.ts";
import { redrawOddsOf } from "./check-odds.ts";
import type { DeckReader, DeckStateReader } from "./check-odds.ts";
import { drawnAction } from "./check-card.ts";
import { SETTABLE_CONDITIONS } from "../combat/status-effects.ts";
import { checkingCombatant } from "./combat-card-view.ts";
import { TREAT_METHODS } from "./combat-card-shape.ts";

import type { SettableCondition } from "../combat/status-effects.ts";

export { migrateCombatCard } from "./combat-card-shape.ts";

export interface CombatantInfo {
  readonly name: string;
  /** Players who act for this combatant (the GM always may). */
  readonly userIds: readonly string[];
  readonly weapon: { readonly damage: number; readonly damageKind: DamageKind } | null;
  /** The weapons and powers it may attack with, and the one chosen (its id; "" for the first) [DOA-15]. */
  readonly arms?: readonly Arm[];
  readonly wielding?: string;
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
  /** Odds computed on the GM's client from the decks as they lie; numbers only, never cards. Null until first computed. */
  readonly odds: CombatOdds | null;
}

/** The odds the card shows [CORE-05]. */
export interface CombatOdds {
  /** The current combatant's next attack on each combatant it may attack, in the card's order (needing a lost sense: marked) [DOA-15, DOA-16]. */
  readonly attacks: readonly { readonly target: string; readonly odds: CheckOdds; readonly needsSense?: true }[];
  /** The current combatant's treatment of each Knocked Out combatant, by Craft or Healing Power [DOA-16]. */
  readonly treats: readonly { readonly target: string; readonly method: TreatMethod; readonly odds: CheckOdds }[];
  /** An Entangled current combatant's break-free check against the newest TC on the GM's table [DOA-16]. */
  readonly breakFree: { readonly tc: SuitedCard; readonly odds: CheckOdds } | null;
  /** A Fate Card redraw of the running combat check; null when none is offered [DOA-03]. */
  readonly redraw: CheckOdds | null;
  /** A Fate Card redraw of a running initiative draw: acting earlier, the same, later [DOA-03, DOA-13]; null when none is offered. */
  readonly initiativeRedraw: InitiativeRedrawOdds | null;
  /** Before initiative is drawn: the chance a players' character acts first [DOA-13]; null once drawn, or when no odds hold. */
  readonly playersFirst: number | null;
  /** Each newcomer waiting to draw its initiative card: the chance it acts this round (null: no odds hold) [DOA-13]. */
  readonly arrivals: readonly { readonly id: string; readonly thisRound: number | null }[];
  /**
   * The check the next turn begins with, drawn as soon as this turn ends or is delayed: a Stun check
   * by the one whose turn it is, or a caster's sense check on it (`target`) [DOA-16]; null when none.
   */
  readonly turnStart: TurnStartOdds | null;
}

/** What the GM's client gathers: each combatant's facts and every deck's state (see gather.ts). */
export interface GatheredCombat {
  readonly rulings: DoaRulings;
  readonly combatants: readonly (CombatantSetup & CombatantInfo)[];
  readonly decks: Readonly<Record<string, DeckState>>;
}

export type CombatCardAction =
  | { readonly type: "begin" }
  | { readonly type: "combat"; readonly action: CombatAction }
  /** One more or one fewer Dealer attacking `id` within 1 space (Outnumbered) [DOA-16]. */
  | { readonly type: "outnumber"; readonly id: string; readonly by: 1 | -1 }
  /** The GM puts a condition on a combatant or takes it off [DOA-16]. */
  | { readonly type: "setCondition"; readonly id: string; readonly condition: SettableCondition; readonly on: boolean }
  /**
   * The GM names who Blinded or Deafened `id` ("" when no one does): its turns start with the sense check [DOA-16].
   * A caster not in the fight: the GM's client adds what it read of them (`offCard`, see CombatReaders.caster).
   */
  | {
      readonly type: "senseBy";
      readonly id: string;
      readonly caster: string;
      /** The caster's "spell-casting attribute", which the GM names with the caster [DOA-16]. */
      readonly on?: Attribute;
      readonly offCard?: OffCardCharacter;
    }
  /** A tied combatant's players put them first among the tied [DOA-13]. */
  | { readonly type: "goFirst"; readonly id: string }
  /** The combatant's players choose the weapon or power its attacks use [DOA-15]. */
  | { readonly type: "wield"; readonly id: string; readonly arm: string }
  /** Break free of Entangled against a TC on the GM's table: the one named (whose odds were shown), else the newest [DOA-16]. */
  | { readonly type: "breakFree"; readonly id: string; readonly tc: Card | null }
  /**
   * A character joins the fight (`actor`), added to Foundry's tracker mid-way (tracker-roster.ts)
   * [DOA-13]; or a fighter's sheet changed (attributes, skills, armour, weapons: `followSheet`,
   * combat-sync.ts) [DOA-07, DOA-18]. `read` is what the GM's client read of them
   * (CombatReaders.fighter), never the request's.
   */
  | { readonly type: "join"; readonly actor: string; readonly read?: OffCardCharacter }
  | { readonly type: "followSheet"; readonly actor: string; readonly read?: OffCardCharacter };

/** A world actor not in the fight, as the GM's client read it: to name it a caster [DOA-16], or as it joins [DOA-13]. */
export interface OffCardCharacter {
  readonly setup: CombatantSetup;
  readonly info: CombatantInfo;
  readonly deck: DeckState;
}

/**
 * What the GM's client reads for the card: the decks (for odds), the TCs the GM revealed (newest
 * first), and a world actor named as a caster (null: no such character).
 */
export interface CombatReaders {
  readonly deck: DeckReader;
  /** An owner's deck as it is now (its Fate Cards in hand): another card may have drawn or spent one. */
  readonly deckNow?: DeckStateReader;
  readonly gmTable: () => readonly Card[];
  readonly caster?: (actorId: string) => OffCardCharacter | null;
  /** A world actor as a fighter, armed as its sheet says now (null: no such character): one joining, or one whose sheet changed. */
  readonly fighter?: (actorId: string) => OffCardCharacter | null;
}

const R = "DECKBOUND.DOA.Refusal";

export function startCombatCard(actorId: string, gathered: GatheredCombat): Outcome<{ state: CombatCardState }> {
  if (gathered.combatants.length < 2) return refuse(`${R}.UnknownCombatant`);
  const info = Object.fromEntries(
    gathered.combatants.map(({ id, name, userIds, weapon, arms }) => [
      id,
      { name, userIds, weapon: weapon ? { damage: weapon.damage, damageKind: weapon.damageKind } : null, arms, wielding: "" },
    ]),
  );
  const combatants = gathered.combatants.map(({ id, owner, stats, vitals }) => ({
    id,
    owner,
    stats: statsForCard(stats),
    vitals: { hp: vitals.hp, maxHp: vitals.maxHp, ap: vitals.ap },
  }));
  return {
    ok: true,
    state: {
      actorId,
      rulings: gathered.rulings,
      info,
      setup: { decks: gathered.decks, combatants },
      combat: null,
      lastCheck: null,
      odds: null,
    },
  };
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
  return {
    by: checkingCombatant(before) ?? "",
    drawn: check.drawn,
    kept: check.kept,
    net: check.net,
    degree: check.result ? degreeLabelKey(check.result.degree) : null,
  };
}

export function reduceCombatCard(
  state: CombatCardState,
  action: CombatCardAction,
  who: Requester,
): Outcome<{ state: CombatCardState; effects: readonly TableEffect[] }> {
  if (action.type === "begin") {
    if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
    if (state.combat) return refuse(`${R}.WrongPhase`);
    const started = startCombat(state.setup, state.rulings);
    return started.ok ? { ok: true, state: { ...state, combat: started.state }, effects: started.effects } : started;
  }
  if (action.type === "join") return joinCombatCard(state, action, who);
  if (action.type === "followSheet") return followSheet(state, action, who);
  if (action.type === "combat" && action.action.type === "leave" && !state.combat) return leaveBeforeFight(state, action.action.id, who);
  const combat = state.combat;
  if (!combat) return refuse(`${R}.WrongPhase`);
  if (action.type === "setCondition") {
    if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
    const fighter = combat.combatants.find((candidate) => candidate.id === action.id);
    if (!fighter) return refuse(`${R}.UnknownCombatant`);
    return applyCombatAction(state, combat, {
      type: "setConditions",
      id: action.id,
      conditions: { ...fighter.conditions, [action.condition]: action.on },
    });
  }
  if (action.type === "senseBy") {
    if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
    const fighter = combat.combatants.find((candidate) => candidate.id === action.id);
    const off = action.offCard?.setup.id === action.caster ? action.offCard : undefined;
    const caster =
      action.caster === "" || (action.caster !== action.id && (off || combat.combatants.some((other) => other.id === action.caster)));
    if (!fighter || !caster) return refuse(`${R}.UnknownCombatant`);
    // "Intuition vs. the spell-casting attribute of the creature causing the effect": the GM names it with the caster [DOA-16].
    if (action.caster !== "" && !action.on) return refuse(`${R}.SpellAttribute`);
    // Someone not in the fight: kept with their deck and name on the card.
    const withOff = off ? withCaster(combat, off.setup, off.deck) : combat;
    if ("ok" in withOff) return withOff;
    const named = off ? { ...state, info: { ...state.info, [off.setup.id]: off.info } } : state;
    // No one: the keys go (the stored schema keeps them absent, never "").
    const rest = Object.fromEntries(Object.entries(fighter.conditions).filter(([key]) => key !== "senseBy" && key !== "senseOn"));
    return applyCombatAction(named, withOff, {
      type: "setConditions",
      id: action.id,
      conditions: action.caster && action.on ? { ...rest, senseBy: action.caster, senseOn: action.on } : rest,
    });
  }
  if (action.type === "wield") {
    const info = state.info[action.id];
    if (!mayActFor(state.info, action.id, who)) return refuse("DECKBOUND.Refusal.NotOwner");
    if (!info?.arms?.some((arm) => arm.id === action.arm)) return refuse("DECKBOUND.Refusal.Malformed");
    return { ok: true, state: { ...state, info: { ...state.info, [action.id]: { ...info, wielding: action.arm } } }, effects: [] };
  }
  if (action.type === "goFirst") {
    if (!mayActFor(state.info, action.id, who)) return refuse("DECKBOUND.Refusal.NotOwner");
    const tied = tieGroup(combat, action.id);
    return applyCombatAction(state, combat, { type: "tieOrder", order: [action.id, ...tied.filter((id) => id !== action.id)] });
  }
  if (action.type === "outnumber") {
    // Where everyone stands is the table's: the GM, or the players of whoever is attacking now.
    if (!mayActFor(state.info, currentCombatant(combat)?.id, who)) return refuse("DECKBOUND.Refusal.NotOwner");
    const target = combat.combatants.find((candidate) => candidate.id === action.id);
    if (!target) return refuse(`${R}.UnknownCombatant`);
    return applyCombatAction(state, combat, { type: "setOutnumbered", id: action.id, dealers: target.outnumberedBy + action.by });
  }
  // A break-free reaches here with its TC found (combatProcedure's reduce); without one there is nothing to draw against.
  if (action.type === "breakFree") return refuse("DECKBOUND.DOA.Combat.Refusal.NoTargetCard");
  const inner = action.action;
  const actor =
    inner.type === "check"
      ? checkingCombatant(combat)
      : inner.type === "attack"
        ? inner.attacker
        : inner.type === "treat"
          ? inner.healer
          : inner.type === "useAction" ||
              inner.type === "drawArrival" ||
              inner.type === "move" ||
              inner.type === "breakFree" ||
              inner.type === "toughenUp" ||
              inner.type === "delay"
            ? inner.id
            : inner.type === "endTurn"
              ? currentCombatant(combat)?.id
              : undefined;
  if (!mayActFor(state.info, actor, who)) return refuse("DECKBOUND.Refusal.NotOwner");
  return applyCombatAction(state, combat, inner);
}

/**
 * A character joins [DOA-13], asked by the GM or one of its players: before the first initiative
 * draw it is one more to draw; after it, it waits on the card for its own draw (the rules' `join`,
 * then `drawArrival`, its odds shown first). Its name and attacks are kept with the others'.
 */
function joinCombatCard(
  state: CombatCardState,
  action: Extract<CombatCardAction, { type: "join" }>,
  who: Requester,
): Outcome<{ state: CombatCardState; effects: readonly TableEffect[] }> {
  const joiner = action.read;
  if (!joiner || joiner.setup.id !== action.actor) return refuse(`${R}.UnknownCombatant`);
  if (!who.isGM && !(who.owns?.(action.actor) ?? false)) return refuse("DECKBOUND.Refusal.NotOwner");
  const named = { ...state, info: { ...state.info, [action.actor]: joiner.info } };
  if (state.combat) return applyCombatAction(named, state.combat, { type: "join", combatant: joiner.setup, deck: joiner.deck });
  const { decks, combatants } = state.setup;
  if (
    !mayEnter(
      combatants.map((combatant) => combatant.id),
      decks,
      joiner.setup,
      joiner.deck,
    )
  )
    return refuse(`${R}.UnknownCombatant`);
  const setup = { decks: decksWith(decks, joiner.setup.owner, joiner.deck), combatants: [...combatants, joiner.setup] };
  return { ok: true, state: { ...named, setup }, effects: [] };
}

/** Before the first draw, the GM takes someone out of the fight: one fewer to draw [DOA-13]. */
function leaveBeforeFight(
  state: CombatCardState,
  id: string,
  who: Requester,
): Outcome<{ state: CombatCardState; effects: readonly TableEffect[] }> {
  if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
  const combatants = state.setup.combatants.filter((combatant) => combatant.id !== id);
  if (combatants.length === state.setup.combatants.length) return refuse(`${R}.UnknownCombatant`);
  return { ok: true, state: { ...state, setup: { ...state.setup, combatants } }, effects: [] };
}

/** Run one combat action (already permitted, or the table reporting a draw) and note a finished check. */
function applyCombatAction(
  state: CombatCardState,
  combat: CombatState,
  action: CombatAction,
): Outcome<{ state: CombatCardState; effects: readonly TableEffect[] }> {
  const next = combatReducer(combat, action, state.rulings);
  if (!next.ok) return next;
  const lastCheck = finishedCheck(combat, action, next.state, state.rulings) ?? state.lastCheck;
  return { ok: true, state: { ...state, combat: next.state, lastCheck }, effects: next.effects };
}

/** A combatant named by a button's `data-id` (or another key); "" when none, which the reducer refuses as unknown. */
const idOf = (data: ActionData, key = "id"): string => readId(data, key) ?? "";
const combatAction = (inner: CombatAction): Outcome<{ action: CombatCardAction }> => ({
  ok: true,
  action: { type: "combat", action: inner },
});
const combatSpec = (parse: (data: ActionData) => CombatAction): CardActionSpec<CombatCardAction> => ({
  parse: (data) => combatAction(parse(data)),
});
/** Whole spaces or points, as the reducer checks them; NaN (refused as a bad number) when not a number. */
const numberOf = (data: ActionData, key: string): number => readInt(data, key, { min: -999, max: 999 }) ?? Number.NaN;

/**
 * The card's actions; the Great Void's button starts another card, on the GM's client (`greatVoid`);
 * naming a caster asks the GM for its spell-casting attribute first (`senseBy`).
 */
export function combatCardActions(
  prompts: {
    readonly greatVoid?: CardActionSpec<CombatCardAction>["prompt"];
    readonly senseBy?: CardActionSpec<CombatCardAction>["prompt"];
  } = {},
): CardActions<CombatCardAction> {
  const { greatVoid } = prompts;
  return {
    begin: plainAction({ type: "begin" }),
    // Only whom: what they are is read on the GM's client (joinAction).
    join: { parse: (data) => ({ ok: true, action: { type: "join", actor: idOf(data, "actor") } }) },
    // No button: asked by the GM's client when a fighter's sheet changes mid-fight (combat-sync.ts); only whom.
    followSheet: { parse: (data) => ({ ok: true, action: { type: "followSheet", actor: idOf(data, "actor") } }) },
    attack: combatSpec((data) => ({
      type: "attack",
      attacker: idOf(data, "attacker"),
      target: idOf(data, "target"),
      needsSense: readBoolean(data, "needsSense") === true,
    })),
    outnumber: {
      parse(data) {
        const by = readChoice(data, "by", ["1", "-1"]);
        return by
          ? { ok: true, action: { type: "outnumber", id: idOf(data), by: by === "1" ? 1 : -1 } }
          : refuse("DECKBOUND.Refusal.Malformed");
      },
    },
    delay: combatSpec((data) => ({ type: "delay", id: idOf(data), after: idOf(data, "after") })),
    treat: {
      parse(data) {
        const method = readChoice(data, "method", TREAT_METHODS);
        return method
          ? combatAction({ type: "treat", healer: idOf(data), target: idOf(data, "target"), method })
          : refuse("DECKBOUND.Refusal.Malformed");
      },
    },
    useAction: combatSpec((data) => ({ type: "useAction", id: idOf(data) })),
    // A newcomer's initiative draw, by its players or the GM, its odds shown on the button [DOA-13].
    drawArrival: combatSpec((data) => ({ type: "drawArrival", id: idOf(data) })),
    goFirst: { parse: (data) => ({ ok: true, action: { type: "goFirst", id: idOf(data) } }) },
    wield: { parse: (data) => ({ ok: true, action: { type: "wield", id: idOf(data), arm: idOf(data, "arm") } }) },
    // The reducer refuses anything but whole spaces, one or more.
    move: combatSpec((data) => ({ type: "move", id: idOf(data), spaces: numberOf(data, "spaces") })),
    endTurn: combatSpec(() => ({ type: "endTurn" })),
    setCondition: {
      parse(data) {
        const condition = readChoice(data, "condition", SETTABLE_CONDITIONS);
        const on = readBoolean(data, "on");
        return condition && on !== null
          ? { ok: true, action: { type: "setCondition", id: idOf(data), condition, on } }
          : refuse("DECKBOUND.Refusal.Malformed");
      },
    },
    senseBy: {
      parse: (data) => {
        const on = readChoice(data, "on", ATTRIBUTES);
        return { ok: true, action: { type: "senseBy", id: idOf(data), caster: readId(data, "caster") ?? "", ...(on ? { on } : {}) } };
      },
      prompt: prompts.senseBy,
    },
    breakFree: { parse: (data) => ({ ok: true, action: { type: "breakFree", id: idOf(data), tc: readCard(data) } }) },
    // The GM's edit of Health or Armour on the sheet, brought to the card (combat-sync.ts); the reducer checks the numbers.
    setVitals: combatSpec((data) => ({ type: "setVitals", id: idOf(data), hp: numberOf(data, "hp"), ap: numberOf(data, "ap") })),
    // The GM's award of a Fate token (or an exhaustion count) on the sheet, brought to the card (combat-sync.ts).
    setDeckCounters: combatSpec((data) => ({
      type: "setDeckCounters",
      owner: idOf(data, "owner"),
      fateTokens: numberOf(data, "fateTokens"),
      exhaustions: numberOf(data, "exhaustions"),
    })),
    endCombat: combatSpec(() => ({ type: "endCombat" })),
    // No button: asked when the GM takes a fighter out of the card's Combat in the tracker (tracker-roster.ts); the GM's alone.
    leave: combatSpec((data) => ({ type: "leave", id: idOf(data, "actor") })),
    toughenUp: {
      parse(data) {
        const spend = parseFateSpend(data);
        return spend.ok ? combatAction({ type: "toughenUp", id: idOf(data), spend: spend.spend }) : spend;
      },
    },
    // A Knocked Out Dealer hit again: the GM starts the Great Void's Epic Event, a card of its own; this card takes no step.
    greatVoid: { parse: () => refuse("DECKBOUND.Refusal.Malformed"), prompt: greatVoid },
    ...checkStepActions((action): CombatCardAction => ({ type: "combat", action: { type: "check", action } })),
  };
}

/** The weapon or power a combatant attacks with: the one chosen, else the first (a card from before the choice: its weapon) [DOA-15]. */
export function armOf(state: CombatCardState, id: string): Pick<Arm, "damage" | "damageKind" | "skill"> | null {
  const info = ownEntry(state.info, id);
  return info?.arms?.find((arm) => arm.id === info.wielding) ?? info?.arms?.[0] ?? (info?.weapon ? { ...info.weapon, skill: "" } : null);
}

/** What an attack with the combatant's weapon or power adds: its damage and the skill it is wielded with [DOA-15]. */
function armed(state: CombatCardState, id: string): Pick<Attack, "damage" | "damageKind" | "skill"> {
  const arm = armOf(state, id);
  if (!arm) return {};
  const skill = SKILLS.find((one) => one === arm.skill);
  return { damage: arm.damage, damageKind: arm.damageKind, ...(skill ? { skill } : {}) };
}

/** An attack uses the attacker's weapon or power (the ruling's default damage without one) [DOA-15]. */
function withWeapon(state: CombatCardState, action: CombatCardAction): CombatCardAction {
  if (action.type !== "combat" || action.action.type !== "attack") return action;
  return { type: "combat", action: { ...action.action, ...armed(state, action.action.attacker) } };
}

/**
 * The card's odds for its state now [CORE-05]: the current combatant's attack on every other
 * combatant (as the Attack buttons send it; with a lost sense, also an attack needing it), their
 * treatment of each Knocked Out one, breaking free, and a running check's Fate Card redraw [DOA-03]
 * (an initiative card's: where the new card would put its drawer [DOA-13]).
 * Runs on the GM's client, which may read every deck, after each step and before the table
 * applies that step's effects: only draws change a deck, and a step that draws is heard again in
 * `afterDraw`. Cards a step merely discards reach the discard pile a moment later, which only a
 * deck too short for the whole draw would notice.
 */
export function withCombatOdds(state: CombatCardState, readers: CombatReaders): CombatCardState {
  const combat = state.combat;
  if (!combat) return { ...state, odds: { ...NO_ODDS, playersFirst: playersFirstOf(state, readers.deck) } };
  const current = currentCombatant(combat);
  const attacks: { target: string; odds: CheckOdds; needsSense?: true }[] = [];
  const treats: { target: string; method: TreatMethod; odds: CheckOdds }[] = [];
  let breakFree: CombatOdds["breakFree"] = null;
  if (current && combat.phase === "turns" && !combat.check) {
    const cards = readers.deck(current.owner);
    const senses = current.conditions.senseLost ? [false, true] : [false];
    for (const target of combat.combatants.filter((other) => other.id !== current.id)) {
      for (const needsSense of senses) {
        const odds = attackOdds(
          combat,
          { attacker: current.id, target: target.id, needsSense, ...armed(state, current.id) },
          cards,
          state.rulings,
        );
        if (odds) attacks.push({ target: target.id, odds, ...(needsSense ? { needsSense: true as const } : {}) });
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
  const redraw = redrawOddsOf(combat.check, readers.deck, state.rulings);
  const initiativeRedraw = initiativeRedrawOf(combat, readers.deck);
  const turnStart = current && combat.phase === "turns" && !combat.check ? turnStartOdds(combat, readers.deck, state.rulings) : null;
  // Drawn once no check runs (the reducer refuses it before).
  const arrivals = combat.combatants
    .filter((fighter) => !combat.check && awaitsInitiative(combat, fighter.id))
    .map((fighter) => ({ id: fighter.id, thisRound: arrivalOdds(combat, fighter.id, readers.deck(fighter.owner).deck) }));
  return { ...state, odds: { attacks, treats, breakFree, redraw, initiativeRedraw, playersFirst: null, turnStart, arrivals } };
}

const NO_ODDS: CombatOdds = {
  attacks: [],
  treats: [],
  breakFree: null,
  redraw: null,
  initiativeRedraw: null,
  playersFirst: null,
  turnStart: null,
  arrivals: [],
};

/**
 * The Fate Cards in each hand as they are now [DOA-02, DOA-03]: another card may have drawn one (a
 * joker) or spent one since this card last stepped, so its redraws offer what the hand holds. Not
 * while one of its checks runs (that check holds its own deck). The decks' counters follow the
 * sheets by their own hook (combat-sync.ts).
 */
export function withFateCardsNow(state: CombatCardState, deckNow: DeckStateReader): CombatCardState {
  const now = (decks: Readonly<Record<string, DeckState>>) =>
    Object.fromEntries(
      Object.entries(decks).map(([owner, deck]) => {
        const { fateCards, spentFate } = deckNow(owner);
        return [owner, { ...deck, fateCards, spentFate }];
      }),
    );
  if (!state.combat) return { ...state, setup: { ...state.setup, decks: now(state.setup.decks) } };
  return state.combat.check ? state : { ...state, combat: { ...state.combat, decks: now(state.combat.decks) } };
}

/** Before the fight: the chance a players' character (one with players among its owners) acts first [DOA-13]. */
function playersFirstOf(state: CombatCardState, readDeck: DeckReader): number | null {
  const drawers = state.setup.combatants.map((combatant) => ({
    owner: combatant.owner,
    agility: attributeModifier(combatant.stats, "AGL"),
    players: (ownEntry(state.info, combatant.id)?.userIds.length ?? 0) > 0,
  }));
  return playersFirstOdds(drawers, (owner) => readDeck(owner).deck);
}

/** A running initiative draw's redraw odds, from its owner's deck as it lies [DOA-03, DOA-13]. */
function initiativeRedrawOf(combat: CombatState, readDeck: DeckReader): InitiativeRedrawOdds | null {
  if (!combat.check || combat.pending?.kind !== "initiative") return null;
  const { deck, discards } = readDeck(combat.check.deck.owner);
  return initiativeRedrawOdds(combat.check, deck, discards);
}

/** The TCs the GM revealed, newest first: the GM's table without the initiative cards of this fight's GM-side combatants. */
function revealedTcs(combat: CombatState, lying: readonly Card[]): SuitedCard[] {
  const initiative = combat.combatants.flatMap((combatant) => (combatant.initiative ? [combatant.initiative] : []));
  return lying.filter((card): card is SuitedCard => card.kind === "suited" && !initiative.some((taken) => sameCard(taken, card)));
}

/**
 * Breaking free names its TC: the one the button showed odds for, which must still lie on the GM's
 * table, or else the newest there [DOA-16]. None there: the GM has yet to reveal one.
 */
function breakFreeAction(
  state: CombatCardState,
  action: Extract<CombatCardAction, { type: "breakFree" }>,
  readers: CombatReaders | undefined,
): Outcome<{ action: CombatCardAction }> {
  if (!state.combat) return refuse(`${R}.WrongPhase`);
  const revealed = revealedTcs(state.combat, readers?.gmTable() ?? []);
  const named = action.tc ? revealed.find((card) => sameCard(card, action.tc!)) : revealed[0];
  if (!named) return refuse(action.tc ? `${R}.TargetNotOnTable` : "DECKBOUND.DOA.Combat.Refusal.NoTargetCard");
  return { ok: true, action: { type: "combat", action: { type: "breakFree", id: action.id, tc: named } } };
}

/**
 * Naming a caster who is not in the fight: the GM's client reads them (never what a request sent);
 * unknown there, the naming is refused and nothing changes [DOA-16].
 */
function senseByAction(
  state: CombatCardState,
  action: Extract<CombatCardAction, { type: "senseBy" }>,
  readers: CombatReaders | undefined,
): Outcome<{ action: CombatCardAction }> {
  const plain = { type: "senseBy", id: action.id, caster: action.caster, ...(action.on ? { on: action.on } : {}) } as const;
  if (action.caster === "" || state.combat?.combatants.some((other) => other.id === action.caster)) return { ok: true, action: plain };
  const offCard = readers?.caster?.(action.caster);
  return offCard ? { ok: true, action: { ...plain, offCard } } : refuse(`${R}.UnknownCombatant`);
}

/** A joiner, or a fighter whose sheet changed, as the GM's client reads them from the world; none found (or no reader) refuses. */
function readFighter(
  action: Extract<CombatCardAction, { type: "join" } | { type: "followSheet" }>,
  readers: CombatReaders | undefined,
): Outcome<{ action: CombatCardAction }> {
  const read = readers?.fighter?.(action.actor);
  return read ? { ok: true, action: { ...action, read } } : refuse(`${R}.UnknownCombatant`);
}

/**
 * A fighter's sheet changed mid-fight (attributes, skills, armour, weapons and powers): the card
 * takes them, as it takes Health and Armour Points (setVitals) [DOA-07, DOA-15, DOA-18]; the weapon
 * or power they wield stays chosen while they still have it. Asked by the GM's client only
 * (combat-sync.ts); a sheet the card already agrees with is refused as unchanged, and nothing is written.
 */
function followSheet(
  state: CombatCardState,
  action: Extract<CombatCardAction, { type: "followSheet" }>,
  who: Requester,
): Outcome<{ state: CombatCardState; effects: readonly TableEffect[] }> {
  const read = action.read;
  const combat = state.combat;
  const fighter = combat?.combatants.find((candidate) => candidate.id === action.actor);
  const info = ownEntry(state.info, action.actor);
  if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
  if (!combat || !fighter || !info || !read || read.setup.id !== action.actor) return refuse(`${R}.UnknownCombatant`);
  const arms = read.info.arms ?? [];
  const wielding = arms.some((arm) => arm.id === info.wielding) ? (info.wielding ?? "") : "";
  const followed = { ...info, weapon: read.info.weapon, arms, wielding };
  if (JSON.stringify(fighter.stats) === JSON.stringify(read.setup.stats) && JSON.stringify(followed) === JSON.stringify(info)) {
    return refuse(COMBAT_REFUSAL.SheetUnchanged);
  }
  return applyCombatAction({ ...state, info: { ...state.info, [action.actor]: followed } }, combat, {
    type: "setStats",
    id: action.actor,
    stats: read.setup.stats,
  });
}

export function validCombatCard(state: CombatCardState): boolean {
  return everyPartyOnCard(state.setup.combatants, state.setup.decks, state.info);
}

/** The card deleted mid-fight: the fight ends where it stands, its tables cleared as at its end. */
export function abandonCombatCard(state: CombatCardState): ProcedureStep<CombatCardState> {
  if (!state.combat) return { state, effects: [] };
  const ended = abandonCombat(state.combat);
  return { state: { ...state, combat: ended.state }, effects: ended.effects };
}

/** `readers` let the GM's client store the odds of attacks and redraws (without them none show) and find a break-free's TC. */
export function combatCardSteps(readers?: CombatReaders) {
  const withOdds = <T extends { readonly state: CombatCardState }>(step: Outcome<T>): Outcome<T> =>
    step.ok && readers ? { ...step, state: withCombatOdds(step.state, readers) } : step;
  return {
    reduce(state: CombatCardState, action: CombatCardAction, who: Requester) {
      const named =
        action.type === "breakFree"
          ? breakFreeAction(state, action, readers)
          : action.type === "senseBy"
            ? senseByAction(state, action, readers)
            : action.type === "join" || action.type === "followSheet"
              ? readFighter(action, readers)
              : ({ ok: true, action } as const);
      return named.ok ? withOdds(reduceCombatCard(state, withWeapon(state, named.action), who)) : named;
    },
    // The table reporting what a permitted step drew: whoever's check it feeds.
    afterDraw(state: CombatCardState, draws: readonly DrawOutcome[]) {
      const drawn = drawnAction(draws);
      return drawn && state.combat?.check
        ? withOdds(applyCombatAction(state, state.combat, { type: "check", action: drawn }))
        : refuse(`${R}.WrongPhase`);
    },
  };
}

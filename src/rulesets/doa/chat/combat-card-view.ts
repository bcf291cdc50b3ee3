/**
 * What the combat chat card shows [DOA-13 … DOA-17, CORE-05]: each combatant with their initiative
 * card, vitals, the buttons their players (or the GM) may press — attacks with their odds, Toughening
 * Up, treatments, the Outnumbered count, the GM's condition toggles — the current turn's movement and
 * actions, the running check, the last draw, attack and treatment, and the Great Void. Pure: the
 * template context for a stored CombatCardState (combat-card.ts).
 */
import { isSuccess } from "../../../rules/doa/checks.ts";
import { isKnockedOut } from "../../../rules/doa/damage.ts";
import { outnumberedBonus } from "../../../rules/doa/effects.ts";
import { attributeLabelKey, handLabelKey, skillLabelKey } from "../../../rules/doa/labels.ts";
import { SKILLS } from "../../../rules/doa/stats.ts";
import type { Skill } from "../../../rules/doa/stats.ts";
import {
  awaitsInitiative,
  currentCombatant,
  delayTargets,
  knockedOutSince,
  outnumberingDealers,
  tieGroup,
  treatDraw,
  turnLeft,
} from "../../../rules/doa/procedures/combat.ts";
import { canUseFateCards } from "../../../rules/doa/stats.ts";
import type { CombatState } from "../../../rules/doa/index.ts";
import type { TurnStartOdds } from "../../../rules/doa/procedures/combat.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { ownEntry } from "../../../foundry/chat/action-data.ts";
import { checkView, oddsView } from "./check-view.ts";
import type { CombatCardState } from "./combat-card.ts";
import { SETTABLE_CONDITIONS, conditionLabelKey } from "../combat/status-effects.ts";
import { TREAT_METHODS } from "./combat-card-shape.ts";
import { shownNumber } from "../../../foundry/number-view.ts";
import { optionalPercent, percent } from "../../../foundry/odds-view.ts";

/** The combatant whose check is running (its deck's owner draws). */
export function checkingCombatant(combat: CombatState): string | undefined {
  const owner = combat.check?.deck.owner;
  return combat.pending?.id ?? combat.combatants.find((combatant) => combatant.owner === owner)?.id;
}

/**
 * Toughening Up [DOA-04]: a combatant hurt since their last turn may spend one held Fate Card (or
 * token) to ignore a point, again while damage is left (once a round where the world caps it); one
 * button per Fate Card they could spend.
 */
function toughenButtons(
  state: CombatCardState,
  combat: CombatState,
  id: string,
): { id: string; code: string; origin: string; name: string; token: boolean }[] {
  const fighter = combat.combatants.find((candidate) => candidate.id === id);
  const deck = fighter ? combat.decks[fighter.owner] : undefined;
  if (!fighter || !deck || fighter.recentDamage.hp + fighter.recentDamage.ap === 0) return [];
  if (state.rulings.fateDamageOncePerRound && fighter.toughenedRound === combat.round) return [];
  if (!canUseFateCards(fighter.stats.kind, state.rulings)) return [];
  return [
    ...deck.fateCards.map((card) => ({ id, ...cardView(card), token: false })),
    ...(deck.fateTokens > 0 ? [{ id, code: "", origin: "", name: "", token: true }] : []),
  ];
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
  const dealers = fighter.outnumberedBy;
  return { id, dealers, bonus: outnumberedBonus(dealers), fewer: dealers > 0, more: dealers < most };
}

/** The current combatant's treatments of a Knocked Out combatant, with the DR and odds of each [DOA-16, CORE-05]. */
function treatButtons(state: CombatCardState, combat: CombatState, healer: string, target: string) {
  return TREAT_METHODS.flatMap((method) => {
    const draw = treatDraw(combat, { healer, target, method }, state.rulings);
    const odds = state.odds?.treats.find((treat) => treat.target === target && treat.method === method)?.odds ?? null;
    return draw.ok ? [{ healer, target, method, power: method === "power", dr: draw.target.dr, odds: oddsView(odds) }] : [];
  });
}

/** A combatant's weapons and powers, the one its attacks use pressed, with the damage and skill each draws with [DOA-15]. */
function armsView(state: CombatCardState, id: string) {
  const info = ownEntry(state.info, id);
  const arms = info?.arms ?? [];
  const chosen = arms.find((arm) => arm.id === info?.wielding) ?? arms[0];
  return arms.map((arm) => ({
    id,
    arm: arm.id,
    name: arm.name,
    damage: arm.damage,
    skill: SKILLS.includes(arm.skill as Skill) ? skillLabelKey(arm.skill as Skill) : "DECKBOUND.DOA.Combat.PrimarySkill",
    on: arm === chosen,
  }));
}

export function combatCardContext(state: CombatCardState): Record<string, unknown> {
  const combat = state.combat;
  // Nobody's turn while initiative is drawn (its order then lists who has drawn, not who acts).
  const current = combat?.phase === "turns" ? currentCombatant(combat) : undefined;
  const turn = turnView(combat);
  const canAct = (turn?.actions ?? 0) > 0;
  const attackOddsOn = (id: string, needsSense: boolean) =>
    oddsView(state.odds?.attacks.find((attack) => attack.target === id && (attack.needsSense ?? false) === needsSense)?.odds ?? null);
  // With a lost sense, a second Attack button for an attack that needs it [DOA-16].
  const senses = current?.conditions.senseLost ? [false, true] : [false];
  const name = (id: string) => ownEntry(state.info, id)?.name ?? id;
  // Who may press a combatant's buttons: its players and the GM [DOA-13]; no one acting, the GM.
  const audience = (id: string | undefined) => (id ? Audience.owners([id]) : Audience.gm);
  // Newcomers yet to draw their initiative card (or never to, the fight over) follow those in the order [DOA-13].
  const placed = combat?.phase === "turns" || combat?.phase === "ended";
  const unplaced = placed ? combat.combatants.filter((c) => !combat.order.includes(c.id)).map((c) => c.id) : [];
  const order = placed ? [...combat.order, ...unplaced] : (combat?.combatants.map((c) => c.id) ?? state.setup.combatants.map((c) => c.id));
  const combatants = order.map((id) => {
    const combatant =
      combat?.combatants.find((candidate) => candidate.id === id) ?? state.setup.combatants.find((candidate) => candidate.id === id)!;
    const fighter = combat?.combatants.find((candidate) => candidate.id === id);
    const initiative = fighter?.initiative ?? null;
    return {
      id,
      name: name(id),
      // A Knocked Out Dealer's HP may be below 0: shown with the true minus sign, "HP −1/6".
      hp: shownNumber(combatant.vitals.hp),
      maxHp: combatant.vitals.maxHp,
      ap: combatant.vitals.ap,
      // Armour requiring colour-matched hits, while it has AP [DOA-18].
      colorMatch: combatant.stats.armor?.effect === "colorMatch" && combatant.vitals.ap >= 1,
      initiative: initiative ? cardView(initiative) : null,
      // A newcomer's own initiative draw, with the chance it acts this round [DOA-13, CORE-05]; none while a check runs.
      arrival: combat && !combat.check && awaitsInitiative(combat, id) ? arrivalView(state, id) : null,
      current: current?.id === id && combat?.phase === "turns",
      knockedOut: isKnockedOut(combatant.vitals),
      // The round of the knock-out sets the DR of treating them [DOA-16].
      outSince: fighter && isKnockedOut(fighter.vitals) ? knockedOutSince(fighter) : null,
      // No Attack button once the turn has no action left [DOA-14, DOA-16].
      targets:
        current && current.id !== id && canAct
          ? senses.map((needsSense) => ({ attacker: current.id, target: id, needsSense, odds: attackOddsOn(id, needsSense) }))
          : [],
      // The weapon or power its attacks use, chosen by its players while it may act [DOA-15].
      arms: current?.id === id && canAct && combat?.phase === "turns" ? armsView(state, id) : [],
      outnumbered: combat ? outnumberedView(combat, id) : null,
      // Tied on initiative: their players may put them first among the tied, before anyone acts [DOA-13].
      goFirst: combat ? (tieGroup(combat, id)[0] ?? id) !== id : false,
      treat: combat && current ? treatButtons(state, combat, current.id, id) : [],
      toughen: combat && !combat.check ? toughenButtons(state, combat, id) : [],
      // The GM's toggles; the conditions it has show as set.
      conditions:
        fighter && combat?.phase === "turns" && !combat.check
          ? SETTABLE_CONDITIONS.map((condition) => ({
              condition,
              label: conditionLabelKey(condition),
              on: fighter.conditions[condition] === true,
            }))
          : [],
      // Blinded or Deafened by whom: the GM names the caster, whose draw starts each of its turns [DOA-16].
      senseFrom: fighter?.conditions.senseBy
        ? {
            name: name(fighter.conditions.senseBy),
            lost: fighter.conditions.senseLost === true,
            on: fighter.conditions.senseOn ? attributeLabelKey(fighter.conditions.senseOn) : null,
          }
        : null,
      // Who Blinded / Deafened it: the GM names them in a dialog (sense-client.ts), or lifts the effect [DOA-16].
      senseBy:
        fighter && combat?.phase === "turns" && !combat.check
          ? { id, name: fighter.conditions.senseBy ? name(fighter.conditions.senseBy) : null }
          : null,
      audience: audience(id),
    };
  });
  const last = state.lastCheck;
  const attack = combat?.lastAttack;
  const checking = combat?.check ? checkingCombatant(combat) : undefined;
  const check = combat?.check ? checkView(combat.check) : null;
  return {
    ready: combat === null,
    // Before the first draw: the chance a players' character acts first [DOA-13, CORE-05].
    playersFirst: combat === null ? optionalPercent(state.odds?.playersFirst) : null,
    phase: combat?.phase ?? "ready",
    round: combat?.round ?? 0,
    // An ended fight says so where its round stood [DOA-13].
    over: combat?.phase === "ended",
    combatants,
    current: current ? { id: current.id, name: name(current.id), second: (combat?.actionsUsed ?? 0) >= 1 && canAct } : null,
    turn,
    // Entangled: spend an action on a Strength check against the GM's newest TC [DOA-16].
    breakFree:
      current && turn?.entangled && canAct
        ? {
            id: current.id,
            tc: state.odds?.breakFree ? cardView(state.odds.breakFree.tc) : null,
            odds: oddsView(state.odds?.breakFree?.odds ?? null),
          }
        : null,
    currentAudience: audience(current?.id),
    // What ending (or delaying) this turn draws: the next turn's Stun or sense check [DOA-16, CORE-05].
    turnStart: combat?.phase === "turns" && !combat.check ? turnStartView(state.odds?.turnStart ?? null, name) : null,
    // An action that draws nothing (a power, an item): it only spends one of the turn's actions [DOA-14].
    otherAction: current && canAct && combat?.phase === "turns" && !combat.check ? { id: current.id } : null,
    check,
    // Shown while the check offers a redraw [DOA-03].
    redrawOdds: check && check.fate.length > 0 ? oddsView(state.odds?.redraw ?? null) : null,
    // An initiative card's redraw: where the new card would put its drawer [DOA-03, DOA-13].
    initiativeRedraw: check && check.fate.length > 0 ? initiativeRedrawView(state, combat) : null,
    checkBy: checking ? name(checking) : null,
    checkAudience: audience(checking),
    lastCheck: last
      ? {
          by: name(last.by),
          drawn: last.drawn.map(cardView),
          kept: last.kept ? cardView(last.kept) : null,
          hand: { key: handLabelKey(last.net), n: Math.abs(last.net) },
          degree: last.degree,
        }
      : null,
    // Delaying: the current Dealer's turn moves to just after someone still to act [DOA-13, DOA-16].
    delay: combat && current ? delayTargets(combat).map((after) => ({ id: current.id, after, name: name(after) })) : [],
    lastTreat: combat?.lastTreat
      ? { healer: name(combat.lastTreat.healer), target: name(combat.lastTreat.target), revived: combat.lastTreat.revived }
      : null,
    lastAttack: attack
      ? {
          attacker: name(attack.attacker),
          target: name(attack.target),
          hit: attack.hit,
          // A success that did not land: the target's armour wanted a colour-matched hit [DOA-18].
          turnedAside: !attack.hit && attack.report !== null && isSuccess(attack.report.degree),
          hp: attack.taken.hp,
          ap: attack.taken.ap,
          knockedOut: attack.knockedOut,
        }
      : null,
    // A Knocked Out Dealer hit again faces the Great Void: an Epic Event alone, which the GM starts [DOA-16].
    greatVoid:
      attack?.hitWhileKnockedOut && combat?.combatants.find((fighter) => fighter.id === attack.target)?.stats.kind === "dealer"
        ? { id: attack.target, name: name(attack.target) }
        : null,
    turns: combat?.phase === "turns" && !combat.check,
    gm: Audience.gm,
  };
}

/** A newcomer's initiative draw: the chance it acts this round, when the GM's client could work it out. */
function arrivalView(state: CombatCardState, id: string): { readonly id: string; readonly thisRound: string | null } {
  const thisRound = state.odds?.arrivals.find((arrival) => arrival.id === id)?.thisRound;
  return { id, thisRound: optionalPercent(thisRound) };
}

/** The redraw odds of a running initiative draw, against the card it would replace (null: none offered). */
function initiativeRedrawView(state: CombatCardState, combat: CombatState | null) {
  const odds = state.odds?.initiativeRedraw;
  const kept = combat?.check?.kept;
  return odds && kept
    ? { card: cardView(kept).name, earlier: percent(odds.earlier), same: percent(odds.same), later: percent(odds.later) }
    : null;
}

function turnStartView(odds: TurnStartOdds | null, name: (id: string) => string) {
  if (!odds) return null;
  const view = oddsView(odds.odds)!;
  return odds.kind === "stun"
    ? { key: "DECKBOUND.DOA.Combat.TurnStartStun", name: name(odds.id), caster: null, percent: view.success, odds: view }
    : {
        key: "DECKBOUND.DOA.Combat.TurnStartSense",
        name: name(odds.target ?? ""),
        caster: name(odds.id),
        percent: view.success,
        odds: view,
      };
}

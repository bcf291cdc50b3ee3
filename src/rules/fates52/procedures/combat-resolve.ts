/**
 * Resolving an exchange [F52-07 … F52-12, F52-19, F52-20]: compare the plays, apply a hit's damage
 * and effects at once, and make the attacker fumble against a defensive Ace.
 */
import type { SuitedCard } from "../../cards/card.ts";
import { DECK, PLAY } from "../decks.ts";
import { castDestruct, castProtect, harmDamage, healAmount } from "../magic.ts";
import type { SpellName, WardChoice } from "../magic.ts";
import { disarmResult, furyStrikeDamage, pushResult } from "../maneuvers.ts";
import { monsterHit } from "../monsters.ts";
import { attackBeats, damageFor, highestCard, isAce, playStrength } from "../values.ts";
import type { PlayStrength } from "../values.ts";
import { applyDamage, applyHealing, emitDraw, findParticipant, setStatus } from "./combat-helpers.ts";
import type { Draft } from "./combat-helpers.ts";
import type { Exchange, Participant } from "./combat-state.ts";

/** Help or harm a target with a spell [F52-20]. Harm's damage and the wards' effects follow the highest card. */
export function applySpell(
  draft: Draft,
  spell: SpellName,
  caster: Participant,
  target: Participant,
  cards: readonly SuitedCard[],
  ward: WardChoice | null,
): void {
  const highest = highestCard(cards);
  if (!highest) return;
  const window = { source: caster.key, round: draft.state.round };
  switch (spell) {
    case "harm":
      applyDamage(draft, target, harmDamage(highest, target.hp), "spell");
      return;
    case "heal":
      applyHealing(draft, target, healAmount(highest, target.hp, target.maxHp));
      return;
    case "destruct":
    case "protect": {
      // Never a silent cancel: without the caster's choice, the spell takes effect beside the opposite one.
      const choice = ward ?? "keep";
      const cast =
        spell === "destruct" ? castDestruct(target.wards, cards, window, choice) : castProtect(target.wards, cards, window, choice);
      target.wards = cast.wards;
      draft.state.log.push({ type: "ward", target: target.key, spell, outcome: cast.outcome });
      return;
    }
  }
}

/** A successful attack's damage and effects, from `cards` (the attacker's play, or the card drawn for an automatic hit). */
export function applyHit(draft: Draft, exchange: Exchange, cards: readonly SuitedCard[]): void {
  const attacker = findParticipant(draft.state, exchange.attacker);
  const target = findParticipant(draft.state, exchange.target);
  const highest = highestCard(cards);
  if (!attacker || !target) return;
  if (exchange.kind === "attack" && exchange.unarmed) {
    applyDamage(draft, target, 1, "attack");
    return;
  }
  if (!highest) return;
  if (exchange.kind === "spell" && exchange.spell) {
    applySpell(draft, exchange.spell, attacker, target, cards, exchange.ward);
    return;
  }
  if (exchange.kind === "attack") {
    const attack = attacker.attacks?.find((candidate) => candidate.id === exchange.attackId);
    if (!attack) {
      applyDamage(draft, target, damageFor(highest, target.hp), "attack");
      return;
    }
    const hit = monsterHit(attack, highest, target.hp);
    if (hit.effect !== undefined) draft.state.log.push({ type: "monsterEffect", target: target.key, effect: hit.effect });
    applyDamage(draft, target, hit.damage, "attack");
    return;
  }
  switch (exchange.maneuver) {
    case "fury":
      applyDamage(draft, target, furyStrikeDamage(cards), "attack");
      return;
    case "disarm": {
      target.disarmed = disarmResult(highest);
      draft.state.log.push({ type: "disarm", target: target.key, result: target.disarmed });
      break;
    }
    case "push": {
      const push = pushResult(highest);
      target.prone = push.prone;
      draft.state.log.push({ type: "push", target: target.key, prone: push.prone, unconscious: push.unconscious });
      if (push.unconscious && target.status === "active") setStatus(draft, target, "unconscious");
      break;
    }
    default:
      return;
  }
  if (draft.state.rulings.maneuversDealDamage) applyDamage(draft, target, damageFor(highest, target.hp), "attack");
}

const ACE_PLAY: PlayStrength = { ace: true, total: 0 };

/**
 * Close an exchange. `defence` is the defender's play, or null when the target cannot defend (fully
 * incapacitated, or under a Destruct Ace) and the attack hits automatically. Destruct and Protect
 * bonuses on the target are spent by this attack; a Parry adds to every defence while it lasts.
 */
export function resolveExchange(draft: Draft, exchange: Exchange, defence: readonly SuitedCard[] | null): void {
  const target = findParticipant(draft.state, exchange.target);
  if (!target) return;
  const attack = playStrength(exchange.cards, target.wards.destructBonus);
  const parry = target.parry;
  const defenceStrength =
    defence === null ? null : parry?.ace ? ACE_PLAY : playStrength(defence, target.wards.protectBonus + (parry?.bonus ?? 0));
  target.wards = { ...target.wards, destructBonus: 0, protectBonus: 0 };
  const hit = defenceStrength === null || attackBeats(attack, defenceStrength);
  const fumble = defence !== null && defence.some(isAce);
  draft.state.exchange = null;
  draft.state.log.push({ type: "exchange", attacker: exchange.attacker, target: exchange.target, hit, fumble });
  if (hit) applyHit(draft, exchange, exchange.cards);
  if (fumble) emitDraw(draft, DECK, PLAY, 1, { type: "fumble", attacker: exchange.attacker });
}

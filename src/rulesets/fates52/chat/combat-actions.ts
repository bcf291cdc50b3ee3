/**
 * The combat card's declared actions (the chat-card kit's parser kit, own keys only): a button's
 * data → a combat action. Who may take it is the reducer's to check (combat-card.ts).
 */
import type { SuitedCard } from "../../../rules/cards/card.ts";
import { INCAPACITATIONS, WARD_CHOICES, refuse } from "../../../rules/fates52/index.ts";
import type { Outcome } from "../../../rules/fates52/index.ts";
import { ownEntry, readBoolean, readChoice, readInt, readText } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardActionSpec, CardActions } from "../../../foundry/registry/definition.ts";
import { suitedFromCode, suitedFromCodes } from "./cards.ts";
import { promptWardChoice } from "./ward-choice.ts";
import type { CombatCardAction } from "./combat-card.ts";

type Parsed = Outcome<{ readonly action: CombatCardAction }>;

const ok = (action: CombatCardAction): Parsed => ({ ok: true, action });
const malformed = (): Parsed => refuse("DECKBOUND.Refusal.Malformed");

/** Numbers from a control's field: the rules check the range and refuse with their own reason. */
const FIELD_NUMBER = { min: 0, max: 999 } as const;

/** The picked cards: `cards` as "9C,KS" (a button's data attribute) or a list of codes (a macro); none when absent. */
function pickedCards(data: ActionData): SuitedCard[] | null {
  return suitedFromCodes(ownEntry(data, "cards") ?? []);
}

/** An action for one combatant (`actor`, a participant key), with the cards it picked. */
function byActor(
  parse: (actor: string, data: ActionData, cards: SuitedCard[]) => Parsed,
  prompt?: CardActionSpec<CombatCardAction>["prompt"],
): CardActionSpec<CombatCardAction> {
  return {
    parse(data) {
      const cards = pickedCards(data);
      if (!cards) return refuse("DECKBOUND.Refusal.BadCard");
      const actor = readText(data, "actor");
      return actor ? parse(actor, data, cards) : malformed();
    },
    ...(prompt ? { prompt } : {}),
  };
}

/** A Fate Dealer's action on one combatant (`target`). */
function onTarget(parse: (target: string, data: ActionData) => Parsed): CardActionSpec<CombatCardAction> {
  return {
    parse(data) {
      const target = readText(data, "target");
      return target ? parse(target, data) : malformed();
    },
  };
}

const plain = (type: "begin" | "endRound" | "endCombat"): CardActionSpec<CombatCardAction> => ({ parse: () => ok({ type }) });

function withNumber(data: ActionData, key: string, build: (value: number) => CombatCardAction): Parsed {
  const value = readInt(data, key, FIELD_NUMBER);
  return value === null ? malformed() : ok(build(value));
}

/**
 * The combat card's actions: a button's data (strings from data-* attributes, or JSON from a
 * macro) → a combat action. Who may take it is the reducer's to check.
 */
export const combatActions: CardActions<CombatCardAction> = {
  begin: plain("begin"),
  // No button: asked when the Fate Dealer takes a fighter out of the card's Combat in the tracker (tracker-roster.ts).
  leave: {
    parse(data) {
      const target = readText(data, "actor");
      return target ? ok({ type: "leave", target }) : malformed();
    },
  },
  // No button: asked when a fighter is added to the card's Combat in the tracker (tracker-roster.ts); only whom.
  join: {
    parse(data) {
      const actor = readText(data, "actor");
      return actor ? ok({ type: "joinActor", actor }) : malformed();
    },
  },
  // A group new to the fight: the Fate Dealer draws its initiative card, its odds on the button [F52-05].
  drawArrival: {
    parse(data) {
      const group = readText(data, "group");
      return group ? ok({ type: "drawArrival", group }) : malformed();
    },
  },
  endRound: plain("endRound"),
  endCombat: plain("endCombat"),
  damage: onTarget((target, data) => withNumber(data, "amount", (amount) => ({ type: "damage", target, amount }))),
  // No button: asked by the GM's client when a character's HP is edited on its sheet (combat-hp.ts).
  setHp: onTarget((target, data) => withNumber(data, "hp", (hp) => ({ type: "setHp", target, hp }))),
  fall: onTarget((target, data) => withNumber(data, "feet", (feet) => ({ type: "fall", target, feet }))),
  afflict: onTarget((target, data) =>
    withNumber(data, "strength", (strength) => ({ type: "afflict", target, strength, timed: readBoolean(data, "timed") === true })),
  ),
  incapacitate: onTarget((target, data) => {
    const level = readChoice(data, "level", INCAPACITATIONS);
    return level ? ok({ type: "incapacitate", target, level }) : malformed();
  }),
  attack: byActor((actor, data, cards) => {
    const target = readText(data, "target");
    const attackId = readText(data, "attackId");
    if (!target) return malformed();
    return ok({
      type: "attack",
      actor,
      target,
      cards,
      ...(readBoolean(data, "unarmed") === true ? { unarmed: true } : {}),
      ...(attackId ? { attackId } : {}),
    });
  }),
  maneuver: byActor((actor, data, cards) => {
    const target = readText(data, "target");
    return ok({ type: "maneuver", actor, cards, ...(target ? { target } : {}) });
  }),
  cast: byActor((actor, data, cards) => {
    const target = readText(data, "target");
    // Range and line of sight, as the caster confirms them [F52-20]; the rules refuse a spell out of reach.
    const distanceFeet = readInt(data, "distance", FIELD_NUMBER);
    const lineOfSight = readBoolean(data, "sight");
    const ward = readChoice(data, "ward", WARD_CHOICES);
    return target
      ? ok({
          type: "cast",
          actor,
          target,
          cards,
          ...(distanceFeet === null ? {} : { distanceFeet }),
          ...(lineOfSight === null ? {} : { lineOfSight }),
          ...(ward ? { ward } : {}),
        })
      : malformed();
  }, promptWardChoice),
  defend: byActor((actor, _data, cards) => ok({ type: "defend", actor, cards })),
  check: byActor((actor, data) => {
    const skill = readText(data, "skill");
    const extraCards = readInt(data, "extraCards", FIELD_NUMBER);
    return withNumber(data, "difficulty", (difficulty) => ({
      type: "check",
      actor,
      difficulty,
      ...(skill ? { backgroundSkill: skill } : {}),
      ...(extraCards === null ? {} : { extraCards }),
    }));
  }),
  shakeOff: byActor((actor, data, cards) => {
    // One card: `card` from a macro, or the single card picked on the chat card.
    const given = ownEntry(data, "card");
    const card = given === undefined ? (cards.length === 1 ? cards[0]! : null) : suitedFromCode(given);
    const effectId = readText(data, "effectId");
    return card && effectId ? ok({ type: "shakeOff", actor, effectId, card }) : malformed();
  }),
  dyingDraw: byActor((actor) => ok({ type: "dyingDraw", actor })),
  pass: byActor((actor) => ok({ type: "pass", actor })),
  discard: byActor((actor, _data, cards) => ok({ type: "discard", actor, cards })),
  discardExcess: onTarget((target) => ok({ type: "discardExcess", target })),
  wakeCheck: byActor((actor) => ({ ok: true, action: { type: "wakeCheck", actor } })),
  setWakeNumber: onTarget((target, data) =>
    withNumber(data, "difficulty", (difficulty) => ({ type: "setWakeNumber", target, difficulty })),
  ),
  move: byActor((actor, data) => withNumber(data, "feet", (feet) => ({ type: "move", actor, feet }))),
};

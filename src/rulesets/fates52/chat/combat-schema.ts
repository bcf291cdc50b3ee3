/**
 * The typed schema of a combat card's state (CombatCardState): the setup, the whole pure combat
 * (combat-state.ts) and the face-up discard codes, field by field, so the GM queue stores exactly
 * what the procedure wrote. Tagged unions (the log's events, the pending draws) are TypedSchemaFields
 * told apart by `type`; every other key is always present (absent = null).
 */
import { RANKS, SUITS } from "../../../rules/cards/card.ts";
import { CHARACTER_CLASSES } from "../../../rules/fates52/character.ts";
import { INCAPACITATIONS } from "../../../rules/fates52/conditions.ts";
import { SPELLS, WARD_CHOICES } from "../../../rules/fates52/magic.ts";
import { MANEUVERS } from "../../../rules/fates52/maneuvers.ts";
import type {
  CombatEvent,
  CombatState,
  DamageCause,
  DisarmResult,
  DrawPurpose,
  Exchange,
  Participant,
  Status,
} from "../../../rules/fates52/index.ts";
import {
  choiceField,
  flagField,
  optionalChoiceField,
  optionalTextField,
  optionalWholeField,
  textField,
  wholeField,
} from "../../../foundry/chat/state-fields.ts";

const fields = foundry.data.fields;

type Schema = foundry.data.fields.DataSchema;

/** The words of a union type, listed once each (the record makes the list complete). */
const wordsOf = <T extends string>(words: Record<T, true>): T[] => Object.keys(words) as T[];

const STATUSES = wordsOf<Status>({ active: true, unconscious: true, dying: true, stable: true, dead: true });
const DISARM_RESULTS = wordsOf<DisarmResult>({ dropped: true, thrownAway: true, broken: true });
const DAMAGE_CAUSES = wordsOf<DamageCause>({ attack: true, fumble: true, spell: true, effect: true, fall: true, other: true });
const EXCHANGE_KINDS = wordsOf<Exchange["kind"]>({ attack: true, maneuver: true, spell: true });
const SIDES = wordsOf<Participant["side"]>({ players: true, dealer: true });
const PHASES = wordsOf<CombatState["phase"]>({ initiative: true, actions: true, over: true });

/** A key, a group, a stack address: never blank. */
const key = () => new fields.StringField({ required: true, blank: false });
const list = (element: foundry.data.fields.DataField.Any) => new fields.ArrayField(element, { required: true, initial: [] });
const schema = (members: Schema) => new fields.SchemaField(members);
const optionalSchema = (members: Schema) => new fields.SchemaField(members, { required: true, nullable: true, initial: null });

/** A face-up card of the 52 Fates deck, as the pure rules hold it. */
function suitedCard() {
  return schema({
    kind: choiceField(["suited"]),
    suit: choiceField(SUITS),
    rank: new fields.NumberField({ required: true, nullable: false, integer: true, choices: [...RANKS] }),
    origin: key(),
  });
}

const roundWindow = () => ({ source: key(), round: wholeField(0) });

function attackResult() {
  return schema({
    damage: new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    effect: optionalTextField(),
  });
}

function monsterAttack() {
  return schema({ id: key(), name: textField(), number: attackResult(), face: attackResult(), ace: attackResult() });
}

function exchangeFields(): Schema {
  return {
    kind: choiceField(EXCHANGE_KINDS),
    attacker: key(),
    target: key(),
    cards: list(suitedCard()),
    unarmed: flagField(),
    maneuver: optionalChoiceField(MANEUVERS),
    spell: optionalChoiceField(SPELLS),
    attackId: optionalTextField(),
    /** The caster's choice on a Destruct or Protect that may cancel the opposite spell [F52-20]. */
    ward: optionalChoiceField(WARD_CHOICES),
  };
}

function participant() {
  return schema({
    key: key(),
    name: textField(),
    side: choiceField(SIDES),
    group: key(),
    hand: key(),
    characterClass: optionalChoiceField(CHARACTER_CLASSES),
    level: wholeField(0),
    hp: wholeField(0),
    maxHp: wholeField(0),
    movement: wholeField(0),
    cardsPerPlay: optionalWholeField(1, 52),
    attacks: new fields.ArrayField(monsterAttack(), { required: true, nullable: true, initial: null }),
    backgroundSkills: list(textField()),
    status: choiceField(STATUSES),
    incapacitation: choiceField(INCAPACITATIONS),
    prone: flagField(),
    disarmed: optionalChoiceField(DISARM_RESULTS),
    dyingDraws: wholeField(0),
    wakeNumber: optionalWholeField(2, 10),
    downInRound: wholeField(0),
    effects: list(continuousEffect()),
    wards: schema({
      destructBonus: wholeField(0),
      protectBonus: wholeField(0),
      exposed: optionalSchema(roundWindow()),
      invulnerable: optionalSchema(roundWindow()),
    }),
    parry: optionalSchema({ ...roundWindow(), bonus: wholeField(0), ace: flagField() }),
    acted: flagField(),
    movedFeet: wholeField(0),
    mustDiscard: wholeField(0),
  });
}

function continuousEffect() {
  return schema({
    id: key(),
    strength: wholeField(0),
    roundsLeft: new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
  });
}

/** Why each draw was made, told apart by `type` [DrawPurpose]. */
function drawPurpose() {
  const purposes: Record<DrawPurpose["type"], Schema> = {
    hand: { stack: key() },
    discard: {},
    initiative: { group: key(), drawnBy: optionalTextField() },
    fumble: { attacker: key() },
    autoHit: { exchange: schema(exchangeFields()) },
    check: { actor: key(), difficulty: wholeField(0) },
    dying: { actor: key() },
    wake: { actor: key(), difficulty: wholeField(0) },
    duration: { target: key(), effectId: key() },
  };
  return new fields.TypedSchemaField(purposes);
}

/** What happened, told apart by `type` [CombatEvent]. */
function combatEvent() {
  const events: Record<CombatEvent["type"], Schema> = {
    initiative: { order: list(key()) },
    attack: { exchange: schema(exchangeFields()), autoHit: flagField() },
    defence: { defender: key(), cards: list(suitedCard()) },
    discard: { actor: key(), cards: list(suitedCard()) },
    exchange: { attacker: key(), target: key(), hit: flagField(), fumble: flagField() },
    damage: { target: key(), amount: wholeField(0), hp: wholeField(0), cause: choiceField(DAMAGE_CAUSES) },
    heal: { target: key(), amount: wholeField(0), hp: wholeField(0) },
    status: { target: key(), status: choiceField(STATUSES) },
    disarm: { target: key(), result: choiceField(DISARM_RESULTS) },
    push: { target: key(), prone: flagField(), unconscious: flagField() },
    ward: { target: key(), spell: choiceField(SPELLS), outcome: choiceField(["cancelled", "applied"]) },
    parry: { actor: key(), bonus: wholeField(0), ace: flagField() },
    monsterEffect: { target: key(), effect: key() },
    check: { actor: key(), cards: list(suitedCard()), difficulty: wholeField(0), success: flagField() },
    dyingDraw: { actor: key(), card: suitedCard() },
    dyingMissed: { actor: key() },
    wake: { actor: key(), card: suitedCard(), woke: flagField() },
    effect: { target: key(), effect: continuousEffect() },
    shakeOff: { actor: key(), effectId: key(), card: suitedCard(), success: flagField() },
    effectEnded: { target: key(), effectId: key() },
    round: { round: wholeField(0) },
    joined: { actor: key() },
    left: { actor: key(), name: new fields.StringField({ required: true, blank: true, initial: "" }) },
  };
  return new fields.TypedSchemaField(events);
}

function rulings() {
  return schema({ opposedSpells: list(choiceField(SPELLS)), maneuversDealDamage: flagField(), trimAtRefill: flagField() });
}

function combatState() {
  return optionalSchema({
    version: new fields.NumberField({ required: true, nullable: false, integer: true, choices: [1], initial: 1 }),
    phase: choiceField(PHASES),
    round: wholeField(1),
    participants: list(participant()),
    handCounts: new fields.TypedObjectField(wholeField(0)),
    dealerHandSize: wholeField(0),
    initiative: list(schema({ group: key(), drawnBy: optionalTextField(), card: suitedCard() })),
    order: list(key()),
    inPlay: list(suitedCard()),
    exchange: optionalSchema(exchangeFields()),
    pending: list(drawPurpose()),
    log: list(combatEvent()),
    rulings: rulings(),
    nextEffectId: wholeField(1),
  });
}

function combatSetup() {
  return schema({
    players: list(
      schema({
        key: key(),
        name: textField(),
        characterClass: choiceField(CHARACTER_CLASSES),
        level: wholeField(1),
        hp: wholeField(0),
        backgroundSkills: list(textField()),
      }),
    ),
    monsters: list(
      schema({
        key: key(),
        name: textField(),
        group: key(),
        hp: wholeField(1),
        movement: wholeField(0),
        cardsPerPlay: wholeField(1),
        attacks: list(monsterAttack()),
        characterClass: optionalChoiceField(CHARACTER_CLASSES),
      }),
    ),
    rulings: rulings(),
  });
}

/** The fields of CombatCardState. */
export function combatCardFields() {
  return {
    actorId: textField(),
    setup: combatSetup(),
    combat: combatState(),
    /** Codes of the cards known face up on the discard pile (the odds use them). */
    discard: list(key()),
  };
}

/**
 * The combat card's typed state [DOA-04, DOA-13 … DOA-17], its message type and template: what
 * Foundry registers at init (combat-card-shape.ts brings a card stored in an older shape to the
 * current one). The procedure (combat-procedure.ts) loads when a combat card is first started, stepped or shown.
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, flagField, optionalTextField, textField } from "../../../foundry/chat/state-fields.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { DAMAGE_KINDS } from "../../../rules/doa/damage.ts";
import { DOA_ID, DOA_MESSAGE } from "../ids.ts";
import {
  armsField,
  conditionsField,
  decksField,
  idListField,
  intField,
  oddsField,
  probabilityField,
  omittableFlagField,
  optionalCheckField,
  optionalOddsField,
  optionalReportField,
  optionalSuitedCardField,
  optionalWeaponField,
  partyInfoSchema,
  rulingsField,
  statsField,
  suitedCardField,
  vitalsField,
} from "./state-fields.ts";
import { TREAT_METHODS, migrateCombatCard } from "./combat-card-shape.ts";

export const COMBAT_MESSAGE = DOA_MESSAGE.combat;
export const COMBAT_TEMPLATE = templatePath(DOA_ID, "chat/combat.hbs");

const fields = foundry.data.fields;

function setupSchema() {
  return { id: textField(), owner: textField(), stats: statsField(), vitals: vitalsField() };
}

function damageTakenField() {
  return new fields.SchemaField({ hp: intField(0), ap: intField(0) });
}

function nullable<T extends foundry.data.fields.DataSchema>(schema: T) {
  return new fields.SchemaField(schema, { required: true, nullable: true, initial: null });
}

function combatField() {
  return nullable({
    procedure: choiceField(["doa.combat"]),
    decks: decksField(),
    combatants: new fields.ArrayField(
      new fields.SchemaField({
        ...setupSchema(),
        initiative: optionalSuitedCardField(),
        conditions: conditionsField(),
        recentDamage: damageTakenField(),
        lastAttackerTc: optionalSuitedCardField(),
        toughenedRound: intField(0),
        outnumberedBy: intField(0),
        knockedOutRound: intField(0),
      }),
    ),
    phase: choiceField(["initiative", "turns", "ended"]),
    order: idListField(),
    round: intField(0),
    turn: intField(0),
    actionsUsed: intField(0),
    moved: intField(0),
    pending: nullable({
      kind: choiceField(["initiative", "attack", "stun", "sense", "breakFree", "treat"]),
      id: textField(),
      target: new fields.StringField({ required: true, blank: false, nullable: true, initial: null }),
      damage: nullable({ points: intField(0), kind: choiceField(DAMAGE_KINDS) }),
    }),
    check: optionalCheckField(),
    lastAttack: nullable({
      attacker: textField(),
      target: textField(),
      report: optionalReportField(),
      hit: flagField(),
      taken: damageTakenField(),
      knockedOut: flagField(),
      hitWhileKnockedOut: flagField(),
    }),
    lastTreat: nullable({ healer: textField(), target: textField(), revived: flagField() }),
    delays: nullable({ order: idListField(), ids: idListField() }),
    casters: new fields.ArrayField(new fields.SchemaField(setupSchema())),
  });
}

function oddsOnOffer() {
  return nullable({
    attacks: new fields.ArrayField(new fields.SchemaField({ target: textField(), odds: oddsField(), needsSense: omittableFlagField() })),
    treats: new fields.ArrayField(new fields.SchemaField({ target: textField(), method: choiceField(TREAT_METHODS), odds: oddsField() })),
    breakFree: nullable({ tc: suitedCardField(), odds: oddsField() }),
    redraw: optionalOddsField(),
    initiativeRedraw: nullable({ earlier: probabilityField(), same: probabilityField(), later: probabilityField() }),
    playersFirst: new fields.NumberField({ required: true, nullable: true, min: 0, initial: null }),
    turnStart: nullable({ kind: choiceField(["stun", "sense"]), id: textField(), target: optionalTextField(), odds: oddsField() }),
    arrivals: new fields.ArrayField(
      new fields.SchemaField({
        id: textField(),
        thisRound: new fields.NumberField({ required: true, nullable: true, min: 0, max: 1, initial: null }),
      }),
    ),
  });
}

export class CombatCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      rulings: rulingsField(),
      info: new fields.TypedObjectField(
        new fields.SchemaField({ ...partyInfoSchema(), weapon: optionalWeaponField(), arms: armsField(), wielding: textField() }),
      ),
      setup: new fields.SchemaField({ decks: decksField(), combatants: new fields.ArrayField(new fields.SchemaField(setupSchema())) }),
      combat: combatField(),
      lastCheck: nullable({
        by: textField(),
        drawn: new fields.ArrayField(suitedCardField()),
        kept: optionalSuitedCardField(),
        net: intField(),
        degree: new fields.StringField({ required: true, blank: false, nullable: true, initial: null }),
      }),
      odds: oddsOnOffer(),
    };
  }

  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return migrateCombatCard(state);
  }
}

/**
 * The schema fields of Deck of Adventures' card states (ProcedureCardModel.defineState): the rules'
 * values a card stores — cards as the rules hold them, decks, checks, odds, rulings, a character's
 * numbers — each the same way on every card. Every key is present, null where absent, except a few
 * keys the rules' own types leave out: one side of a variant (a joker has no rank, a rest goal of
 * "other" no points), a condition never set, a Hand effect's instances. Those are optional fields:
 * absent stays absent, so what the GM queue writes reads back the same.
 * Only revealed cards are ever stored [CORE-06].
 */
import { JOKER_COLORS, RANKS, SUITS } from "../../../rules/cards/card.ts";
import { DEGREES } from "../../../rules/doa/checks.ts";
import { ARMOR_EFFECTS, DAMAGE_KINDS } from "../../../rules/doa/damage.ts";
import { ARMOR_BONUS_RANGE, ATTRIBUTES, CHARACTER_KINDS, SKILLS } from "../../../rules/doa/stats.ts";
import { choiceField, flagField, optionalChoiceField, textField } from "../../../foundry/chat/state-fields.ts";

const fields = foundry.data.fields;

/** A whole number, at least `min` when given (Health may fall below 0). */
export function intField(min?: number, max?: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min, max, initial: min ?? 0 });
}

function optionalIntField() {
  return new fields.NumberField({ required: true, nullable: true, integer: true, initial: null });
}

/** A key the rules may leave out: absent stays absent. */
function omittableIntField(min?: number, max?: number) {
  return new fields.NumberField({ required: false, nullable: false, integer: true, min, max, initial: undefined });
}

function omittableChoiceField(choices: readonly (string | number)[]) {
  return new fields.StringField({ required: false, blank: false, choices: choices.map(String), initial: undefined });
}

/** A flag the rules leave out until it is set. */
export function omittableFlagField() {
  return new fields.BooleanField({ required: false, initial: undefined });
}

/** A probability; no upper bound, as a sum of exact fractions may pass 1 by a rounding error. */
export function probabilityField() {
  return new fields.NumberField({ required: true, nullable: false, min: 0, initial: 0 });
}

/** One chance per party, in their order; null where it is not counted. */
export function chanceListField() {
  return new fields.ArrayField(new fields.NumberField({ required: true, nullable: true, min: 0, initial: null }), {
    required: true,
    initial: [],
  });
}

export function idListField() {
  return new fields.ArrayField(new fields.StringField({ required: true, blank: false }), { required: true, initial: [] });
}

function rankField() {
  return new fields.NumberField({ required: true, nullable: false, integer: true, choices: [...RANKS], initial: RANKS[0] });
}

function suitedCardSchema() {
  return { kind: choiceField(["suited"]), suit: choiceField(SUITS), rank: rankField(), origin: textField() };
}

/** A suited card as the rules hold it (a TC, a card drawn). */
export function suitedCardField() {
  return new fields.SchemaField(suitedCardSchema());
}

export function optionalSuitedCardField() {
  return new fields.SchemaField(suitedCardSchema(), { required: true, nullable: true, initial: null });
}

/** Any card as the rules hold it: a suited card, or a joker (a Fate Card). */
function anyCardField() {
  return new fields.SchemaField({
    kind: choiceField(["suited", "joker"]),
    suit: omittableChoiceField(SUITS),
    rank: new fields.NumberField({ required: false, nullable: false, integer: true, choices: [...RANKS], initial: undefined }),
    color: omittableChoiceField(JOKER_COLORS),
    origin: textField(),
  });
}

/** An owner's deck between draws: held and spent Fate Cards (public), tokens and exhaustions [DOA-02, DOA-05, DOA-06]. */
export function deckField() {
  return new fields.SchemaField({
    owner: textField(),
    fateCards: new fields.ArrayField(anyCardField()),
    spentFate: new fields.ArrayField(anyCardField()),
    fateTokens: intField(0),
    exhaustions: intField(0),
  });
}

/** Every deck a card involves, by owner. */
export function decksField() {
  return new fields.TypedObjectField(deckField());
}

function oddsSchema() {
  return {
    degrees: new fields.SchemaField(Object.fromEntries(DEGREES.map((degree) => [degree, probabilityField()]))),
    success: probabilityField(),
    colorMatched: probabilityField(),
  };
}

/** The odds of every degree of a check [CORE-05]. */
export function oddsField() {
  return new fields.SchemaField(oddsSchema());
}

export function optionalOddsField() {
  return new fields.SchemaField(oddsSchema(), { required: true, nullable: true, initial: null });
}

function rangeField() {
  return new fields.SchemaField({ min: intField(0), max: intField(0) });
}

/** The table's rulings the card plays by, as they were when it started. */
export function rulingsField() {
  return new fields.SchemaField({
    modifierMakesMajor: flagField(),
    companionsUseFateCards: flagField(),
    attributeAddsToSkills: flagField(),
    fateDamageOncePerRound: flagField(),
    defaultDamage: intField(0),
    creationCosts: new fields.SchemaField({
      skillStepCosts: new fields.ArrayField(intField(0)),
      attributeMultiplier: intField(0),
      powerCost: rangeField(),
      vulnerabilityGain: rangeField(),
    }),
  });
}

/** Upper or Lower Hand (N), applied `instances` times for an (N+) effect [DOA-11]. */
export function handEffectField() {
  return new fields.SchemaField({ side: choiceField(["upper", "lower"]), n: intField(0), instances: omittableIntField(0) });
}

function targetSchema() {
  return { tc: suitedCardField(), dr: intField(0, 6), modifier: intField(0) };
}

export function checkTargetField() {
  return new fields.SchemaField(targetSchema());
}

function reportSchema() {
  return {
    card: suitedCardField(),
    offset: intField(),
    applied: intField(),
    reported: rankField(),
    distance: intField(0),
    inRange: flagField(),
    degree: choiceField(DEGREES),
  };
}

/** What a drawn card reports against a target [DOA-09]; null when there was none. */
export function optionalReportField() {
  return new fields.SchemaField(reportSchema(), { required: true, nullable: true, initial: null });
}

/** A check in progress or done (src/rules/doa/procedures/check.ts); null before it starts. */
export function optionalCheckField() {
  return new fields.SchemaField(
    {
      procedure: choiceField(["doa.check"]),
      deck: deckField(),
      kind: choiceField(CHARACTER_KINDS),
      canUseFate: flagField(),
      target: new fields.SchemaField(targetSchema(), { required: true, nullable: true, initial: null }),
      hand: new fields.ArrayField(handEffectField()),
      net: intField(),
      needed: intField(0),
      keepOnTable: flagField(),
      redrawLimit: choiceField(["one", "perFateCard"]),
      redraws: intField(0),
      phase: choiceField(["drawing", "deciding", "done"]),
      drawn: new fields.ArrayField(suitedCardField()),
      awaiting: intField(0),
      reports: new fields.ArrayField(new fields.SchemaField(reportSchema())),
      kept: optionalSuitedCardField(),
      result: optionalReportField(),
    },
    { required: true, nullable: true, initial: null },
  );
}

/** A character's numbers [DOA-07, DOA-18, DOA-21]: every key present (null: none). */
export function statsField() {
  return new fields.SchemaField({
    kind: choiceField(CHARACTER_KINDS),
    attributes: new fields.SchemaField(Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, intField()]))),
    skills: new fields.TypedObjectField(intField()),
    primarySkill: optionalChoiceField(SKILLS),
    primarySuit: optionalChoiceField(SUITS),
    armor: new fields.SchemaField(
      {
        ap: intField(0),
        ac: intField(0),
        strengthRequirement: optionalIntField(),
        effect: optionalChoiceField(ARMOR_EFFECTS),
        bonus: new fields.SchemaField(
          { on: choiceField([...ATTRIBUTES, ...SKILLS]), amount: intField(ARMOR_BONUS_RANGE.min, ARMOR_BONUS_RANGE.max) },
          { required: true, nullable: true, initial: null },
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
    baseSpeed: optionalIntField(),
  });
}

/** Health, its maximum and Armour Points [DOA-17]. */
export function vitalsField() {
  return new fields.SchemaField({ hp: intField(), maxHp: intField(0), ap: intField(0) });
}

/** A combatant's conditions: each absent until the card first sets it [DOA-16]. */
export function conditionsField() {
  return new fields.SchemaField({
    stunned: omittableFlagField(),
    entangled: omittableFlagField(),
    knockedDown: omittableFlagField(),
    senseLost: omittableFlagField(),
    // Blinded or Deafened by this combatant; absent when no one is.
    senseBy: new fields.StringField({ required: false, blank: false, initial: undefined }),
    // The caster's spell-casting attribute [DOA-16].
    senseOn: new fields.StringField({ required: false, blank: false, initial: undefined, choices: [...ATTRIBUTES] }),
  });
}

/** A weapon's damage as an attack uses it [DOA-15]; null without a weapon. */
export function optionalWeaponField() {
  return new fields.SchemaField(
    { damage: intField(0), damageKind: choiceField(DAMAGE_KINDS) },
    { required: true, nullable: true, initial: null },
  );
}

/** The weapons and powers a combatant may attack with [DOA-15]; skill "" is the Primary Skill. */
export function armsField() {
  return new fields.ArrayField(
    new fields.SchemaField({
      id: textField(),
      name: textField(),
      damage: intField(0),
      damageKind: choiceField(DAMAGE_KINDS),
      skill: textField(),
    }),
  );
}

/** Each character's name and the players who act for it (the GM always may). */
export function partyInfoSchema() {
  return { name: textField(), userIds: idListField() };
}

/** A rest's goal [DOA-20]: Health or Energy points sought, or another aim at the GM's DR. */
export function optionalRestGoalField() {
  return new fields.SchemaField(
    { kind: choiceField(["health", "energy", "armor", "other"]), points: omittableIntField(1), dr: omittableIntField() },
    { required: true, nullable: true, initial: null },
  );
}

/** What a rest check recovered [DOA-20]. */
export function optionalRecoveryField() {
  return new fields.SchemaField(
    { kind: choiceField(["full", "points", "none"]), points: omittableIntField(0) },
    { required: true, nullable: true, initial: null },
  );
}

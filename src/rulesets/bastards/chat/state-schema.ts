/**
 * The typed fields of A Game of Bastards' chat-card states (ProcedureCardModel.defineState): the
 * pure rules' state types (src/rules/bastards) field for field, every key present (absent = null),
 * so what the GM queue writes reads back the same. Cards appear only once the rules revealed them
 * [CORE-06]: the player's hand and face-down cards are counts and flags here.
 */
import { SUITS } from "../../../rules/cards/card.ts";
import { ATTACK_DEFAULTS } from "../../../rules/bastards/procedures/opposed-draw.ts";
import { TRAITS } from "../../../rules/bastards/values.ts";
import type { AdvantageScope, DrawPurpose, DrawStage, OppositionPhase, SkillHandPhase, SuitNaming } from "../../../rules/bastards/index.ts";
import {
  choiceField,
  flagField,
  optionalChoiceField,
  optionalFlagField,
  optionalTextField,
  optionalWholeField,
  textField,
  wholeField,
} from "../../../foundry/chat/state-fields.ts";

const fields = foundry.data.fields;

const NULLABLE = { required: true, nullable: true, initial: null } as const;

function probabilityField() {
  return new fields.NumberField({ required: true, nullable: false, initial: 0 });
}

function wordsField(options: { readonly nullable?: boolean } = {}) {
  return new fields.ArrayField(
    new fields.StringField({ required: true, blank: false }),
    options.nullable ? NULLABLE : { required: true, initial: [] },
  );
}

function traitField() {
  return choiceField(TRAITS);
}

function suitedCardSchema() {
  return {
    kind: choiceField(["suited"]),
    suit: choiceField(SUITS),
    rank: wholeField(2, 14),
    origin: new fields.StringField({ required: true, blank: false }),
  };
}

/** A revealed suited card (the rules' `SuitedCard`). */
export function suitedCardField() {
  return new fields.SchemaField(suitedCardSchema());
}

export function optionalSuitedCardField() {
  return new fields.SchemaField(suitedCardSchema(), NULLABLE);
}

export function suitedCardsField() {
  return new fields.ArrayField(suitedCardField(), { required: true, initial: [] });
}

const SUIT_NAMINGS = ["standard", "tarot"] as const satisfies readonly SuitNaming[];

export function rulingsField() {
  return new fields.SchemaField({
    suitNaming: choiceField(SUIT_NAMINGS),
    fateDrawMinimum: wholeField(0),
    jokerReplacement: flagField(),
    jokerReturnsDiscardsInOpposition: flagField(),
    oneRankPerTimePasses: flagField(),
    faceDownCountsTowardRank: flagField(),
    finishTheFallen: flagField(),
    successorStartingXp: flagField(),
    counterAttacksCountered: flagField(),
    acrobatOnlyInChase: flagField(),
    powerPoolPerRating: wholeField(0),
    followerPoolAdvantages: flagField(),
  });
}

function traitCountsField() {
  return new fields.SchemaField({ body: wholeField(), spirit: wholeField(), mind: wholeField(), luck: wholeField() });
}

function characterSchema() {
  return {
    suit: choiceField(SUITS),
    traits: traitCountsField(),
    skills: new fields.TypedObjectField(wholeField()),
    specialties: new fields.ArrayField(new fields.SchemaField({ name: textField(), skills: wordsField() })),
    advantages: new fields.TypedObjectField(wholeField()),
    disadvantages: new fields.TypedObjectField(wholeField()),
    badReputationRemovals: wholeField(0),
    xp: wholeField(),
    xpGained: wholeField(),
    poolLoss: traitCountsField(),
    wildcards: wholeField(0),
    phase: choiceField(["creation", "play"]),
    timePasses: new fields.SchemaField({ open: flagField(), raised: wordsField() }),
    awaitsNextScene: flagField(),
  };
}

/** A Fated, a Follower or a group of Extras (the rules' `Combatant`: each kind with every key). */
export function combatantField() {
  return new fields.SchemaField({
    kind: choiceField(["fated", "follower", "extras"]),
    key: textField(),
    side: textField(),
    handCount: wholeField(0),
    initiative: optionalSuitedCardField(),
    knockedDown: flagField(),
    twoWeapons: wordsField({ nullable: true }),
    character: new fields.SchemaField(characterSchema(), NULLABLE),
    powerRating: optionalWholeField(0),
    powerLoss: optionalWholeField(0),
    members: optionalWholeField(0),
    weaponBonus: optionalWholeField(0),
    /** A Follower's one weapon (its combat skill) [GOB-25]. */
    weapon: optionalTextField(),
    /** A Follower's advantages (key → ranks) [GOB-25]; null for the others (a Fated's are its character's). */
    advantages: new fields.TypedObjectField(wholeField(), NULLABLE),
  });
}

export function combatantsField() {
  return new fields.ArrayField(combatantField(), { required: true, initial: [] });
}

/** What a procedure waits for from the table (the rules' `Pending`): a draw or a reveal, or null. */
export function pendingField() {
  return new fields.SchemaField(
    {
      kind: choiceField(["draw", "reveal"]),
      to: optionalTextField(),
      jokerChain: wordsField({ nullable: true }),
      stacks: wordsField({ nullable: true }),
    },
    NULLABLE,
  );
}

function sideField() {
  return new fields.SchemaField({
    actor: textField(),
    skill: textField(),
    specialty: wholeField(),
    cap: wholeField(),
    faceDown: flagField(),
    faceDownCard: optionalSuitedCardField(),
    faceUp: suitedCardsField(),
    fromDeck: suitedCardsField(),
    stopped: flagField(),
    wildcardsDone: flagField(),
  });
}

const DRAW_RESULT = () => ({
  attackerTotal: wholeField(),
  defenderTotal: wholeField(),
  winner: choiceField(["attacker", "defender"]),
  margin: wholeField(),
  damage: wholeField(),
  pool: traitField(),
  taken: wholeField(),
});

function drawResultField() {
  return new fields.SchemaField(DRAW_RESULT(), NULLABLE);
}

/** The last draw's result with the cards each side played, revealed (`LastResult`). */
function lastResultField() {
  const revealed = new fields.SchemaField({ actor: textField(), cards: suitedCardsField() });
  return new fields.SchemaField({ ...DRAW_RESULT(), revealed: new fields.ArrayField(revealed, { required: true, initial: [] }) }, NULLABLE);
}

const STAGES = [
  "defend",
  "attackerFaceDown",
  "defenderFaceDown",
  "betting",
  "wildcards",
  "reveal",
  "consequences",
] as const satisfies readonly DrawStage[];
const SCOPES = [
  "thisDraw",
  "nextDefense",
  "round",
  "untilNextTurn",
  "opposition",
  "nextMindDamage",
] as const satisfies readonly AdvantageScope[];
const PURPOSES = [
  "deal",
  "drawStep",
  "mulligan",
  "desperation",
  "emptyHand",
  "wildcard",
  "advantage",
  "topCard",
  "meditation",
  "meditationFate",
  "join",
] as const satisfies readonly DrawPurpose[];
const PHASES = ["dealing", "initiative", "turns", "ended"] as const satisfies readonly OppositionPhase[];

function opposedDrawField() {
  return new fields.SchemaField(
    {
      kind: choiceField(Object.keys(ATTACK_DEFAULTS)),
      melee: flagField(),
      pool: traitField(),
      attackerTrait: traitField(),
      defenderTrait: traitField(),
      modifier: wholeField(),
      rangePenalty: wholeField(),
      intimidate: flagField(),
      trip: flagField(),
      counter: flagField(),
      stage: choiceField(STAGES),
      attacker: sideField(),
      defender: sideField(),
      bettor: choiceField(["attacker", "defender"]),
      result: drawResultField(),
    },
    NULLABLE,
  );
}

/** An opposition under way (the rules' `OppositionState`), or null before it begins. */
export function oppositionField() {
  return new fields.SchemaField(
    {
      rulings: rulingsField(),
      combatants: combatantsField(),
      phase: choiceField(PHASES),
      round: wholeField(0),
      order: wordsField(),
      turn: new fields.SchemaField(
        {
          actor: textField(),
          stage: choiceField(["draw", "action"]),
          discarded: flagField(),
          swapped: flagField(),
          attacksLeft: wholeField(0),
          weaponsUsed: wordsField(),
          extremeMovement: flagField(),
        },
        NULLABLE,
      ),
      acted: wordsField(),
      initiativeChosen: wordsField(),
      draw: opposedDrawField(),
      lastResult: lastResultField(),
      pending: pendingField(),
      drawFor: new fields.SchemaField({ purpose: choiceField(PURPOSES), actor: textField(), by: optionalTextField() }, NULLABLE),
      question: new fields.SchemaField({ to: textField(), count: wholeField(0) }, NULLABLE),
      active: new fields.ArrayField(
        new fields.SchemaField({
          actor: textField(),
          advantage: textField(),
          scope: choiceField(SCOPES),
          target: optionalTextField(),
          amount: optionalWholeField(1),
        }),
      ),
      offers: new fields.ArrayField(new fields.SchemaField({ actor: textField(), advantage: textField() })),
      woundOffer: new fields.SchemaField(
        { wounder: textField(), target: textField(), suits: new fields.ArrayField(choiceField(SUITS)) },
        NULLABLE,
      ),
      endedBy: optionalChoiceField(["agreement", "oneSideLeft", "deckOut"]),
      finishing: optionalChoiceField(["asking", "allowed"]),
      meditation: new fields.SchemaField(
        {
          actor: textField(),
          player: optionalSuitedCardField(),
          fate: optionalSuitedCardField(),
          calmed: optionalFlagField(),
        },
        NULLABLE,
      ),
      advantageLog: new fields.ArrayField(
        new fields.SchemaField({ actor: textField(), advantage: textField(), round: wholeField(0), amount: optionalWholeField(1) }),
      ),
      flight: new fields.SchemaField({ actor: textField(), chasers: wordsField() }, NULLABLE),
      chase: flagField(),
      distance: new fields.SchemaField({ actor: textField(), range: wholeField(1, 2) }, NULLABLE),
      fled: combatantsField(),
      involved: new fields.ArrayField(
        new fields.SchemaField({
          key: textField(),
          character: new fields.SchemaField(characterSchema()),
          controls: wordsField(),
          paid: wholeField(0),
          gained: wholeField(0),
        }),
        { required: true, initial: [] },
      ),
    },
    NULLABLE,
  );
}

const HAND_PHASES = ["drawing", "choosing", "redrawing", "fate", "done"] as const satisfies readonly SkillHandPhase[];

/** A skill hand against the Fate (the rules' `SkillHandState`). */
export function skillHandField() {
  return new fields.SchemaField({
    actor: textField(),
    skill: textField(),
    trait: traitField(),
    cardsToDraw: wholeField(0),
    fateCount: wholeField(0),
    acrobat: wholeField(0),
    discarded: suitedCardsField(),
    bonus: wholeField(),
    difficulty: wholeField(0),
    phase: choiceField(HAND_PHASES),
    pending: pendingField(),
    handCount: wholeField(0),
    wildcardsGained: wholeField(0),
    refilled: flagField(),
    played: optionalSuitedCardField(),
    fate: suitedCardsField(),
    result: new fields.SchemaField(
      { playerTotal: wholeField(), fateTotal: wholeField(), winner: choiceField(["player", "fate"]), margin: wholeField() },
      NULLABLE,
    ),
  });
}

/** A Fate draw's options as asked (every key present), read again as the draw is made. */
export function fateDrawOptionsField() {
  return new fields.SchemaField(
    {
      skill: textField(),
      trait: choiceField(TRAITS),
      difficulty: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      specialty: optionalTextField(),
      intimidate: flagField(),
      acrobat: flagField(),
    },
    NULLABLE,
  );
}

export function oddsField() {
  return new fields.SchemaField({ success: probabilityField(), failure: probabilityField(), wildcardChance: probabilityField() });
}

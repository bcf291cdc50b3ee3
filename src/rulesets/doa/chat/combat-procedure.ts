/**
 * The combat card on the chat-card kit [DOA-04, DOA-13 … DOA-17]: its typed state, its procedure
 * (combat-card.ts holds the rules glue, combat-card-view.ts what it shows) and what each step
 * carries to the world: the Health, Armour and statuses it changed to the actors (combat/combat-sync.ts),
 * the fight to Foundry's Combat Trackers (combat/tracker.ts), and once no check runs, each deck's
 * counters [DOA-05, DOA-06].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, flagField, textField } from "../../../foundry/chat/state-fields.ts";
import { DAMAGE_KINDS } from "../../../rules/doa/index.ts";
import { writeActorsChangedBy } from "../combat/combat-sync.ts";
import { greatVoidPrompt } from "./great-void.ts";
import { writeTrackers } from "../combat/tracker.ts";
import { writeDecks } from "./write-back.ts";
import {
  COMBAT_MESSAGE,
  COMBAT_TEMPLATE,
  combatCardActions,
  combatCardSteps,
  migrateCombatCard,
  startCombatCard,
  validCombatCard,
} from "./combat-card.ts";
import type { CombatCardAction, CombatCardState, CombatReaders, GatheredCombat } from "./combat-card.ts";
import { TREAT_METHODS, combatCardContext } from "./combat-card-view.ts";
import {
  conditionsField,
  decksField,
  idListField,
  intField,
  oddsField,
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
      kind: choiceField(["initiative", "attack", "stun", "breakFree", "treat"]),
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
  });
}

function oddsOnOffer() {
  return nullable({
    attacks: new fields.ArrayField(new fields.SchemaField({ target: textField(), odds: oddsField(), needsSense: omittableFlagField() })),
    treats: new fields.ArrayField(new fields.SchemaField({ target: textField(), method: choiceField(TREAT_METHODS), odds: oddsField() })),
    breakFree: nullable({ tc: suitedCardField(), odds: oddsField() }),
    redraw: optionalOddsField(),
  });
}

export class CombatCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      rulings: rulingsField(),
      info: new fields.TypedObjectField(new fields.SchemaField({ ...partyInfoSchema(), weapon: optionalWeaponField() })),
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

/** `readers` let the GM's client store the odds of attacks and redraws (without them none show) and find a break-free's TC. */
export function combatProcedure(
  gather: (actorId: string, options: unknown) => unknown,
  readers?: CombatReaders,
): ChatProcedure<CombatCardState, CombatCardAction> {
  return {
    kind: "reduce",
    messageType: COMBAT_MESSAGE,
    template: COMBAT_TEMPLATE,
    model: CombatCardModel,
    gather,
    start: (actorId, options) => startCombatCard(actorId, options as GatheredCombat),
    actions: combatCardActions(greatVoidPrompt),
    ...combatCardSteps(readers),
    validate: validCombatCard,
    context: combatCardContext,
    async afterStep({ message, before, after }) {
      const combat = after.combat;
      if (!combat) return;
      await writeActorsChangedBy(before?.combat ?? null, combat);
      await writeTrackers(message, combat);
      // Between checks, every deck's counters (a running check holds its own copy) [DOA-05, DOA-06].
      if (!combat.check) await writeDecks(combat.decks);
    },
  };
}

/**
 * The opposition card's actions [GOB-15…GOB-28]: each turns a button's untrusted data into a step
 * of the pure reducer, read with the kit's readers (own keys only: an attack of kind `toString` is
 * malformed). Card steps carry the card's identity; the GM's client adds the hand as it reads it.
 * Every action may first ask its user on their own client (prompts.ts).
 */
import type { Card } from "../../../rules/cards/card.ts";
import { ATTACK_DEFAULTS, TRAITS, refuse } from "../../../rules/bastards/index.ts";
import type { AttackDeclaration, OppositionAction, Outcome, Refusal } from "../../../rules/bastards/index.ts";
import { ownEntry, readBoolean, readCard, readChoice, readId, readInt, readText } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardActions } from "../../../foundry/registry/definition.ts";
import { Refusals } from "../../../foundry/gm/requests.ts";
import { promptOppositionStep } from "./prompts.ts";

/** Steps that play a card from the actor's hand: the GM's client adds the hand as it reads it. */
export const CARD_STEPS = ["chooseInitiative", "discard", "playFaceDown", "bet", "swapInitiative", "setAside"] as const;
type CardStep = (typeof CARD_STEPS)[number];
/** Steps only the GM takes: questions to the table and rulings on the fiction. */
export const GM_STEPS: ReadonlySet<string> = new Set([
  "begin",
  "setSide",
  "answerContinue",
  "answerFinishing",
  "endOpposition",
  "knockDown",
  "markExtremeMovement",
  "followSheet",
]);

export type OppositionCardAction =
  | { readonly type: "begin" }
  /** Before the opposition begins, the GM seats a combatant on a side [GOB-15]. */
  | { readonly type: "setSide"; readonly combatant: string; readonly side: string }
  | { readonly type: CardStep; readonly actor: string; readonly card: Card }
  | { readonly type: "mulligan"; readonly actor: string }
  /** An attack whose form names a second weapon: the GM's client wields both first [GOB-24]. */
  | ({ readonly type: "attack"; readonly offhand?: string } & AttackDeclaration)
  /** No button: the GM's client asks it when a Fated combatant's sheet is edited; the character is read there, from the sheet. */
  | { readonly type: "followSheet"; readonly actor: string }
  | Exclude<OppositionAction, { readonly type: CardStep | "mulligan" | "followSheet" }>;

type Parsed = Outcome<{ readonly action: OppositionCardAction }>;

/** The longest skill, specialty, advantage or disadvantage name a step may carry. */
const MAX_NAME = 64;
/** Beyond any Body: a number past this is malformed, not merely refused. */
const MAX_AMOUNT = 999;

const malformed = (): Refusal => refuse(Refusals.Malformed);

/** `read` of an optional key: `fallback` when absent, null when present but not valid. */
function optional<T>(data: ActionData, key: string, fallback: T, read: (data: ActionData, key: string) => T | null): T | null {
  return ownEntry(data, key) === undefined ? fallback : read(data, key);
}

/** The form's specialty: "" (none) is none; a name too long or not text refuses the step rather than dropping it [GOB-06]. */
const readSpecialty = (data: ActionData) =>
  optional(data, "specialty", "", (from, key) => (ownEntry(from, key) === "" ? "" : readText(from, key, MAX_NAME)));

/** A step a combatant takes: `data.actor` names them. */
function byActor(parse: (actor: string, data: ActionData) => OppositionCardAction | null, refusal: () => Refusal = malformed) {
  return (data: ActionData): Parsed => {
    const actor = readId(data, "actor");
    if (!actor) return malformed();
    const action = parse(actor, data);
    return action ? { ok: true, action } : refusal();
  };
}

function cardStep(type: CardStep) {
  return byActor(
    (actor, data) => {
      const card = readCard(data);
      return card ? { type, actor, card } : null;
    },
    () => refuse(Refusals.BadCard),
  );
}

function simple(
  type: "mulligan" | "stand" | "spendWildcard" | "finishWildcards" | "takeDamage" | "standUp" | "endTurn" | "knockDown" | "endBerserk",
) {
  return byActor((actor) => ({ type, actor }));
}

function drawStep(actor: string, data: ActionData): OppositionCardAction | null {
  const trait = optional(data, "trait", "luck", (from, key) => readChoice(from, key, TRAITS));
  return trait ? { type: "drawStep", actor, trait } : null;
}

function defend(actor: string, data: ActionData): OppositionCardAction | null {
  const skill = readText(data, "skill", MAX_NAME);
  const specialty = readSpecialty(data);
  return skill && specialty !== null ? { type: "defend", actor, skill, ...(specialty ? { specialty } : {}) } : null;
}

function attack(actor: string, data: ActionData): OppositionCardAction | null {
  const target = readId(data, "target");
  const skill = readText(data, "skill", MAX_NAME);
  const kind = optional(data, "kind", "physical", (from, key) => readChoice(from, key, ATTACK_DEFAULTS));
  const modifier = optional(data, "modifier", 0, (from, key) => readInt(from, key, { min: -20, max: 20 }));
  const rangePenalty = optional(data, "rangePenalty", 0, (from, key) => readInt(from, key, { min: -20, max: 0 }));
  const specialty = readSpecialty(data);
  const intimidate = optional(data, "intimidate", false, readBoolean);
  const trip = optional(data, "trip", false, readBoolean);
  // A second weapon named on the form (any but "" and unarmed is checked by the rules) [GOB-24].
  const offhand = readText(data, "offhand", MAX_NAME);
  // Anything but a trait (the form's "") is the kind's usual pool.
  const pool = readChoice(data, "pool", TRAITS);
  if (
    !target ||
    !skill ||
    !kind ||
    specialty === null ||
    modifier === null ||
    rangePenalty === null ||
    intimidate === null ||
    trip === null
  )
    return null;
  return {
    type: "attack",
    actor,
    target,
    skill,
    kind,
    modifier,
    ...(rangePenalty ? { rangePenalty } : {}),
    ...(specialty ? { specialty } : {}),
    ...(pool ? { pool } : {}),
    ...(intimidate ? { intimidate } : {}),
    ...(trip ? { trip } : {}),
    ...(offhand ? { offhand } : {}),
  };
}

/** The Use form's "number up to Body" [GOB-28]: an empty field is 0 and any whole number goes on, for the rules to refuse with the reason. */
const readAmount = (data: ActionData) =>
  optional<number | undefined>(data, "amount", undefined, (from, key) =>
    ownEntry(from, key) === "" ? 0 : readInt(from, key, { min: -MAX_AMOUNT, max: MAX_AMOUNT }),
  );

function useAdvantage(actor: string, data: ActionData): OppositionCardAction | null {
  const advantage = readText(data, "advantage", MAX_NAME);
  const target = readId(data, "target");
  const amount = readAmount(data);
  if (!advantage || amount === null) return null;
  return { type: "useAdvantage", actor, advantage, ...(target ? { target } : {}), ...(amount === undefined ? {} : { amount }) };
}

function inflictDisadvantage(actor: string, data: ActionData): OppositionCardAction | null {
  const disadvantage = readText(data, "disadvantage", MAX_NAME);
  return disadvantage ? { type: "inflictDisadvantage", actor, disadvantage } : null;
}

const PARSERS: Readonly<Record<string, (data: ActionData) => Parsed>> = {
  begin: () => ({ ok: true, action: { type: "begin" } }),
  setSide: (data) => {
    const combatant = readId(data, "combatant");
    const side = readText(data, "side", 32);
    return combatant && side ? { ok: true, action: { type: "setSide", combatant, side } } : malformed();
  },
  endOpposition: () => ({ ok: true, action: { type: "endOpposition" } }),
  answerContinue: (data) => ({ ok: true, action: { type: "answerContinue", goOn: readBoolean(data, "goOn") === true } }),
  answerFinishing: (data) => ({ ok: true, action: { type: "answerFinishing", goOn: readBoolean(data, "goOn") === true } }),
  chooseInitiative: cardStep("chooseInitiative"),
  discard: cardStep("discard"),
  playFaceDown: cardStep("playFaceDown"),
  bet: cardStep("bet"),
  swapInitiative: cardStep("swapInitiative"),
  mulligan: simple("mulligan"),
  stand: simple("stand"),
  spendWildcard: simple("spendWildcard"),
  finishWildcards: simple("finishWildcards"),
  takeDamage: simple("takeDamage"),
  standUp: simple("standUp"),
  endTurn: simple("endTurn"),
  knockDown: simple("knockDown"),
  markExtremeMovement: () => ({ ok: true, action: { type: "markExtremeMovement" } }),
  endBerserk: simple("endBerserk"),
  drawStep: byActor(drawStep),
  defend: byActor(defend),
  attack: byActor(attack),
  // Counter: the attack's form, played as the offered counter-attack [GOB-28].
  counter: byActor((actor, data) => {
    const declared = attack(actor, data);
    return declared?.type === "attack" ? { ...declared, type: "counter" } : null;
  }),
  setAside: cardStep("setAside"),
  useAdvantage: byActor(useAdvantage),
  inflictDisadvantage: byActor(inflictDisadvantage),
  followSheet: byActor((actor) => ({ type: "followSheet", actor })),
};

/** Every action of the opposition card, each asking its user first where its button says so. */
export const OPPOSITION_ACTIONS: CardActions<OppositionCardAction> = Object.fromEntries(
  Object.entries(PARSERS).map(([step, parse]) => [step, { parse, prompt: (context) => promptOppositionStep(step, context) }]),
);

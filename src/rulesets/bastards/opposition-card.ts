/**
 * The opposition chat card [GOB-15…GOB-27]: one message carries a whole opposition — shuffle and
 * deal, initiative, turns with the draw step, opposed draws with face-down cards, betting and
 * wildcards, damage and its states. The pure reducer (src/rules/bastards/procedures/opposition.ts)
 * decides everything; this glue runs it on the GM's client with the table (`drive` answers its draws
 * and reveals), reads a player's hand from the owner-only stack when a step plays a card (the
 * message never holds a hand), checks the user owns the combatant who acts, and writes what changed
 * (pools, wildcards, XP, members) back to the actors.
 */
import type { Card } from "../../rules/cards/card.ts";
import {
  ATTACK_DEFAULTS, DEFAULT_RULINGS, TRAITS, drive, handStack, opposition, settle, startOpposition,
} from "../../rules/bastards/index.ts";
import type { AttackKind, BastardsRulings, Combatant, OppositionAction, OppositionState, Trait } from "../../rules/bastards/index.ts";
import type { TablePort } from "../../rules/cards/table.ts";
import { refuse } from "../../foundry/registry/definition.ts";
import type { ChatProcedure, CombatFighter, Outcome, Requester } from "../../foundry/registry/definition.ts";
import { activeRuleset } from "../../foundry/settings.ts";
import { cardFromIdentity } from "../../foundry/table/card-identity.ts";
import { combatantOf, saveCombatants } from "./actors.ts";
import { oppositionContext } from "./opposition-context.ts";
import { worldRulings } from "./rulings.ts";

export const OPPOSITION_MESSAGE = "bastardsOpposition";
export const OPPOSITION_TEMPLATE = "systems/deckbound/templates/bastards/chat/opposition.hbs";

export interface OppositionCardState {
  readonly rulings: BastardsRulings;
  /** Actor key → name, for the card. */
  readonly names: Readonly<Record<string, string>>;
  /** The combatants as they sat down; the opposition's own copy is the truth once it begins. */
  readonly seated: readonly Combatant[];
  readonly opposition: OppositionState | null;
}

/** Steps that play a card from the actor's hand: the GM's client adds the hand as it reads it. */
const CARD_STEPS = ["chooseInitiative", "discard", "playFaceDown", "bet", "swapInitiative"] as const;
type CardStep = (typeof CARD_STEPS)[number];
/** Steps only the GM takes: questions to the table and rulings on the fiction. */
const GM_STEPS = new Set(["begin", "answerContinue", "endOpposition", "knockDown"]);

export type OppositionCardAction =
  | { readonly type: "begin" }
  | { readonly type: CardStep; readonly actor: string; readonly card: Card }
  | { readonly type: "mulligan"; readonly actor: string }
  | Exclude<OppositionAction, { readonly type: CardStep | "mulligan" }>;

const REFUSAL = "DECKBOUND.Bastards.Refusal";
const MALFORMED = "DECKBOUND.Refusal.Malformed";
const ID = /^[a-zA-Z0-9]{1,64}$/;

export interface Seat {
  readonly actor: string;
  readonly side: string;
}

/** Check a client's untrusted seating: 2–12 different actors, each on a named side. */
export function parseSeating(raw: unknown): Seat[] | null {
  const list = typeof raw === "object" && raw !== null ? (raw as { combatants?: unknown }).combatants : undefined;
  if (!Array.isArray(list) || list.length < 2 || list.length > 12) return null;
  const seats: Seat[] = [];
  for (const entry of list) {
    const { actor, side } = (entry ?? {}) as Record<string, unknown>;
    if (typeof actor !== "string" || !ID.test(actor) || typeof side !== "string" || !/^[a-zA-Z0-9 -]{1,32}$/.test(side)) return null;
    seats.push({ actor, side });
  }
  return new Set(seats.map((seat) => seat.actor)).size === seats.length ? seats : null;
}

/**
 * The seating for a Combat the GM began in Foundry's tracker (foundry/combat-start.ts): the
 * player-owned actors against the GM's, each actor once [GOB-15]. The sides' names are localised.
 */
export function seatingOf(fighters: readonly CombatFighter[]): { readonly combatants: readonly Seat[] } {
  const side = (playerOwned: boolean) => game.i18n.localize(`DECKBOUND.Bastards.Start.${playerOwned ? "PlayersSide" : "GmSide"}`);
  const seats = new Map(fighters.map((fighter) => [fighter.actorId, { actor: fighter.actorId, side: side(fighter.playerOwned) }]));
  return { combatants: [...seats.values()] };
}

/** What the GM's client knows when the card starts; only `gather` makes these (never a client). */
interface Gathered {
  readonly seated: readonly Combatant[];
  readonly names: Readonly<Record<string, string>>;
  readonly rulings: BastardsRulings;
}
const gathered = new WeakSet<object>();

function text(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === "string" && value !== "" && value.length <= 64 ? value : undefined;
}

/** Turn a button's untrusted data into a step, or refuse. Card steps carry the card's identity. */
export function parseOppositionAction(action: string, raw: unknown): Outcome<{ readonly action: OppositionCardAction }> {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const actor = text(data, "actor");
  const done = (parsed: OppositionCardAction) => ({ ok: true as const, action: parsed });
  switch (action) {
    case "begin":
    case "endOpposition":
      return done({ type: action });
    case "answerContinue":
      return done({ type: action, goOn: data["goOn"] === true || data["goOn"] === "true" });
  }
  if (!actor || !ID.test(actor)) return refuse(MALFORMED);
  if ((CARD_STEPS as readonly string[]).includes(action)) {
    const card = cardFromIdentity(data);
    return card ? done({ type: action as CardStep, actor, card }) : refuse("DECKBOUND.Refusal.BadCard");
  }
  switch (action) {
    case "mulligan":
    case "stand":
    case "spendWildcard":
    case "finishWildcards":
    case "takeDamage":
    case "standUp":
    case "endTurn":
    case "knockDown":
      return done({ type: action, actor });
    case "drawStep": {
      const trait = text(data, "trait") ?? "luck";
      return TRAITS.includes(trait as Trait) ? done({ type: action, actor, trait: trait as Trait }) : refuse(MALFORMED);
    }
    case "defend": {
      const skill = text(data, "skill");
      const specialty = text(data, "specialty");
      return skill ? done({ type: action, actor, skill, ...(specialty ? { specialty } : {}) }) : refuse(MALFORMED);
    }
    case "attack": {
      const target = text(data, "target");
      const skill = text(data, "skill");
      const kind = text(data, "kind") ?? "physical";
      const modifier = Number(data["modifier"] ?? 0);
      const specialty = text(data, "specialty");
      if (!target || !skill || !(kind in ATTACK_DEFAULTS) || !Number.isInteger(modifier) || Math.abs(modifier) > 20) return refuse(MALFORMED);
      return done({ type: action, actor, target, skill, kind: kind as AttackKind, modifier, ...(specialty ? { specialty } : {}) });
    }
    case "useAdvantage": {
      const advantage = text(data, "advantage");
      const target = text(data, "target");
      return advantage ? done({ type: action, actor, advantage, ...(target ? { target } : {}) }) : refuse(MALFORMED);
    }
    case "inflictDisadvantage": {
      const disadvantage = text(data, "disadvantage");
      return disadvantage ? done({ type: action, actor, disadvantage }) : refuse(MALFORMED);
    }
  }
  return refuse(MALFORMED);
}

async function handOf(table: TablePort, actor: string): Promise<readonly Card[]> {
  const stack = handStack(actor);
  return table.peek(stack, await table.count(stack));
}

/** The pure reducer's action, with the hand read from the table where the step plays a card. */
async function withHand(action: Exclude<OppositionCardAction, { type: "begin" }>, table: TablePort): Promise<OppositionAction> {
  if (action.type === "mulligan") return { ...action, hand: await handOf(table, action.actor) };
  if ((CARD_STEPS as readonly string[]).includes(action.type) && "card" in action) return { ...action, hand: await handOf(table, action.actor) } as OppositionAction;
  return action as OppositionAction;
}

async function perform(state: OppositionCardState, action: OppositionCardAction, who: Requester, table: TablePort): Promise<Outcome<{ readonly state: OppositionCardState }>> {
  if (GM_STEPS.has(action.type) && !who.isGM) return refuse(`${REFUSAL}.GmOnly`);
  if (action.type === "begin") {
    if (state.opposition) return refuse(`${REFUSAL}.NotNow`);
    const started = await settle(table, opposition, startOpposition(state.seated, state.rulings));
    if (!started.ok) return started;
    await saveCombatants(started.state.combatants);
    return { ok: true, state: { ...state, opposition: started.state } };
  }
  if (!state.opposition) return refuse(`${REFUSAL}.NotStarted`);
  if ("actor" in action && !who.isGM && !(who.owns?.(action.actor) ?? false)) return refuse(`${REFUSAL}.NotYourCombatant`);
  const result = await drive(table, opposition, state.opposition, await withHand(action, table));
  if (!result.ok) return result;
  await saveCombatants(result.state.combatants);
  return { ok: true, state: { ...state, opposition: result.state } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const oppositionProcedure: ChatProcedure<OppositionCardState, OppositionCardAction> = {
  messageType: OPPOSITION_MESSAGE,
  template: OPPOSITION_TEMPLATE,
  gather(_actorId, raw) {
    const seats = parseSeating(raw);
    const ruleset = activeRuleset();
    if (!seats || !ruleset) return null;
    const seated: Combatant[] = [];
    const names: Record<string, string> = {};
    for (const seat of seats) {
      const actor = game.actors.get(seat.actor);
      const combatant = actor ? combatantOf(actor, seat.side) : null;
      if (!actor || !combatant || "ok" in combatant) return null;
      seated.push(combatant);
      names[seat.actor] = actor.name ?? "";
    }
    const facts: Gathered = { seated, names, rulings: worldRulings(ruleset) };
    gathered.add(facts);
    return facts;
  },
  start(_actorId, facts) {
    if (!isRecord(facts) || !gathered.has(facts)) return refuse(`${REFUSAL}.BadCombatants`);
    const { seated, names, rulings } = facts as unknown as Gathered;
    if (new Set(seated.map((combatant) => combatant.side)).size < 2) return refuse(`${REFUSAL}.OneSide`);
    return { ok: true, state: { rulings, names, seated, opposition: null } };
  },
  parseAction: parseOppositionAction,
  reduce() {
    // Every step runs through `perform`: it talks to the table.
    return refuse(`${REFUSAL}.NotWaitingForCards`);
  },
  perform,
  parseState(raw) {
    if (!isRecord(raw) || !Array.isArray(raw["seated"]) || !isRecord(raw["names"])) return null;
    const opposition = raw["opposition"];
    if (opposition !== null && (!isRecord(opposition) || typeof opposition["phase"] !== "string" || !Array.isArray(opposition["combatants"]))) return null;
    const rulings = { ...DEFAULT_RULINGS, ...(isRecord(raw["rulings"]) ? raw["rulings"] : {}) } as BastardsRulings;
    return { ...(raw as unknown as OppositionCardState), rulings };
  },
  context: (state) => ({ ...oppositionContext(state) }),
};

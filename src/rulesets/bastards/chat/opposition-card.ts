/**
 * The opposition chat card [GOB-15…GOB-27]: one message carries a whole opposition — shuffle and
 * deal, initiative, turns with the draw step, opposed draws with face-down cards, betting and
 * wildcards, damage and its states. The pure reducer (src/rules/bastards/procedures/opposition.ts)
 * decides everything; this glue runs it on the GM's client with the table (`drive` answers its draws
 * and reveals), reads a player's hand from the owner-only stack when a step plays a card (the
 * message never holds a hand) and checks the user owns the combatant who acts. After each step
 * (`afterStep`) what changed (pools, wildcards, XP, members) goes back to the actors — those
 * involved from outside too (opposition-indirect.ts) — and Foundry's combat tracker follows the card
 * (tracker.ts).
 */
import type { Card } from "../../../rules/cards/card.ts";
import { DEFAULT_RULINGS, REFUSAL, drive, handStack, opposition, refuse, settle, startOpposition } from "../../../rules/bastards/index.ts";
import type { BastardsRulings, Combatant, OppositionAction, Outcome } from "../../../rules/bastards/index.ts";
import type { TablePort } from "../../../rules/cards/table.ts";
import type { CardStep, ChatProcedure, Requester } from "../../../foundry/registry/definition.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { mayPress } from "../../../foundry/chat/audience.ts";
import { activeRuleset, worldRulings } from "../../../foundry/settings.ts";
import { followOpposition } from "../combat/tracker.ts";
import { askToFollowSheets, sheetCombatant } from "./opposition-sheets.ts";
import { OPPOSITION_MESSAGE } from "../ids.ts";
import { combatantOf, saveCombatants, saveInvolved, tableKeys, weaponIsMelee } from "../models/actor-data.ts";
import { successorsArrive } from "../models/successor.ts";
import { CARD_STEPS, GM_STEPS, OPPOSITION_ACTIONS } from "./opposition-actions.ts";
import type { OppositionCardAction } from "./opposition-actions.ts";
import { oppositionContext } from "./opposition-context.ts";
import { dealOddsView, oppositionOddsView } from "./opposition-odds-view.ts";
import { advantageControls } from "./advantage-controls.ts";
import { JOIN_CARD_ACTIONS, makesJoiners, prepareJoin } from "./opposition-joiners.ts";
import type { JoinCardAction } from "./opposition-joiners.ts";
import { joinsView } from "./opposition-joins-context.ts";
import { INDIRECT_CARD_ACTIONS, withOutsider } from "./opposition-indirect.ts";
import { OPPOSITION_TEMPLATE, OppositionCardModel } from "./card-models.ts";
import type { Seat } from "./seating.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";

// The model and template moved to card-models.ts, the seating to seating.ts (both used at init); re-exported for their importers.
export { OPPOSITION_TEMPLATE, OppositionCardModel };
export { seatingOf } from "./seating.ts";
export type { Seat };

/** The card's steps: the opposition's own and joining or leaving it [GOB-22]. */
type CardAction = OppositionCardAction | JoinCardAction;

const ID = /^[a-zA-Z0-9]{1,64}$/;

/** Check a client's untrusted seating: 2–12 different actors, each on a named side. */
export function parseSeating(raw: unknown): Seat[] | null {
  const list = isRecord(raw) ? raw["combatants"] : undefined;
  if (!Array.isArray(list) || list.length < 2 || list.length > 12) return null;
  const seats: Seat[] = [];
  for (const entry of list) {
    const { actor, side } = (entry ?? {}) as Record<string, unknown>;
    if (typeof actor !== "string" || !ID.test(actor) || typeof side !== "string" || !/^[a-zA-Z0-9 -]{1,32}$/.test(side)) return null;
    seats.push({ actor, side });
  }
  return new Set(seats.map((seat) => seat.actor)).size === seats.length ? seats : null;
}

/** What the GM's client knows when the card starts; only `gather` makes these (never a client). */
interface Gathered {
  readonly seated: readonly Combatant[];
  readonly names: Readonly<Record<string, string>>;
  readonly rulings: BastardsRulings;
}
const gathered = new WeakSet<object>();

async function handOf(table: TablePort, actor: string): Promise<readonly Card[]> {
  const stack = handStack(actor);
  return table.peek(stack, await table.count(stack));
}

/** The pure reducer's action, with the hand read from the table where the step plays a card. */
async function withHand(
  action: Exclude<CardAction, { type: "begin" | "setSide" | "appear" | "involve" | "reinforce" | "badReputation" }>,
  table: TablePort,
): Promise<OppositionAction> {
  if (action.type === "mulligan") return { ...action, hand: await handOf(table, action.actor) };
  if ((CARD_STEPS as readonly string[]).includes(action.type) && "card" in action)
    return { ...action, hand: await handOf(table, action.actor) } as OppositionAction;
  return action as OppositionAction;
}

/** A physical attack with a ranged weapon is ranged: its range penalty counts, Eagle Eyes and Gun Fever apply [GOB-28]. */
function withWeapon<A extends CardAction>(action: A): A {
  if (action.type !== "attack" || !("kind" in action) || action.kind !== "physical") return action;
  const melee = weaponIsMelee(action.actor, action.skill);
  return melee === undefined ? action : { ...action, melee };
}

async function perform(
  state: OppositionCardState,
  action: CardAction,
  who: Requester,
  table: TablePort,
): Promise<Outcome<{ readonly state: OppositionCardState }>> {
  if (GM_STEPS.has(action.type) && !who.isGM) return refuse(REFUSAL.GmOnly);
  if (action.type === "begin") {
    if (state.opposition) return refuse(REFUSAL.NotNow);
    const started = await settle(table, opposition, startOpposition(state.seated, state.rulings, tableKeys()));
    if (!started.ok) return started;
    return { ok: true, state: { ...state, opposition: started.state } };
  }
  if (action.type === "setSide") {
    if (state.opposition) return refuse(REFUSAL.NotNow);
    if (!state.seated.some((combatant) => combatant.key === action.combatant)) return refuse(REFUSAL.UnknownCombatant);
    const seated = state.seated.map((combatant) => (combatant.key === action.combatant ? { ...combatant, side: action.side } : combatant));
    return { ok: true, state: { ...state, seated } };
  }
  if (!state.opposition) return refuse(REFUSAL.NotStarted);
  if ("actor" in action && !who.isGM && !(who.owns?.(action.actor) ?? false)) return refuse(REFUSAL.NotYourCombatant);
  if (action.type === "followSheet") {
    // The combatant as its sheet has it, read here on the GM's client (never taken from a request).
    const sheet = sheetCombatant(state.opposition, action.actor);
    if (!sheet) return refuse(REFUSAL.UnknownCombatant);
    const followed = await drive(table, opposition, state.opposition, { type: "followSheet", actor: action.actor, sheet });
    return followed.ok ? { ok: true, state: { ...state, opposition: followed.state } } : followed;
  }
  if (makesJoiners(action)) {
    const prepared = await prepareJoin(state, action);
    if (!prepared.ok) return prepared;
    const joined = await drive(table, opposition, state.opposition, prepared.action);
    if (!joined.ok) return joined;
    return { ok: true, state: { ...state, names: { ...state.names, ...prepared.names }, opposition: joined.state } };
  }
  if (action.type === "attack" && "offhand" in action && action.offhand) {
    // Two weapons from the attack form: wield the form's two weapon skills, then attack with the first [GOB-24].
    const { offhand, ...declaration } = withWeapon(action);
    if (!offhand) return refuse(REFUSAL.BadInput);
    const wielding = await drive(table, opposition, state.opposition, {
      type: "wieldTwoWeapons",
      actor: action.actor,
      weapons: [action.skill, offhand],
    });
    if (!wielding.ok) return wielding;
    const attacked = await drive(table, opposition, wielding.state, declaration);
    return attacked.ok ? { ok: true, state: { ...state, opposition: attacked.state } } : attacked;
  }
  // Mastermind's holder may act from outside the opposition: its sheet goes with the step [GOB-28].
  const result = await drive(
    table,
    opposition,
    state.opposition,
    withOutsider(state.opposition, await withHand(withWeapon(action), table)),
  );
  if (!result.ok) return result;
  return { ok: true, state: { ...state, opposition: result.state } };
}

/** What a step changed reaches the actors, and the combat tracker follows the card. */
async function afterStep({ message, before, after }: CardStep<OppositionCardState>): Promise<void> {
  if (!after.opposition) return;
  // The deal's shuffle began a scene: successors waiting for one may Appear from now on [GOB-09, GOB-20].
  if (!before?.opposition) await successorsArrive();
  const everyone = (card: OppositionCardState | null) => (card?.opposition ? [...card.opposition.combatants, ...card.opposition.fled] : []);
  if (JSON.stringify(everyone(before)) !== JSON.stringify(everyone(after))) await saveCombatants(everyone(before), everyone(after));
  // Those involved from outside: what they paid and gained, to their sheets [GOB-22, GOB-28].
  const involved = (card: OppositionCardState | null) => card?.opposition?.involved ?? [];
  if (JSON.stringify(involved(before)) !== JSON.stringify(involved(after))) await saveInvolved(involved(before), involved(after));
  if (message.id) await followOpposition(message.id, after);
  // A sheet edited while the card waited on the table: taken now that it does not (queued after this step).
  if (message.id) askToFollowSheets(message.id, after.opposition);
}

/** Could the rules have produced it? Everyone is named, and those seated still play or fled; others joined [GOB-22]. */
function validate(state: OppositionCardState): boolean {
  const seated = state.seated.map((combatant) => combatant.key);
  const opposition = state.opposition;
  const present = opposition ? [...opposition.combatants, ...opposition.fled].map((combatant) => combatant.key) : seated;
  return (
    [...seated, ...present].every((key) => Object.hasOwn(state.names, key)) &&
    new Set(present).size === present.length &&
    seated.every((key) => present.includes(key))
  );
}

export const oppositionProcedure: ChatProcedure<OppositionCardState, CardAction> = {
  kind: "perform",
  messageType: OPPOSITION_MESSAGE,
  template: OPPOSITION_TEMPLATE,
  model: OppositionCardModel,
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
    const facts: Gathered = { seated, names, rulings: worldRulings(ruleset, DEFAULT_RULINGS) };
    gathered.add(facts);
    return facts;
  },
  start(_actorId, facts) {
    if (!isRecord(facts) || !gathered.has(facts)) return refuse(REFUSAL.BadCombatants);
    const { seated, names, rulings } = facts as unknown as Gathered;
    // Everyone may start on one side (all the players' characters from the tracker): the GM seats them before Begin, which needs two sides.
    return { ok: true, state: { rulings, names, seated, opposition: null } };
  },
  actions: { ...OPPOSITION_ACTIONS, ...JOIN_CARD_ACTIONS, ...INDIRECT_CARD_ACTIONS },
  perform,
  validate,
  context(state, viewer) {
    const context = { ...oppositionContext(state), ...advantageControls(state.opposition, state.names) };
    const joins = joinsView(state.opposition, state.names);
    const mayPressAny = (buttons: readonly { readonly audience: string }[]) => buttons.some((button) => mayPress(button.audience, viewer));
    return {
      ...context,
      joins,
      showJoinButtons: mayPressAny(joins.buttons),
      showButtons: mayPressAny(context.buttons),
      showAdvantageButtons: mayPressAny(context.advantageButtons),
      showGmButtons: mayPressAny(context.gmButtons),
      showAdvantageControls: mayPressAny(context.advantageControls),
      // The odds before each play or draw the viewer may make, from the seat it acts for [CORE-05, T-CORE-04].
      odds: state.opposition
        ? oppositionOddsView(
            state.opposition,
            [...context.buttons, ...context.advantageControls, ...context.gmButtons],
            viewer,
            state.names,
          )
        : dealOddsView(state.seated, state.rulings, context.gmButtons, viewer, state.names),
    };
  },
  afterStep,
};

/**
 * Joining a running opposition from its card [GOB-22], the Foundry side: the steps a button sends
 * (Appear, Involve, Reinforce, Flee, Give Chase, Distance), what their user chooses first on their
 * own client (the character who appears and their side; the Extras' weapon), and on the GM's
 * client the joiners made into combatants — an appearing character from its actor; Involve's two
 * Touched Followers, Reinforce's five Extras and the opposition Bad Reputation forces in (GOB-08) as
 * new actors owned like their summoner, once the
 * rules have agreed to them, with their stacks ready before the deal.
 */
import { INFAMY_SQUAD, REFUSAL, infamousOpposition, opposition, refuse, summonedPowerRating } from "../../../rules/bastards/index.ts";
import { canAct } from "../../../rules/bastards/character.ts";
import type { Character, Combatant, JoinKind, OppositionAction, OppositionState, Outcome, Refusal } from "../../../rules/bastards/index.ts";
import { INVOLVED_FOLLOWERS, REINFORCING_EXTRAS } from "../../../rules/bastards/procedures/opposition-joins.ts";
import { extrasCombatant, followerCombatant } from "../../../rules/bastards/combatants.ts";
import { readId, readInt, readText } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardActions, CardPromptContext } from "../../../foundry/registry/definition.ts";
import { Refusals } from "../../../foundry/gm/requests.ts";
import { sharePlayer } from "../../../foundry/documents/player-owners.ts";
import { activeRuleset } from "../../../foundry/settings.ts";
import { findStack } from "../../../foundry/table/stack-directory.ts";
import { setUpCharacterStacks } from "../../../foundry/table/stack-setup.ts";
import { possessive } from "../../../foundry/possessive.ts";
import { EXTRAS, FATED, FOLLOWER } from "../ids.ts";
import { combatantOf, fatedCharacter } from "../models/actor-data.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";
import { ask, dialog } from "./prompts.ts";
import { kitFormContext, kitsFromForm, readKits, resolveKit } from "./summoned-kits.ts";
import type { KitChoice } from "./summoned-kits.ts";
import { appearFormOdds } from "./opposition-odds-view.ts";

export type JoinCardAction =
  | { readonly type: "appear"; readonly actor: string; readonly side: string }
  /** `side`: picked by the player of a summoner not seated, or seated and Killed (opposition-indirect.ts). */
  | { readonly type: "involve"; readonly actor: string; readonly side?: string; readonly kits: readonly KitChoice[] }
  | { readonly type: "reinforce"; readonly actor: string; readonly weaponBonus: number; readonly side?: string }
  /** Bad Reputation's indirect action: `target` has it; the squads' weapon; the side they join (opposition-indirect.ts) [GOB-08]. */
  | {
      readonly type: "badReputation";
      readonly actor: string;
      readonly target: string;
      readonly side: string;
      readonly weaponBonus: number;
      /** The Touched character's one weapon [GOB-08]. */
      readonly kit: KitChoice;
    }
  | { readonly type: "flee"; readonly actor: string }
  | { readonly type: "giveChase"; readonly actor: string }
  | { readonly type: "distance"; readonly actor: string; readonly range: number };

const MAKES_JOINERS: ReadonlySet<string> = new Set(["appear", "involve", "reinforce", "badReputation"]);

function parse(data: ActionData, make: (actor: string) => JoinCardAction | null): Outcome<{ readonly action: JoinCardAction }> {
  const actor = readId(data, "actor");
  const action = actor ? make(actor) : null;
  return action ? { ok: true, action } : refuse(Refusals.Malformed);
}

/** The sides seated now: an appearing character takes one of them, the summoned too. */
export function sidesOf(state: OppositionState): string[] {
  return [...new Set(state.combatants.map((combatant) => combatant.side))];
}

/**
 * Appear: the user's own Fated characters not in the opposition who can act (not Knocked Out,
 * Wounded or Killed, GOB-20), and a side. A killed character's successor "cannot Appear until at
 * least the next Scene" (GOB-20): it is not offered in the scene it came in, and the form says why.
 */
async function promptAppear({ state }: CardPromptContext): Promise<ActionData | null> {
  const opposition = (state as OppositionCardState).opposition;
  if (!opposition) return null;
  const seated = new Set([...opposition.combatants, ...opposition.fled].map((combatant) => combatant.key));
  const outside = game.actors.contents.filter((actor) => {
    const character = fatedCharacter(actor);
    return character !== null && canAct(character) && actor.isOwner && !seated.has(actor.id ?? "");
  });
  const waits = (actor: Actor.Implementation) => fatedCharacter(actor)?.awaitsNextScene === true;
  const actors = outside.filter((actor) => !waits(actor));
  const waiting = outside.filter(waits).map((actor) => actor.name ?? "");
  const characters = actors.map((actor) => ({ value: actor.id ?? "", name: actor.name ?? "" }));
  const sides = sidesOf(opposition);
  // Each character shows the chance of a joker among the hand it would be dealt, once chosen [CORE-05, T-CORE-04].
  const joiners = actors.flatMap((actor) => {
    const joiner = combatantOf(actor, sides[0] ?? "");
    return "ok" in joiner ? [] : [joiner];
  });
  const values = await ask(game.i18n.localize("DECKBOUND.Bastards.Opposition.Join.appear"), dialog("join-form.hbs"), {
    isAppear: true,
    characters,
    waiting,
    sides,
    odds: appearFormOdds(opposition, joiners),
  });
  return values?.["actor"] ? { actor: values["actor"], side: values["side"] ?? "" } : null;
}

/** Reinforce: the group's weapon, its damage bonus at most the Power Rating [GOB-26]. */
async function promptReinforce({ state, data }: CardPromptContext): Promise<ActionData | null> {
  const actor = readId(data, "actor");
  const summoner = (state as OppositionCardState).opposition?.combatants.find((combatant) => combatant.key === actor);
  if (!actor || summoner?.kind !== "fated") return null;
  const rating = summonedPowerRating(summoner.character);
  const values = await ask(game.i18n.localize("DECKBOUND.Bastards.Opposition.Join.reinforceTitle"), dialog("join-form.hbs"), {
    isReinforce: true,
    rating,
  });
  return values ? { actor, weaponBonus: values["weaponBonus"] ?? "0" } : null;
}

/** Involve, seated: each follower's one weapon and its advantages, as many as its Power Rating [GOB-22, GOB-25]. */
async function promptInvolve({ state, data }: CardPromptContext): Promise<ActionData | null> {
  const actor = readId(data, "actor");
  const summoner = (state as OppositionCardState).opposition?.combatants.find((combatant) => combatant.key === actor);
  if (!actor || summoner?.kind !== "fated") return null;
  const rating = summonedPowerRating(summoner.character);
  const values = await ask(game.i18n.localize(`${J}.involveTitle`), dialog("join-form.hbs"), {
    isInvolve: true,
    rating,
    ...kitFormContext(INVOLVED_FOLLOWERS, rating, true),
  });
  return values ? { actor, kits: kitsFromForm(values, INVOLVED_FOLLOWERS) } : null;
}

export const JOIN_CARD_ACTIONS: CardActions<JoinCardAction> = {
  appear: {
    parse: (data) =>
      parse(data, (actor) => {
        const side = readText(data, "side", 32);
        return side ? { type: "appear", actor, side } : null;
      }),
    prompt: promptAppear,
  },
  involve: {
    parse: (data) =>
      parse(data, (actor) => {
        const kits = readKits(data, INVOLVED_FOLLOWERS);
        return kits ? { type: "involve", actor, kits } : null;
      }),
    prompt: promptInvolve,
  },
  reinforce: {
    parse: (data) =>
      parse(data, (actor) => {
        const weaponBonus = readInt(data, "weaponBonus", { min: 0, max: 5 });
        return weaponBonus === null ? null : { type: "reinforce", actor, weaponBonus };
      }),
    prompt: promptReinforce,
  },
  flee: { parse: (data) => parse(data, (actor) => ({ type: "flee", actor })) },
  giveChase: { parse: (data) => parse(data, (actor) => ({ type: "giveChase", actor })) },
  distance: {
    parse: (data) =>
      parse(data, (actor) => {
        const range = readInt(data, "range", { min: 1, max: 2 });
        return range === null ? null : { type: "distance", actor, range };
      }),
  },
};

export function makesJoiners(action: {
  readonly type: string;
}): action is Extract<JoinCardAction, { type: "appear" | "involve" | "reinforce" | "badReputation" }> {
  return MAKES_JOINERS.has(action.type);
}

/**
 * A new actor's per-character stacks, made now: this runs in the world's queue, where the GM's
 * createActor hook (core.ts) waits its turn behind it (and then finds them made).
 */
async function stacksReady(actorId: string): Promise<boolean> {
  const ruleset = activeRuleset();
  if (!ruleset) return false;
  await setUpCharacterStacks(ruleset, actorId);
  const owned = ruleset.stacks.filter((definition) => definition.scope === "character");
  return owned.every((definition) => findStack(ruleset.id, { stack: definition.id, owner: actorId }));
}

interface Prepared {
  readonly action: OppositionAction;
  readonly names: Readonly<Record<string, string>>;
}

/**
 * On the GM's client: the joiners of an Appear, Involve or Reinforce as combatants. New actors are
 * only made once the rules accept the same joiners under stand-in keys (nothing is made for a
 * refused step).
 */
export async function prepareJoin(
  card: OppositionCardState,
  action: Extract<JoinCardAction, { type: "appear" | "involve" | "reinforce" | "badReputation" }>,
): Promise<Outcome<Prepared>> {
  const state = card.opposition;
  if (!state) return refuse(REFUSAL.NotStarted);
  if (action.type === "appear") {
    const actor = game.actors.get(action.actor);
    if (actor?.type !== FATED || !sidesOf(state).includes(action.side)) return refuse(REFUSAL.BadJoiners);
    const joiner = combatantOf(actor, action.side);
    if ("ok" in joiner) return joiner;
    return {
      ok: true,
      action: { type: "join", how: "appearance", actor: action.actor, joiners: [joiner] },
      names: { [action.actor]: actor.name ?? "" },
    };
  }
  // The summoner: seated (its seat's character), or from outside (its sheet's) [GOB-22].
  const source = game.actors.get(action.actor);
  const seated = state.combatants.find((combatant) => combatant.key === action.actor);
  const outsider = seated ? undefined : (fatedCharacter(source) ?? undefined);
  const character = seated?.kind === "fated" ? seated.character : outsider;
  if (!source || !character) return refuse(REFUSAL.UnknownCombatant);
  const side = action.side ?? seated?.side;
  if (side === undefined || !sidesOf(state).includes(side)) return refuse(REFUSAL.BadSide);
  const how: JoinKind = action.type === "involve" ? "involve" : action.type === "reinforce" ? "reinforce" : "badReputation";
  // The rules judge the joiners first; what the followers carry is checked once they are accepted.
  const accepted = summonedOf(state, action, source, character, side, false);
  if ("ok" in accepted) return accepted;
  const join = (joiners: readonly Combatant[]): OppositionAction => ({
    type: "join",
    how,
    actor: action.actor,
    joiners,
    ...(action.side === undefined ? {} : { side: action.side }),
    ...(outsider ? { outsider } : {}),
    ...(action.type === "badReputation" ? { target: action.target } : {}),
  });
  const standIns: Combatant[] = [];
  for (const [index, one] of accepted.entries()) {
    const standIn = one.combatant(`joiner${index}x${state.combatants.length}`);
    if ("ok" in standIn) return standIn;
    standIns.push(standIn);
  }
  const trial = opposition(state, join(standIns));
  if (!trial.ok) return trial;
  const summoned = summonedOf(state, action, source, character, side, true);
  if ("ok" in summoned) return summoned;
  const joiners: Combatant[] = [];
  const names: Record<string, string> = {};
  for (const one of summoned) {
    const made = await Actor.create({
      name: one.name,
      type: one.type,
      ownership: { ...source.ownership },
      system: one.system,
      ...(one.items ? { items: one.items } : {}),
    } as Actor.CreateData);
    if (!made?.id || !(await stacksReady(made.id))) return refuse(REFUSAL.BadJoiners);
    const joiner = combatantOf(made, side);
    if ("ok" in joiner) return joiner;
    joiners.push(joiner);
    names[made.id] = one.name;
  }
  // An outsider is named on the card too: the log and its notes [GOB-22, GOB-28].
  return { ok: true, action: join(joiners), names: { ...names, [action.actor]: source.name ?? "" } };
}

/** A Follower or a group of Extras a dramatic action brings in: its actor's name and data, and the combatant it is. */
interface Summoned {
  readonly type: typeof FOLLOWER | typeof EXTRAS;
  readonly name: string;
  readonly system: Readonly<Record<string, unknown>>;
  /** Items it carries when made (a Follower's one weapon). */
  readonly items?: readonly Record<string, unknown>[];
  readonly combatant: (key: string) => Combatant | Refusal;
}

const J = "DECKBOUND.Bastards.Opposition.Join";

/** A Follower with its kit: its advantages on its data, its one weapon an item it carries [GOB-25]. */
function follower(name: string, side: string, rating: number, kit: Kitted | null): Summoned {
  if (!kit) return { type: FOLLOWER, name, system: { powerRating: rating }, combatant: (key) => followerCombatant(key, side, rating) };
  return {
    type: FOLLOWER,
    name,
    system: { powerRating: rating, advantages: kit.kit.advantages },
    items: [kit.item],
    combatant: (key) => followerCombatant(key, side, rating, kit.kit.weapon, kit.kit.advantages),
  };
}

type Kitted = Extract<ReturnType<typeof resolveKit>, { ok: true }>;

/** The kits chosen, each checked (the first refusal stands, and nothing is made); unchecked (none) when not `equipped`. */
function resolveKits(choices: readonly KitChoice[], rating: number, advantages: boolean, equipped: boolean): (Kitted | null)[] | Refusal {
  if (!equipped) return choices.map(() => null);
  const kits: Kitted[] = [];
  for (const choice of choices) {
    const kit = resolveKit(choice, rating, advantages);
    if (!kit.ok) return kit;
    kits.push(kit);
  }
  return kits;
}

function extras(name: string, side: string, rating: number, members: number, weaponBonus: number): Summoned {
  return {
    type: EXTRAS,
    name,
    system: { powerRating: rating, members, weaponBonus },
    combatant: (key) => extrasCombatant(key, side, rating, members, weaponBonus),
  };
}

/**
 * Who Involve (two Touched Followers), Reinforce (five Extras) — at the summoner's highest trait
 * [GOB-22] — or Bad Reputation (a Touched character and the rank's squads, at the rank [GOB-08])
 * bring in on `side`. Bad Reputation is for other players only: never a character of the player
 * whose character has it. `equipped`: with the weapon and advantages chosen for its Followers,
 * checked (GOB-25); without, the joiners the rules judge first.
 */
function summonedOf(
  state: OppositionState,
  action: Extract<JoinCardAction, { type: "involve" | "reinforce" | "badReputation" }>,
  source: Actor.Implementation,
  character: Character,
  side: string,
  equipped: boolean,
): readonly Summoned[] | Refusal {
  const summoner = source.name ?? "";
  const number = (index: number) => String(index + 1);
  if (action.type === "involve") {
    const rating = summonedPowerRating(character);
    const kits = resolveKits(action.kits, rating, true, equipped);
    if ("ok" in kits) return kits;
    return kits.map((kit, index) =>
      follower(game.i18n.format(`${J}.involveName`, { whose: possessive(summoner), number: number(index) }), side, rating, kit),
    );
  }
  if (action.type === "reinforce")
    return [
      extras(
        game.i18n.format(`${J}.reinforceName`, { whose: possessive(summoner) }),
        side,
        summonedPowerRating(character),
        REINFORCING_EXTRAS,
        action.weaponBonus,
      ),
    ];
  const target = game.actors.get(action.target);
  const infamous = state.combatants.find((combatant) => combatant.key === action.target);
  const opposed = infamous?.kind === "fated" ? infamousOpposition(infamous.character) : null;
  if (!target || !opposed) return refuse(REFUSAL.NoBadReputation);
  if (target.id === source.id || sharePlayer(source, target)) return refuse(REFUSAL.OwnReputation);
  const name = target.name ?? "";
  const rating = opposed.powerRating;
  const kits = resolveKits([action.kit], rating, false, equipped);
  if ("ok" in kits) return kits;
  return [
    ...kits.map((kit) => follower(game.i18n.format(`${J}.badReputationName`, { whose: possessive(name) }), side, rating, kit)),
    ...Array.from({ length: opposed.squads }, (_, index) =>
      extras(
        game.i18n.format(`${J}.badReputationSquadName`, { whose: possessive(name), number: number(index) }),
        side,
        rating,
        INFAMY_SQUAD,
        action.weaponBonus,
      ),
    ),
  ];
}

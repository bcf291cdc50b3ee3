/**
 * Indirect involvement on the opposition card [GOB-22, GOB-28], the Foundry side: a player whose
 * Fated character is not seated (or is seated and Killed) Involves or Reinforces from the card's
 * "…from outside" buttons — their character and the seated side picked on their own client — and
 * Mastermind's holder acts from outside for the Followers and Extras it brought in. On the GM's
 * client the outsider's character is read from its sheet (the rules keep what it paid and gained,
 * which `afterStep` writes back with `saveInvolved`). Bad Reputation's indirect action [GOB-08] is
 * taken the same way, by a character seated or not, against another player's seated character with
 * it. Rules: src/rules/bastards/procedures/indirect.ts.
 */
import { indirectActor, infamousOpposition, summonedPowerRating } from "../../../rules/bastards/index.ts";
import { INVOLVED_FOLLOWERS } from "../../../rules/bastards/procedures/opposition-joins.ts";
import type { Character, OppositionAction, OppositionState } from "../../../rules/bastards/index.ts";
import { readId, readInt, readText } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardActions, CardPromptContext } from "../../../foundry/registry/definition.ts";
import { Refusals } from "../../../foundry/gm/requests.ts";
import { refuse } from "../../../rules/outcome.ts";
import { FATED } from "../ids.ts";
import { fatedCharacter } from "../models/actor-data.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";
import { sidesOf } from "./opposition-joiners.ts";
import type { JoinCardAction } from "./opposition-joiners.ts";
import { ask, dialog } from "./prompts.ts";
import { kitFormContext, kitsFromForm, readKits } from "./summoned-kits.ts";

const J = "DECKBOUND.Bastards.Opposition.Join";

/**
 * Whom the user may pick to act indirectly, as the rules say (indirect.ts): a character neither
 * seated nor fled who can act, with its sheet; a seated one only once Killed, with its seat. Null for
 * anyone else (seated and standing acts from its seat).
 */
export function indirectCharacter(state: OppositionState, actor: Actor.Implementation): Character | null {
  const key = actor.id ?? "";
  const seated = state.combatants.some((combatant) => combatant.key === key);
  const who = indirectActor(state, key, seated ? undefined : (fatedCharacter(actor) ?? undefined));
  if ("ok" in who || (who.seated && !who.killed)) return null;
  return who.character;
}

/**
 * Involve or Reinforce from outside: one of the user's characters who may, the seated side, and for
 * Reinforce the weapon; for Involve each follower's weapon and advantages, as many lists as the
 * highest Power Rating among the characters (the GM's client checks the count against the one picked).
 */
async function promptIndirect(how: "involve" | "reinforce", { state }: CardPromptContext): Promise<ActionData | null> {
  const opposition = (state as OppositionCardState).opposition;
  if (!opposition) return null;
  const characters = game.actors.contents.flatMap((actor) => {
    const character = actor.type === FATED && actor.isOwner ? indirectCharacter(opposition, actor) : null;
    if (!character) return [];
    const name = game.i18n.format(`${J}.CharacterWildcards`, { name: actor.name ?? "", wildcards: String(character.wildcards) });
    return [{ value: actor.id ?? "", name, rating: summonedPowerRating(character) }];
  });
  const rating = Math.max(0, ...characters.map((character) => character.rating));
  const involve = how === "involve" && characters.length > 0;
  const values = await ask(game.i18n.localize(`${J}.${how}IndirectTitle`), dialog("join-form.hbs"), {
    isIndirect: true,
    isReinforce: how === "reinforce" && characters.length > 0,
    isInvolve: involve,
    characters,
    sides: sidesOf(opposition),
    rating,
    ...(involve ? kitFormContext(INVOLVED_FOLLOWERS, rating, true) : {}),
  });
  if (!values?.["actor"]) return null;
  return {
    actor: values["actor"],
    side: values["side"] ?? "",
    ...(how === "reinforce" ? { weaponBonus: values["weaponBonus"] ?? "0" } : { kits: kitsFromForm(values, INVOLVED_FOLLOWERS) }),
  };
}

/**
 * Bad Reputation's indirect action [GOB-08]: one of the user's characters who may act (seated and
 * standing, Killed, or from outside), a seated character of another player with Bad Reputation, the
 * seated side opposed to it that the forced opposition joins, the Touched character's one weapon and the squads' weapon.
 */
async function promptBadReputation({ state }: CardPromptContext): Promise<ActionData | null> {
  const opposition = (state as OppositionCardState).opposition;
  if (!opposition) return null;
  const names = (state as OppositionCardState).names;
  const characters = game.actors.contents.flatMap((actor) => {
    if (actor.type !== FATED || !actor.isOwner) return [];
    const key = actor.id ?? "";
    const seated = opposition.combatants.some((combatant) => combatant.key === key);
    const who = indirectActor(opposition, key, seated ? undefined : (fatedCharacter(actor) ?? undefined));
    if ("ok" in who) return [];
    const name = game.i18n.format(`${J}.CharacterWildcards`, { name: actor.name ?? "", wildcards: String(who.character.wildcards) });
    return [{ value: key, name }];
  });
  // "Other players": a player never calls on their own character's reputation (the GM may on anyone's).
  const targets = opposition.combatants.flatMap((combatant) => {
    const opposed = combatant.kind === "fated" ? infamousOpposition(combatant.character) : null;
    if (!opposed || (!game.user.isGM && game.actors.get(combatant.key)?.isOwner)) return [];
    const name = game.i18n.format(`${J}.InfamousOption`, { name: names[combatant.key] ?? "", rank: String(opposed.powerRating) });
    return [{ value: combatant.key, name, rank: opposed.powerRating }];
  });
  const values = await ask(game.i18n.localize(`${J}.badReputationTitle`), dialog("join-form.hbs"), {
    isBadReputation: true,
    characters,
    targets,
    sides: sidesOf(opposition),
    ...kitFormContext(1, 0, false),
  });
  if (!values?.["actor"] || !values["target"]) return null;
  return {
    actor: values["actor"],
    target: values["target"],
    side: values["side"] ?? "",
    weaponBonus: values["weaponBonus"] ?? "0",
    kits: kitsFromForm(values, 1),
  };
}

/** The "…from outside" buttons: the seated Involve and Reinforce, with the side the player picked (the rules check everything). */
export const INDIRECT_CARD_ACTIONS: CardActions<JoinCardAction> = {
  involveIndirect: {
    parse: (data) => {
      const actor = readId(data, "actor");
      const side = readText(data, "side", 32);
      const kits = readKits(data, INVOLVED_FOLLOWERS);
      return actor && side && kits ? { ok: true, action: { type: "involve", actor, side, kits } } : refuse(Refusals.Malformed);
    },
    prompt: (context) => promptIndirect("involve", context),
  },
  reinforceIndirect: {
    parse: (data) => {
      const actor = readId(data, "actor");
      const side = readText(data, "side", 32);
      const weaponBonus = readInt(data, "weaponBonus", { min: 0, max: 5 });
      return actor && side && weaponBonus !== null
        ? { ok: true, action: { type: "reinforce", actor, side, weaponBonus } }
        : refuse(Refusals.Malformed);
    },
    prompt: (context) => promptIndirect("reinforce", context),
  },
  badReputation: {
    parse: (data) => {
      const actor = readId(data, "actor");
      const target = readId(data, "target");
      const side = readText(data, "side", 32);
      const weaponBonus = readInt(data, "weaponBonus", { min: 0, max: 5 });
      const kit = readKits(data, 1)?.[0];
      return actor && target && side && weaponBonus !== null && kit
        ? { ok: true, action: { type: "badReputation", actor, target, side, weaponBonus, kit } }
        : refuse(Refusals.Malformed);
    },
    prompt: promptBadReputation,
  },
};

/** Mastermind used by a holder not seated: its character as its sheet holds it goes with the step [GOB-28]. */
export function withOutsider(state: OppositionState, action: OppositionAction): OppositionAction {
  if (action.type !== "useAdvantage" || state.combatants.some((combatant) => combatant.key === action.actor)) return action;
  const character = fatedCharacter(game.actors.get(action.actor));
  return character ? { ...action, outsider: character } : action;
}

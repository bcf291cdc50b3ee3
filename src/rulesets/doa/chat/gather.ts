/**
 * What the GM's client reads from the world for a DOA procedure (ChatProcedure.gather): an
 * actor's kind, stats and vitals, whose deck it draws from, the Fate Cards held and spent, and the
 * cards left (for the odds; never stored in a message). Foundry side; the procedures stay pure.
 */
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import { parseStackAddress } from "../../../rules/cards/table.ts";
import { GM_OWNER, doaStack, isFateCard, newDeckState } from "../../../rules/doa/decks.ts";
import { checkModifier } from "../../../rules/doa/stats.ts";
import type { CharacterKind, CharacterStats, DamageKind, DeckState, DoaRulings, Vitals } from "../../../rules/doa/index.ts";
import { cardsLyingIn } from "../../../foundry/table/foundry-table.ts";
import { findStack } from "../../../foundry/table/stack-directory.ts";
import { itemSystemOf, systemOf } from "../../../foundry/documents/system-of.ts";
import { playerOwners } from "../../../foundry/documents/player-owners.ts";
import { doaCharacterOf, equippedArmor } from "../models/actors.ts";
import { combatOf } from "../combat/combat-sync.ts";
import { isCheckable, statsOf } from "../models/character.ts";
import { SYSTEM_ID } from "../../../foundry/constants.ts";
import { DOA_ACTOR, DOA_ID, DOA_ITEM, kindOfType } from "../ids.ts";

export function doaActor(actorId: string): Actor.Implementation | undefined {
  const actor = game.actors.get(actorId);
  return actor && kindOfType(actor.type) ? actor : undefined;
}

/**
 * Whose action deck the actor draws from [DOA-17, DOA-21]: a Dealer's own (the GM's for a Dealer the
 * GM plays, no player owning it, set to draw from it), a Companion's Dealer's (the GM's while it
 * follows none, or its Dealer is gone), the GM's for Bystanders.
 */
export function deckOwnerOf(actor: Actor.Implementation): string {
  const dealer = systemOf(actor, DOA_ACTOR.dealer);
  if (dealer) return dealer.gmDeck && playerOwners(actor).length === 0 ? GM_OWNER : (actor.id ?? GM_OWNER);
  const followed = systemOf(actor, DOA_ACTOR.companion)?.dealer;
  return followed ? deckOwnerOf(followed) : GM_OWNER;
}

export function cardsAt(address: string): Card[] {
  const parsed = parseStackAddress(address);
  const stack = parsed ? findStack(DOA_ID, parsed) : undefined;
  return stack ? cardsLyingIn(stack).map(({ card }) => card) : [];
}

/** The Target Cards the GM has revealed: the cards face up on the GM's table, newest first [DOA-08]. */
export function gmTableCards(): Card[] {
  return cardsAt(doaStack.table(GM_OWNER));
}

/** A document's flags without a declared type: the system declares none for these keys. */
type Flagged = { getFlag(scope: string, key: string): unknown; setFlag(scope: string, key: string, value: unknown): Promise<unknown> };

const GM_EXHAUSTIONS_FLAG = "exhaustions";

/** The GM's deck stack: its exhaustion count lives in a flag on it, as a Dealer's lives in their data [DOA-06]. */
function gmDeck(): Flagged | undefined {
  const parsed = parseStackAddress(doaStack.deck(GM_OWNER));
  return (parsed ? findStack(DOA_ID, parsed) : undefined) as Flagged | undefined;
}

export function gmExhaustions(): number {
  const stored = gmDeck()?.getFlag(SYSTEM_ID, GM_EXHAUSTIONS_FLAG);
  return typeof stored === "number" && Number.isInteger(stored) && stored >= 0 ? stored : 0;
}

/** Keep the GM deck's exhaustion count between checks (the active GM's client; no write when unchanged). */
export async function saveGmExhaustions(exhaustions: number): Promise<void> {
  const deck = gmDeck();
  if (deck && gmExhaustions() !== exhaustions) await deck.setFlag(SYSTEM_ID, GM_EXHAUSTIONS_FLAG, exhaustions);
}

/** A deck's state between procedures: Fate Cards from the stacks, counters from the Dealer's data (the GM's from its deck). */
export function deckStateOf(owner: string): DeckState {
  const dealer = owner === GM_OWNER ? undefined : game.actors.get(owner);
  const counters = owner === GM_OWNER ? { exhaustions: gmExhaustions(), fateTokens: 0 } : systemOf(dealer, DOA_ACTOR.dealer)?.deck;
  return {
    ...newDeckState(owner),
    fateCards: cardsAt(doaStack.hand(owner)),
    spentFate: cardsAt(doaStack.discard(owner)).filter(isFateCard),
    exhaustions: counters?.exhaustions ?? 0,
    fateTokens: counters?.fateTokens ?? 0,
  };
}

export interface ActorFacts {
  readonly actorId: string;
  readonly name: string;
  readonly kind: CharacterKind;
  readonly owner: string;
  readonly stats: CharacterStats;
  readonly vitals: Vitals;
  /** Non-GM users who own the actor: the players who may press its buttons. */
  readonly userIds: readonly string[];
  /** The first weapon's damage, if any [DOA-15]. */
  readonly weapon: { readonly damage: number; readonly damageKind: DamageKind } | null;
}

/** A weapon or power an attack may be made with [DOA-15]: a power's damage is the ruling's default, its skill the Primary Skill (""). */
export interface Arm {
  readonly id: string;
  readonly name: string;
  readonly damage: number;
  readonly damageKind: DamageKind;
  readonly skill: string;
}

/** The actor's weapons, then its powers, as attacks it may choose between [DOA-15]. */
export function armsOf(actor: Actor.Implementation, rulings: DoaRulings): Arm[] {
  const arm = (item: Item.Implementation, damage: number, damageKind: DamageKind, skill: string): Arm => ({
    id: item.id ?? "",
    name: item.name ?? "",
    damage,
    damageKind,
    skill,
  });
  const items = actor.items.contents;
  return [
    ...items.flatMap((item) => {
      const weapon = itemSystemOf(item, DOA_ITEM.weapon);
      return weapon ? [arm(item, weapon.damage, weapon.damageKind as DamageKind, weapon.skill)] : [];
    }),
    ...items.filter((item) => item.type === DOA_ITEM.power).map((item) => arm(item, rulings.defaultDamage, "physical", "")),
  ];
}

/** A DOA actor's facts (the caller checked it is one: doaActor). */
export function actorFacts(actor: Actor.Implementation): ActorFacts {
  const character = doaCharacterOf(actor);
  if (!character) throw new Error(`Deckbound | ${actor.type} is not a Deck of Adventures character`);
  const { kind, system } = character;
  const weapon = actor.items.contents.map((item) => itemSystemOf(item, DOA_ITEM.weapon)).find((found) => found !== null);
  return {
    actorId: actor.id ?? "",
    name: actor.name ?? "",
    kind,
    owner: deckOwnerOf(actor),
    stats: statsOf(kind, system, equippedArmor(actor)),
    vitals: { hp: system.hp.value, maxHp: system.derived.maxHp, ap: system.ap.value },
    userIds: playerOwners(actor).map((user) => user.id ?? ""),
    weapon: weapon ? { damage: weapon.damage, damageKind: weapon.damageKind as DamageKind } : null,
  };
}

/** An owner's deck and discard pile as they lie now (the check card's redraw odds). */
export function deckCardsOf(owner: string): { deck: Card[]; discards: Card[] } {
  return { deck: cardsAt(doaStack.deck(owner)), discards: cardsAt(doaStack.discard(owner)) };
}

/** The check card's trusted facts (ChatProcedure.gather for doaCheck). */
export function gatherCheck(actorId: string, request: unknown, rulings: DoaRulings): unknown {
  const actor = doaActor(actorId);
  if (!actor) return { request: null };
  const facts = actorFacts(actor);
  return {
    request,
    actorName: facts.name,
    setup: { deck: deckStateOf(facts.owner), kind: facts.kind },
    stats: facts.stats,
    userIds: facts.userIds,
    rulings,
    // The TC must be a card the GM has turned face up on the GM's table [DOA-08]: named by notation.
    tableCards: gmTableCards(),
    deckCards: cardsAt(doaStack.deck(facts.owner)),
    discards: cardsAt(doaStack.discard(facts.owner)),
  };
}

/** The combat card's trusted facts: `{ combatants: [actorId…] }` from the request, read from the actors. */
export function gatherCombat(request: unknown, rulings: DoaRulings): unknown {
  const ids = (request as { combatants?: unknown } | null)?.combatants;
  const actors = Array.isArray(ids) ? ids.map((id) => (typeof id === "string" ? doaActor(id) : undefined)) : [];
  if (actors.length === 0 || actors.some((actor) => actor === undefined)) return { rulings, combatants: [], decks: {} };
  const facts = actors.map((actor) => actorFacts(actor!));
  const decks = Object.fromEntries([...new Set(facts.map((fact) => fact.owner))].map((owner) => [owner, deckStateOf(owner)]));
  return {
    rulings,
    decks,
    combatants: facts.map((fact, index) => ({
      id: fact.actorId,
      owner: fact.owner,
      stats: fact.stats,
      vitals: fact.vitals,
      name: fact.name,
      userIds: fact.userIds,
      weapon: fact.weapon,
      arms: armsOf(actors[index]!, rulings),
    })),
  };
}

/**
 * The Great Void's TC [DOA-16]: "a Conviction Check vs. their attacker's TC", read from the trusted
 * combat card whose last attack hit the Knocked Out Dealer: the attacker's initiative card, wherever
 * it lies (a player's, a Companion's or a GM-run Dealer's table as well as the GM's). Null otherwise.
 */
export function greatVoidTc(combatMessageId: unknown, dealerId: string): SuitedCard | null {
  const message = typeof combatMessageId === "string" ? game.messages.get(combatMessageId) : undefined;
  const combat = message ? combatOf(message) : null;
  const attack = combat?.lastAttack;
  if (!combat || !attack?.hitWhileKnockedOut || attack.target !== dealerId) return null;
  return combat.combatants.find((fighter) => fighter.id === attack.attacker)?.initiative ?? null;
}

/**
 * The Epic Event's (or rest's) trusted facts: `{ kind, players: [actorId…] }`; one seat per deck.
 * The Great Void names the combat card it comes from (`greatVoid`): its one player, its calls' TC and
 * their DR hidden from the players [DOA-16].
 */
export function gatherEpic(request: unknown, rulings: DoaRulings): unknown {
  const { kind, players, greatVoid } = (request ?? {}) as { kind?: unknown; players?: unknown; greatVoid?: unknown };
  const actors = Array.isArray(players) ? players.map((id) => (typeof id === "string" ? doaActor(id) : undefined)) : [];
  const voidTc = greatVoid === undefined ? null : greatVoidTc(greatVoid, actors.length === 1 ? (actors[0]?.id ?? "") : "");
  const unknown = actors.length === 0 || actors.some((actor) => actor === undefined) || (greatVoid !== undefined && !voidTc);
  if (unknown) return { rulings, kind, players: [], decks: {} };
  const facts = actors.map((actor) => actorFacts(actor!));
  return {
    rulings,
    kind,
    hiddenDr: voidTc !== null,
    greatVoid: voidTc,
    decks: Object.fromEntries(facts.map((fact) => [fact.owner, deckStateOf(fact.owner)])),
    players: facts.map((fact) => ({ id: fact.actorId, owner: fact.owner, stats: fact.stats, name: fact.name, userIds: fact.userIds })),
  };
}

/**
 * The contested check's trusted facts: `{ on, targets: [{ actorId, on? }…] }` from the request; the
 * attacker is the card's actor; each modifier is read from its actor [DOA-12].
 */
export function gatherContested(actorId: string, request: unknown, rulings: DoaRulings): unknown {
  const { on, targets } = (request ?? {}) as { on?: unknown; targets?: unknown };
  const party = (id: unknown, checkOn: unknown) => {
    const actor = typeof id === "string" ? doaActor(id) : undefined;
    if (!actor || typeof checkOn !== "string" || !isCheckable(checkOn)) return null;
    const facts = actorFacts(actor);
    return {
      id: facts.actorId,
      owner: facts.owner,
      kind: facts.kind,
      modifier: checkModifier(facts.stats, checkOn, rulings),
      name: facts.name,
      userIds: facts.userIds,
    };
  };
  const attacker = party(actorId, on);
  const parties = Array.isArray(targets)
    ? targets.map((target: { actorId?: unknown; on?: unknown } | null) => party(target?.actorId, target?.on ?? on))
    : [];
  if (!attacker || parties.length === 0 || parties.some((target) => target === null))
    return { rulings, decks: {}, attacker: null, targets: [] };
  const all = [attacker, ...(parties as NonNullable<(typeof parties)[number]>[])];
  return { rulings, decks: Object.fromEntries(all.map((one) => [one.owner, deckStateOf(one.owner)])), attacker, targets: all.slice(1) };
}

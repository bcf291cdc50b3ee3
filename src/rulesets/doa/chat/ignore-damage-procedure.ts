/**
 * The ignore-damage card [DOA-04]: damage taken outside combat, which its Dealer's players (or the GM)
 * ignore one point per Fate Card or token, spent to the discard pile by the rules' `ignoreDamage`;
 * whatever is not ignored is taken when they say so (AP first for physical damage [DOA-17]). Started
 * from the sheet's "Ignore damage"; loaded when such a card is first needed (index.ts `deferredProcedures`).
 */
import { applyDamage, DAMAGE_KINDS } from "../../../rules/doa/damage.ts";
import type { DamageKind } from "../../../rules/doa/damage.ts";
import { fateCount, ignoreDamage } from "../../../rules/doa/fate.ts";
import type { FateSpend } from "../../../rules/doa/fate.ts";
import { REFUSAL } from "../../../rules/doa/refusals.ts";
import { canUseFateCards } from "../../../rules/doa/stats.ts";
import type { CharacterKind } from "../../../rules/doa/stats.ts";
import type { DeckState, DoaRulings } from "../../../rules/doa/index.ts";
import { refuse } from "../../../rules/outcome.ts";
import { isRecord, readChoice, readInt, readText } from "../../../foundry/chat/action-data.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { cardFromIdentity, identityOf } from "../../../foundry/table/card-identity.ts";
import type { CardIdentity } from "../../../foundry/table/card-identity.ts";
import { doaCharacterOf } from "../models/actors.ts";
import { worldRulings } from "../rulings.ts";
import { parseFateSpend, plainAction } from "./check-actions.ts";
import { actorFacts, doaActor, deckStateOf } from "./gather.ts";
import { IGNORE_DAMAGE_MESSAGE, IGNORE_DAMAGE_TEMPLATE, IgnoreDamageCardModel, MOST_DAMAGE } from "./ignore-damage-model.ts";
import { writeDeck } from "./write-back.ts";

export interface IgnoreDamageState {
  readonly actorName: string;
  readonly userIds: readonly string[];
  readonly kind: CharacterKind;
  readonly rulings: DoaRulings;
  readonly source: string;
  readonly damage: number;
  readonly damageKind: DamageKind;
  /** Damage not yet ignored. */
  readonly left: number;
  readonly deck: DeckState;
  /** Fate Cards spent on it, and Fate tokens. */
  readonly spent: readonly CardIdentity[];
  readonly tokens: number;
  readonly phase: "choosing" | "done";
}

export type IgnoreDamageAction = { readonly type: "spend"; readonly spend: FateSpend } | { readonly type: "take" };

const KIND_KEY: Readonly<Record<DamageKind, string>> = {
  physical: "DECKBOUND.DOA.DamageKind.Physical",
  psychic: "DECKBOUND.DOA.DamageKind.Psychic",
  poison: "DECKBOUND.DOA.DamageKind.Poison",
};

/** The GM's client reads the character; the request (damage, kind, source) stays untrusted until `start`. */
function gather(actorId: string, request: unknown): unknown {
  const actor = doaActor(actorId);
  if (!actor) return { request: null };
  const facts = actorFacts(actor);
  return {
    request,
    actorName: facts.name,
    userIds: facts.userIds,
    kind: facts.kind,
    deck: deckStateOf(facts.owner),
    rulings: worldRulings(),
  };
}

function start(_actorId: string, options: unknown) {
  const gathered = (options ?? {}) as Partial<IgnoreDamageState> & { request?: unknown };
  const request = isRecord(gathered.request) ? gathered.request : null;
  const damage = request ? readInt(request, "damage", { min: 1, max: MOST_DAMAGE }) : null;
  const damageKind = request ? readChoice(request, "damageKind", DAMAGE_KINDS) : null;
  // The source is optional: blank, or a short text.
  const source = request && (request["source"] ?? "") === "" ? "" : request ? readText(request, "source", 80) : null;
  if (!gathered.deck || !gathered.kind || !gathered.rulings || damageKind === null || source === null)
    return refuse("DECKBOUND.Refusal.Malformed");
  if (damage === null) return refuse("DECKBOUND.DOA.Refusal.BadDamage");
  if (!canUseFateCards(gathered.kind, gathered.rulings)) return refuse(REFUSAL.CannotUseFateCards);
  if (fateCount(gathered.deck) === 0) return refuse(REFUSAL.NoSuchFateCard);
  const state: IgnoreDamageState = {
    actorName: gathered.actorName ?? "",
    userIds: gathered.userIds ?? [],
    kind: gathered.kind,
    rulings: gathered.rulings,
    source,
    damage,
    damageKind,
    left: damage,
    deck: gathered.deck,
    spent: [],
    tokens: 0,
    phase: "choosing",
  };
  return { ok: true as const, state };
}

export const ignoreDamageProcedure: ChatProcedure<IgnoreDamageState, IgnoreDamageAction> = {
  kind: "reduce",
  messageType: IGNORE_DAMAGE_MESSAGE,
  template: IGNORE_DAMAGE_TEMPLATE,
  model: IgnoreDamageCardModel,
  gather,
  start,
  actions: {
    spend: {
      parse(data) {
        const spend = parseFateSpend(data);
        return spend.ok ? { ok: true, action: { type: "spend", spend: spend.spend } } : spend;
      },
    },
    take: plainAction({ type: "take" }),
  },
  reduce(state, action, who) {
    if (!who.isGM && !who.ownsActor) return refuse("DECKBOUND.Refusal.NotOwner");
    if (state.phase !== "choosing") return refuse(REFUSAL.WrongPhase);
    if (action.type === "take") return { ok: true, state: { ...state, phase: "done" }, effects: [] };
    const ignored = ignoreDamage(state.deck, state.kind, [action.spend], state.left, state.rulings);
    if (!ignored.ok) return ignored;
    const spend = action.spend;
    const next: IgnoreDamageState = {
      ...state,
      deck: ignored.deck,
      left: ignored.damage,
      spent: spend === "token" ? state.spent : [...state.spent, identityOf(spend)],
      tokens: state.tokens + (spend === "token" ? 1 : 0),
      phase: ignored.damage === 0 ? "done" : "choosing",
    };
    return { ok: true, state: next, effects: ignored.effects };
  },
  // Every point is ignored by one Fate Card or token, and never more than the damage.
  validate: (state) => state.left >= 0 && state.damage - state.left === state.spent.length + state.tokens,
  context(state) {
    const choosing = state.phase === "choosing";
    return {
      actorName: state.actorName,
      source: state.source,
      damage: state.damage,
      damageKind: KIND_KEY[state.damageKind],
      ignored: state.damage - state.left,
      left: state.left,
      spent: state.spent.flatMap((identity) => {
        const card = cardFromIdentity(identity);
        return card ? [cardView(card)] : [];
      }),
      tokens: state.tokens,
      choosing,
      fate: choosing ? state.deck.fateCards.map(cardView) : [],
      token: choosing && state.deck.fateTokens > 0,
      taken: !choosing && state.left > 0 ? state.left : 0,
      unharmed: !choosing && state.left === 0,
      player: Audience.owner,
    };
  },
  // Done: the deck's Fate tokens are written back; damage not ignored is taken [DOA-17].
  async afterStep({ actorId, before, after }) {
    if (after.phase !== "done" || before?.phase === "done") return;
    // Its tokens spent are its only change to the counters.
    await writeDeck(after.deck, { ...after.deck, fateTokens: after.deck.fateTokens + after.tokens });
    const actor = game.actors.get(actorId);
    const stored = doaCharacterOf(actor)?.system;
    if (!actor || !stored || after.left === 0) return;
    const { vitals } = applyDamage({ hp: stored.hp.value, maxHp: stored.derived.maxHp, ap: stored.ap.value }, after.left, after.damageKind);
    await actor.update({ system: { hp: { value: vitals.hp }, ap: { value: vitals.ap } } } as never);
  },
};

/**
 * The Fate draw chat card: a skill hand against the Fate [GOB-10…GOB-14]. The card shows the odds
 * before anything is drawn; one click draws the skill hand into the owner-only skill stack — on a
 * draw of extreme movement with Acrobat, replaces its lowest cards, up to Body [GOB-28] — plays
 * its best card (the best card is always the right play: the trait is added whatever is played, and
 * the best card also wins suit ties), draws the Fate's cards face up and scores. Jokers give their
 * wildcards to the character (afterStep). The message holds only the played card and the Fate's,
 * all face up.
 */
import { oppositionRunning, oppositionUnderway } from "../combat/tracker.ts";
import type { Card } from "../../../rules/cards/card.ts";
import {
  DECK,
  DEFAULT_RULINGS,
  DISCARD,
  MAX_DIFFICULTY,
  REFUSAL,
  TRAITS,
  acrobatOwed,
  bestCard,
  drive,
  oddsOfSkillHand,
  refuse,
  settle,
  skillHand,
  skillHandOpening,
  skillHandPool,
  skillStack,
  startSkillHand,
} from "../../../rules/bastards/index.ts";
import type { BastardsRulings, Character, Outcome, SkillHandOdds, SkillHandState, Trait } from "../../../rules/bastards/index.ts";
import type { TablePort } from "../../../rules/cards/table.ts";
import type { CardStep, ChatProcedure, Requester } from "../../../foundry/registry/definition.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { activeRuleset, worldRulings } from "../../../foundry/settings.ts";
import { cardsLyingIn } from "../../../foundry/table/foundry-table.ts";
import { findStack } from "../../../foundry/table/stack-directory.ts";
import { FATE_DRAW_MESSAGE } from "../ids.ts";
import { fatedCharacter, saveCharacter } from "../models/actor-data.ts";
import { fateDrawContext } from "./fate-draw-context.ts";
import { FATE_DRAW_TEMPLATE, FateDrawCardModel } from "./card-models.ts";

// The model and template moved to card-models.ts (registered at init); re-exported for their importers.
export { FATE_DRAW_TEMPLATE, FateDrawCardModel };

export interface FateDrawState {
  readonly hand: SkillHandState;
  readonly rulings: BastardsRulings;
  /** Odds of success, shown before the draw [CORE-05]. */
  readonly odds: SkillHandOdds;
  /** What was asked, every key present: the hand is set up again from the character as the draw is made. Null on a card stored before. */
  readonly options: StoredFateDrawOptions | null;
}

interface StoredFateDrawOptions {
  readonly skill: string;
  readonly trait: Trait;
  readonly difficulty: number;
  readonly specialty: string | null;
  readonly intimidate: boolean;
  readonly acrobat: boolean;
}

function storedOptions(options: FateDrawOptions): StoredFateDrawOptions {
  const { skill, trait, difficulty, specialty, intimidate, acrobat } = options;
  return { skill, trait, difficulty, specialty: specialty ?? null, intimidate: intimidate ?? false, acrobat: acrobat ?? false };
}

function askedOptions(stored: StoredFateDrawOptions): FateDrawOptions {
  const { skill, trait, difficulty, specialty, intimidate, acrobat } = stored;
  return {
    skill,
    trait,
    difficulty,
    ...(specialty ? { specialty } : {}),
    ...(intimidate ? { intimidate } : {}),
    ...(acrobat ? { acrobat } : {}),
  };
}

/**
 * The skill hand as the character is now, from what was asked: the card may have waited while the
 * character was knocked out or drained on an opposition card, or its sheet edited; a character who
 * may not draw now is refused with the reason [GOB-10, GOB-28]. A card stored before the options
 * were kept, or whose actor is gone, draws as it was posted.
 */
function handAsItIsNow(state: FateDrawState): Outcome<{ readonly state: FateDrawState }> {
  const character = state.options ? fatedCharacter(game.actors.get(state.hand.actor)) : null;
  if (!state.options || !character || state.hand.phase !== "drawing") return { ok: true, state };
  const started = startSkillHand(character, { actor: state.hand.actor, ...askedOptions(state.options) }, state.rulings);
  return started.ok ? { ok: true, state: { ...state, hand: started.state } } : started;
}

export type FateDrawAction = { readonly type: "draw" };

export interface FateDrawOptions {
  readonly skill: string;
  readonly trait: Trait;
  readonly difficulty: number;
  readonly specialty?: string;
  readonly intimidate?: boolean;
  /** A draw of extreme movement, with Acrobat [GOB-28]. */
  readonly acrobat?: boolean;
}

/** What the GM's client knows when the card starts; only `gather` makes these (never a client). */
interface Gathered {
  readonly character: Character;
  readonly options: FateDrawOptions;
  readonly rulings: BastardsRulings;
  /** The cards the skill hand will draw from (drawPool). */
  readonly deck: readonly Card[];
}

const gathered = new WeakSet<object>();

/** Check a client's untrusted options. */
export function parseFateDrawOptions(raw: unknown): FateDrawOptions | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { skill, trait, difficulty, specialty, intimidate, acrobat } = raw as Record<string, unknown>;
  if (typeof skill !== "string" || skill.trim() === "" || skill.length > 64) return null;
  if (!TRAITS.includes(trait as Trait)) return null;
  const modifier = difficulty ?? 0;
  // Out of 0–20 reaches the rules, which refuse it with the reason [GOB-13]; only a wild number is malformed.
  if (typeof modifier !== "number" || !Number.isInteger(modifier) || Math.abs(modifier) > 1000 * MAX_DIFFICULTY) return null;
  if (specialty !== undefined && specialty !== "" && typeof specialty !== "string") return null;
  return {
    skill,
    trait: trait as Trait,
    difficulty: modifier,
    ...(typeof specialty === "string" && specialty !== "" ? { specialty } : {}),
    ...(intimidate === true ? { intimidate: true } : {}),
    ...(acrobat === true ? { acrobat: true } : {}),
  };
}

/** The cards the skill hand and its Fate draw from now, for the odds. */
function drawPool(): Card[] {
  return skillHandPool(lying(DECK), lying(DISCARD), oppositionUnderway());
}

function lying(stack: string, owner?: string): Card[] {
  const ruleset = activeRuleset();
  const document = ruleset ? findStack(ruleset.id, owner ? { stack, owner } : { stack }) : undefined;
  return document ? cardsLyingIn(document).map(({ card }) => card) : [];
}

function reduceWith(rulings: BastardsRulings) {
  return (state: SkillHandState, action: Parameters<typeof skillHand>[1]) => skillHand(state, action, rulings);
}

async function draw(state: FateDrawState, who: Requester, table: TablePort): Promise<Outcome<{ readonly state: FateDrawState }>> {
  if (!who.isGM && !who.ownsActor) return refuse(REFUSAL.NotYourCharacter);
  if (state.hand.phase !== "drawing") return refuse(REFUSAL.NotYourMove);
  const reduce = reduceWith(state.rulings);
  const opening = skillHandOpening(state.hand, await oppositionRunning());
  let result = await settle(table, reduce, { ok: true, state: state.hand, effects: opening });
  const stack = skillStack(state.hand.actor);
  // Acrobat: the lowest cards go and as many are drawn before the best is played [GOB-28].
  if (result.ok && result.state.phase === "choosing" && acrobatOwed(result.state)) {
    const hand = await table.peek(stack, await table.count(stack));
    result = await drive(table, reduce, result.state, { type: "acrobat", hand });
  }
  if (result.ok && result.state.phase === "choosing") {
    const hand = await table.peek(stack, await table.count(stack));
    const best = bestCard(hand);
    if (best) result = await drive(table, reduce, result.state, { type: "play", card: best, hand });
  }
  if (!result.ok) return result;
  return { ok: true, state: { ...state, hand: result.state } };
}

/** The jokers the skill hand drew give their wildcards to the character [GOB-12]. */
async function addGainedWildcards({ before, after }: CardStep<FateDrawState>): Promise<void> {
  const gained = after.hand.wildcardsGained - (before?.hand.wildcardsGained ?? 0);
  const actor = game.actors.get(after.hand.actor);
  const character = fatedCharacter(actor);
  if (gained > 0 && actor && character) await saveCharacter(actor, { ...character, wildcards: character.wildcards + gained });
}

/** Could the rules have left the skill hand so? A result exactly once done, a played card only then. */
function validate({ hand }: FateDrawState): boolean {
  const done = hand.phase === "done";
  return done === (hand.result !== null) && (done || hand.played === null) && hand.fate.length <= hand.fateCount;
}

export const fateDrawProcedure: ChatProcedure<FateDrawState, FateDrawAction> = {
  kind: "perform",
  messageType: FATE_DRAW_MESSAGE,
  template: FATE_DRAW_TEMPLATE,
  model: FateDrawCardModel,
  gather(actorId, raw) {
    const character = fatedCharacter(game.actors.get(actorId));
    const options = parseFateDrawOptions(raw);
    const ruleset = activeRuleset();
    if (!character || !options || !ruleset) return null;
    const facts: Gathered = {
      character,
      options,
      rulings: worldRulings(ruleset, DEFAULT_RULINGS),
      deck: drawPool(),
    };
    gathered.add(facts);
    return facts;
  },
  start(actorId, facts) {
    if (!isRecord(facts) || !gathered.has(facts)) return refuse(REFUSAL.BadInput);
    const { character, options, rulings, deck } = facts as unknown as Gathered;
    const started = startSkillHand(character, { actor: actorId, ...options }, rulings);
    if (!started.ok) return started;
    return {
      ok: true,
      state: { hand: started.state, rulings, odds: oddsOfSkillHand(started.state, deck), options: storedOptions(options) },
    };
  },
  actions: {
    draw: { parse: () => ({ ok: true, action: { type: "draw" } }) },
  },
  perform: (state, _action, who, table) => {
    const now = handAsItIsNow(state);
    return now.ok ? draw(now.state, who, table) : Promise.resolve(now);
  },
  // Another card's draw from the shared deck, or the character changed: the odds follow until this one draws [CORE-05].
  followTable: (state) => {
    if (state.hand.phase !== "drawing") return null;
    const now = handAsItIsNow(state);
    const followed = now.ok ? now.state : state;
    return { ...followed, odds: oddsOfSkillHand(followed.hand, drawPool()) };
  },
  validate,
  context: (state) => ({ ...fateDrawContext(state.hand, state.odds, state.rulings.suitNaming), drawer: Audience.owner }),
  afterStep: addGainedWildcards,
};

/**
 * The opposition card's template context, from its state alone (pure, unit-tested): who sits at
 * the table and how they stand, the opposed draw in progress (face-down cards as backs until the
 * reveal), and the buttons each participant may press now. Every button names the actor it acts
 * for, or is the GM's, and says so in its audience (chat/audience.ts): the card is rendered for each
 * viewer with only the buttons that are theirs, and the GM's client refuses a step from anyone else
 * anyway.
 */
import {
  ADVANTAGE_USES,
  DISADVANTAGES,
  TABLE_USES,
  TRAITS,
  advantageNameKey,
  mayUseAdvantage,
  condition,
  drawStepTraits,
  findCombatant,
  followerState,
  isActive,
  isUsing,
  markExtremeMovement,
  offeredOnUseForm,
  poolCurrent,
  poolMaximum,
  powerPool,
  sideCards,
  swapInitiativeRefusal,
} from "../../../rules/bastards/index.ts";
import type { BastardsRulings, Combatant, DrawResult, OpposedDraw, OppositionState, Side } from "../../../rules/bastards/index.ts";
import { eagleEyesReduction } from "../../../rules/bastards/procedures/advantage-numbers.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { CARD_BACK_ART } from "../../../foundry/table/card-identity.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { skillLabel } from "./fate-draw-context.ts";
import type { SkillLabel } from "./fate-draw-context.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";
import { shownNumber, signed } from "../../../foundry/number-view.ts";

const B = "DECKBOUND.Bastards";
const O = `${B}.Opposition`;

/**
 * A button: `action` goes straight to the GM's client; `pick` first asks the user for a card from
 * the actor's hand, `form` for the step's choices (target, skill …), on the user's own client
 * (the action's prompt, prompts.ts).
 */
export interface ButtonView {
  readonly label: string;
  readonly action: string;
  readonly mode: "action" | "pick" | "form";
  /** The combatant the button acts for; "" for the GM's buttons. */
  readonly actor: string;
  readonly data: Readonly<Record<string, string>>;
  /** `data` as the button's data-* attribute names (`goOn` → `data-go-on`, read back as `goOn`). */
  readonly attributes: Readonly<Record<string, string>>;
  /** Who may press it: the actor's owners, or the GM. */
  readonly audience: string;
  readonly primary: boolean;
}

export interface PoolBar {
  readonly label: string;
  readonly value: number;
  readonly max: number;
  readonly percent: number;
  readonly empty: boolean;
}

export interface CombatantView {
  readonly key: string;
  readonly name: string;
  /** The side it sits on; null when that side is named after it (its name says it once) [GOB-15]. */
  readonly side: string | null;
  readonly initiative: CardView | null;
  readonly hasChosen: boolean;
  readonly handCount: number;
  readonly wildcards: number | null;
  readonly stateLabel: string;
  readonly out: boolean;
  readonly knockedDown: boolean;
  /** Berserk is in effect for them (its name, marked on the card) [GOB-28]. */
  readonly berserk: string | null;
  readonly pools: readonly PoolBar[];
  readonly isTurn: boolean;
  /** Before the opposition begins, the GM moves this combatant to the next side [GOB-15]. */
  readonly sideChange: { readonly side: string; readonly audience: string } | null;
  /** A Follower's one weapon and its advantages, as the table sees them on its row [GOB-25]; null for others or with neither. */
  readonly kit: FollowerKitView | null;
}

export interface FollowerKitView {
  readonly weapon: SkillLabel | null;
  readonly advantages: readonly { readonly name: string; readonly parameter: string; readonly ranks: number }[];
}

function kitView(combatant: Combatant): FollowerKitView | null {
  if (combatant.kind !== "follower") return null;
  const advantages = Object.entries(combatant.advantages)
    .filter(([, ranks]) => ranks > 0)
    .map(([key, ranks]) => {
      const [id = key, parameter = ""] = key.split(":");
      return { name: advantageNameKey(id), parameter, ranks };
    });
  if (!combatant.weapon && advantages.length === 0) return null;
  return { weapon: combatant.weapon ? skillLabel(combatant.weapon) : null, advantages };
}

export interface SideView {
  /** i18n key: attacker or defender. */
  readonly role: string;
  readonly name: string;
  readonly skill: SkillLabel;
  readonly cards: readonly CardView[];
  /** The face-down card is still down: show its back. */
  readonly hidden: boolean;
  readonly back: string;
  readonly played: number;
  readonly cap: number;
  readonly stopped: boolean;
  readonly isBetting: boolean;
}

export interface ResultView {
  readonly attackerTotal: number;
  readonly defenderTotal: number;
  readonly attackerWon: boolean;
  readonly winnerName: string | null;
  readonly damage: number;
  readonly poolLabel: string;
  readonly taken: number;
}

export interface OppositionContext {
  readonly round: number;
  readonly phaseLabel: string;
  readonly combatants: readonly CombatantView[];
  readonly draw: {
    readonly sides: readonly [SideView, SideView];
    readonly stageLabel: string;
    readonly kindLabel: string;
    /** The draw's modifier as shown ("−2", "+3"); none when 0. */
    readonly modifier: string | null;
    /** A ranged attack's range penalty and what the attacker's Eagle Eyes takes off it, as the heading reads them ("−5", "5") [GOB-28]. */
    readonly range: { readonly label: string; readonly penalty: string; readonly reduced: string } | null;
    readonly result: ResultView | null;
  } | null;
  /** The last draw's result and the cards each side played, as revealed: every seat sees them [GOB-18]. */
  readonly lastResult:
    | (ResultView & { readonly revealed: readonly { readonly name: string; readonly cards: readonly CardView[] }[] })
    | null;
  /** The last Meditation Fate draw to end Berserk: the cards played and whether it ended [GOB-28]. */
  readonly meditation: { readonly name: string; readonly label: string } | null;
  readonly question: boolean;
  /** One side stands: the GM ends the opposition or lets the winners finish the fallen [GOB-20]. */
  readonly finishingQuestion: boolean;
  readonly endedLabel: string | null;
  readonly buttons: readonly ButtonView[];
  /**
   * The same buttons by the combatant they act for, in order, each group named: a GM who plays
   * several combatants (or sees both sides' "Spend a wildcard") tells whose each button is.
   */
  readonly buttonGroups: readonly ButtonGroup[];
  /** "Use an advantage: <name>…" for each combatant holding one the engine applies, named, as several may show at once [GOB-28]. */
  readonly advantageButtons: readonly (ButtonView & { readonly name: string })[];
  readonly gmButtons: readonly ButtonView[];
  /** The GM knocks a combatant down (a blow, a trip…): one button each for those still standing [GOB-20]. */
  readonly knockDowns: readonly { readonly actor: string; readonly name: string; readonly audience: string }[];
}

export interface ButtonGroup {
  readonly name: string;
  /** Who may press its buttons (its combatant's owners, or the GM). */
  readonly audience: string;
  readonly buttons: readonly ButtonView[];
}

/** Buttons grouped by the combatant they act for, in the order first met. */
function groupedByActor(buttons: readonly ButtonView[], names: Readonly<Record<string, string>>): ButtonGroup[] {
  const groups = new Map<string, ButtonView[]>();
  for (const button of buttons) groups.set(button.actor, [...(groups.get(button.actor) ?? []), button]);
  return [...groups].map(([actor, grouped]) => ({ name: names[actor] ?? actor, audience: grouped[0]!.audience, buttons: grouped }));
}

/** The advantages a combatant holds and may use by choice now (pool not empty) [GOB-07, GOB-28]. */
export function usableAdvantages(combatant: Combatant, rulings?: BastardsRulings): string[] {
  const ids = [...Object.keys(ADVANTAGE_USES), ...Object.keys(TABLE_USES)];
  return ids.filter((id) => mayUseAdvantage(combatant, id, rulings));
}

/** The advantages the Use form offers the combatant now: those usable, Acrobat only at its moment [GOB-28]. */
export function offeredAdvantages(state: OppositionState, combatant: Combatant): string[] {
  return usableAdvantages(combatant, state.rulings).filter((id) => offeredOnUseForm(state, combatant.key, id));
}

function pools(combatant: Combatant, state: OppositionState | null): PoolBar[] {
  const bar = (label: string, value: number, max: number): PoolBar => ({
    label,
    value,
    max,
    percent: max > 0 ? Math.round((100 * value) / max) : 0,
    empty: value === 0,
  });
  switch (combatant.kind) {
    case "fated":
      return TRAITS.map((trait) =>
        bar(`${B}.Pool.${trait}`, poolCurrent(combatant.character, trait), poolMaximum(combatant.character, trait)),
      );
    case "follower": {
      const pool = powerPool(combatant, state?.rulings);
      return [bar(`${B}.Pool.power`, Math.max(0, pool - combatant.powerLoss), pool)];
    }
    case "extras":
      return [bar(`${B}.Pool.members`, combatant.members, 5)];
  }
}

function stateLabel(combatant: Combatant, state: OppositionState | null): string {
  switch (combatant.kind) {
    case "fated":
      return `${B}.Condition.${condition(combatant.character)}`;
    case "follower":
      return `${B}.Condition.${followerState(combatant, state?.rulings)}`;
    case "extras":
      return `${B}.Condition.${combatant.members > 0 ? "active" : "killed"}`;
  }
}

function combatantView(combatant: Combatant, names: Readonly<Record<string, string>>, state: OppositionState | null): CombatantView {
  const name = names[combatant.key] ?? combatant.key;
  return {
    key: combatant.key,
    name,
    side: combatant.side === ownSide(name) ? null : combatant.side,
    initiative: combatant.initiative ? cardView(combatant.initiative) : null,
    hasChosen: state?.initiativeChosen.includes(combatant.key) ?? false,
    handCount: combatant.handCount,
    wildcards: combatant.kind === "fated" ? combatant.character.wildcards : null,
    stateLabel: stateLabel(combatant, state),
    out: !isActive(combatant, state?.rulings),
    knockedDown: combatant.knockedDown,
    berserk: state && isUsing(state, combatant.key, "berserk") ? advantageNameKey("berserk") : null,
    pools: pools(combatant, state),
    isTurn: state?.turn?.actor === combatant.key,
    sideChange: null,
    kit: kitView(combatant),
  };
}

/** The name of a side of a combatant's own: its name, as long as a side's name may be. */
function ownSide(name: string): string {
  return name.slice(0, 32);
}

/**
 * The side a seated combatant moves to when the GM presses its side button: the next of the sides
 * the others sit on, then a side of its own (named after it), then round again — so any sides can
 * meet, a player's character against another's included [GOB-15]. The round is the others' sides
 * alone: counting the combatant's own seat among them let a combatant seated early skip sides.
 */
export function nextSide(seated: readonly Combatant[], key: string, names: Readonly<Record<string, string>>): string {
  const own = ownSide(names[key] ?? key);
  const others = seated.filter((combatant) => combatant.key !== key).map((combatant) => combatant.side);
  const sides = [...new Set([...others, own])];
  const current = seated.find((combatant) => combatant.key === key)?.side ?? own;
  return sides[(sides.indexOf(current) + 1) % sides.length]!;
}

/** A ranged attack's range penalty on the heading, with what Eagle Eyes takes off it; none without a penalty [GOB-28]. */
function rangeView(state: OppositionState, draw: OpposedDraw): NonNullable<OppositionContext["draw"]>["range"] {
  if (draw.rangePenalty >= 0) return null;
  const attacker = findCombatant(state, draw.attacker.actor);
  const reduced = attacker ? eagleEyesReduction(draw, attacker, state.rulings) : 0;
  return { label: `${O}.${reduced ? "RangeEagleEyes" : "Range"}`, penalty: shownNumber(draw.rangePenalty), reduced: shownNumber(reduced) };
}

function sideView(side: Side, role: "attacker" | "defender", draw: OpposedDraw, names: Readonly<Record<string, string>>): SideView {
  return {
    role: `${O}.${role === "attacker" ? "Attacker" : "Defender"}`,
    name: names[side.actor] ?? side.actor,
    skill: skillLabel(side.skill),
    cards: sideCards(side).map(cardView),
    hidden: side.faceDown && side.faceDownCard === null,
    back: CARD_BACK_ART,
    played: (side.faceDown ? 1 : 0) + side.faceUp.length,
    cap: side.cap,
    stopped: side.stopped,
    isBetting: draw.stage === "betting" && draw.bettor === role,
  };
}

/** What a hit took from: a Fated's pool, a Follower's one Power Pool [GOB-25], an Extras group's members [GOB-26]. */
function takenFrom(result: DrawResult, target: Combatant | undefined): string {
  if (target?.kind === "follower") return `${O}.TakenFromPowerPool`;
  if (target?.kind === "extras") return `${O}.TakenFromMembers`;
  return `${B}.Pool.${result.pool}`;
}

/** A draw's result; the winner is named while the draw is on the card (the state keeps only totals after). */
function resultView(result: DrawResult, winnerName: string | null, target: Combatant | undefined): ResultView {
  return {
    attackerTotal: result.attackerTotal,
    defenderTotal: result.defenderTotal,
    attackerWon: result.winner === "attacker",
    winnerName,
    damage: result.damage,
    poolLabel: takenFrom(result, target),
    taken: result.taken,
  };
}

function buttonLabel(action: string, data: Readonly<Record<string, string>>): string {
  if (action === "drawStep") return `${O}.Button.drawStep.${data["trait"] ?? "luck"}`;
  if (action === "useAdvantage") return data["advantage"] ? advantageNameKey(data["advantage"]) : `${O}.Button.useAdvantage`;
  if (action === "answerContinue" && data["goOn"] === "false") return `${O}.Button.stop`;
  if (action === "answerFinishing") return `${O}.Button.${data["goOn"] === "true" ? "finish" : "endNow"}`;
  return `${O}.Button.${action}`;
}

function dataAttributes(data: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [`data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value]),
  );
}

export const button = (
  action: string,
  actor: string,
  mode: ButtonView["mode"] = "action",
  data: Record<string, string> = {},
  primary = false,
): ButtonView => ({
  label: buttonLabel(action, data),
  action,
  mode,
  actor,
  data,
  attributes: dataAttributes(data),
  audience: actor ? Audience.owners([actor]) : Audience.gm,
  primary,
});

/** The buttons each combatant may press now, in the order the rules offer them. */
export function oppositionButtons(state: OppositionState): ButtonView[] {
  const buttons: ButtonView[] = [];
  if (state.question || state.pending) return buttons;
  // A wounder's disadvantage may be inflicted at once: during the turns, while the GM is asked about the fallen, or after the end [GOB-20].
  if (state.woundOffer)
    buttons.push(button("inflictDisadvantage", state.woundOffer.wounder, "form", { suits: state.woundOffer.suits.join(",") }));
  if (state.phase === "ended" || state.finishing === "asking") return buttons;
  if (state.phase === "initiative") {
    for (const combatant of state.combatants) {
      if (!state.initiativeChosen.includes(combatant.key) && isActive(combatant, state.rulings))
        buttons.push(button("chooseInitiative", combatant.key, "pick", {}, true));
    }
    return buttons;
  }
  const draw = state.draw;
  const turn = state.turn;
  if (draw) {
    const { attacker, defender } = draw;
    switch (draw.stage) {
      case "defend":
        buttons.push(button("defend", defender.actor, "form", {}, true));
        break;
      case "attackerFaceDown":
        buttons.push(button("playFaceDown", attacker.actor, "pick", {}, true));
        break;
      case "defenderFaceDown":
        buttons.push(button("playFaceDown", defender.actor, "pick", {}, true));
        break;
      case "betting": {
        const bettor = draw[draw.bettor].actor;
        buttons.push(button("bet", bettor, "pick", {}, true), button("stand", bettor));
        break;
      }
      case "wildcards":
        for (const side of [attacker, defender])
          if (!side.wildcardsDone)
            buttons.push(button("spendWildcard", side.actor, "action", {}, true), button("finishWildcards", side.actor));
        break;
      case "consequences":
        buttons.push(
          button("takeDamage", defender.actor, "action", {}, true),
          button("useAdvantage", defender.actor, "action", { advantage: "mindOverMatter" }),
        );
        break;
      default:
        break;
    }
  } else if (turn) {
    const actor = turn.actor;
    const combatant = state.combatants.find((held) => held.key === actor);
    if (turn.stage === "draw" && combatant) {
      for (const trait of drawStepTraits(combatant)) buttons.push(button("drawStep", actor, "action", { trait }, trait === "luck"));
    } else if (turn.stage === "action") {
      const acted = state.acted.includes(actor);
      if (!acted && turn.attacksLeft > 0) buttons.push(button("attack", actor, "form", {}, true));
      if (!acted && !turn.discarded) buttons.push(button("discard", actor, "pick"));
      if (!acted) buttons.push(button("mulligan", actor));
      if (!swapInitiativeRefusal(state, actor)) buttons.push(button("swapInitiative", actor, "pick"));
      if (!acted && combatant?.knockedDown) buttons.push(button("standUp", actor));
      if (!acted && isUsing(state, actor, "berserk")) buttons.push(button("endBerserk", actor));
      buttons.push(button("endTurn", actor));
    }
  }
  for (const offer of state.offers)
    buttons.push(
      offer.advantage === "counter"
        ? button("counter", offer.actor, "form", {}, true)
        : button("useAdvantage", offer.actor, "action", { advantage: offer.advantage }),
    );
  return buttons;
}

/**
 * The GM's "Extreme movement this turn (Acrobat)": offered while the turn's actor, who holds Acrobat
 * and may use it, has not yet acted and the GM may still mark the turn [GOB-28].
 */
function extremeMovementButton(state: OppositionState): ButtonView[] {
  const actor = state.turn ? findCombatant(state, state.turn.actor) : undefined;
  if (!actor || state.pending || !mayUseAdvantage(actor, "acrobat", state.rulings) || !markExtremeMovement(state).ok) return [];
  return [button("markExtremeMovement", "")];
}

/** Disadvantages a wounder may inflict: those of the emptied suits [GOB-20]. */
export function inflictable(suits: readonly string[]): string[] {
  return DISADVANTAGES.filter((spec) => suits.includes(spec.suit)).map((spec) => spec.id);
}

export function oppositionContext(card: OppositionCardState): OppositionContext {
  const state = card.opposition;
  const names = card.names;
  const combatants = state
    ? state.combatants.map((combatant) => combatantView(combatant, names, state))
    : card.seated.map((combatant) => ({
        ...combatantView(combatant, names, null),
        sideChange: { side: nextSide(card.seated, combatant.key, names), audience: Audience.gm },
      }));
  const draw = state?.draw ?? null;
  const buttons = state ? oppositionButtons(state) : [];
  const gmButtons: ButtonView[] = !state
    ? [button("begin", "", "action", {}, true)]
    : state.question
      ? [button("answerContinue", "", "action", { goOn: "true" }, true), button("answerContinue", "", "action", { goOn: "false" })]
      : state.finishing === "asking"
        ? [button("answerFinishing", "", "action", { goOn: "false" }, true), button("answerFinishing", "", "action", { goOn: "true" })]
        : state.phase === "ended"
          ? []
          : [...extremeMovementButton(state), button("endOpposition", "")];
  // Turns run and nobody waits (nor is the GM asked about the fallen): advantages may be used and the GM may knock someone down.
  const playing = state?.phase === "turns" && !state.question && !state.pending && state.finishing !== "asking";
  return {
    round: state?.round ?? 0,
    phaseLabel: `${O}.Phase.${state?.phase ?? "setup"}`,
    combatants,
    draw: draw
      ? {
          sides: [sideView(draw.attacker, "attacker", draw, names), sideView(draw.defender, "defender", draw, names)],
          stageLabel: `${O}.Stage.${draw.stage}`,
          kindLabel: `${O}.Kind.${draw.kind}`,
          modifier: draw.modifier ? signed(draw.modifier) : null,
          range: rangeView(state!, draw),
          result: draw.result
            ? resultView(draw.result, names[draw[draw.result.winner].actor] ?? null, findCombatant(state!, draw.defender.actor))
            : null,
        }
      : null,
    lastResult:
      state?.lastResult && !draw
        ? {
            ...resultView(state.lastResult, null, findCombatant(state, state.lastResult.revealed[1]?.actor ?? "")),
            revealed: state.lastResult.revealed.map(({ actor, cards }) => ({ name: names[actor] ?? actor, cards: cards.map(cardView) })),
          }
        : null,
    meditation:
      state?.meditation && state.meditation.calmed !== null
        ? { name: names[state.meditation.actor] ?? "", label: `${O}.Meditation.${state.meditation.calmed}` }
        : null,
    question: state?.question !== null && state?.question !== undefined,
    finishingQuestion: state?.finishing === "asking",
    endedLabel: state?.phase === "ended" && state.endedBy ? `${O}.Ended.${state.endedBy}` : null,
    buttons,
    buttonGroups: groupedByActor(buttons, names),
    advantageButtons: playing
      ? state.combatants
          .filter((combatant) => isActive(combatant, state.rulings) && offeredAdvantages(state, combatant).length > 0)
          .map((combatant) => ({
            ...button("useAdvantage", combatant.key, "form"),
            label: `${O}.Button.useAdvantageOf`,
            name: names[combatant.key] ?? combatant.key,
          }))
      : [],
    gmButtons,
    knockDowns: playing
      ? state.combatants
          .filter((combatant) => isActive(combatant, state.rulings) && !combatant.knockedDown)
          .map((combatant) => ({ actor: combatant.key, name: names[combatant.key] ?? combatant.key, audience: Audience.gm }))
      : [],
  };
}

/**
 * The DOA character sheet's context (pure): attributes with their skills and modifiers, level,
 * health, armour, AC and speed, the primary suit, powers and vulnerabilities, the deck's state and
 * its exhaustion penalty, and the experience cost table [DOA-06, DOA-07, DOA-17, DOA-18, DOA-21, DOA-22].
 */
import { attributeCost, skillCost } from "../../../rules/doa/creation.ts";
import type { Vulnerability } from "../../../rules/doa/creation.ts";
import { attributeLabelKey, kindLabelKey, skillLabelKey } from "../../../rules/doa/labels.ts";
import { ATTRIBUTES, SKILLS, SKILL_ATTRIBUTE, canUseFateCards } from "../../../rules/doa/stats.ts";
import type { CharacterKind, DoaRulings } from "../../../rules/doa/index.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import {
  ARMOR_POINTS_RANGE,
  ATTRIBUTE_RANGE,
  BYSTANDER_HEALTH_RANGE,
  ENERGY_RANGE,
  EXPERIENCE_RANGE,
  HEALTH_RANGE,
  LEVEL_RANGE,
  SPEED_RANGE,
} from "../models/bounds.ts";
import { exhaustionPenalty, experienceSpent, isCheckable } from "../models/character.ts";
import type { DerivedCharacter, StoredCharacter } from "../models/character.ts";
import { shownNumber, signed } from "../../../foundry/number-view.ts";

export interface DoaSheetInput {
  readonly kind: CharacterKind;
  readonly stored: StoredCharacter;
  readonly derived: DerivedCharacter;
  readonly level: number;
  readonly experience: number;
  /** A Dealer in Character Creation: Vulnerabilities added now yield experience [DOA-22]. */
  readonly inCreation?: boolean;
  /** The points of the character's Powers and Vulnerabilities (a Dealer's build spends and gains them). */
  readonly powers: readonly number[];
  readonly vulnerabilities: readonly Vulnerability[];
  /** Cards left in the action deck; null without one (Bystanders and Companions draw from another's). */
  readonly deckLeft: number | null;
  /** Whose action deck a character without one draws from: its Dealer's, or the GM's [DOA-17, DOA-21]. */
  readonly drawsFrom?: "dealer" | "gm";
  readonly exhaustions: number;
  /** Energy Points (a Dealer's powers spend them); null for characters without powers. */
  readonly energy?: { readonly value: number; readonly max: number } | null;
  readonly fateCards: readonly CardView[];
  /** Spent aces and jokers in the deck's discard pile, which the GM may give back [DOA-05]. */
  readonly spentFate?: readonly CardView[];
  readonly fateTokens: number;
  readonly rulings: DoaRulings;
  readonly editable: boolean;
  /** The viewer may start checks and rests (play mode, owner). */
  readonly canAct?: boolean;
  /** The viewer is the GM, who awards Fate tokens. */
  readonly canAward?: boolean;
  /** Who the character is: short texts and notes (plain text, shown escaped). */
  readonly profile?: { readonly background: string; readonly role: string; readonly notes: string };
  /** A Dealer's GM deck switch [DOA-03, DOA-21]: set (`on`), in use (no player owns the Dealer), offered (the viewer is the GM). */
  readonly gmDeck?: { readonly on: boolean; readonly inUse: boolean; readonly offered: boolean } | null;
  /** A Companion's Dealer [DOA-17, DOA-21]: the linked one's id and the world's Dealers to choose from. */
  readonly companion?: { readonly dealerId: string; readonly dealers: readonly { readonly id: string; readonly name: string }[] };
}

const SUIT_SYMBOL: Readonly<Record<string, { symbol: string; color: "red" | "black" }>> = {
  C: { symbol: "♣", color: "black" },
  D: { symbol: "♦", color: "red" },
  H: { symbol: "♥", color: "red" },
  S: { symbol: "♠", color: "black" },
};

/** The bounds the sheet's inputs show (the models refuse anything outside them). */
const SHEET_BOUNDS = {
  level: LEVEL_RANGE,
  hp: HEALTH_RANGE,
  bystanderHp: BYSTANDER_HEALTH_RANGE,
  ap: ARMOR_POINTS_RANGE,
  energy: ENERGY_RANGE,
  speed: SPEED_RANGE,
  experience: EXPERIENCE_RANGE,
  modifier: ATTRIBUTE_RANGE,
} as const;

export function buildDoaSheet(input: DoaSheetInput) {
  const { stored, derived, rulings } = input;
  const attributes = ATTRIBUTES.map((attribute) => ({
    key: attribute,
    label: attributeLabelKey(attribute),
    value: stored.attributes[attribute] ?? 0,
    modifier: signed(derived.modifiers[attribute]),
    name: `system.attributes.${attribute}`,
    skills: SKILLS.filter((skill) => SKILL_ATTRIBUTE[skill] === attribute).map((skill) => ({
      key: skill,
      label: skillLabelKey(skill),
      value: stored.skills[skill] ?? 0,
      modifier: signed(derived.modifiers[skill]),
      name: `system.skills.${skill}`,
      primary: stored.primarySkill === skill,
    })),
  }));
  const spent = input.kind === "dealer" ? experienceSpent(stored, input.powers, input.vulnerabilities, rulings) : null;
  const steps = rulings.creationCosts.skillStepCosts.map((_, index) => {
    const skill = skillCost(index + 1, rulings.creationCosts);
    const attribute = attributeCost(index + 1, rulings.creationCosts);
    return {
      modifier: signed(index + 1),
      skill: typeof skill === "number" ? skill : null,
      attribute: typeof attribute === "number" ? attribute : null,
    };
  });
  const suit = input.kind === "dealer" && stored.primarySuit ? SUIT_SYMBOL[stored.primarySuit] : undefined;
  const penalty = exhaustionPenalty(input.exhaustions);
  return {
    kind: input.kind,
    kindLabel: kindLabelKey(input.kind),
    isDealer: input.kind === "dealer",
    level: input.level,
    attributes,
    isBystander: input.kind === "bystander",
    isCompanion: input.kind === "companion",
    hp: {
      value: stored.hp.value,
      // Below 0 (Knocked Out) the shown number carries the true minus sign: "−2/6".
      shown: shownNumber(stored.hp.value),
      max: derived.maxHp,
      storedMax: stored.hp.max ?? null,
      percent: derived.maxHp > 0 ? Math.max(0, Math.min(100, Math.round((100 * stored.hp.value) / derived.maxHp))) : 0,
    },
    ap: stored.ap.value,
    energy: input.energy ?? null,
    ac: derived.ac,
    speed: derived.speed,
    baseSpeed: stored.baseSpeed,
    profile: input.profile ?? { background: "", role: "", notes: "" },
    companion: input.companion
      ? {
          dealerId: input.companion.dealerId,
          dealerName: input.companion.dealers.find((dealer) => dealer.id === input.companion?.dealerId)?.name ?? null,
          choices: Object.fromEntries(input.companion.dealers.map((dealer) => [dealer.id, dealer.name])),
        }
      : null,
    gmDeck: input.kind === "dealer" ? (input.gmDeck ?? null) : null,
    bounds: SHEET_BOUNDS,
    primarySuit: suit ? { code: stored.primarySuit, ...suit } : null,
    deck: input.deckLeft === null ? null : { left: input.deckLeft, exhaustions: input.exhaustions, penalty, hasPenalty: penalty > 0 },
    drawsFromKey: input.drawsFrom === "dealer" ? "DECKBOUND.DOA.Sheet.DrawsFromDealer" : "DECKBOUND.DOA.Sheet.DrawsFromGm",
    fate: {
      cards: input.fateCards,
      tokens: input.fateTokens,
      count: input.fateCards.length + input.fateTokens,
      spent: input.canAward === true ? (input.spentFate ?? []) : [],
    },
    experience: {
      total: input.experience,
      inCreation: input.inCreation === true,
      spent,
      left: spent === null ? null : input.experience - spent,
      over: spent !== null && spent > input.experience,
    },
    costTable: steps,
    primarySkill: stored.primarySkill,
    /** Suit symbols, the same in every language. */
    suitChoices: Object.fromEntries(Object.entries(SUIT_SYMBOL).map(([code, { symbol }]) => [code, symbol])),
    skillChoices: Object.fromEntries(SKILLS.map((skill) => [skill, skillLabelKey(skill)])),
    editable: input.editable,
    canAct: input.canAct === true && !input.editable,
    canAward: input.canAward === true && canUseFateCards(input.kind, rulings),
    // Bystanders hold no Fate Cards [DOA-21]: their sheet shows no Fate Cards area.
    usesFate: canUseFateCards(input.kind, rulings),
  };
}

export type DoaSheetView = ReturnType<typeof buildDoaSheet>;

/** The check dialog's form: the TC among the cards on the GM's table, the DR, Upper (+) or Lower (−) Hand; each field labelled. */
export function checkDialogContent(tcs: readonly CardView[], localize: (key: string) => string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const options = tcs.map((card) => `<option value="${escape(card.code)}">${escape(card.name)}</option>`).join("");
  const field = (id: string, label: string, input: string) =>
    `<div class="form-group"><label for="doa-check-${id}">${escape(localize(label))}</label><div class="form-fields">${input}</div></div>`;
  return [
    field("tc", "DECKBOUND.DOA.Card.TC", `<select id="doa-check-tc" name="tc">${options}</select>`),
    field("dr", "DECKBOUND.DOA.Card.DR", `<input id="doa-check-dr" type="number" name="dr" value="3" min="0" max="6" step="1">`),
    field(
      "hand",
      "DECKBOUND.DOA.Sheet.HandField",
      `<input id="doa-check-hand" type="number" name="hand" value="0" min="-6" max="6" step="1">`,
    ),
  ].join("");
}

/** A token the user targets, as the contested check reads it: its name, and its actor's id and type (null without one). */
export interface TargetedToken {
  readonly name: string;
  readonly actor: { readonly id: string; readonly type: string; readonly name: string } | null;
}

export interface ContestTarget {
  readonly actorId: string;
  readonly name: string;
}

const CONTEST = "DECKBOUND.DOA.Contest";

/**
 * A contested check's targets from the user's targeted tokens [DOA-12]: each DOA character once (two
 * tokens of one actor resist once). No token, or a token that is not a DOA character, is refused
 * with an i18n key and the name to show in it.
 */
export function contestTargets(
  tokens: readonly TargetedToken[],
  characterTypes: readonly string[],
):
  | { readonly ok: true; readonly targets: readonly ContestTarget[] }
  | { readonly ok: false; readonly reason: string; readonly name: string } {
  if (tokens.length === 0) return { ok: false, reason: `${CONTEST}.NoTargets`, name: "" };
  const stranger = tokens.find((token) => !token.actor || !characterTypes.includes(token.actor.type));
  if (stranger) return { ok: false, reason: `${CONTEST}.NotACharacter`, name: stranger.name };
  const byActor = new Map(tokens.map(({ actor }) => [actor!.id, { actorId: actor!.id, name: actor!.name }]));
  return { ok: true, targets: [...byActor.values()] };
}

/** What a check can be on: every attribute, then every skill, as select options (value, label key). */
const CHECKABLE: readonly { readonly value: string; readonly label: string }[] = [
  ...ATTRIBUTES.map((attribute) => ({ value: attribute, label: attributeLabelKey(attribute) })),
  ...SKILLS.map((skill) => ({ value: skill, label: skillLabelKey(skill) })),
];

/** The label key of what a check is on. */
export function checkableLabelKey(on: string): string {
  return CHECKABLE.find((choice) => choice.value === on)?.label ?? on;
}

/** Field name of a target's resisting attribute or skill in the contest dialog. */
const resistField = (actorId: string): string => `on-${actorId}`;

/** The contest dialog's context (templates/doa/dialogs/contest.hbs): each target resists with the attacker's `on` unless changed. */
export function contestDialogContext(on: string, targets: readonly ContestTarget[]) {
  return {
    on: checkableLabelKey(on),
    targets: targets.map((target) => ({
      name: target.name,
      field: resistField(target.actorId),
      choices: CHECKABLE.map((choice) => ({ ...choice, selected: choice.value === on })),
    })),
  };
}

/** The doaContested request from the dialog's answer: `{ on, targets: [{ actorId, on }…] }`; the GM's client checks it again. */
export function contestRequest(on: string, targets: readonly ContestTarget[], answer: Readonly<Record<string, unknown>>) {
  const resisting = (actorId: string): string => {
    const chosen = answer[resistField(actorId)];
    return typeof chosen === "string" && isCheckable(chosen) ? chosen : on;
  };
  return { on, targets: targets.map((target) => ({ actorId: target.actorId, on: resisting(target.actorId) })) };
}

/**
 * A Game of Bastards' compendium documents, built from the pure catalogue so the packs cannot drift
 * from the rules: every advantage and disadvantage (suit, cost and limits as data, the description
 * in the project's own words from lang/en/bastards.json), a few weapons, two example Fated, a
 * follower and a group of extras. packs.test.ts beside this file checks the committed sources
 * in packs/_source/bastards-*\/ equal these and validate against the data models; run it with
 * UPDATE_BASTARDS_PACKS=1 to rewrite them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  ADVANTAGES,
  DISADVANTAGES,
  advantageHintKey,
  advantageNameKey,
  build,
  createCharacter,
  disadvantageHintKey,
  disadvantageNameKey,
} from "../../../src/rules/bastards/index.ts";
import type { BuildAction, Character } from "../../../src/rules/bastards/index.ts";
import type { Suit } from "../../../src/rules/cards/card.ts";
import { characterSource } from "../../../src/rulesets/bastards/models/character-data.ts";
import { ADVANTAGE_ITEM, BASTARDS, DISADVANTAGE_ITEM, EXTRAS, FATED, FOLLOWER, WEAPON_ITEM } from "../../../src/rulesets/bastards/ids.ts";

const ROOT = join(import.meta.dirname, "../../..");
const strings = JSON.parse(readFileSync(join(ROOT, "lang/en/bastards.json"), "utf8")) as Record<string, unknown>;

function english(key: string): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), strings);
  if (typeof value !== "string") throw new Error(`no English string for ${key}`);
  return value;
}

/** A stable 16-character document id. */
function documentId(prefix: string, index: number): string {
  return `${prefix}${String(index).padStart(16 - prefix.length, "0")}`;
}

export interface PackDocument {
  readonly _id: string;
  readonly _key: string;
  readonly name: string;
  readonly type: string;
  readonly [field: string]: unknown;
}

const COMMON = { folder: null, ownership: { default: 0 }, flags: { deckbound: { ruleset: BASTARDS } } };

/** Foundry core icons that fit each kind of item (not Foundry's default item-bag: test/packs/pack-images.test.ts). */
const ICONS = {
  advantage: "icons/svg/upgrade.svg",
  disadvantage: "icons/svg/downgrade.svg",
  melee: "icons/svg/sword.svg",
  ranged: "icons/svg/target.svg",
} as const;

function item(id: string, name: string, type: string, img: string, system: Record<string, unknown>, sort: number): PackDocument {
  return { _id: id, _key: `!items!${id}`, name, type, img, system, effects: [], sort, ...COMMON };
}

/** Weapons: the source's weapon chart is not written, so the damage bonuses are the project's own. */
const WEAPONS = [
  { name: "Knife", skill: "combat:knife", melee: true, damageBonus: 1 },
  { name: "Sabre", skill: "combat:sabre", melee: true, damageBonus: 2 },
  { name: "Cudgel", skill: "combat:cudgel", melee: true, damageBonus: 1 },
  { name: "Pistol", skill: "combat:pistol", melee: false, damageBonus: 3 },
  { name: "Rifle", skill: "combat:rifle", melee: false, damageBonus: 4 },
] as const;

export function itemDocuments(): PackDocument[] {
  const advantages = ADVANTAGES.map((spec, index) =>
    item(
      documentId("gobAdv", index + 1),
      english(advantageNameKey(spec.id)),
      ADVANTAGE_ITEM,
      ICONS.advantage,
      {
        advantageId: spec.id,
        suit: spec.suit,
        category: spec.category,
        cost: spec.cost,
        creationOnly: spec.creationOnly,
        maxRanks: spec.maxRanks,
        needsWeapon: spec.parameter === "weapon",
        description: english(advantageHintKey(spec.id)),
      },
      (index + 1) * 100,
    ),
  );
  const disadvantages = DISADVANTAGES.map((spec, index) =>
    item(
      documentId("gobDis", index + 1),
      english(disadvantageNameKey(spec.id)),
      DISADVANTAGE_ITEM,
      ICONS.disadvantage,
      {
        disadvantageId: spec.id,
        suit: spec.suit,
        permanent: spec.permanent,
        maxRanks: spec.maxRanks,
        description: english(disadvantageHintKey(spec.id)),
      },
      10_000 + (index + 1) * 100,
    ),
  );
  const weapons = WEAPONS.map((weapon, index) =>
    item(
      documentId("gobWpn", index + 1),
      weapon.name,
      WEAPON_ITEM,
      weapon.melee ? ICONS.melee : ICONS.ranged,
      { skill: weapon.skill, melee: weapon.melee, damageBonus: weapon.damageBonus, description: "" },
      20_000 + (index + 1) * 100,
    ),
  );
  return [...advantages, ...disadvantages, ...weapons];
}

function actor(id: string, name: string, type: string, system: Record<string, unknown>, sort: number): PackDocument {
  return {
    _id: id,
    _key: `!actors!${id}`,
    name,
    type,
    img: "icons/svg/mystery-man.svg",
    system,
    items: [],
    effects: [],
    prototypeToken: { name, actorLink: type === FATED },
    sort,
    ...COMMON,
  };
}

/** An example character, built with the build reducer from creation (so every cost is checked), then put in play. */
function built(suit: Suit, actions: readonly BuildAction[]): Record<string, unknown> {
  let character: Character = createCharacter(suit);
  for (const action of [...actions, { type: "finishCreation" } as const]) {
    const step = build(character, action);
    if (!step.ok) throw new Error(`${action.type}: ${step.reason}`);
    character = step.state;
  }
  return { ...characterSource(character) };
}

const raise = (skill: string, times = 1): BuildAction[] => Array.from({ length: times }, () => ({ type: "raiseSkill", skill }));

export function actorDocuments(): PackDocument[] {
  // Carlton (Spades): the source's worked example, Mind 3 and Repair 2 [GOB-14].
  const carlton = built("S", [
    { type: "takeDisadvantage", id: "nervousHabit" },
    { type: "raiseTrait", trait: "mind" },
    { type: "raiseTrait", trait: "luck" },
    ...raise("Repair"),
    ...raise("technology", 2),
    ...raise("academics"),
    { type: "buySpecialty", specialty: { name: "Tinkering", skills: ["Repair", "technology"] } },
    { type: "buyAdvantage", id: "quickWitted" },
    { type: "buyAdvantage", id: "careful" },
    { type: "buyAdvantage", id: "mentalFortitude" },
  ]);
  // Mara Black (Clubs): a sabre duellist.
  const mara = built("C", [
    { type: "raiseTrait", trait: "body" },
    { type: "raiseTrait", trait: "spirit" },
    ...raise("combat:sabre", 2),
    ...raise("athletics"),
    ...raise("dexterity"),
    { type: "buyAdvantage", id: "toughness" },
    { type: "buyAdvantage", id: "dodge" },
    { type: "buyAdvantage", id: "counter", parameter: "sabre" },
    { type: "buyAdvantage", id: "ferocity" },
  ]);
  return [
    actor(documentId("gobAct", 1), "Carlton Reeve", FATED, carlton, 100),
    actor(documentId("gobAct", 2), "Mara Black", FATED, mara, 200),
    actor(documentId("gobAct", 3), "Old Tom, the Ferryman", FOLLOWER, { powerRating: 2, powerLoss: 0, advantages: {} }, 300),
    actor(documentId("gobAct", 4), "Harbour Toughs", EXTRAS, { powerRating: 2, members: 5, weaponBonus: 1 }, 400),
  ];
}

export const BASTARDS_PACKS = { "bastards-items": itemDocuments, "bastards-actors": actorDocuments } as const;

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SUITS } from "../../../src/rules/cards/card.ts";
import { build, removalCost } from "../../../src/rules/bastards/build.ts";
import type { BuildAction } from "../../../src/rules/bastards/build.ts";
import { ADVANTAGES, DISADVANTAGES, findAdvantage, findDisadvantage } from "../../../src/rules/bastards/catalogue.ts";
import {
  STANDARD_SKILLS,
  canUseAdvantage,
  condition,
  createCharacter,
  emptyPools,
  losePool,
  poolCurrent,
  poolMaximum,
  skillRank,
  specialtyLevel,
  successorXp,
} from "../../../src/rules/bastards/character.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import { reputationModifier, specialtyBonus } from "../../../src/rules/bastards/modifiers.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { SUIT_OF_TRAIT, TRAIT_OF_SUIT, suitLabelKey } from "../../../src/rules/bastards/values.ts";

function apply(character: Character, ...actions: BuildAction[]): Character {
  return actions.reduce((current, action) => {
    const step = build(current, action);
    if (!step.ok) throw new Error(`${action.type}: ${step.reason}`);
    return step.state;
  }, character);
}

const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });
const inPlay = (character: Character) => apply(character, { type: "finishCreation" });

describe("characters", () => {
  it("[GOB-01] suits tie to traits: Body ♣, Spirit ♥, Mind ♠, Luck ♦, with tarot aliases for display", () => {
    expect(TRAIT_OF_SUIT).toEqual({ C: "body", H: "spirit", S: "mind", D: "luck" });
    for (const suit of SUITS) expect(SUIT_OF_TRAIT[TRAIT_OF_SUIT[suit]]).toBe(suit);
    expect(suitLabelKey("C", "tarot")).toBe("DECKBOUND.Bastards.Suit.Tarot.C");
    expect(suitLabelKey("C", "standard")).toBe("DECKBOUND.Bastards.Suit.Standard.C");
  });

  it("[GOB-02] creation: 1 in each trait, 2 in the suit's trait, 1 in each skill, 10 XP", () => {
    const character = createCharacter("D");
    expect(character.traits).toEqual({ body: 1, spirit: 1, mind: 1, luck: 2 });
    for (const skill of STANDARD_SKILLS) expect(skillRank(character, skill)).toBe(1);
    expect(character.xp).toBe(10);
  });

  it("[GOB-02] a trait rank, a skill rank, an advantage and a specialty cost 1 XP each; a disadvantage gives 1 XP at creation only", () => {
    let character = apply(
      createCharacter("C"),
      { type: "raiseTrait", trait: "mind" },
      { type: "raiseSkill", skill: "athletics" },
      { type: "raiseSkill", skill: "stealth" },
    );
    expect(character.xp).toBe(7);
    character = apply(
      character,
      { type: "buyAdvantage", id: "toughness" },
      { type: "buySpecialty", specialty: { name: "Parkour", skills: ["athletics", "stealth"] } },
    );
    expect(character.xp).toBe(5);
    character = apply(character, { type: "takeDisadvantage", id: "ugly" });
    expect(character.xp).toBe(6);
    expect(character.disadvantages).toEqual({ ugly: 1 });
    expect(build(inPlay(character), { type: "takeDisadvantage", id: "large" })).toEqual(refusal("DisadvantageCreationOnly"));
  });

  it("[GOB-02] [GOB-03] spending XP the character does not have is refused and changes nothing", () => {
    const poor = { ...createCharacter("C"), xp: 0 };
    const frozen = JSON.stringify(poor);
    expect(build(poor, { type: "raiseTrait", trait: "body" })).toEqual(refusal("NotEnoughXp"));
    expect(JSON.stringify(poor)).toBe(frozen);
  });

  it("[GOB-03] XP: +1 per scene and per opposition, +1 per inflicted disadvantage; spent only during Time Passes, one rank each", () => {
    let character = inPlay(createCharacter("S"));
    character = apply(
      character,
      { type: "gainXp", reason: "scene" },
      { type: "gainXp", reason: "opposition" },
      { type: "inflictDisadvantage", id: "nervousHabit" },
    );
    expect(character.xp).toBe(13);
    expect(build(character, { type: "raiseTrait", trait: "body" })).toEqual(refusal("NotTimePasses"));
    character = apply(character, { type: "openTimePasses" }, { type: "raiseTrait", trait: "body" }, { type: "raiseSkill", skill: "guts" });
    expect(build(character, { type: "raiseTrait", trait: "body" })).toEqual(refusal("OncePerTimePasses"));
    // The GM may lift the limit.
    const lifted = build(character, { type: "raiseTrait", trait: "body" }, { ...DEFAULT_RULINGS, oneRankPerTimePasses: false });
    expect(lifted.ok && lifted.state.traits.body).toBe(3);
    // A new Time Passes allows another rank.
    character = apply(character, { type: "closeTimePasses" }, { type: "openTimePasses" }, { type: "raiseTrait", trait: "body" });
    expect(character.traits.body).toBe(3);
  });

  it("[GOB-04] pools are 5 × trait, +5 per rank of Toughness, Resolve, Mental Fortitude, Devil's Own Luck", () => {
    let character = apply(
      createCharacter("C"),
      { type: "buyAdvantage", id: "toughness" },
      { type: "buyAdvantage", id: "toughness" },
      { type: "buyAdvantage", id: "resolve" },
      { type: "buyAdvantage", id: "mentalFortitude" },
      { type: "buyAdvantage", id: "devilsOwnLuck" },
    );
    expect(["body", "spirit", "mind", "luck"].map((trait) => poolMaximum(character, trait as "body"))).toEqual([20, 10, 10, 10]);
    character = apply(character, { type: "raiseTrait", trait: "luck" });
    expect(poolMaximum(character, "luck")).toBe(15);
  });

  it("[GOB-05] the source's skills, Craft and Combat by type, and custom skills starting at 1", () => {
    expect(STANDARD_SKILLS).toEqual([
      "athletics",
      "dexterity",
      "combat:unarmed",
      "stealth",
      "technology",
      "academics",
      "influence",
      "perception",
      "meditation",
      "firstAid",
      "guts",
    ]);
    const character = apply(
      createCharacter("H"),
      { type: "raiseSkill", skill: "craft:theatre" },
      { type: "raiseSkill", skill: "piloting" },
    );
    expect(skillRank(character, "craft:theatre")).toBe(2);
    expect(skillRank(character, "piloting")).toBe(2);
    expect(skillRank(character, "combat:sword")).toBe(1);
  });

  it("[GOB-06] a specialty joins two skills of rank ≥ 2; its level is the lower and rises with them; it adds to draws", () => {
    let character = createCharacter("S");
    const acting = { name: "Acting", skills: ["influence", "craft:theatre"] as const };
    expect(build(character, { type: "buySpecialty", specialty: acting })).toEqual(refusal("SpecialtyNeedsRank2"));
    character = apply(
      character,
      { type: "raiseSkill", skill: "influence" },
      { type: "raiseSkill", skill: "influence" },
      { type: "raiseSkill", skill: "craft:theatre" },
      { type: "buySpecialty", specialty: acting },
    );
    expect(specialtyLevel(character, character.specialties[0]!)).toBe(2);
    character = apply(character, { type: "raiseSkill", skill: "craft:theatre" });
    expect(specialtyLevel(character, character.specialties[0]!)).toBe(3);
    expect(specialtyBonus(character, "Acting", "influence")).toEqual({ ok: true, level: 3 });
    expect(specialtyBonus(character, "Acting", "craft:theatre")).toEqual({ ok: true, level: 3 });
    expect(specialtyBonus(character, "Acting", "stealth")).toEqual(refusal("SpecialtyNotJoined"));
    expect(specialtyBonus(character, "Fencing", "influence")).toEqual(refusal("SpecialtyNotHeld"));
  });

  it("[GOB-07] the advantage catalogue: suits, creation-only items and stacking limits as written", () => {
    expect(ADVANTAGES).toHaveLength(45);
    expect(
      ADVANTAGES.filter((spec) => spec.creationOnly)
        .map((spec) => spec.id)
        .sort(),
    ).toEqual(["fortunate", "hearty"]);
    expect(Object.fromEntries(ADVANTAGES.filter((spec) => spec.maxRanks > 1).map((spec) => [spec.id, spec.maxRanks]))).toEqual({
      eagleEyes: 3,
      devilsOwnLuck: 5,
      inspiringPresence: 5,
      mentalFortitude: 5,
      resolve: 5,
      toughness: 5,
    });
    expect(findAdvantage("zeal")).toMatchObject({ suit: "H", category: "offensive", cost: 1, effect: "traitSwap" });
    expect(new Set(ADVANTAGES.map((spec) => spec.id)).size).toBe(ADVANTAGES.length);
  });

  it("[GOB-07] creation-only advantages are refused after creation; stacking beyond the limit is refused", () => {
    const character = apply(inPlay(createCharacter("D")), { type: "openTimePasses" });
    expect(build(character, { type: "buyAdvantage", id: "fortunate" })).toEqual(refusal("CreationOnly"));
    expect(build(createCharacter("D"), { type: "buyAdvantage", id: "fortunate" }).ok).toBe(true);
    const twice = apply(createCharacter("D"), { type: "buyAdvantage", id: "speedy" });
    expect(build(twice, { type: "buyAdvantage", id: "speedy" })).toEqual(refusal("AdvantageLimit"));
    const counter = apply(
      createCharacter("S"),
      { type: "buyAdvantage", id: "counter", parameter: "sword" },
      { type: "buyAdvantage", id: "counter", parameter: "axe" },
    );
    expect(counter.advantages).toEqual({ "counter:sword": 1, "counter:axe": 1 });
    expect(build(counter, { type: "buyAdvantage", id: "counter" })).toEqual(refusal("NeedsWeapon"));
  });

  it("[GOB-07] a character with 0 in a suit's pool cannot use that suit's advantages", () => {
    const character = apply(createCharacter("C"), { type: "buyAdvantage", id: "dodge" });
    expect(canUseAdvantage(character, "dodge")).toBe(true);
    const emptied = losePool(character, "body", 99).character;
    expect(canUseAdvantage(emptied, "dodge")).toBe(false);
  });

  it("[GOB-08] the disadvantage catalogue by suit, permanent ones marked; permanent ones cannot be removed", () => {
    expect(
      DISADVANTAGES.filter((spec) => spec.permanent)
        .map((spec) => spec.id)
        .sort(),
    ).toEqual(["blind", "delusion", "dumb", "noArms", "oneArm", "oneEye", "psychosis"]);
    expect(DISADVANTAGES.filter((spec) => spec.suit === "D").map((spec) => spec.id)).toEqual(["misfortunate"]);
    const character = apply(
      apply(
        createCharacter("C"),
        { type: "takeDisadvantage", id: "blind" },
        { type: "takeDisadvantage", id: "ugly" },
        { type: "finishCreation" },
      ),
      { type: "openTimePasses" },
    );
    expect(build(character, { type: "removeDisadvantage", id: "blind" })).toEqual(refusal("DisadvantagePermanent"));
    const cleaned = apply(character, { type: "removeDisadvantage", id: "ugly" });
    expect(cleaned.disadvantages).toEqual({ blind: 1 });
  });

  it("[GOB-08] Bad Reputation: removal costs 1, 2, 4 …; −5 per rank to Influence, +5 to intimidate, none against the infamous", () => {
    let character = apply(
      createCharacter("S"),
      ...Array.from({ length: 3 }, () => ({ type: "takeDisadvantage", id: "badReputation" }) as const),
    );
    expect(findDisadvantage("badReputation")?.maxRanks).toBe(5);
    expect(reputationModifier(character, "influence")).toBe(-15);
    expect(reputationModifier(character, "influence", { intimidate: true })).toBe(15);
    expect(reputationModifier(character, "influence", { opponentHasBadReputation: true })).toBe(0);
    expect(reputationModifier(character, "stealth")).toBe(0);
    character = apply(character, { type: "finishCreation" }, { type: "gainXp", reason: "scene" }, { type: "openTimePasses" });
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) {
      costs.push(removalCost(character, "badReputation"));
      character = apply(character, { type: "removeDisadvantage", id: "badReputation" });
    }
    expect(costs).toEqual([1, 2, 4]);
    expect(character.disadvantages).toEqual({});
  });

  it("[GOB-19] [GOB-20] pools never go below 0 and the empty pools set the state: desperate, knocked out, wounded, killed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("body", "spirit", "mind", "luck" as const), fc.integer({ min: 0, max: 30 })), { maxLength: 12 }),
        (hits) => {
          let character = createCharacter("C");
          for (const [trait, amount] of hits) character = losePool(character, trait, amount).character;
          for (const trait of ["body", "spirit", "mind", "luck"] as const) expect(poolCurrent(character, trait)).toBeGreaterThanOrEqual(0);
          const empty = emptyPools(character).length;
          expect(condition(character)).toBe(["active", "desperate", "knockedOut", "wounded", "killed"][empty]);
        },
      ),
    );
  });

  it('[GOB-20] a killed character\'s successor is generated "using the standard rules and half of the XP accumulated": the standard 10 XP plus half, rounded down', () => {
    const veteran = { ...createCharacter("C"), xpGained: 23 };
    expect(successorXp(veteran)).toBe(10 + 11);
    expect(createCharacter("C", successorXp(veteran)).xp).toBe(21);
    // Killed at 16 XP: never fewer points than a new character.
    expect(successorXp({ ...createCharacter("C"), xpGained: 16 })).toBe(18);
    // The world setting's reading: half only.
    expect(successorXp(veteran, false)).toBe(11);
  });
});

describe("choosing the suit at creation", () => {
  it("[GOB-01] [GOB-02] the suit's trait carries the extra rank; choosing another suit moves it, keeping XP already spent", () => {
    const start = createCharacter("C");
    const raised = build(start, { type: "raiseTrait", trait: "body" });
    if (!raised.ok) throw new Error(raised.reason);
    const hearts = build(raised.state, { type: "chooseSuit", suit: "H" });
    if (!hearts.ok) throw new Error(hearts.reason);
    expect(hearts.state.suit).toBe("H");
    expect(hearts.state.traits).toEqual({ body: 2, spirit: 2, mind: 1, luck: 1 });
    expect(hearts.state.xp).toBe(raised.state.xp);
    for (const suit of SUITS) {
      const chosen = build(start, { type: "chooseSuit", suit });
      expect(chosen.ok && chosen.state.traits).toEqual(createCharacter(suit).traits);
    }
  });

  it("[GOB-02] the suit cannot change once creation is over", () => {
    const step = build({ ...createCharacter("C"), phase: "play" }, { type: "chooseSuit", suit: "D" });
    expect(step).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.NotInCreation" });
  });
});

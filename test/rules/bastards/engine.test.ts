import { describe, expect, it } from "vitest";
import { DRAMATIC_ACTIONS, payDramaticAction, sheetDramaticActions, summonedPowerRating } from "../../../src/rules/bastards/dramatic.ts";
import { canUseAdvantage, condition, poolCurrent } from "../../../src/rules/bastards/character.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import {
  damage,
  extrasCombatant,
  fatedCombatant,
  followerCombatSkills,
  followerCombatant,
  followerState,
  followerWeaponRefusal,
  holdsAdvantages,
  mayUseAdvantage,
  powerPool,
  openingHand,
  skillCards,
  traitValue,
} from "../../../src/rules/bastards/combatants.ts";
import type { Combatant, ExtrasCombatant, FollowerCombatant } from "../../../src/rules/bastards/combatants.ts";
import { DECK, DISCARD, applyBastardsEffects, faceDownStack, handStack } from "../../../src/rules/bastards/decks.ts";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { stackedTable } from "./helpers.ts";
import { extraCards } from "../../../src/rules/bastards/modifiers.ts";
import { drawStepCount, opposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import { inspiration, score, sideCap, traitBonus } from "../../../src/rules/bastards/procedures/opposed-draw.ts";
import {
  followerRatingRefusal,
  giveFollowerAdvantage,
  summonedKit,
  takeFollowerAdvantage,
} from "../../../src/rules/bastards/procedures/follower-advantages.ts";
import type { ActiveAdvantage, OpposedDraw, OppositionState } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { startSkillHand } from "../../../src/rules/bastards/procedures/skill-hand.ts";
import { startReveal } from "../../../src/rules/bastards/procedures/draws.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { duelState, fated, opposedDraw, side } from "./duel.ts";

const FALLEN_FIGHT_ON = { ...DEFAULT_RULINGS, finishTheFallen: true };
const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });

/** Ana: Clubs (Body 2). Bram: Diamonds (Luck 2). */
const ana = (changes: Partial<Character> = {}) => fatedCombatant("ana", "a", fated("C", changes));
const bram = (changes: Partial<Character> = {}) => fatedCombatant("bram", "b", fated("D", changes));
const charOf = (state: OppositionState, key: string): Character => {
  const combatant = state.combatants.find((c) => c.key === key);
  if (combatant?.kind !== "fated") throw new Error("not fated");
  return combatant.character;
};

/** Put a known opposed draw at its reveal and answer it: the result, damage and what follows. */
function reveal(combatants: readonly Combatant[], draw: OpposedDraw, extra: Partial<OppositionState> = {}) {
  const hidden = {
    ...draw,
    stage: "reveal" as const,
    attacker: { ...draw.attacker, faceDownCard: null },
    defender: { ...draw.defender, faceDownCard: null },
  };
  const state = duelState(combatants, {
    draw: hidden,
    pending: startReveal([faceDownStack(draw.attacker.actor), faceDownStack(draw.defender.actor)]),
    ...extra,
  });
  return opposition(state, {
    type: "revealed",
    cards: {
      [faceDownStack(draw.attacker.actor)]: [draw.attacker.faceDownCard!],
      [faceDownStack(draw.defender.actor)]: [draw.defender.faceDownCard!],
    },
  });
}

function resolved(step: ReturnType<typeof reveal>): OppositionState {
  if (!step.ok) throw new Error(step.reason);
  return step.state;
}

const uses = (...list: [string, string, ActiveAdvantage["scope"], string?][]): ActiveAdvantage[] =>
  list.map(([actor, advantage, scope, target]) => ({ actor, advantage, scope, target: target ?? null, amount: null }));

describe("results and damage", () => {
  it("[GOB-18] the difference of totals decides; a tie goes to the suit of each side's last card", () => {
    const state = duelState([ana(), bram()]);
    // 8♣ + Body 2 = 10 against 9♠ + Mind 1 = 10: ♠ beats ♣.
    expect(score(state, opposedDraw(side("ana", "8C"), side("bram", "9S")))).toEqual({
      attackerTotal: 10,
      defenderTotal: 10,
      winner: "defender",
      margin: 0,
    });
    // 5♠ then 3♦: the last card is a diamond.
    expect(score(state, opposedDraw(side("ana", "5S 3D"), side("bram", "9S"))).winner).toBe("attacker");
    expect(score(state, opposedDraw(side("ana", "KS 2C"), side("bram", "9S"))).margin).toBe(7);
  });

  it("[GOB-19] damage comes off the attack's pool (mental → MP) and never rolls over", () => {
    const draw = opposedDraw(side("ana", "KS QS JS"), side("bram", "2C"), {
      kind: "mental",
      pool: "mind",
      attackerTrait: "mind",
      melee: false,
    });
    const state = resolved(reveal([ana(), bram()], draw));
    expect(state.lastResult).toMatchObject({ winner: "attacker", margin: 34, pool: "mind", taken: 5 });
    const target = charOf(state, "bram");
    expect([poolCurrent(target, "body"), poolCurrent(target, "spirit"), poolCurrent(target, "mind"), poolCurrent(target, "luck")]).toEqual([
      5, 5, 0, 10,
    ]);
  });

  it("[GOB-20] [GOB-03] [GOB-08] wounding (3 pools empty) lets the wounder spend a wildcard on a disadvantage of an emptied suit", () => {
    const wounded = bram({ poolLoss: { body: 5, spirit: 5, mind: 0, luck: 0 } });
    const draw = opposedDraw(side("ana", "KS"), side("bram", "2C"), { kind: "mental", pool: "mind", attackerTrait: "mind", melee: false });
    const state = resolved(reveal([ana({ wildcards: 1 }), wounded], draw, { rulings: FALLEN_FIGHT_ON }));
    expect(condition(charOf(state, "bram"))).toBe("wounded");
    // Bram can no longer act: one side is left, and (the world setting) the GM is asked whether Ana may finish him; the wound offer stands.
    expect(state).toMatchObject({
      phase: "turns",
      finishing: "asking",
      woundOffer: { wounder: "ana", target: "bram", suits: ["C", "H", "S"] },
    });
    expect(opposition(state, { type: "inflictDisadvantage", actor: "ana", disadvantage: "misfortunate" })).toEqual(
      refusal("SuitNotEmptied"),
    );
    const after = opposition(state, { type: "inflictDisadvantage", actor: "ana", disadvantage: "blind" });
    if (!after.ok) throw new Error(after.reason);
    expect(charOf(after.state, "bram").disadvantages).toEqual({ blind: 1 });
    // +1 XP for the disadvantage, and +1 for the opposition's end once the GM ends it.
    expect(charOf(after.state, "bram").xp).toBe(11);
    const ended = opposition(after.state, { type: "answerFinishing", goOn: false });
    if (!ended.ok) throw new Error(ended.reason);
    expect(ended.state).toMatchObject({ phase: "ended", endedBy: "oneSideLeft" });
    expect(charOf(ended.state, "bram").xp).toBe(12);
    // A permanent disadvantage gives its inflicter Bad Reputation.
    expect(charOf(after.state, "ana")).toMatchObject({ wildcards: 0, disadvantages: { badReputation: 1 } });
  });

  it('[GOB-20] "If all but one side of an opposition is Knocked Out, the opposition ends": at once, nobody is asked', () => {
    const state = resolved(
      reveal([ana(), bram({ poolLoss: { body: 0, spirit: 5, mind: 0, luck: 0 } })], opposedDraw(side("ana", "KS"), side("bram", "2C"))),
    );
    expect(condition(charOf(state, "bram"))).toBe("knockedOut");
    expect(state).toMatchObject({ phase: "ended", endedBy: "oneSideLeft", finishing: null });
  });

  it("[GOB-20] world setting (the fallen fight on): when one side is left the GM ends the opposition or lets the winners finish the fallen", () => {
    const state = resolved(
      reveal([ana(), bram({ poolLoss: { body: 0, spirit: 5, mind: 0, luck: 0 } })], opposedDraw(side("ana", "KS"), side("bram", "2C")), {
        rulings: FALLEN_FIGHT_ON,
      }),
    );
    expect(condition(charOf(state, "bram"))).toBe("knockedOut");
    expect(state.finishing).toBe("asking");
    expect(opposition(state, { type: "endTurn", actor: "ana" })).toEqual(refusal("AwaitingTable"));
    const ended = opposition(state, { type: "answerFinishing", goOn: false });
    expect(ended.ok && ended.state.phase).toBe("ended");
    // With nobody left to finish (the fallen is killed), it ends at once.
    const killed = resolved(
      reveal(
        [ana(), bram({ poolLoss: { body: 0, spirit: 5, mind: 5, luck: 10 } })],
        opposedDraw(side("ana", "KS QS JS 10S"), side("bram", "2C")),
      ),
    );
    expect(condition(charOf(killed, "bram"))).toBe("killed");
    expect(killed).toMatchObject({ phase: "ended", endedBy: "oneSideLeft" });
  });
});

describe("desperation", () => {
  it("[GOB-20] a desperate character's hands use Spirit or Luck (the better) instead of the usual trait", () => {
    const desperate = ana({ traits: { body: 4, spirit: 3, mind: 2, luck: 1 }, poolLoss: { body: 0, spirit: 0, mind: 0, luck: 5 } });
    const draw = opposedDraw(side("ana", "8C"), side("bram", "9S"));
    expect(traitBonus(duelState([desperate, bram()]), draw, "attacker")).toBe(3);
    expect(
      traitBonus(duelState([bram(), { ...desperate, side: "b" }]), opposedDraw(side("bram", "8C"), side("ana", "9S")), "defender"),
    ).toBe(3);
  });

  it("[GOB-20] paying a pool cost that empties the pool sets Desperation and draws at once", () => {
    const frail = ana({
      advantages: { dodge: 1 },
      traits: { body: 1, spirit: 3, mind: 1, luck: 1 },
      poolLoss: { body: 4, spirit: 0, mind: 0, luck: 0 },
    });
    const step = opposition(duelState([frail, bram()]), { type: "useAdvantage", actor: "ana", advantage: "dodge" });
    if (!step.ok) throw new Error(step.reason);
    expect(condition(charOf(step.state, "ana"))).toBe("desperate");
    expect(step.state.drawFor).toEqual({ purpose: "desperation", actor: "ana", by: null });
    expect(step.effects).toEqual([{ type: "draw", from: "deck", to: "hand:ana", count: 3, how: "top" }]);
  });
});

describe("followers and extras", () => {
  it("[GOB-25] a follower: hand = PR, PR in every trait and skill, one Power Pool of 5 × PR; knocked out when empty, killed at double", () => {
    const pup = followerCombatant("pup", "b", 2) as FollowerCombatant;
    expect(openingHand(pup)).toBe(2);
    expect(traitValue(pup, "mind")).toBe(2);
    expect(skillCards(pup, { skill: "stealth" })).toBe(2);
    expect(followerCombatant("x", "b", 6)).toEqual(refusal("BadPowerRating"));
    const state = resolved(reveal([ana(), pup], opposedDraw(side("ana", "KS"), side("pup", "2C"), { kind: "mental", pool: "mind" })));
    const hit = state.combatants[1] as FollowerCombatant;
    expect(hit.powerLoss).toBe(11);
    expect(followerState(hit)).toBe("knockedOut");
    expect(followerState(damage(hit, "body", 8).combatant as FollowerCombatant)).toBe("knockedOut");
    expect(followerState(damage(hit, "body", 9).combatant as FollowerCombatant)).toBe("killed");
  });

  it("[GOB-25] a follower comes with one weapon: it attacks with it as a character does (its combat skill, ranged when the weapon is), unarmed, or with nothing else; a second is refused", () => {
    expect(followerWeaponRefusal(0)).toBeNull();
    expect(followerWeaponRefusal(1)).toEqual(refusal("FollowerOneWeapon"));
    expect(followerCombatant("x", "b", 2, "combat:unarmed")).toEqual(refusal("BadWeapons"));
    const armed = { ...(followerCombatant("pup", "b", 2, "combat:pistol") as FollowerCombatant), handCount: 2 };
    const bare = { ...(followerCombatant("pup", "b", 2) as FollowerCombatant), handCount: 2 };
    expect(followerCombatSkills(armed)).toEqual(["combat:unarmed", "combat:pistol"]);
    expect(followerCombatSkills(bare)).toEqual(["combat:unarmed"]);
    const attack = (skill: string, extra: Record<string, unknown> = {}) =>
      ({ type: "attack", actor: "pup", target: "ana", skill, kind: "physical", ...extra }) as const;
    // Its pistol: a ranged attack, its range penalty counted as for a character's.
    const shot = opposition(duelState([armed, ana()]), attack("combat:pistol", { melee: false, rangePenalty: -3 }));
    expect(shot.ok && shot.state.draw).toMatchObject({ attacker: { actor: "pup" }, melee: false, rangePenalty: -3 });
    expect(opposition(duelState([armed, ana()]), attack("combat:unarmed")).ok).toBe(true);
    // Not a weapon it does not carry.
    expect(opposition(duelState([armed, ana()]), attack("combat:sabre"))).toEqual(refusal("FollowerWeapon"));
    expect(opposition(duelState([bare, ana()]), attack("combat:pistol"))).toEqual(refusal("FollowerWeapon"));
  });

  it("[GOB-25] a follower holds as many advantages as its Power Rating, each rank one, given with no XP; a wildcard advantage, one beyond the count or beyond its stacking limit is refused", () => {
    const blade = { powerRating: 2, advantages: {} };
    const once = giveFollowerAdvantage(blade, "dodge");
    expect(once).toEqual({ ok: true, advantages: { dodge: 1 } });
    const twice = giveFollowerAdvantage({ ...blade, advantages: { dodge: 1 } }, "toughness");
    expect(twice).toEqual({ ok: true, advantages: { dodge: 1, toughness: 1 } });
    expect(giveFollowerAdvantage({ ...blade, advantages: { dodge: 1, toughness: 1 } }, "hearty")).toEqual(refusal("FollowerAdvantages"));
    expect(giveFollowerAdvantage({ ...blade, advantages: { toughness: 1 } }, "toughness")).toEqual({
      ok: true,
      advantages: { toughness: 2 },
    });
    expect(giveFollowerAdvantage({ powerRating: 5, advantages: { dodge: 1 } }, "dodge")).toEqual(refusal("AdvantageLimit"));
    // It holds no wildcards: an advantage paid with one, or giving one, could never be used.
    for (const id of ["berserk", "ironWall", "karmicShuffle", "soulOfSteel", "intensity", "mastermind", "fortunate"])
      expect(giveFollowerAdvantage(blade, id)).toEqual(refusal("FollowerNoWildcards"));
    expect(giveFollowerAdvantage(blade, "counter")).toEqual(refusal("NeedsWeapon"));
    expect(giveFollowerAdvantage(blade, "counter", "Sabre")).toEqual({ ok: true, advantages: { "counter:sabre": 1 } });
    expect(giveFollowerAdvantage(blade, "nonsense")).toEqual(refusal("UnknownAdvantage"));
    expect(takeFollowerAdvantage({ ...blade, advantages: { toughness: 2 } }, "toughness")).toEqual({
      ok: true,
      advantages: { toughness: 1 },
    });
    expect(takeFollowerAdvantage({ ...blade, advantages: { toughness: 1 } }, "toughness")).toEqual({ ok: true, advantages: {} });
    expect(takeFollowerAdvantage(blade, "toughness")).toEqual(refusal("AdvantageNotHeld"));
    // A combatant never carries more than its Power Rating of them.
    expect(followerCombatant("x", "b", 1, null, { dodge: 1, hearty: 1 })).toEqual(refusal("FollowerAdvantages"));
  });

  it("[GOB-22] [GOB-25] [GOB-08] a summoned follower comes with one weapon of its controller's choice and exactly its Power Rating of advantages, under a Follower's rules; Bad Reputation's with a weapon only", () => {
    expect(summonedKit(3, "combat:sabre", ["dodge", "toughness", "toughness"])).toEqual({
      ok: true,
      kit: { weapon: "combat:sabre", advantages: { dodge: 1, toughness: 2 } },
    });
    expect(summonedKit(1, "combat:sabre", ["counter:sabre"])).toEqual({
      ok: true,
      kit: { weapon: "combat:sabre", advantages: { "counter:sabre": 1 } },
    });
    // Too few, too many: refused with the count asked.
    expect(summonedKit(3, "combat:sabre", ["dodge", "toughness"])).toEqual(refusal("SummonedAdvantageCount"));
    expect(summonedKit(1, "combat:sabre", ["dodge", "toughness"])).toEqual(refusal("SummonedAdvantageCount"));
    // A weapon is a weapon's combat skill, never bare hands.
    expect(summonedKit(1, "combat:unarmed", ["dodge"])).toEqual(refusal("UnknownWeapon"));
    expect(summonedKit(1, "athletics", ["dodge"])).toEqual(refusal("UnknownWeapon"));
    expect(summonedKit(1, "", ["dodge"])).toEqual(refusal("UnknownWeapon"));
    // The sheet's rules: no wildcard advantage, no unknown one, the stacking limits.
    expect(summonedKit(1, "combat:sabre", ["berserk"])).toEqual(refusal("FollowerNoWildcards"));
    expect(summonedKit(1, "combat:sabre", ["nonsense"])).toEqual(refusal("UnknownAdvantage"));
    expect(summonedKit(2, "combat:sabre", ["dodge", "dodge"])).toEqual(refusal("AdvantageLimit"));
    // Counter and Florentine name a weapon it fights with: its bare hands or its one weapon, as its sheet offers.
    expect(summonedKit(2, "combat:sabre", ["counter:unarmed", "florentine:sabre"]).ok).toBe(true);
    expect(summonedKit(1, "combat:sabre", ["counter:pistol"])).toEqual(refusal("FollowerWeapon"));
    // Bad Reputation's Touched character: "one weapon of the active player's choosing", no advantages.
    expect(summonedKit(3, "combat:pistol", [], false)).toEqual({ ok: true, kit: { weapon: "combat:pistol", advantages: {} } });
    expect(summonedKit(3, "combat:pistol", ["dodge"], false)).toEqual(refusal("SummonedAdvantageCount"));
  });

  it("[GOB-25] a follower's Power Rating is never lowered below the advantages it holds", () => {
    const held = { advantages: { dodge: 1, toughness: 2 } };
    expect(followerRatingRefusal(held, 3)).toBeNull();
    expect(followerRatingRefusal(held, 4)).toBeNull();
    expect(followerRatingRefusal(held, 2)).toBe(refusal("FollowerRatingBelowAdvantages").reason);
    expect(followerRatingRefusal({ advantages: {} }, 1)).toBeNull();
  });

  it("[GOB-25] [GOB-28] a follower's advantages are applied by the engine as a Fated character's: costs paid from its one Power Pool, extra cards, pool bonuses, allies' bonus, offers", () => {
    const pup = (advantages: Record<string, number>, powerLoss = 0) => ({
      ...(followerCombatant("pup", "b", 2, "combat:sabre", advantages) as FollowerCombatant),
      handCount: 2,
      powerLoss,
    });
    // Holders: the Fated and Followers, never Extras.
    expect(holdsAdvantages(pup({}))).toBe(true);
    expect(holdsAdvantages(extrasCombatant("gang", "b", 2, 5) as ExtrasCombatant)).toBe(false);
    // Dodge: 1 BP, paid from the Power Pool; its defence adds twice its Body (its Power Rating) instead of Mind.
    const dodger = pup({ dodge: 1 });
    const state = duelState([ana(), dodger]);
    const dodged = opposition(state, { type: "useAdvantage", actor: "pup", advantage: "dodge" });
    if (!dodged.ok) throw new Error(dodged.reason);
    expect(dodged.state.combatants[1]).toMatchObject({ powerLoss: 1 });
    expect(dodged.state.active).toEqual(uses(["pup", "dodge", "nextDefense"]));
    const draw = opposedDraw(side("ana", "8C"), side("pup", "9S"));
    expect(traitBonus(dodged.state, draw, "defender")).toBe(4);
    expect(traitBonus(state, draw, "defender")).toBe(2);
    // Its suit's pool is its Power Pool: empty, it cannot use them.
    expect(mayUseAdvantage(pup({ dodge: 1 }, 10), "dodge")).toBe(false);
    expect(opposition(duelState([ana(), pup({ dodge: 1 }, 10)]), { type: "useAdvantage", actor: "pup", advantage: "dodge" })).toEqual(
      refusal("PoolEmpty"),
    );
    // Not held: refused, as for anyone.
    expect(opposition(state, { type: "useAdvantage", actor: "pup", advantage: "zeal" })).toEqual(refusal("AdvantageNotHeld"));
    // Hearty: one more card on Athletics; Cunning Linguist on a social attack.
    expect(skillCards(pup({ hearty: 1, cunningLinguist: 1 }), { skill: "athletics" })).toBe(3);
    expect(skillCards(pup({ hearty: 1, cunningLinguist: 1 }), { skill: "influence", socialAttack: true })).toBe(3);
    expect(skillCards(pup({}), { skill: "athletics" })).toBe(2);
    // Toughness: +5 to the one pool that stands for its BP; the world setting off: nothing.
    expect(powerPool(pup({ toughness: 1, resolve: 1 }))).toBe(20);
    expect(powerPool(pup({ toughness: 1 }), { ...DEFAULT_RULINGS, followerPoolAdvantages: false })).toBe(10);
    // Inspiring Presence: a follower ally adds its ranks.
    const inspired = duelState([ana(), bram(), { ...pup({ inspiringPresence: 2 }), side: "a" }]);
    expect(inspiration(inspired, inspired.combatants[0]!)).toBe(2);
    // Careful: a won defence offers its draw.
    const careful = resolved(reveal([ana(), pup({ careful: 1 })], opposedDraw(side("ana", "2C"), side("pup", "KS"))));
    expect(careful.offers).toContainEqual({ actor: "pup", advantage: "careful" });
  });

  it("[GOB-26] extras: up to 5, one member lost per 4 points (14 against 5 loses 2), weapon bonus on attacks, none above PR", () => {
    const gang = extrasCombatant("gang", "b", 2, 5, 2) as ExtrasCombatant;
    expect(extrasCombatant("g", "b", 2, 6)).toEqual(refusal("BadGroupSize"));
    expect(extrasCombatant("g", "b", 2, 3, 3)).toEqual(refusal("WeaponAbovePowerRating"));
    expect(traitValue(gang, "body")).toBe(0);
    // Ana plays 12 (+ Body 2 = 14); the extras manage a 5.
    const state = resolved(reveal([ana(), gang], opposedDraw(side("ana", "QS"), side("gang", "5C"))));
    expect((state.combatants[1] as ExtrasCombatant).members).toBe(3);
    expect(state.lastResult).toMatchObject({ margin: 9, taken: 2 });
    // Attacking, the group adds its weapon bonus and plays PR cards.
    const attack = duelState([gang, ana()]);
    expect(score(attack, opposedDraw(side("gang", "5C 4C"), side("ana", "2D"))).attackerTotal).toBe(11);
    expect(sideCap(attack, gang, "combat:club", "attacker", "physical")).toBe(2);
    // Its hand never holds more cards than members.
    expect(drawStepCount({ ...gang, members: 3, handCount: 2 }, "luck")).toBe(1);
  });

  it('[GOB-26] "the number of members determining the max size of the group\'s hand": members lost, the hand beyond them goes to the discards, its lowest cards first', async () => {
    // Five members holding four cards; Ana's 12 (+ Body 2) against their 2: a margin of 12 takes 3 members.
    const gang = { ...(extrasCombatant("gang", "b", 4, 5) as ExtrasCombatant), handCount: 4 };
    const step = reveal([ana(), gang], opposedDraw(side("ana", "QS"), side("gang", "2C")));
    if (!step.ok) throw new Error(step.reason);
    expect(step.state.combatants[1]).toMatchObject({ members: 2, handCount: 2 });
    expect(step.effects).toContainEqual({ type: "bastards.trim", from: handStack("gang"), keep: 2, to: DISCARD });
    // On the table: the two lowest of the four go.
    const table = stackedTable(["ana", "gang"], "9H 3C KD 5S");
    await table.draw(DECK, handStack("gang"), 4);
    await applyBastardsEffects(table, [{ type: "bastards.trim", from: handStack("gang"), keep: 2, to: DISCARD }]);
    expect(table.contents(handStack("gang")).map(cardKey).sort()).toEqual(["9H@A", "KD@A"]);
    expect(table.contents(DISCARD).map(cardKey).sort()).toEqual(["3C@A", "5S@A"]);
  });
});

describe("numeric advantages applied by the engine", () => {
  it("[GOB-28] [GOB-04] pool bonuses: Toughness, Resolve, Mental Fortitude, Devil's Own Luck", () => {
    const tough = fated("C", { advantages: { toughness: 2, resolve: 1, mentalFortitude: 3, devilsOwnLuck: 5 } });
    expect([poolCurrent(tough, "body"), poolCurrent(tough, "spirit"), poolCurrent(tough, "mind"), poolCurrent(tough, "luck")]).toEqual([
      20, 10, 20, 30,
    ]);
  });

  it("[GOB-28] extra cards: Criminal (Stealth, Influence), Hearty (Athletics, Dexterity), Cunning Linguist (social attacks)", () => {
    const rogue = fated("D", { advantages: { criminal: 1, hearty: 1, cunningLinguist: 1 } });
    const uses = (id: string) => canUseAdvantage(rogue, id);
    expect(extraCards(uses, { skill: "stealth" })).toBe(1);
    expect(extraCards(uses, { skill: "athletics" })).toBe(1);
    expect(extraCards(uses, { skill: "influence", socialAttack: true })).toBe(2);
    expect(extraCards(uses, { skill: "guts" })).toBe(0);
    const start = startSkillHand(rogue, { actor: "r", skill: "stealth", trait: "luck" });
    expect(start.ok && start.state.cardsToDraw).toBe(2);
    const state = duelState([fatedCombatant("r", "a", rogue), bram()]);
    expect(sideCap(state, state.combatants[0]!, "influence", "attacker", "social")).toBe(3);
  });

  it("[GOB-28] Inspiring Presence: allies add 1 per rank to their opposed draws", () => {
    const leader = fatedCombatant("lea", "a", fated("H", { advantages: { inspiringPresence: 2 } }));
    const state = duelState([ana(), bram(), leader]);
    expect(score(state, opposedDraw(side("ana", "8C"), side("bram", "9S"))).attackerTotal).toBe(8 + 2 + 2);
  });

  it("[GOB-28] trait swaps on attack: Zeal 2 × Spirit, Lucky Strike Luck (and the defender's Luck), Ferocity 2 × Body in melee", () => {
    const attacker = ana({ traits: { body: 2, spirit: 3, mind: 1, luck: 4 } });
    const draw = opposedDraw(side("ana", "8C"), side("bram", "9S"));
    const bonus = (active: ActiveAdvantage[], changes: Partial<OpposedDraw> = {}) =>
      traitBonus(duelState([attacker, bram()], { active }), { ...draw, ...changes }, "attacker");
    expect(bonus([])).toBe(2);
    expect(bonus(uses(["ana", "zeal", "thisDraw"]))).toBe(6);
    expect(bonus(uses(["ana", "luckyStrike", "thisDraw"]))).toBe(4);
    expect(bonus(uses(["ana", "ferocity", "thisDraw"]))).toBe(4);
    expect(bonus(uses(["ana", "ferocity", "thisDraw"]), { melee: false })).toBe(2);
    expect(traitBonus(duelState([attacker, bram()], { active: uses(["ana", "luckyStrike", "thisDraw"]) }), draw, "defender")).toBe(2);
  });

  it("[GOB-28] trait swaps on physical defence: Dodge and All-Out Defense 2 × Body, Serendipity 2 × Luck, Study 2 × Mind, Karmic Shuffle Luck", () => {
    const defender = fatedCombatant("dee", "b", fated("S", { traits: { body: 3, spirit: 1, mind: 2, luck: 4 } }));
    const draw = opposedDraw(side("ana", "8C"), side("dee", "9S"));
    const bonus = (active: ActiveAdvantage[]) => traitBonus(duelState([ana(), defender], { active }), draw, "defender");
    expect(bonus([])).toBe(2);
    expect(bonus(uses(["dee", "dodge", "nextDefense"]))).toBe(6);
    expect(bonus(uses(["dee", "allOutDefense", "round"]))).toBe(6);
    expect(bonus(uses(["dee", "serendipity", "nextDefense"]))).toBe(8);
    expect(bonus(uses(["dee", "study", "opposition", "ana"]))).toBe(4);
    expect(bonus(uses(["dee", "study", "opposition", "someoneElse"]))).toBe(2);
    expect(bonus(uses(["ana", "karmicShuffle", "untilNextTurn"]))).toBe(4);
  });

  it("[GOB-28] [GOB-07] using an advantage pays its cost at the allowed moment; an empty pool, a wrong moment or a Berserk defence is refused", () => {
    const dodger = ana({ advantages: { dodge: 1, zeal: 1, allOutDefense: 1, karmicShuffle: 1 } });
    const state = duelState([dodger, bram()], {
      turn: { actor: "bram", stage: "action", discarded: false, swapped: false, attacksLeft: 1, weaponsUsed: [], extremeMovement: false },
    });
    const dodged = opposition(state, { type: "useAdvantage", actor: "ana", advantage: "dodge" });
    if (!dodged.ok) throw new Error(dodged.reason);
    expect(poolCurrent(charOf(dodged.state, "ana"), "body")).toBe(9);
    expect(dodged.state.active).toEqual(uses(["ana", "dodge", "nextDefense"]));
    expect(opposition(state, { type: "useAdvantage", actor: "ana", advantage: "zeal" })).toEqual(refusal("AdvantageNotNow"));
    expect(opposition(state, { type: "useAdvantage", actor: "ana", advantage: "karmicShuffle" })).toEqual(refusal("NoWildcards"));
    expect(opposition(state, { type: "useAdvantage", actor: "ana", advantage: "ironWall" })).toEqual(refusal("AdvantageNotHeld"));
    const allOut = opposition(state, { type: "useAdvantage", actor: "ana", advantage: "allOutDefense" });
    expect(allOut.ok && allOut.state.acted).toEqual(["ana"]);
    const raging = duelState([dodger, bram()], { active: uses(["ana", "berserk", "opposition"]) });
    expect(opposition(raging, { type: "useAdvantage", actor: "ana", advantage: "dodge" })).toEqual(refusal("AdvantageNotNow"));
    const empty = duelState([ana({ advantages: { dodge: 1 }, poolLoss: { body: 10, spirit: 0, mind: 0, luck: 0 } }), bram()]);
    expect(opposition(empty, { type: "useAdvantage", actor: "ana", advantage: "dodge" })).toEqual(refusal("PoolEmpty"));
  });

  it("[GOB-28] damage changes: Berserk +2 × Body, Iron Wall −Body, Soul of Steel −2 × Spirit, Intense Concentration −2 × Mind once", () => {
    const draw = opposedDraw(side("ana", "KS"), side("bram", "2C"));
    const hit = (
      active: ActiveAdvantage[],
      changes: Partial<OpposedDraw> = {},
      target = bram({ advantages: { toughness: 5 }, traits: { body: 2, spirit: 2, mind: 3, luck: 2 } }),
    ) => resolved(reveal([ana(), target], { ...draw, ...changes }, { active })).lastResult;
    // 13 + Body 2 against 2 + Mind 3.
    expect(hit([])).toMatchObject({ margin: 10, damage: 10 });
    expect(hit(uses(["ana", "berserk", "opposition"]))).toMatchObject({ damage: 14 });
    expect(hit(uses(["bram", "ironWall", "round"]))).toMatchObject({ damage: 8 });
    expect(hit(uses(["bram", "soulOfSteel", "round"]))).toMatchObject({ damage: 6 });
    const mental = { kind: "mental" as const, pool: "mind" as const, attackerTrait: "mind" as const, defenderTrait: "mind" as const };
    expect(hit(uses(["bram", "intenseConcentration", "nextMindDamage"]), mental)).toMatchObject({ margin: 9, damage: 3 });
    const after = resolved(
      reveal([ana(), bram()], { ...draw, ...mental }, { active: uses(["bram", "intenseConcentration", "nextMindDamage"]) }),
    );
    expect(after.active).toEqual([]);
  });

  it("[GOB-28] Mind Over Matter: the defender may pay 1 MP to take BP damage to MP instead", () => {
    const stoic = bram({ advantages: { mindOverMatter: 1, mentalFortitude: 2 } });
    const waiting = resolved(reveal([ana(), stoic], opposedDraw(side("ana", "6S"), side("bram", "2C"))));
    expect(waiting.draw?.stage).toBe("consequences");
    const redirected = opposition(waiting, { type: "useAdvantage", actor: "bram", advantage: "mindOverMatter" });
    if (!redirected.ok) throw new Error(redirected.reason);
    expect(redirected.state.lastResult).toMatchObject({ pool: "mind", taken: 5 });
    const target = charOf(redirected.state, "bram");
    expect([poolCurrent(target, "body"), poolCurrent(target, "mind")]).toEqual([5, 15 - 1 - 5]);
    const taken = opposition(waiting, { type: "takeDamage", actor: "bram" });
    expect(taken.ok && poolCurrent(charOf(taken.state, "bram"), "body")).toBe(0);
  });

  it("[GOB-28] draws after events: Careful (attack avoided), Bloodlust (BP damage dealt), Tenacity (BP damage taken), Faith (SP damage taken)", () => {
    const hunter = ana({ advantages: { bloodlust: 1 } });
    const sturdy = bram({ advantages: { tenacity: 1, careful: 1, faith: 1, toughness: 2, resolve: 1 } });
    const hit = resolved(reveal([hunter, sturdy], opposedDraw(side("ana", "9S"), side("bram", "2C"))));
    expect(hit.offers).toEqual([
      { actor: "bram", advantage: "tenacity" },
      { actor: "ana", advantage: "bloodlust" },
    ]);
    const miss = resolved(reveal([hunter, sturdy], opposedDraw(side("ana", "2C"), side("bram", "9S"))));
    expect(miss.offers).toEqual([{ actor: "bram", advantage: "careful" }]);
    const fear = resolved(
      reveal(
        [hunter, sturdy],
        opposedDraw(side("ana", "9S"), side("bram", "2C"), {
          kind: "spiritual",
          pool: "spirit",
          attackerTrait: "spirit",
          defenderTrait: "spirit",
        }),
      ),
    );
    expect(fear.offers).toEqual([{ actor: "bram", advantage: "faith" }]);
    // Taking the offer asks the table for one card.
    const taken = opposition(hit, { type: "useAdvantage", actor: "bram", advantage: "tenacity" });
    expect(taken.ok && taken.effects).toEqual([{ type: "draw", from: "deck", to: "hand:bram", count: 1, how: "top" }]);
  });

  it("[GOB-24] two-weapon penalty −2 cards; Ambidextrous −1; Florentine none on defence with its weapon; unarmed never", () => {
    const skills = { ...fated("C").skills, "combat:sword": 4, "combat:dagger": 4 };
    const twin = (advantages: Record<string, number>): Combatant => ({
      ...ana({ skills, advantages }),
      twoWeapons: ["combat:sword", "combat:dagger"],
    });
    const state = duelState([twin({}), bram()]);
    expect(sideCap(state, twin({}), "combat:sword", "attacker", "physical")).toBe(2);
    expect(sideCap(state, twin({ ambidextrous: 1 }), "combat:sword", "attacker", "physical")).toBe(3);
    expect(sideCap(state, twin({ "florentine:sword": 1 }), "combat:sword", "defender", "physical")).toBe(4);
    expect(sideCap(state, twin({ "florentine:sword": 1 }), "combat:dagger", "defender", "physical")).toBe(2);
    expect(sideCap(state, twin({}), "combat:unarmed", "attacker", "physical")).toBe(1);
  });
});

describe("wildcards and dramatic actions", () => {
  it("[GOB-21] [GOB-22] dramatic actions with their wildcard costs; too few wildcards is refused", () => {
    expect(DRAMATIC_ACTIONS.map((action) => action.id)).toEqual([
      "appearance",
      "distance",
      "flee",
      "giveChase",
      "involve",
      "reinforce",
      "skillCheck",
      "timePasses",
      "theEnd",
    ]);
    const character = fated("C", { wildcards: 1 });
    expect(payDramaticAction(character, "timePasses")).toEqual(character);
    expect(payDramaticAction(character, "nonsense")).toEqual(refusal("UnknownAction"));
    expect(summonedPowerRating(fated("C", { traits: { body: 4, spirit: 1, mind: 1, luck: 1 } }))).toBe(4);
  });

  it("[GOB-22] [GOB-20] the sheet offers only what it can carry out, when the character may: the actions that change an opposition are its card's (they bring in and move who they name there); a Knocked Out, Wounded or Killed character has no Skill Check", () => {
    const whole = fated("C", { wildcards: 3 });
    expect(sheetDramaticActions(whole).map((action) => action.id)).toEqual(["skillCheck", "timePasses", "theEnd"]);
    for (const id of ["appearance", "distance", "flee", "giveChase", "involve", "reinforce"])
      expect(payDramaticAction(whole, id), id).toEqual(refusal("OnOppositionCard"));
    const wounded = fated("C", { wildcards: 3, poolLoss: { body: 10, spirit: 5, mind: 5, luck: 0 } });
    expect(condition(wounded)).toBe("wounded");
    expect(sheetDramaticActions(wounded).map((action) => action.id)).toEqual(["timePasses", "theEnd"]);
    expect(payDramaticAction(wounded, "skillCheck")).toEqual(refusal("CannotAct"));
  });
});

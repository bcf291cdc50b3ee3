/**
 * Indirect involvement through the table [GOB-22, GOB-27, GOB-28]: Ann's Cara, not seated in Ana's
 * fight with Bram, Involves two Followers onto Bram's side from the card's "from outside" control
 * (only her owner or the GM may), her wildcard written back to her sheet; her Mastermind then adds a
 * card to one of them in a draw; the end gives her no XP.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import * as helpers from "./helpers.ts";
import { best, opposition } from "./helpers.ts";
import { WEAPON_ITEM } from "../../../src/rulesets/bastards/ids.ts";

let world: World;
let gm: User.Implementation;
let players: readonly [User.Implementation, User.Implementation];

beforeEach(async () => {
  world = await createWorld(helpers.BASTARDS_WORLD);
  gm = world.gm;
  players = helpers.players(world);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const hand = (actor: string) => helpers.lying(world, "hand", actor);
const system = (actor: Actor.Implementation) => game.actors.get(actor.id!)!.system as unknown as { wildcards: number; xpGained: number };
const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });

/** A weapon the world offers: an item in the sidebar's Items, made by the GM. */
async function worldWeapon(name: string, skill: string, melee = true): Promise<Item.Implementation> {
  const item = await world.rt.as(gm, () => Item.create({ name, type: WEAPON_ITEM, system: { skill, melee } } as Item.CreateData));
  return item!;
}

interface Carried {
  readonly weapons: readonly { readonly name: string; readonly skill: string; readonly melee: boolean }[];
  readonly advantages: Readonly<Record<string, number>>;
}

/** What a joined Follower's actor carries: its weapon items and its advantages. */
function carried(key: string): Carried {
  const actor = game.actors.get(key)!;
  return {
    weapons: actor.items.contents
      .filter((item) => item.type === WEAPON_ITEM)
      .map((item) => {
        const system = item.system as unknown as { skill: string; melee: boolean };
        return { name: item.name ?? "", skill: system.skill, melee: system.melee };
      }),
    advantages: (actor.system as unknown as { advantages: Record<string, number> }).advantages,
  };
}

/** Ann's Ana (heroes) against Bob's Bram (villains), dealt; each plays the best card of the hand as initiative. The card's message id. */
async function anaAgainstBram(ana: Actor.Implementation, bram: Actor.Implementation): Promise<string> {
  const [ann, bob] = players;
  const messageId = await helpers.beginOpposition(world, ann, [
    [ana, "heroes"],
    [bram, "villains"],
  ]);
  for (const [user, actor] of [
    [ann, ana],
    [bob, bram],
  ] as const)
    expect((await world.act(user, messageId, "chooseInitiative", { actor: actor.id, ...identityOf(best(hand(actor.id!))) })).ok).toBe(true);
  return messageId;
}

describe("acting from outside an opposition, through the table", () => {
  it("[GOB-22] [GOB-28] [GOB-27] Cara, not seated, Involves two Followers onto Bram's side for a wildcard (written to her sheet; only her owner may), uses Mastermind for one in a draw, and gains no XP at the end", async () => {
    const [ann, bob] = players;
    const ana = await helpers.fated(world, "Ana", ann, {
      suit: "C",
      traits: { body: 4, spirit: 1, mind: 1, luck: 1 },
      skills: { "combat:unarmed": 3 },
    });
    const bram = await helpers.fated(world, "Bram", bob, { suit: "H", traits: { body: 2, spirit: 2, mind: 1, luck: 1 } });
    const cara = await helpers.fated(world, "Cara", ann, {
      suit: "S",
      traits: { body: 1, spirit: 1, mind: 3, luck: 2 },
      advantages: { mastermind: 1 },
      wildcards: 3,
    });
    const messageId = await anaAgainstBram(ana, bram);
    const sabre = await worldWeapon("Sabre", "combat:sabre");
    const pistol = await worldWeapon("Pistol", "combat:pistol", false);
    // Each follower's one weapon and its Power Rating (3) of advantages, Cara's player's choice [GOB-22, GOB-25].
    const kits = [
      { weapon: sabre.id, advantages: ["dodge", "toughness", "toughness"] },
      { weapon: pistol.id, advantages: ["eagleEyes", "hearty", "counter:unarmed"] },
    ];
    const involve = { actor: cara.id, side: "villains", kits };

    // Only Cara's owner (or the GM) acts for her; the side must be seated.
    expect(await world.act(bob, messageId, "involveIndirect", involve)).toEqual(refusal("NotYourCombatant"));
    expect(await world.act(ann, messageId, "involveIndirect", { ...involve, side: "bystanders" })).toEqual(refusal("BadSide"));
    // Ana, seated and standing, acts from her seat, not from outside.
    expect(await world.act(ann, messageId, "involveIndirect", { ...involve, actor: ana.id })).toEqual(refusal("BadSide"));
    const actorsBefore = game.actors.size;
    // Too few advantages, one a Follower may not hold, a weapon the world does not offer, no kits: refused, nothing made or paid.
    const fewer = [kits[0]!, { ...kits[1]!, advantages: ["hearty"] }];
    expect(await world.act(ann, messageId, "involveIndirect", { ...involve, kits: fewer })).toEqual(refusal("SummonedAdvantageCount"));
    const berserk = [kits[0]!, { ...kits[1]!, advantages: ["berserk", "hearty", "dodge"] }];
    expect(await world.act(ann, messageId, "involveIndirect", { ...involve, kits: berserk })).toEqual(refusal("FollowerNoWildcards"));
    const unknown = [kits[0]!, { ...kits[1]!, weapon: "noSuchWeapon000" }];
    expect(await world.act(ann, messageId, "involveIndirect", { ...involve, kits: unknown })).toEqual(refusal("UnknownWeapon"));
    expect(await world.act(ann, messageId, "involveIndirect", { actor: cara.id, side: "villains" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    expect(game.actors.size).toBe(actorsBefore);
    expect(system(cara).wildcards).toBe(3);
    expect((await world.act(ann, messageId, "involveIndirect", involve)).ok).toBe(true);
    expect(game.actors.size).toBe(actorsBefore + 2);

    let state = opposition(messageId);
    const followers = state.combatants.filter((combatant) => combatant.kind === "follower");
    expect(followers.map((follower) => follower.side)).toEqual(["villains", "villains"]);
    // At Cara's highest trait (Mind 3), owned like her.
    expect(followers.map((follower) => follower.kind === "follower" && follower.powerRating)).toEqual([3, 3]);
    // They carry what was chosen: the weapon as their one weapon item, the advantages on their sheet, both in the fight.
    expect(followers.map((follower) => carried(follower.key))).toEqual([
      { weapons: [{ name: "Sabre", skill: "combat:sabre", melee: true }], advantages: { dodge: 1, toughness: 2 } },
      {
        weapons: [{ name: "Pistol", skill: "combat:pistol", melee: false }],
        advantages: { eagleEyes: 1, hearty: 1, "counter:unarmed": 1 },
      },
    ]);
    // The card's rows show what each came with.
    const card = await world.seeCard(messageId);
    expect(card).toContain("Combat (sabre) · Dodge · Toughness ×2");
    expect(card).toContain("Combat (pistol) · Eagle Eyes · Hearty · Counter (unarmed)");
    expect(followers.map((follower) => follower.kind === "follower" && [follower.weapon, follower.advantages])).toEqual([
      ["combat:sabre", { dodge: 1, toughness: 2 }],
      ["combat:pistol", { eagleEyes: 1, hearty: 1, "counter:unarmed": 1 }],
    ]);
    for (const follower of followers) expect(game.actors.get(follower.key)!.testUserPermission(ann, "OWNER")).toBe(true);
    expect(state.combatants.map((combatant) => combatant.key)).not.toContain(cara.id);
    expect(state.involved.map((entry) => [entry.key, entry.character.wildcards, entry.controls, entry.paid])).toEqual([
      [cara.id, 2, followers.map((follower) => follower.key), 1],
    ]);
    // Her sheet reads the wildcard paid.
    expect(system(cara).wildcards).toBe(2);
    expect(await world.seeCard(messageId)).toContain("Cara takes part from outside the scene (★ 2).");

    // Reinforce from outside: five Extras onto the heroes' side, the weapon bonus at most her Power Rating.
    expect(await world.act(ann, messageId, "reinforceIndirect", { actor: cara.id, side: "heroes", weaponBonus: 4 })).toEqual(
      refusal("WeaponAbovePowerRating"),
    );
    expect((await world.act(ann, messageId, "reinforceIndirect", { actor: cara.id, side: "heroes", weaponBonus: 2 })).ok).toBe(true);
    const extras = opposition(messageId).combatants.at(-1)!;
    expect(extras).toMatchObject({ kind: "extras", side: "heroes", powerRating: 3, members: 5, weaponBonus: 2 });
    expect(system(cara).wildcards).toBe(1);
    expect((await world.act(ann, messageId, "chooseInitiative", { actor: extras.key, ...identityOf(best(hand(extras.key))) })).ok).toBe(
      true,
    );
    // The GM gives her a wildcard on her sheet meanwhile: her sheet, not the card's copy, is the truth for one not seated.
    await world.rt.as(gm, () => game.actors.get(cara.id!)!.update({ system: { wildcards: 2 } } as Actor.UpdateData));

    // The Followers play their initiative; then, on Ana's turn, she attacks the first of them.
    for (const follower of followers)
      expect(
        (await world.act(ann, messageId, "chooseInitiative", { actor: follower.key, ...identityOf(best(hand(follower.key))) })).ok,
      ).toBe(true);
    const target = followers[0]!.key;
    for (let turns = 0; turns < 4 && opposition(messageId).turn?.actor !== ana.id; turns++) {
      const current = opposition(messageId).turn!.actor;
      const user = current === bram.id ? bob : ann;
      expect((await world.act(user, messageId, "drawStep", { actor: current })).ok).toBe(true);
      expect((await world.act(user, messageId, "endTurn", { actor: current })).ok).toBe(true);
    }
    expect(opposition(messageId).turn?.actor).toBe(ana.id);
    expect((await world.act(ann, messageId, "drawStep", { actor: ana.id })).ok).toBe(true);
    expect((await world.act(ann, messageId, "attack", { actor: ana.id, target, skill: "combat:unarmed", kind: "physical" })).ok).toBe(true);
    expect((await world.act(ann, messageId, "defend", { actor: target, skill: "combat:unarmed" })).ok).toBe(true);
    expect((await world.act(ann, messageId, "playFaceDown", { actor: ana.id, ...identityOf(best(hand(ana.id!))) })).ok).toBe(true);
    expect((await world.act(ann, messageId, "playFaceDown", { actor: target, ...identityOf(best(hand(target))) })).ok).toBe(true);
    expect(opposition(messageId).draw?.stage).toBe("betting");

    // Mastermind, from outside: Ann's button for Cara; Bob may not press it.
    expect(await world.seeCard(messageId, ann)).toContain(`data-actor="${cara.id}"`);
    const mastermind = { actor: cara.id, advantage: "mastermind", target };
    expect(await world.act(bob, messageId, "useAdvantage", mastermind)).toEqual(refusal("NotYourCombatant"));
    expect((await world.act(ann, messageId, "useAdvantage", mastermind)).ok).toBe(true);
    state = opposition(messageId);
    expect(state.draw?.defender.fromDeck).toHaveLength(1);
    expect(state.advantageLog.at(-1)).toMatchObject({ actor: cara.id, advantage: "mastermind" });
    // Paid one (and gained any joker drawn for it) from the two her sheet held: the GM's wildcard is kept.
    const entry = state.involved[0]!;
    expect(entry.paid).toBe(3);
    expect(system(cara).wildcards).toBe(1 + entry.gained);
    expect(entry.character.wildcards).toBe(system(cara).wildcards);

    // Without a wildcard, refused, and nothing is made.
    await world.rt.as(gm, () => game.actors.get(cara.id!)!.update({ system: { wildcards: 0 } } as Actor.UpdateData));
    const actorsNow = game.actors.size;
    expect(await world.act(ann, messageId, "useAdvantage", mastermind)).toEqual(refusal("NoWildcards"));
    expect(await world.act(ann, messageId, "involveIndirect", involve)).toEqual(refusal("NotNow"));
    expect(game.actors.size).toBe(actorsNow);

    // The end: the seated gain their XP, Cara none.
    const xpBefore = system(cara).xpGained;
    const anaXp = system(ana).xpGained;
    expect((await world.act(gm, messageId, "endOpposition")).ok).toBe(true);
    expect(system(ana).xpGained).toBe(anaXp + 1);
    expect(system(cara).xpGained).toBe(xpBefore);
  });

  it("[GOB-08] [GOB-22] Bad Reputation: Bob's Bram spends his wildcard to force a Touched character and a squad of five Extras (rank 3) against Ann's Ana onto his side; Ann, her player, may not, nor may anyone onto Ana's side, and nothing is made when refused", async () => {
    const [ann, bob] = players;
    const ana = await helpers.fated(world, "Ana", ann, {
      suit: "C",
      traits: { body: 4, spirit: 1, mind: 1, luck: 1 },
      disadvantages: { badReputation: 3 },
    });
    const bram = await helpers.fated(world, "Bram", bob, { suit: "H", traits: { body: 2, spirit: 2, mind: 1, luck: 1 }, wildcards: 1 });
    const cara = await helpers.fated(world, "Cara", ann, { suit: "S", traits: { body: 1, spirit: 1, mind: 3, luck: 2 }, wildcards: 3 });
    const messageId = await anaAgainstBram(ana, bram);
    // The card offers it to everyone while a seated character has Bad Reputation.
    expect(await world.seeCard(messageId, bob)).toContain("Bad Reputation: force their opposition in (1\u00a0★)…");

    const actorsBefore = game.actors.size;
    const knife = await worldWeapon("Knife", "combat:knife");
    // The Touched character's one weapon, the spender's choice [GOB-08]; it comes with no advantages.
    const call = { target: ana.id, side: "villains", weaponBonus: 2, kits: [{ weapon: knife.id, advantages: [] }] };
    // "Other players": not Ana herself, nor Ann's other character Cara.
    expect(await world.act(ann, messageId, "badReputation", { ...call, actor: ana.id })).toEqual(refusal("OwnReputation"));
    expect(await world.act(ann, messageId, "badReputation", { ...call, actor: cara.id })).toEqual(refusal("OwnReputation"));
    // Opposed to her: never onto her side; a weapon within the rank; only against someone with it.
    expect(await world.act(bob, messageId, "badReputation", { ...call, actor: bram.id, side: "heroes" })).toEqual(refusal("NotOpposed"));
    expect(await world.act(bob, messageId, "badReputation", { ...call, actor: bram.id, weaponBonus: 4 })).toEqual(
      refusal("WeaponAbovePowerRating"),
    );
    expect(await world.act(bob, messageId, "badReputation", { ...call, actor: bram.id, target: bram.id })).toEqual(
      refusal("NoBadReputation"),
    );
    // A weapon the world does not offer, or advantages the book does not give it.
    expect(await world.act(bob, messageId, "badReputation", { ...call, actor: bram.id, kits: [{ weapon: "", advantages: [] }] })).toEqual(
      refusal("UnknownWeapon"),
    );
    expect(
      await world.act(bob, messageId, "badReputation", { ...call, actor: bram.id, kits: [{ weapon: knife.id, advantages: ["dodge"] }] }),
    ).toEqual(refusal("SummonedAdvantageCount"));
    expect(game.actors.size).toBe(actorsBefore);
    expect(system(bram).wildcards).toBe(1);

    expect((await world.act(bob, messageId, "badReputation", { ...call, actor: bram.id })).ok).toBe(true);
    expect(game.actors.size).toBe(actorsBefore + 2);
    const joined = opposition(messageId).combatants.slice(2);
    expect(
      joined.map((combatant) => [combatant.kind, combatant.side, combatant.powerRating, combatant.members, combatant.weaponBonus]),
    ).toEqual([
      ["follower", "villains", 3, null, null],
      ["extras", "villains", 3, 5, 2],
    ]);
    expect(joined.map((combatant) => game.actors.get(combatant.key)!.name)).toEqual(["Ana's nemesis", "Ana's nemesis's squad 1"]);
    expect(carried(joined[0]!.key)).toEqual({ weapons: [{ name: "Knife", skill: "combat:knife", melee: true }], advantages: {} });
    expect(joined[0]).toMatchObject({ kind: "follower", weapon: "combat:knife" });
    for (const combatant of joined) expect(game.actors.get(combatant.key)!.testUserPermission(bob, "OWNER")).toBe(true);
    // Paid from his seat, written to his sheet; now he has none left.
    expect(system(bram).wildcards).toBe(0);
    expect(await world.act(bob, messageId, "badReputation", { ...call, actor: bram.id })).toEqual(refusal("NoWildcards"));
    expect(game.actors.size).toBe(actorsBefore + 2);
  });
});

/**
 * The Bastards glue's pure parts: chat-card contexts, who gets which button, the choosers, and the
 * Fated actor's data as the rules' Character.
 */
import { describe, expect, it } from "vitest";
import { joker, parseCard, parseCards } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import {
  build,
  createCharacter,
  extrasCombatant,
  fatedCombatant,
  followerCombatant,
  skillHandOdds,
  startSkillHand,
} from "../../../src/rules/bastards/index.ts";
import type { Combatant, ExtrasCombatant, FollowerCombatant, SkillHandState } from "../../../src/rules/bastards/index.ts";
import { characterSource, characterUpdate, toCharacter } from "../../../src/rulesets/bastards/models/character-data.ts";
import { mayPress } from "../../../src/foundry/chat/audience.ts";
import type { Viewer } from "../../../src/foundry/chat/audience.ts";
import { cardChoice, stepForm } from "../../../src/rulesets/bastards/chat/choosers.ts";
import { OPPOSITION_ACTIONS } from "../../../src/rulesets/bastards/chat/opposition-actions.ts";
import { fateDrawContext, skillLabel } from "../../../src/rulesets/bastards/chat/fate-draw-context.ts";
import {
  nextSide,
  oppositionButtons,
  oppositionContext,
  usableAdvantages,
} from "../../../src/rulesets/bastards/chat/opposition-context.ts";
import { migrateOppositionCard } from "../../../src/rulesets/bastards/chat/state-migration.ts";
import { duelState, fated, opposedDraw, side } from "../../rules/bastards/duel.ts";

const ana = fatedCombatant("ana", "heroes", fated("C", { wildcards: 1 }));
const bram = fatedCombatant("bram", "villains", fated("S"));

function carltonHand(): SkillHandState {
  const character = { ...createCharacter("S"), traits: { body: 1, spirit: 1, mind: 3, luck: 1 }, skills: { repair: 2 } };
  const started = startSkillHand(character, { actor: "carlton", skill: "repair", trait: "mind" });
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

describe("the Fate draw card", () => {
  it("[GOB-10] [CORE-05] before the draw it shows the cards, the bonus and the odds; after, the played card, the Fate's best and the result", () => {
    const ready = carltonHand();
    const odds = skillHandOdds({ deck: parseCards("2C 3C 4C 5C JD", "A"), playerCards: 2, fateCards: 3, bonus: 3, difficulty: 0 });
    const before = fateDrawContext(ready, odds, "standard");
    expect(before).toMatchObject({
      isReady: true,
      isDone: false,
      cardsToDraw: 2,
      fateCount: 3,
      bonus: 3,
      skill: { key: null, detail: "repair" },
    });
    // [CORE-05] one rounding everywhere: one decimal.
    expect(before.odds.success).toBe(`${(Math.round(odds.success * 1000) / 10).toFixed(1)}%`);
    expect(before.odds.success).toMatch(/^\d+\.\d%$/);
    // [GOB-14] Carlton: a 9 for 12 against the dealer's Jack.
    const done: SkillHandState = {
      ...ready,
      phase: "done",
      pending: null,
      played: parseCard("9H", "A") as never,
      fate: parseCards("JC 5S 3D", "A") as never,
      result: { playerTotal: 12, fateTotal: 11, winner: "player", margin: 1 },
    };
    const after = fateDrawContext(done, odds, "standard");
    expect(after.played?.code).toBe("9H");
    expect(after.fate.map((card) => [card.code, card.best])).toEqual([
      ["JC", true],
      ["5S", false],
      ["3D", false],
    ]);
    expect(after.result).toEqual({ playerTotal: 12, fateTotal: 11, success: true, margin: 1 });
  });

  it("[GOB-05] standard skills are translated with their weapon or craft type; custom skills show as written", () => {
    expect(skillLabel("combat:sword")).toEqual({ key: "DECKBOUND.Bastards.Skill.combat", detail: "sword" });
    expect(skillLabel("athletics")).toEqual({ key: "DECKBOUND.Bastards.Skill.athletics", detail: "" });
    expect(skillLabel("repair")).toEqual({ key: null, detail: "repair" });
  });
});

describe("who sees which button", () => {
  it("[GOB-15] while initiative is chosen, each combatant still to choose gets a card picker", () => {
    const state = duelState([ana, bram], { phase: "initiative", turn: null, initiativeChosen: ["ana"] });
    expect(oppositionButtons(state).map((button) => [button.action, button.actor, button.mode])).toEqual([
      ["chooseInitiative", "bram", "pick"],
    ]);
  });

  it("[GOB-16] on a turn's draw step the actor may draw with Luck, or Mind with Quick-Witted", () => {
    const quick = fatedCombatant("ana", "heroes", fated("S", { advantages: { quickWitted: 1 } }));
    const state = duelState([quick, bram], {
      turn: { actor: "ana", stage: "draw", discarded: false, swapped: false, attacksLeft: 1, weaponsUsed: [], extremeMovement: false },
    });
    expect(oppositionButtons(state).map((button) => [button.action, button.data["trait"], button.actor])).toEqual([
      ["drawStep", "luck", "ana"],
      ["drawStep", "mind", "ana"],
    ]);
  });

  it("[GOB-17] in the betting step only the bettor has buttons; face-down cards show as backs until revealed", () => {
    const draw = opposedDraw(
      side("ana", "", { faceDown: true, faceDownCard: null, faceUp: parseCards("7C", "A") as never, stopped: false, wildcardsDone: false }),
      side("bram", "", { faceDown: true, faceDownCard: null, faceUp: [], stopped: false, wildcardsDone: false }),
      { stage: "betting", bettor: "defender" },
    );
    const state = duelState(
      [
        { ...ana, handCount: 3 },
        { ...bram, handCount: 3 },
      ],
      { draw },
    );
    expect(oppositionButtons(state).map((button) => [button.action, button.actor])).toEqual([
      ["bet", "bram"],
      ["stand", "bram"],
    ]);
    const context = oppositionContext({
      rulings: state.rulings,
      names: { ana: "Ana", bram: "Bram" },
      seated: state.combatants,
      opposition: state,
    });
    expect(context.draw?.sides.map((view) => [view.name, view.hidden, view.cards.map((card) => card.code), view.isBetting])).toEqual([
      ["Ana", true, ["7C"], false],
      ["Bram", true, [], true],
    ]);
  });

  it("[GOB-18] after the reveal every seat sees the cards each side played; a card stored before keeps its totals and shows none", () => {
    const result = { attackerTotal: 11, defenderTotal: 6, winner: "attacker", margin: 5, damage: 5, pool: "body", taken: 5 } as const;
    const revealed = [
      { actor: "ana", cards: parseCards("10S 7C", "A") as SuitedCard[] },
      { actor: "bram", cards: parseCards("6H", "A") as SuitedCard[] },
    ];
    const state = duelState([ana, bram], { lastResult: { ...result, revealed } });
    const context = oppositionContext({
      rulings: state.rulings,
      names: { ana: "Ana", bram: "Bram" },
      seated: state.combatants,
      opposition: state,
    });
    expect(context.lastResult?.revealed.map((played) => [played.name, played.cards.map((card) => card.name)])).toEqual([
      ["Ana", ["10♠", "7♣"]],
      ["Bram", ["6♥"]],
    ]);
    const stored = migrateOppositionCard({ opposition: { ...state, lastResult: result } }) as { opposition: { lastResult: unknown } };
    expect(stored.opposition.lastResult).toEqual({ ...result, revealed: [] });
    expect(migrateOppositionCard({ opposition: { ...state, lastResult: null } })).toMatchObject({ opposition: { lastResult: null } });
  });

  it("[GOB-25] [GOB-26] a hit on a Follower reads as taken from his one Power Pool, on Extras from the group's members, not from BP", () => {
    const blade = followerCombatant("blade", "villains", 3) as FollowerCombatant;
    const rats = extrasCombatant("rats", "villains", 2, 4) as ExtrasCombatant;
    const hit = { attackerTotal: 26, defenderTotal: 17, winner: "attacker", margin: 9, damage: 9, pool: "body", taken: 9 } as const;
    const takenFrom = (target: Combatant, drawn: boolean) => {
      const revealed = [
        { actor: "ana", cards: [] },
        { actor: target.key, cards: [] },
      ];
      const onCard = drawn
        ? { draw: opposedDraw(side("ana", "10S"), side(target.key, "6H"), { stage: "consequences", result: hit }) }
        : { lastResult: { ...hit, revealed } };
      const state = duelState([ana, target], onCard);
      const context = oppositionContext({ rulings: state.rulings, names: {}, seated: state.combatants, opposition: state });
      return (drawn ? context.draw?.result : context.lastResult)?.poolLabel;
    };
    for (const drawn of [false, true]) {
      expect(takenFrom(blade, drawn)).toBe("DECKBOUND.Bastards.Opposition.TakenFromPowerPool");
      expect(takenFrom(rats, drawn)).toBe("DECKBOUND.Bastards.Opposition.TakenFromMembers");
      expect(takenFrom(bram, drawn)).toBe("DECKBOUND.Bastards.Pool.body");
    }
  });

  it("[GOB-23] while the table is asked, only the GM's Go on / Stop here buttons show", () => {
    const state = duelState([ana, bram], { question: { to: "hand:ana", count: 1 } });
    const context = oppositionContext({ rulings: state.rulings, names: {}, seated: state.combatants, opposition: state });
    expect(context.buttons).toEqual([]);
    expect(context.question).toBe(true);
    expect(context.gmButtons.map((button) => [button.action, button.data["goOn"], button.label])).toEqual([
      ["answerContinue", "true", "DECKBOUND.Bastards.Opposition.Button.answerContinue"],
      ["answerContinue", "false", "DECKBOUND.Bastards.Opposition.Button.stop"],
    ]);
  });

  it("[GOB-28] a Berserk character's turn offers the Meditation draw that ends it, and the card tells its outcome; the parser reads it", () => {
    const raging = duelState([ana, bram], {
      active: [{ actor: "ana", advantage: "berserk", scope: "opposition", target: null, amount: null }],
    });
    expect(oppositionButtons(raging).map((button) => button.action)).toContain("endBerserk");
    expect(oppositionButtons(duelState([ana, bram])).map((button) => button.action)).not.toContain("endBerserk");
    expect(oppositionButtons({ ...raging, acted: ["ana"] }).map((button) => button.action)).not.toContain("endBerserk");
    expect(OPPOSITION_ACTIONS["endBerserk"]!.parse({ actor: "ana" })).toEqual({ ok: true, action: { type: "endBerserk", actor: "ana" } });
    const meditation = { actor: "ana", player: null, fate: null, calmed: true } as const;
    const after = { ...raging, meditation };
    const context = oppositionContext({ rulings: after.rulings, names: { ana: "Ana" }, seated: after.combatants, opposition: after });
    expect(context.meditation).toMatchObject({ name: "Ana", label: "DECKBOUND.Bastards.Opposition.Meditation.true" });
  });

  it("[CORE-06] a button is for its actor's owners and GMs; the GM's buttons for GMs only", () => {
    const viewer = (isGM: boolean, owns: (actor: string) => boolean): Viewer => ({
      userId: isGM ? "gm" : "player",
      isGM,
      owns,
      cardActorId: "ana",
    });
    const player = viewer(false, (actor) => actor === "ana");
    const gm = viewer(true, () => true);
    const state = duelState([ana, bram], { phase: "initiative", turn: null, initiativeChosen: [] });
    const context = oppositionContext({ rulings: state.rulings, names: {}, seated: state.combatants, opposition: state });
    const [anaButton, bramButton] = context.buttons;
    expect(mayPress(anaButton!.audience, player)).toBe(true);
    expect(mayPress(bramButton!.audience, player)).toBe(false);
    expect(mayPress(context.gmButtons[0]!.audience, player)).toBe(false);
    expect(mayPress(bramButton!.audience, gm)).toBe(true);
  });
});

describe("advantages offered", () => {
  it("[GOB-07] [GOB-28] only advantages the engine applies by choice, held, and with a non-empty pool are offered", () => {
    const holder = fatedCombatant(
      "ana",
      "heroes",
      fated("C", { advantages: { dodge: 1, serendipity: 1, toughness: 1 }, poolLoss: { body: 0, spirit: 0, mind: 0, luck: 5 } }),
    );
    expect(usableAdvantages(holder)).toEqual(["dodge"]);
    const state = duelState([holder, bram]);
    const context = oppositionContext({ rulings: state.rulings, names: {}, seated: state.combatants, opposition: state });
    expect(context.advantageButtons.map((button) => [button.action, button.actor, button.mode])).toEqual([["useAdvantage", "ana", "form"]]);
    expect(stepForm("useAdvantage", state, {}, "ana").advantages.map((entry) => entry.value)).toEqual(["dodge"]);
  });
});

describe("choosers", () => {
  it("[GOB-12] a hand's cards to choose from never include a joker", () => {
    expect(cardChoice([parseCard("7C", "A"), joker("red", "A")]).cards.map((card) => card.code)).toEqual(["7C"]);
    expect(cardChoice([]).empty).toBe(true);
  });

  it("[GOB-20] [GOB-25] an attack's targets are the combatants of the other sides who are not killed (the fallen too)", () => {
    const out: FollowerCombatant = { ...(followerCombatant("fol", "villains", 1) as FollowerCombatant), powerLoss: 99 };
    const ally: Combatant = fatedCombatant("cat", "heroes", fated("H"));
    const fallen: Combatant = fatedCombatant("dan", "villains", fated("S", { poolLoss: { body: 5, spirit: 5, mind: 0, luck: 0 } }));
    const state = duelState([ana, bram, out, ally, fallen]);
    const form = stepForm("attack", state, { bram: "Bram", dan: "Dan" }, "ana");
    expect(form.targets).toEqual([
      { value: "bram", name: "Bram" },
      { value: "dan", name: "Dan" },
    ]);
    expect(form.isAttack).toBe(true);
    expect(form.skills.map((skill) => skill.value)).toContain("combat:unarmed");
  });

  it("[GOB-08] [GOB-28] the attack form offers the intimidation flag, and Trip to one who holds it; the card's parser reads both", () => {
    const tripper = fatedCombatant("ana", "heroes", fated("C", { advantages: { trip: 1 } }));
    expect(stepForm("attack", duelState([tripper, bram]), {}, "ana").canTrip).toBe(true);
    expect(stepForm("attack", duelState([ana, bram]), {}, "ana").canTrip).toBe(false);
    const data = { actor: "ana", target: "bram", skill: "influence", kind: "social", intimidate: "true", trip: "false" };
    expect(OPPOSITION_ACTIONS["attack"]!.parse(data)).toEqual({
      ok: true,
      action: { type: "attack", actor: "ana", target: "bram", skill: "influence", kind: "social", modifier: 0, intimidate: true },
    });
    expect(OPPOSITION_ACTIONS["attack"]!.parse({ ...data, trip: "sometimes" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
  });

  it("[GOB-19] the attack form offers the pool the table rules the attack hits (LP for a curse…); the parser reads it; '' or anything not a trait is the kind's own", () => {
    expect(stepForm("attack", duelState([ana, bram]), {}, "ana").pools.map((pool) => pool.value)).toEqual([
      "body",
      "spirit",
      "mind",
      "luck",
    ]);
    const data = { actor: "ana", target: "bram", skill: "influence", kind: "spiritual" };
    expect(OPPOSITION_ACTIONS["attack"]!.parse({ ...data, pool: "luck" })).toMatchObject({ ok: true, action: { pool: "luck" } });
    const usual = OPPOSITION_ACTIONS["attack"]!.parse({ ...data, pool: "" });
    expect(usual.ok && "pool" in usual.action).toBe(false);
    const odd = OPPOSITION_ACTIONS["attack"]!.parse({ ...data, pool: "toString" });
    expect(odd.ok && "pool" in odd.action).toBe(false);
  });

  it("[GOB-15] the GM's side button cycles a combatant through the seated sides and a side of its own", () => {
    const seated = [ana, { ...bram, side: "heroes" }];
    expect(nextSide(seated, "bram", { bram: "Bram" })).toBe("Bram");
    expect(nextSide([ana, { ...bram, side: "Bram" }], "bram", { bram: "Bram" })).toBe("heroes");
  });

  it("[GOB-15] a combatant on a side named after it shows its name once: its row names no side ('Mara Black / Mara Black · Active')", () => {
    const names = { ana: "Ana", bram: "Bram" };
    const seated = [ana, { ...bram, side: "Bram" }];
    const rows = oppositionContext({ rulings: duelState(seated).rulings, names, seated, opposition: null }).combatants;
    expect(rows.map((row) => [row.name, row.side])).toEqual([
      ["Ana", "heroes"],
      ["Bram", null],
    ]);
    const dealt = duelState(seated);
    const playing = oppositionContext({ rulings: dealt.rulings, names, seated, opposition: dealt }).combatants;
    expect(playing.map((row) => row.side)).toEqual(["heroes", null]);
  });

  it("[GOB-15] the side button reaches every side the others sit on, whatever the combatant's place among them (seated second, it never reached the first side)", () => {
    const tom = { ...bram, key: "tom" };
    const name = { tom: "Tom" };
    // Ana on Fated, Tom second in the list, two more on Opposition: Tom's button goes Opposition → Tom → Fated → Opposition.
    const seatedWith = (side: string) => [
      { ...ana, side: "Fated" },
      { ...tom, side },
      { ...bram, key: "mara", side: "Opposition" },
      { ...bram, key: "toughs", side: "Opposition" },
    ];
    const visited = [nextSide(seatedWith("Opposition"), "tom", name)];
    for (let press = 0; press < 2; press++) visited.push(nextSide(seatedWith(visited.at(-1)!), "tom", name));
    expect(visited).toEqual(["Tom", "Fated", "Opposition"]);
  });

  it("[GOB-20] a wounder may inflict only disadvantages of the emptied suits", () => {
    const state = duelState([ana, bram], { woundOffer: { wounder: "ana", target: "bram", suits: ["D"] } });
    expect(stepForm("inflictDisadvantage", state, {}, "ana").disadvantages.map((entry) => entry.value)).toEqual(["misfortunate"]);
    expect(stepForm("inflictDisadvantage", state, {}, "bram").disadvantages).toEqual([]);
  });
});

describe("the Fated actor's data", () => {
  it("[GOB-02] [GOB-08] a character round-trips through system data; a bought-off disadvantage is deleted, not merged back", () => {
    let character = createCharacter("S");
    const took = build(character, { type: "takeDisadvantage", id: "ugly" });
    if (!took.ok) throw new Error(took.reason);
    character = { ...took.state, phase: "play", timePasses: { open: true, raised: [] } };
    expect(toCharacter(characterSource(character))).toEqual(character);
    const removed = build(character, { type: "removeDisadvantage", id: "ugly" });
    if (!removed.ok) throw new Error(removed.reason);
    const update = characterUpdate(character, removed.state);
    expect(update["disadvantages"]).toEqual({ "-=ugly": null });
    expect(update["xp"]).toBe(character.xp - 1);
  });
});

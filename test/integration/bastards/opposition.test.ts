/**
 * A Game of Bastards on the Foundry test runtime, through the GM queue, with the hidden-card audit
 * on every chat message: a whole opposition (shuffle and deal, initiative, turns with the draw step,
 * an opposed draw with face-down cards, betting and a wildcard, damage that empties a pool and sets
 * Desperation), the deck running out mid-opposition, and a Fate draw with its odds.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { compareCards } from "../../../src/rules/bastards/index.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { cardView } from "../../../src/foundry/sheets/hand-context.ts";
import { createWorld } from "../world.ts";
import { until } from "../wait.ts";
import type { World } from "../world.ts";
import * as helpers from "./helpers.ts";
import { best, opposition } from "./helpers.ts";
import { FATE_DRAW_MESSAGE, OPPOSITION_MESSAGE } from "../../../src/rulesets/bastards/ids.ts";
import { ODDS } from "../../sandbox/sight.ts";

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

const lying = (stack: string, owner?: string) => helpers.lying(world, stack, owner);
const allCards = () => helpers.allCards(world);
const fated = (name: string, owner: User.Implementation, system: Record<string, unknown>) => helpers.fated(world, name, owner, system);
const ask: World["ask"] = (user, request) => world.ask(user, request);
const rt = { as: <T>(user: User.Implementation, fn: () => Promise<T>) => world.rt.as(user, fn) };
const ruleset = () => world.ruleset;

/** The actors the rendered buttons act for (GM buttons excluded), on the card as the GM sees it: every button. */
async function buttonActors(messageId: string): Promise<string[]> {
  const [players] = (await world.seeCard(messageId)).split("bastards-gm-buttons");
  return [...players!.matchAll(/data-actor="([^"]*)"/g)].map((match) => match[1]!);
}

const worst = (cards: readonly Card[]) => [...cards].filter((card): card is SuitedCard => card.kind === "suited").sort(compareCards)[0]!;

interface Duel {
  readonly ann: Actor.Implementation;
  readonly bob: Actor.Implementation;
  readonly messageId: string;
}

/** Ana (strong, two wildcards) against Bram (one point of Body left), dealt and with initiative played. */
async function beginDuel(): Promise<Duel> {
  const ann = await fated("Ana", players[0]!, {
    suit: "C",
    traits: { body: 4, spirit: 1, mind: 1, luck: 1 },
    skills: { "combat:unarmed": 3 },
    wildcards: 2,
  });
  const bob = await fated("Bram", players[1]!, {
    suit: "S",
    traits: { body: 1, spirit: 1, mind: 1, luck: 1 },
    poolLoss: { body: 4, spirit: 0, mind: 0, luck: 0 },
  });
  await world.setUp();
  const started = await ask(players[0]!, {
    kind: "startCard",
    messageType: OPPOSITION_MESSAGE,
    actorId: ann.id!,
    options: {
      combatants: [
        { actor: ann.id, side: "heroes" },
        { actor: bob.id, side: "villains" },
      ],
    },
  });
  expect(started.ok).toBe(true);
  const messageId = started.ok ? started.messageId! : "";
  expect(await world.act(players[0]!, messageId, "begin")).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.GmOnly" });
  expect((await world.act(gm, messageId, "begin")).ok).toBe(true);
  // [GOB-09] [GOB-15] a new scene: the deck shuffled, five cards dealt to each.
  expect(lying("hand", ann.id!)).toHaveLength(5);
  expect(lying("hand", bob.id!)).toHaveLength(5);
  expect(lying("deck")).toHaveLength(98);
  expect(opposition(messageId).phase).toBe("initiative");
  return { ann, bob, messageId };
}

describe("an opposition on the table", () => {
  it("[GOB-15] [GOB-16] [GOB-17] [GOB-18] [GOB-19] [GOB-20] initiative, turns with the draw step, an opposed draw with betting and a wildcard, damage that sets Desperation; no hidden card in any message", async () => {
    const { ann, bob, messageId } = await beginDuel();
    const annCard = best(lying("hand", ann.id!));
    // [GOB-15] a player cannot choose for another's character; each chooses from their own hand.
    expect(await world.act(players[1]!, messageId, "chooseInitiative", { actor: ann.id, ...identityOf(annCard) })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.NotYourCombatant",
    });
    expect((await world.act(players[0]!, messageId, "chooseInitiative", { actor: ann.id, ...identityOf(annCard) })).ok).toBe(true);
    expect(lying("facedown", ann.id!)).toEqual([annCard]);
    expect(await buttonActors(messageId)).toEqual([bob.id]);
    expect(
      (await world.act(players[1]!, messageId, "chooseInitiative", { actor: bob.id, ...identityOf(worst(lying("hand", bob.id!))) })).ok,
    ).toBe(true);
    let state = opposition(messageId);
    expect(state.phase).toBe("turns");
    expect(lying("play")).toHaveLength(2);
    // [GOB-15] lowest initiative first, the Ace counting 1.
    const value = (card: SuitedCard) => (card.rank === 14 ? 1 : card.rank);
    const [annInit, bobInit] = [ann, bob].map((actor) => state.combatants.find((c) => c.key === actor.id)!.initiative!);
    expect(state.order[0]).toBe(
      value(annInit!) < value(bobInit!) || (value(annInit!) === value(bobInit!) && compareCards(annInit!, bobInit!) < 0) ? ann.id : bob.id,
    );

    let drawSteps = 0;
    let betRefusals = 0;
    let wildcardPlayed = false;
    const desperate = () => (game.actors.get(bob.id!)!.system as unknown as { condition: string }).condition === "desperate";
    for (let turn = 0; turn < 12 && !(drawSteps >= 2 && desperate()); turn++) {
      state = opposition(messageId);
      if (state.phase !== "turns") break;
      const current = state.turn!.actor;
      const user = current === ann.id ? players[0]! : players[1]!;
      // [GOB-16] the draw step comes first: Luck cards into the hand.
      expect(
        await world.act(user, messageId, "attack", {
          actor: current,
          target: current === ann.id ? bob.id : ann.id,
          skill: "combat:unarmed",
          kind: "physical",
        }),
      ).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.NotYourTurn" });
      const before = lying("hand", current).length;
      expect((await world.act(user, messageId, "drawStep", { actor: current, trait: "luck" })).ok).toBe(true);
      drawSteps++;
      expect(lying("hand", current).length).toBeGreaterThanOrEqual(before + 1);
      if (current === ann.id && !desperate()) {
        // Ana attacks Bram: an opposed draw [GOB-17].
        expect(
          (await world.act(players[0]!, messageId, "attack", { actor: ann.id, target: bob.id, skill: "combat:unarmed", kind: "physical" }))
            .ok,
        ).toBe(true);
        expect(await buttonActors(messageId)).toEqual([bob.id]);
        expect((await world.act(players[1]!, messageId, "defend", { actor: bob.id, skill: "combat:unarmed" })).ok).toBe(true);
        const annDown = best(lying("hand", ann.id!));
        expect((await world.act(players[0]!, messageId, "playFaceDown", { actor: ann.id, ...identityOf(annDown) })).ok).toBe(true);
        if (opposition(messageId).draw?.stage === "defenderFaceDown") {
          expect(
            (await world.act(players[1]!, messageId, "playFaceDown", { actor: bob.id, ...identityOf(worst(lying("hand", bob.id!))) })).ok,
          ).toBe(true);
        }
        // Face-down cards lie in their owners' stacks; the card shows only their backs.
        expect(lying("facedown", ann.id!)).toEqual([annDown]);
        expect(await world.seeCard(messageId)).toContain("is-face-down");
        // [GOB-17] betting: alternately, up to the skill rank; a bet out of turn is refused.
        for (let bets = 0; bets < 10; bets++) {
          const draw = opposition(messageId).draw;
          if (draw?.stage !== "betting") break;
          const bettor = draw[draw.bettor].actor;
          const other = bettor === ann.id ? bob.id! : ann.id!;
          const otherHand = lying("hand", other);
          if (otherHand.length > 0) {
            const refused = await world.act(other === ann.id ? players[0]! : players[1]!, messageId, "bet", {
              actor: other,
              ...identityOf(otherHand[0]!),
            });
            expect(refused.ok).toBe(false);
            betRefusals++;
          }
          expect((await buttonActors(messageId)).every((key) => key === bettor)).toBe(true);
          if (bettor === bob.id) expect((await world.act(players[1]!, messageId, "stand", { actor: bob.id })).ok).toBe(true);
          else
            expect(
              (await world.act(players[0]!, messageId, "bet", { actor: ann.id, ...identityOf(best(lying("hand", ann.id!))) })).ok,
            ).toBe(true);
        }
        const afterBetting = opposition(messageId).draw!;
        expect(afterBetting.stage).toBe("wildcards");
        expect(afterBetting.attacker.faceUp.length + 1).toBe(afterBetting.attacker.cap);
        // [GOB-17] no more cards from the hand than the skill rank.
        expect(await world.act(players[0]!, messageId, "bet", { actor: ann.id, ...identityOf(lying("hand", ann.id!)[0]!) })).toEqual({
          ok: false,
          reason: "DECKBOUND.Bastards.Refusal.BeyondSkillRank",
        });
        // [GOB-17] [GOB-21] a wildcard plays the top card of the deck, face up.
        const playBefore = lying("play").length;
        expect((await world.act(players[0]!, messageId, "spendWildcard", { actor: ann.id })).ok).toBe(true);
        wildcardPlayed = true;
        expect(lying("play").length).toBe(playBefore + 1);
        if (opposition(messageId).draw?.stage === "wildcards")
          expect((await world.act(players[0]!, messageId, "finishWildcards", { actor: ann.id })).ok).toBe(true);
        // The reveal and the result [GOB-18]: the face-down cards are shown now.
        expect(opposition(messageId).lastResult).not.toBeNull();
        expect(await world.seeCard(messageId)).not.toContain("is-face-down");
        // [GOB-18] the revealed cards stay in the last result: Bob's seat sees the face Ana's card hid.
        const revealed = opposition(messageId).lastResult!.revealed;
        expect(revealed.map((played) => played.actor)).toEqual([ann.id, bob.id]);
        expect(revealed[0]!.cards.map(cardKey)).toContain(cardKey(annDown));
        expect(await world.seeCard(messageId, players[1])).toContain(`alt="${cardView(annDown as SuitedCard).name}"`);
      }
      const after = opposition(messageId);
      if (after.phase === "turns" && after.turn?.actor === current && !(drawSteps >= 2 && desperate())) {
        expect((await world.act(user, messageId, "endTurn", { actor: current })).ok).toBe(true);
      }
    }
    expect(drawSteps).toBeGreaterThanOrEqual(2);
    expect(betRefusals).toBeGreaterThan(0);
    expect(wildcardPlayed).toBe(true);
    // [GOB-19] [GOB-20] Bram's Body pool is empty, the others untouched: he is desperate, on his actor too.
    const bram = game.actors.get(bob.id!)!;
    const system = bram.system as unknown as { pools: Record<string, { value: number }>; condition: string };
    expect(system.pools["body"]!.value).toBe(0);
    expect(system.pools["mind"]!.value).toBe(5);
    expect(system.condition).toBe("desperate");
    expect((game.actors.get(ann.id!)!.system as unknown as { wildcards: number }).wildcards).toBeLessThanOrEqual(1);
    expect(allCards()).toBe(108);
    expect(world.audit.audited).toBeGreaterThan(10);
  });

  it("[GOB-23] the deck running out mid-opposition asks the table (every seat reads the question, the GM answers); going on shuffles the discards back", async () => {
    const { ann, bob, messageId } = await beginDuel();
    for (const [actor, user] of [
      [ann, players[0]!],
      [bob, players[1]!],
    ] as const) {
      expect(
        (await world.act(user, messageId, "chooseInitiative", { actor: actor.id, ...identityOf(best(lying("hand", actor.id!))) })).ok,
      ).toBe(true);
    }
    // Empty the deck into the discards behind the table's back.
    const table = new world.modules.table.FoundryTable(ruleset(), seededRandom(3));
    await rt.as(gm, () => table.draw("deck", "discard", 200));
    expect(lying("deck")).toHaveLength(0);
    const actor = opposition(messageId).turn!.actor;
    const user = actor === ann.id ? players[0]! : players[1]!;
    expect((await world.act(user, messageId, "drawStep", { actor, trait: "luck" })).ok).toBe(true);
    expect(opposition(messageId).question).not.toBeNull();
    expect(await world.seeCard(messageId)).toContain("Is this fight still worth it?");
    expect(await world.seeCard(messageId)).toContain('data-action="answerContinue"');
    // Every player reads the question; only the GM has its answers.
    for (const player of players) {
      const seen = await world.seeCard(messageId, player);
      expect(seen).toContain("Is this fight still worth it?");
      expect(seen).not.toContain('data-action="answerContinue"');
    }
    expect(await world.act(user, messageId, "endTurn", { actor })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.AwaitingTable",
    });
    expect(await world.act(user, messageId, "answerContinue", { goOn: "true" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.GmOnly",
    });
    const handBefore = lying("hand", actor).length;
    expect((await world.act(gm, messageId, "answerContinue", { goOn: "true" })).ok).toBe(true);
    expect(opposition(messageId).question).toBeNull();
    expect(lying("hand", actor).length).toBe(handBefore + 1);
    expect(lying("discard")).toHaveLength(0);
    expect(allCards()).toBe(108);
  });
});

describe("a second opposition", () => {
  it("[GOB-09] begins a new scene with the whole deck: the hands Ana and Brute kept from the first go back before Bo and the Thug are dealt", async () => {
    const system = { traits: { body: 3, spirit: 2, mind: 2, luck: 1 }, skills: { "combat:unarmed": 2 } };
    const ana = await fated("Ana", players[0], { suit: "C", ...system });
    const brute = await fated("Brute", gm, { suit: "S", ...system });
    const bo = await fated("Bo", players[1], { suit: "H", ...system });
    const thug = await fated("Thug", gm, { suit: "D", ...system });
    const first = await helpers.beginOpposition(world, gm, [
      [ana, "A"],
      [brute, "B"],
    ]);
    expect(lying("hand", ana.id!)).toHaveLength(5);
    expect((await world.act(gm, first, "endOpposition")).ok).toBe(true);
    await helpers.beginOpposition(world, gm, [
      [bo, "A"],
      [thug, "B"],
    ]);
    expect(lying("hand", ana.id!)).toEqual([]);
    expect(lying("hand", brute.id!)).toEqual([]);
    expect(lying("deck")).toHaveLength(108 - 10);
    expect(allCards()).toBe(108);
  });
});

describe("sheets edited while an opposition runs", () => {
  it("[GOB-03] [GOB-04] XP the GM awards, a pool restored and a wildcard marked on Ana's sheet mid-opposition reach the card at once and stay through its end, which adds its own XP to them", async () => {
    const system = { traits: { body: 3, spirit: 2, mind: 2, luck: 1 }, skills: { "combat:unarmed": 2 } };
    const ana = await fated("Ana", players[0], { suit: "C", ...system, xp: 10, poolLoss: { body: 4, spirit: 0, mind: 0, luck: 0 } });
    const brute = await fated("Brute", gm, { suit: "S", ...system });
    const messageId = await helpers.beginOpposition(world, gm, [
      [ana, "A"],
      [brute, "B"],
    ]);
    const sheet = () => ana.system as unknown as { xp: number; wildcards: number; poolLoss: { body: number } };
    await rt.as(gm, () => ana.update({ system: { xp: 15, wildcards: 2, poolLoss: { body: 1 } } } as never));
    const onCard = () => {
      const combatant = opposition(messageId).combatants.find((held) => held.key === ana.id);
      return combatant?.kind === "fated" ? combatant.character : null;
    };
    await until(() => onCard()?.xp === 15);
    expect(onCard()).toMatchObject({ wildcards: 2, poolLoss: { body: 1 } });
    expect((await world.act(gm, messageId, "endOpposition")).ok).toBe(true);
    expect(opposition(messageId).phase).toBe("ended");
    expect(sheet()).toMatchObject({ xp: 16, wildcards: 2, poolLoss: { body: 1 } });
  });
});

describe("knocking down in an opposition", () => {
  it("[GOB-20] once turns begin the GM (only) knocks a combatant down from the card; their button is gone once they are down", async () => {
    const { ann, bob, messageId } = await beginDuel();
    const content = () => world.seeCard(messageId);
    // No knocking down while initiative is being played.
    expect(await content()).not.toContain('data-action="knockDown"');
    expect(
      (await world.act(players[0]!, messageId, "chooseInitiative", { actor: ann.id, ...identityOf(best(lying("hand", ann.id!))) })).ok,
    ).toBe(true);
    expect(
      (await world.act(players[1]!, messageId, "chooseInitiative", { actor: bob.id, ...identityOf(worst(lying("hand", bob.id!))) })).ok,
    ).toBe(true);
    expect(opposition(messageId).phase).toBe("turns");
    for (const who of [ann, bob]) expect(await content()).toContain(`data-action="knockDown" data-actor="${who.id}"`);
    expect(await world.act(players[0]!, messageId, "knockDown", { actor: bob.id! })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.GmOnly",
    });
    expect((await world.act(gm, messageId, "knockDown", { actor: bob.id! })).ok).toBe(true);
    expect(opposition(messageId).combatants.find((combatant) => combatant.key === bob.id)?.knockedDown).toBe(true);
    expect(await content()).not.toContain(`data-action="knockDown" data-actor="${bob.id}"`);
    expect(await content()).toContain(`data-action="knockDown" data-actor="${ann.id}"`);
  });
});

describe("a joker as the deck's last card", () => {
  /** The deck holds nothing but one joker when the turn's draw step meets it: who drew, their wildcards, and the joker. */
  async function loneJokerDrawStep() {
    const { ann, bob, messageId } = await beginDuel();
    for (const [actor, user] of [
      [ann, players[0]!],
      [bob, players[1]!],
    ] as const) {
      expect(
        (await world.act(user, messageId, "chooseInitiative", { actor: actor.id, ...identityOf(best(lying("hand", actor.id!))) })).ok,
      ).toBe(true);
    }
    const deck = lying("deck");
    const lone = deck.find((card) => card.kind === "joker")!;
    const table = new world.modules.table.FoundryTable(ruleset(), seededRandom(5));
    await rt.as(gm, () =>
      table.move(
        deck.filter((card) => cardKey(card) !== cardKey(lone)),
        "deck",
        "discard",
      ),
    );
    expect(lying("deck")).toEqual([lone]);
    const actor = opposition(messageId).turn!.actor;
    const user = actor === ann.id ? players[0]! : players[1]!;
    const wildcards = () => (game.actors.get(actor)!.system as unknown as { wildcards: number }).wildcards;
    const [handBefore, wildcardsBefore] = [lying("hand", actor).length, wildcards()];
    expect((await world.act(user, messageId, "drawStep", { actor, trait: "luck" })).ok).toBe(true);
    expect(wildcards()).toBe(wildcardsBefore + 1);
    expect(allCards()).toBe(108);
    return { messageId, actor, handBefore, lone };
  }

  it("[GOB-12] by the book, a draw step that meets a lone joker gives the wildcard and shuffles the discards back: the draw is made and nobody is asked", async () => {
    const { messageId, actor, handBefore, lone } = await loneJokerDrawStep();
    expect(lying("hand", actor).length).toBeGreaterThan(handBefore);
    expect(lying("discard").some((card) => cardKey(card) === cardKey(lone))).toBe(false);
    expect(opposition(messageId).question).toBeNull();
  });

  it("[GOB-12] [GOB-23] world setting (jokers to the discards in an opposition): a draw step that meets a lone joker gives the wildcard, keeps the discards out and asks the table, the deck having run out", async () => {
    await rt.as(gm, () => game.settings.set("deckbound", "bastards.jokerReturnsDiscardsInOpposition" as never, false as never));
    const { messageId, actor, handBefore, lone } = await loneJokerDrawStep();
    expect(lying("hand", actor)).toHaveLength(handBefore);
    expect(lying("deck")).toEqual([]);
    expect(lying("discard").some((card) => cardKey(card) === cardKey(lone))).toBe(true);
    expect(opposition(messageId).question).not.toBeNull();
  });
});

describe("advantages in an opposition", () => {
  it("[GOB-07] [GOB-28] an advantage is used from the card at the moment the rules allow, paying its pool; one whose suit's pool is empty is refused with the reason", async () => {
    const [ann, bob] = players;
    const ana = await fated("Ana", ann, {
      suit: "C",
      traits: { body: 2, spirit: 1, mind: 1, luck: 2 },
      advantages: { dodge: 1, serendipity: 1 },
      poolLoss: { body: 10, spirit: 0, mind: 0, luck: 0 },
    });
    const bram = await fated("Bram", bob, {});
    const messageId = await helpers.beginOpposition(world, ann, [
      [ana, "a"],
      [bram, "b"],
    ]);
    for (const [actor, user] of [
      [ana, ann],
      [bram, bob],
    ] as const) {
      expect(
        (await world.act(user, messageId, "chooseInitiative", { actor: actor.id, ...identityOf(best(lying("hand", actor.id!))) })).ok,
      ).toBe(true);
    }
    // Only Serendipity is offered: Dodge's suit (Clubs) has an empty pool.
    expect(await world.seeCard(messageId)).toContain("Use an advantage");
    expect(await world.act(ann, messageId, "useAdvantage", { actor: ana.id, advantage: "dodge" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.PoolEmpty",
    });
    expect(await world.act(bob, messageId, "useAdvantage", { actor: ana.id, advantage: "serendipity" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.NotYourCombatant",
    });
    expect((await world.act(ann, messageId, "useAdvantage", { actor: ana.id, advantage: "serendipity" })).ok).toBe(true);
    expect((game.actors.get(ana.id!)!.system as unknown as { pools: Record<string, { value: number }> }).pools["luck"]!.value).toBe(9);
    expect(opposition(messageId).active).toEqual([
      { actor: ana.id, advantage: "serendipity", scope: "nextDefense", target: null, amount: null },
    ]);
  });
});

describe("the Fate draw", () => {
  it("[GOB-10] [GOB-13] [CORE-05] shows the odds before the draw, plays the best card, beats or loses to the Fate; the next draw shuffles the shown cards back", async () => {
    const ann = await fated("Ana", players[0]!, { suit: "S", traits: { body: 1, spirit: 1, mind: 3, luck: 1 }, skills: { repair: 2 } });
    await world.setUp();
    const options = { skill: "repair", trait: "mind", difficulty: 3 };
    expect(await ask(players[1]!, { kind: "startCard", messageType: FATE_DRAW_MESSAGE, actorId: ann.id!, options })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect(
      await ask(players[0]!, {
        kind: "startCard",
        messageType: FATE_DRAW_MESSAGE,
        actorId: ann.id!,
        options: { ...options, difficulty: 25 },
      }),
    ).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.BadDifficulty" });
    const started = await ask(players[0]!, { kind: "startCard", messageType: FATE_DRAW_MESSAGE, actorId: ann.id!, options });
    const messageId = started.ok ? started.messageId! : "";
    const state = () =>
      (
        game.messages.get(messageId)!.system as unknown as {
          state: {
            hand: {
              phase: string;
              played: SuitedCard | null;
              fate: SuitedCard[];
              result: { playerTotal: number; fateTotal: number } | null;
              cardsToDraw: number;
              fateCount: number;
            };
          };
        }
      ).state.hand;
    expect(state().cardsToDraw).toBe(2);
    expect(state().fateCount).toBe(3);
    expect(await world.seeCard(messageId)).toMatch(new RegExp(`Chance of success ${ODDS}`));
    expect(await world.act(players[1]!, messageId, "draw")).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.NotYourCharacter" });
    expect((await world.act(players[0]!, messageId, "draw")).ok).toBe(true);
    const done = state();
    expect(done.phase).toBe("done");
    expect(done.played).not.toBeNull();
    expect(done.fate).toHaveLength(3);
    expect(done.result!.playerTotal).toBe(done.played!.rank + 3);
    expect(done.result!.fateTotal).toBe(Math.max(...done.fate.map((card) => card.rank)) + 3);
    // The shown cards wait face up in the discards; the unseen one went back into the deck.
    expect(lying("discard").map(cardKey).sort()).toEqual([done.played!, ...done.fate].map(cardKey).sort());
    expect(lying("skill", ann.id!)).toHaveLength(0);
    expect(await world.act(players[0]!, messageId, "draw")).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.NotYourMove" });
    const again = await ask(players[0]!, { kind: "startCard", messageType: FATE_DRAW_MESSAGE, actorId: ann.id!, options });
    expect((await world.act(players[0]!, again.ok ? again.messageId! : "", "draw")).ok).toBe(true);
    expect(lying("discard")).toHaveLength(4);
    expect(allCards()).toBe(108);
  });

  it("[GOB-28] [GOB-10] [CORE-05] Acrobat on a Fate draw of extreme movement: the odds count it, the lowest cards up to Body go to the discards and as many are drawn, the best of all is played", async () => {
    const mara = await fated("Mara", players[0]!, {
      suit: "C",
      traits: { body: 2, spirit: 1, mind: 1, luck: 1 },
      skills: { athletics: 3 },
      advantages: { acrobat: 1 },
    });
    const bram = await fated("Bram", players[1]!, { suit: "C", skills: { athletics: 3 } });
    await world.setUp();
    const options = { skill: "athletics", trait: "body", difficulty: 2 };
    // Only a holder of Acrobat may draw with it.
    expect(
      await ask(players[1]!, {
        kind: "startCard",
        messageType: FATE_DRAW_MESSAGE,
        actorId: bram.id!,
        options: { ...options, acrobat: true },
      }),
    ).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.AdvantageNotHeld" });
    const plain = await ask(players[0]!, { kind: "startCard", messageType: FATE_DRAW_MESSAGE, actorId: mara.id!, options });
    const started = await ask(players[0]!, {
      kind: "startCard",
      messageType: FATE_DRAW_MESSAGE,
      actorId: mara.id!,
      options: { ...options, acrobat: true },
    });
    type Hand = { phase: string; acrobat: number; discarded: SuitedCard[]; played: SuitedCard | null; handCount: number };
    const stateOf = (id: string) =>
      (game.messages.get(id)!.system as unknown as { state: { hand: Hand; odds: { success: number } } }).state;
    const messageId = started.ok ? started.messageId! : "";
    expect(stateOf(messageId).hand).toMatchObject({ acrobat: 2, discarded: [] });
    // The odds shown before the draw are better with Acrobat, and the card says what it does.
    expect(stateOf(messageId).odds.success).toBeGreaterThan(stateOf(plain.ok ? plain.messageId! : "").odds.success);
    expect(await world.seeCard(messageId)).toMatch(/Acrobat\): once drawn, the lowest 2 card/);
    expect((await world.act(players[0]!, messageId, "draw")).ok).toBe(true);
    const done = stateOf(messageId).hand;
    expect(done.phase).toBe("done");
    expect(done.discarded).toHaveLength(2);
    // Never the best: every discarded card is below the one played.
    for (const card of done.discarded) expect(compareCards(card, done.played!)).toBeLessThan(0);
    expect(lying("discard").map(cardKey)).toEqual(expect.arrayContaining(done.discarded.map(cardKey)));
    expect(await world.seeCard(messageId)).toMatch(/Acrobat discarded/);
    expect(lying("skill", mara.id!)).toHaveLength(0);
    expect(allCards()).toBe(108);
  });
});

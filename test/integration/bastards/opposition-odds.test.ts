/**
 * The odds on the opposition card, as each seat reads them [CORE-05, T-CORE-04, T-HAND-02]: before
 * the draw step, before each card is played face down or bet (listed per card, the sentence the
 * docked hand shows), before standing and before spending a wildcard — each counted from the seat
 * of the combatant the button acts for, from what that seat may see, and shown only to those who
 * may press it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import {
  DEFAULT_RULINGS,
  advantageChance,
  compareCards,
  dealChances,
  deckCards,
  drawChance,
  goOnChance,
  meditationChance,
  oppositionOdds,
} from "../../../src/rules/bastards/index.ts";
import type { Combatant, ExchangeOdds, Seat } from "../../../src/rules/bastards/index.ts";
import { percent } from "../../../src/foundry/odds-view.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { oppositionButtons } from "../../../src/rulesets/bastards/chat/opposition-context.ts";
import { exchangeText, oppositionOddsView } from "../../../src/rulesets/bastards/chat/opposition-odds-view.ts";
import { advantageControls } from "../../../src/rulesets/bastards/chat/advantage-controls.ts";
import { cardChoice } from "../../../src/rulesets/bastards/chat/choosers.ts";
import { fatedCombatant, followerCombatant } from "../../../src/rules/bastards/index.ts";
import type { FollowerCombatant } from "../../../src/rules/bastards/index.ts";
import type { Viewer } from "../../../src/foundry/chat/audience.ts";
import { duelState, fated, opposedDraw } from "../../rules/bastards/duel.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import * as helpers from "./helpers.ts";
import { opposition } from "./helpers.ts";

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

const suitedIn = (cards: readonly Card[]) => cards.filter((card): card is SuitedCard => card.kind === "suited").sort(compareCards);

/** What `actor`'s seat may see, read here as a test (which reads every stack) but only where that seat may look. */
const seatOf = (actor: string): Seat => ({
  actor,
  hand: lying("hand", actor),
  faceDown: lying("facedown", actor)[0] ?? null,
  table: [...lying("play"), ...lying("discard")],
});

/** Handlebars escapes what it writes: the sentences as the HTML holds them. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const exchange = (what: string, odds: ExchangeOdds) =>
  html(`${what}: win ${percent(odds.win)} · tie ${percent(odds.tie)} · lose ${percent(odds.lose)}`);

/** Ana (Body 3, Combat 3, two wildcards) against Bram (Mind 2), dealt, initiative played (Ana's the lower, so she acts first). */
async function duel(anaExtra: Record<string, unknown> = {}): Promise<{ ana: string; bram: string; messageId: string }> {
  const ana = await helpers.fated(world, "Ana", players[0], {
    suit: "C",
    traits: { body: 3, spirit: 1, mind: 1, luck: 2 },
    skills: { "combat:unarmed": 3 },
    wildcards: 2,
    ...anaExtra,
  });
  const bram = await helpers.fated(world, "Bram", players[1], { suit: "S", traits: { body: 1, spirit: 1, mind: 2, luck: 1 } });
  const messageId = await helpers.beginOpposition(world, players[0], [
    [ana, "heroes"],
    [bram, "villains"],
  ]);
  // Ana's lowest card (an Ace counts 1) against Bram's highest: she acts first.
  const initiative = (card: SuitedCard) => (card.rank === 14 ? 1 : card.rank);
  const annLow = [...suitedIn(lying("hand", ana.id!))].sort((a, b) => initiative(a) - initiative(b))[0]!;
  const bramHigh = [...suitedIn(lying("hand", bram.id!))].sort((a, b) => initiative(b) - initiative(a))[0]!;
  expect((await world.act(players[0], messageId, "chooseInitiative", { actor: ana.id, ...identityOf(annLow) })).ok).toBe(true);
  expect((await world.act(players[1], messageId, "chooseInitiative", { actor: bram.id, ...identityOf(bramHigh) })).ok).toBe(true);
  return { ana: ana.id!, bram: bram.id!, messageId };
}

/** Every `data-play-odds` entry of a rendered card: the card's key and the sentence the dock shows. */
function playOdds(content: string): Map<string, string> {
  return new Map([...content.matchAll(/data-play-odds="([^"]+)" data-odds-text="([^"]+)"/g)].map((match) => [match[1]!, match[2]!]));
}

/** Ann presses the card's Appear…: what its form shows, and what it sends when answered with `answer`. */
async function appearForm(messageId: string, actorId: string, answer: Record<string, unknown> | null) {
  const { oppositionProcedure } = await import("../../../src/rulesets/bastards/chat/opposition-card.ts");
  const message = game.messages.get(messageId)!;
  const cardState = (message.system as unknown as { state: unknown }).state;
  let shown = "";
  world.rt.dialogs.answer((config: Record<string, unknown>) => {
    shown = String(config["content"]);
    return answer;
  });
  const pressed = { message, actorId, state: cardState, data: { actor: "", prompt: "form" } };
  const sent = await world.rt.as(players[0], () => oppositionProcedure.actions["appear"]!.prompt!(pressed as never));
  return { shown, sent };
}

describe("the odds on the opposition card", () => {
  it("[CORE-05] [GOB-12] [GOB-16] [GOB-17] [GOB-18] each seat reads the odds of its own draw, plays, stand and wildcard where it decides, counted from what it may see", async () => {
    const { ana, bram, messageId } = await duel();
    const [ann, bob] = players;
    let state = opposition(messageId);
    expect(state.turn?.actor).toBe(ana);

    // [GOB-16] [GOB-12] the draw step: Luck cards, and the chance of a joker among them, for Ana's players only.
    const luck = drawChance(state, { type: "drawStep", actor: ana, trait: "luck" }, seatOf(ana), lying("deck").length)!;
    expect(luck.cards).toBe(2);
    const drawLine = `Draw (Luck): 2 cards, chance of a joker (a wildcard) ${percent(luck.joker)}`;
    expect(await world.seeCard(messageId, ann)).toContain(drawLine);
    expect(await world.seeCard(messageId, gm)).toContain(drawLine);
    expect(await world.seeCard(messageId, bob)).not.toContain("chance of a joker");
    expect((await world.act(ann, messageId, "drawStep", { actor: ana, trait: "luck" })).ok).toBe(true);

    // The action: a mulligan's five cards show their chance too, before the attack.
    expect(await world.seeCard(messageId, ann)).toContain("Mulligan: 5 cards, chance of a joker (a wildcard)");
    expect((await world.act(ann, messageId, "attack", { actor: ana, target: bram, skill: "combat:unarmed", kind: "physical" })).ok).toBe(
      true,
    );
    expect((await world.act(bob, messageId, "defend", { actor: bram, skill: "dexterity" })).ok).toBe(true);

    // [GOB-17] before Ana's face-down card: each card of her hand, on her card and her GM's, never on Bob's.
    state = opposition(messageId);
    const faceDown = oppositionOdds(state, seatOf(ana));
    expect(faceDown.play?.step).toBe("playFaceDown");
    const annSees = playOdds(await world.seeCard(messageId, ann));
    expect([...annSees.keys()].sort()).toEqual(suitedIn(lying("hand", ana)).map(cardKey).sort());
    for (const { card, odds } of faceDown.play!.cards)
      expect(annSees.get(cardKey(card))).toBe(`${exchange("Play face down", odds)} if both play their best; wildcards not counted`);
    expect(playOdds(await world.seeCard(messageId, gm))).toEqual(annSees);
    expect(await world.seeCard(messageId, bob)).not.toContain("data-play-odds");

    // Ana's seat never reads Bram's hand: swap his cards for others from the deck and her odds stay as they were.
    const bramHand = lying("hand", bram);
    await swapHand(bram);
    expect(lying("hand", bram)).toHaveLength(bramHand.length);
    expect(playOdds(await world.seeCard(messageId, ann))).toEqual(annSees);

    // Ana plays her best card face down; Bram's choice shows on his card alone.
    const annDown = suitedIn(lying("hand", ana)).at(-1)!;
    expect((await world.act(ann, messageId, "playFaceDown", { actor: ana, ...identityOf(annDown) })).ok).toBe(true);
    state = opposition(messageId);
    expect(state.draw?.stage).toBe("defenderFaceDown");
    const bramSees = playOdds(await world.seeCard(messageId, bob));
    for (const { card, odds } of oppositionOdds(state, seatOf(bram)).play!.cards)
      expect(bramSees.get(cardKey(card))).toBe(`${exchange("Play face down", odds)} if both play their best; wildcards not counted`);
    expect(await world.seeCard(messageId, ann)).not.toContain("data-play-odds");
    const bramDown = suitedIn(lying("hand", bram))[0]!;
    expect((await world.act(bob, messageId, "playFaceDown", { actor: bram, ...identityOf(bramDown) })).ok).toBe(true);

    // [GOB-17] [GOB-18] the betting: the bettor reads each bet's odds and standing's; a tie is its own share.
    let bettings = 0;
    for (let bets = 0; bets < 8; bets++) {
      state = opposition(messageId);
      if (state.draw?.stage !== "betting") break;
      bettings++;
      const bettor = state.draw[state.draw.bettor].actor;
      const user = bettor === ana ? ann : bob;
      const odds = oppositionOdds(state, seatOf(bettor));
      const content = await world.seeCard(messageId, user);
      expect(content).toContain(exchange("Stand", odds.stand!));
      for (const { card, odds: bet } of odds.play!.cards)
        expect(playOdds(content).get(cardKey(card))).toBe(`${exchange("Bet a card", bet)} if both play their best; wildcards not counted`);
      expect(content).toContain("A tie goes to the suit of each side&#x27;s last card.");
      expect(await world.seeCard(messageId, user === ann ? bob : ann)).not.toContain("Stand: win");
      if (bettor === bram) expect((await world.act(bob, messageId, "stand", { actor: bram })).ok).toBe(true);
      else
        expect((await world.act(ann, messageId, "bet", { actor: ana, ...identityOf(suitedIn(lying("hand", ana)).at(-1)!) })).ok).toBe(true);
    }

    expect(bettings).toBeGreaterThan(1);

    // [GOB-17] [GOB-21] the wildcard step: no more wildcards, or one more card from the deck, for Ana (she holds two).
    state = opposition(messageId);
    expect(state.draw?.stage).toBe("wildcards");
    const wildcard = oppositionOdds(state, seatOf(ana));
    const content = await world.seeCard(messageId, ann);
    expect(content).toContain(exchange("Spend a wildcard", wildcard.wildcard!));
    expect(content).toContain(exchange("No more wildcards", wildcard.finish!));
    expect(await world.seeCard(messageId, bob)).not.toContain("Spend a wildcard: win");
  });
});

/** Swap `actor`'s hand for as many other cards from the deck, as the GM could: a seat that never reads that hand reads the same odds after. */
async function swapHand(actor: string): Promise<void> {
  const table = new world.modules.table.FoundryTable(world.ruleset, seededRandom(9));
  const held = lying("hand", actor);
  const fresh = suitedIn(lying("deck")).filter((card) => !held.some((kept) => cardKey(kept) === cardKey(card)));
  await world.rt.as(gm, async () => {
    await table.move(held, `hand:${actor}`, "deck");
    await table.move(fresh.slice(0, held.length), "deck", `hand:${actor}`);
  });
  expect(lying("hand", actor).some((card) => held.some((kept) => cardKey(kept) === cardKey(card)))).toBe(false);
}

describe("the odds before the draws of Berserk's end and of the advantages", () => {
  it("[GOB-28] [GOB-10] [GOB-12] [CORE-05] Berserk Ana's Meditation Fate draw shows her players and the GM its chance of success and of a joker, counted from her seat; Bob reads none", async () => {
    const { ana, bram, messageId } = await duel({
      advantages: { berserk: 1 },
      skills: { "combat:unarmed": 3, meditation: 2 },
    });
    const [ann, bob] = players;
    expect((await world.act(ann, messageId, "drawStep", { actor: ana, trait: "luck" })).ok).toBe(true);
    // Before she is Berserk there is no Meditation draw to make.
    expect(await world.seeCard(messageId, ann)).not.toContain("End Berserk");
    expect((await world.act(ann, messageId, "useAdvantage", { actor: ana, advantage: "berserk" })).ok).toBe(true);
    const chance = meditationChance(opposition(messageId), seatOf(ana), lying("deck").length)!;
    expect(chance.cards).toBe(2);
    const line = html(
      `End Berserk (Meditation Fate draw): chance of success ${percent(chance.success)} · 2 cards, chance of a joker (a wildcard) ${percent(chance.joker)}`,
    );
    expect(await world.seeCard(messageId, ann)).toContain(line);
    expect(await world.seeCard(messageId, gm)).toContain(line);
    expect(await world.seeCard(messageId, bob)).not.toContain("chance of success");
    // Her seat never reads Bram's hand: other cards in it, the same odds.
    await swapHand(bram);
    expect(await world.seeCard(messageId, ann)).toContain(line);
    // The draw itself: its verdict is on the card and the line is gone.
    expect((await world.act(ann, messageId, "endBerserk", { actor: ana })).ok).toBe(true);
    const after = await world.seeCard(messageId, ann);
    expect(after).toMatch(/Ana (wins|loses) the Meditation Fate draw/);
    expect(after).not.toContain("chance of success");
  });
});

describe("the odds before an advantage's draws", () => {
  it("[GOB-28] [GOB-22] [GOB-12] [CORE-05] in a chase, Ann's Use form shows beside Ass Pull and Acrobat, once chosen, the chance of a joker among their cards (none beside Savage); once Acrobat is used, each card set aside shows its draw's chance to Ann and the GM, not Bob", async () => {
    const { ana, bram, messageId } = await duel({ advantages: { assPull: 1, acrobat: 1, savage: 1 } });
    const [ann, bob] = players;
    // Acrobat is for "a fate draw involving extreme movement": Bram flees, Ana gives chase, and in the next round's draw step she may use it.
    expect((await world.act(ann, messageId, "drawStep", { actor: ana, trait: "luck" })).ok).toBe(true);
    expect((await world.act(ann, messageId, "endTurn", { actor: ana })).ok).toBe(true);
    expect((await world.act(bob, messageId, "drawStep", { actor: bram, trait: "luck" })).ok).toBe(true);
    expect((await world.act(bob, messageId, "flee", { actor: bram })).ok).toBe(true);
    expect((await world.act(ann, messageId, "giveChase", { actor: ana })).ok).toBe(true);
    expect((await world.act(bob, messageId, "endTurn", { actor: bram })).ok).toBe(true);
    expect(opposition(messageId)).toMatchObject({ chase: true, turn: { actor: ana, stage: "draw" } });
    expect((await world.act(ann, messageId, "drawStep", { actor: ana, trait: "luck" })).ok).toBe(true);
    const { oppositionProcedure } = await import("../../../src/rulesets/bastards/chat/opposition-card.ts");
    const message = game.messages.get(messageId)!;
    const cardState = (message.system as unknown as { state: unknown }).state;
    const pressed = { message, actorId: ana, state: cardState, data: { actor: ana, prompt: "form" } };
    let shown = "";
    const fill = (choice: Record<string, string>) => (config: Record<string, unknown>) => {
      shown = String(config["content"]);
      return choice;
    };
    world.rt.dialogs.answer(fill({ advantage: "acrobat" }));
    const sent = await world.rt.as(ann, () => oppositionProcedure.actions["useAdvantage"]!.prompt!(pressed as never));
    expect(sent).toEqual({ actor: ana, advantage: "acrobat" });
    const state = opposition(messageId);
    const deck = lying("deck").length;
    const assPull = advantageChance(state, { actor: ana, advantage: "assPull" }, seatOf(ana), deck)!;
    const acrobat = advantageChance(state, { actor: ana, advantage: "acrobat" }, seatOf(ana), deck)!;
    const beside = (id: string, text: string) =>
      `<p class="bastards-form-odds" data-follows="advantage" data-for="[&quot;${id}&quot;]">${html(text)}</p>`;
    expect(shown).toContain(beside("assPull", `Ass Pull: 2 cards, chance of a joker (a wildcard) ${percent(assPull.joker)}`));
    expect(shown).toContain(
      beside(
        "acrobat",
        `Acrobat: up to 3 cards, one drawn for each card set aside; chance of a joker (a wildcard) among all 3: ${percent(acrobat.joker)}`,
      ),
    );
    expect(shown).not.toContain('data-for="[&quot;savage&quot;]"');
    // Her form never reads Bram's hand: other cards in it, the same form.
    const before = shown;
    await swapHand(bram);
    world.rt.dialogs.answer(fill({ advantage: "acrobat" }));
    await world.rt.as(ann, () => oppositionProcedure.actions["useAdvantage"]!.prompt!(pressed as never));
    expect(shown).toBe(before);

    expect((await world.act(ann, messageId, "useAdvantage", sent!)).ok).toBe(true);
    const each = drawChance(
      opposition(messageId),
      { type: "setAside", actor: ana, card: suitedIn(lying("hand", ana))[0]!, hand: lying("hand", ana) },
      seatOf(ana),
      lying("deck").length,
    )!;
    const line = html(`Set a card aside (Acrobat): 1 card drawn for it, chance of a joker (a wildcard) ${percent(each.joker)}`);
    expect(await world.seeCard(messageId, ann)).toContain(line);
    expect(await world.seeCard(messageId, gm)).toContain(line);
    expect(await world.seeCard(messageId, bob)).not.toContain("Set a card aside");
  });
});

describe("the odds before a deal", () => {
  it("[GOB-09] [GOB-12] [GOB-15] [CORE-05] before Shuffle and deal the GM reads, in one line, the chance of a joker among each Fated character's five cards; the players read none", async () => {
    const ana = await helpers.fated(world, "Ana", players[0], { suit: "C" });
    const bram = await helpers.fated(world, "Bram", players[1], { suit: "S" });
    const messageId = await helpers.startOpposition(world, gm, [
      [ana, "heroes"],
      [bram, "villains"],
    ]);
    const seated = (game.messages.get(messageId)!.system as unknown as { state: { seated: Combatant[] } }).state.seated;
    const [first, second] = dealChances(seated, DEFAULT_RULINGS, deckCards());
    // A joker brings the discards back and the deck is shuffled whole (the book): Bram, dealt after Ana, has his own chance, and the line names each.
    expect(first!.joker).not.toBeCloseTo(second!.joker, 10);
    const line = `Shuffle and deal: 5 cards to each Fated character, chance of a joker (a wildcard) among them: Ana ${percent(first!.joker)} · Bram ${percent(second!.joker)}`;
    expect(await world.seeCard(messageId, gm)).toContain(line);
    for (const player of players) expect(await world.seeCard(messageId, player)).not.toContain("chance of a joker");
    expect((await world.act(gm, messageId, "begin")).ok).toBe(true);
    expect(await world.seeCard(messageId, gm)).not.toContain("Shuffle and deal:");
  });

  it("[GOB-23] [GOB-12] [CORE-05] the deck ran out in Ana's draw step: the GM reads the chance of a joker among the cards still owed to her before Go on; the players none", async () => {
    const { ana, messageId } = await duel();
    const table = new world.modules.table.FoundryTable(world.ruleset, seededRandom(3));
    await world.rt.as(gm, () => table.draw("deck", "discard", 200));
    expect((await world.act(players[0], messageId, "drawStep", { actor: ana, trait: "luck" })).ok).toBe(true);
    const state = opposition(messageId);
    expect(state.question?.count).toBe(2);
    const chance = goOnChance(state, [...lying("play"), ...lying("discard")], lying("discard"), lying("deck").length)!;
    expect(chance.joker).toBeGreaterThan(0);
    expect(await world.seeCard(messageId, gm)).toContain(
      `Go on: 2 cards still owed to Ana, chance of a joker (a wildcard) ${percent(chance.joker)}`,
    );
    for (const player of players) expect(await world.seeCard(messageId, player)).not.toContain("still owed");
  });

  it("[GOB-22] [GOB-12] [CORE-05] Ann's Appear form shows, beside her character once chosen, the chance of a joker among the five cards it would be dealt, from its own seat", async () => {
    const { ana, messageId } = await duel();
    const cy = await helpers.fated(world, "Cy", players[0], { suit: "H" });
    expect((await world.act(players[0], messageId, "drawStep", { actor: ana, trait: "luck" })).ok).toBe(true);
    const { shown, sent } = await appearForm(messageId, ana, { actor: cy.id, side: "heroes" });
    expect(sent).toEqual({ actor: cy.id, side: "heroes" });
    const joiner = fatedCombatant(cy.id!, "heroes", fated("H"));
    const chance = drawChance(
      opposition(messageId),
      { type: "join", how: "appearance", actor: cy.id!, joiners: [joiner] },
      seatOf(cy.id!),
      lying("deck").length,
    )!;
    expect(chance.cards).toBe(5);
    expect(shown).toContain(
      `<p class="bastards-form-odds" data-follows="actor" data-for="[&quot;${cy.id}&quot;]">Dealt 5 cards on appearing, chance of a joker (a wildcard) ${percent(chance.joker)}</p>`,
    );
  });
});

describe("a successor on the Appear form", () => {
  it("[GOB-20] [GOB-22] the Appear form does not offer a killed character's successor in the scene it came in, and says why; another character is offered", async () => {
    const { ana, messageId } = await duel();
    const heir = await helpers.fated(world, "Ana's successor", players[0], { awaitsNextScene: true });
    const cy = await helpers.fated(world, "Cy", players[0], { suit: "H" });
    expect((await world.act(players[0], messageId, "drawStep", { actor: ana, trait: "luck" })).ok).toBe(true);
    const { shown } = await appearForm(messageId, ana, null);
    expect(shown).toContain("Ana&#x27;s successor, a killed character&#x27;s successor, cannot appear until the next scene.");
    expect(shown).not.toContain(`<option value="${heir.id}"`);
    expect(shown).toContain(`<option value="${cy.id}"`);
  });
});

describe("the odds view, from each viewer's buttons", () => {
  const viewer = (owns: readonly string[], isGM = false): Viewer => ({
    userId: isGM ? "gm" : "player",
    isGM,
    owns: (actor) => isGM || owns.includes(actor),
    cardActorId: "ana",
  });
  const reads: string[] = [];
  const read = {
    seat: (actor: string): Seat => {
      reads.push(actor);
      return { actor, hand: parseCards("5S 9H", "A"), faceDown: null, table: [] };
    },
    deckSize: () => 20,
    table: () => [],
    discards: () => [],
    gathered: () => deckCards(),
  };

  it("[GOB-12] [GOB-20] [GOB-28] [CORE-05] an offered draw (Careful) and Desperation's cards after taking the damage show the chance of a joker, to the drawer's players alone", () => {
    const careful = fatedCombatant("ana", "heroes", fated("S", { advantages: { careful: 1 } }));
    const bram = fatedCombatant("bram", "villains", fated("C"));
    const offered = duelState([careful, bram], { offers: [{ actor: "ana", advantage: "careful" }] });
    reads.length = 0;
    const view = oppositionOddsView(offered, oppositionButtons(offered), viewer(["ana"]), { ana: "Ana" }, read);
    expect(view?.groups).toHaveLength(1);
    expect(view?.groups[0]?.lines.find((line) => line.what === "DECKBOUND.Bastards.Advantage.careful.Name")).toMatchObject({
      key: "DECKBOUND.Bastards.Odds.Joker",
      cards: 1,
      chance: percent(4 / 20),
    });
    expect(reads).toEqual(["ana"]);
    // Bram's players see none of it, and his seat is never read for them.
    reads.length = 0;
    expect(oppositionOddsView(offered, oppositionButtons(offered), viewer(["bram"]), {}, read)).toBeNull();
    expect(reads).toEqual([]);

    // Bram, one BP left and Mind Over Matter held, is hit: taking the damage empties his first pool, and Desperation draws his Spirit.
    const hurt = fatedCombatant(
      "bram",
      "villains",
      fated("C", {
        traits: { body: 1, spirit: 3, mind: 2, luck: 1 },
        advantages: { mindOverMatter: 1 },
        poolLoss: { body: 4, spirit: 0, mind: 0, luck: 0 },
      }),
    );
    const attacker = { ...fatedCombatant("ana", "heroes", fated("S")), handCount: 0 };
    const draw = opposedDraw(
      {
        actor: "ana",
        skill: "combat:unarmed",
        specialty: 0,
        cap: 1,
        faceDown: true,
        faceDownCard: parseCards("KS", "A")[0] as never,
        faceUp: [],
        fromDeck: [],
        stopped: true,
        wildcardsDone: true,
      },
      {
        actor: "bram",
        skill: "dexterity",
        specialty: 0,
        cap: 1,
        faceDown: true,
        faceDownCard: parseCards("2C", "A")[0] as never,
        faceUp: [],
        fromDeck: [],
        stopped: true,
        wildcardsDone: true,
      },
      {
        stage: "consequences",
        result: { attackerTotal: 15, defenderTotal: 3, winner: "attacker", margin: 12, damage: 0, pool: "body", taken: 0 },
      },
    );
    const hit = duelState([attacker, hurt], { draw });
    const bramView = oppositionOddsView(hit, oppositionButtons(hit), viewer(["bram"]), {}, read);
    expect(bramView?.groups[0]?.lines.find((line) => line.what === "DECKBOUND.Bastards.Opposition.Button.takeDamage")).toMatchObject({
      key: "DECKBOUND.Bastards.Odds.Joker",
      cards: 3,
    });
  });

  it("[GOB-28] [GOB-17] [CORE-05] Mastermind's wildcard for a Follower in the betting shows the exchange with its card, from the Follower's seat, to a viewer who may act for both; the holder's players who may not read the Follower's hand see none", () => {
    const holder = fatedCombatant("ana", "heroes", fated("S", { advantages: { mastermind: 1 }, wildcards: 1 }));
    const dog = { ...(followerCombatant("dog", "heroes", 3) as FollowerCombatant), handCount: 2 };
    const bram = { ...fatedCombatant("bram", "villains", fated("C")), handCount: 3 };
    const side = (actor: string, cap: number) => ({
      actor,
      skill: "combat:unarmed",
      specialty: 0,
      cap,
      faceDown: true,
      faceDownCard: null,
      faceUp: [],
      fromDeck: [],
      stopped: false,
      wildcardsDone: false,
    });
    const state = duelState([holder, dog, bram], {
      draw: opposedDraw(side("dog", 3), side("bram", 2), { stage: "betting", bettor: "defender" }),
    });
    const buttons = [...oppositionButtons(state), ...advantageControls(state, { dog: "Rex" }).advantageControls];
    reads.length = 0;
    const both = oppositionOddsView(state, buttons, viewer(["ana", "dog"]), { ana: "Ana", dog: "Rex" }, read);
    const mastermind = both?.groups.flatMap((group) => group.lines).find((line) => line.key === "DECKBOUND.Bastards.Odds.Mastermind");
    expect(mastermind).toMatchObject({ name: "Rex", ...exchangeText(oppositionOdds(state, read.seat("dog")).topCard!) });
    expect(both?.exchange).toBe(true);
    expect(reads).toContain("dog");
    // Ana's players alone may not read Rex's hand: no line, and his seat is not read.
    reads.length = 0;
    expect(oppositionOddsView(state, buttons, viewer(["ana"]), {}, read)).toBeNull();
    expect(reads).not.toContain("dog");
    // Bram's players have no Mastermind to press.
    const bramView = oppositionOddsView(state, buttons, viewer(["bram"]), {}, read);
    expect(bramView?.groups.flatMap((group) => group.lines).some((line) => line.key === "DECKBOUND.Bastards.Odds.Mastermind")).toBe(false);
  });

  it("[CORE-05] the GM, who may act for both sides, reads each side's odds under its name; the picker lists a card's odds only where its step has them", () => {
    const ana = fatedCombatant("ana", "heroes", fated("C", { wildcards: 1 }));
    const bram = fatedCombatant("bram", "villains", fated("S", { wildcards: 1 }));
    const side = (actor: string) => ({
      actor,
      skill: "dexterity",
      specialty: 0,
      cap: 1,
      faceDown: true,
      faceDownCard: null,
      faceUp: [],
      fromDeck: [],
      stopped: true,
      wildcardsDone: false,
    });
    const state = duelState(
      [
        { ...ana, handCount: 2 },
        { ...bram, handCount: 2 },
      ],
      { draw: opposedDraw(side("ana"), side("bram"), { stage: "wildcards" }) },
    );
    reads.length = 0;
    const view = oppositionOddsView(state, oppositionButtons(state), viewer([], true), { ana: "Ana", bram: "Bram" }, read);
    expect(view?.groups.map((group) => group.name)).toEqual(["Ana", "Bram"]);
    expect(
      view?.groups.every(
        (group) =>
          group.lines.map((line) => line.what).join() ===
          "DECKBOUND.Bastards.Opposition.Button.spendWildcard,DECKBOUND.Bastards.Opposition.Button.finishWildcards",
      ),
    ).toBe(true);
    expect(view?.exchange).toBe(true);
    expect(reads).toEqual(["ana", "bram"]);
    expect(cardChoice(parseCards("5S", "A")).odds).toBe(false);
    expect(cardChoice(parseCards("5S", "A"), new Map([["5S@A", { win: "1.0%", tie: "2.0%", lose: "97.0%" }]])).cards[0]?.odds).toEqual({
      win: "1.0%",
      tie: "2.0%",
      lose: "97.0%",
    });
  });
});

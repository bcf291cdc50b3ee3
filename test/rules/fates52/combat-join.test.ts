/**
 * Someone joining a 52 Fates fight mid-way [F52-04, F52-05] (ruling: the book deals and draws "at
 * the start of combat"): a player character is dealt its hand and acts with the players' group; a
 * monster joins its group, or a new group waits until the Fate Dealer draws its initiative card (its
 * chance to act this round shown first) and takes the place it gives; a place whose turn has passed
 * this round acts from the next.
 */
import { describe, expect, it } from "vitest";
import {
  DEALER_HAND,
  DECK,
  DISCARD,
  REFUSAL,
  arrivalOdds,
  awaitingGroups,
  currentGroup,
  handStack,
  reduceCombat,
  startCombat,
} from "../../../src/rules/fates52/index.ts";
import type { CombatSetup, CombatState } from "../../../src/rules/fates52/index.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { joinCombatCard, startCombatCard } from "../../../src/rulesets/fates52/chat/combat-card.ts";
import { act, expectConserved, participant, settle, stackedTable } from "./harness.ts";

const party: CombatSetup = {
  players: [
    { key: "ana", name: "Ana", characterClass: "warrior", level: 1 },
    { key: "wiz", name: "Wiz", characterClass: "wizard", level: 2 },
  ],
  monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 4 }],
};
// Deal: Ana 3, Wiz 4, the Fate Dealer 2; initiative: Ana 2♠, Wiz 9♥, the orcs K♦ (first). Then `next`.
const dealt = (next: string) => `5C 9C KS  3H 8H 4D 6S  QH 7D  2S 9H KD  ${next}`;

async function fight(next: string): Promise<{ table: MemoryTable; state: CombatState }> {
  const table = stackedTable(["ana", "wiz", "bo"], dealt(next));
  const start = startCombat(party);
  if (!start.ok) throw new Error(start.reason);
  const state = await settle(table, start.state, start.effects);
  expect(state.order).toEqual(["orcs", "players"]);
  expect(currentGroup(state)).toBe("orcs");
  return { table, state };
}

const bo = { key: "bo", name: "Bo", characterClass: "warrior", level: 3 } as const;

/** The orc attacks Ana with the Fate Dealer's first card: the exchange stays open until she defends. */
function orcAttacksAna(table: MemoryTable, state: CombatState): Promise<CombatState> {
  return act(table, state, {
    type: "attack",
    actor: "orc",
    target: "ana",
    cards: [table.contents(DEALER_HAND)[0]!],
    hand: table.contents(DEALER_HAND),
  });
}

describe("joining a 52 Fates fight mid-way", () => {
  it("[F52-04] [F52-05] [F52-18] Bo (level 3) joins during the orcs' turn: dealt his five cards, he acts with the players this round; the Fate Dealer's hand grows to 3 at the refill", async () => {
    const { table, state } = await fight("2C 3C 4C 5D 6D");
    const joined = await act(table, state, { type: "join", joiner: { player: bo } });
    expect(table.contents(handStack("bo"))).toHaveLength(5);
    expect(joined.handCounts[handStack("bo")]).toBe(5);
    expect(participant(joined, "bo")).toMatchObject({ group: "players", acted: false, hp: 5 });
    expect(joined.order).toEqual(["orcs", "players"]);
    expect(joined.log.at(-1)).toEqual({ type: "joined", actor: "bo" });
    expect(joined.dealerHandSize).toBe(3);
    let now = await act(table, joined, { type: "pass", actor: "orc" });
    expect(currentGroup(now)).toBe("players");
    for (const actor of ["ana", "wiz", "bo"]) now = await act(table, now, { type: "pass", actor });
    now = await act(table, now, { type: "endRound" });
    expect(table.contents(DEALER_HAND)).toHaveLength(3);
    expectConserved(table);
  });

  it("[F52-05] a wolf of a new group draws A♠ during the orcs' turn: the wolves go first from round 2, not now; goblins drawing 2♣ come last and act this round", async () => {
    const { table, state } = await fight("AS 2C");
    const waiting = await act(table, state, { type: "join", joiner: { monster: { key: "wolf", name: "Wolf", group: "wolves", hp: 3 } } });
    // The wolves wait for their card, out of the order; nothing is drawn yet.
    expect(waiting.order).toEqual(["orcs", "players"]);
    expect(awaitingGroups(waiting)).toEqual(["wolves"]);
    expect(waiting.pending).toEqual([]);
    const wolf = await act(table, waiting, { type: "drawArrival", group: "wolves" });
    expect(wolf.order).toEqual(["wolves", "orcs", "players"]);
    expect(participant(wolf, "wolf").acted).toBe(true);
    expect(currentGroup(wolf)).toBe("orcs");
    const goblinWaits = await act(table, wolf, {
      type: "join",
      joiner: { monster: { key: "gob", name: "Goblin", group: "goblins", hp: 2 } },
    });
    const goblin = await act(table, goblinWaits, { type: "drawArrival", group: "goblins" });
    expect(goblin.order).toEqual(["wolves", "orcs", "players", "goblins"]);
    expect(participant(goblin, "gob").acted).toBe(false);
    expect(goblin.initiative.map((entry) => entry.drawnBy)).toEqual(["ana", "wiz", "orc", "wolf", "gob"]);
    let now = goblin;
    for (const actor of ["orc", "ana", "wiz", "gob"]) now = await act(table, now, { type: "pass", actor });
    now = await act(table, now, { type: "endRound" });
    expect(currentGroup(now)).toBe("wolves");
    expect(participant(now, "wolf").acted).toBe(false);
    expectConserved(table);
  });

  it("[F52-05] a second orc joins his group while it acts: no card drawn, he acts this round; once the players have acted, a third orc waits for the next round", async () => {
    const { table, state } = await fight("");
    const second = await act(table, state, { type: "join", joiner: { monster: { key: "orc-2", name: "Orc 2", group: "orcs", hp: 4 } } });
    expect(second.pending).toEqual([]);
    expect(second.initiative).toHaveLength(3);
    expect(participant(second, "orc-2").acted).toBe(false);
    let now = second;
    for (const actor of ["orc", "orc-2", "ana", "wiz"]) now = await act(table, now, { type: "pass", actor });
    expect(currentGroup(now)).toBeNull();
    now = await act(table, now, { type: "join", joiner: { monster: { key: "orc-3", name: "Orc 3", group: "orcs", hp: 4 } } });
    expect(participant(now, "orc-3").acted).toBe(true);
  });

  it("[F52-05] someone already fighting, a monster in the players' group, or a join while an attack waits for its defence is refused, and changes nothing", async () => {
    const { table, state } = await fight("");
    expect(reduceCombat(state, { type: "join", joiner: { player: { ...bo, key: "ana" } } })).toEqual({
      ok: false,
      reason: REFUSAL.AlreadyFighting,
    });
    expect(reduceCombat(state, { type: "join", joiner: { monster: { key: "imp", name: "Imp", group: "players", hp: 1 } } })).toEqual({
      ok: false,
      reason: REFUSAL.CannotJoin,
    });
    const attacking = await orcAttacksAna(table, state);
    expect(reduceCombat(attacking, { type: "join", joiner: { player: bo } })).toEqual({ ok: false, reason: REFUSAL.ExchangeOpen });
  });
});

describe("a new group's initiative draw mid-fight", () => {
  const wolf = { monster: { key: "wolf", name: "Wolf", group: "wolves", hp: 3 } } as const;

  it("[F52-05] [CORE-05] before the wolves' card is drawn, their chance to act this round matches every card the deck could give them, each placed by the fight", async () => {
    const { table, state } = await fight("");
    const waiting = await act(table, state, { type: "join", joiner: wolf });
    const deck = table.contents(DECK).filter((card) => card.kind === "suited");
    // Each rank, drawn for real on a table stacked with it next: do the wolves act this round?
    const actsThisRound = new Map<number, boolean>();
    for (const rank of new Set(deck.map((card) => (card.kind === "suited" ? card.rank : 0)))) {
      const faces: Record<number, string> = { 14: "A", 13: "K", 12: "Q", 11: "J" };
      const face = faces[rank] ?? String(rank);
      // A card of that rank the deal has not used.
      const code = ["S", "C", "H", "D"].map((suit) => `${face}${suit}`).find((candidate) => !dealt("").split(/\s+/).includes(candidate))!;
      const trial = await fight(code);
      const joined = await act(trial.table, trial.state, { type: "join", joiner: wolf });
      const drawn = await act(trial.table, joined, { type: "drawArrival", group: "wolves" });
      expect(drawn.initiative.at(-1)?.card.rank).toBe(rank);
      actsThisRound.set(rank, participant(drawn, "wolf").acted === false);
    }
    const unseen = deck.filter((card) => card.kind === "suited");
    const expected = unseen.filter((card) => card.kind === "suited" && actsThisRound.get(card.rank)).length / unseen.length;
    expect(arrivalOdds(waiting, "wolves", unseen as never)).toBeCloseTo(expected, 12);
    // Above the orcs' K♦ (whose turn it is) they would come first, a place passed; a King ties and goes after: this round.
    expect(actsThisRound.get(14)).toBe(false);
    expect(actsThisRound.get(13)).toBe(true);
    expect(arrivalOdds(waiting, "orcs", unseen as never)).toBeNull();
    expect(arrivalOdds(waiting, "wolves", [])).toBeNull();
  });

  it("[F52-05] the wolves wait while the turns go on and the round ends; only a waiting group draws, once, and not while an attack waits for its defence; a group that fled and comes back draws anew", async () => {
    const { table, state } = await fight("AS 2C");
    const waiting = await act(table, state, { type: "join", joiner: wolf });
    let now = await act(table, waiting, { type: "pass", actor: "orc" });
    for (const actor of ["ana", "wiz"]) now = await act(table, now, { type: "pass", actor });
    now = await act(table, now, { type: "endRound" });
    expect(now.round).toBe(2);
    expect(awaitingGroups(now)).toEqual(["wolves"]);
    expect(reduceCombat(now, { type: "pass", actor: "wolf" }).ok).toBe(false);
    expect(reduceCombat(now, { type: "drawArrival", group: "orcs" })).toEqual({ ok: false, reason: REFUSAL.NotArriving });
    const attacking = await orcAttacksAna(table, now);
    expect(reduceCombat(attacking, { type: "drawArrival", group: "wolves" })).toEqual({ ok: false, reason: REFUSAL.ExchangeOpen });
    const drawn = await act(table, now, { type: "drawArrival", group: "wolves" });
    expect(drawn.order).toEqual(["wolves", "orcs", "players"]);
    expect(reduceCombat(drawn, { type: "drawArrival", group: "wolves" })).toEqual({ ok: false, reason: REFUSAL.NotArriving });
    // The wolf flees: its card goes with it; back, it waits for a new one.
    const fled = await act(table, drawn, { type: "leave", target: "wolf" });
    expect(fled.initiative.some((entry) => entry.group === "wolves")).toBe(false);
    const back = await act(table, fled, { type: "join", joiner: wolf });
    expect(awaitingGroups(back)).toEqual(["wolves"]);
    const again = await act(table, back, { type: "drawArrival", group: "wolves" });
    expect(again.order).toContain("wolves");
    expectConserved(table);
  });
});

describe("leaving a 52 Fates fight mid-way", () => {
  it("[F52-04] [F52-18] Wiz (level 2) leaves during the orcs' turn: his four cards go to the discard pile and the Fate Dealer's hand follows Ana's level from the refill; the orc fleeing takes the orcs out of the order", async () => {
    const { table, state } = await fight("");
    const held = table.contents(handStack("wiz"));
    expect(held).toHaveLength(4);
    const left = await act(table, state, { type: "leave", target: "wiz" });
    expect(left.participants.map((participant) => participant.key)).toEqual(["ana", "orc"]);
    expect(table.contents(handStack("wiz"))).toEqual([]);
    expect(table.contents(DISCARD)).toEqual(expect.arrayContaining([...held]));
    expect(left.handCounts[handStack("wiz")]).toBeUndefined();
    expect(left.dealerHandSize).toBe(1);
    expect(left.log.at(-1)).toEqual({ type: "left", actor: "wiz", name: "Wiz" });
    const fled = await act(table, left, { type: "leave", target: "orc" });
    expect(fled.order).toEqual(["players"]);
    expect(currentGroup(fled)).toBe("players");
    expect(reduceCombat(fled, { type: "leave", target: "orc" })).toEqual({ ok: false, reason: REFUSAL.UnknownParticipant });
    expectConserved(table);
  });
});

describe("joining on the combat card", () => {
  const gm = { userId: "gm", isGM: true, ownsActor: false, owns: () => false };
  const bob = { userId: "bob", isGM: false, ownsActor: false, owns: (key: string) => key === "bo" };
  const ann = { userId: "ann", isGM: false, ownsActor: false, owns: (key: string) => key === "ana" };

  it("[F52-04] before the deal, Bo brought in by his player is one more to deal to; a player may not bring in another's character or a monster", () => {
    const started = startCombatCard("ana", { setup: party, discard: [] });
    if (!started.ok) throw new Error(started.reason);
    const card = started.state;
    expect(joinCombatCard(card, { player: bo }, ann)).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.NotYours" });
    expect(joinCombatCard(card, { monster: { key: "rat", name: "Rat", group: "rats", hp: 1 } }, bob)).toEqual({
      ok: false,
      reason: "DECKBOUND.Fates52.Refusal.NotYours",
    });
    const joined = joinCombatCard(card, { player: bo }, bob);
    if (!joined.ok) throw new Error(joined.reason);
    expect(joined.state.setup.players.map((player) => player.key)).toEqual(["ana", "wiz", "bo"]);
    expect(joined.state.combat).toBeNull();
    expect(joinCombatCard(joined.state, { player: bo }, gm)).toEqual({ ok: false, reason: REFUSAL.AlreadyFighting });
  });
});

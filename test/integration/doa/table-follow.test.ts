/**
 * Odds another card's draw has changed [CORE-05]: a card's odds are worked out from the decks as
 * they lie when it steps; a draw made on another card, or cards moved on the table, change a deck
 * it reads. The GM's client then works out every open card's odds anew and writes those that differ.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as doaRules from "../../../src/rules/doa/index.ts";
import type { CheckOdds } from "../../../src/rules/doa/index.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { DOA_ACTOR, DOA_ID, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { move, stackDeck, startCheck, startCombat, xenaContestsGuardAndCaptain } from "./helpers.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const oddsOf = (messageId: string) => (game.messages.get(messageId)!.system as unknown as { state: { odds: CheckOdds | null } }).state.odds;

/** Jonas (Bob's Dealer, no Fate Card) with `deck` left in his action deck; a TC of 8♣ on the GM's table. */
async function jonasWith(deck: string) {
  const [, bob] = world.players as [User.Implementation, User.Implementation];
  const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer, system: { deck: { exhaustions: 0, fateTokens: 0 } } });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  const j = jonas.id!;
  await stackDeck(world, j, deck, `discard:${j}`);
  await move(world, "gm", "8C", "gm-deck", "gm-table");
  return { bob, j };
}

describe("odds another card's draw changed", () => {
  it("[CORE-05] [DOA-08] Jonas's two checks wait on his deck of 8♠ 9♥ 7♦; his draw on the first leaves two cards, and the second's odds follow", async () => {
    const { bob, j } = await jonasWith("8S 9H 7D");
    const first = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 0 });
    const second = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 0 });
    // DR 0 against the 8♣, Agility +0: only the 8 lands.
    expect(oddsOf(second)!.success).toBeCloseTo(1 / 3, 12);

    await world.act(bob, first, "draw");
    const left = world.cardsIn(`deck:${j}`);
    expect(left).toHaveLength(2);
    const now = doaRules.checkOdds(
      left,
      { tc: world.cardsIn("gm-table")[0] as never, dr: 0, modifier: 0 },
      { discards: world.cardsIn(`discard:${j}`) },
    );
    expect(oddsOf(second)).toEqual(now);
    expect(await world.seeCard(second)).toContain(`${now.success === 0 ? "0%" : "50.0%"} to succeed`);
  });

  it("[CORE-05] [DOA-15] the GM moves cards out of the guard's deck by hand: the combat card's attack odds follow", async () => {
    const [ann] = world.players as [User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer });
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const id = await startCombat(world, xena.id!, [xena.id!, orc.id!]);
    await world.act(world.gm, id, "begin");
    const attacks = () =>
      (game.messages.get(id)!.system as unknown as { state: { odds: { attacks: { odds: CheckOdds }[] } | null } }).state.odds?.attacks ??
      [];
    const before = structuredClone(attacks());
    expect(before.length).toBeGreaterThan(0);
    // Twenty cards of the attacker's deck go to its discard pile, outside any card.
    const state = (
      game.messages.get(id)!.system as unknown as {
        state: { combat: { order: string[]; turn: number; combatants: { id: string; owner: string }[] } };
      }
    ).state.combat;
    const current = state.combatants.find((fighter) => fighter.id === state.order[state.turn])!;
    const deck = current.owner === "gm" ? "gm-deck" : `deck:${current.owner}`;
    const discard = current.owner === "gm" ? "gm-discard" : `discard:${current.owner}`;
    // (Aces are Fate Cards, which never go onto a discard pile [DOA-02].)
    const cards = world.cardsIn(deck).filter((card) => card.kind === "suited" && card.rank !== 14);
    const moved = await world.ask(world.gm, { kind: "move", from: deck, to: discard, cards: cards.slice(0, 20).map(identityOf) });
    expect(moved).toMatchObject({ ok: true });
    expect(attacks()).not.toEqual(before);
  });
});

describe("a card's deck changed by another card", () => {
  it("[DOA-03] [DOA-02] Jonas's two checks wait; he spends his only Fate Card (a joker) redrawing the first: the second, drawn after, offers no redraw with it", async () => {
    const { bob, j } = await jonasWith("8S 9H 7D 6C 5S");
    await move(world, j, "JKR", `discard:${j}`, `hand:${j}`);
    const first = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 0 });
    const second = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 0 });
    const phase = (id: string) =>
      (game.messages.get(id)!.system as unknown as { state: { check: { phase: string } | null } }).state.check?.phase;
    await world.act(bob, first, "draw");
    expect(phase(first)).toBe("deciding");
    expect((await world.act(bob, first, "redraw", { code: "JKR", origin: j })).ok).toBe(true);
    expect(world.cardsIn(`hand:${j}`)).toHaveLength(0);

    expect((await world.act(bob, second, "draw")).ok).toBe(true);
    // No Fate Card left to redraw with: the check is done at once.
    expect(phase(second)).toBe("done");
    expect(await world.seeCard(second, bob)).not.toContain('data-action="redraw"');
  });

  it("[DOA-05] [DOA-03] the GM awards Jonas a Fate token on his sheet while his check waits: drawn after, it offers the redraw", async () => {
    const { bob, j } = await jonasWith("8S 9H 7D 6C 5S");
    const waiting = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 0 });
    await world.rt.as(world.gm, () => game.actors.get(j)!.update({ system: { deck: { fateTokens: 1 } } } as never));
    expect((await world.act(bob, waiting, "draw")).ok).toBe(true);
    expect((game.messages.get(waiting)!.system as unknown as { state: { check: { phase: string } } }).state.check.phase).toBe("deciding");
    expect(await world.seeCard(waiting, bob)).toContain('data-action="redraw" data-token="1"');
  });
});

describe("a contest's decks as they are now", () => {
  it("[DOA-06] [DOA-12] the guard's draw runs the GM's deck out: the captain's draw, taking the GM's deck as it is now, keeps that run-out, which the contest writes back only at its end", async () => {
    // The GM's deck is empty; its discard pile holds three cards a run-out shuffles back.
    const { ann, id } = await xenaContestsGuardAndCaptain(world, async () => {
      await stackDeck(world, "gm", "8S 4H 9C", "gm-epic");
      await move(world, "gm", "8S 4H 9C", "gm-deck", "gm-discard");
    });
    const contest = () =>
      (
        game.messages.get(id)!.system as unknown as {
          state: { contested: { decks: Record<string, { exhaustions: number }>; check: { needed: number } | null } };
        }
      ).state.contested;
    await world.act(ann, id, "begin");
    await world.act(world.gm, id, "draw");
    expect(contest().decks["gm"]!.exhaustions).toBe(1);
    await world.act(world.gm, id, "draw");
    expect(contest().decks["gm"]!.exhaustions).toBe(1);
  });

  it("[DOA-03] [DOA-12] Jonas spends his only Fate Card on a check while Xena's contest waits for his draw: his draw there offers no redraw with it", async () => {
    const { bob, j } = await jonasWith("8S 9H 7D 6C 5S");
    const [ann] = world.players as [User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { skills: { bluffing: 1 } } });
    await move(world, j, "JKR", `discard:${j}`, `hand:${j}`);
    const started = await world.ask(ann, {
      kind: "startCard",
      messageType: DOA_MESSAGE.contested,
      actorId: xena.id!,
      options: { on: "bluffing", targets: [{ actorId: j, on: "detection" }] },
    });
    const contest = started.ok ? started.messageId! : "";
    await world.act(ann, contest, "begin");
    const check = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 0 });
    await world.act(bob, check, "draw");
    expect((await world.act(bob, check, "redraw", { code: "JKR", origin: j })).ok).toBe(true);

    expect((await world.act(bob, contest, "draw")).ok).toBe(true);
    const state = (game.messages.get(contest)!.system as unknown as { state: { contested: { phase: string } } }).state.contested;
    expect(state.phase).toBe("done");
  });
});

describe("a combat card's hands as they are now", () => {
  it("[DOA-03] [DOA-02] Xena spends her joker on a check between her turns: her attack on the combat card offers no redraw with it", async () => {
    const [ann] = world.players as [User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { deck: { exhaustions: 0, fateTokens: 0 } } });
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const x = xena.id!;
    // Xena's deck holds no ace; she holds one Fate Card, a joker.
    await stackDeck(world, x, "5C 6D 7H 8S 9C 10D", `discard:${x}`);
    await move(world, x, "JKR", `discard:${x}`, `hand:${x}`);
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    const id = await startCombat(world, x, [x, orc.id!]);
    type Stored = { state: { combat: { check: { phase: string } | null; order: string[]; turn: number } } };
    const combat = () => (game.messages.get(id)!.system as unknown as Stored).state.combat;
    // Initiative: every draw kept (Xena's joker offers her a redraw she does not take).
    await world.act(world.gm, id, "begin");
    while (combat().check?.phase === "deciding") await world.act(world.gm, id, "accept");
    if (combat().order[combat().turn] !== x) await world.act(world.gm, id, "endTurn");
    expect(combat().order[combat().turn]).toBe(x);

    // Outside the fight, Xena's check spends the joker on a redraw.
    const check = await startCheck(world, ann, x, { on: "AGL", tc: "8C", dr: 0 });
    await world.act(ann, check, "draw");
    expect((await world.act(ann, check, "redraw", { code: "JKR", origin: x })).ok).toBe(true);
    expect(world.cardsIn(`hand:${x}`)).toHaveLength(0);

    expect((await world.act(ann, id, "attack", { attacker: x, target: orc.id! })).ok).toBe(true);
    // No Fate Card left: the attack is done at once, no redraw offered.
    expect(combat().check).toBeNull();
  });
});

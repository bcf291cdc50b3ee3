/**
 * The contested check card on the Foundry test runtime [DOA-12], with the hidden-card audit: the
 * source's Xena and Jonas example — Bluffing +1 sets DR 3, a TC of 3♦ allows A to 6, Jonas draws
 * an 8♠ with Detection +1 and reports a 7: still outside, so he does not resist.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDoaWorld } from "./doa-world.ts";
import type { DoaWorld } from "./doa-world.ts";

let world: DoaWorld;

beforeEach(async () => {
  world = await createDoaWorld();
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const ask = (user: User.Implementation, request: Parameters<DoaWorld["modules"]["authority"]["askGm"]>[0]) => world.rt.as(user, () => world.modules.authority.askGm(request));

describe("the contested check card", () => {
  it("[DOA-12] Xena's Bluffing +1 against Jonas's Detection +1: DR 3, TC 3♦, Jonas's 8♠ reports a 7 and does not resist", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    // Bluffing 1 with Conviction 0; Jonas: Detection 1 with Intuition 0.
    const xena = await world.actor("Xena", "doaDealer", { skills: { bluffing: 1 } }, ann);
    const jonas = await world.actor("Jonas", "doaDealer", { skills: { detection: 1 } }, bob);
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.modules.doa.doaRuleset));
    const [x, j] = [xena.id!, jonas.id!];
    await world.stackDeck(x, "3D", `discard:${x}`);
    await world.stackDeck(j, "8S", `discard:${j}`);

    const started = await ask(ann, { kind: "startCard", messageType: "doaContested", actorId: x, options: { on: "bluffing", targets: [{ actorId: j, on: "detection" }] } });
    expect(started.ok).toBe(true);
    const id = started.ok ? started.messageId! : "";
    const state = () => (game.messages.get(id)!.system as unknown as { state: { contested: { dr: number; tc: { rank: number; suit: string } | null; phase: string; results: { resisted: boolean; report: { reported: number; distance: number } }[] } } }).state.contested;

    expect(await ask(bob, { kind: "cardAction", messageId: id, action: "begin", data: null })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect((await ask(ann, { kind: "cardAction", messageId: id, action: "begin", data: null })).ok).toBe(true);
    const done = state();
    expect(done.dr).toBe(3);
    expect(done.tc).toMatchObject({ rank: 3, suit: "D" });
    expect(done.phase).toBe("done");
    expect(done.results[0]).toMatchObject({ resisted: false, report: { reported: 7 } });
    expect(game.messages.get(id)!.content).toContain("Did not resist");
    // The TC went back to Xena's discard pile; Jonas's card to his.
    expect(world.lying(`discard:${x}`).some((card) => card.kind === "suited" && card.rank === 3 && card.suit === "D")).toBe(true);
    expect(world.lying(`table:${x}`)).toHaveLength(0);
  });
});

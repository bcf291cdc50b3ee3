/**
 * The contested check card on the Foundry test runtime [DOA-12], with the hidden-card audit: the
 * source's Xena and Jonas example — Bluffing +1 sets DR 3, a TC of 3♦ allows A to 6, Jonas draws
 * an 8♠ with Detection +1 and reports a 7: still outside, so he does not resist.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { CheckOdds } from "../../../src/rules/doa/index.ts";
import { targetToken } from "../../runtime/users.ts";
import type { RuntimeDocument } from "../../runtime/document.ts";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { doaModules, stackDeck, move, xenaContestsGuardAndCaptain } from "./helpers.ts";
import type { DoaModules } from "./helpers.ts";
import * as doaRules from "../../../src/rules/doa/index.ts";
import { DOA_ACTOR, DOA_ID, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

let world: World;
let doa: DoaModules;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  doa = await doaModules();
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

/**
 * Xena (Bluffing +1, Conviction 0, Ann's) contests Jonas (Detection +1, Intuition 0, Bob's): her
 * deck turns up the 3♦ as TC; his deck is stacked with `jonasDeck`. Returns the card's message id.
 */
async function xenaContestsJonas(jonasDeck: string, jonasFate?: string) {
  const [ann, bob] = world.players as [User.Implementation, User.Implementation];
  const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { skills: { bluffing: 1 } } });
  const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer, system: { skills: { detection: 1 } } });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  const [x, j] = [xena.id!, jonas.id!];
  await stackDeck(world, x, "3D", `discard:${x}`);
  await stackDeck(world, j, jonasDeck, `discard:${j}`);
  if (jonasFate) await move(world, j, jonasFate, `deck:${j}`, `hand:${j}`);
  const started = await world.ask(ann, {
    kind: "startCard",
    messageType: DOA_MESSAGE.contested,
    actorId: x,
    options: { on: "bluffing", targets: [{ actorId: j, on: "detection" }] },
  });
  expect(started.ok).toBe(true);
  return { ann, bob, x, j, id: started.ok ? started.messageId! : "" };
}

describe("what the contested check card offers each seat", () => {
  it("[DOA-12] [CORE-06] through its procedure, no control is refused for what the card knew: Xena's player begins, Jonas's draws, and every control then offered is accepted; at the end nobody is offered anything", async () => {
    const { ann, bob, id } = await xenaContestsJonas("8S");
    const knowable = [...KNOWABLE_TO_EVERY_CARD, "DECKBOUND.DOA.Refusal.WrongPhase", "DECKBOUND.DOA.Refusal.NotYourTurn"];
    expect(await walkOffered(world, id, bob, knowable)).not.toContain("begin");
    expect(await walkOffered(world, id, ann, knowable, ["begin"])).toEqual(["begin"]);
    expect(await walkOffered(world, id, ann, knowable)).not.toContain("draw");
    expect(await walkOffered(world, id, bob, knowable, ["draw"])).toContain("draw");
    for (let step = 0; step < 3; step++)
      for (const user of [ann, bob, world.gm]) await walkOffered(world, id, user, knowable, ["accept", "redraw"]);
    for (const user of [ann, bob, world.gm]) expect(await walkOffered(world, id, user, knowable), user.name!).toEqual([]);
  });
});

describe("the contested check card", () => {
  it("[DOA-12] Xena's Bluffing +1 against Jonas's Detection +1: DR 3, TC 3♦, Jonas's 8♠ reports a 7 and does not resist", async () => {
    const { ann, bob, x, id } = await xenaContestsJonas("8S");
    const state = () =>
      (
        game.messages.get(id)!.system as unknown as {
          state: {
            contested: {
              dr: number;
              tc: { rank: number; suit: string } | null;
              phase: string;
              results: { resisted: boolean; report: { reported: number; distance: number } }[];
            };
          };
        }
      ).state.contested;

    expect(await world.act(bob, id, "begin")).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect((await world.act(ann, id, "begin")).ok).toBe(true);
    // Jonas's draw waits for his own Draw: only his player (or the GM) may press it.
    expect(await world.act(ann, id, "draw")).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect((await world.act(bob, id, "draw")).ok).toBe(true);
    const done = state();
    expect(done.dr).toBe(3);
    expect(done.tc).toMatchObject({ rank: 3, suit: "D" });
    expect(done.phase).toBe("done");
    expect(done.results[0]).toMatchObject({ resisted: false, report: { reported: 7 } });
    expect(await world.seeCard(id)).toContain("Did not resist");
    // The TC went back to Xena's discard pile; Jonas's card to his.
    expect(world.cardsIn(`discard:${x}`).some((card) => card.kind === "suited" && card.rank === 3 && card.suit === "D")).toBe(true);
    expect(world.cardsIn(`table:${x}`)).toHaveLength(0);
  });
  /** The stored card: the contest and the odds the GM's client wrote with it. */
  const card = (id: string) =>
    (
      game.messages.get(id)!.system as unknown as {
        state: {
          contested: {
            tc: SuitedCard | null;
            dr: number;
            phase: string;
            results: { resisted: boolean }[];
            check: { phase: string } | null;
          };
          odds: CheckOdds | null;
          redrawOdds: CheckOdds | null;
        };
      }
    ).state;

  it("[CORE-05][DOA-12] each target's odds are stored before their draw, equal to checkOdds of their deck as it lies, and shown with a Draw button", async () => {
    const { ann, bob, j, id } = await xenaContestsJonas("8S 4H 9C");
    expect(card(id).odds ?? null).toBeNull();

    await world.act(ann, id, "begin");
    const waiting = card(id);
    expect(waiting.contested.phase).toBe("targets");
    expect(waiting.contested.check).toBeNull();
    expect(world.cardsIn(`table:${j}`)).toHaveLength(0);
    const expected = doaRules.checkOdds(
      world.cardsIn(`deck:${j}`),
      { tc: waiting.contested.tc!, dr: 3, modifier: 1 },
      { discards: world.cardsIn(`discard:${j}`) },
    );
    expect(waiting.odds).toEqual(expected);
    // 3 cards left, TC 3♦, DR 3, +1: 4♥ succeeds; 8♠ and 9♣ fail.
    expect(waiting.odds!.success).toBeCloseTo(1 / 3, 12);
    const content = await world.seeCard(id);
    expect(content).toContain("Jonas draws next");
    expect(content).toContain("33.3% to succeed");
    expect(content).toContain('data-action="draw"');

    await world.act(bob, id, "draw");
    expect(card(id).contested.phase).toBe("done");
    expect(card(id).odds).toBeNull();
    expect(await world.seeCard(id)).not.toContain('data-action="draw"');
  });

  it("[CORE-05][DOA-12] a second target on the same deck gets odds for the deck after the first target's card is discarded, reshuffle included", async () => {
    // The GM's deck holds one card; its discard pile one more: the captain's draw reshuffles it with the guard's card.
    const { ann, id } = await xenaContestsGuardAndCaptain(world, async () => {
      await stackDeck(world, "gm", "8S", "gm-epic");
      await move(world, "gm", "4H", "gm-epic", "gm-discard");
    });
    await world.act(ann, id, "begin");
    expect(card(id).odds!.success).toBe(0);
    // Bystanders' draws are the GM's to make.
    expect(await world.act(ann, id, "draw")).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    await world.act(world.gm, id, "draw");
    const second = card(id);
    expect(second.contested.results).toHaveLength(1);
    expect(world.cardsIn("gm-deck")).toHaveLength(0);
    const target = { tc: second.contested.tc!, dr: 3, modifier: 0 };
    expect(second.odds).toEqual(doaRules.checkOdds(world.cardsIn("gm-deck"), target, { discards: world.cardsIn("gm-discard") }));
    // 8♠ (out) and 4♥ (in) are shuffled back: even odds.
    expect(second.odds!.success).toBeCloseTo(0.5, 12);
  });

  it("[CORE-05][DOA-12][DOA-03] a target offered a Fate Card redraw sees its odds; they vanish once the result is kept", async () => {
    const { ann, bob, j, id } = await xenaContestsJonas("AH 8S 4H 9C", "AH");
    await world.act(ann, id, "begin");
    await world.act(bob, id, "draw");
    const deciding = card(id);
    expect(deciding.contested.check?.phase).toBe("deciding");
    expect(deciding.odds).toBeNull();
    // The redraw draws one of the two cards left; the one on the table joins the discards.
    const expected = doaRules.checkOdds(
      world.cardsIn(`deck:${j}`),
      { tc: deciding.contested.tc!, dr: 3, modifier: 1 },
      {
        discards: [...world.cardsIn(`discard:${j}`), ...world.cardsIn(`table:${j}`)],
      },
    );
    expect(deciding.redrawOdds).toEqual(expected);
    expect(deciding.redrawOdds!.success).toBeCloseTo(1 / 2, 12);
    expect(await world.seeCard(id)).toContain("doa-redraw-odds");
    await world.act(bob, id, "accept");
    expect(card(id).redrawOdds).toBeNull();
    expect(await world.seeCard(id)).not.toContain("doa-redraw-odds");
  });
});

describe("the odds of the contest's TC", () => {
  it("[CORE-05][DOA-12][DOA-03] before the TC each target's chance to resist is stored and shown; Xena offered a redraw of her TC sees Jonas's chance with it and after a redraw", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { skills: { bluffing: 1 } } });
    const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer, system: { skills: { detection: 1 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const [x, j] = [xena.id!, jonas.id!];
    // Xena holds the ace of spades; her deck holds the 3♦, the 9♠ and the K♥.
    await stackDeck(world, x, "AS 3D 9S KH", `discard:${x}`);
    await move(world, x, "AS", `deck:${x}`, `hand:${x}`);
    await stackDeck(world, j, "8S 4H 9C", `discard:${j}`);
    const started = await world.ask(ann, {
      kind: "startCard",
      messageType: DOA_MESSAGE.contested,
      actorId: x,
      options: { on: "bluffing", targets: [{ actorId: j, on: "detection" }] },
    });
    const id = started.ok ? started.messageId! : "";
    const odds = () =>
      (
        game.messages.get(id)!.system as unknown as {
          state: { resistOdds: (number | null)[]; tcRedrawOdds: { now: number[]; redrawn: number[] } | null };
        }
      ).state;

    // DR 3, Jonas +1 against 8♠ 4♥ 9♣: a TC of 3♦ lets the 4♥ in, a 9♠ or a K♥ two of the three.
    expect(odds().resistOdds).toEqual([expect.closeTo(5 / 9, 12)]);
    expect(await world.seeCard(id)).toContain("Resists the TC to come: 55.6%");

    await world.act(ann, id, "begin");
    expect(odds().resistOdds).toEqual([]);
    // Whichever the TC, a redraw turns up one of the other two.
    const tc = world.cardsIn(`table:${x}`)[0] as SuitedCard;
    const chance = (rank: number) => (rank === 3 ? 1 / 3 : 2 / 3);
    const others = [3, 9, 13].filter((rank) => rank !== tc.rank);
    const redrawn = (chance(others[0]!) + chance(others[1]!)) / 2;
    expect(odds().tcRedrawOdds).toEqual({ now: [expect.closeTo(chance(tc.rank), 12)], redrawn: [expect.closeTo(redrawn, 12)] });
    const offered = await world.seeCard(id);
    const shown = (p: number) => `${(100 * p).toFixed(1)}%`;
    expect(offered).toContain(`: ${shown(chance(tc.rank))}; a redrawn TC: ${shown(redrawn)}`);
    expect(offered).not.toContain("Resists the TC to come");

    await world.act(ann, id, "accept");
    expect(odds().tcRedrawOdds).toBeNull();
    expect(await world.seeCard(id)).not.toContain("a redrawn TC");
  });
});

interface RenderedSheet {
  render(options: object): Promise<unknown>;
  renderedHTML: string;
}

/** Put tokens of these actors (null: a token with no actor) in the user's targets. */
function target(user: User.Implementation, ...actors: (Actor.Implementation | null)[]): void {
  const targets = (user as unknown as { targets: { add(token: unknown): void } }).targets;
  for (const actor of actors) targets.add(targetToken(actor as unknown as RuntimeDocument | null, actor ? undefined : "Barrel"));
}

describe("the sheet's contested check", () => {
  it("[DOA-12] starts a contested check on the pressed skill against the user's targeted tokens, each resisting with what the dialog picks", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { skills: { bluffing: 1 } } });
    const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer, system: { skills: { detection: 1 } } });
    const guard = await world.actor("Guard", null, { type: DOA_ACTOR.bystander });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const sheet = new doa.sheet.DoaCharacterSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain('data-action="startContest" data-on="bluffing"');

    // Jonas's token twice (he resists once) and the guard's.
    target(ann, jonas, guard, jonas);
    let shown = "";
    world.rt.dialogs.answer((config: { content: string; window: { title: string } }) => {
      shown = `${config.window.title} ${config.content}`;
      return { [`on-${jonas.id}`]: "detection" };
    });
    await world.rt.as(ann, () => world.rt.clickAction(sheet, "startContest", { on: "bluffing" }));
    expect(shown).toContain("Contested check on Bluffing");
    expect(shown).toContain("Jonas resists with");
    expect(shown).not.toMatch(/DECKBOUND\./);
    const message = game.messages.contents.find((candidate) => candidate.type === DOA_MESSAGE.contested)!;
    const state = message.system as unknown as {
      actorId: string;
      state: { setup: { attacker: { id: string; modifier: number }; targets: { id: string; modifier: number }[] } };
    };
    expect(state.actorId).toBe(xena.id);
    expect(state.state.setup.attacker).toMatchObject({ id: xena.id, modifier: 1 });
    // Jonas resists with Detection (+1); the guard, left as it was, with Bluffing.
    expect(state.state.setup.targets.map((party) => [party.id, party.modifier])).toEqual([
      [jonas.id, 1],
      [guard.id, 0],
    ]);
  });

  it("[DOA-12] without a target, or with a target that is not a DOA character, a localised warning and nothing starts", async () => {
    const [ann] = world.players as [User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { skills: { bluffing: 1 } } });
    const hero = await world.rt.as(world.gm, () =>
      Actor.create({ name: "Belmont Hero", type: "belmontHero" } as unknown as Actor.CreateData),
    );
    const sheet = new doa.sheet.DoaCharacterSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(ann, () => sheet.render({ force: true }));

    await world.rt.as(ann, () => world.rt.clickAction(sheet, "startContest", { on: "bluffing" }));
    expect(world.rt.notifications.log.at(-1)).toEqual({
      type: "warn",
      message: "Target one or more tokens of Deck of Adventures characters first.",
    });
    target(ann, hero as Actor.Implementation);
    await world.rt.as(ann, () => world.rt.clickAction(sheet, "startContest", { on: "bluffing" }));
    expect(world.rt.notifications.log.at(-1)).toEqual({
      type: "warn",
      message: "Belmont Hero is not a Deck of Adventures character and cannot be contested.",
    });
    (ann as unknown as { targets: { clear(): void } }).targets.clear();
    target(ann, null);
    await world.rt.as(ann, () => world.rt.clickAction(sheet, "startContest", { on: "bluffing" }));
    expect(world.rt.notifications.log.at(-1)?.message).toBe("Barrel is not a Deck of Adventures character and cannot be contested.");
    expect(game.messages.contents.filter((candidate) => candidate.type === DOA_MESSAGE.contested)).toHaveLength(0);
  });
});

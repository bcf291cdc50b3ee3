/**
 * The Epic Event card on the Foundry test runtime, through the GM queue, with the hidden-card
 * audit: five cards dealt to each player's hidden epic hand, a call against a TC on the GM's table,
 * a volunteer who plays one card and sacrifices another for +1, an unanswered call as an automatic
 * miss, the running tally, and the end returning every card.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import type { CheckOdds } from "../../../src/rules/doa/index.ts";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { stackDeck, move, press } from "./helpers.ts";
import * as doaRules from "../../../src/rules/doa/index.ts";
import { waitFor } from "../wait.ts";
import { DOA_ACTOR, DOA_ID, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

interface EpicView {
  epic: {
    phase: string;
    seats: { id: string; cardsLeft: number }[];
    volunteer: { id: string } | null;
    check: { phase: string } | null;
    results: { success: boolean; volunteers: { id: string; sacrificed: number; success: boolean; report: { applied: number } | null }[] }[];
    success: boolean | null;
  };
}

/**
 * Xena (Ann's, with `system`) alone at an Epic Event or a rest, dealt from a deck of low clubs,
 * with `tc` face up on the GM's table; returns her id and the card's.
 */
async function xenaDealt(system: Record<string, unknown>, tc: string, kind: "epic" | "shortRest" = "epic") {
  const xena = await world.actor("Xena", world.players[0]!, { type: DOA_ACTOR.dealer, system: system });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  const x = xena.id!;
  await stackDeck(world, x, "2C 3C 4C 5C 6C 7C 8C 9C", `discard:${x}`);
  await move(world, "gm", tc, "gm-deck", "gm-table");
  const started = await world.ask(world.gm, {
    kind: "startCard",
    messageType: DOA_MESSAGE.epic,
    actorId: x,
    options: { kind, players: [x] },
  });
  expect(started.ok).toBe(true);
  const id = started.ok ? started.messageId! : "";
  expect((await world.act(world.gm, id, "begin")).ok).toBe(true);
  return { ann: world.players[0]!, x, id };
}

describe("what the Epic Event card offers each seat", () => {
  it("[DOA-19] [CORE-06] once dealt, Bob (no Dealer in it) is offered nothing, and no control offered Ann or the GM, pressed by them, is refused for what the card knew", async () => {
    const { ann, id } = await xenaDealt({}, "5S", "epic");
    const bob = world.players[1]!;
    const knowable = [...KNOWABLE_TO_EVERY_CARD, "DECKBOUND.DOA.Refusal.WrongPhase", "DECKBOUND.DOA.Refusal.NotYourTurn"];
    expect(await walkOffered(world, id, bob, knowable)).toEqual([]);
    await walkOffered(world, id, ann, knowable);
    expect(await walkOffered(world, id, world.gm, knowable, ["conclude"])).toContain("conclude");
    for (const user of [ann, bob, world.gm]) expect(await walkOffered(world, id, user, knowable), user.name!).toEqual([]);
  });
});

describe("the docked hand shows the Epic Event or rest hand", () => {
  it("[DOA-19] [T-HAND-01] an Epic Event's five cards show in the owner's dock, named as the Epic Event or rest hand, not in another player's; they are not the dock's to play", async () => {
    const { ann, x } = await xenaDealt({}, "5S", "epic");
    expect(world.cardsIn(`epic:${x}`)).toHaveLength(5);
    const { HandDock } = await import("../../../src/foundry/hand-dock/hand-dock.ts");
    const dockOf = async (user: User.Implementation) => {
      const dock = new HandDock() as InstanceType<typeof HandDock> & { readonly renderedHTML: string };
      await world.rt.as(user, () => dock.render({ force: true }));
      return dock;
    };
    const label = game.i18n.localize("DECKBOUND.DOA.Dock.EpicHand");
    const mine = await dockOf(ann);
    expect(mine.renderedHTML).toContain(`aria-label="Xena: ${label}"`);
    const held = mine.renderedHTML.slice(mine.renderedHTML.indexOf(`aria-label="Xena: ${label}"`));
    const section = held.slice(0, held.indexOf("</section>"));
    expect(section).toContain("5 cards");
    expect(section.match(/class="deckbound-card"/g)).toHaveLength(5);
    // Played through the Epic Event card, not from the dock: no selecting them there.
    expect(section).not.toContain('data-action="selectCard"');
    const bobs = await dockOf(world.players[1]!);
    expect(bobs.renderedHTML).not.toContain(`aria-label="Xena: ${label}"`);
  });
});

describe("the Epic Event card", () => {
  it("[DOA-19] deals 5 hidden cards each, takes a volunteer with a sacrifice, counts an unanswered call as a miss, and ends with every card home", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { attributes: { AGL: 1 }, skills: {} } });
    const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const [x, j] = [xena.id!, jonas.id!];
    // No Fate Cards in play: every deck keeps only plain cards.
    await stackDeck(world, x, "2C 3C 4C 5C 6C 7C 8C 9C", `discard:${x}`);
    await stackDeck(world, j, "2D 3D 4D 5D 6D 7D 8D 9D", `discard:${j}`);
    await move(world, "gm", "5S 9S", "gm-deck", "gm-table");

    const started = await world.ask(world.gm, {
      kind: "startCard",
      messageType: DOA_MESSAGE.epic,
      actorId: x,
      options: { kind: "epic", players: [x, j] },
    });
    expect(started.ok).toBe(true);
    const id = started.ok ? started.messageId! : "";
    const view = () => (game.messages.get(id)!.system as unknown as { state: EpicView }).state.epic;

    expect(await world.act(ann, id, "begin")).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect((await world.act(world.gm, id, "begin")).ok).toBe(true);
    expect(view().seats.map((seat) => seat.cardsLeft)).toEqual([5, 5]);
    expect(world.cardsIn(`epic:${x}`)).toHaveLength(5);
    expect(await world.seeCard(id)).toContain('data-cards-left="5"');

    // A TC that is not on the GM's table is refused; then the GM calls Agility, DR 3, against the 5♠.
    expect(await world.act(world.gm, id, "call", { code: "KS", origin: "gm", on: "AGL", dr: "3" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.TargetNotOnTable",
    });
    expect((await world.act(world.gm, id, "call", { code: "5S", origin: "gm", on: "AGL", dr: "3" })).ok).toBe(true);

    // Xena plays one card and sacrifices another (+1); Bob cannot volunteer for her, nor play a card he lacks.
    const [played, sacrificed] = world.cardsIn(`epic:${x}`);
    const data = { id: x, code: cardKey(played!).split("@")[0], origin: x, sacrifice: cardKey(sacrificed!) };
    expect(await world.act(bob, id, "volunteer", data)).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect(await world.act(bob, id, "volunteer", { id: j, code: "KD", origin: j, sacrifice: "" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.WrongCards",
    });
    expect((await world.act(ann, id, "volunteer", data)).ok).toBe(true);
    if (view().check?.phase === "deciding") await world.act(ann, id, "accept");
    expect(view().seats[0]!.cardsLeft).toBe(3);
    const another = world.cardsIn(`epic:${x}`)[0]!;
    const again = { id: x, code: cardKey(another).split("@")[0], origin: x, sacrifice: "" };
    expect(await world.act(ann, id, "volunteer", again)).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.AlreadyVolunteered",
    });
    expect((await world.act(world.gm, id, "closeCall")).ok).toBe(true);

    // A second call nobody answers is an automatic miss.
    await world.act(world.gm, id, "call", { code: "9S", origin: "gm", on: "INT", dr: "2" });
    await world.act(world.gm, id, "closeCall");
    const results = view().results;
    expect(results).toHaveLength(2);
    expect(results[0]!.volunteers[0]).toMatchObject({ id: x, sacrificed: 1 });
    expect(results[1]).toMatchObject({ success: false, volunteers: [] });
    expect(await world.seeCard(id)).toContain("automatic miss");

    // The GM ends it: the leftovers leave the hidden hands.
    expect((await world.act(world.gm, id, "conclude", { success: "true" })).ok).toBe(true);
    expect(view()).toMatchObject({ phase: "over", success: true });
    expect(world.cardsIn(`epic:${x}`)).toHaveLength(0);
    expect(world.cardsIn(`epic:${j}`)).toHaveLength(0);
    for (const owner of [x, j])
      expect(["deck", "hand", "discard", "spent", "table", "epic"].flatMap((stack) => world.cardsIn(`${stack}:${owner}`))).toHaveLength(54);
  });
});

describe("the volunteer's card picker", () => {
  it("[DOA-19] on the volunteer's own client, the picker lists their hidden epic hand; the card played and the one sacrificed reach the GM", async () => {
    const { ann, x, id } = await xenaDealt({}, "5S");
    await world.act(world.gm, id, "call", { code: "5S", origin: "gm", on: "AGL", dr: "3" });
    expect(await world.seeCard(id)).toContain('data-action="volunteer"');

    const hand = world.cardsIn(`epic:${x}`).map(cardKey);
    let shown = "";
    world.rt.dialogs.answer((config: { content: string }) => {
      shown = config.content;
      // Play the second card, sacrifice the first — and the played one too, which the picker drops.
      return { play: hand[1], "sacrifice-0": hand[0], "sacrifice-1": hand[1] };
    });
    await press(world, ann, id, "volunteer", { id: x });
    expect(shown.match(/type="radio"/g)).toHaveLength(5);
    for (const key of hand) expect(shown).toContain(`value="${key}"`);
    const epic = (game.messages.get(id)!.system as unknown as { state: EpicView }).state.epic;
    expect(epic.seats[0]!.cardsLeft).toBe(3);
    if (epic.check?.phase === "deciding") await world.act(ann, id, "accept");
    const volunteers = (
      game.messages.get(id)!.system as unknown as { state: { epic: { volunteers: { id: string; sacrificed: number }[] } } }
    ).state.epic.volunteers;
    expect(volunteers).toEqual([expect.objectContaining({ id: x, sacrificed: 1 })]);
    expect(world.cardsIn(`epic:${x}`).map(cardKey)).toEqual(hand.slice(2));
  });
});

describe("the Epic Event card's odds", () => {
  it("[CORE-05][DOA-19][DOA-03] a volunteer offered a Fate Card redraw sees its odds from their deck as it lies; they vanish once the result is kept", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { attributes: { AGL: 1 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const x = xena.id!;
    await stackDeck(world, x, "AH 2C 3C 4C 5C 6C 7C 8C 9C", `discard:${x}`);
    await move(world, x, "AH", `deck:${x}`, `hand:${x}`);
    await move(world, "gm", "5S", "gm-deck", "gm-table");
    const started = await world.ask(world.gm, {
      kind: "startCard",
      messageType: DOA_MESSAGE.epic,
      actorId: x,
      options: { kind: "epic", players: [x] },
    });
    const id = started.ok ? started.messageId! : "";
    const stored = () =>
      (game.messages.get(id)!.system as unknown as { state: { epic: EpicView["epic"]; redrawOdds: CheckOdds | null } }).state;
    await world.act(world.gm, id, "begin");
    await world.act(world.gm, id, "call", { code: "5S", origin: "gm", on: "AGL", dr: "3" });
    expect(stored().redrawOdds ?? null).toBeNull();

    const played = world.cardsIn(`epic:${x}`)[0]!;
    await world.act(ann, id, "volunteer", { id: x, code: codeOf(played), origin: x, sacrifice: "" });
    expect(stored().epic.check?.phase).toBe("deciding");
    // The redraw draws one card of the 3 left in her deck; the played card would join the discards.
    expect(world.cardsIn(`deck:${x}`)).toHaveLength(3);
    const [tc] = parseCards("5S", "gm") as [SuitedCard];
    const expected = doaRules.checkOdds(
      world.cardsIn(`deck:${x}`),
      { tc, dr: 3, modifier: 1 },
      {
        discards: [...world.cardsIn(`discard:${x}`), ...world.cardsIn(`table:${x}`)],
      },
    );
    expect(stored().redrawOdds).toEqual(expected);
    expect(await world.seeCard(id)).toContain("doa-redraw-odds");
    await world.act(ann, id, "accept");
    expect(stored().redrawOdds).toBeNull();
    expect(await world.seeCard(id)).not.toContain("doa-redraw-odds");
  });

  it("[DOA-19] the volunteer's own picker shows what each card of their hand would report, and the card played reports just that", async () => {
    const { ann, x, id } = await xenaDealt({ attributes: { AGL: 1 } }, "5S");
    await world.act(world.gm, id, "call", { code: "5S", origin: "gm", on: "AGL", dr: "1" });

    const hand = world.cardsIn(`epic:${x}`);
    const [tc] = parseCards("5S", "gm") as [SuitedCard];
    const { playOutcomes } = await import("../../../src/rulesets/doa/chat/volunteer-picker.ts");
    const call = { target: { tc, dr: 1, modifier: 1 }, rulings: doaRules.DEFAULT_RULINGS };
    // Play the card furthest from the 5♠ and sacrifice one other.
    const far = [...hand].sort((a, b) => Math.abs((b as SuitedCard).rank - 5) - Math.abs((a as SuitedCard).rank - 5))[0]!;
    const other = hand.find((card) => card !== far)!;
    let shown = "";
    world.rt.dialogs.answer((config: { content: string }) => {
      shown = config.content;
      return { play: cardKey(far), "sacrifice-0": cardKey(other) };
    });
    await press(world, ann, id, "volunteer", { id: x });
    expect(shown).toContain("TC 5♠, DR 1, modifier 1");
    expect(shown.match(/class="doa-pick-outcome is-(success|failure)"/g)!.length).toBeGreaterThanOrEqual(5);
    const expectedWithOne = playOutcomes(far, call, 4)
      .filter((outcome) => outcome.sacrifices <= 1)
      .at(-1)!;
    const epic = (
      game.messages.get(id)!.system as unknown as {
        state: {
          epic: { check: { phase: string; result: { degree: string } | null } | null; volunteers: { report: { degree: string } | null }[] };
        };
      }
    ).state.epic;
    const report = epic.check?.result ?? epic.volunteers[0]?.report;
    expect(doaRules.degreeLabelKey(report!.degree as never)).toBe(expectedWithOne.degree);
    // The hand is the volunteer's to see: the hidden-card audit (afterEach) checks the message names none of the rest.
  });
});

describe("the rest card", () => {
  it("[DOA-20][DOA-06][DOA-02] a long rest: a Health goal's DR is 4 − points, recovery is shown and added to HP once, the discards return, the exhaustion penalty ends and spent jokers come home", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, {
      type: DOA_ACTOR.dealer,
      system: { attributes: { VIT: 1 }, hp: { value: 3 }, deck: { exhaustions: 2, fateTokens: 0 } },
    });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const x = xena.id!;
    await move(world, x, "JKR", `deck:${x}`, `discard:${x}`);
    await stackDeck(world, x, "2C 3C 4C 5C 6C 7C 8C", `discard:${x}`);
    await move(world, "gm", "5S", "gm-deck", "gm-table");

    const started = await world.ask(world.gm, {
      kind: "startCard",
      messageType: DOA_MESSAGE.epic,
      actorId: x,
      options: { kind: "longRest", players: [x] },
    });
    const id = started.ok ? started.messageId! : "";
    const view = () =>
      (
        game.messages.get(id)!.system as unknown as {
          state: {
            epic: { phase: string; call: { dr: number; on: string } | null; results: { volunteers: { recovery?: { kind: string } }[] }[] };
          };
        }
      ).state.epic;
    await world.act(world.gm, id, "begin");
    expect((await world.act(world.gm, id, "call", { code: "5S", origin: "gm", goal: "health", points: "2", for: x })).ok).toBe(true);
    expect(view().call).toMatchObject({ dr: 2, on: "VIT" });
    const card = world.cardsIn(`epic:${x}`)[0]!;
    expect((await world.act(ann, id, "volunteer", { id: x, code: codeOf(card), origin: x, sacrifice: "" })).ok).toBe(true);
    if ((game.messages.get(id)!.system as unknown as { state: { epic: { check: { phase: string } | null } } }).state.epic.check)
      await world.act(ann, id, "accept");
    await world.act(world.gm, id, "closeCall");
    expect(view().results[0]!.volunteers[0]!.recovery).toBeDefined();
    expect(await world.seeCard(id)).toMatch(/recovers/);

    expect((await world.act(world.gm, id, "conclude", { success: "true" })).ok).toBe(true);
    expect(world.cardsIn(`discard:${x}`)).toHaveLength(0);
    // Both jokers lay on the discard pile (spent, as the book discards them): both come home.
    expect(world.cardsIn(`hand:${x}`).map((c) => c.kind)).toEqual(["joker", "joker"]);
    expect(world.cardsIn(`spent:${x}`)).toHaveLength(0);
    expect(world.cardsIn(`deck:${x}`)).toHaveLength(52);
    await waitFor(() => expect((xena.system as unknown as { deck: { exhaustions: number } }).deck.exhaustions).toBe(0));
    // The recovered Health is written to the actor once, capped at her maximum of 7 [DOA-20].
    const recovered = view().results[0]!.volunteers[0]!.recovery as { kind: string; points?: number };
    const expected = recovered.kind === "full" ? 7 : 3 + (recovered.points ?? 0);
    await waitFor(() => expect((xena.system as unknown as { hp: { value: number } }).hp.value).toBe(expected));
    await world.rt.as(world.gm, () => game.messages.get(id)!.update({ content: "" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((xena.system as unknown as { hp: { value: number } }).hp.value).toBe(expected);
  });
});

function codeOf(card: Card): string {
  return cardKey(card).split("@")[0]!;
}

describe("the GM's Call button", () => {
  /** The GM presses Call; the dialog answers `answer`. */
  const callFromAnswer = (id: string, answer: Record<string, string>) => {
    world.rt.dialogs.answer(() => answer);
    return press(world, world.gm, id, "call");
  };
  const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);

  async function dealt(kind: "epic" | "shortRest") {
    const { x, id } = await xenaDealt({ attributes: { STR: 1, VIT: 1 }, hp: { value: 3 } }, "8S", kind);
    const call = () =>
      (
        game.messages.get(id)!.system as unknown as {
          state: { epic: { phase: string; call: { tc: Card; on: string; dr: number; for?: string } | null } };
        }
      ).state.epic;
    return { x, id, call };
  }

  it("[DOA-19] the GM's card offers Call a check while it waits for one; the dialog's answer calls it against the TC on the GM's table", async () => {
    const { x, id, call } = await dealt("epic");
    expect(await world.seeCard(id)).toContain('data-action="call"');
    // The players' view of the card offers no Call.
    expect(await world.seeCard(id, world.players[0])).not.toContain('data-action="call"');
    // No TC picked: the GM's client warns and sends nothing.
    expect(await callFromAnswer(id, { tc: "", on: "STR", dr: "2" })).toBeNull();
    expect(warnings()).toEqual([game.i18n.localize("DECKBOUND.DOA.Call.NoTc")]);
    expect((await callFromAnswer(id, { tc: "8S@gm", on: "STR", dr: "2", for: x }))?.ok).toBe(true);
    expect(call()).toMatchObject({ phase: "check", call: { on: "STR", dr: 2, for: x, tc: { rank: 8, suit: "S" } } });
    expect(await world.seeCard(id)).not.toContain('data-action="call"');
    // A card that does not lie on the GM's table is refused by the card itself.
    await world.act(world.gm, id, "closeCall");
    expect(await callFromAnswer(id, { tc: "9S@gm", on: "STR", dr: "2" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.TargetNotOnTable",
    });
  });

  it("[DOA-20] on a rest the GM calls a recovery for one Dealer: 2 Health points sought is a Vitality check at DR 2 (4 − 1 per point); none picked is refused", async () => {
    const { x, id, call } = await dealt("shortRest");
    // None picked: the GM's client warns and sends nothing.
    expect(await callFromAnswer(id, { tc: "8S@gm", goal: "health", points: "2" })).toBeNull();
    expect(warnings()).toEqual([game.i18n.localize("DECKBOUND.DOA.Call.RestForWhom")]);
    expect((await callFromAnswer(id, { tc: "8S@gm", for: x, goal: "health", points: "2", on: "STR", dr: "5" }))?.ok).toBe(true);
    expect(call()).toMatchObject({ phase: "check", call: { on: "VIT", dr: 2, for: x } });
  });

  it("[DOA-19][DOA-20] the dialog lists the revealed TCs by identity, every attribute and skill, the seats, and for a rest what may be sought", async () => {
    const { callDialog } = await import("../../../src/rulesets/doa/gm/call-form.ts");
    const tc = world.modules.sheet.cardView(parseCards("8S", "gm")[0]!);
    const epic = callDialog("epic", [tc], [{ id: "x", name: "Xena" }]);
    expect(epic).toMatchObject({ rest: false, tcs: [{ value: "8S@gm", name: "8♠" }], seats: [{ id: "x", name: "Xena" }] });
    expect(epic.checks.map((check) => check.value)).toEqual(expect.arrayContaining(["AGL", "VIT", "finesse", "craft"]));
    expect(epic.checks.every((check) => game.i18n.has(check.label))).toBe(true);
    const rest = callDialog("longRest", [tc], []);
    expect(rest.rest).toBe(true);
    expect(rest.goals.map((goal) => goal.value)).toEqual(["health", "energy", "armor", "other"]);
    expect(rest.goals.every((goal) => game.i18n.has(goal.label))).toBe(true);
  });
});

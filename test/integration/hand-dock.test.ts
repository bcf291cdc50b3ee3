/**
 * The docked hand on the Foundry test runtime, with the sample ruleset (a secret hand that draws
 * from the deck, plays to the table and discards): each user's dock shows their own character's
 * cards and only the backs of another's, a public hand's faces to all; its layout is each client's
 * own; Play and Draw go through the GM queue; new cards are dealt in with motion on; which card
 * changes make which sound.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey } from "../../src/rules/cards/card.ts";
import { cardShortName } from "../../src/foundry/table/card-identity.ts";
import { until } from "./wait.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
let modules: World["modules"] & Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    dock: await import("../../src/foundry/hand-dock/hand-dock.ts"),
    layout: await import("../../src/foundry/hand-dock/dock-layout.ts"),
    view: await import("../../src/foundry/hand-dock/dock-view.ts"),
    feel: await import("../../src/foundry/hand-dock/sound-and-motion.ts"),
  };
}

beforeEach(async () => {
  world = await createWorld(2);
  modules = { ...world.modules, ...(await load()) };
});

afterEach(() => expect(world.close()).toEqual([]));

/** The runtime's render keeps the HTML it rendered (test/runtime/application.ts). */
type Dock = InstanceType<typeof modules.dock.HandDock> & { readonly renderedHTML: string };

async function dockOf(user: User.Implementation): Promise<Dock> {
  const dock = new modules.dock.HandDock() as Dock;
  await world.rt.as(user, () => dock.render({ force: true }));
  return dock;
}

/** Two characters, each its player's, Ada holding three cards. */
async function table() {
  const [annUser, bobUser] = world.players as [User.Implementation, User.Implementation];
  const ada = await world.character("Ada", annUser);
  const bo = await world.character("Bo", bobUser);
  await world.setUp();
  await world.rt.as(world.gm, async () => {
    await annUser.update({ character: ada.id } as User.UpdateData);
    await bobUser.update({ character: bo.id } as User.UpdateData);
  });
  await world.ask(annUser, { kind: "draw", actorId: ada.id!, count: 3 });
  return { annUser, bobUser, ada, bo, held: world.cardsIn(`hand:${ada.id!}`) };
}

describe("the docked hand", () => {
  it("[T-HAND-01] shows the owner the faces of their hand and everyone else its backs, never a card's identity", async () => {
    const { annUser, bobUser, held } = await table();
    expect(held).toHaveLength(3);

    const annDock = (await dockOf(annUser)).renderedHTML;
    for (const card of held) {
      expect(annDock).toContain(`data-card-key="${cardKey(card)}"`);
      expect(annDock).toContain(`alt="${cardShortName(card)}"`);
    }

    const bobDock = (await dockOf(bobUser)).renderedHTML;
    expect(bobDock.match(/alt="A face-down card"/g)).toHaveLength(3);
    expect(bobDock).not.toContain("data-card-key");
    for (const card of held) expect(bobDock).not.toContain(`alt="${cardShortName(card)}"`);
    // Bob's own (empty) hand comes first in his dock.
    expect(bobDock.indexOf('aria-label="Bo"')).toBeLessThan(bobDock.indexOf('aria-label="Ada"'));

    const gmDock = (await dockOf(world.gm)).renderedHTML;
    for (const card of held) expect(gmDock).toContain(`alt="${cardShortName(card)}"`);

    // Its buttons show their keys (the keybindings Configure Controls lists), as this user bound them.
    expect(annDock).toContain('aria-keyshortcuts="Shift+P" title="Key: Shift+P (Configure Controls)"');
    expect(annDock).toContain('aria-keyshortcuts="Shift+X"');
    expect(annDock).toContain("Select the next card: ]; the previous: [");
    await world.rt.as(annUser, () => game.keybindings.set("deckbound", "playSelected", [{ key: "KeyY", modifiers: [] }]));
    expect((await dockOf(annUser)).renderedHTML).toContain('aria-keyshortcuts="Y"');
  });

  it("[T-HAND-01] docks, for the GM alone, the cards of a character no player has (an NPC the GM plays), faces up; an NPC holding nothing is left out", async () => {
    const { annUser, bobUser } = await table();
    const npc = await world.character("Cy", world.gm);
    await world.character("Dee", world.gm);
    await world.ask(world.gm, { kind: "draw", actorId: npc.id!, count: 2 });
    const held = world.cardsIn(`hand:${npc.id!}`);
    expect(held).toHaveLength(2);

    const gmDock = (await dockOf(world.gm)).renderedHTML;
    expect(gmDock).toContain('aria-label="Cy"');
    for (const card of held) expect(gmDock).toContain(`data-card-key="${cardKey(card)}"`);
    expect(gmDock).not.toContain('aria-label="Dee"');
    for (const user of [annUser, bobUser]) expect((await dockOf(user)).renderedHTML).not.toContain('aria-label="Cy"');
  });

  it("[T-HAND-01] shows a public hand's faces to everyone (the rules show it), still selectable only by its owner", () => {
    const card = { kind: "suited", rank: 8, suit: "C", origin: "main" } as const;
    const hand = { actorId: "a", actorName: "Ada", playerNames: ["Ann"], address: "hand:a", cards: [card], owned: false, public: true };
    const view = modules.view.buildDockView({
      hands: [hand],
      layout: { collapsed: false, cardWidth: 76 },
      selected: "8C@main",
      actions: {},
      deckCount: null,
      before: null,
    });
    expect(view.hands[0]?.seen).toBe(true);
    expect(view.hands[0]?.faces.map((face) => [face.name, face.selected])).toEqual([["8♣", false]]);
    expect(view.hands[0]?.backs).toEqual([]);
    expect(view.selectedName).toBeNull();
  });

  it("[T-HAND-01] keeps each client's layout: collapsed and card size are one user's, checked on reading", async () => {
    const { annUser, bobUser } = await table();
    await world.rt.as(annUser, () => modules.layout.saveDockLayout({ collapsed: true, cardWidth: 500 }));
    expect(await world.rt.as(annUser, () => modules.layout.dockLayout())).toEqual({
      collapsed: true,
      cardWidth: modules.layout.CARD_WIDTH.max,
    });
    expect(await world.rt.as(bobUser, () => modules.layout.dockLayout())).toEqual({
      collapsed: false,
      cardWidth: modules.layout.CARD_WIDTH.initial,
    });
    const collapsed = (await dockOf(annUser)).renderedHTML;
    expect(collapsed).toContain('aria-expanded="false"');
    expect(collapsed).toContain("Ada: 3 cards");
    expect(collapsed).toContain(`--deckbound-card-width: ${modules.layout.CARD_WIDTH.max}px`);
  });

  it("[T-HAND-01] plays the selected card and draws through the GM queue, and follows the cards when re-rendered", async () => {
    const { annUser, ada, held } = await table();
    const dock = await dockOf(annUser);
    const [played] = held;
    dock.selected = cardKey(played!);
    await world.rt.as(annUser, () => world.rt.clickAction(dock, "playCard"));
    expect(world.cardsIn("table").map(cardKey)).toEqual([cardKey(played!)]);
    await world.rt.as(annUser, () => world.rt.clickAction(dock, "drawCard"));
    expect(world.cardsIn(`hand:${ada.id!}`)).toHaveLength(3);
    await world.rt.as(annUser, () => dock.render());
    expect(dock.selected).toBeNull();
    expect(dock.renderedHTML).toContain("3 cards");
    expect(dock.renderedHTML).not.toContain(`data-card-key="${cardKey(played!)}"`);
  });

  it("[T-HAND-02] discards the selected card where the ruleset's hand discards at will, through the GM queue; with none selected it says so and discards nothing", async () => {
    const { annUser, ada, held } = await table();
    const dock = await dockOf(annUser);
    const [discarded] = held;
    dock.selected = cardKey(discarded!);
    await world.rt.as(annUser, () => world.rt.clickAction(dock, "discardCard"));
    expect(world.cardsIn("discard").map(cardKey)).toEqual([cardKey(discarded!)]);
    expect(dock.selected).toBeNull();
    world.rt.notifications.clear();
    await world.rt.as(annUser, () => world.rt.clickAction(dock, "discardCard"));
    expect(world.rt.notifications.log.map((entry) => entry.message)).toEqual(["Select a card in your hand first."]);
    expect(world.cardsIn("discard")).toHaveLength(1);
    expect(world.cardsIn(`hand:${ada.id!}`)).toHaveLength(2);
  });

  it("[T-HAND-02] a discard the rules do not give is refused in the world's ruleset's words, naming no other ruleset (a 52 Fates player read about A Game of Bastards)", async () => {
    const rulesets = world.modules.registry.rulesets.all();
    const titles = rulesets.map((ruleset) => game.i18n.localize(ruleset.label));
    const reasons = rulesets.map((ruleset) => {
      const key = ruleset.hand?.noDiscardReason ?? "DECKBOUND.Foundry.Dock.NoDiscard";
      expect(game.i18n.has(key, false), key).toBe(true);
      return [ruleset.id, game.i18n.localize(key)] as const;
    });
    for (const [id, reason] of reasons) {
      const own = game.i18n.localize(rulesets.find((ruleset) => ruleset.id === id)!.label);
      expect(
        titles.filter((title) => title !== own && reason.includes(title)),
        `${id}: ${reason}`,
      ).toEqual([]);
    }
    expect(game.i18n.localize("DECKBOUND.Foundry.Dock.NoDiscard")).toBe(
      "The rules give no discard now: a card leaves your hand only when a chat card asks for it.",
    );

    // The sample ruleset discards at will; without its discard, the dock's Discard is refused with the shared reason.
    const { annUser, ada, held } = await table();
    const dock = await dockOf(annUser);
    const hand = world.modules.sample.highCardRuleset.hand as { discardTo?: string };
    const discardTo = hand.discardTo;
    delete hand.discardTo;
    try {
      dock.selected = cardKey(held[0]!);
      world.rt.notifications.clear();
      await world.rt.as(annUser, () => world.rt.clickAction(dock, "discardCard"));
      expect(world.rt.notifications.log.map((entry) => entry.message)).toEqual([game.i18n.localize("DECKBOUND.Foundry.Dock.NoDiscard")]);
      expect(world.cardsIn(`hand:${ada.id!}`)).toHaveLength(3);
    } finally {
      hand.discardTo = discardTo;
    }
  });

  it("[T-HAND-01] a Players list whose rows are not where Foundry's markup is expected tells the user once, not silently", async () => {
    const { annotatePlayers } = await import("../../src/foundry/hand-dock/players-count.ts");
    const { annUser } = await table();
    const list = { querySelectorAll: () => [] } as unknown as HTMLElement;
    world.rt.notifications.clear();
    await world.rt.as(annUser, () => {
      annotatePlayers(list);
      annotatePlayers(list);
    });
    const errors = world.rt.notifications.log.filter((entry) => entry.type === "error").map((entry) => entry.message);
    expect(errors).toEqual([expect.stringContaining("could not find the players in Foundry's Players list")]);
  });

  it("[T-HAND-02] a chat card's card-picking prompt (Bastards') takes the card selected in the dock instead of asking", async () => {
    const { selectCardKey } = await import("../../src/foundry/hand-dock/selected-card.ts");
    const { promptOppositionStep } = await import("../../src/rulesets/bastards/chat/prompts.ts");
    const pressed = (data: Record<string, string>) => ({ message: {} as ChatMessage.Implementation, actorId: "", state: {}, data });
    const { annUser } = await table();
    const dock = await dockOf(annUser);
    const [held] = world.cardsIn(`hand:${annUser.character?.id ?? ""}`);
    dock.selected = cardKey(held!);
    expect(await promptOppositionStep("chooseInitiative", pressed({ prompt: "pick", actor: "c1" }))).toEqual({
      code: cardKey(held!).split("@")[0],
      origin: held!.origin,
      actor: "c1",
    });
    // A button that asks for no card is given none.
    expect(await promptOppositionStep("endTurn", pressed({ actor: "c1" }))).toEqual({ actor: "c1" });
    selectCardKey(null);
  });

  it("[T-HAND-05] deals in only the new card — turning up for the owner, a back for the others — and nothing with Card motion off", async () => {
    const { annUser, bobUser, ada } = await table();
    const annDock = await dockOf(annUser);
    const bobDock = await dockOf(bobUser);
    expect(annDock.renderedHTML).not.toMatch(/is-turning-up|is-dealt/);
    await world.ask(annUser, { kind: "draw", actorId: ada.id!, count: 1 });
    await world.rt.as(annUser, () => annDock.render());
    await world.rt.as(bobUser, () => bobDock.render());
    const drawn = world.cardsIn(`hand:${ada.id!}`).map(cardKey);
    expect(annDock.renderedHTML.match(/is-turning-up/g)).toHaveLength(1);
    expect(bobDock.renderedHTML.match(/is-dealt/g)).toHaveLength(1);
    expect(drawn).toHaveLength(4);

    await world.rt.as(annUser, () => game.settings.set("deckbound" as never, modules.feel.CARD_MOTION as never, false as never));
    await world.ask(annUser, { kind: "draw", actorId: ada.id!, count: 1 });
    await world.rt.as(annUser, () => annDock.render());
    expect(annDock.renderedHTML).not.toContain("is-turning-up");
    await world.rt.as(bobUser, () => bobDock.render());
    expect(bobDock.renderedHTML.match(/is-dealt/g)).toHaveLength(1);
  });

  it("[T-HAND-05] card sounds and card motion are client settings, on until a user turns them off; each card change has its sound", async () => {
    const [annUser, bobUser] = world.players as [User.Implementation, User.Implementation];
    await world.rt.as(annUser, () => game.settings.set("deckbound" as never, modules.feel.CARD_SOUNDS as never, false as never));
    expect(await world.rt.as(annUser, () => [modules.feel.soundsOn(), modules.feel.motionOn()])).toEqual([false, true]);
    expect(await world.rt.as(bobUser, () => [modules.feel.soundsOn(), modules.feel.motionOn()])).toEqual([true, true]);
    const { soundOf } = modules.feel;
    expect(soundOf("create", "hand", {})).toBe("deal");
    expect(soundOf("create", "pile", {})).toBe("deal");
    expect(soundOf("create", "deck", {})).toBeNull();
    expect(soundOf("update", "pile", { face: 0 })).toBe("flip");
    expect(soundOf("update", "deck", { sort: 3 })).toBe("shuffle");
    expect(soundOf("update", "hand", { sort: 3 })).toBeNull();
  });

  it("[T-HAND-05] a card sound plays through Foundry's AudioHelper on the interface channel (the Interface volume slider), on each client that has sounds on", async () => {
    const { annUser, bobUser, ada } = await table();
    await world.rt.as(annUser, () => game.settings.set("deckbound" as never, modules.feel.CARD_SOUNDS as never, false as never));
    world.rt.sounds.clear();
    await world.ask(annUser, { kind: "draw", actorId: ada.id!, count: 1 });
    const played = await until(() => world.rt.sounds.log.find((sound) => sound.user === bobUser.name));
    expect(played).toEqual({ src: "systems/deckbound/assets/sounds/deal.wav", channel: "interface", volume: 0.8, user: bobUser.name });
    expect(world.rt.sounds.log.filter((sound) => sound.user === annUser.name)).toEqual([]);
  });
});

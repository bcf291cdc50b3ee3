import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";
import { ActorSheetV2, ApplicationV2, HandlebarsApplicationMixin } from "../runtime/application.ts";
import { RuntimeActor, RuntimeItem } from "../runtime/documents.ts";
import { FIXTURE_LANG, fixtureTemplate } from "./fixtures.ts";

type Ctx = Record<string, unknown>;

class HeroSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static clicks: string[] = [];
  static override DEFAULT_OPTIONS = {
    classes: ["deckbound", "hero"],
    form: { submitOnChange: true },
    actions: { draw: HeroSheet.onDraw },
  };
  static override PARTS = {
    header: { template: fixtureTemplate("sheet-header.hbs"), templates: [fixtureTemplate("level-badge.hbs")] },
    tabs: { template: "templates/generic/tab-navigation.hbs" },
    stats: { template: fixtureTemplate("sheet-tab.hbs") },
    bio: { template: fixtureTemplate("sheet-tab.hbs") },
  };
  static override TABS = {
    primary: {
      tabs: [{ id: "stats", icon: "fa-solid fa-chart" }, { id: "bio" }],
      initial: "stats",
      labelPrefix: "DECKBOUND.RuntimeFixture.Tabs",
    },
  };

  override async _prepareContext(options: Ctx): Promise<Ctx> {
    const context = await super._prepareContext(options);
    return { ...context, system: { level: 2 } };
  }

  override async _preparePartContext(partId: string, context: Ctx, options: Ctx): Promise<Ctx> {
    const ctx = await super._preparePartContext(partId, context, options);
    if (partId === "stats" || partId === "bio") ctx["tab"] = (ctx["tabs"] as Record<string, unknown>)[partId];
    return ctx;
  }

  static async onDraw(this: HeroSheet, _event: object, target: object): Promise<void> {
    HeroSheet.clicks.push(`${this.actor.id}:${(target as { dataset: Record<string, string> }).dataset["count"]}`);
  }
}

describe("ApplicationV2 / HandlebarsApplicationMixin / DialogV2", () => {
  let rt: FoundryRuntime;
  let player: User.Implementation;
  beforeEach(async () => {
    rt = installFoundryRuntime({ langDir: FIXTURE_LANG });
    await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    player = await rt.createUser({ name: "Pat", role: "PLAYER" });
    HeroSheet.clicks = [];
  });
  afterEach(() => rt.uninstall());

  it("the installed namespaces expose these classes", () => {
    expect(foundry.applications.api.ApplicationV2).toBe(ApplicationV2);
    expect(foundry.applications.sheets.ActorSheetV2).toBe(ActorSheetV2);
  });

  it("merges DEFAULT_OPTIONS from base to leaf", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base" }))!;
    const sheet = new HeroSheet({ document: actor });
    expect(sheet.options["classes"]).toEqual(["deckbound", "hero"]);
    expect(sheet.options["tag"]).toBe("form");
    expect(sheet.options["form"]).toEqual({ submitOnChange: true, closeOnSubmit: false });
    expect(Object.keys(sheet.options["actions"] as object)).toEqual(["draw"]);
  });

  it("a document sheet is in its document's apps while open: the document's update re-renders it on the client that opened it, deletion closes it", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base", ownership: { default: 0, [player.id as string]: 3 } }))!;
    const sheet = await rt.as(player, () => new HeroSheet({ document: actor }).render({ force: true }));
    expect((actor as unknown as { apps: Record<string, unknown> }).apps[sheet.id]).toBe(sheet);
    await actor.update({ name: "Heroine" });
    // Foundry does not await the re-render: wait for it.
    await vi.waitFor(() => expect(sheet.renderedParts["header"]).toContain("<h1>Heroine</h1>"), { timeout: 10_000 });
    // Rendered as the player (its client), not as the GM who made the change.
    expect(sheet.renderedContext?.["editable"]).toBe(true);
    const before = sheet.renderedContext;
    await actor.update({ name: "Heroine" }, { render: false } as never);
    await actor.update({ name: "Hero" }, { render: false } as never);
    expect(sheet.renderedContext).toBe(before);
    await actor.delete();
    await vi.waitFor(() => expect(sheet.rendered).toBe(false), { timeout: 10_000 });
    expect(await rt.as(player, () => foundry.applications.instances.has(sheet.id))).toBe(false);
  });

  it("render prepares context, renders each PART, and builds TABS context", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base", ownership: { default: 0 } }))!;
    const sheet = await rt.as(player, () => new HeroSheet({ document: actor }).render({ force: true }));
    expect(Object.keys(sheet.renderedParts)).toEqual(["header", "tabs", "stats", "bio"]);
    expect(sheet.renderedParts["header"]).toContain('<h1>Hero</h1><span class="level">Level 2</span>');
    expect(sheet.renderedParts["tabs"]).toBe(
      `<nav class="tabs"><a class="active" data-action="tab" data-group="primary" data-tab="stats"><i class="fa-solid fa-chart"></i> Stats</a>` +
        `<a class="" data-action="tab" data-group="primary" data-tab="bio">Biography</a></nav>`,
    );
    expect(sheet.renderedParts["stats"]?.trim()).toBe(`<section class="tab active" data-group="primary" data-tab="stats">stats:</section>`);
    expect(sheet.renderedParts["bio"]?.trim()).toBe(`<section class="tab " data-group="primary" data-tab="bio">bio:</section>`);
    expect(sheet.renderedHTML).toContain('<nav class="tabs">');
    expect(sheet.renderedContext?.["tabs"]).toEqual({
      stats: {
        id: "stats",
        icon: "fa-solid fa-chart",
        group: "primary",
        label: "DECKBOUND.RuntimeFixture.Tabs.stats",
        active: true,
        cssClass: "active",
      },
      bio: { id: "bio", group: "primary", label: "DECKBOUND.RuntimeFixture.Tabs.bio", active: false, cssClass: "" },
    });
    // Each client has its own open applications: the player's sheet is in the player's.
    expect(await rt.as(player, () => foundry.applications.instances.get(sheet.id))).toBe(sheet);
    expect(foundry.applications.instances.get(sheet.id)).toBeUndefined();
    sheet.changeTab("bio", "primary");
    await rt.as(player, () => sheet.render());
    expect(sheet.renderedParts["bio"]).toContain("tab active");
    expect(sheet.renderedContext?.["editable"]).toBe(false);
    await sheet.close();
    expect(await rt.as(player, () => foundry.applications.instances.has(sheet.id))).toBe(false);
  });

  it("clickAction invokes the merged action with this = app and a target carrying the dataset", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base" }))!;
    const sheet = new HeroSheet({ document: actor });
    await rt.clickAction(sheet, "draw", { count: "2" });
    expect(HeroSheet.clicks).toEqual([`${actor.id}:2`]);
    await expect(rt.clickAction(sheet, "nope")).rejects.toThrow(/no action "nope"/);
  });

  it("submitForm updates the document of a sheet; the registered sheet is doc.sheet", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base" }))!;
    foundry.applications.apps.DocumentSheetConfig.registerSheet(Actor, "deckbound", HeroSheet as never, {
      types: ["base"],
      makeDefault: true,
    });
    const sheet = actor.sheet as HeroSheet;
    expect(sheet).toBeInstanceOf(HeroSheet);
    expect(actor.sheet).toBe(sheet);
    await rt.submitForm(sheet, { name: "Renamed" });
    expect((actor as unknown as { name: string }).name).toBe("Renamed");
  });

  it("a sheet has no DOM: element fails closed", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base" }))!;
    expect(() => new HeroSheet({ document: actor }).element).toThrow(/no DOM/);
  });

  it("a drop on an actor sheet goes to the dropActorSheetData hook first; an Item dropped is then copied onto the actor, where the user may edit it", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base", ownership: { default: 0 } }))!;
    const sword = (await RuntimeItem.create({ name: "Sword", type: "base" }))!;
    const sheet = new HeroSheet({ document: actor });
    const drop = (data: unknown) =>
      ({ dataTransfer: { getData: () => (typeof data === "string" ? data : JSON.stringify(data)) } }) as unknown as DragEvent;
    const heard: unknown[][] = [];
    const listener = Hooks.on("dropActorSheetData", (...args: unknown[]) => void heard.push(args));
    await sheet._onDrop(drop({ type: "Item", uuid: sword.uuid }));
    expect(heard).toEqual([[actor, sheet, { type: "Item", uuid: sword.uuid }]]);
    const items = actor.getEmbeddedCollection("Item");
    expect(items.map((item) => (item as unknown as { name: string }).name)).toEqual(["Sword"]);
    expect(items.contents[0]!.id).not.toBe(sword.id);

    // A player who may not edit the actor adds nothing; a listener returning false stops the drop.
    await rt.as(player, () => sheet._onDrop(drop({ type: "Item", uuid: sword.uuid })));
    Hooks.off("dropActorSheetData", listener);
    Hooks.on("dropActorSheetData", () => false);
    await sheet._onDrop(drop({ type: "Item", uuid: sword.uuid }));
    expect(items.size).toBe(1);
  });

  it("a drop that carries no drag data, or data of no document, is ignored; an Actor dropped fails closed", async () => {
    const actor = (await RuntimeActor.create({ name: "Hero", type: "base" }))!;
    const other = (await RuntimeActor.create({ name: "Other", type: "base" }))!;
    const sheet = new HeroSheet({ document: actor });
    const drop = (text: string) => ({ dataTransfer: { getData: () => text } }) as unknown as DragEvent;
    expect(await sheet._onDrop(drop("not json"))).toBeNull();
    expect(await sheet._onDrop(drop(JSON.stringify({ type: "deckbound.cards", cards: [] })))).toBeNull();
    await expect(sheet._onDrop(drop(JSON.stringify({ type: "Actor", uuid: other.uuid })))).rejects.toThrow(/_onDrop \(a dropped Actor\)/);
    expect(actor.getEmbeddedCollection("Item").size).toBe(0);
  });

  it("DialogV2 takes queued answers in order and fails closed without one", async () => {
    const { DialogV2 } = foundry.applications.api;
    rt.dialogs.answer(true, (config: { content: string }) => config.content.length);
    expect(await DialogV2.confirm({ window: { title: "Shuffle?" }, content: "<p>x</p>" })).toBe(true);
    expect(await DialogV2.prompt({ window: { title: "Name" }, content: "12345" })).toBe(5);
    await expect(DialogV2.wait({ window: { title: "Draw how?" }, buttons: [] })).rejects.toThrow(/no queued answer/);
  });
});

/**
 * The DOA character sheet on the test runtime's ApplicationV2: its parts render with every string
 * localised; a skill name starts a check through the GM with the TC chosen from the GM's table;
 * the rest buttons start a rest card; another player sees no buttons.
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

interface RenderedSheet {
  render(options: object): Promise<unknown>;
  renderedHTML: string;
}

describe("the DOA character sheet", () => {
  it("[DOA-07][DOA-08][DOA-20] renders localised; a skill starts a check against the chosen TC; the rest buttons start rests; strangers see no buttons", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", "doaDealer", { attributes: { AGL: 2 }, skills: { finesse: 1 } }, ann);
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.modules.doa.doaRuleset));
    await world.move("gm", "8C", "gm-deck", "gm-table");
    const sheet = new world.modules.doaSheet.DealerSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).not.toMatch(/DECKBOUND\./);
    expect(sheet.renderedHTML).toContain('data-action="startCheck" data-on="finesse"');
    expect(sheet.renderedHTML).toContain('data-action="longRest"');

    world.rt.dialogs.answer({ tc: "8C", dr: "2", hand: "0" });
    await world.rt.as(ann, () => world.rt.clickAction(sheet, "startCheck", { on: "finesse" }));
    const check = game.messages.contents.find((message) => message.type === "doaCheck")!;
    const state = (check.system as unknown as { state: { on: string; setup: { target: { dr: number; modifier: number; tc: { rank: number } } } } }).state;
    expect(state.on).toBe("finesse");
    expect(state.setup.target).toMatchObject({ dr: 2, modifier: 3, tc: { rank: 8 } });

    await world.rt.as(ann, () => world.rt.clickAction(sheet, "shortRest"));
    const rest = game.messages.contents.find((message) => message.type === "doaEpic")!;
    expect((rest.system as unknown as { state: { setup: { kind: string } } }).state.setup.kind).toBe("shortRest");

    const strangers = new world.modules.doaSheet.DealerSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(bob, () => strangers.render({ force: true }));
    expect(strangers.renderedHTML).not.toContain("data-action=");
  });
});

describe("awarding Fate", () => {
  it("[DOA-05][DOA-21] the GM awards a Dealer a Fate token from the sheet; a Bystander cannot receive one", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", "doaDealer", {}, ann);
    const orc = await world.actor("Orc", "doaBystander", { hp: { value: 1, max: 1 } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.modules.doa.doaRuleset));
    const sheet = new world.modules.doaSheet.DealerSheet({ document: xena } as never) as unknown as RenderedSheet;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain('data-action="awardFate"');
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet, "awardFate"));
    expect((xena.system as unknown as { deck: { fateTokens: number } }).deck.fateTokens).toBe(1);
    await expect(world.rt.as(world.gm, () => world.modules.doaSheet.awardFateToken(orc))).resolves.toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.CannotUseFateCards" });
    const orcSheet = new world.modules.doaSheet.DealerSheet({ document: orc } as never) as unknown as RenderedSheet;
    await world.rt.as(world.gm, () => orcSheet.render({ force: true }));
    expect(orcSheet.renderedHTML).not.toContain('data-action="awardFate"');
  });
});

/**
 * Fate Cards spent against damage outside combat [DOA-04] on the Foundry test runtime, with the
 * hidden-card audit: from the Dealer's sheet the player names the damage; on its card each Fate
 * Card or token ignores a point and goes to the discard pile; what is left is taken (AP first for
 * physical damage [DOA-17]); bad input is refused with a readable reason and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { doaModules, item, move, press } from "./helpers.ts";
import type { DoaModules } from "./helpers.ts";
import { DOA_ACTOR, DOA_ID, DOA_ITEM, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

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

const codes = (address: string) => world.cardsIn(address).map(cardCode).sort();
const state = <T>(messageId: string) => (game.messages.get(messageId)!.system as unknown as { state: T }).state;

interface RenderedSheet {
  render(options: object): Promise<unknown>;
  renderedHTML: string;
}

/** Ann's Xena (7 HP) holding A♠ and one Fate token. */
async function xena(system: Record<string, unknown> = {}) {
  const ann = world.players[0]!;
  const actor = await world.actor("Xena", ann, {
    type: DOA_ACTOR.dealer,
    system: { level: 2, hp: { value: 7 }, deck: { fateTokens: 1 }, ...system },
  });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  await move(world, actor.id!, "AS", `deck:${actor.id}`, `hand:${actor.id}`);
  return { ann, actor, x: actor.id! };
}

async function startDamage(user: User.Implementation, actorId: string, options: Record<string, unknown>) {
  return world.ask(user, { kind: "startCard", messageType: DOA_MESSAGE.ignoreDamage, actorId, options });
}

describe("ignoring damage outside combat", () => {
  it("[DOA-04] from the sheet, Ann names 2 damage from a falling rock; A♠ and a Fate token ignore it all, the ace goes to the discard pile, Health unchanged", async () => {
    const { ann, actor, x } = await xena();
    const sheet = new doa.sheet.DoaCharacterSheet({ document: actor } as never) as unknown as RenderedSheet;
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain('data-action="ignoreDamage"');
    let shown = "";
    world.rt.dialogs.answer((config: { content: string; window: { title: string } }) => {
      shown = `${config.window.title} ${config.content}`;
      return { damage: 2, damageKind: "physical", source: "Falling rock" };
    });
    await world.rt.as(ann, () => world.rt.clickAction(sheet, "ignoreDamage"));
    expect(shown).toContain("Ignore damage with Fate Cards");
    expect(shown).not.toMatch(/DECKBOUND\./);
    const message = game.messages.contents.find((candidate) => candidate.type === DOA_MESSAGE.ignoreDamage)!;
    const id = message.id!;
    const seen = await world.seeCard(id, ann);
    expect(seen).toContain("2 Physical damage");
    expect(seen).toContain("Falling rock");
    expect(seen).toContain("Ignore 1 with A♠");

    // Bob does not play Xena: refused.
    expect(await press(world, world.players[1]!, id, "spend", { code: "AS", origin: x })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect((await press(world, ann, id, "spend", { code: "AS", origin: x }))?.ok).toBe(true);
    expect(codes(`discard:${x}`)).toContain("AS");
    expect(codes(`hand:${x}`)).not.toContain("AS");
    expect(state<{ left: number; phase: string }>(id)).toMatchObject({ left: 1, phase: "choosing" });
    expect((await press(world, ann, id, "spend", { token: "1" }))?.ok).toBe(true);
    expect(state<{ left: number; phase: string }>(id)).toMatchObject({ left: 0, phase: "done" });
    expect(actor.system).toMatchObject({ hp: { value: 7 }, deck: { fateTokens: 0 } });
    expect(await world.seeCard(id, ann)).toContain("All ignored: Health unchanged.");
    expect(await world.seeCard(id, ann)).not.toContain('data-action="spend"');
  });

  it("[DOA-04][DOA-17] 3 physical damage, one point ignored with A♠: the other two are taken when Ann says so, AP first", async () => {
    const { ann, actor, x } = await xena({ ap: { value: 1 } });
    await item(world, actor, "Leather", DOA_ITEM.armor, { ac: 4, ap: 1, equipped: true });
    const started = await startDamage(ann, x, { damage: 3, damageKind: "physical", source: "" });
    const id = started.ok ? started.messageId! : "";
    expect((await press(world, ann, id, "spend", { code: "AS", origin: x }))?.ok).toBe(true);
    expect(actor.system).toMatchObject({ hp: { value: 7 }, ap: { value: 1 } });
    expect((await press(world, ann, id, "take"))?.ok).toBe(true);
    expect(actor.system).toMatchObject({ hp: { value: 6 }, ap: { value: 0 } });
    expect(await world.seeCard(id, ann)).toContain("2 damage taken.");
    expect(await press(world, ann, id, "take")).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.WrongPhase" });
  });

  it("[DOA-04] [CORE-06] through its procedure, no control is refused for what the card knew: Bob is offered nothing; Ann spends A♠ and takes the rest; then nobody is offered anything", async () => {
    const { ann, x } = await xena();
    const bob = world.players[1]!;
    const started = await startDamage(ann, x, { damage: 3, damageKind: "physical", source: "" });
    const id = started.ok ? started.messageId! : "";
    const knowable = [...KNOWABLE_TO_EVERY_CARD, "DECKBOUND.DOA.Refusal.WrongPhase"];
    expect(await walkOffered(world, id, bob, knowable)).toEqual([]);
    expect(await walkOffered(world, id, ann, knowable, ["take"])).toEqual(expect.arrayContaining(["spend", "take"]));
    for (const user of [ann, bob, world.gm]) expect(await walkOffered(world, id, user, knowable), user.name!).toEqual([]);
  });

  it("[DOA-04][DOA-21] bad input changes nothing: no damage, a Bystander, no Fate Card held", async () => {
    const { ann, x } = await xena();
    const before = game.messages.contents.length;
    expect(await startDamage(ann, x, { damage: 0, damageKind: "physical", source: "" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.BadDamage",
    });
    expect(game.i18n.localize("DECKBOUND.DOA.Refusal.BadDamage")).not.toMatch(/^DECKBOUND/);
    expect(await startDamage(ann, x, { damage: 2, damageKind: "fire", source: "" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    const guard = await world.actor("Guard", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 2, max: 2 } } });
    await move(world, "gm", "AH", "gm-deck", "gm-hand");
    expect(await startDamage(world.gm, guard.id!, { damage: 1, damageKind: "physical", source: "" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.CannotUseFateCards",
    });
    const jonas = await world.actor("Jonas", world.players[1]!, { type: DOA_ACTOR.dealer });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    expect(await startDamage(world.players[1]!, jonas.id!, { damage: 1, damageKind: "physical", source: "" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.NoSuchFateCard",
    });
    expect(game.messages.contents.length).toBe(before);
    expect(codes(`hand:${x}`)).toEqual(["AS"]);
  });
});

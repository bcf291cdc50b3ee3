/**
 * The GM's Fate Cards on the Foundry test runtime [DOA-03, DOA-21], with the hidden-card audit: a
 * Dealer the GM plays, set to draw from the GM's deck, draws its checks and contested draws there and
 * is offered a redraw with the GM's held Fate Cards (its odds shown); the same switch on a Dealer a
 * player owns changes nothing; a Bystander drawing from the GM's deck is never offered one.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { doaModules, move, stackDeck, startCombat } from "./helpers.ts";
import type { DoaModules } from "./helpers.ts";
import { DOA_ACTOR, DOA_ID, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

let world: World;
let doa: DoaModules;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann"], seed: 2026 });
  doa = await doaModules();
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const codes = (address: string) => world.cardsIn(address).map(cardCode).sort();
const state = <T>(messageId: string) => (game.messages.get(messageId)!.system as unknown as { state: T }).state;

type CheckView = { check: { phase: string; deck: { owner: string }; canUseFate: boolean } | null; redrawOdds: { success: number } | null };

/** The GM's Baron (a Dealer no player owns, drawing from the GM's deck), a guard (Bystander), the GM holding A♠. */
async function baronAndGuard(owner: User.Implementation | null = null) {
  const baron = await world.actor("Baron", owner, { type: DOA_ACTOR.dealer, system: { gmDeck: true, skills: { bluffing: 1 } } });
  const guard = await world.actor("Guard", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 2, max: 2 } } });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  await move(world, "gm", "5H", "gm-deck", "gm-table");
  await move(world, "gm", "AS", "gm-deck", "gm-hand");
  await stackDeck(world, "gm", "2C 6D 6S", "gm-discard");
  return { baron, guard, b: baron.id!, g: guard.id! };
}

async function check(user: User.Implementation, actorId: string, on: string): Promise<string> {
  const started = await world.ask(user, { kind: "startCard", messageType: DOA_MESSAGE.check, actorId, options: { on, tc: "5H", dr: 1 } });
  expect(started.ok).toBe(true);
  const id = started.ok ? started.messageId! : "";
  expect((await world.act(user, id, "draw")).ok).toBe(true);
  return id;
}

describe("the GM's Fate Cards", () => {
  it("[DOA-03][DOA-21] a Dealer the GM plays draws from the GM's deck; the GM redraws with the GM's ace, odds shown, and the ace goes to the GM's discard pile", async () => {
    const { baron, b } = await baronAndGuard();
    expect(doa.gather.deckOwnerOf(baron)).toBe("gm");
    const id = await check(world.gm, b, "bluffing");
    const deciding = state<CheckView>(id);
    expect(deciding.check).toMatchObject({ phase: "deciding", canUseFate: true, deck: { owner: "gm" } });
    expect(deciding.redrawOdds?.success).toBeGreaterThan(0);
    const seen = await world.seeCard(id);
    expect(seen).toContain("doa-redraw-odds");
    expect(seen).toContain(game.i18n.format("DECKBOUND.DOA.Card.RedrawWith", { card: "A♠" }).slice(0, 8));
    expect((await world.act(world.gm, id, "redraw", { code: "AS", origin: "gm" })).ok).toBe(true);
    expect(codes("gm-discard")).toContain("AS");
    expect(codes("gm-hand")).not.toContain("AS");
    expect(state<CheckView>(id).check?.phase).toBe("done");
  });

  it("[DOA-21] the switch on a Dealer a player owns changes nothing: Ann's Baron draws from his own deck; only the GM's sheet offers it", async () => {
    const ann = world.players[0]!;
    const { baron, b } = await baronAndGuard(ann);
    expect(doa.gather.deckOwnerOf(baron)).toBe(b);
    type Sheet = { render(options: object): Promise<unknown>; renderedHTML: string; mode: "play" | "edit" };
    const html = async (user: User.Implementation) => {
      const sheet = new doa.sheet.DoaCharacterSheet({ document: baron } as never) as unknown as Sheet;
      sheet.mode = "edit";
      await world.rt.as(user, () => sheet.render({ force: true }));
      return sheet.renderedHTML;
    };
    expect(await html(world.gm)).toContain('name="system.gmDeck"');
    expect(await html(ann)).not.toContain('name="system.gmDeck"');
  });

  it("[DOA-21] a Bystander drawing from the GM's deck is offered no redraw while the GM holds a Fate Card", async () => {
    const { g } = await baronAndGuard();
    const id = await check(world.gm, g, "STR");
    expect(state<CheckView>(id).check).toMatchObject({ phase: "done", canUseFate: false });
    expect(await world.seeCard(id)).not.toContain('data-action="redraw"');
    expect(codes("gm-hand")).toContain("AS");
  });

  it("[DOA-12][DOA-03] contested by Ann's Xena, the GM's Baron resists from the GM's deck and may redraw with the GM's ace", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { skills: { bluffing: 1 } } });
    const { b } = await baronAndGuard();
    const x = xena.id!;
    await stackDeck(world, x, "3D", `discard:${x}`);
    const started = await world.ask(ann, {
      kind: "startCard",
      messageType: DOA_MESSAGE.contested,
      actorId: x,
      options: { on: "bluffing", targets: [{ actorId: b, on: "bluffing" }] },
    });
    const id = started.ok ? started.messageId! : "";
    await world.act(ann, id, "begin");
    expect((await world.act(world.gm, id, "draw")).ok).toBe(true);
    const deciding = state<{ contested: { check: { phase: string; deck: { owner: string } } | null }; redrawOdds: unknown }>(id);
    expect(deciding.contested.check).toMatchObject({ phase: "deciding", deck: { owner: "gm" } });
    expect(deciding.redrawOdds).not.toBeNull();
    expect((await world.act(world.gm, id, "redraw", { code: "AS", origin: "gm" })).ok).toBe(true);
    expect(codes("gm-discard")).toContain("AS");
  });

  it("[DOA-13][DOA-03] in combat the GM's Baron may redraw his initiative card with the GM's ace; the guard's draw offers none", async () => {
    const { b, g } = await baronAndGuard();
    const id = await startCombat(world, b, [b, g]);
    expect((await world.act(world.gm, id, "begin")).ok).toBe(true);
    type CombatView = { combat: { check: { phase: string; deck: { owner: string } } | null; pending: { id: string } | null } };
    expect(state<CombatView>(id).combat.check).toMatchObject({ phase: "deciding", deck: { owner: "gm" } });
    expect(state<CombatView>(id).combat.pending?.id).toBe(b);
    expect((await world.act(world.gm, id, "redraw", { code: "AS", origin: "gm" })).ok).toBe(true);
    expect(codes("gm-discard")).toContain("AS");
    expect(state<CombatView>(id).combat.check).toBeNull();
  });
});

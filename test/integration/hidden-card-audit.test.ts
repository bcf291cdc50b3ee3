/**
 * The hidden-card audit itself [CORE-06]: a card everyone saw face up and that then went back into
 * the hidden deck may be named (it was revealed; failed before: reported as a leak); a card that was
 * never shown to the table — still in the deck, or only ever in its owner's hand — may not.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardArt } from "../../src/foundry/table/card-identity.ts";
import { cardKey } from "../../src/rules/cards/card.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
let hand: string;

beforeEach(async () => {
  world = await createWorld(1);
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  hand = `hand:${(await world.character("Ada", world.players[0]!)).id}`;
});

afterEach(() => {
  world.rt.uninstall();
});

const asGm = <T>(task: () => Promise<T>) => world.rt.as(world.gm, task);
const table = () => new world.modules.table.FoundryTable(world.ruleset, seededRandom(5));
const say = (text: string) => asGm(() => ChatMessage.create({ content: `<p>${text}</p>` }));

describe("the hidden-card audit", () => {
  it("[CORE-06] a card revealed on the table and then returned to the deck may be named; the message that revealed it may change", async () => {
    const [card] = (await asGm(() => table().draw("deck", hand, 1))).cards;
    await asGm(() => table().move([card!], hand, "table"));
    const revealing = await say(`<img src="${cardArt(card!)}"> ${cardKey(card!)}`);
    await asGm(() => table().move([card!], "table", "deck"));
    expect(world.cardsIn("deck").map(cardKey)).toContain(cardKey(card!));
    await say(`${cardKey(card!)} went back into the deck`);
    await asGm(() => revealing!.update({ content: `<p>${cardKey(card!)} (returned)</p>` }));
    expect(world.audit.violations).toEqual([]);
    expect(world.audit.revealed.has(cardKey(card!))).toBe(true);
  });

  it("[CORE-06] a card never shown to the table is a leak, in the deck or back from its owner's hand", async () => {
    const [held] = (await asGm(() => table().draw("deck", hand, 1))).cards;
    await asGm(() => table().move([held!], hand, "deck"));
    const never = world.cardsIn("deck").find((card) => cardKey(card) !== cardKey(held!))!;
    await say(cardKey(held!));
    await say(cardKey(never));
    expect(world.audit.violations).toHaveLength(2);
    expect(world.audit.violations.every((violation) => violation.includes("hidden in"))).toBe(true);
  });
});

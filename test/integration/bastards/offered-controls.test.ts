/**
 * A control is offered only when the rules would accept it now: the opposition card asks the rules
 * (swapInitiativeRefusal), not a copy of them. After a mulligan, which gives up the action [GOB-15],
 * the card no longer offers Swap initiative; every control it still offers the acting seat, pressed
 * with the card's own data, is never refused for a reason the card knew (the turn, the action used).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import * as helpers from "./helpers.ts";
import { KNOWABLE_TO_EVERY_CARD, offeredControls as offered, walkOffered } from "../offered-controls.ts";
import { FATE_DRAW_MESSAGE } from "../../../src/rulesets/bastards/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(helpers.BASTARDS_WORLD);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

/** Refusals the card can know before a press: it shows the turn and who has acted. */
const KNOWABLE = ["This character has already used or given up their action this round.", "It is not this character's turn"];

const suited = (cards: readonly Card[]) => cards.filter((card): card is SuitedCard => card.kind === "suited");
const initiative = (card: SuitedCard) => (card.rank === 14 ? 1 : card.rank);

/** Ann's Ana (Clubs, Body 3) against Bob's Bram (Spades, Mind 2): an opposition begun between them. */
async function anaAgainstBram() {
  const [ann, bob] = helpers.players(world);
  const ana = await helpers.fated(world, "Ana", ann, { suit: "C", traits: { body: 3, spirit: 1, mind: 1, luck: 2 } });
  const bram = await helpers.fated(world, "Bram", bob, { suit: "S", traits: { body: 1, spirit: 1, mind: 2, luck: 1 } });
  const messageId = await helpers.beginOpposition(world, ann, [
    [ana, "heroes"],
    [bram, "villains"],
  ]);
  return { ann, bob, ana, bram, messageId };
}

describe("the opposition card offers only what the rules accept", () => {
  it("[GOB-15] after a mulligan gives up the action, Swap initiative is not offered, and no offered control is refused for the turn or the action", async () => {
    const { ann, bob, ana, bram, messageId } = await anaAgainstBram();
    const low = suited(helpers.lying(world, "hand", ana.id!)).sort((a, b) => initiative(a) - initiative(b))[0]!;
    const high = suited(helpers.lying(world, "hand", bram.id!)).sort((a, b) => initiative(b) - initiative(a))[0]!;
    expect((await world.act(ann, messageId, "chooseInitiative", { actor: ana.id, ...identityOf(low) })).ok).toBe(true);
    expect((await world.act(bob, messageId, "chooseInitiative", { actor: bram.id, ...identityOf(high) })).ok).toBe(true);
    expect(helpers.opposition(messageId).turn?.actor).toBe(ana.id);
    expect((await world.act(ann, messageId, "drawStep", { actor: ana.id, trait: "luck" })).ok).toBe(true);
    expect(offered(await world.seeCard(messageId, ann)).map((button) => button.action)).toContain("swapInitiative");

    expect((await world.act(ann, messageId, "mulligan", { actor: ana.id })).ok).toBe(true);
    const buttons = offered(await world.seeCard(messageId, ann)).filter((button) => button.data["actor"] === ana.id);
    expect(buttons.map((button) => button.action)).not.toContain("swapInitiative");

    // Press each control still offered to Ana's seat (a card-picking one with a card of her hand); End turn last.
    const hand = helpers.lying(world, "hand", ana.id!);
    for (const button of [...buttons.filter((b) => b.action !== "endTurn"), ...buttons.filter((b) => b.action === "endTurn")]) {
      const data = { ...button.data, ...(hand[0] ? identityOf(hand[0]) : {}) };
      const result = await world.act(ann, messageId, button.action, data);
      if (!result.ok)
        expect(
          KNOWABLE.some((text) => game.i18n.localize(result.reason).startsWith(text)),
          `${button.action}: ${result.reason}`,
        ).toBe(false);
    }
  });
});

describe("the opposition card through its procedure", () => {
  it("[GOB-11] [GOB-15] [CORE-06] from the deal through four rounds of turns to the GM's end: every control offered each seat, pressed with a card of its character's hand where it takes one, is never refused for whose turn it is or an action already used", async () => {
    const { ann, bob, messageId } = await anaAgainstBram();
    const same = (a: { action: string; data: object }, b: { action: string; data: object }) =>
      a.action === b.action && JSON.stringify(a.data) === JSON.stringify(b.data);
    const pressed = new Set<string>();
    // A turn ends with End turn; what ends the whole opposition (the GM's End, a knock-down) waits for the last walk.
    const ends = ["endTurn", "endOpposition", "knockDown"];
    for (let step = 0; step < 5; step++)
      for (const user of [ann, bob, world.gm]) {
        const buttons = offered(await world.seeCard(messageId, user));
        const ending = buttons.filter((b) => b.action === (step < 4 ? "endTurn" : "endOpposition")).slice(0, 1);
        for (const button of [...buttons.filter((b) => !ends.includes(b.action)), ...ending]) {
          if (!offered(await world.seeCard(messageId, user)).some((now) => same(now, button))) continue;
          const hand = button.data["actor"] ? suited(helpers.lying(world, "hand", button.data["actor"])) : [];
          const card = hand.sort((a, b) => initiative(b) - initiative(a))[0];
          const result = await world.act(user, messageId, button.action, { ...button.data, ...(card ? identityOf(card) : {}) });
          pressed.add(button.action);
          if (!result.ok)
            expect(
              KNOWABLE.some((text) => game.i18n.localize(result.reason).startsWith(text)),
              `${user.name} ${button.action}: ${result.reason}`,
            ).toBe(false);
        }
      }
    expect(pressed).toContain("chooseInitiative");
    expect(pressed).toContain("endTurn");
    expect(helpers.opposition(messageId).phase).toBe("ended");
  });
});

describe("the Fate draw card through its procedure", () => {
  it("[GOB-10] [CORE-06] Bob is offered nothing on Ana's Fate draw, Ann her Draw, and once drawn nobody anything", async () => {
    const [ann, bob] = helpers.players(world);
    const ana = await helpers.fated(world, "Ana", ann, {
      suit: "S",
      traits: { body: 1, spirit: 1, mind: 3, luck: 1 },
      skills: { repair: 2 },
    });
    await world.setUp();
    const started = await world.ask(ann, {
      kind: "startCard",
      messageType: FATE_DRAW_MESSAGE,
      actorId: ana.id!,
      options: { skill: "repair", trait: "mind", difficulty: 3 },
    });
    const messageId = started.ok ? started.messageId! : "";
    expect(await walkOffered(world, messageId, bob, KNOWABLE_TO_EVERY_CARD)).toEqual([]);
    expect(await walkOffered(world, messageId, ann, KNOWABLE_TO_EVERY_CARD, ["draw"])).toEqual(["draw"]);
    for (const user of [ann, bob, world.gm])
      expect(await walkOffered(world, messageId, user, KNOWABLE_TO_EVERY_CARD), user.name!).toEqual([]);
  });
});

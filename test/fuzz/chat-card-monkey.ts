/**
 * A button-pressing monkey on every chat card type of every ruleset [Step 8]: cards are started as a
 * table would start them, then random users press the buttons each sees on each card (read from the
 * card as rendered for them), with the button's own data or with garbage, in random order. Nothing
 * may throw, every answer is a success or a localised refusal, no chat message names a hidden card
 * (the audit), and every card of the world's decks is still there, exactly once.
 *
 * `describeChatCardMonkey(presses)`: `npm test` presses each card type 40 times
 * (test/integration/chat-card-monkey.test.ts), `npm run fuzz` 3 000 (chat-card-monkey.fuzz.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { cardKey } from "../../src/rules/cards/card.ts";
import { identityOf } from "../../src/foundry/table/card-identity.ts";
import { buttonsIn } from "../../src/quench/buttons.ts";
import { createWorld } from "../integration/world.ts";
import type { World } from "../integration/world.ts";

const SEED = Number(process.env["FUZZ_SEED"] ?? 20261125);

let world: World;

interface Start {
  readonly messageType: string;
  readonly actorId: string;
  readonly options: unknown;
  readonly by: User.Implementation;
}

/** Every card of the ruleset's stacks, as `key@stack` counts: each card must lie exactly once. */
function cardCensus(): Map<string, number> {
  const census = new Map<string, number>();
  for (const stack of game.cards) {
    for (const { card } of world.modules.table.cardsLyingIn(stack)) census.set(cardKey(card), (census.get(cardKey(card)) ?? 0) + 1);
  }
  return census;
}

const GARBAGE: readonly unknown[] = [null, "", "toString", "__proto__", -1, 1e9, { code: "1Z", origin: "x" }, [], { constructor: 1 }];

async function startCard(start: Start): Promise<string> {
  const started = await world.ask(start.by, {
    kind: "startCard",
    messageType: start.messageType,
    actorId: start.actorId,
    options: start.options,
  });
  expect(started.ok, `${start.messageType} starts: ${started.ok ? "" : started.reason}`).toBe(true);
  return started.ok ? started.messageId! : "";
}

async function monkey(starts: readonly Start[], presses: number): Promise<void> {
  const random = seededRandom(SEED);
  const pick = <T>(items: readonly T[]): T => items[random.int(items.length)]!;
  const users = [world.gm, ...world.players];
  const before = cardCensus();
  // One live card per type; a card no one can press any more (it has ended) is replaced by a new one.
  const live = new Map<Start, string>();
  for (const start of starts) live.set(start, await startCard(start));
  const pressed = new Map<string, number>();
  const played = new Map<string, number>();
  for (let press = 0; press < presses * starts.length; press++) {
    const start = pick(starts);
    if (buttonsIn(await world.seeCard(live.get(start)!, world.gm)).length === 0) live.set(start, await startCard(start));
    const messageId = live.get(start)!;
    const user = pick(users);
    const buttons = buttonsIn(await world.seeCard(messageId, user));
    let action: { action: string; data: Readonly<Record<string, unknown>> } =
      buttons.length > 0 ? pick(buttons) : { action: "toString", data: {} };
    if (random.next() < 0.15)
      action = { action: action.action, data: Object.fromEntries(Object.keys(action.data).map((key) => [key, pick(GARBAGE)])) as never };
    if (random.next() < 0.05) action = { action: pick(["toString", "constructor", "hasOwnProperty", "nope"]), data: {} };
    const result = await world.ask(user, { kind: "cardAction", messageId, action: action.action, data: action.data });
    const type = start.messageType;
    if (!result.ok) expect(game.i18n.localize(result.reason), `${type} ${action.action}: ${result.reason}`).not.toMatch(/^DECKBOUND\./);
    else played.set(type, (played.get(type) ?? 0) + 1);
    pressed.set(type, (pressed.get(type) ?? 0) + 1);
  }
  expect(cardCensus()).toEqual(before);
  // Every card type was pressed, and every one moved on (the monkey plays, not only fails).
  for (const start of starts) expect(played.get(start.messageType) ?? 0, `${start.messageType} never moved on`).toBeGreaterThan(0);
  if (process.env["FUZZ_REPORT"])
    console.log(Object.fromEntries([...pressed].map(([type, n]) => [type, `${played.get(type) ?? 0}/${n} played`])));
}

/** The monkey's suite, pressing each card type `presses` times. */
export function describeChatCardMonkey(presses: number): void {
  describe(`a monkey pressing every chat card's buttons (${presses} presses a card type)`, () => {
    afterEach(() => {
      world.rt.uninstall();
      expect(world.audit.violations).toEqual([]);
    });

    it("[CORE-06] the Director's test and competition cards", async () => {
      world = await createWorld({ ruleset: "director", players: ["Ann", "Bob"] });
      const ann = await world.character("Nell", world.players[0]!);
      const bob = await world.character("Hal", world.players[1]!);
      await world.setUp();
      await monkey(
        [
          { messageType: "directorTest", actorId: ann.id!, options: { attribute: "body", difficulty: 2 }, by: world.players[0]! },
          { messageType: "directorCompetition", actorId: bob.id!, options: { attribute: "dexterity" }, by: world.players[1]! },
        ],
        presses,
      );
    });

    it("[CORE-06] Belmont's task card", async () => {
      world = await createWorld({ ruleset: "belmont", players: ["Ann", "Bob"] });
      const hero = await world.character("Richter", world.players[0]!);
      await world.setUp();
      await monkey(
        [{ messageType: "belmontTask", actorId: hero.id!, options: { scene: "The bridge.", lines: {} }, by: world.gm }],
        presses,
      );
    });

    it("[CORE-06] A Game of Bastards' Fate draw, opposition and dramatic-action cards", async () => {
      world = await createWorld({ ruleset: "bastards", players: ["Ann", "Bob"] });
      const ana = await world.character("Ana", world.players[0]!);
      const bram = await world.character("Bram", world.players[1]!);
      await world.setUp();
      await monkey(
        [
          {
            messageType: "bastardsFateDraw",
            actorId: ana.id!,
            options: { skill: "athletics", trait: "body", difficulty: 3 },
            by: world.players[0]!,
          },
          {
            messageType: "bastardsOpposition",
            actorId: ana.id!,
            options: {
              combatants: [
                { actor: ana.id, side: "heroes" },
                { actor: bram.id, side: "villains" },
              ],
            },
            by: world.gm,
          },
          { messageType: "bastardsDramatic", actorId: ana.id!, options: { action: "timePasses" }, by: world.gm },
        ],
        presses,
      );
    });

    it("[CORE-06] Deck of Adventures' check, contested, Epic Event and combat cards", async () => {
      world = await createWorld({ ruleset: "doa", players: ["Ann", "Bob"] });
      const xena = await world.character("Xena", world.players[0]!);
      const jonas = await world.character("Jonas", world.players[1]!);
      await world.setUp();
      const [tc] = world.cardsIn("gm-deck");
      // The GM lays a Target Card on the GM's table for the check.
      const laid = await world.ask(world.gm, { kind: "move", cards: [identityOf(tc!)], from: "gm-deck", to: "gm-table" });
      expect(laid.ok).toBe(true);
      await monkey(
        [
          {
            messageType: "doaCheck",
            actorId: xena.id!,
            options: { on: "finesse", tc: identityOf(tc!).code, dr: 2 },
            by: world.players[0]!,
          },
          {
            messageType: "doaContested",
            actorId: xena.id!,
            options: { on: "bluffing", targets: [{ actorId: jonas.id, on: "detection" }] },
            by: world.players[0]!,
          },
          { messageType: "doaEpic", actorId: xena.id!, options: { kind: "epic", players: [xena.id, jonas.id] }, by: world.gm },
          { messageType: "doaCombat", actorId: xena.id!, options: { combatants: [xena.id, jonas.id] }, by: world.gm },
        ],
        presses,
      );
    });

    it("[CORE-06] 52 Fates' check and combat cards", async () => {
      world = await createWorld({ ruleset: "fates52", players: ["Ann", "Bob"] });
      const ann = await world.character("Korr", world.players[0]!);
      const bob = await world.character("Ysolde", world.players[1]!);
      const orc = await world.actor("Orc", null, {
        type: "fates52Monster",
        system: { hp: 4, maxHp: 4, group: "orcs", attacks: [{ id: "axe", name: "Axe" }] },
      });
      await world.setUp();
      await monkey(
        [
          { messageType: "fates52Check", actorId: ann.id!, options: { difficulty: 6 }, by: world.players[0]! },
          { messageType: "fates52Combat", actorId: ann.id!, options: { players: [ann.id, bob.id], monsters: [orc.id] }, by: world.gm },
        ],
        presses,
      );
    });
  });
}

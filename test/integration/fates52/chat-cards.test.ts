/**
 * 52 Fates cards on the chat-card kit, on the test runtime through the GM queue with the
 * hidden-card audit: a card a player authored is inert whatever its state; a player's own combat
 * message never moves anyone's HP; each viewer sees only their own controls and their own hand;
 * undeclared actions and choices are refused; a combat stored in the old shape still plays.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import type { CombatState } from "../../../src/rules/fates52/index.ts";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { CHECK_MESSAGE, COMBAT_MESSAGE, FATES52, MONSTER_TYPE } from "../../../src/rulesets/fates52/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann", "Bob"], gmName: "Fate Dealer", seed: 5 });
});

afterEach(() => expect(world.close()).toEqual([]));

interface StoredCard {
  actorId: string;
  state: { actorId: string; setup: Record<string, unknown>; combat: CombatState | null; discard: string[] };
}

const storedOf = (messageId: string): StoredCard =>
  (game.messages.get(messageId)!.system as unknown as { toObject(): StoredCard }).toObject();
const hpOf = (actor: Actor.Implementation) => (actor.system as unknown as { hp: number }).hp;
const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Refusal.${reason}` });

async function fighters() {
  const [annUser, bobUser] = [world.players[0]!, world.players[1]!];
  const ann = await world.character("Ann", annUser);
  const bob = await world.character("Bob", bobUser);
  const orc = await world.actor("Orc", null, {
    type: MONSTER_TYPE,
    system: { hp: 4, maxHp: 4, group: "orcs", attacks: [{ id: "axe", name: "Axe" }] },
  });
  await world.setUp();
  return { annUser, bobUser, ann, bob, orc };
}

/** The GM starts and begins a combat of Ann and Bob against the orc; the orc passes when it acts first, so the players are on. */
async function playersTurn(cast: Awaited<ReturnType<typeof fighters>>): Promise<string> {
  const started = await world.ask(world.gm, {
    kind: "startCard",
    messageType: COMBAT_MESSAGE,
    actorId: cast.ann.id!,
    options: { players: [cast.ann.id, cast.bob.id], monsters: [cast.orc.id] },
  });
  const messageId = started.ok ? started.messageId! : "";
  expect((await world.act(world.gm, messageId, "begin")).ok).toBe(true);
  if (storedOf(messageId).state.combat!.order[0] === "orcs")
    expect((await world.act(world.gm, messageId, "pass", { actor: cast.orc.id })).ok).toBe(true);
  return messageId;
}

/** Ann starts an action check of her character at difficulty 6; the check card's message. */
async function annChecks(cast: Awaited<ReturnType<typeof fighters>>): Promise<string> {
  const started = await world.ask(cast.annUser, {
    kind: "startCard",
    messageType: CHECK_MESSAGE,
    actorId: cast.ann.id!,
    options: { difficulty: 6 },
  });
  return started.ok ? started.messageId! : "";
}

/** A player's own message of a 52 Fates card type (Foundry lets any player post one). */
async function playerMessage(
  user: User.Implementation,
  type: string,
  actorId: string,
  state: unknown,
): Promise<ChatMessage.Implementation> {
  const message = await world.rt.as(user, () =>
    ChatMessage.create({ type, system: { actorId, state }, content: "" } as unknown as ChatMessage.CreateData),
  );
  if (!message) throw new Error("message not created");
  return message;
}

const pickedCodes = (html: string) => [...html.matchAll(/data-code="([^"]+)"/g)].map((match) => match[1]);

describe("52 Fates cards only the GM queue writes", () => {
  it("[F52-07] [F52-14] a player's own combat card, with a valid state, is inert: its buttons do nothing and the GM writes nothing", async () => {
    const cast = await fighters();
    const real = await playersTurn(cast);
    const forged = await playerMessage(cast.annUser, COMBAT_MESSAGE, cast.ann.id!, storedOf(real).state);
    const check = await playerMessage(cast.annUser, CHECK_MESSAGE, cast.ann.id!, {
      actorId: cast.ann.id,
      difficulty: 5,
      skill: null,
      cardCount: 1,
      odds: 0.5,
      phase: "ready",
      cards: [],
      success: null,
    });
    world.rt.writes.reset();
    expect(await world.act(cast.annUser, forged.id!, "damage", { target: cast.bob.id, amount: "3" })).toEqual(refusal("UntrustedCard"));
    expect(await world.act(world.gm, forged.id!, "endRound")).toEqual(refusal("UntrustedCard"));
    expect(await world.act(cast.annUser, forged.id!, "pass", { actor: cast.ann.id })).toEqual(refusal("UntrustedCard"));
    expect(await world.act(cast.annUser, check.id!, "draw")).toEqual(refusal("UntrustedCard"));
    expect(world.rt.writes.count).toBe(0);
    // Everyone reads a short notice instead of the card: no button to press.
    for (const user of [world.gm, cast.annUser]) {
      const html = await world.seeCard(forged, user);
      expect(html).toContain(Handlebars.escapeExpression(game.i18n.localize("DECKBOUND.Chat.Inert.Untrusted")));
      expect(html).not.toContain("data-action");
    }
  });

  it("[F52-14] a player's own combat message, updated by them, makes the GM set no character's HP", async () => {
    const cast = await fighters();
    const real = await playersTurn(cast);
    const forged = await playerMessage(cast.annUser, COMBAT_MESSAGE, cast.ann.id!, storedOf(real).state);
    const bobHp = hpOf(cast.bob);
    const orcHp = hpOf(cast.orc);
    world.rt.writes.reset();
    const state = storedOf(forged.id!).state;
    const wounded = {
      ...state,
      combat: { ...state.combat!, participants: state.combat!.participants.map((participant) => ({ ...participant, hp: 0 })) },
    };
    await world.rt.as(cast.annUser, () =>
      forged.update({ system: { actorId: cast.ann.id, state: wounded } } as never, { recursive: false } as never),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storedOf(forged.id!).state.combat!.participants.every((participant) => participant.hp === 0)).toBe(true);
    expect([hpOf(game.actors.get(cast.bob.id!)!), hpOf(game.actors.get(cast.orc.id!)!)]).toEqual([bobHp, orcHp]);
    expect(world.rt.writes.log.filter((entry) => entry.documentName === "Actor")).toEqual([]);
  });
});

describe("52 Fates cards for each viewer", () => {
  it("[F52-04] [CORE-06] a GM's combat card shows the GM and each player only their own controls, and each player only their own hand", async () => {
    const cast = await fighters();
    const messageId = await playersTurn(cast);
    const gmView = await world.seeCard(messageId, world.gm);
    const annView = await world.seeCard(messageId, cast.annUser);
    const bobView = await world.seeCard(messageId, cast.bobUser);
    const blocksFor = (html: string) => [...new Set([...html.matchAll(/data-controls-for="([^"]+)"/g)].map((match) => match[1]))].sort();

    expect(gmView).toContain('data-action="endCombat"');
    expect(gmView).toContain("fates52-dealer");
    expect(blocksFor(gmView)).toEqual([cast.ann.id, cast.bob.id, cast.orc.id].sort());
    for (const [html, own] of [
      [annView, cast.ann.id],
      [bobView, cast.bob.id],
    ] as const) {
      expect(html).not.toContain('data-action="endCombat"');
      expect(html).not.toContain("fates52-dealer");
      expect(blocksFor(html)).toEqual([own]);
    }
    // Each player picks from their own hand, read on their own client; the message holds none of it.
    const annHand = world.cardsIn(`hand:${cast.ann.id}`).map(cardCode);
    const bobHand = world.cardsIn(`hand:${cast.bob.id}`).map(cardCode);
    expect(annHand.length).toBeGreaterThan(0);
    expect(pickedCodes(annView)).toEqual(annHand);
    expect(pickedCodes(bobView)).toEqual(bobHand);
    expect(JSON.stringify(storedOf(messageId))).not.toMatch(new RegExp(annHand.map((code) => `"${code}"`).join("|")));
  });

  it("[F52-02] the action check's Draw is its roller's and the GM's, not another player's", async () => {
    const cast = await fighters();
    const messageId = await annChecks(cast);
    expect(await world.seeCard(messageId, cast.annUser)).toContain('data-action="draw"');
    expect(await world.seeCard(messageId, world.gm)).toContain('data-action="draw"');
    expect(await world.seeCard(messageId, cast.bobUser)).not.toContain('data-action="draw"');
  });
});

describe("52 Fates card actions and stored states", () => {
  it("[F52-17] an action or a choice named after Object's own members is refused, and nothing is written", async () => {
    const cast = await fighters();
    const messageId = await playersTurn(cast);
    world.rt.writes.reset();
    // No action of this card (actions are looked up as own keys only), or not even an action's name.
    const refused: [string, string][] = [
      ["toString", "UnknownAction"],
      ["constructor", "UnknownAction"],
      ["hasOwnProperty", "UnknownAction"],
      ["__proto__", "Malformed"],
    ];
    for (const [action, reason] of refused)
      expect(await world.act(world.gm, messageId, action, { actor: cast.ann.id }), action).toEqual(refusal(reason));
    for (const level of ["toString", "constructor", "__proto__"]) {
      expect(await world.act(world.gm, messageId, "incapacitate", { target: cast.ann.id, level })).toEqual(refusal("Malformed"));
    }
    expect(world.rt.writes.count).toBe(0);
  });

  it('[F52-04] [F52-22] a combat card stored before the kit (keys left out, the regular Ace as "halfHp") migrates and plays', async () => {
    const cast = await fighters();
    // The shape a combat card held before: only what the GM's client gathered, the defaults left out.
    const old = {
      actorId: cast.ann.id,
      setup: {
        players: [{ key: cast.ann.id, name: "Ann", characterClass: "warrior", level: 1 }],
        monsters: [
          {
            key: cast.orc.id,
            name: "Orc",
            group: "orcs",
            hp: 4,
            attacks: [{ id: "axe", name: "Axe", number: { damage: 1 }, face: { damage: 2 }, ace: { damage: "halfHp" } }],
          },
        ],
      },
      combat: null,
    };
    const message = await world.rt.as(world.gm, () =>
      ChatMessage.create({
        type: COMBAT_MESSAGE,
        system: { actorId: cast.ann.id, state: old },
        content: "",
      } as unknown as ChatMessage.CreateData),
    );
    const stored = storedOf(message!.id!).state;
    expect(stored.discard).toEqual([]);
    expect(stored.setup).toEqual({
      players: [{ key: cast.ann.id, name: "Ann", characterClass: "warrior", level: 1, hp: 3, backgroundSkills: [] }],
      monsters: [
        {
          key: cast.orc.id,
          name: "Orc",
          group: "orcs",
          hp: 4,
          movement: 30,
          cardsPerPlay: 1,
          characterClass: null,
          attacks: [
            {
              id: "axe",
              name: "Axe",
              number: { damage: 1, effect: null },
              face: { damage: 2, effect: null },
              ace: { damage: null, effect: null },
            },
          ],
        },
      ],
      rulings: { opposedSpells: ["harm", "destruct"], maneuversDealDamage: false, trimAtRefill: false },
    });
    expect(await world.seeCard(message!, world.gm)).toContain('data-action="begin"');
    expect((await world.act(world.gm, message!.id!, "begin")).ok).toBe(true);
    const combat = storedOf(message!.id!).state.combat!;
    expect(combat.participants.map((participant) => [participant.key, participant.hp, participant.cardsPerPlay])).toEqual([
      [cast.ann.id, 3, null],
      [cast.orc.id, 4, 1],
    ]);
    expect(world.cardsIn(`hand:${cast.ann.id}`)).toHaveLength(3);
    expect((await world.act(cast.annUser, message!.id!, "move", { actor: cast.ann.id, feet: "10" })).ok).toBe(true);
    expect(storedOf(message!.id!).state.combat!.participants[0]!.movedFeet).toBe(10);
  });
});

describe("what a 52 Fates card offers each seat", () => {
  /** What the card can know before a press: whose character, whose turn, the phase, the class, who defends, who lies dying. */
  const KNOWABLE = [
    ...KNOWABLE_TO_EVERY_CARD,
    ...["WrongPhase", "NotYourTurn", "NotYours", "NotAWizard", "NotAWarrior", "NotTheDefender", "NotDying", "NotUnconscious"].map(
      (reason) => `DECKBOUND.Fates52.Refusal.${reason}`,
    ),
  ];

  it("[F52-02] [CORE-06] the action check through its procedure: Bob is offered nothing, Ann her Draw, and once drawn nobody anything", async () => {
    const cast = await fighters();
    const messageId = await annChecks(cast);
    expect(await walkOffered(world, messageId, cast.bobUser, KNOWABLE)).toEqual([]);
    expect(await walkOffered(world, messageId, cast.annUser, KNOWABLE, ["draw"])).toEqual(["draw"]);
    for (const user of [cast.annUser, cast.bobUser, world.gm])
      expect(await walkOffered(world, messageId, user, KNOWABLE), user.name!).toEqual([]);
  });

  it("[F52-04] [F52-07] [CORE-06] through three rounds of combat and its end, pressed by each seat, no control is refused for what the card knew (whose it is, whose turn, which phase or class)", async () => {
    const cast = await fighters();
    const messageId = await playersTurn(cast);
    const offered = new Map<string, Set<string>>();
    const walkAll = async (ending: readonly string[]) => {
      for (const user of [cast.bobUser, cast.annUser, world.gm])
        for (const action of await walkOffered(world, messageId, user, KNOWABLE, ending))
          offered.set(user.name!, (offered.get(user.name!) ?? new Set()).add(action));
    };
    // Each seat's turn ends with its Pass, each round with the GM's End round; the last pass ends the combat.
    for (let step = 0; step < 3; step++) await walkAll(["pass", "endRound", "endCombat"].slice(0, 2));
    await walkAll(["endCombat"]);
    expect(offered.get("Ann")).toContain("attack");
    expect(offered.get("Bob")).toContain("attack");
    expect(offered.get("Fate Dealer")).toContain("endCombat");
    for (const user of [cast.annUser, cast.bobUser, world.gm])
      expect(await walkOffered(world, messageId, user, KNOWABLE), user.name!).toEqual([]);
  });
});

/**
 * A Game of Bastards test world on the Foundry test runtime: a GM and two players, the ruleset
 * active, its stacks ready to set up, and the hidden-card audit on every chat message. Used by the
 * integration tests and the browser harness pages.
 */
import type { Card } from "../../../src/rules/cards/card.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";

async function load() {
  return {
    bastards: await import("../../../src/rulesets/bastards/index.ts"),
    sheets: await import("../../../src/rulesets/bastards/sheets.ts"),
    chat: await import("../../../src/foundry/chat/chat-cards.ts"),
  };
}

type Modules = World["modules"] & Awaited<ReturnType<typeof load>>;
type Request = Parameters<Modules["authority"]["askGm"]>[0];

export interface BastardsWorld extends Pick<World, "rt" | "gm" | "audit" | "seeCard"> {
  readonly players: readonly [User.Implementation, User.Implementation];
  readonly modules: Modules;
  /** A Fated character owned by `owner`, once the GM has created its stacks. */
  fated(name: string, owner: User.Implementation, system: Record<string, unknown>): Promise<Actor.Implementation>;
  setUp(): Promise<void>;
  /** The cards lying in a stack (the test reads every stack, as the GM's client can). */
  lying(stack: string, owner?: string): Card[];
  /** Every card on the table: 108 when none was lost or duplicated [CORE-03]. */
  allCards(): number;
  ask(user: User.Implementation, request: Request): ReturnType<Modules["authority"]["askGm"]>;
  act(user: User.Implementation, messageId: string, action: string, data?: Record<string, unknown>): ReturnType<Modules["authority"]["askGm"]>;
}

export async function createBastardsWorld(): Promise<BastardsWorld> {
  const world = await createWorld({ ruleset: "bastards", players: ["Ann", "Bob"], gmName: "GM", seed: 20261122 });
  const { rt, gm, audit, seeCard } = world;
  const players = world.players as unknown as BastardsWorld["players"];
  const modules: Modules = { ...world.modules, ...(await load()) };
  const ruleset = modules.bastards.bastardsRuleset;
  const lying = (stack: string, owner?: string): Card[] => {
    const found = modules.directory.findStack(ruleset.id, owner ? { stack, owner } : { stack });
    if (!found) throw new Error(`no stack ${stack}:${owner ?? ""}`);
    return modules.table.cardsLyingIn(found).map(({ card }) => card);
  };
  const ask = (user: User.Implementation, request: Request) => rt.as(user, () => modules.authority.askGm(request));
  return {
    rt,
    gm,
    players,
    audit,
    seeCard,
    modules,
    async fated(name, owner, system) {
      const actor = await rt.as(gm, () =>
        Actor.create({ name, type: "bastardsFated", ownership: { default: 0, [owner.id!]: 3 }, system: { phase: "play", ...system } } as unknown as Actor.CreateData),
      );
      if (!actor) throw new Error("actor not created");
      for (let tick = 0; tick < 100 && !modules.directory.findStack(ruleset.id, { stack: "hand", owner: actor.id! }); tick++) await new Promise((resolve) => setTimeout(resolve, 0));
      return actor as Actor.Implementation;
    },
    async setUp() {
      await rt.as(gm, () => modules.setup.setUpStacks(ruleset));
    },
    lying,
    allCards: () =>
      ["deck", "discard", "play"].flatMap((stack) => lying(stack)).length +
      game.actors.contents.flatMap((actor) => ["hand", "facedown", "skill"].flatMap((stack) => lying(stack, actor.id!))).length,
    ask,
    act: (user, messageId, action, data = {}) => ask(user, { kind: "cardAction", messageId, action, data }),
  };
}

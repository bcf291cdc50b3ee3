/**
 * A Game of Bastards test world on the Foundry test runtime: a GM and two players, the ruleset
 * active, its stacks ready to set up, and the hidden-card audit on every chat message. Used by the
 * integration tests and the browser harness pages.
 */
import { installFoundryRuntime } from "../../runtime/index.ts";
import type { FoundryRuntime } from "../../runtime/index.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { installHiddenCardAudit } from "../hidden-card-audit.ts";
import type { HiddenCardAudit } from "../hidden-card-audit.ts";

async function load() {
  return {
    bastards: await import("../../../src/rulesets/bastards/index.ts"),
    sheets: await import("../../../src/rulesets/bastards/sheets.ts"),
    system: await import("../../../src/foundry/system.ts"),
    chat: await import("../../../src/foundry/chat/chat-cards.ts"),
    setup: await import("../../../src/foundry/table/stack-setup.ts"),
    directory: await import("../../../src/foundry/table/stack-directory.ts"),
    table: await import("../../../src/foundry/table/foundry-table.ts"),
    authority: await import("../../../src/foundry/gm/authority.ts"),
  };
}

type Request = Parameters<Awaited<ReturnType<typeof load>>["authority"]["askGm"]>[0];

export interface BastardsWorld {
  readonly rt: FoundryRuntime;
  readonly gm: User.Implementation;
  readonly players: readonly [User.Implementation, User.Implementation];
  readonly audit: HiddenCardAudit;
  readonly modules: Awaited<ReturnType<typeof load>>;
  /** A Fated character owned by `owner`, once the GM has created its stacks. */
  fated(name: string, owner: User.Implementation, system: Record<string, unknown>): Promise<Actor.Implementation>;
  setUp(): Promise<void>;
  /** The cards lying in a stack (the test reads every stack, as the GM's client can). */
  lying(stack: string, owner?: string): Card[];
  /** Every card on the table: 108 when none was lost or duplicated [CORE-03]. */
  allCards(): number;
  ask(user: User.Implementation, request: Request): ReturnType<Awaited<ReturnType<typeof load>>["authority"]["askGm"]>;
  act(user: User.Implementation, messageId: string, action: string, data?: Record<string, unknown>): ReturnType<Awaited<ReturnType<typeof load>>["authority"]["askGm"]>;
}

export async function createBastardsWorld(): Promise<BastardsWorld> {
  const rt = installFoundryRuntime();
  const gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
  const players = [await rt.createUser({ name: "Ann", role: "PLAYER" }), await rt.createUser({ name: "Bob", role: "PLAYER" })] as const;
  const modules = await load();
  modules.system.initSystem();
  await rt.as(gm, () => game.settings.set("deckbound", "activeRuleset", "bastards"));
  modules.authority.setTableRandom(seededRandom(20261122));
  const ruleset = modules.bastards.bastardsRuleset;
  const audit = installHiddenCardAudit(ruleset);
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

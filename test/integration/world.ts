/**
 * A test world: the Foundry test runtime, a GM and players, one ruleset active (the sample "high
 * card" ruleset unless told otherwise), core registrations and hooks done, a seeded table, and the
 * hidden-card audit watching every chat message. Every integration test builds its world here.
 */
import { readFileSync } from "node:fs";
import { installFoundryRuntime } from "../runtime/index.ts";
import type { FoundryRuntime } from "../runtime/index.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import type { Card } from "../../src/rules/cards/card.ts";
import { parseStackAddress } from "../../src/rules/cards/table.ts";
import type { RulesetDefinition } from "../../src/foundry/registry/definition.ts";
import { installHiddenCardAudit } from "./hidden-card-audit.ts";
import { until } from "./wait.ts";
import { RULESET_ID as SAMPLE_RULESET_ID } from "../sample-ruleset/ids.ts";
import type { HiddenCardAudit } from "./hidden-card-audit.ts";

export interface WorldOptions {
  /** The active ruleset's id; default the sample ruleset under test/sample-ruleset. */
  readonly ruleset?: string;
  /** Player names, or how many players ("Player 1", …). */
  readonly players?: readonly string[] | number;
  readonly gmName?: string;
  /** Seed of the GM's table randomness. */
  readonly seed?: number;
  /** Client languages beyond English (code → a lang/ directory), and which player reads which. */
  readonly languages?: Readonly<Record<string, string>>;
  readonly playerLanguages?: Readonly<Record<string, string>>;
  /** Whether `game.packs` holds the compendium packs system.json declares (default: none). */
  readonly packs?: boolean;
}

type Modules = Awaited<ReturnType<typeof loadModules>>;
type GmRequest = Parameters<Modules["authority"]["askGm"]>[0];

export interface World {
  readonly rt: FoundryRuntime;
  readonly gm: User.Implementation;
  readonly players: User.Implementation[];
  readonly audit: HiddenCardAudit;
  readonly modules: Modules;
  readonly ruleset: RulesetDefinition;
  /** A character owned by `owner` (of the ruleset's first character type unless `type` says), once the GM has made its stacks. */
  character(name: string, owner: User.Implementation, type?: string): Promise<Actor.Implementation>;
  /**
   * Any actor, made by the GM: owned by `owner` (or by no player), of `type` (default the ruleset's
   * first character type), with `system` data; a character's stacks are waited for.
   */
  actor(
    name: string,
    owner: User.Implementation | null,
    options?: { readonly type?: string; readonly system?: object },
  ): Promise<Actor.Implementation>;
  /** The GM sets up every stack the world lacks. */
  setUp(): Promise<void>;
  /** Send a request to the GM queue as `user`'s client. */
  ask(user: User.Implementation, request: GmRequest): ReturnType<Modules["authority"]["askGm"]>;
  /** Press a chat card's button as `user`'s client sends it: the card action's request to the GM queue, with `data` (none: {}). */
  act(user: User.Implementation, messageId: string, action: string, data?: unknown): ReturnType<Modules["authority"]["askGm"]>;
  /**
   * A procedure card as `user`'s client renders it (default: the GM's) — the chat-card kit renders
   * each card for its viewer, so this is what that user reads and may press.
   */
  seeCard(message: ChatMessage.Implementation | string, user?: User.Implementation): Promise<string>;
  /** The cards lying in a stack of the active ruleset, top first (`"deck"`, `"hand:<actorId>"`). */
  cardsIn(address: string): Card[];
  /** Uninstall the runtime; returns the audit's violations for the test to assert on. */
  close(): string[];
}

async function loadModules() {
  return {
    registry: await import("../../src/foundry/registry/registry.ts"),
    system: await import("../../src/foundry/system.ts"),
    actorSheet: await import("../../src/foundry/sheets/actor-sheet.ts"),
    settings: await import("../../src/foundry/settings.ts"),
    setup: await import("../../src/foundry/table/stack-setup.ts"),
    directory: await import("../../src/foundry/table/stack-directory.ts"),
    table: await import("../../src/foundry/table/foundry-table.ts"),
    authority: await import("../../src/foundry/gm/authority.ts"),
    identity: await import("../../src/foundry/gm/identity.ts"),
    sheet: await import("../../src/foundry/sheets/hand-context.ts"),
    cardRender: await import("../../src/foundry/chat/card-render.ts"),
    procedureCards: await import("../../src/foundry/chat/procedure-card-model.ts"),
    handlebars: (await import("../runtime/index.ts")).handlebars,
    sample: await import("../sample-ruleset/index.ts"),
    rulesets: await import("../../src/rulesets/index.ts"),
  };
}

export async function createWorld(options: WorldOptions | number = {}): Promise<World> {
  const {
    ruleset: rulesetId,
    players: playerSpec = 2,
    gmName = "Gamemaster",
    seed = 20251122,
    languages,
    playerLanguages = {},
    packs = false,
  } = typeof options === "number" ? { players: options } : options;
  const manifest = packs ? (JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { packs: [] }) : null;
  // The world's ruleset is its first stored setting, there before init as in Foundry.
  const worldSettings = { "deckbound.activeRuleset": rulesetId ?? SAMPLE_RULESET_ID };
  const rt = installFoundryRuntime({ worldSettings, ...(languages ? { languages } : {}), ...(manifest ? { packs: manifest.packs } : {}) });
  const gm = await rt.createUser({ name: gmName, role: "GAMEMASTER" });
  const names = typeof playerSpec === "number" ? Array.from({ length: playerSpec }, (_, i) => `Player ${i + 1}`) : playerSpec;
  const players: User.Implementation[] = [];
  for (const name of names) {
    const language = playerLanguages[name];
    players.push(await rt.createUser({ name, role: "PLAYER", ...(language ? { language } : {}) }));
  }
  const modules = await loadModules();
  const sample = modules.sample.highCardRuleset;
  if (!modules.registry.rulesets.get(sample.id)) modules.registry.rulesets.register(sample);
  const ruleset = modules.registry.rulesets.get(rulesetId ?? sample.id);
  if (!ruleset) throw new Error(`no ruleset "${rulesetId}" is registered`);
  modules.system.initSystem();
  modules.system.registerSystemHooks();
  // Foundry's "setup" follows init once the world's settings are known (a DOA world adds its statuses then).
  modules.system.setupSystem();
  // What each client but the active GM's does at Foundry's ready: publish its session's request key.
  for (const player of players) await rt.as(player, () => modules.identity.publishRequestKey());
  modules.authority.setTableRandom(seededRandom(seed));
  const audit = installHiddenCardAudit(ruleset);

  const cardsIn = (address: string): Card[] => {
    const parsed = parseStackAddress(address);
    const stack = parsed ? modules.directory.findStack(ruleset.id, parsed) : undefined;
    if (!stack) throw new Error(`no stack "${address}" in ${ruleset.id}`);
    return modules.table.cardsLyingIn(stack).map(({ card }) => card);
  };
  const hasOwnStacks = (actorId: string) =>
    ruleset.stacks
      .filter((stack) => stack.scope === "character")
      .every((stack) => modules.directory.findStack(ruleset.id, { stack: stack.id, owner: actorId }));

  const actor: World["actor"] = async (name, owner, options = {}) => {
    const type = options.type ?? ruleset.characterTypes[0];
    const ownership = owner ? { default: 0, [owner.id ?? ""]: 3 } : { default: 0 };
    const created = await rt.as(gm, () =>
      Actor.create({ name, type, ownership, system: options.system ?? {} } as unknown as Actor.CreateData),
    );
    if (!created) throw new Error("actor not created");
    // The active GM's createActor hook creates a character's stacks asynchronously: wait for them.
    if (type && ruleset.characterTypes.includes(type)) await until(() => hasOwnStacks(created.id ?? ""));
    return created as Actor.Implementation;
  };

  // A request's answer, once the GM's queue has also run what the request's hooks asked of it.
  const settled = async <T>(answer: Promise<T>): Promise<T> => {
    const result = await answer;
    await rt.as(gm, () => modules.authority.whenQueueIdle());
    return result;
  };

  return {
    rt,
    gm,
    players,
    audit,
    modules,
    ruleset,
    character: (name, owner, type = ruleset.characterTypes[0]) => actor(name, owner, type ? { type } : {}),
    actor,
    async setUp() {
      await rt.as(gm, () => modules.setup.setUpStacks(ruleset));
    },
    ask: (user, request) => settled(rt.as(user, () => modules.authority.askGm(request))),
    act: (user, messageId, action, data = {}) =>
      settled(rt.as(user, () => modules.authority.askGm({ kind: "cardAction", messageId, action, data }))),
    seeCard(message, user = gm) {
      const found = typeof message === "string" ? game.messages.get(message) : message;
      if (!found) throw new Error(`no chat message "${String(message)}"`);
      return rt.as(user, () => modules.cardRender.renderCardHtml(found));
    },
    cardsIn,
    close() {
      rt.uninstall();
      return audit.violations;
    },
  };
}

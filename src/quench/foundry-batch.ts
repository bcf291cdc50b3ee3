/**
 * The Foundry behaviours Deckbound relies on (the ⚠ entries of docs/FOUNDRY-ASSUMPTIONS.md and
 * docs/SECURITY.md), checked in the running Foundry. What only a player's client can show is
 * checked when a player runs the batch and is pending (its title says "run as a player") when a GM
 * does; what needs Foundry's chat log is pending where there is none. That `Cards#pass` keeps a
 * card's identity is what each ruleset batch's last check shows: every card moved by the rules
 * (each move a pass) is still there once, by its code and origin.
 */
import { SYSTEM_ID } from "../foundry/constants.ts";
import { sendToGm } from "../foundry/gm/authority.ts";
import { Refusals } from "../foundry/gm/requests.ts";
import { rulesets } from "../foundry/registry/registry.ts";
import { activeRuleset } from "../foundry/settings.ts";
import { packRuleset } from "../foundry/system.ts";
import type { QuenchBatchContext, QuenchTestFn } from "./quench-api.ts";
import { t } from "./support.ts";
import { refuseUntestableWorld, snapshotWorld, type WorldSnapshot } from "./world-guard.ts";

/** A flag no code reads: what a player tries to write on another user. */
const PROBE_FLAG = `flags.${SYSTEM_ID}.quenchProbe`;

/** Run `write`, which Foundry should refuse; a refusal may reject or leave the data as it was. */
async function attempt(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch {
    // Refused, as it should be; the data is read back either way.
  }
}

/**
 * A check only a player's client can make: registered without a function when a GM runs the batch,
 * which Mocha reports as pending (Quench collects a batch's tests as it runs it).
 */
function asPlayer(fn: QuenchTestFn): QuenchTestFn | undefined {
  return game.user.isGM ? undefined : fn;
}

/** A check of Foundry's chat log: pending (no function) where there is none. */
function withChatLog(fn: QuenchTestFn): QuenchTestFn | undefined {
  return "chat" in ui ? fn : undefined;
}

export function foundryBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after, assert } = context;
  let snapshot: WorldSnapshot | null = null;

  describe(t("DECKBOUND.Quench.Foundry.Suite"), () => {
    before(() => {
      refuseUntestableWorld(null);
      snapshot = snapshotWorld();
    });

    after(async () => {
      await snapshot?.cleanUp();
    });

    it(
      t("DECKBOUND.Quench.Foundry.OtherUser"),
      asPlayer(async () => {
        const other = game.users.find((user) => user.id !== game.user.id);
        assert.ok(other, t("DECKBOUND.Quench.Foundry.NoOtherUser"));
        await attempt(() => other!.update({ [PROBE_FLAG]: game.user.id } as never));
        assert.strictEqual(foundry.utils.getProperty(other!, PROBE_FLAG), undefined);
      }),
    );

    it(
      t("DECKBOUND.Quench.Foundry.Author"),
      asPlayer(async () => {
        const gm = game.users.activeGM;
        assert.ok(gm, game.i18n.localize(Refusals.NoGM));
        const own = await ChatMessage.create({ content: t("DECKBOUND.Quench.Foundry.Probe") });
        assert.ok(own);
        await attempt(() => own!.update({ author: gm!.id } as never));
        assert.strictEqual(game.messages.get(own!.id ?? "")?.author?.id, game.user.id);
      }),
    );

    it(
      t("DECKBOUND.Quench.Foundry.Query"),
      asPlayer(async () => {
        // A request the GM's client must refuse: its answer proves the query reached it and came back.
        const answer = await sendToGm({ kind: "startCard", messageType: "quenchProbe", actorId: "quenchProbe0000", options: null });
        assert.strictEqual(answer.ok, false);
        const reason = answer.ok ? "" : answer.reason;
        assert.ok(reason !== Refusals.NoGM && reason !== Refusals.NoAnswer, game.i18n.localize(reason));
      }),
    );

    it(
      t("DECKBOUND.Quench.Foundry.Packs"),
      asPlayer(() => {
        // A player's client keeps only the world's ruleset's packs of this system (system.ts, keepOtherRulesetsPacksFromPlayers).
        const active = activeRuleset()?.id ?? "";
        const owners = [...game.packs].map((pack) => packRuleset(pack)).filter((owner) => owner !== null);
        assert.deepEqual(
          owners.filter((owner) => owner !== active),
          [],
        );
      }),
    );

    it(
      t("DECKBOUND.Quench.Foundry.ChatActions"),
      withChatLog(() => {
        const chatActions = Object.keys((ui as unknown as { chat: { options: { actions?: object } } }).chat.options.actions ?? {});
        const cardActions = rulesets.all().flatMap((ruleset) => ruleset.procedures.flatMap((procedure) => Object.keys(procedure.actions)));
        assert.deepEqual(
          cardActions.filter((action) => chatActions.includes(action)),
          [],
        );
      }),
    );
  });
}

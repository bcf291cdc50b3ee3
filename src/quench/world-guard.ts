/**
 * What every batch does first and last: refuse a world that is not marked as a test world or that
 * plays another ruleset (so a GM can never run the checks on a campaign), note what the world held,
 * and afterwards delete whatever the batch created.
 */
import { SYSTEM_ID } from "../foundry/constants.ts";
import { runUpkeep } from "../foundry/gm/authority.ts";
import { activeRuleset, TEST_WORLD } from "../foundry/settings.ts";

/** Throws (failing the batch's `before`, so none of its tests runs) unless this world may be tested. */
export function refuseUntestableWorld(ruleset: string | null): void {
  if (!game.settings.get(SYSTEM_ID, TEST_WORLD)) throw new Error(game.i18n.localize("DECKBOUND.Quench.NotTestWorld"));
  const active = activeRuleset()?.id ?? "";
  if (ruleset !== null && active !== ruleset) {
    throw new Error(game.i18n.format("DECKBOUND.Quench.OtherRuleset", { ruleset, active }));
  }
}

interface Collection {
  readonly contents: readonly { readonly id: string | null }[];
  get(id: string): { delete(): Promise<unknown> } | undefined;
}

/** The world collections a batch may add to, most dependent first (a combat names actors, actors own stacks). */
const collections = (): Collection[] => [
  game.combats as unknown as Collection,
  game.messages as unknown as Collection,
  game.actors as unknown as Collection,
  game.cards as unknown as Collection,
];

export interface WorldSnapshot {
  /** Delete every document created since the snapshot (each still there: deleting one may delete others). */
  cleanUp(): Promise<void>;
}

export function snapshotWorld(): WorldSnapshot {
  const before = collections().map((collection) => new Set(collection.contents.map((doc) => doc.id)));
  return {
    async cleanUp() {
      for (const [index, collection] of collections().entries()) {
        const created = collection.contents.map((doc) => doc.id).filter((id): id is string => id !== null && !before[index]!.has(id));
        for (const id of created) await collection.get(id)?.delete();
        // What a deletion set going in the GM's upkeep (a deleted character's stacks put away) ends first.
        await runUpkeep(async () => undefined);
      }
    },
  };
}

/// <reference types="vite/client" />
/**
 * The system's compendium packs as the sandbox knows them: the pack sources (packs/_source, the
 * JSON the build compiles into dist/packs) bundled into the page, listed per ruleset with the
 * labels system.json gives them. Actor and Item packs only (the rules journal and macros are not
 * documents the runtime has). Who sees which pack is the runtime's `game.packs` of this seat's
 * client (and each pack's ownership): the Compendium tab lists only the packs this seat's user sees.
 */
import manifest from "../../../system.json";

export interface PackEntry {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface Pack {
  readonly name: string;
  readonly label: string;
  readonly documentName: "Actor" | "Item";
  readonly entries: readonly PackEntry[];
}

const SOURCES = import.meta.glob<PackEntry>("../../../packs/_source/*/*.json", { eager: true, import: "default" });

/** The ruleset a pack belongs to, from its name (`belmont-actors`, `doa-items`, …). */
function rulesetOf(packName: string): string {
  return packName.split("-")[0] as string;
}

/** The packs the system's manifest declares, for the seat's runtime (`game.packs`). */
export const MANIFEST_PACKS = manifest.packs;

/** The Actor and Item packs of one ruleset. */
export function packsOf(ruleset: string): Pack[] {
  return documentPacks().filter((pack) => rulesetOf(pack.name) === ruleset);
}

/**
 * The Actor and Item packs this seat's user sees: those still in this client's `game.packs` (the
 * system drops other rulesets' packs from a player's) whose ownership makes them `visible`.
 */
export function visiblePacks(): Pack[] {
  return documentPacks().filter(
    (pack) => (game.packs.get(`${manifest.id}.${pack.name}`) as unknown as { visible: boolean } | undefined)?.visible === true,
  );
}

function documentPacks(): Pack[] {
  return manifest.packs
    .filter((pack) => pack.type === "Actor" || pack.type === "Item")
    .map((pack) => ({
      name: pack.name,
      label: pack.label,
      documentName: pack.type as "Actor" | "Item",
      entries: Object.entries(SOURCES)
        .filter(([path]) => path.includes(`/_source/${pack.name}/`))
        .map(([, entry]) => entry)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

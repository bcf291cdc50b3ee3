/**
 * `game.packs`: the compendium packs a manifest declares, as their metadata and ownership only (no
 * documents: a pack's contents, its index and compendium UUIDs fail closed). What a world's GM
 * changes is kept, as in Foundry, in the world setting `core.compendiumConfiguration`, keyed by the
 * pack's collection id (`<package>.<name>`).
 *
 * As Foundry v13 from build 347 has it, that setting's entries drop `ownership`: since the setting
 * became a TypedObjectField whose entry schema has no `ownership` key, `configure({ ownership })`
 * stores nothing of it and a pack's ownership is always its manifest's
 * (https://github.com/foundryvtt/foundryvtt/issues/13283, open). The runtime does the same, so code
 * that counts on a configured ownership fails here as it does on 13.347+.
 *
 * Ownership maps a role (PLAYER, TRUSTED, ASSISTANT, GAMEMASTER) to a level name; a user's level is
 * the entry of their role, or of the nearest role below that has one (an unset or INHERIT entry
 * inherits); a GAMEMASTER is always OWNER. A pack is `visible` to a user at OBSERVER or above.
 * ⚠ The inheritance (foundryvtt#9860) and the OBSERVER threshold of `visible` (foundryvtt#9318:
 * LIMITED means "hidden from the sidebar, links still work") are our reading of Foundry's issues;
 * the manifest default `{ PLAYER: OBSERVER, ASSISTANT: OWNER }` too (foundryvtt#13283). See
 * docs/FOUNDRY-ASSUMPTIONS.md.
 */
import { OWNERSHIP_LEVELS, USER_ROLES, type RoleName } from "./document.ts";
import { runtime } from "./state.ts";
import type { RuntimeUser } from "./users.ts";
import { deepClone, mergeObject } from "./utils.ts";

export const CONFIG_SETTING = "compendiumConfiguration";

type LevelName = keyof typeof OWNERSHIP_LEVELS;
type Ownership = Partial<Record<RoleName, LevelName>>;

/** A pack as a manifest's `packs` entry declares it. */
export interface PackManifest {
  readonly name: string;
  readonly label: string;
  readonly type: string;
  readonly system?: string;
  readonly ownership?: Readonly<Record<string, string>>;
}

const DEFAULT_OWNERSHIP: Ownership = { PLAYER: "OBSERVER", ASSISTANT: "OWNER" };
const ROLES_DOWN: readonly RoleName[] = ["GAMEMASTER", "ASSISTANT", "TRUSTED", "PLAYER"];

/** Every entry of a pack's ownership is a role and a level name, as Foundry's field requires. */
function checkOwnership(ownership: Readonly<Record<string, unknown>>): void {
  for (const [role, level] of Object.entries(ownership)) {
    if (!(role in USER_ROLES) || !(String(level) in OWNERSHIP_LEVELS)) {
      throw new Error(`Compendium ownership: "${role}: ${String(level)}" is not a role and a level`);
    }
  }
}

export class RuntimeCompendiumCollection {
  readonly metadata: Readonly<{
    id: string;
    name: string;
    label: string;
    type: string;
    packageName: string;
    packageType: string;
    system?: string;
    ownership: Ownership;
  }>;

  constructor(manifest: PackManifest, packageName: string, packageType: string) {
    const { name, label, type, system } = manifest;
    checkOwnership(manifest.ownership ?? {});
    const id = `${packageName}.${name}`;
    this.metadata = Object.freeze({
      id,
      name,
      label,
      type,
      packageName,
      packageType,
      ...(system ? { system } : {}),
      ownership: { ...((manifest.ownership as Ownership | undefined) ?? DEFAULT_OWNERSHIP) },
    });
  }

  /** The pack's id, `<package>.<name>`. */
  get collection(): string {
    return this.metadata.id;
  }

  get documentName(): string {
    return this.metadata.type;
  }

  get title(): string {
    return this.metadata.label;
  }

  /** What the world configured for this pack (empty if nothing); never an ownership (13.347+). */
  get config(): Record<string, unknown> {
    const all = runtime().settings.get("core", CONFIG_SETTING) as Record<string, Record<string, unknown>>;
    return all[this.collection] ?? {};
  }

  /** The manifest's ownership: a configured one is not kept (foundryvtt#13283, 13.347+). */
  get ownership(): Ownership {
    return { ...this.metadata.ownership };
  }

  getUserLevel(user: RuntimeUser = runtime().currentUser()): number {
    if (user.role >= USER_ROLES.GAMEMASTER) return OWNERSHIP_LEVELS.OWNER;
    const ownership = this.ownership;
    for (const role of ROLES_DOWN) {
      if (USER_ROLES[role] > user.role) continue;
      const level = ownership[role];
      if (level !== undefined && level !== "INHERIT") return OWNERSHIP_LEVELS[level];
    }
    return OWNERSHIP_LEVELS.NONE;
  }

  testUserPermission(user: RuntimeUser, permission: LevelName | number): boolean {
    const needed = typeof permission === "number" ? permission : OWNERSHIP_LEVELS[permission];
    return this.getUserLevel(user) >= needed;
  }

  /** Whether the current user sees the pack in the Compendium tab. ⚠ OBSERVER or above (docs/FOUNDRY-ASSUMPTIONS.md). */
  get visible(): boolean {
    return this.getUserLevel() >= OWNERSHIP_LEVELS.OBSERVER;
  }

  /**
   * Change the world's configuration of this pack (a GM only: it is a world setting), merged into
   * what it was. Its `ownership` is checked, then dropped, as the 13.347+ setting's schema drops it.
   */
  async configure(configuration: { ownership?: Ownership } & Record<string, unknown> = {}): Promise<void> {
    checkOwnership(configuration.ownership ?? {});
    const { ownership: _dropped, ...kept } = configuration;
    const all = deepClone(runtime().settings.get("core", CONFIG_SETTING)) as Record<string, object>;
    all[this.collection] = mergeObject(deepClone(all[this.collection] ?? {}), deepClone(kept), { inplace: false });
    await runtime().settings.set("core", CONFIG_SETTING, all);
  }
}

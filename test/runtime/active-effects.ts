/**
 * ActiveEffect as an Actor's embedded document, and the status-effect half of Actor that rests on it:
 * `Actor#statuses` (derived from the actor's effects) and `Actor#toggleStatusEffect`. Written from
 * Foundry's public API docs (Actor#toggleStatusEffect, Actor#statuses, ActiveEffectData,
 * CONFIG.statusEffects), clean-room. Effects that change actor data (`changes`) are not implemented:
 * creating one throws rather than silently doing nothing.
 */
import { RuntimeDocument, TypeDataField, flagsField, type RoleName } from "./document.ts";
import { NotImplementedInRuntime } from "./fail-closed.ts";
import { BooleanField, SetField, StringField } from "./fields.ts";
import { runtime } from "./state.ts";
import type { AnyRecord } from "./utils.ts";

/** One entry of CONFIG.statusEffects (the runtime reads only these keys). */
export interface StatusEffectConfig {
  id: string;
  name?: string;
  img?: string;
  /** A fixed id for the effect this status creates (Foundry allows one; then it identifies the effect). */
  _id?: string;
  /** Further statuses the created effect carries. */
  statuses?: string[];
}

export class RuntimeActiveEffect extends RuntimeDocument {
  static override metadata = {
    name: "ActiveEffect",
    embedded: {},
    coreTypes: ["base"],
    createRole: "ASSISTANT" as RoleName,
    foreignKeys: {},
  };

  static override defineSchema() {
    return {
      _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      name: new StringField({ required: true, blank: false }),
      img: new StringField({ required: false, blank: true, nullable: true, initial: null }),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new TypeDataField("ActiveEffect", ["base"]),
      disabled: new BooleanField({ initial: false }),
      statuses: new SetField(new StringField({ required: true, blank: false })),
      origin: new StringField({ required: false, blank: false, nullable: true, initial: null }),
      description: new StringField({ required: false, blank: true }),
      flags: flagsField(),
    };
  }

  declare disabled: boolean;
  declare statuses: Set<string>;

  constructor(data: AnyRecord = {}, options: { parent?: RuntimeDocument | null } = {}) {
    refuseChanges(data);
    super(data, options);
  }

  override updateSource(changes: object = {}, options: { dryRun?: boolean; recursive?: boolean } = {}): AnyRecord {
    refuseChanges(changes);
    return super.updateSource(changes, options);
  }

  /** Simplification: no system suppresses effects here, so an effect is active unless disabled. */
  get active(): boolean {
    return !this.disabled;
  }
}

/** The runtime applies no changes to actor data: an effect that has some throws instead of doing nothing. */
function refuseChanges(data: object): void {
  const changes = (data as AnyRecord)["changes"];
  if (Array.isArray(changes) && changes.length > 0) throw new NotImplementedInRuntime("ActiveEffect changes");
}

/** The statuses of an actor's active effects (Foundry fills Actor#statuses while preparing the actor's effects). */
export function statusesOf(effects: Iterable<RuntimeActiveEffect>): Set<string> {
  const statuses = new Set<string>();
  for (const effect of effects) if (effect.active) for (const status of effect.statuses) statuses.add(status);
  return statuses;
}

function statusConfig(statusId: string): StatusEffectConfig {
  const status = runtime().statusEffects.find((candidate) => candidate.id === statusId);
  if (!status) throw new Error(`"${statusId}" is not a status effect in CONFIG.statusEffects (Actor#toggleStatusEffect)`);
  return status;
}

/**
 * Actor#toggleStatusEffect, as documented: with `active` unset it flips the status; `active: true`
 * keeps or creates it, `active: false` keeps it off. Resolves to the created effect, `true` when it
 * was already on and wanted on, `false` when it was removed, `undefined` when nothing changed.
 * The effects that stand for a status are the one with the configured `_id`, else every effect whose
 * only status it is (an effect carrying other statuses too is left alone).
 */
export async function toggleStatusEffect(
  actor: RuntimeDocument,
  statusId: string,
  options: { active?: boolean | null; overlay?: boolean | null } = {},
): Promise<RuntimeActiveEffect | boolean | undefined> {
  const status = statusConfig(statusId);
  const effects = actor.getEmbeddedCollection("ActiveEffect") as unknown as Iterable<RuntimeActiveEffect>;
  const existing = [...effects].filter((effect) =>
    status._id ? effect.id === status._id : effect.statuses.size === 1 && effect.statuses.has(statusId),
  );
  if (existing.length > 0) {
    if (options.active === true) return true;
    await actor.deleteEmbeddedDocuments(
      "ActiveEffect",
      existing.map((effect) => effect.id as string),
    );
    return false;
  }
  if (options.active === false) return undefined;
  const name = status.name ? (runtime().localize(status.name) ?? status.name) : statusId;
  const data = {
    ...(status._id ? { _id: status._id } : {}),
    name,
    img: status.img ?? null,
    statuses: [...new Set([statusId, ...(status.statuses ?? [])])],
    ...(options.overlay ? { flags: { core: { overlay: true } } } : {}),
  };
  const [created] = await actor.createEmbeddedDocuments("ActiveEffect", [data], { keepId: true });
  return created as RuntimeActiveEffect | undefined;
}

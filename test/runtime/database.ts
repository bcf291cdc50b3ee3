/**
 * The in-memory database: create/update/delete of one document kind in one place (the world, or one
 * parent's embedded collection). Each call checks the acting user's permission for every document
 * before changing anything, runs pre-hooks on the initiating client (which can cancel one document),
 * commits, then runs `_on*` and the post-hooks on every connected client, as Foundry does. Each call that commits anything is ONE write in `runtime.writes`, however many
 * documents it touches, like one Foundry database request.
 */
import type { Collection } from "./collection.ts";
import type { RuntimeDocument } from "./document.ts";
import { recordWrite, runtime } from "./state.ts";
import { deepClone, expandObject, randomID, type AnyRecord } from "./utils.ts";
import type { RuntimeUser } from "./users.ts";

export interface OperationOptions {
  parent?: RuntimeDocument | null;
  /** Keep the `_id` given in the creation data (Cards use it: a drawn card keeps its id). */
  keepId?: boolean;
  [option: string]: unknown;
}

type DocumentClass = typeof RuntimeDocument;

function collectionOf(cls: DocumentClass, parent: RuntimeDocument | null | undefined): Collection<RuntimeDocument> {
  if (parent) return parent.getEmbeddedCollection(cls.documentName);
  const world = runtime().collections.get(cls.documentName);
  if (!world) throw new Error(`${cls.documentName} documents must be embedded in a parent`);
  return world;
}

function denied(user: RuntimeUser, action: string, doc: RuntimeDocument): Error {
  return new Error(`User ${user.name} lacks permission to ${action} ${doc.documentName} [${doc.id ?? "new"}]`);
}

/** The class to instantiate: the configured implementation when it specialises `cls`. */
function implementationOf(cls: DocumentClass): DocumentClass {
  const configured = cls.implementation;
  return configured === cls || configured.prototype instanceof cls ? configured : cls;
}

function hookOptions(options: OperationOptions): AnyRecord {
  const { parent: _parent, ...rest } = options;
  return rest;
}

export async function createDocuments(cls: DocumentClass, data: AnyRecord[], options: OperationOptions = {}): Promise<RuntimeDocument[]> {
  const user = runtime().currentUser();
  const parent = options.parent ?? null;
  const collection = collectionOf(cls, parent);
  const name = cls.documentName;
  const hooks = runtime().hooks;
  const pending: RuntimeDocument[] = [];
  for (const raw of data) {
    const createData = expandObject(deepClone(raw));
    if (!options.keepId || typeof createData["_id"] !== "string") createData["_id"] = randomID();
    const doc = new (implementationOf(cls))(createData, { parent });
    if ((await doc._preCreate(createData, options, user)) === false) continue;
    if (hooks.call(`preCreate${name}`, doc, createData, hookOptions(options), user.id) === false) continue;
    if (!doc.canUserModify(user, "create", doc._source)) throw denied(user, "create", doc);
    if (collection.has(doc.id as string) || pending.some((p) => p.id === doc.id)) {
      throw new Error(`${name} id [${doc.id}] already exists in ${parent ? parent.uuid : "the world"}`);
    }
    pending.push(doc);
  }
  if (pending.length === 0) return [];
  recordWrite("create", name, pending.length);
  for (const doc of pending) collection.set(doc.id as string, doc);
  parent?.prepareData();
  runtime().onEveryClient(() => {
    for (const doc of pending) {
      doc._onCreate(doc._source, options, user.id as string);
      hooks.callAll(`create${name}`, doc, hookOptions(options), user.id);
    }
  });
  return pending;
}

export async function updateDocuments(cls: DocumentClass, updates: AnyRecord[], options: OperationOptions = {}): Promise<RuntimeDocument[]> {
  const user = runtime().currentUser();
  const parent = options.parent ?? null;
  const collection = collectionOf(cls, parent);
  const name = cls.documentName;
  const hooks = runtime().hooks;
  const pending: { doc: RuntimeDocument; changes: AnyRecord }[] = [];
  for (const update of updates) {
    const id = update["_id"];
    const doc = typeof id === "string" ? collection.get(id) : undefined;
    if (!doc) throw new Error(`${name} [${String(id)}] does not exist in ${parent ? parent.uuid : "the world"}`);
    const { _id: _ignored, ...rest } = expandObject(deepClone(update));
    // A dry run validates the whole candidate (throws, changing nothing) and gives the real diff.
    // The dry run's diff (deletions included) is what is applied, so `recursive: false` needs no second path.
    const diff = doc.updateSource(rest, { dryRun: true, recursive: options["recursive"] !== false });
    if (Object.keys(diff).length === 0) continue;
    const changes = { ...diff, _id: doc.id };
    if (!doc.canUserModify(user, "update", changes)) throw denied(user, "update", doc);
    if ((await doc._preUpdate(changes, options, user)) === false) continue;
    if (hooks.call(`preUpdate${name}`, doc, changes, hookOptions(options), user.id) === false) continue;
    pending.push({ doc, changes });
  }
  if (pending.length === 0) return [];
  recordWrite("update", name, pending.length);
  for (const { doc, changes } of pending) {
    const { _id: _ignored, ...toApply } = changes;
    doc.updateSource(toApply);
    doc.prepareData();
  }
  parent?.prepareData();
  runtime().onEveryClient(() => {
    for (const { doc, changes } of pending) {
      doc._onUpdate(changes, options, user.id as string);
      hooks.callAll(`update${name}`, doc, changes, hookOptions(options), user.id);
    }
  });
  return pending.map((p) => p.doc);
}

export async function deleteDocuments(cls: DocumentClass, ids: string[], options: OperationOptions = {}): Promise<RuntimeDocument[]> {
  const user = runtime().currentUser();
  const parent = options.parent ?? null;
  const collection = collectionOf(cls, parent);
  const name = cls.documentName;
  const hooks = runtime().hooks;
  const pending: RuntimeDocument[] = [];
  for (const id of ids) {
    const doc = collection.get(id);
    if (!doc) throw new Error(`${name} [${id}] does not exist in ${parent ? parent.uuid : "the world"}`);
    if (!doc.canUserModify(user, "delete")) throw denied(user, "delete", doc);
    if ((await doc._preDelete(options, user)) === false) continue;
    if (hooks.call(`preDelete${name}`, doc, hookOptions(options), user.id) === false) continue;
    pending.push(doc);
  }
  if (pending.length === 0) return [];
  recordWrite("delete", name, pending.length);
  for (const doc of pending) collection.delete(doc.id as string);
  parent?.prepareData();
  runtime().onEveryClient(() => {
    for (const doc of pending) {
      doc._onDelete(options, user.id as string);
      hooks.callAll(`delete${name}`, doc, hookOptions(options), user.id);
    }
  });
  return pending;
}

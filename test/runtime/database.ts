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
import type { WireOperation } from "./network.ts";

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

/** The options as they travel to the server: no parent (it travels as a uuid), JSON only. */
function wireOptions(options: OperationOptions): AnyRecord {
  return JSON.parse(JSON.stringify(hookOptions(options))) as AnyRecord;
}

/** Over a network (the sandbox), a prepared write goes to the server, which orders it and sends it to every client. */
function commitOverNetwork(operation: WireOperation): Promise<RuntimeDocument[]> | undefined {
  const network = runtime().network;
  if (!network) return undefined;
  recordWrite(operation.op === "setting" ? "update" : operation.op, operation.op === "setting" ? "Setting" : operation.documentName, 1);
  return network.commit(operation) as Promise<RuntimeDocument[]>;
}

function commitCreate(
  name: string,
  collection: Collection<RuntimeDocument>,
  parent: RuntimeDocument | null,
  docs: RuntimeDocument[],
  options: OperationOptions,
  userId: string,
): void {
  const hooks = runtime().hooks;
  for (const doc of docs) collection.set(doc.id as string, doc);
  parent?.prepareData();
  runtime().onEveryClient(() => {
    for (const doc of docs) {
      doc._onCreate(doc._source, options, userId);
      hooks.callAll(`create${name}`, doc, hookOptions(options), userId);
    }
    parent?._onDescendantDocuments("create", name, options);
  });
}

function commitUpdate(
  name: string,
  parent: RuntimeDocument | null,
  pending: { doc: RuntimeDocument; changes: AnyRecord }[],
  options: OperationOptions,
  userId: string,
): void {
  const hooks = runtime().hooks;
  for (const { doc, changes } of pending) {
    const { _id: _ignored, ...toApply } = changes;
    doc.updateSource(toApply);
    doc.prepareData();
  }
  parent?.prepareData();
  runtime().onEveryClient(() => {
    for (const { doc, changes } of pending) {
      doc._onUpdate(changes, options, userId);
      hooks.callAll(`update${name}`, doc, changes, hookOptions(options), userId);
    }
    parent?._onDescendantDocuments("update", name, options);
  });
}

function commitDelete(
  name: string,
  collection: Collection<RuntimeDocument>,
  parent: RuntimeDocument | null,
  docs: RuntimeDocument[],
  options: OperationOptions,
  userId: string,
): void {
  const hooks = runtime().hooks;
  for (const doc of docs) collection.delete(doc.id as string);
  parent?.prepareData();
  runtime().onEveryClient(() => {
    for (const doc of docs) {
      doc._onDelete(options, userId);
      hooks.callAll(`delete${name}`, doc, hookOptions(options), userId);
    }
    parent?._onDescendantDocuments("delete", name, options);
  });
}

/**
 * A write the server committed, applied on this client (the sandbox's seats): the same permission
 * check for the initiating user on this client's copy (every client holds the same state at this
 * point, so all agree), the change, then this client's `_on*` and post-hooks, as Foundry runs them
 * on each client when the server's broadcast arrives. `hooks: false` loads the world silently (a
 * client joining). Returns the documents changed.
 */
export function applyCommittedWrite(
  operation: Exclude<WireOperation, { op: "setting" }>,
  user: RuntimeUser,
  hooks = true,
): RuntimeDocument[] {
  const cls = implementationOf(runtime().config[operation.documentName]?.documentClass ?? missingClass(operation.documentName));
  const parent = operation.parentUuid ? findByUuid(operation.parentUuid) : null;
  const collection = collectionOf(cls, parent);
  const options: OperationOptions = { ...operation.options, parent };
  const name = operation.documentName;
  const userId = user.id as string;
  const run = (commit: () => void) => (hooks ? commit() : runtime().runSilently(commit));
  if (operation.op === "create") {
    const docs = operation.data.map((data) => new cls(data, { parent }));
    for (const doc of docs) if (!doc.canUserModify(user, "create", doc._source)) throw denied(user, "create", doc);
    run(() => commitCreate(name, collection, parent, docs, options, userId));
    return docs;
  }
  if (operation.op === "update") {
    const pending = operation.updates.map((changes) => {
      const doc = collection.get(String(changes["_id"]));
      if (!doc) throw new Error(`${name} [${String(changes["_id"])}] does not exist in ${parent ? parent.uuid : "the world"}`);
      if (!doc.canUserModify(user, "update", changes)) throw denied(user, "update", doc);
      return { doc, changes };
    });
    run(() => commitUpdate(name, parent, pending, options, userId));
    return pending.map((p) => p.doc);
  }
  const docs = operation.ids.map((id) => {
    const doc = collection.get(id);
    if (!doc) throw new Error(`${name} [${id}] does not exist in ${parent ? parent.uuid : "the world"}`);
    if (!doc.canUserModify(user, "delete")) throw denied(user, "delete", doc);
    return doc;
  });
  run(() => commitDelete(name, collection, parent, docs, options, userId));
  return docs;
}

function missingClass(documentName: string): never {
  throw new Error(`No document class is configured for ${documentName}`);
}

/** A world or embedded document by its uuid ("Cards.<id>.Card.<id>"). */
function findByUuid(uuid: string): RuntimeDocument {
  const parts = uuid.split(".");
  let doc: RuntimeDocument | undefined = runtime()
    .collections.get(parts[0] ?? "")
    ?.get(parts[1] ?? "");
  for (let i = 2; doc && i + 1 < parts.length; i += 2) doc = doc.getEmbeddedDocument(parts[i] as string, parts[i + 1] as string);
  if (!doc) throw new Error(`No document ${uuid} on this client`);
  return doc;
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
  const sent = commitOverNetwork({
    op: "create",
    documentName: name,
    parentUuid: parent?.uuid ?? null,
    data: pending.map((doc) => doc.toObject()),
    options: wireOptions(options),
  });
  if (sent) return sent;
  recordWrite("create", name, pending.length);
  commitCreate(name, collection, parent, pending, options, user.id as string);
  return pending;
}

export async function updateDocuments(
  cls: DocumentClass,
  updates: AnyRecord[],
  options: OperationOptions = {},
): Promise<RuntimeDocument[]> {
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
  const sent = commitOverNetwork({
    op: "update",
    documentName: name,
    parentUuid: parent?.uuid ?? null,
    updates: pending.map((p) => deepClone(p.changes)),
    options: wireOptions(options),
  });
  if (sent) return sent;
  recordWrite("update", name, pending.length);
  commitUpdate(name, parent, pending, options, user.id as string);
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
  const sent = commitOverNetwork({
    op: "delete",
    documentName: name,
    parentUuid: parent?.uuid ?? null,
    ids: pending.map((doc) => doc.id as string),
    options: wireOptions(options),
  });
  if (sent) return sent;
  recordWrite("delete", name, pending.length);
  commitDelete(name, collection, parent, pending, options, user.id as string);
  return pending;
}

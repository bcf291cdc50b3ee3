/**
 * fromUuid / fromUuidSync for world documents and their embedded documents:
 * "Actor.<id>", "Cards.<id>.Card.<id>", "Actor.<id>.Item.<id>". Compendium UUIDs are not implemented.
 */
import type { RuntimeDocument } from "./document.ts";
import { NotImplementedInRuntime } from "./fail-closed.ts";
import { runtime } from "./state.ts";

export function fromUuidSync(uuid: string): RuntimeDocument | null {
  const parts = uuid.split(".");
  if (parts[0] === "Compendium") throw new NotImplementedInRuntime(`fromUuid("${uuid}") (compendium packs)`);
  if (parts.length < 2 || parts.length % 2 !== 0) return null;
  const [documentName, id, ...rest] = parts as [string, string, ...string[]];
  let doc: RuntimeDocument | null = runtime().collections.get(documentName)?.get(id) ?? null;
  for (let i = 0; doc && i < rest.length; i += 2) {
    const embeddedName = rest[i] as string;
    const field = (doc.constructor as typeof RuntimeDocument).metadata.embedded[embeddedName];
    doc = field ? (doc.getEmbeddedCollection(embeddedName).get(rest[i + 1] as string) ?? null) : null;
  }
  return doc;
}

export async function fromUuid(uuid: string): Promise<RuntimeDocument | null> {
  return fromUuidSync(uuid);
}

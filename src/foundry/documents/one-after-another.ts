/**
 * A client's read-and-write of one document, one after another. A button that reads a document,
 * works out its next state and writes it, clicked twice before the first write has come back (a
 * slow connection, a quick hand), would read the state from before the first write the second
 * time and write over it: a purchase priced against the XP it had already spent, a rank given
 * twice that counts once. Work chained here under the document's uuid starts once the work before
 * it has settled (written or failed), so it reads what that work stored.
 */
const lastOf = new Map<string, Promise<unknown>>();

export function oneAfterAnother<T>(document: { readonly uuid: string }, work: () => Promise<T>): Promise<T> {
  const key = document.uuid;
  const next = (lastOf.get(key) ?? Promise.resolve()).then(work);
  const settled = next.catch(() => undefined);
  lastOf.set(key, settled);
  void settled.then(() => {
    if (lastOf.get(key) === settled) lastOf.delete(key);
  });
  return next;
}

/**
 * How far a character's numbers and lists may go. The book sets no ceiling on ranks or XP; these
 * are far above any campaign's, and keep a sheet (or a forged update) from storing what no table
 * could play: a rank of a million draws a million cards, 20 000 invented skills stall every client.
 */
/** Highest rank of a trait or a skill: a draw takes at most this many cards [GOB-10, GOB-16]. */
export const MAX_RANK = 20;
/** Most XP a character holds (unspent or gained). */
export const MAX_XP = 9_999;
export const MAX_WILDCARDS = 999;
/** Most points a pool can have lost (a pool is at most 5 × MAX_RANK plus its advantages). */
export const MAX_POOL_LOSS = 999;
/** Most skills a character lists (standard, combat, craft and custom). */
export const MAX_SKILLS = 60;
export const MAX_SPECIALTIES = 30;
/** Most advantage or disadvantage entries a character lists, and the most ranks of one. */
export const MAX_ENTRIES = 60;
export const MAX_ENTRY_RANKS = 10;
/** Longest skill id, specialty or weapon name. */
export const MAX_KEY_LENGTH = 80;

/** Names an object's own key must never take: they would reach Object.prototype. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A key a character's record may hold (a skill id, `combat:<weapon>`, an advantage key): 1 to
 * MAX_KEY_LENGTH characters, no dot (a document update reads dots as paths), no update operator
 * (`-=`, `==`), never a prototype's name.
 */
export function isEntryKey(key: string): boolean {
  return (
    key.trim() !== "" &&
    key.length <= MAX_KEY_LENGTH &&
    !key.includes(".") &&
    !/^[-=]=/.test(key) &&
    !FORBIDDEN_KEYS.has(key) &&
    !FORBIDDEN_KEYS.has(key.split(":")[0]!)
  );
}

/** A record of entries within `max` keys, each one an entry key. */
export function isEntryRecord(value: unknown, max: number): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length <= max && keys.every(isEntryKey);
}

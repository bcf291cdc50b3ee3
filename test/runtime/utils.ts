/**
 * `foundry.utils`: only the helpers the system uses, written from their documented behaviour.
 * Objects are "plain" when their prototype is Object.prototype or null; everything else (arrays,
 * Sets, class instances) is a leaf that merges by replacement.
 */
export type AnyRecord = Record<string, unknown>;

export function isPlainObject(value: unknown): value is AnyRecord {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Loops rather than map/entries: every document write clones its data several times (Step 17). */
export function deepClone<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = deepClone(value[i] as unknown);
    return out as T;
  }
  if (value instanceof Set) return new Set([...value].map((v) => deepClone(v))) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  const out: AnyRecord = {};
  for (const key of Object.keys(value)) out[key] = deepClone(value[key]);
  return out as T;
}

const ID_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** A random alphanumeric id, 16 characters like Foundry's document ids. */
export function randomID(length = 16): string {
  let id = "";
  for (let i = 0; i < length; i++) id += ID_CHARS[Math.floor(Math.random() * ID_CHARS.length)];
  return id;
}

export function getProperty(object: unknown, key: string): unknown {
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (target === null || typeof target !== "object" || !(part in target)) return undefined;
    target = (target as AnyRecord)[part];
  }
  return target;
}

/** Set a dotted path, creating plain objects on the way. Returns whether the value changed. */
export function setProperty(object: AnyRecord, key: string, value: unknown): boolean {
  const parts = key.split(".");
  const last = parts.pop() as string;
  let target = object;
  for (const part of parts) {
    const next = target[part];
    if (next === null || typeof next !== "object") target[part] = {};
    target = target[part] as AnyRecord;
  }
  const changed = target[last] !== value;
  target[last] = value;
  return changed;
}

/** `{"a.b": 1}` → `{a: {b: 1}}` (recursively). */
export function expandObject(object: AnyRecord): AnyRecord {
  const out: AnyRecord = {};
  for (const [k, v] of Object.entries(object)) {
    setProperty(out, k, isPlainObject(v) ? expandObject(v) : v);
  }
  return out;
}

/** `{a: {b: 1}}` → `{"a.b": 1}`; empty objects stay as values. */
export function flattenObject(object: AnyRecord, prefix = ""): AnyRecord {
  const out: AnyRecord = {};
  for (const [k, v] of Object.entries(object)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && Object.keys(v).length > 0) Object.assign(out, flattenObject(v, key));
    else out[key] = v;
  }
  return out;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Set || value instanceof Map) return value.size === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  enforceTypes?: boolean;
  performDeletions?: boolean;
}

/**
 * Merge `other` into `original` (in place by default) with Foundry's option set. Dotted keys are
 * expanded first; with `performDeletions`, a key `-=name` removes `name`.
 */
export function mergeObject<T extends object, U extends object>(original: T, other: U, options: MergeOptions = {}): T & U {
  const opts = {
    insertKeys: true,
    insertValues: true,
    overwrite: true,
    recursive: true,
    inplace: true,
    enforceTypes: false,
    performDeletions: false,
    ...options,
  };
  const target = (opts.inplace ? original : deepClone(original)) as AnyRecord;
  const source = Object.keys(other).some((k) => k.includes(".")) ? expandObject(other as AnyRecord) : (other as AnyRecord);
  mergeInto(target, source, opts, 0);
  return target as T & U;
}

function mergeInto(target: AnyRecord, source: AnyRecord, opts: Required<MergeOptions>, depth: number): void {
  for (const [key, value] of Object.entries(source)) {
    if (opts.performDeletions && key.startsWith("-=")) {
      delete target[key.slice(2)];
      continue;
    }
    const exists = Object.prototype.hasOwnProperty.call(target, key);
    const existing = target[key];
    if (exists && isPlainObject(existing) && isPlainObject(value) && opts.recursive) {
      mergeInto(existing, value, opts, depth + 1);
      continue;
    }
    if (!exists) {
      const insert = depth === 0 ? opts.insertKeys : opts.insertValues;
      if (insert) target[key] = isPlainObject(value) ? deepClone(value) : value;
      continue;
    }
    if (!opts.overwrite) continue;
    if (opts.enforceTypes && existing !== undefined && existing !== null && typeof existing !== typeof value) {
      throw new Error(`Mismatched data types encountered during object merge at key ${key}`);
    }
    target[key] = isPlainObject(value) ? deepClone(value) : value;
  }
}

/** The entries of `other` that differ from `original` (recursively for plain objects). */
export function diffObject(original: AnyRecord, other: AnyRecord): AnyRecord {
  const out: AnyRecord = {};
  for (const [key, value] of Object.entries(other)) {
    const before = original[key];
    if (isPlainObject(value) && isPlainObject(before)) {
      const inner = diffObject(before, value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!deepEqual(before, value)) {
      out[key] = value;
    }
  }
  return out;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

/** Like diffObject, but keys present in `before` and absent from `after` come out as `-=key: null`. */
export function sourceDiff(before: AnyRecord, after: AnyRecord): AnyRecord {
  const out = diffObject(before, after);
  for (const key of Object.keys(before)) {
    if (!(key in after)) out[`-=${key}`] = null;
    else if (isPlainObject(before[key]) && isPlainObject(after[key])) {
      const inner = sourceDiff(before[key], after[key]);
      if (Object.keys(inner).length > 0) out[key] = inner;
    }
  }
  return out;
}

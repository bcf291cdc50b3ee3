/**
 * Fail-closed access: reading a property the runtime does not implement throws, so a test can never
 * pass because something silently came back `undefined` where real Foundry would have done work.
 */
export class NotImplementedInRuntime extends Error {
  constructor(what: string) {
    super(`${what} is not implemented in the Deckbound Foundry test runtime`);
    this.name = "NotImplementedInRuntime";
  }
}

/**
 * Property names that tooling probes on any object (await, vitest/pretty-format, Node's inspect,
 * JSON.stringify, Handlebars). Reading one of these when it is absent answers `undefined` instead of
 * throwing: they are questions about the object, not uses of a Foundry API.
 */
const PROBES = new Set<string>([
  "then", // await / Promise.resolve probe thenables
  "toJSON", // JSON.stringify
  "asymmetricMatch", // vitest matchers
  "$$typeof", // pretty-format React element check
  "nodeType", // pretty-format DOM check
  "tagName",
  "_isMockFunction",
  "@@__IMMUTABLE_ITERABLE__@@",
  "@@__IMMUTABLE_RECORD__@@",
  "@@__IMMUTABLE_ORDERED__@@",
  "@@__IMMUTABLE_KEYED__@@",
  "@@__IMMUTABLE_LIST__@@",
  "@@__IMMUTABLE_MAP__@@",
  "@@__IMMUTABLE_SET__@@",
  "@@__IMMUTABLE_STACK__@@",
  "toAsymmetricMatcher",
  "inspect",
  "constructor",
  "__proto__",
  "prototype",
  "length", // Function/array-likeness checks by inspectors
]);

/** Wrap `target` so that reading a property that exists nowhere on it (or its prototype chain) throws. */
export function failClosed<T extends object>(target: T, path: string): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      if (typeof prop === "symbol" || prop in obj || PROBES.has(prop)) return Reflect.get(obj, prop, receiver);
      throw new NotImplementedInRuntime(`${path}.${prop}`);
    },
  });
}

/**
 * Make every instance and the static side of `cls` (and its subclasses) fail closed, without wrapping
 * instances in a Proxy: the Proxy sits at the root of the prototype chain, so it is only consulted
 * when ordinary lookup found nothing. Object identity, `this`, and #private fields are unaffected.
 */
export function failClosedClass(cls: abstract new (...args: never[]) => object): void {
  const instanceRoot = Object.getPrototypeOf(cls.prototype) as object;
  Object.setPrototypeOf(
    cls.prototype,
    failClosedRoot(instanceRoot, (receiver) => (receiver as object).constructor.name),
  );
  const staticRoot = Object.getPrototypeOf(cls) as object;
  Object.setPrototypeOf(
    cls,
    failClosedRoot(staticRoot, (receiver) => (receiver as { name: string }).name),
  );
}

function failClosedRoot(root: object, describe: (receiver: unknown) => string): object {
  return new Proxy(root, {
    get(obj, prop, receiver) {
      if (typeof prop === "symbol" || prop in obj || PROBES.has(prop)) return Reflect.get(obj, prop, receiver);
      throw new NotImplementedInRuntime(`${describe(receiver)}.${prop}`);
    },
  });
}

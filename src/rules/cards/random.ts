/**
 * Injectable randomness [CORE-02].
 *
 * Every procedure that needs chance takes a `Random`, so tests and the odds bench run on a fixed
 * seed while play runs on the platform's cryptographic source. Both sources produce 32-bit words;
 * `int` turns them into unbiased integers by rejection sampling, and `shuffle` is Fisher–Yates on
 * top of `int`, so a shuffle is a uniform permutation whenever the words are uniform.
 */

export interface Random {
  /** A float in [0, 1), in steps of 2^-32. Use `int` to pick among n things: it is exactly uniform. */
  next(): number;
  /** An integer in [0, maxExclusive), uniformly; `maxExclusive` is an integer in 1..2^32. */
  int(maxExclusive: number): number;
}

const TWO_POW_32 = 0x1_0000_0000;

/** Build a `Random` from a source of uniform unsigned 32-bit words. */
function fromUint32Source(nextUint32: () => number): Random {
  return {
    next: () => nextUint32() / TWO_POW_32,
    int(maxExclusive: number): number {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
        throw new RangeError(`Random.int needs an integer bound in 1..2^32, got ${maxExclusive}`);
      }
      // Reject the incomplete last block of words so every residue is equally likely.
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      let word = nextUint32();
      while (word >= limit) word = nextUint32();
      return word % maxExclusive;
    },
  };
}

/** splitmix32: spreads a small seed over well-mixed words so nearby seeds give unrelated streams. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * A reproducible source for tests and simulations: sfc32 (Chris Doty-Humphrey's Small Fast
 * Chaotic PRNG, passes PractRand) seeded through splitmix32 and warmed up. Not for play: seeds are
 * guessable.
 */
export function seededRandom(seed: number): Random {
  const seedWords = splitmix32(Math.trunc(seed));
  let a = seedWords();
  let b = seedWords();
  let c = seedWords();
  let d = 1;
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 15; i++) nextUint32();
  return fromUint32Source(nextUint32);
}

/** Words fetched from the platform per `getRandomValues` call; amortises the call's cost. */
const CRYPTO_BATCH = 256;

/**
 * The source for play: `globalThis.crypto.getRandomValues` (Web Crypto, in browsers and Node ≥ 19).
 * Throws at creation if the platform has none, rather than silently falling back to Math.random.
 */
export function cryptoRandom(): Random {
  const crypto = globalThis.crypto;
  if (!crypto || typeof crypto.getRandomValues !== "function") {
    throw new Error("cryptoRandom: globalThis.crypto.getRandomValues is not available");
  }
  const buffer = new Uint32Array(CRYPTO_BATCH);
  let index = CRYPTO_BATCH;
  return fromUint32Source(() => {
    if (index >= CRYPTO_BATCH) {
      crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++]!;
  });
}

/** Fisher–Yates: a uniformly random permutation of `items`, as a new array (the input is untouched). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const swap = result[i]!;
    result[i] = result[j]!;
    result[j] = swap;
  }
  return result;
}

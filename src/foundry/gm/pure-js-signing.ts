/**
 * Ed25519 in pure JavaScript (@noble/ed25519 with @noble/hashes' SHA-512), for a browser that cannot
 * sign with WebCrypto (gm/web-crypto-signing.ts): a page served over plain HTTP from another
 * machine is an insecure context, with no `crypto.subtle`, but `crypto.getRandomValues` works there.
 * Its own chunk, loaded only where it is needed: setting up the curve and the hash's tables cost
 * about a fifth of the system's start-up (Step 18), and each signature is ten times WebCrypto's.
 */
import * as ed25519 from "@noble/ed25519";
import { sha512 } from "@noble/hashes/sha2.js";
import type { SessionSigner } from "./web-crypto-signing.ts";

// @noble/ed25519's synchronous API takes its SHA-512 from here (its async one would use crypto.subtle).
ed25519.hashes.sha512 = sha512;

/** A new key pair for this session, its secret half from `crypto.getRandomValues`. */
export function newSigner(): SessionSigner {
  const secretKey = ed25519.utils.randomSecretKey();
  return {
    publicKey: ed25519.getPublicKey(secretKey),
    sign: (message) => Promise.resolve(ed25519.sign(message, secretKey)),
  };
}

/**
 * Compute the base point's table now (noble does it on the first multiplication by the base point,
 * ~30–50 ms in a browser, then keeps it): the GM's client would otherwise pay it while checking the
 * first request of a session. A fixed key: the table is the same for any, and no randomness is drawn.
 */
export function precompute(): void {
  ed25519.getPublicKey(new Uint8Array(32));
}

/** Whether `signature` is `publicKey`'s over `message`; false for a malformed signature or key. */
export function verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, message, publicKey);
  } catch {
    return false;
  }
}

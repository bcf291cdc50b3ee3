/**
 * Ed25519 in pure JavaScript (@noble/ed25519 with @noble/hashes' SHA-512), for gm/identity.ts. Its
 * own chunk, loaded when a client first makes its key or checks a signature (at ready, when idle):
 * setting up the curve and the hash's tables cost about a fifth of the system's start-up (Step 18).
 */
import * as ed25519 from "@noble/ed25519";
import { sha512 } from "@noble/hashes/sha2.js";

// @noble/ed25519's synchronous API takes its SHA-512 from here (its async one would use crypto.subtle).
ed25519.hashes.sha512 = sha512;

/** A new secret key, from `crypto.getRandomValues`. */
export function randomSecretKey(): Uint8Array {
  return ed25519.utils.randomSecretKey();
}

export function publicKeyOf(secretKey: Uint8Array): Uint8Array {
  return ed25519.getPublicKey(secretKey);
}

export function sign(message: Uint8Array, secretKey: Uint8Array): Uint8Array {
  return ed25519.sign(message, secretKey);
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

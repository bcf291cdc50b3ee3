/**
 * Ed25519 through the browser's WebCrypto (`crypto.subtle`), for gm/identity.ts: about ten times
 * faster than pure JavaScript (gm/pure-js-signing.ts), and the secret half of the key is never
 * readable by any script. Browsers offer `crypto.subtle` only in a secure context (HTTPS, or
 * localhost), and Ed25519 in it only since Chrome 137, Firefox 129 and Safari 17
 * (https://developer.mozilla.org/en-US/docs/Web/API/SubtleCrypto/sign#ed25519). Where either is
 * missing these return null and the caller signs in pure JavaScript: the signatures are the same
 * bytes either way (Ed25519 is deterministic, RFC 8032), so a GM checks either kind with either.
 */

/** A session's key pair: its public half as published, and signing with its secret half. */
export interface SessionSigner {
  readonly publicKey: Uint8Array;
  sign(message: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
}

const ED25519 = { name: "Ed25519" } as const;

/**
 * RFC 8032's first test vector's public key, in hex: importing it shows whether WebCrypto knows
 * Ed25519. Decoded when asked, not at load (Step 18: loading the system stays short).
 */
const KNOWN_PUBLIC_KEY = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";

function notSupported(error: unknown): boolean {
  return error instanceof Error && error.name === "NotSupportedError";
}

/** Whether this browser signs with Ed25519 through WebCrypto. */
export async function webCryptoSigns(): Promise<boolean> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return false;
  try {
    await subtle.importKey(
      "raw",
      Uint8Array.from(KNOWN_PUBLIC_KEY.match(/../g)!, (byte) => parseInt(byte, 16)),
      ED25519,
      false,
      ["verify"],
    );
    return true;
  } catch {
    return false;
  }
}

/** A new key pair for this session, its secret half unreadable; null where WebCrypto cannot make one. */
export async function webCryptoSigner(): Promise<SessionSigner | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  let pair: CryptoKeyPair;
  try {
    pair = (await subtle.generateKey(ED25519, false, ["sign", "verify"])) as CryptoKeyPair;
  } catch {
    return null;
  }
  return {
    publicKey: new Uint8Array(await subtle.exportKey("raw", pair.publicKey)),
    sign: async (message) => new Uint8Array(await subtle.sign(ED25519, pair.privateKey, message)),
  };
}

/**
 * Whether `signature` is `publicKey`'s over `message` (false for a malformed signature or key); null
 * where WebCrypto cannot check Ed25519.
 */
export async function webCryptoVerify(
  signature: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
  publicKey: Uint8Array<ArrayBuffer>,
): Promise<boolean | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const key = await subtle.importKey("raw", publicKey, ED25519, false, ["verify"]);
    return await subtle.verify(ED25519, key, signature, message);
  } catch (error) {
    return notSupported(error) ? null : false;
  }
}

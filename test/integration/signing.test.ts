/**
 * The two ways a client signs its requests (src/foundry/gm/identity.ts): WebCrypto's Ed25519 where
 * the browser offers it, pure JavaScript elsewhere (a Foundry served over plain HTTP). Ed25519 is
 * deterministic, so a GM checks a signature made either way with either: a player on plain HTTP
 * and a GM on HTTPS (or the reverse) trust each other's requests exactly as two alike would.
 */
import { describe, expect, it } from "vitest";
import { newSigner, verify as pureJsVerify } from "../../src/foundry/gm/pure-js-signing.ts";
import { webCryptoSigner, webCryptoSigns, webCryptoVerify } from "../../src/foundry/gm/web-crypto-signing.ts";

const text = (value: string) => new TextEncoder().encode(value);
const copy = (bytes: Uint8Array) => new Uint8Array(bytes);

describe("signing a request", () => {
  it("[CORE-06] a signature made with WebCrypto is checked in pure JavaScript, and the reverse; a changed request or another key fails both", async () => {
    expect(await webCryptoSigns()).toBe(true);
    const webCrypto = (await webCryptoSigner())!;
    const pureJs = newSigner();
    const request = text('{"count":2}');
    const changed = text('{"count":9}');
    const byWebCrypto = copy(await webCrypto.sign(request));
    const byPureJs = copy(await pureJs.sign(request));

    expect(pureJsVerify(byWebCrypto, request, webCrypto.publicKey)).toBe(true);
    expect(await webCryptoVerify(byPureJs, request, copy(pureJs.publicKey))).toBe(true);
    expect(await webCryptoVerify(byWebCrypto, request, copy(webCrypto.publicKey))).toBe(true);

    expect(pureJsVerify(byWebCrypto, changed, webCrypto.publicKey)).toBe(false);
    expect(await webCryptoVerify(byPureJs, changed, copy(pureJs.publicKey))).toBe(false);
    expect(pureJsVerify(byPureJs, request, webCrypto.publicKey)).toBe(false);
    expect(await webCryptoVerify(byWebCrypto, request, copy(pureJs.publicKey))).toBe(false);
  });

  it("[CORE-06] a malformed signature or key is refused, not thrown", async () => {
    const signer = (await webCryptoSigner())!;
    const request = text("{}");
    const signature = copy(await signer.sign(request));
    expect(await webCryptoVerify(signature.slice(0, 10), request, copy(signer.publicKey))).toBe(false);
    expect(await webCryptoVerify(signature, request, new Uint8Array(5))).toBe(false);
    expect(pureJsVerify(signature.slice(0, 10), request, signer.publicKey)).toBe(false);
    expect(pureJsVerify(signature, request, new Uint8Array(5))).toBe(false);
  });

  it("[CORE-06] where WebCrypto is missing, or knows no Ed25519, the WebCrypto side says so and the client signs in pure JavaScript", async () => {
    const platform = Object.getOwnPropertyDescriptor(globalThis, "crypto")!;
    const notSupported = () => Promise.reject(new DOMException("Unrecognized algorithm name", "NotSupportedError"));
    const withCrypto = async (crypto: object) => {
      Object.defineProperty(globalThis, "crypto", { value: crypto, configurable: true });
      try {
        return [await webCryptoSigns(), await webCryptoSigner(), await webCryptoVerify(new Uint8Array(64), text("{}"), new Uint8Array(32))];
      } finally {
        Object.defineProperty(globalThis, "crypto", platform);
      }
    };
    // An insecure context: crypto.getRandomValues, and no crypto.subtle.
    expect(await withCrypto({ getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) })).toEqual([false, null, null]);
    // A browser older than Ed25519 in WebCrypto.
    const subtle = {
      importKey: notSupported,
      generateKey: notSupported,
      verify: notSupported,
      exportKey: notSupported,
      sign: notSupported,
    };
    expect(await withCrypto({ subtle })).toEqual([false, null, null]);
  });
});

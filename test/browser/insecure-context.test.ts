/**
 * A plain-HTTP page on a host name other than localhost is an insecure context: the browser offers
 * no WebCrypto (`crypto.subtle`) there, only `crypto.getRandomValues`. A Foundry served over plain
 * HTTP from another machine is such a page for every player, so Deckbound signs requests with
 * pure-JS Ed25519 (src/foundry/gm/identity.ts). Here a real Chromium shows both: `crypto.subtle`
 * absent on the made-up host (and present on 127.0.0.1), and the signing libraries Deckbound bundles
 * making a key, signing and verifying in that page. The sandbox playthrough served on the same host
 * (test/playthrough/hand-dock-face-down.test.ts) has players drawing and playing there.
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSECURE_HOST, launchBrowser } from "./chromium.ts";

const NOBLE = join(import.meta.dirname, "..", "..", "node_modules", "@noble");

const IMPORTS = `<script type="importmap">{"imports":{"@noble/ed25519":"/noble/ed25519/index.js","@noble/hashes/sha2.js":"/noble/hashes/sha2.js"}}</script>`;

/**
 * A page that imports the two libraries as Deckbound's bundle does (through an import map), makes a
 * key, signs a request, verifies it and a changed copy, and writes what it found into its body.
 */
const SIGNING_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>signing</title>${IMPORTS}
<script type="module">
import * as ed from "@noble/ed25519";
import { sha512 } from "@noble/hashes/sha2.js";
ed.hashes.sha512 = sha512;
const text = (value) => new TextEncoder().encode(value);
const secret = ed.utils.randomSecretKey();
const publicKey = ed.getPublicKey(secret);
const signature = ed.sign(text('{"count":2}'), secret);
document.body.textContent = JSON.stringify({
  subtle: typeof globalThis.crypto?.subtle,
  valid: ed.verify(signature, text('{"count":2}'), publicKey),
  changed: ed.verify(signature, text('{"count":9}'), publicKey),
});
</script></head><body></body></html>`;

let server: Server;
let browser: Browser;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>blank</title>");
      return;
    }
    if (path === "/sign") {
      response.writeHead(200, { "content-type": "text/html" }).end(SIGNING_PAGE);
      return;
    }
    const file = normalize(join(NOBLE, path.replace(/^\/noble\//, "")));
    if (!path.startsWith("/noble/") || !file.startsWith(NOBLE)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { "content-type": "text/javascript" }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

async function open(host: string, path = "/"): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`http://${host}:${port}${path}`);
  return page;
}

const cryptoOffered = (page: Page) =>
  page.evaluate(() => ({
    secure: window.isSecureContext,
    subtle: typeof globalThis.crypto?.subtle,
    getRandomValues: typeof globalThis.crypto?.getRandomValues,
  }));

describe("an insecure context", () => {
  it("[CORE-06] on a made-up host over plain HTTP the browser offers no crypto.subtle, but crypto.getRandomValues; on 127.0.0.1 it offers both", async () => {
    const insecure = await open(INSECURE_HOST);
    expect(await cryptoOffered(insecure)).toEqual({ secure: false, subtle: "undefined", getRandomValues: "function" });
    const local = await open("127.0.0.1");
    expect(await cryptoOffered(local)).toEqual({ secure: true, subtle: "object", getRandomValues: "function" });
  });

  it("[CORE-06] there, the libraries Deckbound signs with make a key, sign a request and verify it; a changed request fails", async () => {
    const page = await open(INSECURE_HOST, "/sign");
    await expect.poll(() => page.locator("body").textContent()).not.toBe("");
    const result = JSON.parse((await page.locator("body").textContent()) ?? "{}") as unknown;
    expect(result).toEqual({ subtle: "undefined", valid: true, changed: false });
  });
});

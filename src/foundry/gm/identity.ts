/**
 * Who sent a request. Foundry's query handler is not told who sent a query, but Foundry's server
 * does decide who may write a User document: only that user or a GM (⚠ docs/FOUNDRY-ASSUMPTIONS.md). So each client makes a key
 * pair for its session (Ed25519, the secret half never leaves the browser), publishes the public
 * half on its own User document, and signs every request it sends; the GM's client checks the
 * signature against the key published on the claimed user's document before it acts. A request
 * whose signature does not match, that repeats one already served, or that comes from a user with
 * no (or only an outdated) published key is refused, and the GM is told why. A world setting lets a
 * GM who trusts the table turn the check off. docs/SECURITY.md says what this relies on and protects.
 *
 * Signing is WebCrypto's where the browser offers Ed25519 there (gm/web-crypto-signing.ts), and pure
 * JavaScript elsewhere (gm/pure-js-signing.ts: @noble/ed25519), with its randomness from
 * `crypto.getRandomValues`: browsers offer `crypto.subtle` only in a secure context (HTTPS or
 * localhost), so a Foundry served over plain HTTP signs in pure JavaScript. That is a chunk of its
 * own, loaded only by a client that needs it (`loadPureJsSigning`), never at start-up.
 */
import { SYSTEM_ID } from "../constants.ts";
import { refuse } from "../registry/definition.ts";
import type { Outcome, Refusal } from "../registry/definition.ts";
import { webCryptoSigner, webCryptoSigns, webCryptoVerify } from "./web-crypto-signing.ts";
import type { SessionSigner } from "./web-crypto-signing.ts";

let pureJsSigning: Promise<typeof import("./pure-js-signing.ts")> | undefined;

/** The pure-JavaScript signing code, loading it the first time (every later call shares that load). */
function loadPureJsSigning(): Promise<typeof import("./pure-js-signing.ts")> {
  pureJsSigning ??= import("./pure-js-signing.ts");
  return pureJsSigning;
}

/**
 * Where the browser cannot sign with WebCrypto: load the pure-JavaScript signing code and compute
 * what its first signature or check would (at ready, once idle).
 */
export async function prepareSigning(): Promise<void> {
  if (!(await webCryptoSigns())) (await loadPureJsSigning()).precompute();
}

/** The User flag holding the public key of the user's current session. */
export const REQUEST_KEY_FLAG = "requestKey" as const;
/** The world setting: check who sends requests (default on). */
export const VERIFY_REQUESTS = "verifyRequests" as const;

export interface PublishedKey {
  /** Which session (page load) the key belongs to. */
  readonly session: string;
  /** The session's Ed25519 public key, base64. */
  readonly ed25519: string;
}

/** What travels over the query: the request as signed text, and its signature. */
export interface SealedRequest {
  readonly payload: string;
  readonly signature: string;
}

export const IdentityRefusals = {
  Unsigned: "DECKBOUND.Identity.Refusal.Unsigned",
  NoKey: "DECKBOUND.Identity.Refusal.NoKey",
  OutdatedKey: "DECKBOUND.Identity.Refusal.OutdatedKey",
  BadSignature: "DECKBOUND.Identity.Refusal.BadSignature",
  Replayed: "DECKBOUND.Identity.Refusal.Replayed",
} as const;

/** The longest signed request the GM reads (a request is small; anything larger is refused unread). */
const MAX_PAYLOAD = 64 * 1024;

interface SessionKey {
  readonly session: string;
  readonly signer: SessionSigner;
  counter: number;
}

/** This client's session key, per user id (a Foundry client has one user; the test runtime plays several). */
const sessionKeys = new Map<string, Promise<SessionKey | null>>();

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

async function makeSessionKey(): Promise<SessionKey | null> {
  const signer = (await webCryptoSigner()) ?? (await loadPureJsSigning()).newSigner();
  const published: PublishedKey = { session: foundry.utils.randomID(16), ed25519: toBase64(signer.publicKey) };
  try {
    await game.user.setFlag(SYSTEM_ID, REQUEST_KEY_FLAG, published);
  } catch (error) {
    console.error("Deckbound | could not publish this session's request key", error);
    ui.notifications.error("DECKBOUND.Identity.CannotPublish", { localize: true, permanent: true });
    return null;
  }
  return { session: published.session, signer, counter: 0 };
}

function sessionKey(): Promise<SessionKey | null> {
  const userId = game.user.id ?? "";
  let key = sessionKeys.get(userId);
  if (!key) {
    key = makeSessionKey();
    sessionKeys.set(userId, key);
  }
  return key;
}

/**
 * At ready, on every client but the active GM's (a GM who is not the active one, such as an assistant
 * GM while the GM is connected, sends requests like a player): make and publish this session's key.
 * A client that has none when it first sends a request makes it then.
 */
export async function publishRequestKey(): Promise<void> {
  await sessionKey();
}

/** The request as it travels: signed with this session's key (unsigned only when the key could not be published). */
export async function sealRequest(envelope: unknown): Promise<SealedRequest> {
  const key = await sessionKey();
  const counter = key ? ++key.counter : 0;
  const payload = JSON.stringify({ envelope, session: key?.session ?? "", counter });
  if (!key) return { payload, signature: "" };
  return { payload, signature: toBase64(await key.signer.sign(new TextEncoder().encode(payload))) };
}

/** A sealed request as the GM reads it, before knowing whether to believe it. */
export interface OpenedRequest {
  readonly envelope: unknown;
  readonly session: string;
  readonly counter: number;
  readonly payload: string;
  readonly signature: string;
}

/** Unwrap a sealed request (untrusted JSON from any client); null when it is not one. */
export function openRequest(raw: unknown): OpenedRequest | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { payload, signature } = raw as Record<string, unknown>;
  if (typeof payload !== "string" || typeof signature !== "string" || payload.length > MAX_PAYLOAD) return null;
  try {
    const parsed = JSON.parse(payload) as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const { envelope, session, counter } = parsed as Record<string, unknown>;
    if (typeof session !== "string" || typeof counter !== "number" || !Number.isSafeInteger(counter)) return null;
    return { envelope, session, counter, payload, signature };
  } catch {
    return null;
  }
}

export function verificationIsOn(): boolean {
  return game.settings.get(SYSTEM_ID, VERIFY_REQUESTS) !== false;
}

/**
 * The key published on a user: current, "outdated" (the ECDSA P-256 `{ session, x, y }` Deckbound
 * published before it signed with Ed25519, left on the User document of someone who has not loaded
 * this version yet), or none. A current client's key, published over an outdated one, may keep the
 * outdated fields beside its own (an update merges flags): the current key is what counts.
 */
function publishedKeyOf(user: User.Implementation): PublishedKey | "outdated" | null {
  const raw = user.getFlag(SYSTEM_ID, REQUEST_KEY_FLAG) as unknown;
  if (typeof raw !== "object" || raw === null) return null;
  const { session, ed25519: key, x } = raw as Record<string, unknown>;
  if (typeof session === "string" && typeof key === "string") return { session, ed25519: key };
  return typeof x === "string" ? "outdated" : null;
}

/** Requests already served, per user and session: a request is served once. */
const served = new Map<string, Set<number>>();

/** How long the GM waits for a key published a moment before the request that uses it. */
const KEY_ARRIVAL_MS = 2000;

async function keyFor(user: User.Implementation, session: string): Promise<PublishedKey | null> {
  const deadline = Date.now() + KEY_ARRIVAL_MS;
  for (;;) {
    const key = publishedKeyOf(user);
    if (typeof key === "object" && key?.session === session) return key;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signatureMatches(key: PublishedKey, opened: OpenedRequest): Promise<boolean> {
  const signature = fromBase64(opened.signature);
  const publicKey = fromBase64(key.ed25519);
  if (!signature || !publicKey) return false;
  const message = new TextEncoder().encode(opened.payload);
  return (await webCryptoVerify(signature, message, publicKey)) ?? (await loadPureJsSigning()).verify(signature, message, publicKey);
}

async function checkSignature(user: User.Implementation, opened: OpenedRequest): Promise<Refusal | null> {
  if (opened.signature === "") return refuse(IdentityRefusals.Unsigned);
  const key = await keyFor(user, opened.session);
  if (!key) {
    const published = publishedKeyOf(user);
    if (published === "outdated") return refuse(IdentityRefusals.OutdatedKey);
    // The user has a key, but not the one that signed: someone else signed this request.
    return refuse(published ? IdentityRefusals.BadSignature : IdentityRefusals.NoKey);
  }
  if (!(await signatureMatches(key, opened))) return refuse(IdentityRefusals.BadSignature);
  const seen = served.get(`${user.id ?? ""}/${opened.session}`) ?? new Set<number>();
  if (seen.has(opened.counter)) return refuse(IdentityRefusals.Replayed);
  seen.add(opened.counter);
  served.set(`${user.id ?? ""}/${opened.session}`, seen);
  return null;
}

/** What the GM has already been told, so a refused user's every request does not notify again. */
const toldGm = new Set<string>();

/**
 * On the GM's client: does the signature prove that `user` sent this request? A refusal also tells
 * the GM, once per user and reason, why that user's requests are refused.
 */
export async function verifySender(user: User.Implementation, opened: OpenedRequest): Promise<Outcome<object>> {
  if (!verificationIsOn()) return { ok: true };
  const refusal = await checkSignature(user, opened);
  if (!refusal) return { ok: true };
  const told = `${user.id ?? ""}/${refusal.reason}`;
  if (!toldGm.has(told)) {
    toldGm.add(told);
    ui.notifications.warn(
      game.i18n.format("DECKBOUND.Identity.RefusedFor", { name: user.name ?? "", reason: game.i18n.localize(refusal.reason) }),
    );
  }
  return refusal;
}

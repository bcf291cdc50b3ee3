/**
 * Where the built system's files are, for the table page and every seat alike: beside the page,
 * under systems/deckbound/, as Foundry serves a system and as a static host does.
 */
import { cardCodes } from "../../scripts/card-art.mjs";

/** Relative to the page, so the sandbox plays from any folder of a static host (GitHub Pages serves it under the repository's name). */
export const SYSTEM_ROOT = new URL("systems/deckbound/", document.baseURI).href;

/** Every card face's picture and the back's. */
export function cardArtUrls(): string[] {
  return [...cardCodes().map((code) => `${code}.svg`), "back.svg"].map((name) => `${SYSTEM_ROOT}assets/cards/${name}`);
}

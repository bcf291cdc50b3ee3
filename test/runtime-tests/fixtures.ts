/** Paths of the runtime tests' fixtures (a lang dir and templates reachable as systems/deckbound/…). */
import { fileURLToPath } from "node:url";

export const FIXTURE_LANG = fileURLToPath(new URL("./fixtures/lang", import.meta.url));
export const fixtureTemplate = (name: string) => `systems/deckbound/test/runtime-tests/fixtures/templates/${name}`;

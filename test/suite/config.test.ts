/**
 * The test suite's own settings that keep it steady (Step 17): what a playthrough waits for, it
 * waits for as long as a person at a loaded machine would.
 */
import { describe, expect, it } from "vitest";
import config from "../../vitest.config.ts";

describe("the suite's settings", () => {
  it("a polled value (expect.poll) is waited for as long as a playthrough's other waits, not Vitest's 1 s default", () => {
    expect(config.test?.expect?.poll?.timeout).toBeGreaterThanOrEqual(30_000);
  });
});

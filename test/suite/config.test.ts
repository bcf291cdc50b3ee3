/**
 * The test suite's own settings that keep it steady (Step 17): what a playthrough waits for, it
 * waits for as long as a person at a loaded machine would.
 */
import { describe, expect, it } from "vitest";
import config from "../../vitest.config.ts";

const projects = config.test?.projects ?? [];
const playthrough = projects.find((project) => typeof project === "object" && "test" in project && project.test?.name === "playthrough");

describe("the suite's settings", () => {
  it("a playthrough's polled value (expect.poll) waits as long as its other waits, not Vitest's 1 s default", () => {
    const test = typeof playthrough === "object" && "test" in playthrough ? playthrough.test : undefined;
    expect(test?.expect?.poll?.timeout).toBeGreaterThanOrEqual(30_000);
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";

type Progress = { update(update: unknown): void };

describe("ui.notifications progress", () => {
  let rt: FoundryRuntime;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    await rt.createUser({ name: "GM", role: "GAMEMASTER" });
  });
  afterEach(() => rt.uninstall());

  it("a progress notification's update({ pct, message }) moves its bar (v13.347+); a plain notification has no bar", () => {
    const progress = ui.notifications.info("Working", { progress: true }) as unknown as Progress;
    expect(rt.notifications.log).toEqual([{ type: "info", message: "Working", pct: 0 }]);
    progress.update({ pct: 0.5 });
    progress.update({ pct: 1, message: "Done" });
    expect(rt.notifications.log).toEqual([{ type: "info", message: "Done", pct: 1 }]);
    const plain = ui.notifications.info("Hello") as unknown as Partial<Progress>;
    expect(plain.update).toBeUndefined();
  });

  it("the pre-347 bare number fails loudly, and so does a pct outside 0 to 1", () => {
    const progress = ui.notifications.info("Working", { progress: true }) as unknown as Progress;
    expect(() => progress.update(0.5)).toThrow(/takes \{ pct, message \}/);
    expect(() => progress.update({ pct: 50 })).toThrow(/fraction from 0 to 1/);
    expect(rt.notifications.log[0]?.pct).toBe(0);
  });
});

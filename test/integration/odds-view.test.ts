import { describe, expect, it } from "vitest";
import { percent } from "../../src/foundry/odds-view.ts";

describe("the odds shown before a draw", () => {
  it("[CORE-05] are a percentage with one decimal everywhere; certain reads 100.0% and impossible 0.0% (a rounding error away too), and nothing reads as certain when it is not", () => {
    expect(percent(0.4234)).toBe("42.3%");
    expect(percent(0.5)).toBe("50.0%");
    expect(percent(1 / 3)).toBe("33.3%");
    expect(percent(0)).toBe("0.0%");
    expect(percent(1)).toBe("100.0%");
    expect(percent(1 - 1e-12)).toBe("100.0%");
    expect(percent(1e-12)).toBe("0.0%");
    expect(percent(0.9999)).toBe("> 99.9%");
    expect(percent(0.0001)).toBe("< 0.1%");
    expect(percent(0.0005)).toBe("0.1%");
  });
});

import { describe, expect, it } from "vitest";
import { percent } from "../../src/foundry/odds-view.ts";

describe("the odds shown before a draw", () => {
  it("[CORE-05] are a percentage with one decimal everywhere; certain reads 100% and impossible 0% with no decimal (a rounding error away too), and nothing reads as certain when it is not", () => {
    expect(percent(0.4234)).toBe("42.3%");
    expect(percent(0.5)).toBe("50.0%");
    expect(percent(1 / 3)).toBe("33.3%");
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
    expect(percent(1 - 1e-12)).toBe("100%");
    expect(percent(1e-12)).toBe("0%");
    expect(percent(Number.NaN)).toBe("0%");
    expect(percent(0.9999)).toBe("> 99.9%");
    expect(percent(0.0001)).toBe("< 0.1%");
    expect(percent(0.0005)).toBe("0.1%");
    expect(percent(0.9995)).toBe("> 99.9%");
    expect(percent(0.99949)).toBe("99.9%");
    expect(percent(0.9994)).toBe("99.9%");
    expect(percent(0.00051)).toBe("0.1%");
  });
});

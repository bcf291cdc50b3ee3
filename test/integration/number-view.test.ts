import { describe, expect, it } from "vitest";
import { shownNumber, signed } from "../../src/foundry/number-view.ts";

describe("numbers as shown", () => {
  it("a negative number carries the minus sign U+2212, never the hyphen-minus ('modifier −4', not 'modifier -4')", () => {
    expect(shownNumber(-4)).toBe("\u22124");
    expect(shownNumber(4)).toBe("4");
    expect(shownNumber(0)).toBe("0");
  });

  it("a signed number shows its plus too: +3, −4, 0", () => {
    expect(signed(3)).toBe("+3");
    expect(signed(-4)).toBe("\u22124");
    expect(signed(0)).toBe("0");
  });
});

import { describe, expect, it } from "vitest";
import { listOf, listOfLength } from "../../../src/rules/director/lists.ts";

describe("[CORE-05] the odds' lists: map's results, built by one loop", () => {
  it("listOf: f of each item with its index, in order, from an array or a typed array", () => {
    expect(listOf(["a", "b", "c"], (item, index) => `${item}${index}`)).toEqual(["a0", "b1", "c2"]);
    expect(listOf(Int32Array.of(3, 1), (item) => item * 2)).toEqual([6, 2]);
    expect(listOf([], () => 1)).toEqual([]);
  });

  it("listOfLength: f of 0 … count − 1", () => {
    expect(listOfLength(4, (index) => index * index)).toEqual([0, 1, 4, 9]);
    expect(listOfLength(0, () => 1)).toEqual([]);
  });
});

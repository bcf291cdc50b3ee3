import { describe, expect, it } from "vitest";
import { RowBuffer, zeroRows } from "../../../src/rules/director/rows.ts";

describe("[CORE-05] rows of an odds computation, views of few buffers", () => {
  it("zeroRows: rows of zeros side by side in one buffer", () => {
    const rows = zeroRows(3, 4);
    expect(rows.map((row) => [...row])).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    rows[1]![0] = 5;
    expect(rows[0]![3]).toBe(0);
    expect(rows[2]![0]).toBe(0);
    expect(new Set(rows.map((row) => row.buffer)).size).toBe(1);
  });

  it("RowBuffer: each row its own zeros, from one buffer until it is full, then another", () => {
    const buffer = new RowBuffer(10);
    const first = buffer.row(4);
    first.fill(1);
    const second = buffer.row(6);
    expect([...second]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(second.buffer).toBe(first.buffer);
    const third = buffer.row(3);
    expect(third.buffer).not.toBe(first.buffer);
    expect([...first]).toEqual([1, 1, 1, 1]);
    // A row longer than a buffer gets a buffer of its own length.
    expect(buffer.row(25).length).toBe(25);
  });

  it("RowBuffer: a row handed back (still zeros) is the next one handed out; an earlier one is not", () => {
    const buffer = new RowBuffer(16);
    const kept = buffer.row(4);
    const unused = buffer.row(4);
    buffer.giveBack(kept);
    const next = buffer.row(4);
    expect(next.byteOffset).not.toBe(kept.byteOffset);
    expect(next.byteOffset).toBe(unused.byteOffset + unused.byteLength);
    buffer.giveBack(next);
    expect(buffer.row(4).byteOffset).toBe(next.byteOffset);
  });
});

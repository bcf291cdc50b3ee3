/**
 * Rows of numbers that one odds computation keeps [CORE-05], carved from few buffers. Every typed
 * array above 64 bytes has a backing store of its own outside V8's heap, freed by a sweeper on a
 * background thread; allocating hundreds a computation contends with that sweeper (measured on this
 * project's two-core machine, Node 20: 3,000 Float64Array(64) 15 ms of CPU, against 1 ms with the
 * sweeper off), so a computation's rows are views of few buffers instead.
 */
import { listOfLength } from "./lists.ts";

/** `count` rows of `length` zeros, views of one buffer: one allocation instead of `count`. */
export function zeroRows(count: number, length: number): Float64Array[] {
  const buffer = new Float64Array(count * length);
  return listOfLength(count, (at) => buffer.subarray(at * length, (at + 1) * length));
}

/** Rows of zeros as they are asked for, each a view of the buffer at hand, a new buffer when it is full. */
export class RowBuffer {
  readonly #least: number;
  #buffer = new ArrayBuffer(0);
  #used = 0;

  /** `least`: the numbers a new buffer holds at least. */
  constructor(least: number) {
    this.#least = least;
  }

  /** A row of `length` zeros, kept by the caller for as long as it likes (never handed out again). */
  row(length: number): Float64Array {
    const bytes = length * Float64Array.BYTES_PER_ELEMENT;
    if (this.#used + bytes > this.#buffer.byteLength) {
      this.#buffer = new ArrayBuffer(Math.max(this.#least, length) * Float64Array.BYTES_PER_ELEMENT);
      this.#used = 0;
    }
    const row = new Float64Array(this.#buffer, this.#used, length);
    this.#used += bytes;
    return row;
  }

  /** Hands the last row back (it is still all zeros, nobody keeps it): the next row takes its place. */
  giveBack(row: Float64Array): void {
    if (row.buffer === this.#buffer && row.byteOffset + row.byteLength === this.#used) this.#used = row.byteOffset;
  }
}

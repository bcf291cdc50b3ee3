/**
 * Card sounds are made with WebAudio; a running AudioContext keeps an audio thread rendering
 * silence, so it is suspended once the last sound has played and resumed for the next one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Just enough of WebAudio to record what the sounds ask of it. */
class StubAudioContext {
  static last: StubAudioContext | null = null;
  readonly sampleRate = 8000;
  readonly currentTime = 0;
  readonly destination = {};
  state: "running" | "suspended" = "suspended";
  readonly calls: string[] = [];
  constructor() {
    StubAudioContext.last = this;
  }
  resume() {
    this.calls.push("resume");
    this.state = "running";
    return Promise.resolve();
  }
  suspend() {
    this.calls.push("suspend");
    this.state = "suspended";
    return Promise.resolve();
  }
  createBuffer(_channels: number, frames: number) {
    return { getChannelData: () => new Float32Array(frames) };
  }
  createBufferSource() {
    const node = { buffer: null as unknown, connect: (next: unknown) => next, start: () => this.calls.push("start") };
    return node;
  }
  createBiquadFilter() {
    return { type: "", frequency: { value: 0 }, Q: { value: 0 }, connect: (next: unknown) => next };
  }
  createGain() {
    const param = { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} };
    return { gain: param, connect: (next: unknown) => next };
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("AudioContext", StubAudioContext);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("card sounds", () => {
  it("[T-HAND-05] a sound resumes the audio, and it is suspended once the last sound has played, not before", async () => {
    const { playCardSound } = await import("../../src/foundry/hand-dock/card-sounds.ts");
    playCardSound("shuffle");
    const ctx = StubAudioContext.last!;
    expect(ctx.calls[0]).toBe("resume");
    expect(ctx.calls.filter((call) => call === "start")).toHaveLength(9);
    // A deal a moment later keeps it running until the shuffle's last swish (about half a second) is over.
    vi.advanceTimersByTime(100);
    playCardSound("deal");
    vi.advanceTimersByTime(500);
    expect(ctx.state).toBe("running");
    vi.advanceTimersByTime(1000);
    expect(ctx.state).toBe("suspended");
    expect(ctx.calls.filter((call) => call === "suspend")).toHaveLength(1);
  });
});

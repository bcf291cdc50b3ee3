import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";

const play = (data: object, socketOptions?: unknown) =>
  (foundry.audio.AudioHelper as unknown as { play(data: object, socketOptions?: unknown): Promise<void> }).play(data, socketOptions);

describe("foundry.audio.AudioHelper", () => {
  let rt: FoundryRuntime;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    await rt.createUser({ name: "GM", role: "GAMEMASTER" });
  });
  afterEach(() => rt.uninstall());

  it("play records the sound with its channel, volume and the client's user; the channels are CONST.AUDIO_CHANNELS", async () => {
    expect(Object.keys(CONST.AUDIO_CHANNELS)).toEqual(["music", "environment", "interface"]);
    await play({ src: "a.wav", channel: "interface", volume: 0.5 }, false);
    expect(rt.sounds.log).toEqual([{ src: "a.wav", channel: "interface", volume: 0.5, user: "GM" }]);
  });

  it("a sound with no channel or another word, no src, a broadcast or a loop fails loudly and plays nothing", async () => {
    await expect(play({ src: "a.wav" })).rejects.toThrow(/channel must be one of/);
    await expect(play({ src: "a.wav", channel: "sfx" })).rejects.toThrow(/channel must be one of/);
    await expect(play({ channel: "interface" })).rejects.toThrow(/no src/);
    await expect(play({ src: "a.wav", channel: "interface" }, true)).rejects.toThrow(/broadcasting/);
    await expect(play({ src: "a.wav", channel: "interface", loop: true })).rejects.toThrow(/looping/);
    expect(rt.sounds.log).toEqual([]);
  });
});

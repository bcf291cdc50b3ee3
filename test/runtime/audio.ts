/**
 * `foundry.audio.AudioHelper.play(data, socketOptions)`: plays one sound on this client. Only what the
 * system asks of it: the sound is recorded with its channel (no audio plays here), and the channel
 * must be one of CONST.AUDIO_CHANNELS — `music`, `environment`, `interface`
 * (https://foundryvtt.com/api/variables/CONST.AUDIO_CHANNELS.html). The player's volume sliders are
 * per channel: "The Interface volume slider adjusts the master volume of sounds triggered through
 * interface actions" (Foundry's Playlists article, https://foundryvtt.com/article/playlists/). How v13
 * treats a sound played with no channel is not documented (⚠ docs/FOUNDRY-ASSUMPTIONS.md), so here it
 * fails loudly, as does a sound
 * broadcast to other clients (`socketOptions` other than false), which the system never asks for.
 * v13 systems and modules play interface sounds this way, e.g.
 * `AudioHelper.play({ src, volume, autoplay: true, loop: false, channel: "interface" }, false)`.
 */
export const AUDIO_CHANNELS = Object.freeze({
  music: "AUDIO.CHANNELS.MUSIC.label",
  environment: "AUDIO.CHANNELS.ENVIRONMENT.label",
  interface: "AUDIO.CHANNELS.INTERFACE.label",
});

export interface PlayedSound {
  readonly src: string;
  readonly channel: keyof typeof AUDIO_CHANNELS;
  readonly volume: number;
  /** The user whose client played it. */
  readonly user: string;
}

export interface SoundPlayData {
  src?: unknown;
  channel?: unknown;
  volume?: unknown;
  autoplay?: unknown;
  loop?: unknown;
}

export function audioHelper(log: PlayedSound[], userName: () => string) {
  return {
    async play(data: SoundPlayData, socketOptions: unknown = false): Promise<void> {
      if (typeof data?.src !== "string" || data.src === "") throw new Error("AudioHelper.play: no src to play");
      if (typeof data.channel !== "string" || !(data.channel in AUDIO_CHANNELS)) {
        throw new Error(`AudioHelper.play: channel must be one of ${Object.keys(AUDIO_CHANNELS).join(", ")}, not ${String(data.channel)}`);
      }
      if (socketOptions !== false) throw new Error("AudioHelper.play: broadcasting a sound to other clients is not in the runtime");
      if (data.loop === true) throw new Error("AudioHelper.play: a looping sound is not in the runtime");
      const volume = data.volume === undefined ? 1 : Number(data.volume);
      if (!(volume >= 0 && volume <= 1)) throw new Error(`AudioHelper.play: volume is 0 to 1, not ${String(data.volume)}`);
      log.push({ src: data.src, channel: data.channel as PlayedSound["channel"], volume, user: userName() });
    },
  };
}

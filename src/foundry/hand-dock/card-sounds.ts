/**
 * Card sounds: a deal, a flip, a shuffle — small WAV files the build renders (scripts/card-sounds.mjs)
 * — played through Foundry's AudioHelper on the interface channel, so the player's Interface volume
 * slider governs them (CONST.AUDIO_CHANNELS, https://foundryvtt.com/api/variables/CONST.AUDIO_CHANNELS.html;
 * AudioHelper, https://foundryvtt.com/api/classes/foundry.audio.AudioHelper.html). Each client plays
 * its own (`false`: not broadcast). Foundry holds a sound back until the user has interacted with
 * the page, and keeps and reuses its audio context.
 */
import { SYSTEM_ID } from "../constants.ts";

export type CardSound = "deal" | "flip" | "shuffle";

/** Where the build puts a card sound. */
export const cardSoundPath = (sound: CardSound): string => `systems/${SYSTEM_ID}/assets/sounds/${sound}.wav`;

export function playCardSound(sound: CardSound): void {
  void foundry.audio.AudioHelper.play({ src: cardSoundPath(sound), volume: 0.8, loop: false, channel: "interface" }, false);
}

/**
 * Sound and motion, each a client setting a user turns off in Configure Settings: card sounds when
 * cards are dealt, flipped or shuffled in the world's stacks, and the dock's deal/flip animation
 * (which the stylesheet also stills under the system's reduced-motion preference).
 */
import { SYSTEM_ID } from "../constants.ts";
import { clientSettings } from "./client-settings.ts";
import { stackFlagOf } from "../table/stack-directory.ts";
import { playCardSound } from "./card-sounds.ts";
import type { CardSound } from "./card-sounds.ts";

export const CARD_SOUNDS = "cardSounds" as const;
export const CARD_MOTION = "cardMotion" as const;

const settings = clientSettings;

export const soundsOn = (): boolean => settings().get(SYSTEM_ID, CARD_SOUNDS) === true;
export const motionOn = (): boolean => settings().get(SYSTEM_ID, CARD_MOTION) === true;

/** Which sound a card's change makes, if any: arriving in a hand or pile, turning over, or a deck's reorder. */
export function soundOf(event: "create" | "update", stackType: string, changes: Record<string, unknown>): CardSound | null {
  if (event === "create") return stackType === "deck" ? null : "deal";
  if ("face" in changes) return "flip";
  if ("sort" in changes && stackType === "deck") return "shuffle";
  return null;
}

export function registerSoundAndMotion(): void {
  for (const [key, name] of [
    [CARD_SOUNDS, "Sounds"],
    [CARD_MOTION, "Motion"],
  ] as const) {
    settings().register(SYSTEM_ID, key, {
      name: `DECKBOUND.Setting.Card${name}.Name`,
      hint: `DECKBOUND.Setting.Card${name}.Hint`,
      scope: "client",
      config: true,
      type: Boolean,
      default: true,
    });
  }
  // A deal or a shuffle moves many cards at once: one sound per kind per burst.
  const play = Object.fromEntries(
    (["deal", "flip", "shuffle"] as const).map((sound) => [sound, foundry.utils.debounce(() => playCardSound(sound), 40)]),
  ) as Record<CardSound, () => void>;
  const hear = (event: "create" | "update", card: Card.Implementation, changes: Record<string, unknown>) => {
    const stack = card.parent;
    if (!stack || !stackFlagOf(stack) || !soundsOn()) return;
    const sound = soundOf(event, stack.type, changes);
    if (sound) play[sound]();
  };
  Hooks.on("createCard", (card) => hear("create", card, {}));
  Hooks.on("updateCard", (card, changes) => hear("update", card, changes as Record<string, unknown>));
}

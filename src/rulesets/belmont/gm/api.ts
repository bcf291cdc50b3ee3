/**
 * What Belmont offers macros (the pack's "Open a task" macro among them), under
 * `game.system.api.belmont`: open a task for The Belmont, with or without the GM's dialog.
 */
import { HERO_TYPE } from "../ids.ts";
import { openTask, promptAndOpenTask } from "../chat/open-task.ts";
import type { TaskText } from "../chat/open-task.ts";

export const belmontApi = {
  /** The world's Belmont: the user's assigned character if it is one, else the first hero actor. */
  hero(): Actor.Implementation | undefined {
    const own = game.user.character;
    if (own?.type === HERO_TYPE) return own;
    return game.actors.contents.find((actor) => actor.type === HERO_TYPE);
  },
  /** Ask the GM for the scene and lines, then post the task card and reveal its options. */
  async newTask(actor: Actor.Implementation | undefined = belmontApi.hero()): Promise<void> {
    if (!actor) {
      ui.notifications.warn("DECKBOUND.Belmont.Macro.NoHero", { localize: true });
      return;
    }
    await promptAndOpenTask(actor);
  },
  /** Open a task with this text, no dialog. */
  async openTask(text: TaskText, actor: Actor.Implementation | undefined = belmontApi.hero()): Promise<boolean> {
    return actor?.id ? openTask(actor.id, text) : false;
  },
};

/** At init: publish the API beside any other ruleset's. */
export function exposeBelmontApi(): void {
  const system = game.system as unknown as { api?: Record<string, unknown> };
  system.api = { ...("api" in system ? system.api : {}), belmont: belmontApi };
}

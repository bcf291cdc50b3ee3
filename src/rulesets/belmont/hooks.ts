/** Belmont's init wiring: the GM's deck list setting and the API macros use. */
import { exposeBelmontApi } from "./gm/api.ts";
import { registerDeckListSetting } from "./gm/deck-list.ts";

export function registerBelmontHooks(): void {
  registerDeckListSetting();
  exposeBelmontApi();
}

// Declaration merging for fvtt-types v13 (see /work/shared/design/foundry-v13-notes.md §2).
// Type-only: nothing here exists at runtime. Keep in sync with CONFIG.*.dataModels (src/index.ts)
// and system.json documentTypes. Rulesets add their subtypes here (ask the Foundry-layer owner).
import type { PlayingCardModel } from "../foundry/table/playing-card-model.ts";
import type { StackFlag } from "../foundry/table/stack-address.ts";
import type { GmEnvelope, GmResult } from "../foundry/gm/requests.ts";

declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    ready: true;
  }

  interface DataModelConfig {
    Card: { playing: typeof PlayingCardModel };
  }

  interface SettingConfig {
    "deckbound.activeRuleset": string;
  }

  interface FlagConfig {
    Cards: { deckbound: { stack?: StackFlag } };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- CONFIG.Queries is a global namespace in fvtt-types
  namespace CONFIG {
    interface Queries {
      "deckbound.request": (data: GmEnvelope) => Promise<GmResult>;
    }
  }
}

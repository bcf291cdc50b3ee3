/**
 * The combat card's procedure on the chat-card kit [DOA-04, DOA-13 … DOA-17] (combat-model.ts holds
 * its typed state, combat-card.ts the rules glue, combat-card-view.ts what it shows), loaded when a
 * combat card is first needed (index.ts `deferredProcedures`), and what each step carries to the
 * world: the Health, Armour and statuses it changed to the actors (combat/combat-sync.ts), the fight
 * to Foundry's Combat Trackers (combat/tracker.ts), and once no check runs, each deck's counters
 * [DOA-05, DOA-06].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { writeActorsChangedBy } from "../combat/combat-sync.ts";
import { greatVoidPrompt } from "./great-void.ts";
import { senseByPrompt } from "./sense-client.ts";
import { writeTrackers } from "../combat/tracker.ts";
import { removeLeaversFromTracker } from "../../../foundry/combat-tracker.ts";
import { writeDecks } from "./write-back.ts";
import {
  abandonCombatCard,
  combatCardActions,
  combatCardSteps,
  startCombatCard,
  validCombatCard,
  withCombatOdds,
  withFateCardsNow,
} from "./combat-card.ts";
import type { CombatCardAction, CombatCardState, CombatReaders, GatheredCombat } from "./combat-card.ts";
import { combatCardContext } from "./combat-card-view.ts";
import { COMBAT_MESSAGE, COMBAT_TEMPLATE, CombatCardModel } from "./combat-model.ts";

/** Who fights on the card: its fight's combatants, or before the first draw the setup's. */
function fightersOf(state: CombatCardState): string[] {
  return (state.combat?.combatants ?? state.setup.combatants).map((combatant) => combatant.id);
}

/** `readers` let the GM's client store the odds of attacks and redraws (without them none show) and find a break-free's TC. */
export function combatProcedure(
  gather: (actorId: string, options: unknown) => unknown,
  readers?: CombatReaders,
): ChatProcedure<CombatCardState, CombatCardAction> {
  return {
    kind: "reduce",
    messageType: COMBAT_MESSAGE,
    template: COMBAT_TEMPLATE,
    model: CombatCardModel,
    gather,
    // The odds before the first draw (who acts first), on the GM's client that starts the card.
    start: (actorId, options) => {
      const started = startCombatCard(actorId, options as GatheredCombat);
      return started.ok && readers ? { ...started, state: withCombatOdds(started.state, readers) } : started;
    },
    actions: combatCardActions({ greatVoid: greatVoidPrompt, senseBy: senseByPrompt }),
    ...combatCardSteps(readers),
    validate: validCombatCard,
    // Another card's draw on a fighter's deck: the odds follow it; an ended fight shows none.
    ...(readers
      ? {
          followTable: (state: CombatCardState) =>
            state.combat?.phase === "ended"
              ? null
              : withCombatOdds(readers.deckNow ? withFateCardsNow(state, readers.deckNow) : state, readers),
        }
      : {}),
    abandon: abandonCombatCard,
    context: combatCardContext,
    async afterStep({ message, before, after }) {
      // Who left the fight (the GM took them out in the tracker) leaves its tracker too; at its end the whole Combat goes.
      if (before && after.combat?.phase !== "ended")
        await removeLeaversFromTracker(message.id ?? "", fightersOf(before), fightersOf(after), (id) => id);
      const combat = after.combat;
      if (!combat) return;
      await writeActorsChangedBy(before?.combat ?? null, combat);
      await writeTrackers(message, combat);
      // What the step changed in the fight's decks (a running check's own copy joins them when it settles)
      // [DOA-05, DOA-06]; the first step's, from the decks gathered at the start.
      await writeDecks(combat.decks, before?.combat?.decks ?? after.setup.decks);
    },
  };
}

/**
 * The opposition card's controls for the advantages the book leaves to the table, and its log of
 * every advantage used [GOB-28] (pure, unit-tested). The "Use an advantage…" form and the offers
 * (Gun Fever, Counter) are the card's own buttons; here: a card to set aside (Acrobat, Ass Pull)
 * and Mastermind's wildcard for a Follower or Extras under its holder's control in the open draw —
 * of a seated holder's side, or brought in by a holder outside the opposition.
 */
import { SET_ASIDE, advantageNameKey, canUseAdvantage } from "../../../rules/bastards/index.ts";
import { mayActSeated } from "../../../rules/bastards/procedures/indirect.ts";
import type { OppositionState } from "../../../rules/bastards/index.ts";
import { button } from "./opposition-context.ts";
import type { ButtonView } from "./opposition-context.ts";

export interface AdvantageControl extends ButtonView {
  /** The advantage the control plays, an i18n key. */
  readonly advantageName: string;
  /** Whom it is for (Mastermind's Follower or Extras), or "". */
  readonly name: string;
}

export interface AdvantageControlsContext {
  readonly advantageControls: readonly AdvantageControl[];
  /** The advantages used so far, latest last: who, which (an i18n key), in which round, and "a number up to Body" where one was applied (else null). */
  readonly advantageLog: readonly {
    readonly name: string;
    readonly advantage: string;
    readonly round: number;
    readonly amount: number | null;
  }[];
}

const O = "DECKBOUND.Bastards.Opposition.Advantage";
const LOG_LENGTH = 8;

export function advantageControls(state: OppositionState | null, names: Readonly<Record<string, string>>): AdvantageControlsContext {
  if (!state) return { advantageControls: [], advantageLog: [] };
  const controls: AdvantageControl[] = [];
  const waiting = state.pending !== null || state.question !== null || state.finishing === "asking" || state.phase !== "turns";
  const turn = state.turn;
  const aside = turn ? state.active.find((use) => use.actor === turn.actor && use.target === SET_ASIDE) : undefined;
  if (!waiting && aside && !state.draw)
    controls.push({
      ...button("setAside", aside.actor, "pick"),
      label: `${O}.SetAside`,
      advantageName: advantageNameKey(aside.advantage),
      name: "",
    });
  const draw = state.draw;
  if (!waiting && draw && (draw.stage === "betting" || draw.stage === "wildcards")) {
    for (const helped of state.combatants.filter((held) => held.kind !== "fated")) {
      if (helped.key !== draw.attacker.actor && helped.key !== draw.defender.actor) continue;
      // Seated holders of its side, and holders outside the opposition who brought it in (as their last action left them) [GOB-28].
      const holders = [
        ...state.combatants.flatMap((holder) =>
          holder.kind === "fated" && holder.side === helped.side && mayActSeated(holder.character) ? [holder] : [],
        ),
        ...state.involved.filter((entry) => entry.controls.includes(helped.key)),
      ];
      for (const holder of holders) {
        if (holder.character.wildcards < 1 || !canUseAdvantage(holder.character, "mastermind")) continue;
        controls.push({
          ...button("useAdvantage", holder.key, "action", { advantage: "mastermind", target: helped.key }),
          label: `${O}.Mastermind`,
          advantageName: advantageNameKey("mastermind"),
          name: names[helped.key] ?? helped.key,
        });
      }
    }
  }
  return {
    advantageControls: controls,
    advantageLog: state.advantageLog.slice(-LOG_LENGTH).map((entry) => ({
      name: names[entry.actor] ?? entry.actor,
      advantage: advantageNameKey(entry.advantage),
      round: entry.round,
      amount: entry.amount,
    })),
  };
}

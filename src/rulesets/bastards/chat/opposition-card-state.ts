/**
 * The opposition card's state [GOB-15…GOB-27]: what the message holds (stored through
 * card-models.ts). The bottom of the card's modules: the context builders, forms and joins read it,
 * and opposition-card.ts runs it; it imports none of them.
 */
import type { BastardsRulings, Combatant, OppositionState } from "../../../rules/bastards/index.ts";

export interface OppositionCardState {
  readonly rulings: BastardsRulings;
  /** Actor key → name, for the card. */
  readonly names: Readonly<Record<string, string>>;
  /** The combatants as they sat down; the opposition's own copy is the truth once it begins. */
  readonly seated: readonly Combatant[];
  readonly opposition: OppositionState | null;
}

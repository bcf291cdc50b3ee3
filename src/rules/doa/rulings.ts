/**
 * The project's rulings for Deck of Adventures where a table might reasonably play the source
 * another way. Every field is plain data so the Foundry layer can turn it into a world setting;
 * `DEFAULT_RULINGS` holds the documented defaults (CLAUSES.md, DOA section).
 *
 * Readings the code follows that are not settings (to be added to the shared clause list, which
 * docs/CLAUSES.md copies):
 * - [DOA-02] A spent Fate Card (a redraw, a point of damage ignored) is discarded as the book says:
 *   it lies on its owner's discard pile, where the GM may award it back; a reshuffle (a run-out or a
 *   rest) takes it back into the deck like any discarded card; after a long rest every joker the
 *   hand lacks comes to it, wherever it was. Only a HELD Fate Card stays out of every shuffle.
 * - [DOA-19] "Played Ks and As return to the player's hand" stands under "Fate Cards card mechanics
 *   remain the same", and nowhere else is a King a Fate Card: a played or sacrificed ace returns to
 *   the Fate Card hand, a played or sacrificed King is discarded like any other card.
 */

/**
 * Character-creation costs [DOA-22]. The source only says "diminishing returns" and "attributes
 * cost more"; the default: raising a modifier from n to n+1 costs n+1, attributes double.
 */
export interface CreationCosts {
  /** Experience to raise a skill modifier from n to n+1, at index n; its length caps the modifier. */
  readonly skillStepCosts: readonly number[];
  /** Attribute steps cost this many times the skill step. */
  readonly attributeMultiplier: number;
  /** A Power costs 1–2 points [source: Character Creation]. */
  readonly powerCost: { readonly min: number; readonly max: number };
  /** A Vulnerability yields 1–2 points. */
  readonly vulnerabilityGain: { readonly min: number; readonly max: number };
}

export interface DoaRulings {
  /**
   * [DOA-09] Does a card that the modifier brings onto the TC's value count as a Major (or, same
   * suit, Critical) Success? The source's Xena example lists a drawn 9 against TC 8 with modifier 1
   * as a plain Success and calls Major "any 8 drawn", so the default is `false`.
   */
  readonly modifierMakesMajor: boolean;
  /**
   * [DOA-21] Companions are not Dealers and the source grants Fate Cards to Dealers only, so by
   * default they cannot use them.
   */
  readonly companionsUseFateCards: boolean;
  /**
   * [DOA-07] "Attributes … also increase corresponding skills": by default a skill check's
   * modifier is the attribute's modifier plus the skill's own.
   */
  readonly attributeAddsToSkills: boolean;
  /**
   * [DOA-04] "Fate Cards may also be expended to ignore damage equal to the number of Fate Cards
   * used": in combat too a Dealer may spend as many as there are points of damage to ignore, each on
   * the combat card (Toughening Up, one card a point). A table that reads Toughening Up's "one Fate
   * Card … per round of combat" as the combat cap turns this on: one Fate Card against damage a round.
   */
  readonly fateDamageOncePerRound: boolean;
  /** [DOA-15] Damage of an attack when neither power nor weapon says otherwise. */
  readonly defaultDamage: number;
  /** [DOA-22] */
  readonly creationCosts: CreationCosts;
}

export const DEFAULT_CREATION_COSTS: CreationCosts = {
  skillStepCosts: [1, 2, 3, 4, 5, 6],
  attributeMultiplier: 2,
  powerCost: { min: 1, max: 2 },
  vulnerabilityGain: { min: 1, max: 2 },
};

export const DEFAULT_RULINGS: DoaRulings = {
  modifierMakesMajor: false,
  companionsUseFateCards: false,
  attributeAddsToSkills: true,
  fateDamageOncePerRound: false,
  defaultDamage: 1,
  creationCosts: DEFAULT_CREATION_COSTS,
};

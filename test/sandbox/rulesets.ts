/**
 * The rulesets the sandbox offers, as its picker and world preparation need them: the ruleset id
 * (the world setting's value), its name's i18n key, and which Actor subtypes are the players'
 * characters (the pack's examples of those types go to Ann and Bob; the rest stay the GM's).
 */
export interface SandboxRuleset {
  readonly id: string;
  readonly label: string;
  /** The English name, for the table page (which has no language loaded). */
  readonly name: string;
  readonly playerTypes: readonly string[];
}

export const SANDBOX_RULESETS: readonly SandboxRuleset[] = [
  { id: "belmont", label: "DECKBOUND.Belmont.Name", name: "Belmont Quest", playerTypes: ["belmontHero"] },
  { id: "director", label: "DECKBOUND.Director.Name", name: "The Director's rules", playerTypes: ["directorCharacter"] },
  { id: "bastards", label: "DECKBOUND.Bastards.Name", name: "A Game of Bastards", playerTypes: ["bastardsFated"] },
  { id: "doa", label: "DECKBOUND.DOA.Name", name: "Deck of Adventures", playerTypes: ["doaDealer"] },
  { id: "fates52", label: "DECKBOUND.Fates52.Name", name: "52 Fates", playerTypes: ["fates52Character"] },
];

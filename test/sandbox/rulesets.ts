/**
 * The rulesets the sandbox offers, as its picker and world preparation need them: the ruleset id
 * (the world setting's value), its name's i18n key, and which Actor subtypes are the players'
 * characters (the pack's examples of those types go to Ann and Bob; the rest stay the GM's).
 */
import bastards from "../../lang/en/bastards.json";
import belmont from "../../lang/en/belmont.json";
import director from "../../lang/en/director.json";
import doa from "../../lang/en/doa.json";
import fates52 from "../../lang/en/fates52.json";

export interface SandboxRuleset {
  readonly id: string;
  readonly label: string;
  /** The English name, for the table page (which has no language loaded): the system's own, from its language file. */
  readonly name: string;
  readonly playerTypes: readonly string[];
}

export const SANDBOX_RULESETS: readonly SandboxRuleset[] = [
  { id: "belmont", label: "DECKBOUND.Belmont.Name", name: belmont.DECKBOUND.Belmont.Name, playerTypes: ["belmontHero"] },
  { id: "director", label: "DECKBOUND.Director.Name", name: director.DECKBOUND.Director.Name, playerTypes: ["directorCharacter"] },
  { id: "bastards", label: "DECKBOUND.Bastards.Name", name: bastards.DECKBOUND.Bastards.Name, playerTypes: ["bastardsFated"] },
  { id: "doa", label: "DECKBOUND.DOA.Name", name: doa.DECKBOUND.DOA.Name, playerTypes: ["doaDealer"] },
  { id: "fates52", label: "DECKBOUND.Fates52.Name", name: fates52.DECKBOUND.Fates52.Name, playerTypes: ["fates52Character"] },
];

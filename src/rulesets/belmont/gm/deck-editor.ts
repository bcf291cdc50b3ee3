/**
 * The GM's deck editor on Foundry [BEL-04, BEL-17]: an edit is checked by the pure rules (a skill
 * deck may not be left empty, the card must be in the deck, no edit while a task is unresolved)
 * and its effects are carried out on the Cards documents, mirrored in the luck deck. Runs on the
 * active GM's client in the world's queue (a GM tool: gm-tools.ts).
 */
import { cardKey } from "../../../rules/cards/card.ts";
import type { Card } from "../../../rules/cards/card.ts";
import { cryptoRandom } from "../../../rules/cards/random.ts";
import { REFUSAL, applyDeckEditEffects, editDecks } from "../../../rules/belmont/index.ts";
import type { DeckEdit, DeckEditPort } from "../../../rules/belmont/index.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { Outcome, RulesetDefinition } from "../../../foundry/registry/definition.ts";
import { cardCreateData } from "../../../foundry/table/card-identity.ts";
import { FoundryTable, cardsLyingIn } from "../../../foundry/table/foundry-table.ts";
import { storeDecks } from "./deck-list.ts";
import { currentDecks } from "../stacks.ts";
import { unresolvedTaskExists } from "../chat/task-card.ts";

/** The Foundry table, able to create and delete Belmont's cards as deck edits need. */
export class FoundryDeckEditTable extends FoundryTable implements DeckEditPort {
  readonly #ruleset: RulesetDefinition;

  constructor(ruleset: RulesetDefinition) {
    super(ruleset, cryptoRandom());
    this.#ruleset = ruleset;
  }

  /** A new card is made in its deck (face down), then passed to a pile when the edit puts it there. */
  async createCard(stack: string, card: Card): Promise<void> {
    const { definition } = this.resolve(stack);
    const home =
      definition.kind === "deck"
        ? definition
        : this.#ruleset.stacks.find((other) => other.kind === "deck" && other.discards?.includes(stack));
    if (!home) throw new Error(`Deckbound: no deck holds the cards of "${stack}"`);
    const deck = this.resolve(home.id).document;
    const sort = Math.max(0, ...deck.cards.contents.map((existing) => existing.sort)) + 1;
    await deck.createEmbeddedDocuments("Card", [cardCreateData(card, sort, false) as unknown as Card.CreateData]);
    if (home.id !== stack) await this.move([card], home.id, stack);
  }

  /** Delete the card from whichever stack holds it, and its home deck's record of it. */
  async deleteCard(stacks: readonly string[], card: Card): Promise<void> {
    for (const stack of stacks) {
      const { document } = this.resolve(stack);
      const found = cardsLyingIn(document).find((lying) => cardKey(lying.card) === cardKey(card));
      if (!found?.document.id) continue;
      const id = found.document.id;
      const home = found.document.source;
      await document.deleteEmbeddedDocuments("Card", [id]);
      if (home && home !== document && home.cards.has(id)) await home.deleteEmbeddedDocuments("Card", [id]);
      return;
    }
  }
}

/** Carry out one deck edit, or refuse it (nothing changes) with an i18n key. */
export async function editBelmontDecks(ruleset: RulesetDefinition, edit: DeckEdit): Promise<Outcome<object>> {
  if (unresolvedTaskExists()) return refuse(REFUSAL.TaskUnresolved);
  const step = editDecks(currentDecks(), edit);
  if (!step.ok) return step;
  await applyDeckEditEffects(new FoundryDeckEditTable(ruleset), step.effects);
  await storeDecks(step.state);
  return { ok: true };
}

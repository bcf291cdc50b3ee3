/**
 * Table page: one deck on the in-memory table (the same MemoryTable procedures and tests use), a
 * hand and a discard pile, with the exact odds of the next draw. An empty deck refills from the
 * discards, as most rulesets' run-out policy does [CORE-04].
 */
import { cardLabel } from "../src/rules/cards/card.ts";
import type { Card } from "../src/rules/cards/card.ts";
import { MemoryTable } from "../src/rules/cards/memory-table.ts";
import { cryptoRandom, seededRandom } from "../src/rules/cards/random.ts";
import { deckWithJokers, standardDeck } from "../src/rules/cards/recipes.ts";
import type { StackSpec } from "../src/rules/cards/table.ts";
import { cardImage } from "./card-images.ts";
import { formatOddsLine, nextDrawOdds } from "./next-card-odds.ts";

const STACKS: readonly StackSpec[] = [
  { id: "deck", kind: "deck", visibility: "hidden", runOut: { kind: "reshuffle", discards: ["discards"] } },
  { id: "hand", kind: "hand", visibility: "owner", runOut: { kind: "stop" } },
  { id: "discards", kind: "pile", visibility: "public", runOut: { kind: "stop" } },
];

const element = <T extends HTMLElement>(selector: string): T => document.querySelector<T>(selector)!;
const recipe = element<HTMLSelectElement>("#recipe");
const seed = element<HTMLInputElement>("#seed");
const log = element<HTMLElement>("#log");

let table = newTable();

function newTable(): MemoryTable {
  const seedValue = Number.parseInt(seed.value, 10);
  const fresh = new MemoryTable(STACKS, Number.isFinite(seedValue) ? seededRandom(seedValue) : cryptoRandom());
  fresh.fill("deck", recipe.value === "jokers" ? deckWithJokers() : standardDeck());
  return fresh;
}

const actions: Record<string, (button: HTMLElement) => Promise<string>> = {
  async reset() {
    table = newTable();
    await table.shuffle("deck");
    return `New ${table.contents("deck").length}-card deck, shuffled.`;
  },
  async shuffle() {
    await table.shuffle("deck");
    return "Deck shuffled.";
  },
  async draw(button) {
    const outcome = await table.draw("deck", "hand", Number(button.dataset["count"]), "top");
    const parts = [outcome.cards.length ? `Drew ${outcome.cards.map(cardLabel).join(" ")}.` : "Nothing to draw."];
    if (outcome.reshuffles) parts.push(`The deck ran out: discards shuffled in (${outcome.reshuffles}×).`);
    if (outcome.short) parts.push(`${outcome.short} short.`);
    return parts.join(" ");
  },
  async discard() {
    const hand = table.contents("hand");
    await table.move(hand, "hand", "discards", "top");
    return `Discarded ${hand.length} card${hand.length === 1 ? "" : "s"}.`;
  },
  async reshuffle() {
    const returned = table.contents("discards").length;
    await table.returnDiscards("deck");
    return `${returned} discard${returned === 1 ? "" : "s"} shuffled back into the deck.`;
  },
};

document.addEventListener("click", async (event) => {
  const button = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
  const action = button && actions[button.dataset["action"] ?? ""];
  if (!button || !action) return;
  log.textContent = await action(button);
  render();
});

function render(): void {
  const deck = table.contents("deck");
  const hand = table.contents("hand");
  const discards = table.contents("discards");
  element("#deck-count").textContent = String(deck.length);
  element("#hand-count").textContent = String(hand.length);
  element("#discard-count").textContent = String(discards.length);
  // The deck is hidden: its back only. The hand in the order drawn. The pile's top card, face up.
  element("#deck").replaceChildren(deck.length ? cardImage("back") : emptySlot());
  element("#hand").replaceChildren(...[...hand].reverse().map(cardImage));
  element("#discards").replaceChildren(discards[0] ? cardImage(discards[0]) : emptySlot());
  renderOdds(deck, discards);
}

function renderOdds(deck: readonly Card[], discards: readonly Card[]): void {
  const pool = deck.length ? deck : discards;
  element("#odds-source").textContent = deck.length
    ? `from the ${deck.length} cards left in the deck`
    : discards.length
      ? `the deck is empty: the next draw shuffles the ${discards.length} discards back in`
      : "no cards left to draw";
  const withJokers = table.allCards().some((card) => card.kind === "joker");
  element("#odds").replaceChildren(
    ...nextDrawOdds(pool, { withJokers }).map((line) => {
      const row = document.createElement("tr");
      const [text, percent] = formatOddsLine(line).split(/: (?=[^:]*$)/);
      for (const value of [text, percent]) row.append(Object.assign(document.createElement("td"), { textContent: value }));
      row.dataset["line"] = formatOddsLine(line);
      return row;
    }),
  );
}

function emptySlot(): HTMLElement {
  return Object.assign(document.createElement("div"), { className: "preview-empty-slot" });
}

await actions["reset"]!(document.body);
render();

/**
 * Harness pages of 52 Fates: the character sheet with its hand (the hand's size is the HP), a
 * monster's sheet, the action check card with its odds, and the combat card in its states — the attacker's cards down
 * and the defender to answer, an exchange resolved with damage, a maneuver and a spell with their
 * suit effect, a defensive Ace's fumble, the dying draws. Everything is rendered by the real
 * templates and context builders; combat states come from the pure reducer on a stacked table, so
 * the cards are known. Each card is rendered for one viewer through the kit's renderCardState, as
 * that user's client renders it: their controls only, their own hand (the stacked table's hands,
 * laid into the world's Cards so the card reads them as a client does) to pick from; the page runs
 * the client's own wiring of the pickers and fields (combat-controls.ts).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { cardCode, cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { TableEffect } from "../../../src/rules/cards/table.ts";
import {
  DEALER_HAND,
  DECK,
  DECK_ORIGIN,
  DISCARD,
  completeSetup,
  fates52Deck,
  handStack,
  reduceCombat,
  startCombat,
  tableSpecs,
} from "../../../src/rules/fates52/index.ts";
import type { CombatAction, CombatSetup, CombatState } from "../../../src/rules/fates52/index.ts";
import type { Viewer } from "../../../src/foundry/chat/audience.ts";
import type { CombatCardState } from "../../../src/rulesets/fates52/chat/combat-card.ts";
import { createWorld } from "../../integration/world.ts";
import { chatLog, chatMessage, compileSystemCss, page, windowFrame } from "../frame.ts";
import type { HarnessPage } from "../frame.ts";

const cards = (list: string): Card[] => parseCards(list, DECK_ORIGIN);

/** Who reads a combat card: a user, and the participant keys they act for (the harness's keys are no actor ids). */
interface HarnessViewer {
  readonly user: User.Implementation;
  readonly owns: readonly string[];
}

/** A pure combat on a table whose deck starts with `top`, the other cards below it or on the discard pile. */
class StackedCombat {
  readonly table: MemoryTable;
  state!: CombatState;
  /** Codes known face up on the discard pile (the card's odds use them). */
  discard: string[] = [];

  constructor(
    readonly setup: CombatSetup,
    top: string,
    rest: "deck" | "discard" = "deck",
  ) {
    this.table = new MemoryTable(tableSpecs(setup.players.map((player) => player.key)), seededRandom(3));
    const first = cards(top);
    const firstKeys = new Set(first.map(cardKey));
    const others = fates52Deck().filter((card) => !firstKeys.has(cardKey(card)));
    this.table.fill(DECK, rest === "deck" ? [...first, ...others] : first);
    if (rest === "discard") this.table.fill(DISCARD, others);
  }

  async begin(): Promise<this> {
    const start = startCombat(this.setup);
    if (!start.ok) throw new Error(start.reason);
    this.state = await this.settle(start.state, start.effects);
    return this;
  }

  async act(action: CombatAction): Promise<this> {
    const step = reduceCombat(this.state, action);
    if (!step.ok) throw new Error(`${action.type} refused: ${step.reason}`);
    this.state = await this.settle(step.state, step.effects);
    return this;
  }

  private async settle(state: CombatState, effects: readonly TableEffect[]): Promise<CombatState> {
    let current = state;
    let pending = effects;
    for (;;) {
      const outcomes = await applyEffects(this.table, pending);
      if (current.pending.length === 0) break;
      const step = reduceCombat(current, { type: "drawn", outcomes });
      if (!step.ok) throw new Error(`drawn refused: ${step.reason}`);
      current = step.state;
      pending = step.effects;
    }
    this.discard = this.table.contents(DISCARD).map(cardCode);
    return current;
  }

  card(actorId: string): CombatCardState {
    return { actorId, setup: completeSetup(this.setup), combat: structuredClone(this.state), discard: [...this.discard] };
  }

  /** Every hand of the fight (the players' and the Fate Dealer's), by stack address. */
  hands(): [string, readonly Card[]][] {
    return [...new Set([DEALER_HAND, ...this.state.participants.map((participant) => participant.hand)])].map((address) => [
      address,
      this.table.contents(address),
    ]);
  }
}

/** The page's script: combat-controls.ts as the browser runs it, wiring every combat card's pickers and fields. */
function controlsScript(): string {
  const source = readFileSync(fileURLToPath(new URL("../../../src/rulesets/fates52/chat/combat-controls.ts", import.meta.url)), "utf8");
  const compiled = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
  }).outputText;
  return `<script type="module">${compiled}
// Each message wired with a memory of its own, as the system's model does per message id; and, for a
// test, drawn anew as Foundry's chat log does on an update: a fresh element from the same HTML,
// wired while the old one is still in the document, then put in its place.
const drawings = new Map();
for (const message of document.querySelectorAll("[data-harness-viewer]")) {
  const memory = new Map();
  const html = message.outerHTML;
  drawings.set(message.dataset.harnessViewer, { html, memory });
  wireCombatControls(message, memory);
}
window.redrawHarnessMessage = (viewer) => {
  const old = document.querySelector(\`[data-harness-viewer="\${viewer}"]\`);
  const { html, memory } = drawings.get(String(viewer));
  const holder = document.createElement("template");
  holder.innerHTML = html;
  const fresh = holder.content.firstElementChild;
  wireCombatControls(fresh, memory);
  old.replaceWith(fresh);
};
document.body.dataset.controlsReady = "true";
</script>`;
}

const ANN: CombatSetup["players"][number] = { key: "ann", name: "Ann", characterClass: "warrior", level: 1 };
const WIZ: CombatSetup["players"][number] = { key: "wiz", name: "Wendel", characterClass: "wizard", level: 2 };
const ORC = { key: "orc", name: "Orc raider", group: "Orcs", hp: 4 };

export async function renderPages(): Promise<HarnessPage[]> {
  const css = compileSystemCss();
  const world = await createWorld({ ruleset: "fates52", players: ["Ann", "Bob"], seed: 11 });
  try {
    const { modules, rt, gm } = world;
    const ann = world.players[0]!;
    const ruleset = world.ruleset;

    // The character sheet: a level-2 warrior, hurt (3 of 4 HP), holding three cards.
    const hero = await world.character("Ann the Bold", ann);
    await rt.as(gm, () =>
      hero.update({
        img: "icons/svg/mystery-man.svg",
        system: { level: 2, hp: 3, encounters: 7, backgroundSkills: ["Climbing", "Sailing"] },
      } as never),
    );
    await rt.as(gm, () => modules.setup.setUpStacks(ruleset));
    // 52 Fates hands are dealt by the combat, not drawn from the sheet: the GM's table deals three.
    const table = new modules.table.FoundryTable(ruleset, seededRandom(11));
    await rt.as(gm, () => applyEffects(table, [{ type: "draw", from: DECK, to: handStack(hero.id!), count: 3, how: "random" }]));
    const sheet = hero.sheet as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
      mode: "play" | "edit";
    };
    await rt.as(ann, () => sheet.render({ force: true }));
    const parts = () => ["header", "character", "hand"].map((part) => sheet.renderedParts[part] ?? "").join("");
    const playSheet = windowFrame("Ann the Bold", "deckbound sheet actor fates52", 600, parts());
    sheet.mode = "edit";
    await rt.as(ann, () => sheet.render({}));
    const editSheet = windowFrame("Ann the Bold", "deckbound sheet actor fates52", 600, parts());

    // A monster from the pack: its stat block with custom attack results [F52-22].
    const serpentSource = JSON.parse(
      readFileSync(
        fileURLToPath(new URL("../../../packs/_source/fates52-actors/giant-marsh-serpent-f52Act0000000002.json", import.meta.url)),
        "utf8",
      ),
    ) as { name: string; type: string; system: object };
    const serpent = await rt.as(gm, () =>
      Actor.create({
        name: serpentSource.name,
        type: serpentSource.type,
        img: "icons/svg/mystery-man.svg",
        system: { ...serpentSource.system, hp: 5 },
      } as never),
    );
    const monsterSheet = serpent!.sheet as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
      mode: "play" | "edit";
    };
    await rt.as(gm, () => monsterSheet.render({ force: true }));
    const monsterParts = () => ["header", "monster"].map((part) => monsterSheet.renderedParts[part] ?? "").join("");
    const monsterPage = windowFrame(serpentSource.name, "deckbound sheet actor fates52", 600, monsterParts());
    // The Sabre-tooth cat in edit mode: two attacks to edit, add and remove [F52-22].
    const catSource = JSON.parse(
      readFileSync(
        fileURLToPath(new URL("../../../packs/_source/fates52-actors/sabre-tooth-cat-f52Act0000000004.json", import.meta.url)),
        "utf8",
      ),
    ) as { name: string; type: string; system: object };
    const cat = await rt.as(gm, () =>
      Actor.create({ name: catSource.name, type: catSource.type, img: "icons/svg/mystery-man.svg", system: catSource.system } as never),
    );
    const catSheet = cat!.sheet as unknown as typeof monsterSheet;
    catSheet.mode = "edit";
    await rt.as(gm, () => catSheet.render({ force: true }));
    const monsterEditPage = windowFrame(
      catSource.name,
      "deckbound sheet actor fates52",
      600,
      ["header", "monster"].map((part) => catSheet.renderedParts[part] ?? "").join(""),
    );

    const { currentViewer, renderCardState } = await import("../../../src/foundry/chat/card-render.ts");
    const { stackFlag, parseStackAddress } = await import("../../../src/foundry/table/stack-address.ts");
    const { cardCreateData } = await import("../../../src/foundry/table/card-identity.ts");
    // The cards' procedures are deferred: loaded as a card's first use loads them.
    const { loadProcedure } = await import("../../../src/foundry/chat/procedure-loader.ts");
    const loaded = await Promise.all((ruleset.deferredProcedures ?? []).map(loadProcedure));
    const procedure = (type: string) => loaded.find((candidate) => candidate.messageType === type)!;

    // Action checks: before the draw with its odds, then a success and a failure.
    const check = await import("../../../src/rulesets/fates52/chat/check-card.ts");
    const ready = check.startCheckCard(hero.id!, {
      difficulty: 8,
      backgroundSkill: "Climbing",
      level: 2,
      backgroundSkills: ["Climbing"],
      faceUp: [],
    });
    const plain = check.startCheckCard(hero.id!, { difficulty: 9, level: 2, backgroundSkills: ["Climbing"], faceUp: [] });
    if (!ready.ok || !plain.ok) throw new Error("check refused");
    const checks = [
      ready.state,
      { ...ready.state, phase: "done", cards: ["9C", "KH"], success: true },
      { ...plain.state, phase: "done", cards: ["6S"], success: false },
    ];
    const checkMessages: string[] = [];
    for (const state of checks) {
      const content = await rt.as(ann, () => renderCardState(procedure("fates52Check"), state, currentViewer(hero.id!)));
      checkMessages.push(chatMessage("Ann the Bold", "Ann", content));
    }

    // The stacked table's hands, laid into the world's Cards, where each viewer's client reads its own.
    const layHands = (combat: StackedCombat) =>
      rt.as(gm, async () => {
        for (const [address, cards] of combat.hands()) {
          const stack = parseStackAddress(address)!;
          for (const old of modules.directory.findStacks(ruleset.id, stack)) await old.delete();
          await Cards.create({
            name: address,
            type: "hand",
            flags: { deckbound: { stack: stackFlag(ruleset.id, stack) } },
            cards: cards.map((card, index) => cardCreateData(card, index, true)),
          } as never);
        }
      });

    // The combat: Ann (warrior 1) and Wendel (wizard 2) against an orc raider.
    const combatMessages: string[] = [];
    const show = async (label: string, combat: StackedCombat, who: HarnessViewer, openDealer = false) => {
      await layHands(combat);
      const viewer: Viewer = {
        userId: who.user.id ?? "",
        isGM: who.user.isGM,
        cardActorId: ANN.key,
        owns: (key) => who.user.isGM || who.owns.includes(key),
      };
      let content = await rt.as(who.user, () => renderCardState(procedure("fates52Combat"), combat.card(ANN.key), viewer));
      if (openDealer) content = content.replace('<details class="fates52-dealer"', '<details open class="fates52-dealer"');
      const message = chatMessage(label, who.user.isGM ? "Fate Dealer" : (who.user.name ?? ""), content).replace(
        '<li class="chat-message"',
        `<li class="chat-message" data-harness-viewer="${combatMessages.length}" data-message-id="harness${combatMessages.length}"`,
      );
      combatMessages.push(message);
    };
    const main = await new StackedCombat({ players: [ANN, WIZ], monsters: [ORC] }, "5C 9C KS  3H 8H 4D 6S  QH 7D  2S 9H KD").begin();
    const gmView: HarnessViewer = { user: gm, owns: [] };
    const annView: HarnessViewer = { user: ann, owns: [ANN.key] };
    const wendelView: HarnessViewer = { user: world.players[1]!, owns: [WIZ.key] };

    await show("Combat: dealt, initiative drawn (Ann's view)", main, annView);
    await main.act({ type: "attack", actor: ORC.key, target: ANN.key, cards: cards("QH") });
    await show("The orc attacks: Ann to answer (Ann's view)", main, annView);
    await main.act({ type: "defend", actor: ANN.key, cards: cards("5C") });
    await show("At 1 HP Ann holds two cards: she picks the one to discard (Ann's view)", main, annView);
    // She keeps 9♣ and discards K♠ [F52-14]; she pushes with 9♣ later.
    await main.act({ type: "discard", actor: ANN.key, cards: cards("KS") });
    await main.act({ type: "afflict", target: ANN.key, strength: 5, timed: false });
    await show("Resolved with damage; Ann is poisoned (Ann's view)", main, annView);
    await main.act({ type: "cast", actor: WIZ.key, target: ORC.key, cards: cards("6S") });
    await show("Wendel casts Harm: the Fate Dealer answers (GM's view)", main, gmView, true);
    await main.act({ type: "defend", actor: ORC.key, cards: cards("7D") });
    await main.act({ type: "maneuver", actor: ANN.key, target: ORC.key, cards: cards("9C") });
    await show("Ann pushes the orc: a maneuver by clubs (Wendel's view)", main, wendelView);

    // A defensive Ace: the attacker fumbles and draws for damage [F52-11].
    const fumble = await new StackedCombat({ players: [ANN], monsters: [{ ...ORC, hp: 10 }] }, "AD 2C 3C  9S  4H KC", "discard").begin();
    await fumble.act({ type: "attack", actor: ORC.key, target: ANN.key, cards: cards("9S") });
    await fumble.act({ type: "defend", actor: ANN.key, cards: cards("AD") });
    await show("A defensive Ace: the orc fumbles (Ann's view)", fumble, annView);

    // The dying draws [F52-15]: Ann goes down, draws for life the next round, and must draw again.
    const dying = await new StackedCombat({ players: [{ ...ANN, hp: 2 }], monsters: [ORC] }, "4C 6C  KS  3D 2S  8D 5S QH 10C").begin();
    await dying.act({ type: "pass", actor: ANN.key });
    await dying.act({ type: "attack", actor: ORC.key, target: ANN.key, cards: cards("KS") });
    await dying.act({ type: "defend", actor: ANN.key, cards: cards("4C") });
    await dying.act({ type: "endRound" });
    await show("Ann is dying: her draw for life (Ann's view)", dying, annView);
    await dying.act({ type: "dyingDraw", actor: ANN.key });
    await show("No heart yet: still dying (Ann's view)", dying, annView);

    // A monster with two attacks on its turn: the Fate Dealer picks which one it uses [F52-22].
    const attack = (id: string, name: string) => ({
      id,
      name,
      number: { damage: 1, effect: null },
      face: { damage: 2, effect: null },
      ace: { damage: null, effect: null },
    });
    const sabre = {
      key: "cat",
      name: "Sabre-tooth cat",
      group: "Cats",
      hp: 6,
      cardsPerPlay: 2,
      attacks: [attack("fangs", "Fangs and raking claws"), { ...attack("pounce", "Pounce"), ace: { damage: 3, effect: "Pinned." } }],
    };
    const picking = await new StackedCombat({ players: [ANN], monsters: [sabre] }, "5C 9C KS  QH  2S KD").begin();
    await show("The cat's turn: the Fate Dealer picks its attack (GM's view)", picking, gmView);

    const script = controlsScript();
    return [
      { name: "fates52-sheet", html: page("52 Fates character sheet", css, playSheet) },
      { name: "fates52-sheet-edit", html: page("52 Fates character sheet (edit mode)", css, editSheet) },
      { name: "fates52-monster", html: page("52 Fates monster sheet", css, monsterPage) },
      { name: "fates52-monster-edit", html: page("52 Fates monster sheet (edit mode)", css, monsterEditPage) },
      { name: "fates52-check", html: page("52 Fates action checks", css, chatLog(checkMessages)) },
      { name: "fates52-combat", html: page("52 Fates combat cards", css, `${chatLog(combatMessages, 400)}${script}`) },
    ];
  } finally {
    world.rt.uninstall();
  }
}

/**
 * Harness pages of Deck of Adventures: the Dealer sheet (play and edit), a check card with its
 * odds (before the draw, and decided), a combat card mid-round, and an Epic Event card with its
 * tally (and a volunteer's redraw with its odds), the volunteer's card picker with what each card
 * would report, a contested check waiting for a target's draw under its odds and then offering a
 * redraw, and a combat card showing the effects' consequences (Outnumbered, a lost sense, delaying,
 * treating the Knocked Out) — rendered by the real templates and context builders on the test runtime.
 */
import { cardCode } from "../../../src/rules/cards/card.ts";
import { createWorld } from "../../integration/world.ts";
import { item, move, stackDeck } from "../../integration/doa/helpers.ts";
import { chatLog, chatMessage, compileSystemCss, page, windowFrame } from "../frame.ts";
import type { HarnessPage } from "../frame.ts";
import { DOA_ACTOR, DOA_ID, DOA_ITEM, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

const ITEM_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#7a5c2e"/><path d="M6 12h12M12 6v12" stroke="#f4efe4" stroke-width="2"/></svg>`;

export async function renderPages(): Promise<HarnessPage[]> {
  const css = compileSystemCss();
  const world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  try {
    const { rt, gm, modules } = world;
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, {
      type: DOA_ACTOR.dealer,
      system: {
        level: 3,
        attributes: { AGL: 2, STR: 1, VIT: 1, CON: 1 },
        skills: { finesse: 2, athletics: 1, bluffing: 1 },
        primarySkill: "finesse",
        primarySuit: "S",
        hp: { value: 7 },
        ap: { value: 2 },
        experience: 30,
        deck: { exhaustions: 1, fateTokens: 0 },
        background: "Warlord turned wanderer",
        role: "Front line",
        notes: "Owes the ferryman a favour.\nKeeps <b>the chakram</b> close.",
      },
    });
    await rt.as(gm, () => xena.update({ img: "icons/svg/mystery-man.svg" } as never));
    await item(world, xena, "Chakram", DOA_ITEM.weapon, { damage: 2, description: "Thrown; returns to hand." });
    await item(world, xena, "Leather armour", DOA_ITEM.armor, { ac: 5, ap: 2, equipped: true });
    await item(world, xena, "Warrior Princess", DOA_ITEM.power, { cost: 2, description: "Upper Hand on checks to lead or inspire." });
    await item(world, xena, "Haunted past", DOA_ITEM.vulnerability, { gain: 1, description: "Old enemies find her." });
    // Foundry's default item icons are not served in the harness: an inline icon instead.
    const icon = `data:image/svg+xml;base64,${Buffer.from(ITEM_ICON).toString("base64")}`;
    await rt.as(gm, () => xena.updateEmbeddedDocuments("Item", xena.items.map((owned) => ({ _id: owned.id, img: icon })) as never));
    const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer, system: { level: 1 } });
    const orc = await world.actor("Orc raider", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 2, max: 2 } } });
    await rt.as(gm, () => modules.setup.setUpStacks(world.ruleset));
    const [x, j] = [xena.id!, jonas.id!];
    await move(world, x, "AS JKR", `deck:${x}`, `hand:${x}`);
    await move(world, "gm", "8C 5S", "gm-deck", "gm-table");

    const { DoaCharacterSheet } = await import("../../../src/rulesets/doa/sheets/character-sheet.ts");
    const sheet = new DoaCharacterSheet({ document: xena } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
      mode: "play" | "edit";
    };
    const parts = () => ["header", "stats", "hand", "items", "experience"].map((part) => sheet.renderedParts[part] ?? "").join("");
    await rt.as(ann, () => sheet.render({ force: true }));
    const playSheet = windowFrame("Xena", "deckbound sheet actor doa", 640, parts());
    sheet.mode = "edit";
    await rt.as(ann, () => sheet.render({}));
    const editSheet = windowFrame("Xena", "deckbound sheet actor doa", 640, parts());
    // A Bystander and a Companion as the GM edits them: max Health (1–3); the Dealer followed.
    const gabrielle = await world.actor("Gabrielle", ann, {
      type: DOA_ACTOR.companion,
      system: { dealerId: xena.id, role: "Bard", hp: { value: 2 } },
    });
    await rt.as(gm, () => Promise.all([orc, gabrielle].map((actor) => actor.update({ img: "icons/svg/mystery-man.svg" } as never))));
    const sheetOf = async (actor: Actor.Implementation, title: string) => {
      const other = new DoaCharacterSheet({ document: actor } as never) as unknown as typeof sheet;
      other.mode = "edit";
      await rt.as(gm, () => other.render({ force: true }));
      return windowFrame(
        title,
        "deckbound sheet actor doa",
        640,
        ["header", "stats", "items"].map((part) => other.renderedParts[part] ?? "").join(""),
      );
    };
    const bystanderSheet = await sheetOf(orc, "Orc raider");
    const companionSheet = await sheetOf(gabrielle, "Gabrielle");

    const ask = (user: User.Implementation, request: Parameters<typeof modules.authority.askGm>[0]) =>
      rt.as(user, () => modules.authority.askGm(request));
    // A card as this user's client renders it (the chat-card kit renders each stored state for its viewer).
    const { currentViewer, renderCardState } = await import("../../../src/foundry/chat/card-render.ts");
    const { readChatCard } = await import("../../../src/foundry/chat/chat-cards.ts");
    const seen = (id: string, user: User.Implementation) =>
      rt.as(user, () => {
        const card = readChatCard(game.messages.get(id)!)!;
        return renderCardState(card.procedure, card.state, currentViewer(card.actorId));
      });
    const messageId = (result: { ok: boolean; messageId?: string }) => (result.ok ? result.messageId! : "");

    const check = messageId(
      await ask(ann, { kind: "startCard", messageType: DOA_MESSAGE.check, actorId: x, options: { on: "finesse", tc: "8C", dr: 2 } }),
    );
    const checkBefore = await seen(check, ann);
    await ask(ann, { kind: "cardAction", messageId: check, action: "draw", data: null });
    const checkDrawn = await seen(check, ann);

    const epic = messageId(
      await ask(gm, { kind: "startCard", messageType: DOA_MESSAGE.epic, actorId: x, options: { kind: "epic", players: [x, j] } }),
    );
    await ask(gm, { kind: "cardAction", messageId: epic, action: "begin", data: null });
    await ask(gm, { kind: "cardAction", messageId: epic, action: "call", data: { code: "5S", origin: "gm", on: "AGL", dr: "3" } });
    const [played, sacrificed] = world.cardsIn(`epic:${j}`).filter((card) => card.kind === "suited" && card.rank !== 14);
    await ask(bob, {
      kind: "cardAction",
      messageId: epic,
      action: "volunteer",
      data: { id: j, code: cardCode(played!), origin: j, sacrifice: `${cardCode(sacrificed!)}@${j}` },
    });
    await ask(bob, { kind: "cardAction", messageId: epic, action: "accept", data: null });
    await ask(gm, { kind: "cardAction", messageId: epic, action: "closeCall", data: null });
    await ask(gm, { kind: "cardAction", messageId: epic, action: "call", data: { code: "8C", origin: "gm", on: "INT", dr: "2" } });
    await ask(gm, { kind: "cardAction", messageId: epic, action: "closeCall", data: null });
    await ask(gm, { kind: "cardAction", messageId: epic, action: "call", data: { code: "5S", origin: "gm", on: "STR", dr: "1" } });
    const epicCard = await seen(epic, gm);
    // Xena's picker, as her client shows it when she volunteers: her hidden epic hand [DOA-19].
    // Each card shows what it would report against the open call, sacrifices included.
    const { openCallFor, volunteerChoice } = await import("../../../src/rulesets/doa/chat/volunteer-picker.ts");
    const epicStored = (
      game.messages.get(epic)!.system as unknown as {
        state: { epic: Parameters<typeof openCallFor>[0]; rulings: Parameters<typeof openCallFor>[2] };
      }
    ).state;
    const openCall = openCallFor(epicStored.epic, x, epicStored.rulings);
    const picker = await rt.as(ann, () =>
      foundry.applications.handlebars.renderTemplate("systems/deckbound/templates/doa/dialogs/volunteer.hbs", {
        ...volunteerChoice(world.cardsIn(`epic:${x}`), openCall),
      }),
    );
    const pickerFooter = `<footer class="form-footer"><button type="button" class="deckbound-button">${game.i18n.localize("DECKBOUND.DOA.Card.Volunteering.Confirm")}</button></footer>`;
    const volunteerDialog = windowFrame(
      game.i18n.localize("DECKBOUND.DOA.Card.Volunteering.Title"),
      "dialog",
      420,
      `<form>${picker}${pickerFooter}</form>`,
    );
    // Xena then plays a card; she holds Fate Cards, so the card offers a redraw with its odds [CORE-05, DOA-03].
    const xenaPlays = world.cardsIn(`epic:${x}`)[0]!;
    await ask(ann, {
      kind: "cardAction",
      messageId: epic,
      action: "volunteer",
      data: { id: x, code: cardCode(xenaPlays), origin: x, sacrifice: "" },
    });
    const epicRedraw = await seen(epic, gm);
    await ask(ann, { kind: "cardAction", messageId: epic, action: "accept", data: null });

    const combat = messageId(
      await ask(gm, { kind: "startCard", messageType: DOA_MESSAGE.combat, actorId: x, options: { combatants: [x, orc.id] } }),
    );
    await ask(gm, { kind: "cardAction", messageId: combat, action: "begin", data: null });
    await ask(ann, { kind: "cardAction", messageId: combat, action: "accept", data: null });
    // Whoever's turn it is moves 2 spaces and attacks the other: the card then shows the odds of
    // their second attack, at Lower Hand, and the movement left [CORE-05, DOA-14]. On Xena's turn
    // her attack offers a redraw with her Fate Cards, and the card shows its odds [DOA-03].
    const fight = () =>
      (game.messages.get(combat)!.system as unknown as { state: { combat: { order: string[]; turn: number } } }).state.combat;
    const attackOther = (attacker: string) =>
      ask(gm, { kind: "cardAction", messageId: combat, action: "attack", data: { attacker, target: attacker === x ? orc.id : x } });
    const first = fight().order[fight().turn]!;
    await ask(gm, { kind: "cardAction", messageId: combat, action: "move", data: { id: first, spaces: "2" } });
    await attackOther(first);
    await ask(gm, { kind: "cardAction", messageId: combat, action: "accept", data: null });
    const combatCard = await seen(combat, gm);
    while (fight().order[fight().turn] !== x) await ask(gm, { kind: "cardAction", messageId: combat, action: "endTurn", data: null });
    await attackOther(x);
    const combatRedraw = await seen(combat, gm);

    // The GM's table tool: the table cleared, then two Target Cards revealed, each named in chat [DOA-08].
    const { GmTableApp, clearTable, drawTargetCard } = await import("../../../src/rulesets/doa/gm/gm-table-app.ts");
    await rt.as(gm, () => clearTable());
    const revealed = [messageId(await rt.as(gm, () => drawTargetCard())), messageId(await rt.as(gm, () => drawTargetCard()))];
    const gmTable = new GmTableApp() as unknown as { render(options: object): Promise<unknown>; renderedParts: Record<string, string> };
    await rt.as(gm, () => gmTable.render({ force: true }));
    // The tool above its chat messages: both at their real widths.
    const gmTablePage = `<div style="display:flex;flex-direction:column;gap:24px">${windowFrame(game.i18n.localize("DECKBOUND.DOA.Tool.Title"), "deckbound doa doa-tool", 560, gmTable.renderedParts["tool"] ?? "")}${chatLog(
      revealed.map((id) => chatMessage("Gamemaster", "Gamemaster", game.messages.get(id)!.content ?? "")),
      360,
    )}</div>`;

    // A contested check: Jonas bluffs Xena and the orc. Xena's draw waits under its odds; once drawn,
    // her Fate Cards offer a redraw with its odds [CORE-05, DOA-12, DOA-03].
    const contest = messageId(
      await ask(bob, {
        kind: "startCard",
        messageType: DOA_MESSAGE.contested,
        actorId: j,
        options: { on: "bluffing", targets: [{ actorId: x, on: "INT" }, { actorId: orc.id }] },
      }),
    );
    await ask(bob, { kind: "cardAction", messageId: contest, action: "begin", data: null });
    const contestWaiting = await seen(contest, ann);
    await ask(ann, { kind: "cardAction", messageId: contest, action: "draw", data: null });
    const contestRedraw = await seen(contest, ann);

    // The effects' consequences [DOA-16]: Jonas went down before the fight; Xena, first, has lost a
    // sense; she and Jonas are two Dealers on the orc. Her card offers both attacks with their odds,
    // Outnumbered's count and bonus, delaying, and treating Jonas (Craft or a Healing Power).
    await rt.as(gm, () => jonas.update({ system: { hp: { value: -1 } } } as never));
    await stackDeck(world, x, "KD KH QS QD 9H 8D 7C 6S 5H", `discard:${x}`);
    await stackDeck(world, j, "2S 2D 2H 2C", `discard:${j}`);
    await stackDeck(world, "gm", "3C 3D 3H 3S", "gm-discard");
    const effects = messageId(
      await ask(gm, { kind: "startCard", messageType: DOA_MESSAGE.combat, actorId: x, options: { combatants: [x, j, orc.id] } }),
    );
    await ask(gm, { kind: "cardAction", messageId: effects, action: "begin", data: null });
    const effectsFight = () => (game.messages.get(effects)!.system as unknown as { state: { combat: { check: unknown } } }).state.combat;
    while (effectsFight().check) await ask(gm, { kind: "cardAction", messageId: effects, action: "accept", data: null });
    await ask(gm, { kind: "cardAction", messageId: effects, action: "setCondition", data: { id: x, condition: "senseLost", on: "true" } });
    for (let dealer = 0; dealer < 2; dealer++)
      await ask(ann, { kind: "cardAction", messageId: effects, action: "outnumber", data: { id: orc.id, by: "1" } });
    const effectsCard = await seen(effects, gm);

    return [
      {
        name: "doa-contested-card",
        html: page(
          "Deck of Adventures: contested check",
          css,
          chatLog(
            [contestWaiting, contestRedraw].map((html) => chatMessage("Jonas", "Bob", html)),
            360,
          ),
        ),
      },
      {
        name: "doa-epic-redraw",
        html: page("Deck of Adventures: Epic Event redraw", css, chatLog([chatMessage("Gamemaster", "Gamemaster", epicRedraw)], 360)),
      },
      { name: "doa-dealer-sheet", html: page("Deck of Adventures: Dealer sheet", css, playSheet) },
      { name: "doa-dealer-sheet-edit", html: page("Deck of Adventures: Dealer sheet (edit)", css, editSheet) },
      { name: "doa-bystander-sheet", html: page("Deck of Adventures: Bystander sheet (edit)", css, bystanderSheet) },
      { name: "doa-companion-sheet", html: page("Deck of Adventures: Companion sheet (edit)", css, companionSheet) },
      {
        name: "doa-check-card",
        html: page(
          "Deck of Adventures: check cards",
          css,
          chatLog([chatMessage("Xena", "Ann", checkBefore), chatMessage("Xena", "Ann", checkDrawn)], 360),
        ),
      },
      {
        name: "doa-epic-card",
        html: page("Deck of Adventures: Epic Event", css, chatLog([chatMessage("Gamemaster", "Gamemaster", epicCard)], 360)),
      },
      { name: "doa-volunteer-dialog", html: page("Deck of Adventures: volunteering", css, volunteerDialog) },
      { name: "doa-gm-table", html: page("Deck of Adventures: the GM's table", css, gmTablePage) },
      {
        name: "doa-combat-effects",
        html: page("Deck of Adventures: combat effects", css, chatLog([chatMessage("Gamemaster", "Gamemaster", effectsCard)], 360)),
      },
      {
        name: "doa-combat-card",
        html: page(
          "Deck of Adventures: combat",
          css,
          chatLog(
            [combatCard, combatRedraw].map((html) => chatMessage("Gamemaster", "Gamemaster", html)),
            360,
          ),
        ),
      },
    ];
  } finally {
    world.rt.uninstall();
  }
}

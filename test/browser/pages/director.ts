/**
 * Harness pages of the Director's rules: the character sheet (play and edit mode), the NPC sheet,
 * the archetype editor, the test-setup dialog, test cards (odds before the draw; after it with the
 * tested suit highlighted) and competition cards (joined, resolved, tied with the Director's
 * buttons) and the Director tool with a destiny draw, all rendered by the real templates on the test runtime through the GM queue,
 * each card for the user who reads it.
 */
import { EXAMPLE_ARCHETYPES, actionOrigin, denseCounts } from "../../../src/rules/director/index.ts";
import { ARCHETYPE_TYPE, COMPETITION_MESSAGE, NPC_TYPE, TEST_MESSAGE } from "../../../src/rulesets/director/ids.ts";
import { createWorld } from "../../integration/world.ts";
import { DIRECTOR_TABLE } from "../../integration/director/helpers.ts";
import { chatLog, chatMessage, compileSystemCss, page, windowFrame } from "../frame.ts";
import type { HarnessPage } from "../frame.ts";

interface RenderedApp {
  render(options: object): Promise<unknown>;
  renderedParts: Record<string, string>;
  mode: "play" | "edit";
}

export async function renderPages(): Promise<HarnessPage[]> {
  const css = compileSystemCss();
  const world = await createWorld(DIRECTOR_TABLE);
  try {
    const { rt, gm, players } = world;
    const [ann, bob, cat] = players as [User.Implementation, User.Implementation, User.Implementation];
    const scout = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-scout")!;
    const img = "icons/svg/mystery-man.svg";
    const ada = await world.actor("Ada Quill", ann, {
      system: {
        archetype: { name: scout.name, counts: denseCounts(scout.counts) },
        competences: [
          { name: "Climbing", expert: true },
          { name: "Lockpicking", expert: false },
          { name: "Origami", expert: false },
        ],
        notes: "Former cat burglar; owes the harbour master a favour.",
      },
    });
    const bram = await world.actor("Bram", bob);
    const cleo = await world.actor("Cleo", cat);
    const thug = await world.actor("Dock thug", null, { type: NPC_TYPE, system: { competences: [{ name: "Brawling", expert: false }] } });
    for (const actor of [ada, bram, cleo, thug]) await rt.as(gm, () => actor.update({ img } as never));
    const duellist = (await rt.as(gm, () =>
      Item.create({
        name: "Duellist",
        type: ARCHETYPE_TYPE,
        img: "icons/svg/card-hand.svg",
        system: { counts: denseCounts(EXAMPLE_ARCHETYPES[0]!.counts), description: "Strong in Body, weak in Mind." },
      } as never),
    )) as unknown as Item.Implementation;
    await world.setUp();

    const { DirectorActorSheet } = await import("../../../src/rulesets/director/sheets/actor-sheet.ts");
    const { DirectorArchetypeSheet } = await import("../../../src/rulesets/director/sheets/archetype-sheet.ts");
    const sheetHtml = async (document: unknown, user: User.Implementation, mode: "play" | "edit", parts: readonly string[]) => {
      const SheetClass = (document as { documentName: string }).documentName === "Actor" ? DirectorActorSheet : DirectorArchetypeSheet;
      const sheet = new SheetClass({ document } as never) as unknown as RenderedApp;
      sheet.mode = mode;
      await rt.as(user, () => sheet.render({ force: true }));
      return parts.map((part) => sheet.renderedParts[part] ?? "").join("");
    };
    const actorParts = ["header", "character", "items"] as const;
    const playSheet = windowFrame("Ada Quill", "deckbound sheet actor director", 600, await sheetHtml(ada, ann, "play", actorParts));
    const editSheet = windowFrame("Ada Quill", "deckbound sheet actor director", 600, await sheetHtml(ada, ann, "edit", actorParts));
    const npcSheet = windowFrame("Dock thug", "deckbound sheet actor director", 600, await sheetHtml(thug, gm, "play", actorParts));
    const archetypeSheet = windowFrame(
      "Duellist",
      "deckbound sheet item director",
      640,
      await sheetHtml(duellist, gm, "edit", ["archetype"]),
    );

    const { testSetupContext } = await import("../../../src/rulesets/director/sheets/test-dialog.ts");
    const dialogContent = await foundry.applications.handlebars.renderTemplate(
      "systems/deckbound/templates/director/dialogs/test-setup.hbs",
      testSetupContext(
        "dexterity",
        [
          { name: "Climbing", expert: true },
          { name: "Lockpicking", expert: false },
        ],
        [],
      ),
    );
    const dialog = windowFrame("Set up a test", "dialog deckbound director", 380, `<form class="dialog-form">${dialogContent}</form>`);

    // Test cards, through the GM queue: posted (odds before the draw), then drawn and resolved.
    const ask = (user: User.Implementation, request: Parameters<typeof world.modules.authority.askGm>[0]) =>
      rt.as(user, () => world.modules.authority.askGm(request));
    const content = (id: string | undefined) => game.messages.get(id ?? "")!.content;
    /** A chat card as `user` reads it. */
    const seen = (id: string | undefined, user: User.Implementation) => world.seeCard(id ?? "", user);
    const started = await ask(ann, {
      kind: "startCard",
      messageType: TEST_MESSAGE,
      actorId: ada.id!,
      options: { attribute: "dexterity", difficulty: 2, competences: ["Climbing"] },
    });
    const testId = started.ok ? started.messageId : undefined;
    // Ann's test is a proposal: the Director sees it with Confirm and Change [DIR-04], then confirms it.
    const testBefore = await seen(testId, gm);
    await ask(gm, { kind: "cardAction", messageId: testId!, action: "confirmTest", data: {} });
    await ask(ann, { kind: "cardAction", messageId: testId!, action: "draw", data: {} });
    const testAfter = await seen(testId, ann);
    const zero = await ask(ann, {
      kind: "startCard",
      messageType: TEST_MESSAGE,
      actorId: ada.id!,
      options: { attribute: "spirit", difficulty: 0 },
    });
    const npcTest = await ask(gm, {
      kind: "startCard",
      messageType: TEST_MESSAGE,
      actorId: thug.id!,
      options: { attribute: "body", difficulty: 3, competences: ["Brawling"] },
    });
    await ask(gm, { kind: "cardAction", messageId: npcTest.ok ? npcTest.messageId! : "", action: "draw", data: {} });

    // A three-way competition: joined, then resolved.
    const opened = await ask(ann, {
      kind: "startCard",
      messageType: COMPETITION_MESSAGE,
      actorId: ada.id!,
      options: { attribute: "dexterity" },
    });
    const competitionId = opened.ok ? opened.messageId! : "";
    await ask(bob, { kind: "cardAction", messageId: competitionId, action: "join", data: { attribute: "body" } });
    await ask(cat, { kind: "cardAction", messageId: competitionId, action: "join", data: { attribute: "dexterity" } });
    // The players' entries as the Director sees them: each a proposal to confirm or change [DIR-09]; then confirmed.
    const joined = await seen(competitionId, gm);
    for (const entrant of ["0", "1", "2"])
      await ask(gm, { kind: "cardAction", messageId: competitionId, action: "confirmEntrant", data: { entrant } });
    await ask(ann, { kind: "cardAction", messageId: competitionId, action: "begin", data: {} });
    const resolved = await seen(competitionId, ann);

    // A winner and a tie, as the message would store them: two hands, 3 symbols against 1, then 2 each.
    const { currentViewer, renderCardState } = await import("../../../src/foundry/chat/card-render.ts");
    const { loadProcedure } = await import("../../../src/foundry/chat/procedure-loader.ts");
    const procedure = await loadProcedure(
      world.ruleset.deferredProcedures!.find((candidate) => candidate.messageType === COMPETITION_MESSAGE)!,
    );
    const stored = (game.messages.get(competitionId)!.system as unknown as { state: { entrants: unknown[]; names: string[] } }).state;
    const hand = (actorId: string, codes: string) => codes.split(" ").map((code) => ({ code, origin: actionOrigin(actorId) }));
    const twoWay = (adaHand: string, bramHand: string, user: User.Implementation) => {
      const state = {
        ...stored,
        entrants: stored.entrants.slice(0, 2),
        names: stored.names.slice(0, 2),
        started: true,
        contenders: [0, 1],
        hands: [hand(ada.id!, adaHand), hand(bram.id!, bramHand)],
        earlier: [],
        declared: false,
      };
      if (!procedure.validate?.(state)) throw new Error("harness: a two-way competition state the rules would not make");
      return rt.as(user, () => renderCardState(procedure, state, currentViewer(ada.id ?? "")));
    };
    const won = await twoWay("5C QC 2H 9C 7S", "3S KD 4H 8C JD", ann);
    // The tie as the Director sees it, one that persists under the tie-break (equal cards of the tested suit): the two choices are theirs.
    const tied = await twoWay("5C QC 2H 9D 7S", "5S QS 4H 8C JD", gm);

    // The Director tool after one destiny draw, with its chat message.
    const { DirectorToolApp, drawDestiny } = await import("../../../src/rulesets/director/gm/director-tool.ts");
    const destiny = await rt.as(gm, () => drawDestiny());
    const tool = new DirectorToolApp() as unknown as RenderedApp;
    await rt.as(gm, () => tool.render({ force: true }));
    const toolPage = `${windowFrame("Director tool", "deckbound director director-tool", 640, tool.renderedParts["tool"] ?? "")}${chatLog([
      chatMessage("Director", "Director", content(destiny.ok ? destiny.messageId : undefined)),
    ])}`;

    const testLog = chatLog(
      [
        chatMessage("Ada Quill", "Ann", testBefore),
        chatMessage("Ada Quill", "Ann", testAfter),
        chatMessage("Ada Quill", "Ann", await seen(zero.ok ? zero.messageId : undefined, ann)),
        chatMessage("Dock thug", "Director", await seen(npcTest.ok ? npcTest.messageId : undefined, gm)),
      ],
      360,
    );
    const competitionLog = chatLog(
      [
        chatMessage("Ada Quill", "Ann", joined),
        chatMessage("Ada Quill", "Ann", resolved),
        chatMessage("Ada Quill", "Ann", won),
        chatMessage("Ada Quill", "Ann · seen by the Director", tied),
      ],
      360,
    );
    return [
      { name: "director-sheet", html: page("Director character sheet", css, playSheet) },
      { name: "director-sheet-edit", html: page("Director character sheet (edit mode)", css, editSheet) },
      { name: "director-npc-sheet", html: page("Director NPC sheet", css, npcSheet) },
      { name: "director-archetype", html: page("Director archetype editor", css, archetypeSheet) },
      { name: "director-test-dialog", html: page("Director test set-up", css, dialog) },
      { name: "director-test-cards", html: page("Director test cards", css, testLog) },
      { name: "director-competition-cards", html: page("Director competition cards", css, competitionLog) },
      { name: "director-tool", html: page("Director tool", css, toolPage) },
    ];
  } finally {
    world.rt.uninstall();
  }
}

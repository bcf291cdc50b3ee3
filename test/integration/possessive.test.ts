/**
 * A name's possessive, one way everywhere (src/foundry/possessive.ts): "Town Guard's turn", but
 * "Korr of the Red Steppes' action" — the table wrote "Korr of the Red Steppes's" wherever a phrase
 * belonged to a name ending in s (issue #31). The language files hold no "{name}'s"
 * (test/lang-keys.test.ts); code and templates take the possessive from here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlebars } from "../runtime/handlebars.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
/** Text as a template writes it into HTML (the apostrophe escaped). */
const html = (text: string) => handlebars.Utils.escapeExpression(text);

beforeAll(async () => {
  world = await createWorld({ seed: 3 });
});

afterAll(() => expect(world.close()).toEqual([]));

describe("a name's possessive", () => {
  it("adds 's to a name, and only ' to a name ending in a single s ('Cass's' keeps it, as said)", async () => {
    const { possessive } = await import("../../src/foundry/possessive.ts");
    expect(possessive("Town Guard")).toBe("Town Guard's");
    expect(possessive("Korr of the Red Steppes")).toBe("Korr of the Red Steppes'");
    expect(possessive("Ape-man of the Ash HILLS")).toBe("Ape-man of the Ash HILLS'");
    expect(possessive("Cass")).toBe("Cass's");
    expect(possessive("")).toBe("'s");
  });

  it("reads the same in a template: {{deckboundPossessive name}}, as a phrase's part (Foundry's Handlebars, as the runtime sets it up)", () => {
    const render = handlebars.compile(`{{localize "DECKBOUND.Fates52.Combat.ActionsFor" whose=(deckboundPossessive name)}}`);
    expect(render({ name: "Korr of the Red Steppes" })).toBe(html("Korr of the Red Steppes' action"));
    expect(render({ name: "Ysolde the Hedge-Witch" })).toBe(html("Ysolde the Hedge-Witch's action"));
  });

  it("names what the table makes for a name ending in s: the hand count in the players list, the DOA turn", async () => {
    const { formatCount } = await import("../../src/foundry/plural.ts");
    const { possessive } = await import("../../src/foundry/possessive.ts");
    expect(formatCount("DECKBOUND.Foundry.Dock.PlayerCount", 3, { whose: possessive("Korr of the Red Steppes") })).toBe(
      "3 cards in Korr of the Red Steppes' hand",
    );
    const turn = handlebars.compile(`{{localize "DECKBOUND.DOA.Card.Turn" whose=(deckboundPossessive name)}}`);
    expect(turn({ name: "The Fighters" })).toBe(html("The Fighters' turn"));
  });
});

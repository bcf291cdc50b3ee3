/**
 * A face-down play stays a back for everyone else until the rules reveal it (T-HAND-04), clicked in
 * A Game of Bastards: Ann's Carlton attacks Bob's Mara and plays his card face down from the dock;
 * Bob's seat — the chat card and his dock — shows only a back until the rules' reveal scores the draw. No
 * ruleset lets a player show a card at will (docs/CLAUSES.md, CORE-06), so the dock offers no "show".
 *
 * The table is served on a host name the browser does not count as secure, as a Foundry served over
 * plain HTTP is for its players: no seat has WebCrypto, and every draw and play Ann and Bob ask of
 * the GM is still signed and served with "Check who sends requests" on (the default).
 */
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { chatCard } from "../sandbox/encounter.ts";
import { beginOpposition } from "../sandbox/opposition.ts";

const table = useSandbox({ served: "insecure" });

describe("face-down plays from the dock", () => {
  it("[T-HAND-04] [T-CORE-08] Ann plays Carlton's card face down against Bob's Mara: Bob sees only its back, on the card and in his dock, through the betting and wildcards, until the reveal scores the draw", async () => {
    await table.start("A Game of Bastards", { seed: 3 });
    const gm = await table.sit("Gamemaster");
    await beginOpposition(gm, ["Carlton Reeve", "Mara Black"], { ownSide: ["Mara Black"] });
    await showsNone((await chatCard(gm, "Opposition")).getByRole("button", { name: /^Seat / }));

    // Each player picks an initiative card from the dock: Bob drags Mara's first card, Ann Carlton's last (the seed makes Carlton first).
    const bob = await table.sit("Bob");
    await bob.getByRole("tab", { name: "Chat" }).click();
    const bobCard = bob.getByRole("article").filter({ hasText: "Opposition" }).last();
    const bobDock = bob.getByRole("dialog", { name: "Hands" });
    await bobDock.getByRole("region", { name: "Mara Black" }).getByRole("button").first().dragTo(bobCard);
    await showsNone(bobCard.getByRole("button", { name: "Choose an initiative card" }));

    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    const annCard = ann.getByRole("article").filter({ hasText: "Opposition" }).last();
    const carlton = ann.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: "Carlton Reeve" });
    await carlton.getByRole("button").last().dragTo(annCard);
    await showsNone(annCard.getByRole("button", { name: "Choose an initiative card" }));

    // Carlton's turn: Ann draws, then attacks Mara.
    await annCard.getByRole("button", { name: "Draw (Luck)" }).click();
    await annCard.getByRole("button", { name: "Attack…" }).click();
    const attack = ann.getByRole("dialog", { name: "Attack…" });
    await attack.getByRole("combobox", { name: "Target" }).selectOption({ label: "Mara Black" });
    await attack.getByRole("button", { name: "Confirm" }).click();

    // Bob defends.
    await table.sit("Bob");
    await bobCard.getByRole("button", { name: "Defend…" }).click();
    await bob.getByRole("dialog", { name: "Defend…" }).getByRole("button", { name: "Confirm" }).click();

    // Ann selects Carlton's last card in her dock (with this seed it beats Mara's) and plays it face down.
    await table.sit("Ann");
    const held = await carlton.getByRole("button").count();
    const down = (await carlton.getByRole("img").last().getAttribute("alt")) ?? "";
    expect(down).toMatch(/^(10|[2-9JQKA])[♣♦♥♠]$/);
    await carlton.getByRole("button", { name: down, exact: true }).click();
    await annCard.getByRole("button", { name: "Play face down" }).click();
    await showsCount(carlton.getByRole("img"), held - 1);

    // Bob's seat: the card is a back on the chat card, and in his dock Carlton's hand is backs only, one fewer.
    await table.sit("Bob");
    const bobSeesCarlton = bobDock.getByRole("region", { name: "Carlton Reeve" });
    await showsCount(bobSeesCarlton.getByRole("img", { name: "A face-down card" }), held - 1);
    await showsNone(bobSeesCarlton.getByRole("img", { name: down, exact: true }));
    await shows(bobCard.getByRole("img", { name: "A face-down card" }));
    await showsNone(bobCard.getByRole("img", { name: down, exact: true }));
    await showsNone(bob.getByRole("img", { name: down, exact: true }));
    await table.screenshot("hand-dock-face-down-other");

    // Bob plays Mara's card face down and stands; Carlton has played all his skill allows. Through the wildcards step the card is still a back.
    const mara = bobDock.getByRole("region", { name: "Mara Black" });
    await mara.getByRole("button").first().dragTo(bobCard);
    await bobCard.getByRole("button", { name: "Stand" }).click();
    await shows(bobCard.getByText(/wildcards/));
    await showsNone(bobCard.getByRole("img", { name: down, exact: true }));
    await shows(bobCard.getByRole("img", { name: "A face-down card" }));

    // Carlton holds a wildcard (a joker he was dealt, shuffled back into the deck [GOB-12]); Mara none. Ann spends none:
    // the rules reveal both cards and score the draw; Bob's card shows its result, and no back is left.
    await table.sit("Ann");
    await annCard.getByRole("button", { name: "No more wildcards" }).click();
    await showsNone(annCard.getByRole("button", { name: "No more wildcards" }));
    await table.sit("Bob");
    await shows(bobCard.getByText("Last draw: 11 against 6; 5 taken from BP."));
    await showsNone(bobCard.getByRole("img", { name: "A face-down card" }));
    // The revealed cards stay on the card after the result: Bob reads the face Carlton's card hid, the 10♠.
    expect(down).toBe("10♠");
    await shows(bobCard.getByRole("region", { name: "Cards Carlton Reeve played" }).getByRole("img", { name: down, exact: true }));
    await shows(bobCard.getByRole("region", { name: "Cards Mara Black played" }).getByRole("img"));
    await table.screenshot("hand-dock-face-down-revealed");
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, handlebars, type FoundryRuntime } from "../runtime/index.ts";
import { FIXTURE_LANG, fixtureTemplate } from "./fixtures.ts";

const render = (source: string, data: object = {}) => handlebars.compile(source)(data);

describe("Handlebars helpers (Foundry's names and behaviour)", () => {
  let rt: FoundryRuntime;
  beforeEach(() => {
    rt = installFoundryRuntime({ langDir: FIXTURE_LANG });
  });
  afterEach(() => rt.uninstall());

  it("localize, and localize with hash arguments formats", () => {
    expect(render(`{{localize "DECKBOUND.RuntimeFixture.Plain"}}`)).toBe("Plain text");
    expect(render(`{{localize "DECKBOUND.RuntimeFixture.Greeting" name=who}}`, { who: "<Ada>" })).toBe("Hello, &lt;Ada&gt;!");
  });

  it("selectOptions: object choices, selected, localize, blank", () => {
    const html = render(`{{selectOptions choices selected=value localize=true blank=""}}`, {
      choices: { a: "DECKBOUND.RuntimeFixture.Choice.a", b: "DECKBOUND.RuntimeFixture.Choice.b" },
      value: "b",
    });
    expect(html).toBe(`<option value=""></option><option value="a">Alpha</option><option value="b" selected>Beta</option>`);
  });

  it("selectOptions: inverted, arrays of objects with valueAttr/labelAttr, multi-select", () => {
    expect(render(`{{selectOptions choices selected="a" inverted=true}}`, { choices: { "Choice A": "a" } })).toBe(
      `<option value="a" selected>Choice A</option>`,
    );
    expect(
      render(`{{selectOptions choices selected=value valueAttr="key" labelAttr="name"}}`, {
        choices: [
          { key: "x", name: "Ex" },
          { key: "y", name: "Why" },
        ],
        value: "y",
      }),
    ).toBe(`<option value="x">Ex</option><option value="y" selected>Why</option>`);
    expect(render(`{{selectOptions choices selected=value}}`, { choices: { a: "A", b: "B" }, value: ["a", "b"] })).toBe(
      `<option value="a" selected>A</option><option value="b" selected>B</option>`,
    );
  });

  it("checked, disabled, ifThen, concat, object, numberFormat", () => {
    expect(render(`<input {{checked on}}><input {{checked off}}><button {{disabled on}}>`, { on: true, off: 0 })).toBe(
      `<input checked><input ><button disabled>`,
    );
    expect(render(`{{ifThen flag "yes" "no"}}{{ifThen nope "yes" "no"}}`, { flag: 1 })).toBe("yesno");
    expect(render(`{{concat "faces." i ".img"}}`, { i: 2 })).toBe("faces.2.img");
    expect(render(`{{#with (object a=1 b="two")}}{{a}}-{{b}}{{/with}}`)).toBe("1-two");
    expect(
      render(
        `{{numberFormat 5.5}}|{{numberFormat 5.5 decimals=2}}|{{numberFormat 5.5 decimals=2 sign=true}}|{{numberFormat -2 sign=true}}`,
      ),
    ).toBe("5.5|5.50|+5.50|-2");
  });

  it("eq, ne, lt, lte, gt, gte, not, and, or", () => {
    const tpl =
      `{{#if (eq a 1)}}eq{{/if}}{{#if (ne a 2)}} ne{{/if}}{{#if (lt a 2)}} lt{{/if}}{{#if (lte a 1)}} lte{{/if}}` +
      `{{#if (gt a 0)}} gt{{/if}}{{#if (gte a 1)}} gte{{/if}}{{#if (not b)}} not{{/if}}{{#if (and a c)}} and{{/if}}{{#if (or b a)}} or{{/if}}`;
    expect(render(tpl, { a: 1, b: 0, c: true })).toBe("eq ne lt lte gt gte not and or");
    expect(render(`{{#if (and a b c)}}x{{else}}y{{/if}}`, { a: 1, b: 1, c: 0 })).toBe("y");
  });

  it("helpers the runtime lacks fail closed", () => {
    expect(() => render(`{{formGroup field value=1}}`, { field: {} })).toThrow(/Missing helper/);
  });

  it("renderTemplate resolves systems/deckbound/… to the repository and loadTemplates registers partials", async () => {
    const { renderTemplate, loadTemplates } = foundry.applications.handlebars;
    await loadTemplates([fixtureTemplate("level-badge.hbs")]);
    const html = await renderTemplate(fixtureTemplate("sheet-header.hbs"), { actor: { name: "Hero" }, system: { level: 3 } });
    expect(html.trim()).toBe(`<header class="sheet-header"><h1>Hero</h1><span class="level">Level 3</span>\n</header>`);
    await loadTemplates({ badge: fixtureTemplate("level-badge.hbs") });
    expect(render(`{{> badge level=4}}`).trim()).toBe(`<span class="level">Level 4</span>`);
    await expect(renderTemplate("modules/other/x.hbs", {})).rejects.toThrow(/not implemented/);
  });

  it("a template naming a partial this client has not loaded fails loudly, as Foundry's Handlebars does; a fresh install has none loaded", async () => {
    const { renderTemplate, loadTemplates } = foundry.applications.handlebars;
    const data = { actor: { name: "Hero" }, system: { level: 3 } };
    await expect(renderTemplate(fixtureTemplate("sheet-header.hbs"), data)).rejects.toThrow(
      /partial .*level-badge\.hbs could not be found/,
    );
    await loadTemplates([fixtureTemplate("level-badge.hbs")]);
    await expect(renderTemplate(fixtureTemplate("sheet-header.hbs"), data)).resolves.toContain("Level 3");
    rt.uninstall();
    rt = installFoundryRuntime({ langDir: FIXTURE_LANG });
    await expect(renderTemplate(fixtureTemplate("sheet-header.hbs"), data)).rejects.toThrow(/could not be found/);
  });
});

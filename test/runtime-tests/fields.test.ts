import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { installFoundryRuntime, DataModelValidationError, type FoundryRuntime } from "../runtime/index.ts";
import { DataModel, TypeDataModel } from "../runtime/data-model.ts";
import {
  ArrayField,
  BooleanField,
  EmbeddedDataField,
  HTMLField,
  NumberField,
  ObjectField,
  SchemaField,
  SetField,
  StringField,
  TypedObjectField,
} from "../runtime/fields.ts";
import { FIXTURE_LANG } from "./fixtures.ts";

/** Clean then validate one value through a field; returns the cleaned value or the failures. */
function run(field: { clean(v: unknown): unknown; validate(v: unknown, p: string, f: Record<string, string>): void }, value: unknown) {
  const cleaned = field.clean(value);
  const failures: Record<string, string> = {};
  field.validate(cleaned, "x", failures);
  return { cleaned, failures, ok: Object.keys(failures).length === 0 };
}

class Resource extends DataModel {
  static override defineSchema() {
    return {
      value: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 10 }),
      max: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 10 }),
    };
  }
  declare value: number;
  declare max: number;
  get pct() {
    return Math.round((100 * this.value) / this.max);
  }
}

class Character extends TypeDataModel {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.RuntimeFixture"];
  static override defineSchema() {
    return {
      hp: new EmbeddedDataField(Resource),
      level: new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 20, initial: 1 }),
      archetype: new StringField({ required: true, blank: false, initial: "rogue", choices: ["rogue", "knight"] }),
      tags: new SetField(new StringField({ required: true, blank: false })),
      notes: new ArrayField(new SchemaField({ title: new StringField({ required: true, blank: true }) })),
      bio: new HTMLField(),
      inspired: new BooleanField(),
      extra: new ObjectField(),
      counters: new TypedObjectField(new NumberField({ required: true, nullable: false, integer: true })),
    };
  }
  static override migrateData(source: Record<string, unknown>) {
    if (typeof source["hp"] === "number") source["hp"] = { value: source["hp"], max: source["hp"] };
    return super.migrateData(source);
  }
  declare hp: Resource;
  declare level: number;
  declare tags: Set<string>;
  declare archetype: string;
}

describe("data fields", () => {
  it("StringField: trims, applies blank/required/nullable/choices", () => {
    expect(run(new StringField(), "  a  ").cleaned).toBe("a");
    expect(run(new StringField({ trim: false }), " a ").cleaned).toBe(" a ");
    expect(run(new StringField({ required: true, blank: false }), "").ok).toBe(false);
    expect(run(new StringField({ required: true, blank: true }), undefined).cleaned).toBe("");
    expect(run(new StringField({ required: true, nullable: true }), null).ok).toBe(true);
    expect(run(new StringField({ required: true, nullable: false }), null).ok).toBe(false);
    expect(run(new StringField({ choices: ["a", "b"] }), "c").ok).toBe(false);
    expect(run(new StringField({ choices: { a: "A", b: "B" } }), "b").ok).toBe(true);
    expect(run(new StringField({ initial: "x" }), undefined).cleaned).toBe("x");
    expect(run(new StringField(), 12).cleaned).toBe("12");
  });

  it("NumberField: casts strings, enforces integer/min/max/positive/nullable, never clamps", () => {
    const level = new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 20 });
    expect(run(level, "7")).toMatchObject({ cleaned: 7, ok: true });
    expect(run(level, 1.5).failures["x"]).toMatch(/integer/);
    expect(run(level, 0).failures["x"]).toMatch(/greater than or equal to 1/);
    expect(run(level, 21)).toMatchObject({ cleaned: 21, ok: false });
    expect(run(new NumberField({ positive: true }), 0).ok).toBe(false);
    expect(run(new NumberField(), undefined)).toMatchObject({ cleaned: null, ok: true });
    expect(run(new NumberField(), "").cleaned).toBeNull();
    expect(run(new NumberField({ nullable: false }), "abc").ok).toBe(false);
  });

  it("NumberField accepts exactly the integers in [min, max] (property)", () => {
    const field = new NumberField({ required: true, nullable: false, integer: true, min: -3, max: 9 });
    fc.assert(
      fc.property(fc.double({ min: -20, max: 20, noNaN: true }), (n) => {
        expect(run(field, n).ok).toBe(Number.isInteger(n) && n >= -3 && n <= 9);
      }),
    );
  });

  it("BooleanField defaults to false and casts", () => {
    expect(run(new BooleanField(), undefined).cleaned).toBe(false);
    expect(run(new BooleanField(), "true").cleaned).toBe(true);
    expect(run(new BooleanField(), "false").cleaned).toBe(false);
    expect(run(new BooleanField(), 1).cleaned).toBe(true);
  });

  it("SchemaField drops unknown keys and fills initial values; ArrayField validates each element", () => {
    const schema = new SchemaField({ a: new NumberField({ initial: 1 }), b: new ArrayField(new NumberField({ nullable: false })) });
    expect(schema.clean({ z: 9 })).toEqual({ a: 1, b: [] });
    const bad = run(schema, { a: 2, b: [1, "x"] });
    expect(bad.failures).toEqual({ "x.b.1": "must be a finite number" });
  });

  it("SetField stores an array and initialises a Set; duplicates fail", () => {
    const field = new SetField(new StringField({ required: true, blank: false }));
    expect(run(field, new Set(["a", "b"])).cleaned).toEqual(["a", "b"]);
    expect(run(field, ["a", "a"]).ok).toBe(false);
    expect(field.initialize(["a"], {})).toEqual(new Set(["a"]));
    expect(field.toObject(new Set(["a"]))).toEqual(["a"]);
  });
});

describe("DataModel / TypeDataModel", () => {
  let rt: FoundryRuntime;
  beforeEach(() => {
    rt = installFoundryRuntime({ langDir: FIXTURE_LANG });
  });
  afterEach(() => rt.uninstall());

  it("the installed namespaces expose these classes", () => {
    expect(foundry.data.fields.StringField).toBe(StringField);
    expect(foundry.abstract.TypeDataModel).toBe(TypeDataModel);
  });

  it("construction runs migrateData, clean, validate and initialise (embedded model, Set, parent)", () => {
    const owner = { name: "owner" };
    const model = new Character({ hp: 8, tags: ["a"], junk: 1 }, { parent: owner });
    expect(model.hp).toBeInstanceOf(Resource);
    expect(model.hp.pct).toBe(100);
    expect(model.hp.parent).toBe(model);
    expect(model.parent).toBe(owner);
    expect(model.tags).toEqual(new Set(["a"]));
    expect(model.toObject()).toEqual({
      hp: { value: 8, max: 8 },
      level: 1,
      archetype: "rogue",
      tags: ["a"],
      notes: [],
      bio: "",
      inspired: false,
      extra: {},
      counters: {},
    });
    expect(() => new Character({ level: 0 })).toThrow(DataModelValidationError);
  });

  it("updateSource applies a valid change and returns the diff; an invalid one throws and changes nothing", () => {
    const model = new Character({});
    expect(model.updateSource({ "hp.value": 3, level: 2 })).toEqual({ hp: { value: 3 }, level: 2 });
    expect(model.hp.value).toBe(3);
    expect(() => model.updateSource({ level: 2, archetype: "wizard" })).toThrow(/archetype: wizard is not a valid choice/);
    expect(model.archetype).toBe("rogue");
    expect(model.toObject().level).toBe(2);
    expect(model.updateSource({ level: 2 })).toEqual({});
  });

  it("field labels and hints come from LOCALIZATION_PREFIXES", () => {
    const fields = Character.schema.fields;
    expect(fields["level"]?.label).toBe("Level");
    expect(fields["level"]?.hint).toBe("How experienced");
    expect((fields["hp"] as SchemaField).fields["value"]?.label).toBe("Hit points");
    expect(fields["bio"]?.label).toBe("");
  });

  it("reading a property a model does not have throws NotImplementedInRuntime", () => {
    const model = new Character({});
    expect(() => (model as unknown as Record<string, unknown>)["nope"]).toThrow(/Character\.nope is not implemented/);
    expect("nope" in model).toBe(false);
  });
});

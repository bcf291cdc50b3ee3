/**
 * Handlebars as Foundry v13 sets it up, on the `handlebars` npm package: the core helpers templates
 * use (same names and behaviour as documented for foundry.applications.handlebars, plus the
 * comparison helpers eq/ne/lt/lte/gt/gte/not/and/or that Foundry registers), and template loading
 * from the system's files: "systems/<id>/templates/x.hbs" → templates/x.hbs read by the install's port. Helpers Foundry has
 * but the runtime lacks (formGroup, formInput, editor, radioBoxes, numberInput…) are not registered,
 * so Handlebars throws "Missing helper" — fail closed.
 *
 * `handlebars` is exported so the browser harness renders exactly the same way.
 */
import Handlebars from "handlebars";
import { NotImplementedInRuntime } from "./fail-closed.ts";
import { isPlainObject } from "./utils.ts";

export const handlebars = Handlebars.create();

type HelperOptions = Handlebars.HelperOptions;

/** How helpers translate; the runtime points this at game.i18n while installed. */
export const translator = {
  localize: (key: string): string => key,
  format: (key: string, _data: Record<string, unknown>): string => key,
};

const escape = (value: unknown) => handlebars.Utils.escapeExpression(String(value ?? ""));

interface SelectOptionsHash {
  selected?: unknown;
  blank?: string | null;
  localize?: boolean;
  valueAttr?: string;
  labelAttr?: string;
  inverted?: boolean;
  sort?: boolean;
}

/** Normalise the helper's accepted choice shapes into value/label pairs. */
function choicePairs(choices: unknown, hash: SelectOptionsHash): { value: string; label: string }[] {
  const valueAttr = hash.valueAttr;
  const labelAttr = hash.labelAttr ?? "label";
  if (Array.isArray(choices)) {
    return choices.map((choice: unknown) => {
      if (!isPlainObject(choice)) return { value: String(choice), label: String(choice) };
      return { value: String(choice[valueAttr ?? "value"]), label: String(choice[labelAttr]) };
    });
  }
  if (!isPlainObject(choices)) return [];
  return Object.entries(choices).map(([key, entry]) => {
    if (isPlainObject(entry)) return { value: String(valueAttr ? entry[valueAttr] : key), label: String(entry[labelAttr]) };
    return hash.inverted ? { value: String(entry), label: key } : { value: key, label: String(entry) };
  });
}

function selectOptions(choices: unknown, options: HelperOptions): Handlebars.SafeString {
  const hash = options.hash as SelectOptionsHash;
  const selected = new Set((Array.isArray(hash.selected) ? hash.selected : [hash.selected]).map((v: unknown) => String(v ?? "")));
  const pairs = choicePairs(choices, hash).map((p) => ({ ...p, label: hash.localize ? translator.localize(p.label) : p.label }));
  if (hash.sort) pairs.sort((a, b) => a.label.localeCompare(b.label));
  const html: string[] = [];
  if (hash.blank !== undefined && hash.blank !== null) {
    const label = hash.localize ? translator.localize(hash.blank) : hash.blank;
    html.push(`<option value=""${selected.has("") ? " selected" : ""}>${escape(label)}</option>`);
  }
  for (const { value, label } of pairs) {
    html.push(`<option value="${escape(value)}"${selected.has(value) ? " selected" : ""}>${escape(label)}</option>`);
  }
  return new handlebars.SafeString(html.join(""));
}

/** Drop Handlebars' trailing options object from a helper's arguments. */
const values = (args: unknown[]) => args.slice(0, -1);

handlebars.registerHelper({
  localize: (key: string, options: HelperOptions) =>
    Object.keys(options.hash as object).length ? translator.format(key, options.hash as Record<string, unknown>) : translator.localize(key),
  checked: (value: unknown) => (value ? "checked" : ""),
  disabled: (value: unknown) => (value ? "disabled" : ""),
  concat: (...args: unknown[]) =>
    new handlebars.SafeString(
      values(args)
        .map((v) => String(v))
        .join(""),
    ),
  ifThen: (criteria: unknown, ifTrue: unknown, ifFalse: unknown) => (criteria ? ifTrue : ifFalse),
  object: (options: HelperOptions) => ({ ...(options.hash as object) }),
  numberFormat: (value: unknown, options: HelperOptions) => {
    const { decimals, sign } = options.hash as { decimals?: number; sign?: boolean };
    const number = parseFloat(String(value));
    const text = decimals === undefined ? String(number) : number.toFixed(decimals);
    return new handlebars.SafeString(sign && number >= 0 ? `+${text}` : text);
  },
  selectOptions,
  eq: (a: unknown, b: unknown) => a === b,
  ne: (a: unknown, b: unknown) => a !== b,
  lt: (a: number, b: number) => a < b,
  lte: (a: number, b: number) => a <= b,
  gt: (a: number, b: number) => a > b,
  gte: (a: number, b: number) => a >= b,
  not: (value: unknown) => !value,
  and: (...args: unknown[]) => values(args).every(Boolean),
  or: (...args: unknown[]) => values(args).some(Boolean),
});

/**
 * Core templates are Foundry's own files; the runtime has clean-room stand-ins with the same
 * context contract for the two generic ones sheets use.
 */
const CORE_TEMPLATES: Record<string, string> = {
  "templates/generic/tab-navigation.hbs":
    `<nav class="tabs">{{#each tabs}}<a class="{{cssClass}}" data-action="tab" data-group="{{group}}" data-tab="{{id}}">` +
    `{{#if icon}}<i class="{{icon}}"></i> {{/if}}{{localize label}}</a>{{/each}}</nav>`,
  "templates/generic/form-footer.hbs":
    `<footer class="form-footer">{{#each buttons}}<button type="{{type}}"{{#if action}} data-action="{{action}}"{{/if}}>` +
    `{{#if icon}}<i class="{{icon}}"></i> {{/if}}{{localize label}}</button>{{/each}}</footer>`,
};

/** The system id, and how a system file is read (the install's port: the repository in Node, the server in a browser). */
export const templateSettings = {
  systemId: "deckbound",
  read: (path: string): Promise<string> => Promise.reject(new Error(`the runtime is not installed: cannot read ${path}`)),
};

async function templateSource(path: string): Promise<string> {
  const core = CORE_TEMPLATES[path];
  if (core !== undefined) return core;
  const prefix = `systems/${templateSettings.systemId}/`;
  if (!path.startsWith(prefix)) throw new NotImplementedInRuntime(`template "${path}" (only ${prefix}… and the generic core templates)`);
  return templateSettings.read(path.slice(prefix.length));
}

/**
 * One compilation of each template source for every client that shares `specs`. Every client (a
 * seat, a world booted by a node test) is fresh and compiles each template it renders: Handlebars
 * parses the source and writes a function from it, the same sources again and again. The first
 * client to compile a source leaves Handlebars' precompiled form of it in `specs`, and the others only
 * turn that into a function of their own (Step 17: npm test ≤ 8 minutes). What a template renders is
 * the same: the precompiled form is what Handlebars' own compile builds the function from, with the
 * same default options. Keyed by the source, so a changed file compiles anew.
 */
export function shareCompilation(specs: Map<string, string>): void {
  const compile = handlebars.compile.bind(handlebars);
  handlebars.compile = ((input: string, options?: CompileOptions) => {
    if (typeof input !== "string" || options !== undefined) return compile(input, options);
    let spec = specs.get(input);
    if (spec === undefined) {
      spec = String(handlebars.precompile(input));
      specs.set(input, spec);
    }
    return handlebars.template(new Function(`return ${spec};`)() as TemplateSpecification);
  }) as typeof handlebars.compile;
}

const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** Compile (once) and register as a partial under `id` (default: the path). */
export async function getTemplate(path: string, id?: string): Promise<Handlebars.TemplateDelegate> {
  let template = compiled.get(path);
  if (!template) {
    template = handlebars.compile(await templateSource(path));
    compiled.set(path, template);
  }
  handlebars.registerPartial(id ?? path, template);
  return template;
}

export async function loadTemplates(paths: string[] | Record<string, string>): Promise<Handlebars.TemplateDelegate[]> {
  if (Array.isArray(paths)) return Promise.all(paths.map((path) => getTemplate(path)));
  return Promise.all(Object.entries(paths).map(([id, path]) => getTemplate(path, id)));
}

/** Render with prototype access allowed, as Foundry does, so document getters work in templates. */
export async function renderTemplate(path: string, data: object = {}): Promise<string> {
  const template = await getTemplate(path);
  return template(data, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
}

/**
 * A fresh client: no template compiled and no partial registered (files may change between test
 * files, and a partial is there only once this client has loaded it).
 */
export function clearTemplateCache(): void {
  forgetTemplates([...compiled.keys()]);
  for (const name of Object.keys(handlebars.partials)) handlebars.unregisterPartial(name);
}

/** Forget these templates, as a client that has not loaded them yet: neither compiled nor registered as partials. */
export function forgetTemplates(paths: readonly string[]): void {
  for (const path of paths) {
    compiled.delete(path);
    handlebars.unregisterPartial(path);
  }
}

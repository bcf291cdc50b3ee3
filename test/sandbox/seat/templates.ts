/**
 * One compilation of each template for the whole table. Every seat is a fresh client that compiles
 * each template it renders (Handlebars parses the source and writes a function from it): the same
 * sources in every seat of every world a playthrough file starts. The seats are pages of the table's
 * origin, so the first seat to compile a source leaves Handlebars' precompiled form of it on the
 * table page, and the others only turn that into a function of their own (Step 17: npm test ≤ 8
 * minutes). What a template renders is the same: the precompiled form is what Handlebars' own
 * compile builds the function from, with the same default options.
 */
import { handlebars } from "../../runtime/handlebars.ts";

type TableWindow = Window & { sandboxTemplateSpecs?: Map<string, string> };

export function shareTemplateCompilation(table: Window): void {
  const specs = ((table as TableWindow).sandboxTemplateSpecs ??= new Map<string, string>());
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

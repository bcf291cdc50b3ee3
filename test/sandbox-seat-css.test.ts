/**
 * The sandbox seat's shell is dark with light text; its windows are light paper with dark text. A
 * shell colour given to a bare class the system's templates use too reaches into every window: the
 * Bastards specialty dialog's hint was the shell's muted grey on paper, hardly readable.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

function templates(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return templates(path);
    return name.endsWith(".hbs") ? [path] : [];
  });
}

describe("the sandbox seat's stylesheet", () => {
  it("a class the system's templates use never takes the shell's light text colour in a window", () => {
    const css = readFileSync(join(ROOT, "test/sandbox/seat/seat.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selectors, body]) => ({
      selectors: selectors!.split(",").map((selector) => selector.trim()),
      body: body!,
    }));
    const used = new Set(
      templates(join(ROOT, "templates")).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/class="([^"]*)"/g)].flatMap(([, names]) =>
          names!
            .replace(/\{\{[^}]*\}\}/g, " ")
            .split(/\s+/)
            .filter(Boolean),
        ),
      ),
    );
    const shellColoured = rules
      .filter((rule) => /(?:^|[^-])color:\s*var\(--shell-(?:ink|muted)\)/.test(rule.body))
      .flatMap((rule) => rule.selectors)
      .filter((selector) => !/[\s>]/.test(selector))
      .flatMap((selector) => [...selector.matchAll(/\.([\w-]+)/g)].map(([, name]) => name!))
      .filter((name) => used.has(name));
    expect(shellColoured.length, "a shell class shared with the templates is checked").toBeGreaterThan(0);
    const inWindows = new Set(rules.filter((rule) => /(?:^|[^-])color:/.test(rule.body)).flatMap((rule) => rule.selectors));
    expect(shellColoured.filter((name) => !inWindows.has(`.sandbox-window .${name}`))).toEqual([]);
  });
});

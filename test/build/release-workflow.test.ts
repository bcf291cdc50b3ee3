/**
 * The release workflow (.github/workflows/release.yml) is valid YAML that runs on a version tag and
 * calls the project's own scripts, and the rule that derives a release's manifest from its tag.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT, releaseManifestFields } from "../../scripts/build.mjs";

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push: { tags: string[] } };
  jobs: Record<string, { steps: Step[]; needs?: string }>;
}

const workflow = parse(readFileSync(join(ROOT, ".github", "workflows", "release.yml"), "utf8")) as Workflow;
const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

describe("the release workflow", () => {
  it("runs when a version tag is pushed", () => {
    expect(workflow.on.push.tags).toEqual(["v*"]);
  });

  it("installs, tests, packages and builds the site with the project's own scripts, in that order", () => {
    expect(runs).toEqual(["npm ci", "npm test", "npm run package", "npm run build:site"]);
    for (const run of runs.filter((line) => line.startsWith("npm run "))) expect(scripts[run.slice("npm run ".length)], run).toBeDefined();
  });

  it("packages with the pushed tag, so a tag that is not v<version> fails the release", () => {
    const packaging = steps.find((step) => step.run === "npm run package")!;
    expect(packaging.env?.["RELEASE_TAG"]).toBe("${{ github.ref_name }}");
  });

  it("attaches release/deckbound.zip and release/system.json, and publishes site/ to GitHub Pages", () => {
    const release = steps.find((step) => step.uses?.startsWith("softprops/action-gh-release@"))!;
    expect(release.with?.["files"]?.trim().split("\n")).toEqual(["release/deckbound.zip", "release/system.json"]);
    expect(steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"))?.with?.["path"]).toBe("site");
    expect(steps.some((step) => step.uses?.startsWith("actions/deploy-pages@"))).toBe(true);
  });
});

describe("a release's manifest follows from its tag", () => {
  it("tag v<version>: that version, the latest release's manifest, this version's zip", () => {
    expect(releaseManifestFields("v1.2.3", "1.2.3", "https://github.com/me/deckbound")).toEqual({
      version: "1.2.3",
      url: "https://github.com/me/deckbound",
      manifest: "https://github.com/me/deckbound/releases/latest/download/system.json",
      download: "https://github.com/me/deckbound/releases/download/v1.2.3/deckbound.zip",
    });
  });

  it("refuses a tag that is not v<version> of package.json", () => {
    expect(() => releaseManifestFields("v1.2.4", "1.2.3")).toThrow(/v1\.2\.3/);
    expect(() => releaseManifestFields("1.2.3", "1.2.3")).toThrow(/does not match/);
  });
});

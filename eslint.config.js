// Lint: typescript-eslint's recommended rules, plus the purity rule for src/rules
// (no Foundry global and no DOM in the rules folder; test/rules/purity.test.ts asserts it too).
import tseslint from "typescript-eslint";

const FOUNDRY_AND_DOM_GLOBALS = [
  "game", "foundry", "CONFIG", "CONST", "ui", "Hooks", "canvas", "fromUuid", "fromUuidSync",
  "Actor", "Item", "Cards", "ChatMessage", "Combat", "User",
  "document", "window", "HTMLElement", "Element", "navigator", "localStorage", "fetch",
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "build/**", "coverage/**", "test/screenshots/**"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_AND_DOM_GLOBALS.map((name) => ({
        name,
        message: "src/rules is pure: no Foundry globals and no DOM (see ARCHITECTURE principle 1).",
      }))],
      "no-restricted-imports": ["error", { patterns: ["**/foundry/**", "fvtt-types*", "**/rulesets/**"] }],
    },
  },
);

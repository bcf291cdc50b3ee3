// Lint: typescript-eslint's recommended rules, plus the purity rule for src/rules
// (no Foundry global and no DOM in the rules folder; test/rules/purity.test.ts asserts it too).
import tseslint from "typescript-eslint";

const FOUNDRY_AND_DOM_GLOBALS = [
  "game",
  "foundry",
  "CONFIG",
  "CONST",
  "ui",
  "Hooks",
  "canvas",
  "fromUuid",
  "fromUuidSync",
  "Actor",
  "Item",
  "Cards",
  "ChatMessage",
  "Combat",
  "User",
  "document",
  "window",
  "HTMLElement",
  "Element",
  "navigator",
  "localStorage",
  "fetch",
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
      "no-restricted-globals": [
        "error",
        ...FOUNDRY_AND_DOM_GLOBALS.map((name) => ({
          name,
          message: "src/rules is pure: no Foundry globals and no DOM (docs/ARCHITECTURE.md: rules are pure).",
        })),
      ],
      "no-restricted-imports": ["error", { patterns: ["**/foundry/**", "fvtt-types*", "**/rulesets/**"] }],
    },
  },
  {
    // The Director's exact odds build their lists with listOf (src/rules/director/lists.ts says why:
    // an array's map deoptimised the functions reading its result again and again).
    files: ["src/rules/director/{competition-odds,shared-deck,tie-break-odds,deck-sets,rows,lists}.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='map']",
          message:
            "In the Director's odds, build lists with listOf / listOfLength (src/rules/director/lists.ts): an array's map deoptimises its readers.",
        },
      ],
    },
  },
  {
    // A playthrough plays the sandbox as a person: it imports nothing from the system or the runtime
    // and runs no page JavaScript (helpers that start the sandbox live in test/sandbox/).
    files: ["test/playthrough/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/src/**", "**/src", "../../src/*"],
              message: "A playthrough imports nothing from src/: it plays the sandbox as a person would.",
            },
            {
              group: ["**/runtime/**", "**/test/runtime"],
              message: "A playthrough imports nothing from test/runtime/: it plays the sandbox as a person would.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[property.name=/^(evaluate|evaluateHandle|\\$eval|\\$\\$eval|exposeFunction|exposeBinding|addInitScript)$/]",
          message: "A playthrough runs no page JavaScript: click, type and read what the page shows.",
        },
      ],
    },
  },
);

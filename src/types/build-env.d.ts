// What the bundler replaces in the source (https://vite.dev/guide/env-and-mode): `import.meta.env.DEV`
// is false in the shipped deckbound.mjs (a production build) and true where vitest runs the source.
interface ImportMetaEnv {
  readonly DEV: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

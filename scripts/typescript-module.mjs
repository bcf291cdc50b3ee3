// Loading the project's TypeScript from a script, for as long as the script uses it.
import { createServer } from "vite";

/**
 * Load `path` (TypeScript) and run `use` with it. A dev server in middleware mode loads the
 * TypeScript and keeps loading the module's own dynamic imports until `use` is done (vite's
 * runnerImport closes its runner as soon as the module is imported: an import on demand then fails).
 */
export async function withTypeScriptModule(path, use) {
  const server = await createServer({
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, ws: false },
  });
  try {
    return await use(await server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}

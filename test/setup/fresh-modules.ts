/**
 * The node project runs a worker's files one after another in one process (vitest.config.ts:
 * `isolate: false`), which saves each file a new process and the test tooling's load. The system's
 * own modules must still start afresh for each file, as before: some hold what the first runtime
 * installed gave them (a sheet class made from that runtime's Application, a procedure loaded on
 * first use). So every file begins by dropping the module registry: the file's imports of `src/`
 * and of the test runtime load anew, while the externalised packages (Vitest, fast-check,
 * playwright-core) stay loaded.
 */
import { vi } from "vitest";

vi.resetModules();

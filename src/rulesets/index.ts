// Every ruleset's Foundry glue, imported for its registration side effect (see src/foundry/README.md).
import "./belmont/index.ts";
import "./director/index.ts";
import "./bastards/index.ts";
import "./doa/index.ts";
import "./fates52/index.ts";

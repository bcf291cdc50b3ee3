/** The rulesets the table fuzz plays: the five and the sample ruleset the shared layer is tested on. */
export const FUZZED_RULESETS = ["belmont", "director", "bastards", "doa", "fates52", "high-card"] as const;

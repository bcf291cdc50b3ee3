// The director ruleset's Foundry glue registers itself here (RulesetDefinition → rulesets.register).
// Being written now; see the ruleset's issue.
export {};

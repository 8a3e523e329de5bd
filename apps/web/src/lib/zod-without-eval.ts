// First, before any schema module: no evaluated code under the Content-Security-Policy.
//
// Zod builds faster object parsers with `new Function` when the page lets it, and probes for that with a
// `new Function` of its own. The Content-Security-Policy allows no evaluated code and reports even the
// caught probe as a violation, so the parsers are told not to try. main.tsx imports this module first,
// before any schema is made.
//
// Zod keeps its settings on one object of the global scope (`globalThis.__zod_globalConfig`, read by
// `z.config()` and by every parser): the setting is written there, so the first chunk does not load zod
// itself, which only the pages that validate something need. `zod-without-eval.test.ts` checks that zod
// still reads it there.

interface ZodGlobalConfig {
  jitless?: boolean;
}

const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
// Completed in place: whether zod has loaded already or not, it reads this very object.
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};

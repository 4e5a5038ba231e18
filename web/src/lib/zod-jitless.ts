/**
 * zod compiles its object parsers with `new Function` where it may, and probes for that first. The shop's
 * content security policy (script-src 'self') forbids it, so the probe only logs a policy violation on every
 * page with a form (Lighthouse's best practices count it). The browser parses without compiling; zod reads this
 * global when it loads, so this runs before any chunk that brings zod.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };

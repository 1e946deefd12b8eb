/**
 * Our Content-Security-Policy forbids eval, so zod's compiled parsers can never run in the browser.
 * Saying so before zod is used keeps it from probing with `new Function("")`, which every browser
 * reports as a CSP violation (a console issue, and Lighthouse's best-practices score). zod reads this
 * object whether it loads before or after; parsing is the same, only not compiled.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

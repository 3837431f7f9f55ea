// The shop's Content-Security-Policy allows no eval. Zod probes for it with `new Function` when it first builds an
// object schema, and the browser reports the refused probe as a CSP violation (Lighthouse's Best Practices counts
// it). The forms validate a few fields each, so Zod's compiled fast path buys nothing in the browser: Zod runs
// `jitless` here. Set through the global that Zod reads its configuration from when it loads (the one its copies
// share), so the first page's bundle carries none of Zod's code for it; zodWithoutEval.test.ts checks Zod takes it.
// Imported first by startApp.tsx: the setting must be in place before any schema module is evaluated.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};

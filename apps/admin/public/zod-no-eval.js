// Zod (the contracts' schemas the console's forms share with the API) probes `new Function` to
// compile fast parsers; under the shop's Content-Security-Policy (no 'unsafe-eval') that probe is
// a reported violation. Set before any module loads (a classic script runs before the deferred
// modules), zod parses without code generation. Same setting as the storefront's zod-no-eval.ts.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

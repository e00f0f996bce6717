/**
 * Zod (the contracts' schemas in the client bundle) probes `new Function` to compile fast
 * object parsers; under the shop's Content-Security-Policy (no 'unsafe-eval') the probe is a
 * reported violation. In the browser it parses without code generation instead. The server
 * keeps the compiled parsers: the API shares this zod and parses on every request.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core `config()` writes the
 * same object, and zod adopts one that exists when it loads), so this sets `jitless` without
 * importing zod: pages without a form do not download it (issue #15). It must run before any
 * schema is created, which is why root.tsx imports it: route modules evaluate after the root's.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== 'undefined') {
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}

// A module (imported for its effect), not a script.
export {};

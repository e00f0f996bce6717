/**
 * Zod (the contracts' schemas in the client bundle) probes `new Function` to compile fast
 * object parsers; under the shop's Content-Security-Policy (no 'unsafe-eval') the probe is a
 * reported violation. In the browser it parses without code generation instead. The server
 * keeps the compiled parsers: the API shares this zod and parses on every request.
 */
import { config } from 'zod/v4/core';

if (typeof document !== 'undefined') config({ jitless: true });

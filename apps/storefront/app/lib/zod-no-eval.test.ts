import { describe, expect, it, vi } from 'vitest';

describe('zod without eval in the browser', () => {
  it('sets jitless on the settings object zod reads, before zod is loaded and without importing it', async () => {
    const g = globalThis as { document?: unknown; __zod_globalConfig?: { jitless?: boolean } };
    const before = g.__zod_globalConfig?.jitless;
    g.document = {};
    try {
      // The unit tests share a worker (isolate: false): another file may have loaded this module
      // already (without a document, so it did nothing) — evaluate it afresh, as the page does.
      vi.resetModules();
      await import('./zod-no-eval');
      const { config } = await import('zod/v4/core');
      expect(config().jitless).toBe(true);
      // Object schemas are made without probing `new Function` (what the CSP reports).
      const { z } = await import('zod');
      let probes = 0;
      const probe = new Proxy(Function, {
        construct(target, args) {
          probes++;
          return Reflect.construct(target, args);
        },
      });
      const original = globalThis.Function;
      globalThis.Function = probe;
      try {
        expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
        expect(probes).toBe(0);
      } finally {
        globalThis.Function = original;
      }
    } finally {
      delete g.document;
      // The other files in the worker keep zod's compiled parsers, as the server does.
      if (g.__zod_globalConfig) g.__zod_globalConfig.jitless = before;
    }
  });
});

import { describe, expect, it } from 'vitest';

describe('zod without eval in the browser', () => {
  it('sets jitless on the settings object zod reads, before zod is loaded and without importing it', async () => {
    const g = globalThis as { document?: unknown; __zod_globalConfig?: unknown };
    g.document = {};
    try {
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
    }
  });
});

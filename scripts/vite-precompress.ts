/**
 * Brotli (best quality) and gzip (level 9) copies of each text file of a Vite build, next to it,
 * served as they are by the shop's server (@fastify/static preCompressed): built files never
 * change, so compressing them on every request (brotli at a low quality to keep that cheap) cost
 * CPU and sent more bytes to a phone than compressing once at the best setting (issue #15:
 * first-load JS). Used by the storefront's client build and the console's build.
 */
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** `environment`: only that build environment's output (the storefront's `client`, not its server build). */
export function precompressBuild(opts: { name: string; environment?: string }): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: opts.name,
    apply: 'build',
    async writeBundle(options, bundle) {
      if ((opts.environment && this.environment.name !== opts.environment) || !options.dir) return;
      const dir = options.dir;
      const files = Object.values(bundle).filter((f) => /\.(js|css|svg|json)$/.test(f.fileName));
      await Promise.all(
        files.map(async (f) => {
          const source = Buffer.from(f.type === 'chunk' ? f.code : f.source);
          if (source.length < 1024) return;
          const file = path.join(dir, f.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

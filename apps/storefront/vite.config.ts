import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * Modules whose exports are plain data worked out at build time: the client build gets their
 * values as literals instead of the code (and the imports) that computes them. The route index
 * is computed from THE route table, the client's error rules from THE error catalogue; shipping
 * them as code would ship every page's title, keywords and description, and every error message,
 * with them (issue #15: 6 and 7 KB gzip of every first load). The values are read by running
 * each module through Vite's module runner, as the server build would.
 */
function dataAsLiterals(files: string[]): Plugin {
  const literals = new Map<string, Promise<string>>();
  const literalsOf = (file: string) => {
    let code = literals.get(file);
    if (!code) {
      code = runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'warn' }).then(({ module }) =>
        Object.entries(module)
          .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
          .join('\n'),
      );
      literals.set(file, code);
    }
    return code;
  };
  return {
    name: 'shop:data-as-literals',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?', 1)[0];
      if (this.environment.name !== 'client' || !files.includes(file)) return null;
      return literalsOf(file);
    },
  };
}

/**
 * Brotli (best quality) and gzip (level 9) copies of each text file of the client build, next to
 * it, served as they are by the server (@fastify/static preCompressed): built files never change,
 * so compressing them on every request (brotli at a low quality to keep that cheap) cost CPU and
 * sent more bytes to a phone than compressing once at the best setting (issue #15: first-load JS).
 */
function precompressClientBuild(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'shop:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
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

const app = (file: string) => path.resolve(import.meta.dirname, 'app', file);

export default defineConfig({
  plugins: [dataAsLiterals([app('lib/route-index-data.ts'), app('lib/client-error-rules.ts')]), reactRouter(), precompressClientBuild()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  // The shared contracts are TypeScript sources in the workspace: bundle them into the server build.
  ssr: { noExternal: ['@shop/contracts'] },
  build: { target: 'es2022' },
});

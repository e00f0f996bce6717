/**
 * The back-office console (issue #16): a single-page app built into apps/admin/dist and served
 * by the shop's own server under /admin/ (apps/server/src/admin-console.ts). `npm run build`
 * builds it with the storefront; `npm run dev -w @shop/admin` is Vite's own dev server with hot
 * reload on :5173, passing /api to the shop on :3000.
 */
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { constants as zlib, brotliCompress, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Brotli and gzip copies of each text file, served as they are (@fastify/static preCompressed), as the storefront's build does. */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'admin:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
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

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      // @refinedev/antd is one flat file importing its Markdown field's libraries (CommonJS, so
      // kept as if they had side effects) and its form helpers: the console uses none of them.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules\/(react-markdown|remark-[^/]+|micromark[^/]*|mdast-[^/]+|unist-[^/]+|hast-[^/]+|property-information|sunflower-antd|@ant-design\/pro-[^/]+)\//.test(
            id,
          ),
      },
      onwarn(warning, warn) {
        // antd marks its modules "use client" for React Server Components; meaningless in a browser-only build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

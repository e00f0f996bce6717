/**
 * The back-office console (issue #16): a single-page app built into apps/admin/dist and served
 * by the shop's own server under /admin/ (apps/server/src/admin-console.ts). `npm run build`
 * builds it with the storefront; `npm run dev -w @shop/admin` is Vite's own dev server with hot
 * reload on :5173, passing /api to the shop on :3000.
 */
import { defineConfig } from 'vite';
import { precompressBuild } from '../../scripts/vite-precompress.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [precompressBuild({ name: 'admin:precompress' })],
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

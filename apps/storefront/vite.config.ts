import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import path from 'node:path';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  // The shared contracts are TypeScript sources in the workspace: bundle them into the server build.
  ssr: { noExternal: ['@shop/contracts'] },
  build: { target: 'es2022' },
});

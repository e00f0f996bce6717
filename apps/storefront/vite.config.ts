import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import path from 'node:path';

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

const app = (file: string) => path.resolve(import.meta.dirname, 'app', file);

export default defineConfig({
  plugins: [dataAsLiterals([app('lib/route-index-data.ts'), app('lib/client-error-rules.ts')]), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  // The shared contracts are TypeScript sources in the workspace: bundle them into the server build.
  ssr: { noExternal: ['@shop/contracts'] },
  build: { target: 'es2022' },
});

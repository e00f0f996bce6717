import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import path from 'node:path';
import { precompressBuild } from '../../scripts/vite-precompress.ts';

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
 * How the client build is cut into files (issue #15: first-load JS). Left to the bundler, each
 * set of route modules (and lazily loaded parts) sharing a module gets a chunk of its own: a
 * page's first load was ~25 files, many of a few hundred bytes, each compressed on its own (a
 * small file compresses badly) and each with its own import lines. Instead:
 *  - react: React, React DOM and React Router, which every page loads and which change only
 *    with their versions, so that a release of the shop does not make browsers fetch them again;
 *  - shell: root.tsx and the app's modules it imports statically: every page loads them first
 *    whatever it is;
 *  - one chunk per route module with the modules only that route imports statically, also when
 *    parts of the page loaded later (lazy panels, dialogs) import them too: the page has them
 *    already when those parts load.
 * Modules that several routes share, and those only lazily loaded parts import, stay as the
 * bundler splits them.
 */
function chunkPlan(rootFile: string) {
  const shell = new Set<string>();
  const routeOf = new Map<string, string | null>();
  const ownId = (id: string) => id.includes('/node_modules/') || id.startsWith('\0');
  const plugin: Plugin = {
    name: 'shop:chunk-plan',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const deps = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reach = (from: string, into: Set<string>, skip: (id: string) => boolean) => {
        for (const next of deps(from)) {
          if (into.has(next) || skip(next)) continue;
          into.add(next);
          reach(next, into, skip);
        }
      };
      shell.clear();
      shell.add(rootFile);
      reach(rootFile, shell, ownId);
      // What the shell chunk ends up holding: the bundler puts a captured module's dependencies
      // (React, React Router) in with it.
      const inShell = new Set(shell);
      reach(rootFile, inShell, () => false);
      routeOf.clear();
      const names = new Set<string>();
      for (const id of this.getModuleIds()) {
        const file = id.split('?', 1)[0];
        if (!this.getModuleInfo(id)?.isEntry || !id.includes('?__react-router-build-client-route') || file === rootFile) continue;
        const base = path.basename(file).replace(/\.[jt]sx?$/, '');
        let name = base;
        for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
        names.add(name);
        const own = new Set<string>();
        reach(id, own, (m) => inShell.has(m) || ownId(m));
        for (const m of own) routeOf.set(m, routeOf.has(m) && routeOf.get(m) !== name ? null : name);
      }
      // The bundler puts a captured module's dependencies in its chunk too: a module joins its
      // route's chunk only if everything it imports is in the shell or in that chunk as well.
      for (let changed = true; changed; ) {
        changed = false;
        for (const [m, name] of routeOf) {
          if (name === null) continue;
          if (deps(m).some((d) => !inShell.has(d) && routeOf.get(d) !== name)) {
            routeOf.set(m, null);
            changed = true;
          }
        }
      }
    },
  };
  return {
    plugin,
    groups: [
      // React, React DOM and React Router (with the bundler's CommonJS helpers for React): the
      // same on every page and unchanged by the shop's own releases, so kept apart from the shell.
      { name: 'react', test: /\/node_modules\/(react|react-dom|react-router|scheduler)\/|^\0rolldown\/runtime/ },
      { name: 'shell', test: (id: string) => shell.has(id) && !id.endsWith('.css') },
      { name: (id: string) => (id.endsWith('.css') ? null : (routeOf.get(id) ?? null)) },
    ],
  };
}

const app = (file: string) => path.resolve(import.meta.dirname, 'app', file);
const chunks = chunkPlan(app('root.tsx'));

export default defineConfig({
  plugins: [
    dataAsLiterals([app('lib/route-index-data.ts'), app('lib/client-error-rules.ts')]),
    reactRouter(),
    chunks.plugin,
    precompressBuild({ name: 'shop:precompress', environment: 'client' }),
  ],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  // The shared contracts are TypeScript sources in the workspace: bundle them into the server build.
  ssr: { noExternal: ['@shop/contracts'] },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } } },
    },
    // The server build stays one file: entry.server.tsx finds the client build next to the file
    // it is in (import.meta.url), and a module that lazily loaded parts share with the route
    // modules (root.tsx's useRootData) would otherwise move it into a shared chunk elsewhere.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
  },
});

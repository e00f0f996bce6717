#!/usr/bin/env node
// The server and API ahead of time (issue #15 item 1): apps/server/src/main.ts and the workspace
// packages it imports (@shop/api, @shop/contracts, @shop/db, TypeScript) bundled by esbuild into
// plain JavaScript under apps/server/dist, which `npm start`, the bench and the browser tests
// run with no compiler in the process. Packages from npm stay outside the bundle and load from
// node_modules as they are. Dynamic imports become their own chunks, so the cluster primary
// still loads only what supervising needs. A few seconds; `npm run dev` keeps running the source.
// `node scripts/build-server.mjs` builds; start, bench and the tests call ensureServerBuild().
import { build } from 'esbuild';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(root, 'apps/server/dist');

/**
 * Bare imports other than the workspace's own @shop/* packages load from node_modules. A
 * package npm installed inside a workspace (apps/api/node_modules: a version that differs from
 * the root's) is not found by its name from apps/server/dist, so it is imported by its path.
 */
const rootModules = path.join(root, 'node_modules') + path.sep;
const workspacesWithOwnModules = ['apps', 'packages']
  .flatMap((dir) => readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name)))
  .filter((dir) => existsSync(path.join(dir, 'node_modules')))
  .map((dir) => dir + path.sep);
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@shop/') || args.pluginData === 'resolving') return undefined;
      if (!workspacesWithOwnModules.some((dir) => args.resolveDir.startsWith(dir))) return { path: args.path, external: true };
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
      const nested = found.path && !found.external && found.path.includes(`${path.sep}node_modules${path.sep}`) && !found.path.startsWith(rootModules);
      return { path: nested ? found.path : args.path, external: true };
    });
  },
};

/** Builds into a folder of its own, then swaps it in: a server starting meanwhile never sees half a build. */
export async function buildServer() {
  const started = Date.now();
  const outdir = `${SERVER_DIST}.tmp-${process.pid}`;
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/server/src/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // Error names and stack frames stay readable in the logs.
    keepNames: true,
    plugins: [npmPackagesExternal],
    metafile: true,
    logLevel: 'warning',
  });
  // Node's ES module resolution is stricter than the bundler's (no extension guessing): every
  // import left outside the bundle must load as written, or the build fails here, not at start.
  const unresolved = Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path))
    .filter((spec, i, all) => all.indexOf(spec) === i)
    .filter((spec) => {
      try {
        // resolve() answers a path without checking a file is there; loading would.
        const url = import.meta.resolve(spec);
        return url.startsWith('file:') && !statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile();
      } catch {
        return true;
      }
    });
  if (unresolved.length) {
    rmSync(outdir, { recursive: true, force: true });
    throw new Error(`服务端构建：这些导入在 Node 中无法解析（请写出完整路径，如 pkg/file.js）：${unresolved.join(', ')}`);
  }
  rmSync(SERVER_DIST, { recursive: true, force: true });
  renameSync(outdir, SERVER_DIST);
  return Date.now() - started;
}

/** The sources the bundle is made of: a build older than any of them is out of date. */
const SOURCE_DIRS = ['apps/server/src', 'apps/api/src', ...readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}/src`)];

function newestSourceMs() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return newest;
}

/** Builds the server unless apps/server/dist is newer than every source file; answers whether it built. */
export async function ensureServerBuild() {
  const main = path.join(SERVER_DIST, 'main.js');
  if (existsSync(main) && statSync(main).mtimeMs >= newestSourceMs()) return false;
  await buildServer();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`服务端已构建：apps/server/dist（${ms} ms）`);
}

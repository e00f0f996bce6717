/**
 * `npm run check:architecture` (part of `npm test`): the module structure rules of
 * architecture-rules.ts, checked on the code.
 *
 * - imports: dependency-cruiser with the forbidden rules (module internals, storefront → API
 *   or database, contracts → apps, platform → modules);
 * - module cycles: the module-to-module graph (type imports included) has no cycle (reported as
 *   the group of modules that reach one another);
 * - tables: a module queries only the tables whose schema file names it as `@owner`;
 * - the seam: storefront code names no /api path in a string (it calls the endpoint table).
 *
 * Violations already known when a rule was introduced are listed in known-violations.json: the
 * check fails on any new one, and on a listed one that is gone (so the list only shrinks).
 * `--update` rewrites the list; `--stats` prints the counts the closing notes report.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { forbidden, hasApiPathLiteral, moduleOf, MODULES_DIR, ownerDeclaredIn, STOREFRONT_DIR, tablesDeclaredIn, tablesUsedIn } from './architecture-rules.ts';

export interface ArchitectureOptions {
  /** Folders cruised, relative to root. */
  sources: string[];
  /** The drizzle schema folder, relative to root. */
  schemaDir: string;
}

export interface ArchitectureReport {
  violations: string[];
  /** docs/module-map.md as the code says it should read. */
  moduleMap: string;
  counts: { moduleInternalImports: number; moduleCycles: number; foreignTableQueries: number; otherImportRules: number; storefrontApiLiterals: number };
}

export const SHOP: ArchitectureOptions = {
  sources: ['apps/api/src', 'apps/server/src', 'apps/storefront/app', 'packages/contracts/src', 'packages/db/src'],
  schemaDir: 'packages/db/src/schema',
};

export async function checkArchitecture(root: string, opts: ArchitectureOptions = SHOP): Promise<ArchitectureReport> {
  const tsConfigFile = path.join(root, 'tsconfig.json');
  const out = await cruise(
    opts.sources,
    {
      baseDir: root,
      ruleSet: { forbidden },
      validate: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['node_modules', '/build/', '\\.react-router/'] },
      tsPreCompilationDeps: true,
      ...(existsSync(tsConfigFile) ? { tsConfig: { fileName: tsConfigFile } } : {}),
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    },
    undefined,
    existsSync(tsConfigFile) ? { tsConfig: extractTSConfig(tsConfigFile) } : undefined,
  );
  const result = out.output as ICruiseResult;

  const importViolations = result.summary.violations.map((v) => `import ${v.rule.name}: ${v.from} -> ${v.to}`);
  const edges = moduleEdges(result);
  const cycles = moduleCycles(edges);
  const ownership = tableOwnership(root, opts);
  const sources = result.modules.map((m) => m.source);
  const tables = foreignTableQueries(root, ownership, sources);
  const literals = sources
    .filter((f) => f.startsWith(STOREFRONT_DIR) && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => hasApiPathLiteral(readFileSync(path.join(root, f), 'utf8')))
    .map((f) => `api path literal: ${f}`);
  return {
    violations: [...importViolations, ...cycles.map((c) => `cycle among modules: ${c.join(', ')}`), ...tables, ...literals].sort(),
    moduleMap: renderModuleMap(root, edges, ownership),
    counts: {
      moduleInternalImports: importViolations.filter((v) => v.startsWith('import module-internals:')).length,
      otherImportRules: importViolations.filter((v) => !v.startsWith('import module-internals:')).length,
      moduleCycles: cycles.length,
      foreignTableQueries: tables.length,
      storefrontApiLiterals: literals.length,
    },
  };
}

type ModuleEdges = Map<string, Set<string>>;

/** Module → modules it imports (type imports included). */
function moduleEdges(result: ICruiseResult): ModuleEdges {
  const edges: ModuleEdges = new Map();
  for (const m of result.modules) {
    const from = moduleOf(m.source);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const d of m.dependencies) {
      const to = moduleOf(d.resolved);
      if (to && to !== from) edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** Each group of modules that reach one another through imports (Tarjan's strongly connected components), sorted. */
function moduleCycles(edges: ModuleEdges): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!idx.has(v)) visit(v);
  return groups.sort((a, b) => a.join().localeCompare(b.join()));
}

interface TableOwnership {
  /** Table key → owning module. */
  owners: Map<string, string>;
  tables: { key: string; sqlName: string }[];
}

/** Who owns which table, from the `@owner` tag of each schema file. */
function tableOwnership(root: string, opts: ArchitectureOptions): TableOwnership {
  const schemaDir = path.join(root, opts.schemaDir);
  const owners = new Map<string, string>();
  const tables: { key: string; sqlName: string }[] = [];
  for (const f of readdirSync(schemaDir).filter((n) => n.endsWith('.ts') && n !== 'index.ts')) {
    const source = readFileSync(path.join(schemaDir, f), 'utf8');
    const declared = tablesDeclaredIn(source);
    if (declared.length === 0) continue;
    const owner = ownerDeclaredIn(source);
    if (!owner) throw new Error(`${opts.schemaDir}/${f} declares tables but names no @owner module`);
    for (const t of declared) {
      owners.set(t.key, owner);
      tables.push(t);
    }
  }
  return { owners, tables };
}

/**
 * docs/module-map.md: the module dependency picture (Mermaid) and each module's tables, both
 * generated from the code, so the check can tell when the checked-in copy is stale.
 */
function renderModuleMap(root: string, edges: ModuleEdges, { owners, tables }: TableOwnership): string {
  const modules = [...new Set([...edges.keys(), ...owners.values()])].sort();
  const lines = [
    '# Module map',
    '',
    '<!-- Generated by `npm run check:architecture -- --update` from the code; `npm test` fails when it is stale. -->',
    '',
    'Which API module imports which (type imports included). An arrow is a dependency; a module is',
    'used only through its `index.ts`. See docs/architecture.md for what each module provides and needs.',
    '',
    '```mermaid',
    'graph LR',
  ];
  for (const m of modules) {
    const to = [...(edges.get(m) ?? [])].sort();
    if (to.length === 0) lines.push(`  ${m.replace(/-/g, '_')}[${m}]`);
    for (const t of to) lines.push(`  ${m.replace(/-/g, '_')}[${m}] --> ${t.replace(/-/g, '_')}[${t}]`);
  }
  lines.push('```', '', '| module | folder | tables it owns |', '|---|---|---|');
  for (const m of modules) {
    const owned = tables.filter((t) => owners.get(t.key) === m).map((t) => `\`${t.sqlName}\``);
    const folder = existsSync(path.join(root, MODULES_DIR, m)) ? `\`${MODULES_DIR}${m}/\`` : '—';
    lines.push(`| ${m} | ${folder} | ${owned.join(', ') || '—'} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** `table: <file> queries <table> (owner <module>)` for each module file querying another module's table. */
function foreignTableQueries(root: string, { owners, tables }: TableOwnership, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const mod = moduleOf(file);
    if (!mod || !/\.tsx?$/.test(file)) continue;
    for (const table of tablesUsedIn(readFileSync(path.join(root, file), 'utf8'), tables)) {
      const owner = owners.get(table)!;
      if (owner !== mod) found.push(`table: ${file} queries ${table} (owner ${owner})`);
    }
  }
  return found;
}

const KNOWN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'known-violations.json');
const MODULE_MAP = 'docs/module-map.md';

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const report = await checkArchitecture(root);
  if (process.argv.includes('--stats')) console.log(JSON.stringify(report.counts));
  const mapFile = path.join(root, MODULE_MAP);
  if (process.argv.includes('--update')) {
    writeFileSync(KNOWN, `${JSON.stringify(report.violations, null, 2)}\n`);
    writeFileSync(mapFile, report.moduleMap);
    console.log(`known-violations.json: ${report.violations.length} entries; ${MODULE_MAP} written`);
    return;
  }
  const staleMap = !existsSync(mapFile) || readFileSync(mapFile, 'utf8') !== report.moduleMap;
  if (staleMap) console.error(`✗ ${MODULE_MAP} is stale: npm run check:architecture -- --update`);
  const known = new Set<string>(existsSync(KNOWN) ? JSON.parse(readFileSync(KNOWN, 'utf8')) : []);
  const added = report.violations.filter((v) => !known.has(v));
  const gone = [...known].filter((v) => !report.violations.includes(v));
  for (const v of added) console.error(`✗ ${v}`);
  for (const v of gone) console.error(`✓ fixed, remove from known-violations.json (npm run check:architecture -- --update): ${v}`);
  const c = report.counts;
  console.log(
    `architecture: ${c.moduleInternalImports} imports of module internals, ${c.moduleCycles} module cycles, ${c.foreignTableQueries} queries of another module's tables, ${c.otherImportRules} other import violations, ${c.storefrontApiLiterals} storefront files naming an /api path (${known.size} known)`,
  );
  if (added.length || gone.length || staleMap) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

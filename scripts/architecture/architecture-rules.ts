/**
 * The rules that keep the module structure easy to see (issue #13): what may import what,
 * and whose tables a module may query. Read by check-architecture.ts, which also runs them
 * against the fixture under ./fixture in its unit test, so that each rule is shown to bite.
 */
import type { IForbiddenRuleType } from 'dependency-cruiser';

/** Feature modules live here; the first folder under it names the module. */
export const MODULES_DIR = 'apps/api/src/modules/';

/** The module a file belongs to, or null for files outside any module (platform, adapters, app.ts). */
export function moduleOf(file: string): string | null {
  if (!file.startsWith(MODULES_DIR)) return null;
  const name = file.slice(MODULES_DIR.length).split('/')[0];
  return name && !name.includes('.') ? name : null;
}

/** Import rules, in dependency-cruiser's terms. */
export const forbidden: IForbiddenRuleType[] = [
  {
    name: 'module-internals',
    comment: 'A module is used through its index.ts (what it declares it provides), never through another file of it.',
    severity: 'error',
    from: { path: `^${MODULES_DIR}([^/]+)/` },
    to: { path: `^${MODULES_DIR}[^/]+/`, pathNot: [`^${MODULES_DIR}$1/`, `^${MODULES_DIR}[^/]+/index\\.ts$`] },
  },
  {
    name: 'storefront-no-server-code',
    comment: 'The storefront talks to the API over HTTP and shares only packages/contracts: no API or database code in the browser bundle.',
    severity: 'error',
    from: { path: '^apps/storefront/' },
    to: { path: '^(apps/api|apps/server|packages/db)/' },
  },
  {
    name: 'storefront-calls-through-refs',
    comment:
      "The storefront calls the API through endpoint references (@shop/contracts/endpoint-refs/*): the definitions carry every call's zod schemas, which would ship in the pages' JavaScript.",
    severity: 'error',
    from: { path: '^apps/storefront/app/', pathNot: '\\.test\\.tsx?$' },
    to: { path: '^packages/contracts/src/endpoints/' },
  },
  {
    name: 'contracts-stay-pure',
    comment: 'packages/contracts is shared by browser and server: it imports neither.',
    severity: 'error',
    from: { path: '^packages/contracts/' },
    to: { path: '^(apps|packages/db)/' },
  },
  {
    name: 'platform-not-modules',
    comment: 'The platform layer serves every module and knows none of them.',
    severity: 'error',
    from: { path: '^apps/api/src/platform/' },
    to: { path: `^${MODULES_DIR}` },
  },
];

/** Table declarations in a drizzle schema file: JS name and SQL name. */
export function tablesDeclaredIn(source: string): { key: string; sqlName: string }[] {
  return [...source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => ({ key: m[1]!, sqlName: m[2]! }));
}

/** A schema file names its owning module in a `@owner <module>` line of its header comment. */
export function ownerDeclaredIn(source: string): string | null {
  return /@owner\s+([a-z][a-z0-9-]*)/.exec(source)?.[1] ?? null;
}

/** Tables a source file queries: through drizzle (`schema.orders`) or by SQL name in raw SQL. */
export function tablesUsedIn(source: string, tables: readonly { key: string; sqlName: string }[]): string[] {
  const used = new Set<string>();
  for (const m of source.matchAll(/\bschema\.(\w+)/g)) used.add(m[1]!);
  for (const t of tables) {
    if (new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\\s+${t.sqlName}\\b`, 'i').test(source)) used.add(t.key);
  }
  return [...used].filter((k) => tables.some((t) => t.key === k)).sort();
}

/** Storefront code calls the API through the endpoint table (@shop/contracts/endpoints), never by a path string. */
export const STOREFRONT_DIR = 'apps/storefront/app/';

/** Whether a storefront source names an API path in a string literal ('/api/…', "/api/…" or `/api/…`). */
export function hasApiPathLiteral(source: string): boolean {
  return /['"`]\/api\//.test(source);
}

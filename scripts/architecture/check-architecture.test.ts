/**
 * The architecture rules bite: run on a small fixture tree with one of each bad thing
 * (an import of another module's internals, a module cycle, a query of another module's
 * table by drizzle and by raw SQL, the storefront importing API code or an endpoint definition
 * (schemas) instead of its reference, the platform importing a
 * module, contracts importing database code) and one of each
 * allowed thing, the check reports exactly the bad ones.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkArchitecture, SHOP } from './check-architecture.ts';
import { moduleOf, ownerDeclaredIn, tablesUsedIn } from './architecture-rules.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');

describe('architecture check', () => {
  it('reports each planted violation and nothing else', async () => {
    const report = await checkArchitecture(fixture, SHOP);
    expect(report.violations).toEqual([
      'api path literal: apps/storefront/app/page.ts',
      'cycle among modules: alpha, beta',
      'import contracts-stay-pure: packages/contracts/src/shared.ts -> packages/db/src/schema/alpha.ts',
      'import module-internals: apps/api/src/modules/beta/index.ts -> apps/api/src/modules/alpha/alpha-rules.ts',
      'import platform-not-modules: apps/api/src/platform/hooks.ts -> apps/api/src/modules/alpha/index.ts',
      'import storefront-calls-through-refs: apps/storefront/app/page.ts -> packages/contracts/src/endpoints/alpha.ts',
      'import storefront-no-server-code: apps/storefront/app/page.ts -> apps/api/src/modules/alpha/index.ts',
      'table: apps/api/src/modules/beta/beta.repository.ts queries alphaThings (owner alpha)',
    ]);
    expect(report.counts).toEqual({ moduleInternalImports: 1, otherImportRules: 4, moduleCycles: 1, foreignTableQueries: 1, storefrontApiLiterals: 1 });
  }, 60_000);

  it('names the module of a file by its first folder under modules/', () => {
    expect(moduleOf('apps/api/src/modules/order/lifecycle/order-queries.ts')).toBe('order');
    expect(moduleOf('apps/api/src/modules/index.ts')).toBeNull();
    expect(moduleOf('apps/api/src/platform/csrf.ts')).toBeNull();
  });

  it('reads the owner tag and finds tables used by drizzle name or raw SQL', () => {
    expect(ownerDeclaredIn('/** Orders. @owner order (apps/api/src/modules/order). */')).toBe('order');
    expect(ownerDeclaredIn('/** no tag */')).toBeNull();
    const tables = [
      { key: 'orders', sqlName: 'orders' },
      { key: 'starCoinEntries', sqlName: 'star_coin_entries' },
    ];
    expect(tablesUsedIn('db.select().from(schema.orders)', tables)).toEqual(['orders']);
    expect(tablesUsedIn('sql`SELECT 1 FROM star_coin_entries WHERE x`', tables)).toEqual(['starCoinEntries']);
    // A word in prose or an unknown schema key is not a query.
    expect(tablesUsedIn('// the orders of a member; schema.unknownThing', tables)).toEqual([]);
  });
});

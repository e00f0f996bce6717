import { inject } from 'vitest';

/**
 * This worker's database: global-setup.ts made one copy per worker, and VITEST_POOL_ID
 * (1 … the run's worker count) picks it, so two files running at once never share one.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(poolId - 1) % urls.length];
}

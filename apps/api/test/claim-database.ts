/**
 * Runs before each API test file (vitest.config.ts setupFiles): the worker's database copy,
 * claimed once per process, and a check once the file's own afterAll hooks have run (with
 * sequence.hooks 'stack', the default, the setup file's afterAll runs last) that the file closed
 * every connection it opened to the copy.
 */
import { afterAll } from 'vitest';
import { claimTestDatabase, sessionsLeftOpen } from './test-database.ts';

await claimTestDatabase();

afterAll(async () => {
  const left = await sessionsLeftOpen();
  if (left.length) {
    throw new Error(`This file left ${left.length} database session(s) open (close its apps, pools and job runners in afterAll): ${left.join(', ')}`);
  }
});

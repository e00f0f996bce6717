import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * This worker's database: global-setup.ts made copies of the seeded database, and each
 * worker process claims one for as long as it lives (an exclusive lock file holding its pid),
 * so two files running at once never share one. Vitest's pool ids were not enough: a run
 * with two workers saw two files write to the same copy.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  if (urls.length === 1) return urls[0];
  const claimed = (globalThis as { __shopTestDatabase?: string }).__shopTestDatabase;
  if (claimed) return claimed;
  const dir = inject('databaseLockDir');
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < urls.length; i++) {
    const lock = join(dir, `copy-${i + 1}.lock`);
    if (!claim(lock)) continue;
    process.once('exit', () => {
      try {
        unlinkSync(lock);
      } catch {
        // Already gone: global setup clears the folder at the next run.
      }
    });
    (globalThis as { __shopTestDatabase?: string }).__shopTestDatabase = urls[i];
    return urls[i];
  }
  throw new Error(`All ${urls.length} test database copies are taken (${dir}): more workers than copies`);
}

/** Takes the lock file, or takes it over from a process that ended without letting it go. */
function claim(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch {
      if (alive(Number(readOr(lock)))) return false;
      try {
        unlinkSync(lock);
      } catch {
        // Another worker took it over first: try the next copy.
        return false;
      }
    }
  }
  return false;
}

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

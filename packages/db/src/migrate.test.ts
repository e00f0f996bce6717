import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const migrations = path.resolve(import.meta.dirname, '../migrations');
const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };

describe('the migration journal', () => {
  // Drizzle's migrator applies to a database only the migrations whose `when` is later than the
  // newest one applied there: one dated earlier than its predecessor would be skipped for good on
  // every existing database (and applied only on new ones).
  it('dates every migration later than the one before it', () => {
    for (let i = 1; i < journal.entries.length; i++) {
      const [before, entry] = [journal.entries[i - 1]!, journal.entries[i]!];
      expect(entry.when, `${entry.tag} after ${before.tag}`).toBeGreaterThan(before.when);
    }
  });

  it('numbers the migrations in order, each with its SQL file', () => {
    // (0013 was never used: the numbers rise, with a gap.)
    const numbers = journal.entries.map((entry) => Number(entry.tag.slice(0, 4)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(numbers);
    journal.entries.forEach((entry) => {
      expect(readFileSync(path.join(migrations, `${entry.tag}.sql`), 'utf8').length).toBeGreaterThan(0);
    });
  });
});

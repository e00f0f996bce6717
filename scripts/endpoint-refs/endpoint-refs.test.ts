import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../packages/contracts/src/endpoints/index.ts';
import { DEFINITIONS_DIR, REFS_DIR, renderEndpointRefs } from './endpoint-refs.ts';

describe('endpoint references (packages/contracts/src/endpoint-refs)', () => {
  it('are what the definitions generate (else: npm run generate:endpoint-refs)', async () => {
    const rendered = await renderEndpointRefs();
    expect(readdirSync(REFS_DIR).sort()).toEqual([...rendered.keys()].sort());
    for (const [file, text] of rendered) expect(readFileSync(path.join(REFS_DIR, file), 'utf8'), file).toBe(text);
  });

  it('hold, table by table, the method and path of every definition and nothing else', async () => {
    let count = 0;
    for (const file of readdirSync(REFS_DIR)) {
      const refs = (await import(pathToFileURL(path.join(REFS_DIR, file)).href)) as Record<string, Record<string, object>>;
      const defs = (await import(pathToFileURL(path.join(DEFINITIONS_DIR, file)).href)) as Record<string, Record<string, { method: string; path: string }>>;
      for (const [table, entries] of Object.entries(refs)) {
        expect(Object.keys(entries), `${file} ${table}`).toEqual(Object.keys(defs[table] ?? {}));
        for (const [key, ref] of Object.entries(entries)) {
          expect(ref, `${table}.${key}`).toEqual({ method: defs[table]![key]!.method, path: defs[table]![key]!.path });
          count++;
        }
      }
    }
    expect(count).toBe(ALL_ENDPOINTS.length);
  });

  it('carry no schema: a reference module imports the definitions as types only', () => {
    for (const file of readdirSync(REFS_DIR)) {
      const text = readFileSync(path.join(REFS_DIR, file), 'utf8');
      expect(text, file).not.toMatch(/^import \{[^}]*\} from '\.\.\/endpoints\//m);
      expect(text, file).not.toMatch(/from 'zod'/);
    }
    expect(existsSync(REFS_DIR)).toBe(true);
  });
});

/**
 * `npm run generate:endpoint-refs`: writes packages/contracts/src/endpoint-refs/ from the
 * endpoint definitions (see endpoint-refs.ts). Run it after adding or changing a definition;
 * the unit test next to this file fails while the references are stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFS_DIR, renderEndpointRefs } from './endpoint-refs.ts';

const rendered = await renderEndpointRefs();
mkdirSync(REFS_DIR, { recursive: true });
for (const stale of readdirSync(REFS_DIR)) if (!rendered.has(stale)) rmSync(path.join(REFS_DIR, stale));
for (const [file, text] of rendered) writeFileSync(path.join(REFS_DIR, file), text);
console.log(`${rendered.size} reference files written to ${path.relative(process.cwd(), REFS_DIR)}`);

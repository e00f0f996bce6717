/**
 * Renders packages/contracts/src/endpoint-refs/<group>.ts from the endpoint definitions in
 * packages/contracts/src/endpoints/<group>.ts: for every exported table of definitions, the same
 * table of references (method + path at runtime, the definition's types through `import type`).
 * The storefront imports the references, so its bundle carries no zod schema of a call.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFINITIONS_DIR = path.join(root, 'packages/contracts/src/endpoints');
export const REFS_DIR = path.join(root, 'packages/contracts/src/endpoint-refs');

interface Definition {
  method: string;
  path: string;
  data: unknown;
}

const isDefinition = (v: unknown): v is Definition =>
  typeof v === 'object' && v !== null && typeof (v as Definition).method === 'string' && typeof (v as Definition).path === 'string' && 'data' in v;

/** The exported tables of definitions of one module, in export order. */
function tablesOf(mod: Record<string, unknown>): [string, Record<string, Definition>][] {
  return Object.entries(mod).filter(
    (entry): entry is [string, Record<string, Definition>] =>
      typeof entry[1] === 'object' && entry[1] !== null && Object.values(entry[1]).length > 0 && Object.values(entry[1]).every(isDefinition),
  );
}

function render(file: string, tables: [string, Record<string, Definition>][]): string {
  const alias = (name: string) => `${name.replace(/Endpoints$/, '')}Definitions`;
  const names = tables.map(([name]) => `${name} as ${alias(name)}`);
  const oneLine = `import type { ${names.join(', ')} } from '../endpoints/${file}';`;
  // As the formatter writes it (biome.json lineWidth 160): one name per line when too long.
  const importLine = oneLine.length <= 160 ? oneLine : `import type {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '../endpoints/${file}';`;
  const lines = [
    `// Generated from ../endpoints/${file} by \`npm run generate:endpoint-refs\`: do not edit.`,
    importLine,
    "import { endpointRef as ref } from '../endpoint.ts';",
  ];
  for (const [name, table] of tables) {
    lines.push('', `export const ${name} = {`);
    for (const [key, def] of Object.entries(table)) {
      lines.push(`  ${key}: ref<typeof ${alias(name)}.${key}>('${def.method}', '${def.path}'),`);
    }
    lines.push('};');
  }
  return `${lines.join('\n')}\n`;
}

/** file name → rendered reference module, for every definitions file that exports a table. */
export async function renderEndpointRefs(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const files = readdirSync(DEFINITIONS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(DEFINITIONS_DIR, file)).href)) as Record<string, unknown>;
    const tables = tablesOf(mod);
    if (tables.length) out.set(file, render(file, tables));
  }
  return out;
}

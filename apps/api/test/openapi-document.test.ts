/**
 * The published OpenAPI document (/api/openapi.json) is usable by the tools API consumers
 * use: it validates with swagger-parser, every $ref resolves, and openapi-typescript turns it
 * into types (the recursive category tree included). Issue #13, item 5.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectRefs, resolveLocalRef } from '../src/platform/openapi.ts';
import { useTestApi } from './harness.ts';

const t = useTestApi();
const TREE = '/api/product/category/tree';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
};
let doc: Doc;
let raw: string;

beforeAll(async () => {
  const res = await fetch(`${t.baseUrl}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  raw = await res.text();
  doc = JSON.parse(raw) as Doc;
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the category tree path', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths[TREE]?.get).toBeDefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('has every $ref resolving inside the document', () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter(({ ref }) => resolveLocalRef(doc, ref) === undefined);
    expect(dangling).toEqual([]);
    // No generated names of a cycle that lost its definition.
    expect(raw).not.toMatch(/#\/components\/schemas\/schema\d+"/);
    expect(raw).not.toContain('$defs');
  });

  it('emits the recursive category once, as a component referring to itself', () => {
    const category = doc.components?.schemas?.Category;
    expect(category).toBeDefined();
    expect(category?.properties?.children).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Category' } });
    const schema = doc.paths[TREE].get.responses?.['200']?.content?.['application/json']?.schema as { properties: { data: unknown } } | undefined;
    expect(schema?.properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Category' } });
  });

  it('validates with swagger-parser', async () => {
    // validate() dereferences in place: give it a copy.
    const validated = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(Object.keys(validated.paths ?? {})).toContain(TREE);
  });

  it('generates TypeScript types with openapi-typescript', async () => {
    const ts = astToString(await openapiTS(structuredClone(doc) as never));
    expect(ts).toContain(`"${TREE}": {`);
    // The node type, whose children refer back to it.
    expect(ts).toMatch(/\n\s+Category: \{/);
    expect(ts).toMatch(/children\?: components\["schemas"\]\["Category"\]\[\];/);
    // The tree path answers an array of that node.
    expect(ts).toMatch(/data: components\["schemas"\]\["Category"\]\[\];/);
  });
});

describe('GET /api/docs', () => {
  it('serves the Swagger UI page', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/swagger-ui/i);
  });

  it('serves the document the UI reads', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    const uiDoc = (await res.json()) as Doc;
    expect(uiDoc.paths[TREE]).toBeDefined();
    expect(uiDoc.components?.schemas?.Category).toBeDefined();
  });
});

/**
 * Test helper: checks a document is well-formed enough for a browser (one root, balanced
 * tags, every url(#id) defined once, no text, no NaN) and small.
 */
import { expect } from 'vitest';

export function checkSvg(svg: string, maxBytes = 8000) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, selfClosing] = m;
    if (selfClosing) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  const ids = [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.includes(ref), ref).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|<text|<script|href=/);
  expect(svg.length).toBeLessThan(maxBytes);
}

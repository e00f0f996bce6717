import { describe, expect, it } from 'vitest';
import { withLowScriptPriority } from './script-priority.ts';

describe('withLowScriptPriority', () => {
  it('marks every module preload low and leaves everything else as it was', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/assets/b.css"/>' +
      '<link rel="modulepreload" href="/assets/c.js"/></head><body><img fetchpriority="high" src="/media/x.svg"></body>';
    const out = withLowScriptPriority(html);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(html);
  });
});

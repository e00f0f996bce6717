import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { PAY_METHOD_NAMES, PAY_METHODS } from '@shop/contracts/checkout';
import { PayMark } from './PayMark';

const draw = (method: (typeof PAY_METHODS)[number]) => renderToStaticMarkup(createElement(PayMark, { method, label: PAY_METHOD_NAMES[method] }));

describe('payment marks', () => {
  it('draws every payment method as a named image', () => {
    for (const m of PAY_METHODS) {
      const svg = draw(m);
      expect(svg, m).toMatch(new RegExp(`^<svg role="img" aria-label="${PAY_METHOD_NAMES[m]}" viewBox="0 0 32 32"`));
      expect(svg, m).toContain(`data-pay-mark="${m}"`);
    }
  });

  it('is drawn here: no external file, no embedded picture, no text that needs a font', () => {
    for (const m of PAY_METHODS) expect(draw(m), m).not.toMatch(/<image|<use|href=|<text|url\(/);
  });

  it('gives every method its own drawing', () => {
    const bodies = PAY_METHODS.map((m) => draw(m).replace(/^<svg[^>]*>/, ''));
    expect(new Set(bodies).size).toBe(PAY_METHODS.length);
  });
});

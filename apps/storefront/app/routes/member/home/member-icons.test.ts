import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { HOME_SHORTCUTS } from '@shop/contracts/profile';
import { OrderIcon, SHORTCUT_ICON_KEYS, ShortcutIcon } from './member-icons';

describe('personal-centre icons', () => {
  it('draws every shortcut of the personal centre with its own line icon', () => {
    for (const s of HOME_SHORTCUTS) expect(SHORTCUT_ICON_KEYS, s.key).toContain(s.key);
    const drawings = HOME_SHORTCUTS.map((s) => renderToStaticMarkup(createElement(ShortcutIcon, { name: s.key })).replace(/ data-icon="[^"]*"/, ''));
    // One icon set: the same frame and stroke; no two shortcuts share a drawing.
    for (const svg of drawings)
      expect(svg).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7"[^>]*aria-hidden="true"/);
    expect(new Set(drawings).size).toBe(HOME_SHORTCUTS.length);
  });

  it('draws the order states, decorative (the label names the link)', () => {
    for (const name of ['pendingPayment', 'pendingShipment', 'pendingReceipt', 'toReview', 'afterSales'] as const) {
      const svg = renderToStaticMarkup(createElement(OrderIcon, { name }));
      expect(svg, name).toContain('aria-hidden="true"');
      expect(svg, name).toContain(`data-icon="${name}"`);
      expect(svg, name).not.toMatch(/<text/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeDetailHtml } from './sanitize.ts';

describe('sanitizeDetailHtml', () => {
  it('keeps text, layout and our own pictures', () => {
    const html =
      '<section class="a"><h2>标题</h2><p>说明<strong>重点</strong></p><img src="/media/product/phone/front/1d1d1f.svg" alt="正面" width="800" height="800"><ul><li>一</li></ul></section>';
    expect(sanitizeDetailHtml(html)).toBe(
      '<section class="a"><h2>标题</h2><p>说明<strong>重点</strong></p><img src="/media/product/phone/front/1d1d1f.svg" alt="正面" width="800" height="800" loading="lazy" /><ul><li>一</li></ul></section>',
    );
  });

  it('removes scripts, event handlers, styles, frames and javascript: links', () => {
    const out = sanitizeDetailHtml(
      `<p onclick="x()">a</p><script>alert(1)</script><style>p{}</style><img src="/media/product/tv/front/000000.svg" onerror="alert(1)"><a href="javascript:alert(1)">b</a><iframe src="https://evil.example/"></iframe><svg onload="alert(1)"></svg><p style="background:url(x)">c</p>`,
    );
    expect(out).not.toMatch(/script|onclick|onerror|onload|javascript:|iframe|style|<svg|alert/i);
    expect(out).toContain('<img src="/media/product/tv/front/000000.svg" alt="" loading="lazy" />');
    expect(out).toContain('<a>b</a>');
  });

  it('drops pictures that are not our own media', () => {
    for (const src of ['https://evil.example/a.png', '//evil.example/a.png', 'data:image/svg+xml,<svg/>', '/media/../secret', 'x.png', '']) {
      expect(sanitizeDetailHtml(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
  });

  it('opens outside links safely and keeps our own paths', () => {
    expect(sanitizeDetailHtml('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeDetailHtml('<a href="/product/S25U">y</a>')).toBe('<a href="/product/S25U">y</a>');
  });
});

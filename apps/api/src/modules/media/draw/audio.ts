/**
 * Audio: soundbars (length, subwoofer, rear speakers, up-firing drivers, grille or fabric),
 * picture-frame speakers and standalone speakers.
 */
import { defineKind, int, word } from '../design-grammar.ts';
import { circle, ellipse, floor, line, r2, rect, shadowed, type Palette } from '../svg-kit.ts';

// ── soundbars ───────────────────────────────────────────────────────────────────────────
const sbarParams = {
  /** Bar length. */
  n: int(300, 660),
  /** Subwoofer: 0 none, 1 a wireless subwoofer behind. */
  s: word('0', '1'),
  /** Rear surround speakers: 0 or 2. */
  e: word('0', '2'),
  /** Up-firing drivers on top: 0 or 1. */
  u: word('0', '1'),
  /** Front: g metal grille, f fabric wrap. */
  k: word('g', 'f'),
} as const;

function barBody(n: number, y: number, k: 'g' | 'f', u: '0' | '1', p: Palette) {
  const x = 400 - n / 2;
  const h = k === 'f' ? 120 : 86;
  const top = u === '1' ? ellipse(x + 60, y + 6, 26, 6, p.deep) + ellipse(x + n - 60, y + 6, 26, 6, p.deep) : '';
  const front = k === 'g' ? rect(x + 16, y + 18, n - 32, h - 30, 20, 'url(#grille)') : rect(x + 4, y + 4, n - 8, h - 8, h * 0.4, 'url(#fabric)');
  // Fabric bars carry their controls on a strip along the top.
  const controls =
    k === 'f' ? rect(400 - n * 0.16, y + 8, n * 0.32, 10, 5, p.dark) + [-1, 0, 1].map((i) => circle(400 + i * n * 0.08, y + 13, 3, p.light)).join('') : '';
  return (
    shadowed(rect(x, y, n, h, k === 'f' ? h * 0.45 : 26, 'url(#bodyV)') + front + top + controls) +
    (k === 'f' ? circle(400, y + h - 22, 5, '#fff', 'opacity=".7"') : rect(400 - 20, y + h - 8, 40, 3, 1.5, '#fff', 'opacity=".5"'))
  );
}

export const sbar = defineKind({
  name: 'sbar',
  type: 'audio',
  about: 'soundbar: length, subwoofer, rear speakers, up-firing drivers, grille or fabric',
  params: sbarParams,
  draw(v, p) {
    const barY = 500;
    // Behind the bar: the subwoofer right of centre, the rear speakers at both ends.
    const subX = v.e === '2' ? 470 : 520;
    const sub =
      v.s === '1' ? shadowed(rect(subX, 250, 170, 300, 22, 'url(#body)') + circle(subX + 85, 420, 58, p.dark) + circle(subX + 85, 420, 36, p.deep)) : '';
    const rear = (x: number) => shadowed(rect(x, 330, 74, 150, 18, 'url(#bodyV)') + rect(x + 9, 342, 56, 126, 12, 'url(#grille)'));
    const rears = v.e === '2' ? rear(24) + rear(702) : '';
    const front = rears + sub + barBody(v.n, barY, v.k, v.u, p) + floor(400, barY + 124, v.n * 0.55);
    const back =
      shadowed(
        rect(400 - v.n / 2, barY, v.n, v.k === 'f' ? 120 : 86, 26, 'url(#bodyV)') +
          rect(400 - 50, barY + 24, 100, 36, 8, '#1a1a1a') +
          circle(400 - v.n * 0.35, barY + 42, 10, p.deep) +
          circle(400 + v.n * 0.35, barY + 42, 10, p.deep),
      ) + floor(400, barY + 124, v.n * 0.55);
    const depth = v.k === 'f' ? 150 : 120;
    // From the side: the bar's profile (up-firing drivers angled on top), the subwoofer and a rear speaker behind it.
    const side =
      (v.e === '2' ? shadowed(rect(560, 330, 74, 150, 18, 'url(#bodyV)')) : '') +
      (v.s === '1' ? shadowed(rect(190, 250, 300, 300, 22, 'url(#bodyH)')) : '') +
      shadowed(
        rect(400 - depth / 2, barY, depth, v.k === 'f' ? 120 : 86, 36, 'url(#bodyH)') + (v.u === '1' ? rect(400 - 24, barY - 2, 48, 8, 4, p.deep) : ''),
      ) +
      floor(400, barY + 124, v.s === '1' ? 240 : 120);
    return {
      front,
      back,
      side,
      wide: true,
      turn: { front: barBody(v.n, barY, v.k, v.u, p), faceFront: { w: v.n / 2, top: barY, h: v.k === 'f' ? 120 : 86, d: depth / 2 } },
      defs: v.k === 'f' ? ['fabric', 'grille'] : ['grille'],
    };
  },
});

// ── picture-frame speakers ──────────────────────────────────────────────────────────────
const frameParams = {
  /** Frame side. */
  s: int(280, 480),
  /** Mount: t on a table easel, w on the wall. */
  m: word('t', 'w'),
} as const;

export const frame = defineKind({
  name: 'frame',
  type: 'audio',
  about: 'picture-frame speaker: a square frame in the colour holding a print, on an easel or the wall',
  params: frameParams,
  draw(v, p) {
    const s = v.s;
    const x = 400 - s / 2;
    const y = 380 - s / 2;
    const m = s * 0.1;
    const art =
      rect(x + m, y + m, s - 2 * m, s - 2 * m, 0, '#f3efe6') +
      rect(x + 2 * m, y + 2 * m, s - 4 * m, s - 4 * m, 0, 'url(#artSky)') +
      circle(400, y + s * 0.42, s * 0.12, '#fff3d6') +
      `<path d="M${r2(x + 2 * m)} ${r2(y + s * 0.66)}Q400 ${r2(y + s * 0.5)} ${r2(x + s - 2 * m)} ${r2(y + s * 0.64)}V${r2(y + s - 2 * m)}H${r2(x + 2 * m)}Z" fill="#4f5b3a"/>`;
    const easel =
      v.m === 't'
        ? line(`M${r2(400 - s * 0.3)} ${r2(y + s + 40)}L400 ${r2(y + s * 0.4)}L${r2(400 + s * 0.3)} ${r2(y + s + 40)}`, p.dark, 10, 'stroke-linecap="round"')
        : '';
    const wall = v.m === 'w' ? rect(x + 12, y + 16, s, s, 10, '#000', 'opacity=".08"') : '';
    const front = wall + shadowed(rect(x, y, s, s, 8, 'url(#body)') + art) + (v.m === 't' ? floor(400, y + s + 40, s * 0.6) : '');
    const back =
      easel +
      shadowed(
        rect(x, y, s, s, 8, 'url(#body)') +
          rect(x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.6, 20, 'url(#grille)') +
          rect(400 - 20, y + s * 0.86, 40, 12, 6, '#1a1a1a'),
      ) +
      (v.m === 't' ? floor(400, y + s + 40, s * 0.6) : '');
    const side =
      (v.m === 't' ? line(`M400 ${r2(y + s * 0.4)}L${r2(400 + s * 0.35)} ${r2(y + s + 40)}`, p.dark, 10, 'stroke-linecap="round"') : '') +
      shadowed(rect(400 - 40, y, 80, s, 10, 'url(#bodyH)'));
    return {
      front,
      back,
      side,
      turn: { front: shadowed(rect(x, y, s, s, 8, 'url(#body)') + art), faceFront: { w: s / 2, top: y, h: s, d: 40 } },
      defs: ['art', 'grille'],
    };
  },
});

// ── standalone speakers ─────────────────────────────────────────────────────────────────
const spkParams = {
  /** Height and half-width. */
  h: int(280, 560),
  r: int(80, 200),
  /** Top: t a touch ring, f flat. */
  k: word('t', 'f'),
} as const;

export const spk = defineKind({
  name: 'spk',
  type: 'audio',
  about: 'standalone speaker: a fabric-wrapped column with rounded ends and a touch ring',
  params: spkParams,
  draw(v, p) {
    const x = 400 - v.r;
    const y = 420 - v.h / 2;
    const body = shadowed(
      rect(x, y, 2 * v.r, v.h, v.r * 0.5, 'url(#fabric)') + rect(x, y, 2 * v.r, v.h, v.r * 0.5, 'url(#sheen)') + rect(x, y, 2 * v.r, 26, 13, p.dark),
    );
    const top = v.k === 't' ? ellipse(400, y + 13, v.r * 0.5, 7, '#fff', 'opacity=".6"') : '';
    const front = body + top + rect(400 - 14, y + v.h - 40, 28, 8, 4, p.deep) + floor(400, y + v.h + 16, v.r * 1.3);
    const back = body + rect(400 - 26, y + v.h - 70, 52, 30, 8, '#1a1a1a') + floor(400, y + v.h + 16, v.r * 1.3);
    return { front, back, side: body + top + floor(400, y + v.h + 16, v.r * 1.3), turn: { faceFront: { w: v.r, top: y, h: v.h, d: v.r } }, defs: ['fabric'] };
  },
});

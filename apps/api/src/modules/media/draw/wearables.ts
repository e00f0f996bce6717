/**
 * Watches, fitness bands, earbuds and headphones: round or cushion cases, plain or rotating
 * bezels, sport, link, leather or trail straps; stem, bean or pebble buds in their own case.
 */
import { defineKind, int, word, type Values } from '../design-grammar.ts';
import { circle, ellipse, floor, line, path, r2, rect, shadowed, type Palette } from '../svg-kit.ts';

// ── shared watch parts ──────────────────────────────────────────────────────────────────
type Strap = 's' | 'l' | 'k' | 't';

/** One strap piece from y0 to y1 centred on x = 400, width w. */
function strap(kind: Strap, w: number, y0: number, y1: number, p: Palette, holes: boolean) {
  const x = 400 - w / 2;
  const h = y1 - y0;
  const r = w * 0.32;
  switch (kind) {
    case 's': {
      const dots = holes ? Array.from({ length: 5 }, (_, i) => circle(400, y0 + 40 + i * 28, 4.5, p.deep)).join('') : '';
      return rect(x, y0, w, h, r, p.dark) + rect(x + 6, y0, w - 12, h, r, p.base, 'opacity=".35"') + dots;
    }
    case 't': {
      // Trail band: thick rubber with a ridged texture and holes.
      const ridges = Array.from({ length: Math.floor(h / 16) }, (_, i) => `M${r2(x + 8)} ${r2(y0 + 10 + i * 16)}h${r2(w - 16)}`).join('');
      const dots = holes ? Array.from({ length: 4 }, (_, i) => circle(400, y0 + 50 + i * 34, 5, '#111')).join('') : '';
      return rect(x, y0, w, h, r * 0.6, p.deep) + line(ridges, p.dark, 5, 'opacity=".8"') + dots;
    }
    case 'l':
      // Link bracelet: rows of three links (the links pattern), clipped to the strap's width.
      return rect(x, y0, w, h, 6, 'url(#links)');
    case 'k':
      return (
        rect(x, y0, w, h, r * 0.5, 'url(#leather)') +
        rect(x + 7, y0 + 4, w - 14, h - 8, r * 0.4, 'none', `stroke="${p.light}" stroke-width="2" stroke-dasharray="5 4" opacity=".8"`) +
        (holes ? Array.from({ length: 4 }, (_, i) => circle(400, y0 + 50 + i * 30, 4, '#2a1d14')).join('') : '')
      );
  }
}

/** A watch face: activity rings or an analogue dial (ticks and hands), no numerals. */
function face(kind: 'r' | 'a', cx: number, cy: number, r: number) {
  if (kind === 'r') {
    const ring = (rr: number, colour: string, dash: number) =>
      circle(
        cx,
        cy,
        rr,
        'none',
        `stroke="${colour}" stroke-width="${r2(r * 0.08)}" stroke-dasharray="${r2(dash * rr)} ${r2(7 * rr)}" stroke-linecap="round" transform="rotate(-90 ${r2(cx)} ${r2(cy)})"`,
      );
    return ring(r * 0.72, '#6fb3ff', 4.2) + ring(r * 0.56, '#8ee08a', 3) + ring(r * 0.4, '#ff7a7a', 2.2);
  }
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r0 = r * (i % 3 === 0 ? 0.74 : 0.82);
    return `M${r2(cx + Math.sin(a) * r0)} ${r2(cy - Math.cos(a) * r0)}L${r2(cx + Math.sin(a) * r * 0.9)} ${r2(cy - Math.cos(a) * r * 0.9)}`;
  }).join('');
  return (
    line(ticks, '#e8ecf2', 4, 'stroke-linecap="round"') +
    line(`M${cx} ${cy}L${r2(cx + r * 0.36)} ${r2(cy - r * 0.3)}`, '#f4f6f9', 7, 'stroke-linecap="round"') +
    line(`M${cx} ${cy}L${r2(cx - r * 0.12)} ${r2(cy - r * 0.66)}`, '#f4f6f9', 5, 'stroke-linecap="round"') +
    line(`M${cx} ${cy}L${r2(cx + r * 0.5)} ${r2(cy + r * 0.42)}`, '#ff8a3d', 2.5) +
    circle(cx, cy, 7, '#ff8a3d')
  );
}

const glass = (cx: number, cy: number, r: number) => circle(cx, cy, r, 'url(#screen)') + circle(cx, cy, r, 'url(#aurora)');

// ── round watches ───────────────────────────────────────────────────────────────────────
const roundParams = {
  /** Case radius. */
  s: int(110, 190),
  /** Bezel: p plain, r rotating and ridged. */
  z: word('p', 'r'),
  /** Strap: s sport, l link bracelet, k leather. */
  d: word('s', 'l', 'k'),
  /** Buttons on the right. */
  k: int(1, 3),
  /** Face: r activity rings, a analogue dial. */
  f: word('r', 'a'),
} as const;

function buttons(n: number, x: number, cy: number, p: Palette) {
  const ys = n === 1 ? [0] : n === 2 ? [-34, 34] : [-56, 0, 56];
  return ys.map((dy) => rect(x, cy + dy - 16, 16, 32, 6, p.edge)).join('');
}

export const round = defineKind({
  name: 'round',
  type: 'watch',
  about: 'round watch: case size, plain or rotating bezel, sport, link or leather strap, buttons, rings or analogue face',
  params: roundParams,
  draw(v, p) {
    const s = v.s;
    const sw = s * 0.8;
    const straps = strap(v.d, sw, 40, 400 - s * 0.7, p, false) + strap(v.d, sw, 400 + s * 0.7, 760, p, true);
    const bezel =
      v.z === 'r'
        ? circle(400, 400, s * 0.9, p.dark) + circle(400, 400, s * 0.85, 'none', `stroke="${p.light}" stroke-width="${r2(s * 0.09)}" stroke-dasharray="3 4"`)
        : circle(400, 400, s * 0.88, '#111');
    const front =
      straps +
      buttons(v.k, 400 + s - 4, 400, p) +
      shadowed(
        circle(400, 400, s, 'url(#body)') + bezel + glass(400, 400, s * 0.78) + face(v.f, 400, 400, s * 0.78) + circle(400, 400, s * 0.78, 'url(#sheen)'),
      );
    const back =
      straps +
      shadowed(
        circle(400, 400, s, 'url(#body)') +
          circle(400, 400, s * 0.66, p.dark) +
          circle(400, 400, s * 0.4, '#1b1f27') +
          circle(400 - s * 0.12, 400 - s * 0.06, s * 0.05, '#5a2a2a') +
          circle(400 + s * 0.12, 400 - s * 0.06, s * 0.05, '#2a5a2a') +
          circle(400, 400 + s * 0.12, s * 0.05, '#2a2a5a'),
      );
    const depth = s * 0.62;
    const side =
      strap(v.d, depth * 0.6, 40, 400 - s * 0.7, p, false) +
      strap(v.d, depth * 0.6, 400 + s * 0.7, 760, p, false) +
      shadowed(
        rect(400 - depth / 2, 400 - s, depth, 2 * s, depth * 0.35, 'url(#bodyH)') + rect(400 - depth / 2 - 10, 400 - s * 0.84, 12, s * 1.68, 5, '#111'),
      ) +
      buttons(v.k, 400 + depth / 2 - 4, 400, p);
    return {
      front,
      back,
      side,
      turn: { faceFront: { w: s, top: 400 - s, h: 2 * s, d: depth / 2 } },
      defs: v.d === 'k' ? ['leather'] : v.d === 'l' ? ['links'] : [],
    };
  },
});

// ── cushion-case watches ────────────────────────────────────────────────────────────────
const cushionParams = {
  /** Half the case width. */
  s: int(120, 200),
  /** Strap: t trail band, s sport. */
  d: word('t', 's'),
  /** Action button: o orange, d in the case colour. */
  b: word('o', 'd'),
  f: word('r', 'a'),
} as const;

export const cushion = defineKind({
  name: 'cushion',
  type: 'watch',
  about: 'cushion-case watch: squarish case round dial, trail or sport strap, action button',
  params: cushionParams,
  draw(v, p) {
    const s = v.s;
    const caseBody = (fill: string) => rect(400 - s, 400 - s, 2 * s, 2 * s, s * 0.46, fill);
    const straps = strap(v.d, s * 1.05, 40, 400 - s * 0.8, p, false) + strap(v.d, s * 1.05, 400 + s * 0.8, 760, p, true);
    const action = rect(400 - s - 12, 400 - s * 0.5, 16, s * 0.34, 6, v.b === 'o' ? '#f07b2a' : p.edge);
    const front =
      straps +
      action +
      rect(400 + s - 4, 400 - s * 0.52, 16, s * 0.3, 6, p.edge) +
      rect(400 + s - 4, 400 + s * 0.2, 16, s * 0.3, 6, p.edge) +
      shadowed(
        caseBody('url(#body)') +
          circle(400, 400, s * 0.9, p.dark) +
          circle(400, 400, s * 0.86, 'none', `stroke="${p.light}" stroke-width="3"`) +
          glass(400, 400, s * 0.76) +
          face(v.f, 400, 400, s * 0.76) +
          circle(400, 400, s * 0.76, 'url(#sheen)'),
      );
    const back =
      straps +
      shadowed(caseBody('url(#body)') + circle(400, 400, s * 0.7, p.dark) + circle(400, 400, s * 0.44, '#1b1f27') + circle(400, 400, s * 0.1, '#2a2a5a'));
    const depth = s * 0.7;
    const side =
      strap(v.d, depth * 0.7, 40, 400 - s * 0.8, p, false) +
      strap(v.d, depth * 0.7, 400 + s * 0.8, 760, p, false) +
      shadowed(rect(400 - depth / 2, 400 - s, depth, 2 * s, 18, 'url(#bodyH)') + rect(400 - depth / 2 - 10, 400 - s * 0.86, 12, s * 1.72, 5, '#111')) +
      rect(400 + depth / 2 - 4, 400 - s * 0.5, 16, s * 0.34, 6, v.b === 'o' ? '#f07b2a' : p.edge);
    return { front, back, side, turn: { faceFront: { w: s, top: 400 - s, h: 2 * s, d: depth / 2 } } };
  },
});

// ── fitness bands ───────────────────────────────────────────────────────────────────────
const bandParams = {
  /** Screen width and height. */
  w: int(70, 150),
  l: int(140, 280),
  /** Strap: s sport, k leather. */
  d: word('s', 'k'),
} as const;

export const band = defineKind({
  name: 'band',
  type: 'watch',
  about: 'fitness band: a slim tall screen in a pill-shaped body, the strap running through',
  params: bandParams,
  draw(v, p) {
    const bw = v.w + 26;
    const bh = v.l + 30;
    const y = 400 - bh / 2;
    const straps = strap(v.d, bw * 0.86, 60, y + 20, p, false) + strap(v.d, bw * 0.86, y + bh - 20, 740, p, true);
    const bars = Array.from({ length: 4 }, (_, i) =>
      rect(400 - v.w * 0.32, 400 - v.l * 0.18 + i * 26, v.w * (0.64 - i * 0.1), 12, 6, ['#6fb3ff', '#8ee08a', '#ffb35c', '#ff7a7a'][i]!),
    ).join('');
    const front =
      straps +
      shadowed(
        rect(400 - bw / 2, y, bw, bh, bw * 0.42, 'url(#body)') +
          rect(400 - v.w / 2, 400 - v.l / 2, v.w, v.l, v.w * 0.36, 'url(#screen)') +
          bars +
          rect(400 - v.w / 2, 400 - v.l / 2, v.w, v.l, v.w * 0.36, 'url(#sheen)'),
      ) +
      rect(400 + bw / 2 - 3, 400 - 20, 8, 40, 4, p.edge);
    const back =
      straps +
      shadowed(
        rect(400 - bw / 2, y, bw, bh, bw * 0.42, 'url(#body)') +
          rect(400 - v.w * 0.34, 400 - v.l * 0.2, v.w * 0.68, v.l * 0.4, 16, '#1b1f27') +
          circle(400, 400, 8, '#2a5a2a'),
      );
    const side = strap(v.d, 30, 60, y + 20, p, false) + strap(v.d, 30, y + bh - 20, 740, p, false) + shadowed(rect(400 - 26, y, 52, bh, 24, 'url(#bodyH)'));
    return { front, back, side, turn: { faceFront: { w: bw / 2, top: y, h: bh, d: 26 } }, defs: v.d === 'k' ? ['leather'] : [] };
  },
});

// ── earbuds ─────────────────────────────────────────────────────────────────────────────
const budsParams = {
  /** Bud: s with a stem, b bean with a wing tip, p round pebble. */
  e: word('s', 'b', 'p'),
  /** Case: c rectangle with a clear lid, o oval, r round, q rounded square. */
  k: word('c', 'o', 'r', 'q'),
  /** Silicone ear tips: 0 open fit, 1 in-ear tips. */
  n: word('0', '1'),
  /** A light strip along the stem. */
  g: word('0', '1'),
} as const;
type Buds = Values<typeof budsParams>;

function budsCase(v: Buds, p: Palette, cx: number, cy: number) {
  const [w, h, r] = v.k === 'c' ? [300, 210, 58] : v.k === 'o' ? [330, 196, 98] : v.k === 'r' ? [250, 230, 112] : [262, 240, 78];
  const x = cx - w / 2;
  const y = cy - h / 2;
  const seam = y + h * 0.42;
  const lid =
    v.k === 'c'
      ? rect(x, y, w, seam - y, r, '#e8eef5', 'opacity=".55"') +
        line(
          `M${r2(cx - 48)} ${r2(y + 24)}v${r2(seam - y - 24)}M${r2(cx + 48)} ${r2(y + 24)}v${r2(seam - y - 24)}`,
          p.dark,
          14,
          'stroke-linecap="round" opacity=".55"',
        )
      : '';
  return {
    body: shadowed(
      rect(x, y, w, h, r, 'url(#body)') +
        lid +
        line(`M${r2(x + 6)} ${r2(seam)}H${r2(x + w - 6)}`, p.dark, 3) +
        rect(cx - 24, seam + 24, 48, 8, 4, p.edge) +
        rect(x, y, w, h, r, 'url(#sheen)'),
    ),
    w,
    h,
    bottom: y + h,
  };
}

function bud(v: Buds, p: Palette, cx: number, cy: number, flip: boolean) {
  const t = flip ? ` transform="matrix(-1 0 0 1 ${r2(2 * cx)} 0)"` : '';
  const tip = v.n === '1' ? ellipse(cx - 34, cy + 2, 16, 20, p.deep) : '';
  let body = '';
  if (v.e === 's') {
    body =
      rect(cx + 6, cy - 6, 26, 118, 13, 'url(#bodyV)') +
      (v.g === '1' ? rect(cx + 15, cy + 4, 6, 96, 3, '#ffffff', 'opacity=".85"') : '') +
      ellipse(cx, cy, 46, 42, 'url(#body)') +
      tip +
      ellipse(cx - 26, cy - 2, 14, 16, '#2b2f36');
  } else if (v.e === 'b') {
    body =
      path(`M${r2(cx - 52)} ${cy}c0 -40 40 -58 74 -40c28 14 30 52 10 72c-22 22 -84 18 -84 -32Z`, 'url(#body)') +
      path(`M${r2(cx + 20)} ${r2(cy - 36)}q26 -22 40 -4q-14 10 -30 20Z`, p.dark) +
      tip +
      ellipse(cx - 30, cy + 2, 13, 15, '#2b2f36');
  } else {
    body = circle(cx, cy, 50, 'url(#body)') + circle(cx + 6, cy - 4, 30, p.light, 'opacity=".5"') + tip + ellipse(cx - 34, cy + 4, 10, 12, '#2b2f36');
  }
  return `<g filter="url(#shadow)"${t}>${body}</g>`;
}

export const buds = defineKind({
  name: 'buds',
  type: 'earbuds',
  about: 'true wireless earbuds: stem, bean or pebble buds (tips, light strip) in front of their case (clear lid, oval, round, square)',
  params: budsParams,
  draw(v, p) {
    const c = budsCase(v, p, 400, 330);
    const front = c.body + bud(v, p, 290, c.bottom + 90, false) + bud(v, p, 510, c.bottom + 90, true) + floor(400, c.bottom + 180, 230);
    // From behind: the case with its hinge and charging port, the buds turned round.
    const back =
      c.body +
      rect(400 - 40, 330 - c.h * 0.08 - 6, 80, 12, 6, p.dark) +
      rect(400 - 18, c.bottom - 22, 36, 10, 5, '#222') +
      bud(v, p, 290, c.bottom + 90, true) +
      bud(v, p, 510, c.bottom + 90, false) +
      floor(400, c.bottom + 180, 230);
    const depth = Math.min(c.w, c.h) * 0.52;
    // From the side: the case's profile and one bud in profile beside it.
    const side =
      shadowed(
        rect(400 - depth / 2, 330 - c.h / 2, depth, c.h, depth * 0.45, 'url(#bodyH)') +
          line(`M${r2(400 - depth / 2 + 4)} ${r2(330 - c.h * 0.08)}h${r2(depth - 8)}`, p.dark, 3),
      ) +
      bud(v, p, 400, c.bottom + 90, false) +
      floor(400, c.bottom + 180, 160);
    return { front, back, side, turn: { front: budsCase(v, p, 400, 400).body, faceFront: { w: c.w / 2, top: 400 - c.h / 2, h: c.h, d: depth / 2 } } };
  },
});

// ── headphones ──────────────────────────────────────────────────────────────────────────
const overParams = {
  /** Ear cups: r round, o oval. */
  c: word('r', 'o'),
  /** Headband thickness. */
  b: int(14, 44),
} as const;

export const over = defineKind({
  name: 'over',
  type: 'earbuds',
  about: 'over-ear headphones: headband arc, two cushioned cups',
  params: overParams,
  draw(v, p) {
    const [rx, ry] = v.c === 'r' ? [92, 104] : [78, 118];
    const cups = (inner: boolean) =>
      [250, 550]
        .map(
          (cx) =>
            ellipse(cx, 470, rx, ry, 'url(#body)') +
            ellipse(cx, 470, rx * 0.72, ry * 0.74, inner ? p.deep : p.dark, inner ? '' : 'opacity=".4"') +
            rect(cx - 10, 470 - ry - 46, 20, 56, 8, p.edge),
        )
        .join('');
    const band =
      line('M250 340C250 110 550 110 550 340', p.dark, v.b, 'stroke-linecap="round"') +
      line('M262 330C262 140 538 140 538 330', p.light, v.b * 0.3, 'stroke-linecap="round" opacity=".5"');
    const front = band + shadowed(cups(true)) + floor(400, 610, 260);
    const back = band + shadowed(cups(false)) + floor(400, 610, 260);
    const side =
      line('M400 330C300 320 300 140 400 150', p.dark, v.b, 'stroke-linecap="round"') +
      shadowed(ellipse(400, 470, rx, ry, 'url(#body)') + ellipse(400, 470, rx * 0.6, ry * 0.64, p.dark, 'opacity=".45"'));
    return { front, back, side, turn: { faceFront: { w: 250, top: 150, h: 440, d: 90 } } };
  },
});

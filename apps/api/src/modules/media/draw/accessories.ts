/**
 * Accessories, each drawn as what it is: wall charger, wireless pad, three-in-one stand, power
 * bank, phone case (shaped after the phone it fits, with its camera cut-outs), folio case for a
 * foldable, keyboard cover, watch strap, cable, stylus and earbud-case cover.
 */
import { defineKind, int, word, type Values } from '../design-grammar.ts';
import { circle, ellipse, floor, line, path, r2, rect, shadowed, type Palette } from '../svg-kit.ts';

const CHROME = '#b9bdc4';
const HOLE = '#eef0f3';

// ── wall chargers ───────────────────────────────────────────────────────────────────────
const chargerParams = {
  /** Body height (the width follows). */
  s: int(180, 340),
  /** USB-C ports: 1 or 2. */
  p: word('1', '2'),
  /** Cable in the picture: 0 or 1. */
  c: word('0', '1'),
} as const;

export const charger = defineKind({
  name: 'charger',
  type: 'accessory',
  about: 'wall charger: size, one or two USB-C ports, flat pins, with or without its cable',
  params: chargerParams,
  draw(v, p) {
    const h = v.s;
    const w = Math.round(h * 0.8);
    const x = 400 - w / 2;
    const y = 420 - h / 2;
    const pins = rect(400 - w * 0.22 - 10, y - 80, 20, 90, 6, CHROME) + rect(400 + w * 0.22 - 10, y - 80, 20, 90, 6, CHROME);
    const ports =
      v.p === '1'
        ? rect(400 - 28, y + h - 60, 56, 18, 9, '#1b1e24')
        : rect(400 - 28, y + h - 84, 56, 18, 9, '#1b1e24') + rect(400 - 28, y + h - 52, 56, 18, 9, '#1b1e24');
    const body = shadowed(rect(x, y, w, h, Math.min(48, w * 0.22), 'url(#body)') + rect(x, y, w, h, Math.min(48, w * 0.22), 'url(#sheen)') + ports);
    const cable =
      v.c === '1'
        ? line(
            `M400 ${r2(y + h + 40)}C400 ${r2(y + h + 140)} 560 ${r2(y + h + 150)} 600 ${r2(y + h + 70)}S680 ${r2(y + 40)} 610 ${r2(y)}`,
            p.dark,
            14,
            'stroke-linecap="round"',
          ) + rect(380, y + h - 6, 40, 50, 10, p.edge)
        : '';
    const front = pins + cable + body;
    const back =
      pins + shadowed(rect(x, y, w, h, Math.min(48, w * 0.22), 'url(#body)') + rect(x + w * 0.2, y + h * 0.3, w * 0.6, h * 0.36, 14, p.dark, 'opacity=".2"'));
    const side = rect(400 - 60, y - 40, 90, 18, 6, CHROME) + shadowed(rect(400 - w * 0.3, y, w * 0.6, h, 30, 'url(#bodyH)'));
    return { front, back, side, turn: { front: pins + body, faceFront: { w: w / 2, top: y, h, d: w * 0.3 } } };
  },
});

// ── wireless charging pads ──────────────────────────────────────────────────────────────
const padParams = {
  /** Diameter (or side). */
  s: int(220, 440),
  /** Shape: r round, q rounded square. */
  k: word('r', 'q'),
  /** Status light: 0 or 1. */
  e: word('0', '1'),
} as const;

export const pad = defineKind({
  name: 'pad',
  type: 'accessory',
  about: 'wireless charging pad seen from above: round or square, charging ring, status light, cable',
  params: padParams,
  draw(v, p) {
    const s = v.s;
    const r = v.k === 'r' ? s / 2 : s * 0.2;
    const x = 400 - s / 2;
    const y = 380 - s / 2;
    const top = shadowed(
      rect(x, y, s, s, r, 'url(#body)') +
        rect(x + s * 0.12, y + s * 0.12, s * 0.76, s * 0.76, v.k === 'r' ? s * 0.38 : r * 0.7, p.dark, 'opacity=".25"') +
        circle(400, 380, s * 0.18, 'none', `stroke="${p.light}" stroke-width="6" opacity=".7"`) +
        rect(x, y, s, s, r, 'url(#sheen)'),
    );
    const led = v.e === '1' ? circle(400, y + s - 22, 6, '#6fd48f') : '';
    const cable = line(`M400 ${r2(y + s)}C400 ${r2(y + s + 90)} 560 ${r2(y + s + 60)} 640 ${r2(y + s + 110)}`, p.dark, 12, 'stroke-linecap="round"');
    const front = cable + top + led;
    const back = shadowed(
      rect(x, y, s, s, r, p.dark) +
        circle(400, 380, s * 0.3, p.deep, 'opacity=".4"') +
        [0, 1, 2, 3].map((i) => circle(400 + Math.cos(i * 1.57 + 0.78) * s * 0.36, 380 + Math.sin(i * 1.57 + 0.78) * s * 0.36, 12, '#2a2d33')).join(''),
    );
    const side = shadowed(rect(400 - s / 2, 500, s, 36, 18, 'url(#bodyV)')) + floor(400, 548, s * 0.5);
    return { front, back, side, turn: { front: top + led, faceFront: { w: s / 2, top: y, h: s, d: 18 } } };
  },
});

// ── three-in-one stands ─────────────────────────────────────────────────────────────────
const trioParams = {
  /** Base width. */
  s: int(440, 700),
  /** Phone pad: u upright, t tilted back. */
  t: word('u', 't'),
} as const;

export const trio = defineKind({
  name: 'trio',
  type: 'accessory',
  about: 'three-in-one wireless charging stand: phone pad, watch puck and earbud pad on one base',
  params: trioParams,
  draw(v, p) {
    const s = v.s;
    const x = 400 - s / 2;
    const base = rect(x, 560, s, 70, 30, 'url(#bodyV)');
    const skew = v.t === 't' ? 'matrix(1 0 -0.12 1 66 0)' : 'matrix(1 0 0 1 0 0)';
    const phonePad = `<g transform="${skew}">${rect(x + 40, 180, 170, 390, 34, 'url(#body)')}${circle(x + 125, 330, 40, 'none', `stroke="${p.light}" stroke-width="5" opacity=".7"`)}</g>`;
    const puck =
      rect(x + s * 0.5, 470, 40, 100, 12, p.dark) +
      ellipse(x + s * 0.5 + 20, 460, 56, 18, 'url(#body)') +
      ellipse(x + s * 0.5 + 20, 456, 34, 10, p.light, 'opacity=".6"');
    const buds = ellipse(x + s - 110, 570, 86, 20, p.dark, 'opacity=".5"') + circle(x + s - 110, 568, 12, '#6fd48f');
    const front = shadowed(base + phonePad + puck) + buds + floor(400, 640, s * 0.55);
    const back = shadowed(base + `<g transform="${skew}">${rect(x + 40, 180, 170, 390, 34, p.dark)}</g>` + puck) + floor(400, 640, s * 0.55);
    const side =
      shadowed(
        rect(400 - 120, 560, 240, 70, 30, 'url(#bodyV)') +
          (v.t === 't' ? path('M300 570L350 180L390 186L350 570Z', p.dark) : rect(320, 180, 40, 390, 16, p.dark)),
      ) + floor(400, 640, 160);
    return { front, back, side, wide: true, turn: { faceFront: { w: s / 2, top: 180, h: 450, d: 120 } } };
  },
});

// ── power banks ─────────────────────────────────────────────────────────────────────────
const bankParams = {
  w: int(160, 340),
  h: int(260, 500),
  /** Ports on the top edge: 1–3. */
  p: int(1, 3),
  /** Charge-level lights: 0–5. */
  l: int(0, 5),
} as const;

export const bank = defineKind({
  name: 'bank',
  type: 'accessory',
  about: 'power bank: slab size, ports on the top edge, charge-level lights',
  params: bankParams,
  draw(v, p) {
    const x = 400 - v.w / 2;
    const y = 410 - v.h / 2;
    const ports = Array.from({ length: v.p }, (_, i) => rect(400 - (v.p * 60) / 2 + i * 60 + 6, y - 4, 48, 14, 7, '#1b1e24')).join('');
    const leds = Array.from({ length: v.l }, (_, i) => circle(400 - ((v.l - 1) * 22) / 2 + i * 22, y + v.h - 40, 6, i < v.l - 1 ? '#6fd48f' : p.deep)).join('');
    const face =
      shadowed(rect(x, y, v.w, v.h, Math.min(40, v.w * 0.2), 'url(#body)') + rect(x, y, v.w, v.h, Math.min(40, v.w * 0.2), 'url(#sheen)') + leds) + ports;
    const back = shadowed(
      rect(x, y, v.w, v.h, Math.min(40, v.w * 0.2), 'url(#body)') + rect(x + v.w * 0.2, y + v.h * 0.62, v.w * 0.6, 60, 10, p.dark, 'opacity=".3"'),
    );
    const side = shadowed(rect(400 - 30, y, 60, v.h, 24, 'url(#bodyH)')) + rect(400 - 10, y - 4, 20, 14, 7, '#1b1e24');
    const cable = line(`M400 ${r2(y - 4)}C400 ${r2(y - 80)} 560 ${r2(y - 60)} 600 ${r2(y + 20)}`, '#3a3d44', 10, 'stroke-linecap="round"');
    return { front: cable + face + floor(400, y + v.h + 24, v.w * 0.7), back, side, turn: { front: face, faceFront: { w: v.w / 2, top: y, h: v.h, d: 30 } } };
  },
});

// ── phone cases ─────────────────────────────────────────────────────────────────────────
const caseParams = {
  /** The phone it fits: height, width, corner radius, camera layout and lens size (as bar phones). */
  h: int(440, 580),
  w: int(170, 290),
  r: int(6, 64),
  c: word('v3', 'r3', 'u5', 'p2', 'p3', 's3', 'q4'),
  l: int(12, 34),
  /** Material: s silicone, k leather, c clear. */
  m: word('s', 'k', 'c'),
  /** Shape: b bar phone case, f a folio for a book-style foldable (two halves). */
  k: word('b', 'f'),
} as const;
type Case = Values<typeof caseParams>;

/** The camera cut-out of a case: where the phone's cameras show through. */
function cutouts(v: Case, x: number, y: number, p: Palette) {
  const l = v.l + 8;
  const pad = Math.max(18, v.r * 0.45) + 8;
  const cx = x + pad + v.l;
  const cy = y + pad + v.l;
  const gap = 2 * v.l + 16;
  const hole = (hx: number, hy: number, r: number) => circle(hx, hy, r, HOLE, `stroke="${p.deep}" stroke-width="3"`);
  const capsule = (n: number) => rect(cx - l, cy - l, 2 * l, (n - 1) * gap + 2 * l, l, HOLE, `stroke="${p.deep}" stroke-width="3"`);
  switch (v.c) {
    case 'v3':
      return [0, 1, 2].map((i) => hole(cx, cy + i * gap, l)).join('') + hole(cx + v.l + 24, cy, 9);
    case 'r3':
      // Raised rings need wider openings, spaced as the rings are.
      return [0, 1, 2].map((i) => hole(cx, cy + i * (gap + 8), v.l + 13)).join('') + hole(cx + v.l + 28, cy + gap / 2, 9);
    case 'u5':
      return (
        [0, 1, 2].map((i) => hole(cx, cy + i * (gap - 2), l)).join('') +
        hole(cx + 2 * v.l + 18, cy + gap * 0.5, l * 0.92) +
        hole(cx + 2 * v.l + 18, cy + gap * 1.45, 10)
      );
    case 'p2':
      return capsule(2);
    case 'p3':
      return capsule(3);
    case 's3':
    case 'q4': {
      // The square island; with four lenses the flash sits outside it and has its own opening.
      const side = 2 * (2 * v.l + 14) + 16;
      const island = rect(cx - v.l - 15, cy - v.l - 15, side, side, side * 0.24, HOLE, `stroke="${p.deep}" stroke-width="3"`);
      return v.c === 'q4' ? island + hole(cx - v.l - 15 + side + 22, cy - v.l + 7, 9) : island;
    }
  }
}

function caseShell(v: Case, p: Palette, x: number, y: number, w: number, h: number, cams: boolean) {
  const fill = v.m === 'k' ? 'url(#leather)' : v.m === 'c' ? p.light : 'url(#body)';
  const clear = v.m === 'c' ? 'opacity=".55"' : '';
  const stitch =
    v.m === 'k'
      ? rect(x + 10, y + 10, w - 20, h - 20, Math.max(2, v.r - 6), 'none', `stroke="${p.light}" stroke-width="2" stroke-dasharray="6 5" opacity=".8"`)
      : '';
  return shadowed(
    rect(x - 6, y - 6, w + 12, h + 12, v.r + 6, fill, clear) +
      (v.m === 'c' ? '' : rect(x - 6, y - 6, w + 12, h + 12, v.r + 6, 'url(#sheen)')) +
      stitch +
      (cams ? cutouts(v, x, y, p) : ''),
  );
}

export const phoneCase = defineKind({
  name: 'case',
  type: 'accessory',
  about: 'phone case shaped after the phone it fits: camera cut-outs, key covers, silicone, leather or clear; a two-piece folio for book-style foldables',
  params: caseParams,
  draw(v, p) {
    const x = 400 - v.w / 2;
    const y = 392 - v.h / 2;
    const keys = rect(x + v.w + 4, y + v.h * 0.2, 6, v.h * 0.12, 3, p.dark) + rect(x + v.w + 4, y + v.h * 0.36, 6, v.h * 0.07, 3, p.dark);
    const outside = caseShell(v, p, x, y, v.w, v.h, true) + keys;
    // Inside, seen from the open front: the rim, the matt lining, the camera opening (on the
    // other side, as seen from the front) and the gap for the charging port.
    const lining = v.m === 'c' ? HOLE : p.dark;
    const inside = shadowed(
      rect(x - 6, y - 6, v.w + 12, v.h + 12, v.r + 6, v.m === 'k' ? 'url(#leather)' : 'url(#body)') +
        rect(x + 6, y + 6, v.w - 12, v.h - 12, Math.max(2, v.r - 6), lining) +
        rect(x + 6, y + 6, v.w - 12, v.h - 12, Math.max(2, v.r - 6), 'none', `stroke="${p.deep}" stroke-width="4" opacity=".6"`) +
        `<g transform="matrix(-1 0 0 1 800 0)">${cutouts(v, x, y, p)}</g>` +
        rect(400 - 40, y + v.h - 4, 80, 14, 6, HOLE),
    );
    const side = shadowed(rect(400 - 16, y - 6, 32, v.h + 12, 14, 'url(#bodyH)')) + rect(400 + 14, y + v.h * 0.2, 6, v.h * 0.12, 3, p.dark);
    if (v.k === 'f') {
      // Folio for a foldable: the back piece with the camera cut-out and the cover piece.
      const piece = (px: number, cams: boolean) => caseShell(v, p, px, y, v.w, v.h, cams);
      const front = piece(400 - v.w - 16, true) + piece(400 + 16, false) + floor(400, y + v.h + 36, v.w * 1.2);
      return {
        front,
        back: inside,
        side,
        wide: true,
        turn: { front: piece(x, true), faceFront: { w: v.w / 2 + 6, top: y - 6, h: v.h + 12, d: 16 } },
        defs: v.m === 'k' ? ['leather'] : [],
      };
    }
    const front =
      `<g transform="translate(-70 10) scale(.94)">${inside}</g>` +
      `<g transform="translate(120 40) scale(.86)">${outside}</g>` +
      floor(400, y + v.h + 40, 230);
    return {
      front,
      back: inside,
      side,
      turn: { front: outside, back: inside, faceFront: { w: v.w / 2 + 6, top: y - 6, h: v.h + 12, d: 16 } },
      defs: v.m === 'k' ? ['leather'] : [],
    };
  },
});

// ── keyboard covers ─────────────────────────────────────────────────────────────────────
const kbParams = {
  /** The tablet it fits: width and aspect ×100. */
  w: int(440, 700),
  a: int(130, 190),
  /** Trackpad: 0 or 1. */
  t: word('0', '1'),
} as const;

export const kbcover = defineKind({
  name: 'kbcover',
  type: 'accessory',
  about: 'keyboard cover for a tablet: the back cover standing up, the keyboard deck with its keys and trackpad',
  params: kbParams,
  draw(v, p) {
    const w = v.w * 0.92;
    const hh = (w * 100) / v.a;
    const x = 400 - w / 2;
    const top = 130;
    const cover =
      rect(x, top, w, hh * 0.78, 22, 'url(#body)') +
      rect(x + 30, top + 26, 52, 92, 24, HOLE, `stroke="${p.deep}" stroke-width="3"`) +
      rect(x, top, w, hh * 0.78, 22, 'url(#sheen)');
    const deckTop = top + hh * 0.78 + 8;
    const deckH = hh * 0.62;
    const deck = path(`M${r2(x)} ${r2(deckTop)}H${r2(x + w)}L${r2(x + w + 40)} ${r2(deckTop + deckH)}H${r2(x - 40)}Z`, p.dark);
    const rows = 5;
    let keys = '';
    for (let i = 0; i < rows; i++) {
      const ry = deckTop + 14 + i * ((deckH * (v.t === '1' ? 0.62 : 0.86)) / rows);
      const inset = 26 - i * 5;
      const kw = (w + 2 * i * 6 - 2 * inset) / 12;
      for (let j = 0; j < 12; j++) keys += `M${r2(x - i * 6 + inset + j * kw + 2)} ${r2(ry)}h${r2(kw - 5)}`;
    }
    const keyLines = line(keys, '#1b1e24', (deckH * 0.55) / rows, 'opacity=".85"');
    const pad = v.t === '1' ? rect(400 - w * 0.16, deckTop + deckH * 0.72, w * 0.32, deckH * 0.22, 8, p.base) : '';
    const front = shadowed(cover + deck + keyLines + pad) + floor(400, deckTop + deckH + 20, w * 0.6);
    const back = shadowed(
      rect(x, top, w, hh * 0.78 + deckH, 24, 'url(#body)') + rect(x + 30, top + 26, 52, 92, 24, HOLE, `stroke="${p.deep}" stroke-width="3"`),
    );
    const side = shadowed(
      path(
        `M360 ${r2(top)}L380 ${r2(top)}L380 ${r2(deckTop + deckH)}L560 ${r2(deckTop + deckH)}L560 ${r2(deckTop + deckH + 20)}L360 ${r2(deckTop + deckH + 20)}Z`,
        'url(#bodyV)',
      ),
    );
    return { front, back, side, wide: true, turn: { faceFront: { w: w / 2, top, h: deckTop + deckH - top, d: 30 } } };
  },
});

// ── watch straps ────────────────────────────────────────────────────────────────────────
const strapParams = {
  /** Strap width. */
  w: int(60, 130),
  /** Fastening: p pin buckle, m magnetic, l hook-and-loop. */
  b: word('p', 'm', 'l'),
} as const;

export const strap = defineKind({
  name: 'strap',
  type: 'accessory',
  about: 'watch strap: two pieces with quick-release bars, buckle, holes or loop',
  params: strapParams,
  draw(v, p) {
    const w = v.w;
    const piece = (x: number, y: number, len: number, holes: boolean) =>
      rect(x, y, w, len, w * 0.45, 'url(#bodyV)') +
      rect(x + 4, y + 2, w - 8, 10, 5, CHROME) +
      (holes ? Array.from({ length: 6 }, (_, i) => circle(x + w / 2, y + 110 + i * 38, 6, p.deep)).join('') : '');
    const left = 400 - w - 40;
    const right = 400 + 40;
    const buckle =
      v.b === 'p'
        ? rect(left - 8, 600, w + 16, 60, 14, 'none', `stroke="${CHROME}" stroke-width="10"`) + rect(left + w / 2 - 4, 590, 8, 60, 4, CHROME)
        : v.b === 'm'
          ? rect(left - 4, 600, w + 8, 70, 18, p.dark) + rect(left + 10, 616, w - 20, 38, 10, CHROME, 'opacity=".7"')
          : rect(left - 6, 610, w + 12, 40, 10, p.dark);
    const front = shadowed(piece(left, 150, 480, false) + piece(right, 120, 560, true) + buckle) + floor(400, 720, 200);
    const back = shadowed(piece(left, 150, 480, false) + piece(right, 120, 560, false) + rect(right + 10, 200, w - 20, 300, 20, p.dark, 'opacity=".25"'));
    const side = shadowed(rect(400 - 12, 120, 24, 560, 12, 'url(#bodyH)'));
    return { front, back, side, turn: { faceFront: { w: w + 40, top: 120, h: 560, d: 12 } } };
  },
});

// ── cables ──────────────────────────────────────────────────────────────────────────────
const cableParams = {
  /** Coils: 2–4. */
  l: int(2, 4),
  /** Ends: cc USB-C to USB-C, ca USB-C to USB-A. */
  e: word('cc', 'ca'),
} as const;

export const cable = defineKind({
  name: 'cable',
  type: 'accessory',
  about: 'charging cable: coiled, with its two connectors (USB-C to C or to A)',
  params: cableParams,
  draw(v, p) {
    const loops = Array.from({ length: v.l }, (_, i) => ellipse(400, 400, 200 - i * 22, 150 - i * 18, 'none', `stroke="${p.base}" stroke-width="14"`)).join('');
    const plugC = (x: number, y: number) => rect(x, y, 44, 90, 14, p.edge) + rect(x + 9, y + 86, 26, 40, 8, CHROME);
    const plugA = (x: number, y: number) =>
      rect(x - 4, y, 52, 90, 10, p.edge) + rect(x, y + 86, 44, 56, 3, CHROME) + rect(x + 8, y + 100, 28, 10, 1, '#6b7280');
    const ends = plugC(300, 500) + (v.e === 'cc' ? plugC(470, 520) : plugA(470, 520));
    const front =
      shadowed(loops + line('M322 500C320 430 250 420 230 380M492 520C500 450 560 430 590 390', p.base, 14, 'stroke-linecap="round"') + ends) +
      floor(400, 680, 240);
    return { front, back: front, side: shadowed(rect(390, 240, 20, 320, 10, p.base)), turn: { faceFront: { w: 200, top: 250, h: 400, d: 30 } } };
  },
});

// ── styluses ────────────────────────────────────────────────────────────────────────────
const penParams = {
  /** Length. */
  l: int(360, 640),
  /** Side button: 0 or 1. */
  k: word('0', '1'),
} as const;

export const pen = defineKind({
  name: 'pen',
  type: 'accessory',
  about: 'stylus: slim body, tip, side button',
  params: penParams,
  draw(v, p) {
    const y = 400 - 14;
    const x = 400 - v.l / 2;
    const body =
      rect(x, y, v.l, 28, 14, 'url(#bodyV)') +
      path(`M${r2(x + v.l - 4)} ${y + 2}L${r2(x + v.l + 50)} ${y + 12}V${y + 16}L${r2(x + v.l - 4)} ${y + 26}Z`, p.dark) +
      (v.k === '1' ? rect(x + v.l * 0.7, y - 3, 46, 8, 4, p.deep) : '');
    const face = `<g transform="rotate(-35 400 400)">${shadowed(body)}</g>`;
    return {
      front: face + floor(400, 660, 220),
      back: face,
      side: shadowed(rect(386, x, 28, v.l, 14, 'url(#bodyH)')),
      turn: { front: shadowed(body), faceFront: { w: v.l / 2 + 25, top: y, h: 28, d: 14 } },
    };
  },
});

// ── earbud-case covers ──────────────────────────────────────────────────────────────────
const budcaseParams = {
  /** Case shape it fits: c rectangle, o oval, r round, q rounded square. */
  k: word('c', 'o', 'r', 'q'),
  /** Lanyard ring: 0 or 1. */
  x: word('0', '1'),
} as const;

export const budcase = defineKind({
  name: 'budcase',
  type: 'accessory',
  about: 'earbud-case cover: silicone shell in the shape of the case, lid seam, lanyard ring',
  params: budcaseParams,
  draw(v, p) {
    const [w, h, r] = v.k === 'c' ? [320, 230, 64] : v.k === 'o' ? [350, 214, 106] : v.k === 'r' ? [270, 250, 120] : [282, 260, 86];
    const x = 400 - w / 2;
    const y = 420 - h / 2;
    const ring = v.x === '1' ? circle(x + w - 30, y - 16, 24, 'none', `stroke="${CHROME}" stroke-width="8"`) : '';
    const face =
      ring +
      shadowed(rect(x, y, w, h, r, 'url(#body)') + line(`M${r2(x + 4)} ${r2(y + h * 0.42)}H${r2(x + w - 4)}`, p.deep, 5) + rect(x, y, w, h, r, 'url(#sheen)'));
    return {
      front: face + floor(400, y + h + 30, w * 0.6),
      back: face,
      side: shadowed(rect(400 - h * 0.28, y, h * 0.56, h, 40, 'url(#bodyH)')),
      turn: { front: face, faceFront: { w: w / 2, top: y, h, d: h * 0.28 } },
    };
  },
});

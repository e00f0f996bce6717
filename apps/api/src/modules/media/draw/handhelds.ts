/**
 * Phones, foldables and tablets: each model's own proportions, corners, bezels, front camera,
 * camera layout on the back, back material and extras (S Pen, hinge, cover screen).
 * The main picture shows the back behind the lit front, as product shots do, so the camera
 * layout and the colour read at card size.
 */
import { defineKind, int, word, type Values } from '../design-grammar.ts';
import { circle, floor, lens, line, path, place, r2, rect, shadowed, type Palette, wallpaper } from '../svg-kit.ts';

// ── bar phones ──────────────────────────────────────────────────────────────────────────
const barParams = {
  /** Body height and width (canvas units; 80 per inch of screen diagonal). */
  h: int(440, 580),
  w: int(190, 290),
  /** Corner radius: 12 is the squared Ultra, 40+ the rounded ones. */
  r: int(6, 64),
  /**
   * Camera layout: v3 three lenses in a column, r3 three lenses on raised rings, u5 three plus a
   * second column (periscope, flash, sensor), p2/p3 a pill-shaped island with two/three lenses,
   * s3 a square island with three lenses and the flash, q4 a square island with four lenses.
   */
  c: word('v3', 'r3', 'u5', 'p2', 'p3', 's3', 'q4'),
  /** Lens radius. */
  l: int(12, 34),
  /** Front camera: p punch hole, d waterdrop notch. */
  f: word('p', 'd'),
  /** Bezel around the screen. */
  b: int(4, 24),
  /** Thickness in the side view. */
  t: int(8, 32),
  /** Back: g glass, m matte, k leather. */
  m: word('g', 'm', 'k'),
  /** Extra: n none, pen a built-in S Pen. */
  x: word('n', 'pen'),
} as const;
type Bar = Values<typeof barParams>;

/** Top-left of a phone body of this size centred on the canvas. */
const origin = (w: number, h: number) => ({ x: 400 - w / 2, y: 392 - h / 2 });

/** The lit front: frame in the colour, black glass, the wallpaper, the front camera, the keys. */
function barFace(v: Pick<Bar, 'h' | 'w' | 'r' | 'b' | 'f'> & { pen?: boolean }, p: Palette) {
  const { x, y } = origin(v.w, v.h);
  const chin = v.b >= 10 ? v.b * 1.5 : v.b;
  const sx = x + v.b;
  const sy = y + v.b;
  const sw = v.w - 2 * v.b;
  const sh = v.h - v.b - chin;
  const sr = Math.max(4, v.r - v.b * 0.8);
  const cx = 400;
  const camera =
    v.f === 'p'
      ? circle(cx, sy + 16, 7, '#000')
      : path(`M${r2(cx - 26)} ${r2(sy)} q12 0 14 9 a12 12 0 0 0 24 0 q2 -9 14 -9 Z`, '#0a0c10') + circle(cx, sy + 8, 4.5, '#1b2130');
  const keys = rect(x + v.w - 1, y + v.h * 0.2, 4, v.h * 0.12, 2, p.dark) + rect(x + v.w - 1, y + v.h * 0.36, 4, v.h * 0.07, 2, p.dark);
  const pen = v.pen ? rect(x + v.w * 0.14, y + v.h - 3, 32, 6, 3, p.deep) : '';
  return (
    shadowed(rect(x, y, v.w, v.h, v.r, p.edge) + rect(x + 3, y + 3, v.w - 6, v.h - 6, v.r - 3, '#0a0c10') + wallpaper(sx, sy, sw, sh, sr) + camera) + keys + pen
  );
}

/** Camera module on a back whose top-left is (x, y), with the body's corner radius r. */
function barCameras(v: Pick<Bar, 'c' | 'l' | 'r'>, p: Palette, x: number, y: number) {
  const l = v.l;
  const pad = Math.max(18, v.r * 0.45) + 8;
  const cx = x + pad + l;
  const cy = y + pad + l;
  const gap = 2 * l + 16;
  const flash = (fx: number, fy: number) => circle(fx, fy, Math.max(6, l * 0.3), '#f4ead2', `stroke="${p.edge}" stroke-width="2"`);
  const column = (n: number, step: number, ring = 5) => Array.from({ length: n }, (_, i) => lens(cx, cy + i * step, l, p, ring)).join('');
  const island = (n: number) => {
    const iw = 2 * l + 22;
    const ih = (n - 1) * gap + 2 * l + 22;
    return rect(cx - iw / 2, cy - l - 11, iw, ih, iw / 2, p.dark, `stroke="${p.edge}" stroke-width="3"`) + column(n, gap, 3);
  };
  switch (v.c) {
    case 'v3':
      return column(3, gap) + flash(cx + l + 24, cy);
    case 'r3':
      return (
        [0, 1, 2]
          .map((i) => circle(cx, cy + i * (gap + 8), l + 11, p.light, `stroke="${p.dark}" stroke-width="2"`) + lens(cx, cy + i * (gap + 8), l, p, 3))
          .join('') + flash(cx + l + 28, cy + gap / 2)
      );
    case 'u5': {
      const c2 = cx + 2 * l + 18;
      return (
        column(3, gap - 2, 6) +
        lens(c2, cy + gap * 0.5, l * 0.92, p, 6) +
        flash(c2, cy + gap * 1.45) +
        circle(c2, cy + gap * 1.95, Math.max(5, l * 0.22), '#2a2f3a')
      );
    }
    case 'p2':
      return island(2) + flash(cx + l + 28, cy + 2);
    case 'p3':
      return island(3) + flash(cx + l + 28, cy + 2);
    case 's3':
    case 'q4': {
      const s = 2 * l + 14;
      const side = 2 * s + 16;
      const ix = cx - l - 15;
      const iy = cy - l - 15;
      const cell = (i: number, j: number) => [ix + 15 + l + i * s, iy + 15 + l + j * s] as const;
      const base = rect(ix, iy, side, side, side * 0.24, '#16191f', `stroke="${p.edge}" stroke-width="3"`);
      const lenses = (v.c === 's3' ? [cell(0, 0), cell(1, 0), cell(0, 1)] : [cell(0, 0), cell(1, 0), cell(0, 1), cell(1, 1)])
        .map(([a, b]) => lens(a, b, l, p, 3))
        .join('');
      const f = v.c === 's3' ? flash(...cell(1, 1)) : flash(ix + side + 22, iy + 22);
      return base + lenses + f;
    }
  }
}

function barBack(v: Bar, p: Palette, defsLeather: boolean) {
  const { x, y } = origin(v.w, v.h);
  const finish =
    v.m === 'g'
      ? rect(x, y, v.w, v.h, v.r, 'url(#sheen)')
      : v.m === 'k' && defsLeather
        ? rect(x, y, v.w, v.h, v.r, 'url(#leather)', 'opacity=".85"') +
          rect(x + 10, y + 10, v.w - 20, v.h - 20, Math.max(2, v.r - 10), 'none', `stroke="${p.light}" stroke-width="2" stroke-dasharray="6 5" opacity=".7"`)
        : '';
  const pen = v.x === 'pen' ? rect(x + v.w * 0.86 - 32, y + v.h - 3, 32, 6, 3, p.deep) : '';
  return shadowed(rect(x, y, v.w, v.h, v.r, 'url(#body)') + finish) + barCameras(v, p, x, y) + pen;
}

function barSide(v: Bar, p: Palette) {
  const { y } = origin(v.w, v.h);
  const t = v.t;
  const bump = Math.max(3, v.l * 0.18);
  const camTop = y + Math.max(18, v.r * 0.45) + 8;
  const gap = 2 * v.l + 16;
  // Separate lenses stand out one by one (rings higher than plain lenses); an island as one block.
  const lenses = v.c === 'v3' || v.c === 'r3' || v.c === 'u5';
  const camera = lenses
    ? [0, 1, 2]
        .map((i) =>
          rect(
            400 - t / 2 - bump * (v.c === 'r3' ? 1.6 : 1),
            camTop + i * (v.c === 'r3' ? gap + 8 : gap),
            bump * (v.c === 'r3' ? 1.6 : 1) + 2,
            2 * v.l,
            3,
            p.edge,
          ),
        )
        .join('')
    : rect(400 - t / 2 - bump, camTop - 6, bump + 2, v.c === 'p2' ? gap + 2 * v.l + 12 : v.c === 'p3' ? 2 * gap + 2 * v.l + 12 : 4 * v.l + 44, 4, p.edge);
  return (
    shadowed(rect(400 - t / 2, y, t, v.h, Math.min(t / 2, v.r * 0.5), 'url(#bodyH)') + camera) +
    rect(400 + t / 2 - 2, y + v.h * 0.2, 4, v.h * 0.12, 2, p.dark) +
    rect(400 + t / 2 - 2, y + v.h * 0.36, 4, v.h * 0.07, 2, p.dark)
  );
}

/** Back behind, front ahead: the composition of a phone's main picture. */
const hero = (back: string, front: string, w: number) =>
  place(back, 400 - w * 0.42, 392, 0.8) + place(front, 400 + w * 0.36, 408, 0.86) + floor(400, 392 + 0.43 * 580 + 30, 240);

export const bar = defineKind({
  name: 'bar',
  type: 'phone',
  about: 'bar phone: proportions, corners, bezel, punch hole or waterdrop, camera layout, back material, S Pen',
  params: barParams,
  draw(v, p) {
    const face = barFace({ ...v, pen: v.x === 'pen' }, p);
    const back = barBack(v, p, true);
    const { y } = origin(v.w, v.h);
    const top = y + Math.max(18, v.r * 0.45) + 8 - 5;
    return {
      front: hero(back, face, v.w),
      back,
      side: barSide(v, p),
      angle: { turn: 215 },
      turn: { front: face, back, faceFront: { w: v.w / 2, top: y, h: v.h, d: v.t / 2 }, bump: [top, top + (v.c === 'p2' ? 4 : 6) * v.l + 30] },
      defs: v.m === 'k' ? ['leather'] : [],
    };
  },
});

// ── book-style foldables ────────────────────────────────────────────────────────────────
const foldParams = {
  /** Folded height and width; unfolded the device is about twice as wide. */
  h: int(440, 580),
  w: int(170, 260),
  /** Cameras: v3 a column of three, i3 three in a pill island, o4 four in a round island. */
  c: word('v3', 'i3', 'o4'),
  l: int(12, 30),
  /** Folded thickness in the side view. */
  t: int(14, 44),
  /** Back: g glass, k leather. */
  m: word('g', 'k'),
  /** Frame: n plain, lux a polished accent rim. */
  x: word('n', 'lux'),
} as const;
type Fold = Values<typeof foldParams>;

function foldOpen(v: Fold, p: Palette) {
  const W = 2 * v.w - 12;
  const { x, y } = origin(W, v.h);
  const rim = v.x === 'lux' ? rect(x - 3, y - 3, W + 6, v.h + 6, 30, p.light) : '';
  return (
    shadowed(
      rim +
        rect(x, y, W, v.h, 26, p.edge) +
        rect(x + 3, y + 3, W - 6, v.h - 6, 23, '#0a0c10') +
        wallpaper(x + 9, y + 9, W - 18, v.h - 18, 18) +
        rect(398, y + 9, 4, v.h - 18, 0, '#000', 'opacity=".22"') +
        rect(402, y + 9, 2, v.h - 18, 0, '#fff', 'opacity=".08"') +
        circle(x + W * 0.75, y + 24, 6, '#000'),
    ) + rect(x + W - 1, y + v.h * 0.22, 4, v.h * 0.1, 2, p.dark)
  );
}

function foldCameras(v: Fold, p: Palette, x: number, y: number) {
  const l = v.l;
  const cx = x + 30 + l;
  const cy = y + 34 + l;
  const gap = 2 * l + 16;
  if (v.c === 'v3') return [0, 1, 2].map((i) => lens(cx, cy + i * gap, l, p)).join('') + circle(cx + l + 22, cy, 6, '#f4ead2');
  if (v.c === 'i3') {
    const iw = 2 * l + 22;
    return (
      rect(cx - iw / 2, cy - l - 11, iw, 2 * gap + 2 * l + 22, iw / 2, p.dark, `stroke="${p.edge}" stroke-width="3"`) +
      [0, 1, 2].map((i) => lens(cx, cy + i * gap, l, p, 3)).join('') +
      circle(cx + l + 26, cy, 6, '#f4ead2')
    );
  }
  // o4: a round island at the top centre with four lenses, ringed in the accent colour.
  const ox = x + v.w / 2;
  const oy = y + 40 + 2.1 * l;
  const s = l + 6;
  return (
    circle(ox, oy, 2.1 * l + 14, p.light, `stroke="${p.edge}" stroke-width="4"`) +
    circle(ox, oy, 2.1 * l + 4, '#16191f') +
    [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ]
      .map(([i, j]) => lens(ox + i! * s, oy + j! * s, l * 0.72, p, 2))
      .join('')
  );
}

function foldBack(v: Fold, p: Palette) {
  const { x, y } = origin(v.w, v.h);
  const finish =
    v.m === 'k'
      ? rect(x, y, v.w, v.h, 24, 'url(#leather)', 'opacity=".9"') +
        rect(x + 10, y + 10, v.w - 20, v.h - 20, 16, 'none', `stroke="${p.light}" stroke-width="2" stroke-dasharray="6 5" opacity=".7"`)
      : rect(x, y, v.w, v.h, 24, 'url(#sheen)');
  const rim = v.x === 'lux' ? rect(x - 3, y - 3, v.w + 6, v.h + 6, 27, p.light) : '';
  // The hinge spine along the left edge.
  return shadowed(rim + rect(x - 12, y + 6, 24, v.h - 12, 10, p.dark) + rect(x, y, v.w, v.h, 24, 'url(#body)') + finish) + foldCameras(v, p, x, y);
}

function foldSide(v: Fold, p: Palette) {
  const { y } = origin(v.w, v.h);
  const t = v.t;
  return (
    shadowed(rect(400 - t / 2, y, t, v.h, 10, 'url(#bodyH)') + rect(400 - 1, y + 4, 2, v.h - 8, 1, p.deep, 'opacity=".6"')) +
    rect(400 + t / 2 - 2, y + v.h * 0.22, 4, v.h * 0.1, 2, p.dark)
  );
}

export const fold = defineKind({
  name: 'fold',
  type: 'foldable',
  about: 'book-style foldable: unfolded inner screen with the crease, folded back with its cameras, hinge spine, leather or glass, accent rim',
  params: foldParams,
  draw(v, p) {
    const open = foldOpen(v, p);
    const back = foldBack(v, p);
    const W = 2 * v.w - 12;
    const { y } = origin(v.w, v.h);
    return {
      front: place(back, 400 - W * 0.36, 392, 0.74) + place(open, 400 + W * 0.12, 410, 0.8) + floor(400, 392 + 0.4 * 580 + 36, 280),
      back,
      side: foldSide(v, p),
      angle: { turn: 215 },
      turn: {
        front: open,
        back,
        faceFront: { w: W / 2, top: origin(W, v.h).y, h: v.h, d: v.t / 4 },
        faceBack: { w: v.w / 2, top: y, h: v.h, d: v.t / 2 },
        bump: [y + 30, y + 30 + (v.c === 'o4' ? 4.4 * v.l + 30 : 6 * v.l + 40)],
      },
      defs: v.m === 'k' ? ['leather'] : [],
    };
  },
});

// ── clamshell foldables ─────────────────────────────────────────────────────────────────
const flipParams = {
  /** Open height and width. */
  h: int(420, 580),
  w: int(170, 240),
  /** Cover screen: f the whole upper half around the cameras, s a smaller screen beside them. */
  o: word('f', 's'),
  l: int(12, 28),
  r: int(16, 60),
  /** Folded thickness. */
  t: int(20, 50),
} as const;
type Flip = Values<typeof flipParams>;

function flipOpen(v: Flip, p: Palette) {
  const { x, y } = origin(v.w, v.h);
  const mid = y + v.h / 2;
  return (
    shadowed(
      rect(x, y, v.w, v.h, v.r, p.edge) +
        rect(x + 3, y + 3, v.w - 6, v.h - 6, v.r - 3, '#0a0c10') +
        wallpaper(x + 8, y + 8, v.w - 16, v.h - 16, Math.max(6, v.r - 8)) +
        rect(x + 8, mid - 2, v.w - 16, 4, 0, '#000', 'opacity=".2"') +
        circle(400, y + 24, 6, '#000'),
    ) +
    // The hinge shows at both edges.
    rect(x - 4, mid - 26, 6, 52, 3, p.dark) +
    rect(x + v.w - 2, mid - 26, 6, 52, 3, p.dark) +
    rect(x + v.w - 1, y + v.h * 0.3, 4, v.h * 0.08, 2, p.dark)
  );
}

/** The upper half seen from the back: the cover screen and the two cameras. */
function flipCover(v: Flip, p: Palette, x: number, y: number, half: number) {
  const l = v.l;
  if (v.o === 'f') {
    // Edge-to-edge cover screen with the two lenses cut into its lower left.
    const sx = x + 8;
    const sy = y + 8;
    const sw = v.w - 16;
    const sh = half - 16;
    return (
      rect(sx, sy, sw, sh, Math.max(8, v.r - 8), '#0a0c10') +
      wallpaper(sx + 3, sy + 3, sw - 6, sh - 6, Math.max(6, v.r - 11)) +
      circle(sx + 14 + l, sy + sh - 14 - l, l + 8, '#0a0c10') +
      circle(sx + 40 + 3 * l, sy + sh - 14 - l, l + 8, '#0a0c10') +
      lens(sx + 14 + l, sy + sh - 14 - l, l, p, 3) +
      lens(sx + 40 + 3 * l, sy + sh - 14 - l, l, p, 3)
    );
  }
  // A smaller screen on the right, the cameras in a column on the left.
  const cx = x + 22 + l;
  const sw = v.w - (cx - x) - l - 34;
  return (
    lens(cx, y + half * 0.3, l, p) +
    lens(cx, y + half * 0.3 + 2 * l + 16, l, p) +
    circle(cx, y + half * 0.3 + 4 * l + 28, 5, '#f4ead2') +
    rect(cx + l + 16, y + 16, sw, half - 32, 14, '#0a0c10') +
    wallpaper(cx + l + 19, y + 19, sw - 6, half - 38, 11)
  );
}

function flipBack(v: Flip, p: Palette) {
  const { x, y } = origin(v.w, v.h);
  const half = v.h / 2;
  return shadowed(
    rect(x, y, v.w, v.h, v.r, 'url(#body)') +
      rect(x, y, v.w, v.h, v.r, 'url(#sheen)') +
      rect(x, y + half - 10, v.w, 20, 4, p.dark) +
      rect(x, y + half - 1, v.w, 2, 0, p.deep, 'opacity=".5"') +
      flipCover(v, p, x, y, half - 10),
  );
}

/** Closed: a near-square, the cover half up. */
function flipClosed(v: Flip, p: Palette) {
  const half = v.h / 2;
  const { x, y } = origin(v.w, half);
  return shadowed(rect(x, y, v.w, half, v.r, 'url(#body)') + rect(x, y + half - 12, v.w, 12, 4, p.dark) + flipCover(v, p, x, y, half - 12));
}

export const flip = defineKind({
  name: 'flip',
  type: 'foldable',
  about: 'clamshell foldable: the open tall screen with the hinge, the closed square with its cover screen (full or beside the cameras)',
  params: flipParams,
  draw(v, p) {
    const open = flipOpen(v, p);
    const back = flipBack(v, p);
    const { y } = origin(v.w, v.h);
    return {
      front: place(flipClosed(v, p), 400 - v.w * 0.48, 470, 0.86) + place(open, 400 + v.w * 0.38, 400, 0.9) + floor(400, 650, 250),
      back,
      // From the side, folded: the two halves, the hinge at the bottom.
      side: shadowed(
        rect(400 - v.t / 2, 400 - v.h / 4, v.t, v.h / 2, 8, 'url(#bodyH)') +
          rect(399, 400 - v.h / 4 + 6, 2, v.h / 2 - 20, 1, p.deep, 'opacity=".6"') +
          rect(400 - v.t / 2 - 2, 400 + v.h / 4 - 24, v.t + 4, 28, 12, p.dark),
      ),
      angle: { turn: 215 },
      turn: { front: open, back, faceFront: { w: v.w / 2, top: y, h: v.h, d: 7 }, bump: [y + v.h / 2 - 30, y + v.h / 2 + 30] },
    };
  },
});

// ── tablets ─────────────────────────────────────────────────────────────────────────────
const tabParams = {
  /** Long edge (landscape width) and aspect ratio ×100 (160 = 16:10). */
  w: int(440, 700),
  a: int(130, 190),
  b: int(6, 32),
  /** Cameras on the back: 1 or 2. */
  c: word('1', '2'),
  /** Front camera: e in the bezel, n in a notch (thin-bezel models). */
  n: word('e', 'n'),
  /** Pen: 0 none, 1 a pen that clips to the back (and lies beside it in the main picture). */
  p: word('0', '1'),
  t: int(8, 22),
} as const;
type Tab = Values<typeof tabParams>;

const tabBox = (v: Tab) => {
  const h = Math.round((v.w * 100) / v.a);
  return { h, x: 400 - v.w / 2, y: 380 - h / 2 };
};

function pen(x: number, y: number, len: number, p: Palette) {
  return shadowed(rect(x, y, len, 14, 7, p.base) + rect(x + len - 10, y + 2, 22, 10, 5, p.dark) + path(`M${r2(x + len + 12)} ${y + 3} l14 4 l-14 4 Z`, p.deep));
}

function tabFace(v: Tab, p: Palette) {
  const { h, x, y } = tabBox(v);
  const r = Math.max(14, v.b * 1.4);
  const camera =
    v.n === 'n' ? rect(400 - 26, y + v.b - 2, 52, 16, 8, '#0a0c10') + circle(400, y + v.b + 5, 4, '#1b2130') : circle(400, y + v.b / 2 + 1, 4, '#222');
  return shadowed(
    rect(x, y, v.w, h, r, p.edge) +
      rect(x + 3, y + 3, v.w - 6, h - 6, r - 3, '#0a0c10') +
      wallpaper(x + v.b, y + v.b, v.w - 2 * v.b, h - 2 * v.b, Math.max(6, r - v.b)) +
      camera,
  );
}

function tabBack(v: Tab, p: Palette) {
  const { h, x, y } = tabBox(v);
  const r = Math.max(14, v.b * 1.4);
  const cams = v.c === '2' ? lens(x + 50, y + 50, 18, p) + lens(x + 50, y + 104, 18, p) + circle(x + 94, y + 50, 6, '#f4ead2') : lens(x + 48, y + 48, 17, p);
  const pins = [0, 1, 2].map((i) => circle(400 - 14 + i * 14, y + h - 14, 4, p.deep)).join('');
  const strip = v.p === '1' ? rect(400 - v.w * 0.18, y + 26, v.w * 0.36, 22, 11, p.dark, 'opacity=".35"') : '';
  return shadowed(rect(x, y, v.w, h, r, 'url(#body)') + rect(x, y, v.w, h, r, 'url(#sheen)') + strip) + cams + pins;
}

export const tab = defineKind({
  name: 'tab',
  type: 'tablet',
  about: 'tablet in landscape: size, aspect, bezel, notch or bezel camera, one or two cameras, pen beside it and its strip on the back',
  params: tabParams,
  draw(v, p) {
    const { h, y } = tabBox(v);
    const face = tabFace(v, p);
    const withPen = v.p === '1' ? pen(400 - v.w * 0.3, y + h + 34, v.w * 0.55, p) : '';
    return {
      front: face + withPen + floor(400, y + h + (v.p === '1' ? 80 : 44), v.w * 0.46),
      back: tabBack(v, p),
      side: shadowed(rect(400 - v.t / 2, y, v.t, h, v.t / 2, 'url(#bodyH)')) + (v.p === '1' ? rect(400 - v.t / 2 - 8, y + h * 0.3, 8, h * 0.4, 4, p.base) : ''),
      wide: true,
      turn: { front: face, back: tabBack(v, p), faceFront: { w: v.w / 2, top: y, h, d: v.t / 2 } },
    };
  },
});

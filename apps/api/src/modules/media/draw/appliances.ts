/**
 * Home appliances: fridges by door layout (single, top or bottom freezer, side by side, French
 * three- and four-door), handles and dispenser; washers and dryers by how they load (front,
 * top, dryer, wall-hung mini), door size and control panel.
 */
import { defineKind, int, word, type Values } from '../design-grammar.ts';
import { circle, floor, line, r2, rect, shadowed, type Palette } from '../svg-kit.ts';

// ── fridges ─────────────────────────────────────────────────────────────────────────────
const fridgeParams = {
  /** Doors: 1 single, t2 freezer on top, b2 freezer drawer below, s2 side by side, f3 French over one drawer, f4 French over two drawers. */
  d: word('1', 't2', 'b2', 's2', 'f3', 'f4'),
  w: int(240, 460),
  h: int(440, 690),
  /** Water and ice dispenser: 0 or 1. */
  x: word('0', '1'),
  /** Handles: b bars, r recessed grooves, p pockets. */
  g: word('b', 'r', 'p'),
} as const;
type Fridge = Values<typeof fridgeParams>;

function fridgeDoors(v: Fridge, p: Palette, x: number, y: number) {
  const { w, h } = v;
  const seams: string[] = [];
  const handles: string[] = [];
  const edge = p.edge;
  const bar = (hx: number, hy: number, len: number, vertical = true) => (vertical ? rect(hx, hy, 8, len, 4, edge) : rect(hx, hy, len, 8, 4, edge));
  const groove = (gx: number, gy: number, len: number) => rect(gx, gy, len, 8, 4, p.deep, 'opacity=".75"');
  const pocket = (px: number, py: number) => rect(px, py, 16, 46, 8, p.deep, 'opacity=".55"');
  const handle = (kind: 'v' | 'h', hx: number, hy: number, len: number) =>
    // A recessed grip runs along the top of a door, from the edge it opens at.
    v.g === 'b'
      ? bar(hx, hy, len, kind === 'v')
      : v.g === 'r'
        ? kind === 'v'
          ? groove(hx < 400 ? hx - 52 : hx, hy, 60)
          : groove(hx, hy, len)
        : pocket(hx, hy);
  const mid = x + w / 2;
  switch (v.d) {
    case '1':
      handles.push(handle('v', x + w - 36, y + h * 0.3, h * 0.3));
      break;
    case 't2': {
      const split = y + h * 0.3;
      seams.push(`M${r2(x + 6)} ${r2(split)}H${r2(x + w - 6)}`);
      handles.push(handle('v', x + w - 36, split - 90, 70), handle('v', x + w - 36, split + 24, h * 0.24));
      break;
    }
    case 'b2': {
      const split = y + h * 0.64;
      seams.push(`M${r2(x + 6)} ${r2(split)}H${r2(x + w - 6)}`);
      handles.push(handle('v', x + w - 36, split - h * 0.28, h * 0.24), handle('h', mid - w * 0.3, split + 22, w * 0.6));
      break;
    }
    case 's2':
      seams.push(`M${r2(mid)} ${r2(y + 6)}V${r2(y + h - 6)}`);
      handles.push(handle('v', mid - 22, y + h * 0.3, h * 0.34), handle('v', mid + 14, y + h * 0.3, h * 0.34));
      break;
    case 'f3':
    case 'f4': {
      const split = y + h * (v.d === 'f3' ? 0.62 : 0.56);
      seams.push(`M${r2(mid)} ${r2(y + 6)}V${r2(split)}M${r2(x + 6)} ${r2(split)}H${r2(x + w - 6)}`);
      handles.push(handle('v', mid - 22, y + h * 0.2, h * 0.3), handle('v', mid + 14, y + h * 0.2, h * 0.3));
      if (v.d === 'f3') handles.push(handle('h', mid - w * 0.3, split + 22, w * 0.6));
      else {
        seams.push(`M${r2(mid)} ${r2(split)}V${r2(y + h - 6)}`);
        handles.push(handle('h', x + w * 0.1, split + 22, w * 0.3), handle('h', mid + w * 0.1, split + 22, w * 0.3));
      }
      break;
    }
  }
  const dispenserX = v.d === 's2' || v.d === 'f3' || v.d === 'f4' ? x + w * 0.12 : x + w * 0.3;
  const dispenser =
    v.x === '1'
      ? rect(dispenserX, y + h * 0.24, w * 0.26, h * 0.2, 10, '#1b1f27') + rect(dispenserX + w * 0.06, y + h * 0.24 + 14, w * 0.14, 8, 4, '#6fb3ff')
      : '';
  return line(seams.join(''), p.deep, 4) + handles.join('') + dispenser;
}

export const fridge = defineKind({
  name: 'fridge',
  type: 'fridge',
  about: 'refrigerator: door layout (single, top or bottom freezer, side by side, French 3 or 4 doors), size, dispenser, handles',
  params: fridgeParams,
  draw(v, p) {
    const x = 400 - v.w / 2;
    const y = 710 - v.h;
    const body = rect(x, y, v.w, v.h, 16, 'url(#body)') + fridgeDoors(v, p, x, y) + rect(x, y, v.w, v.h, 16, 'url(#sheen)');
    const front = shadowed(body) + floor(400, 718, v.w * 0.58);
    const back =
      shadowed(
        rect(x, y, v.w, v.h, 16, p.dark) +
          rect(x + v.w * 0.14, y + v.h * 0.72, v.w * 0.72, v.h * 0.22, 10, '#2a2d33', 'opacity=".6"') +
          line(
            Array.from({ length: 8 }, (_, i) => `M${r2(x + v.w * 0.2)} ${r2(y + v.h * 0.12 + i * 40)}h${r2(v.w * 0.6)}`).join(''),
            p.deep,
            5,
            'opacity=".45"',
          ),
      ) + floor(400, 718, v.w * 0.58);
    const depth = Math.round(v.h * 0.5);
    const side =
      shadowed(rect(400 - depth / 2, y, depth, v.h, 14, 'url(#bodyH)') + (v.g === 'b' ? rect(400 + depth / 2, y + v.h * 0.25, 14, v.h * 0.3, 6, p.edge) : '')) +
      floor(400, 718, depth * 0.6);
    return { front, back, side, turn: { front: shadowed(body), faceFront: { w: v.w / 2, top: y, h: v.h, d: depth / 2 } } };
  },
});

// ── washers and dryers ──────────────────────────────────────────────────────────────────
const washerParams = {
  /** Loading: f front-loading washer, t top-loading, d dryer, w wall-hung mini washer. */
  l: word('f', 't', 'd', 'w'),
  /** Height of the cabinet. */
  s: int(300, 620),
  /** Door radius. */
  o: int(60, 190),
  /** Control panel: k dial, s small screen, a large touch screen. */
  p: word('k', 's', 'a'),
} as const;
type Washer = Values<typeof washerParams>;

function panel(v: Washer, p: Palette, x: number, y: number, w: number, h: number) {
  const cy = y + h / 2;
  switch (v.p) {
    case 'k':
      return (
        circle(x + w - 60, cy, h * 0.32, p.edge) +
        circle(x + w - 60, cy, h * 0.22, p.base) +
        rect(x + 40, cy - 12, 110, 24, 8, '#12161f') +
        rect(x + 52, cy - 3, 36, 6, 3, '#6fb3ff')
      );
    case 's':
      return (
        rect(x + w * 0.34, cy - 14, w * 0.32, 28, 10, '#12161f') + rect(x + w * 0.38, cy - 3, w * 0.12, 6, 3, '#6fb3ff') + circle(x + w - 46, cy, 12, p.edge)
      );
    case 'a':
      return (
        rect(x + w * 0.2, cy - h * 0.34, w * 0.6, h * 0.68, 12, '#12161f') +
        rect(x + w * 0.24, cy - h * 0.2, w * 0.2, h * 0.14, 5, '#6fb3ff') +
        rect(x + w * 0.24, cy + h * 0.04, w * 0.34, h * 0.1, 5, '#8ee08a', 'opacity=".8"') +
        circle(x + w - 50, cy, h * 0.26, p.edge)
      );
  }
}

function door(v: Washer, p: Palette, cx: number, cy: number) {
  const r = v.o;
  const inner =
    v.l === 'd'
      ? circle(cx, cy, r * 0.8, p.deep) +
        circle(cx, cy, r * 0.62, p.dark, 'opacity=".8"') +
        rect(cx - r * 0.4, cy + r * 0.5, r * 0.8, 8, 4, '#000', 'opacity=".3"')
      : circle(cx, cy, r * 0.82, 'url(#screen)') + circle(cx, cy, r * 0.6, 'none', 'stroke="#5c6a80" stroke-width="4" opacity=".6"');
  return (
    circle(cx, cy, r, p.edge) +
    circle(cx, cy, r * 0.9, '#c9ced6') +
    inner +
    circle(cx, cy, r * 0.82, 'url(#sheen)') +
    rect(cx + r * 0.86, cy - 26, 12, 52, 6, p.dark)
  );
}

export const washer = defineKind({
  name: 'washer',
  type: 'washer',
  about: 'washer or dryer: front-loading, top-loading, dryer (solid door, water tank) or wall-hung mini; door size; dial, screen or large touch panel',
  params: washerParams,
  draw(v, p) {
    const h = v.s;
    const w = v.l === 'w' ? Math.round(h * 1.05) : v.l === 't' ? Math.round(h * 0.74) : Math.round(h * 0.8);
    const x = 400 - w / 2;
    const y = v.l === 'w' ? 400 - h / 2 : 700 - h;
    const ph = v.l === 'w' ? h * 0.2 : h * 0.16;
    let body: string;
    if (v.l === 't') {
      // Top-loader: the lid seen from slightly above, controls along the back edge.
      const lid = 80;
      body =
        rect(x, y + lid, w, h - lid, 16, 'url(#body)') +
        `<path d="M${r2(x)} ${r2(y + lid + 10)}L${r2(x + 30)} ${r2(y)}H${r2(x + w - 30)}L${r2(x + w)} ${r2(y + lid + 10)}Z" fill="${p.light}"/>` +
        `<ellipse cx="400" cy="${r2(y + lid * 0.6)}" rx="${r2(Math.min(v.o, w * 0.36))}" ry="${r2(lid * 0.3)}" fill="url(#screen)" opacity=".85"/>` +
        panel(v, p, x, y + lid + 6, w, ph) +
        rect(x + w * 0.3, y + h - 40, w * 0.4, 10, 5, p.dark, 'opacity=".4"');
    } else {
      const tank = v.l === 'd' ? rect(x + 24, y + ph * 0.25, w * 0.24, ph * 0.5, 6, p.light, `stroke="${p.dark}" stroke-width="2"`) : '';
      body =
        rect(x, y, w, h, v.l === 'w' ? 28 : 22, 'url(#body)') +
        line(`M${r2(x + 6)} ${r2(y + ph)}H${r2(x + w - 6)}`, p.dark, 3) +
        panel(v, p, x, y, w, ph) +
        tank +
        door(v, p, 400, y + ph + (h - ph) * 0.5) +
        rect(x, y, w, h, 22, 'url(#sheen)');
    }
    const wall = v.l === 'w' ? rect(x + 14, y + 18, w, h, 28, '#000', 'opacity=".08"') + rect(400 - w * 0.3, y - 20, w * 0.6, 20, 4, p.deep) : '';
    const ground = v.l === 'w' ? '' : floor(400, 708, w * 0.56);
    const front = wall + shadowed(body) + ground;
    const back =
      wall +
      shadowed(rect(x, y, w, h, 22, p.dark) + circle(x + 60, y + h - 60, 14, '#333') + rect(x + w - 160, y + 60, 100, 60, 8, '#333', 'opacity=".5"')) +
      ground;
    const depth = v.l === 'w' ? h * 0.4 : w * 0.95;
    const side =
      shadowed(
        rect(400 - depth / 2, y, depth, h, 18, 'url(#bodyH)') +
          (v.l === 't' ? '' : rect(400 + depth / 2 - 2, y + ph + (h - ph) * 0.5 - v.o * 0.6, 18, v.o * 1.2, 10, p.edge)),
      ) + ground;
    return { front, back, side, turn: { front: shadowed(body), faceFront: { w: w / 2, top: y, h, d: depth / 2 } } };
  },
});

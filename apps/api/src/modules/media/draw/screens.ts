/**
 * Televisions and monitors: panel size and aspect, bezel, flat or curved, the picture on the
 * panel (dark glass, a vivid scene, a framed painting), and the stand each model stands on.
 */
import { defineKind, int, word, type Values } from '../design-grammar.ts';
import { circle, floor, line, path, r2, rect, screen, shadowed, type Palette } from '../svg-kit.ts';

/** A picture on a panel: q d dark glass, g a vivid landscape, a a painting on a mat. */
function picture(q: 'd' | 'g' | 'a', x: number, y: number, w: number, h: number) {
  if (q === 'd') return screen(x, y, w, h, 3);
  const hills = (fill: string, k: number) =>
    path(
      `M${r2(x)} ${r2(y + h * (0.62 + k))}C${r2(x + w * 0.22)} ${r2(y + h * (0.42 + k))} ${r2(x + w * 0.4)} ${r2(y + h * (0.72 + k))} ${r2(x + w * 0.62)} ${r2(y + h * (0.52 + k))}S${r2(x + w * 0.9)} ${r2(y + h * (0.5 + k))} ${r2(x + w)} ${r2(y + h * (0.58 + k))}V${r2(y + h)}H${r2(x)}Z`,
      fill,
    );
  if (q === 'g')
    return (
      rect(x, y, w, h, 3, 'url(#vivid)') +
      circle(x + w * 0.72, y + h * 0.3, h * 0.1, '#ffe9a8', 'opacity=".9"') +
      hills('#2a1f5c', 0) +
      hills('#141034', 0.16) +
      rect(x, y, w, h, 3, 'url(#sheen)')
    );
  // A painting: a warm sky, a sun and layered hills on a white mat.
  const m = Math.min(w, h) * 0.08;
  return (
    rect(x, y, w, h, 0, '#f3efe6') +
    rect(x + m, y + m, w - 2 * m, h - 2 * m, 0, 'url(#artSky)') +
    circle(x + w * 0.34, y + h * 0.38, h * 0.09, '#fff3d6') +
    path(
      `M${r2(x + m)} ${r2(y + h * 0.62)}C${r2(x + w * 0.3)} ${r2(y + h * 0.48)} ${r2(x + w * 0.55)} ${r2(y + h * 0.7)} ${r2(x + w - m)} ${r2(y + h * 0.56)}V${r2(y + h - m)}H${r2(x + m)}Z`,
      '#7d8a5a',
    ) +
    path(
      `M${r2(x + m)} ${r2(y + h * 0.74)}C${r2(x + w * 0.4)} ${r2(y + h * 0.66)} ${r2(x + w * 0.6)} ${r2(y + h * 0.8)} ${r2(x + w - m)} ${r2(y + h * 0.72)}V${r2(y + h - m)}H${r2(x + m)}Z`,
      '#4f5b3a',
    )
  );
}

// ── televisions ─────────────────────────────────────────────────────────────────────────
const tvParams = {
  /** Panel width (16:9). */
  w: int(520, 740),
  /** Bezel; a wide one is a picture frame in the colour. */
  b: int(2, 30),
  /** Stand: c centre pedestal, p low plate, f blade feet, v V-shaped feet, w wall-hung. */
  s: word('c', 'p', 'f', 'v', 'w'),
  /** Picture: d dark glass, g vivid scene, a painting on a mat. */
  q: word('d', 'g', 'a'),
  /** Depth of the panel in the side view. */
  t: int(6, 70),
} as const;
type Tv = Values<typeof tvParams>;

function tvStand(v: Tv, p: Palette, x: number, bottom: number) {
  const w = v.w;
  switch (v.s) {
    case 'c':
      return rect(388, bottom - 10, 24, 44, 4, p.base) + rect(400 - w * 0.2, bottom + 30, w * 0.4, 14, 7, p.dark);
    case 'p':
      return (
        rect(394, bottom - 6, 12, 20, 3, p.dark) +
        path(
          `M${r2(400 - w * 0.26)} ${r2(bottom + 22)}L${r2(400 + w * 0.26)} ${r2(bottom + 22)}L${r2(400 + w * 0.28)} ${r2(bottom + 30)}L${r2(400 - w * 0.28)} ${r2(bottom + 30)}Z`,
          p.dark,
        ) +
        rect(400 - w * 0.26, bottom + 12, w * 0.52, 12, 4, p.base)
      );
    case 'f':
      return [x + w * 0.1, x + w * 0.9]
        .map((fx) =>
          path(`M${r2(fx - 8)} ${r2(bottom - 6)}L${r2(fx + 8)} ${r2(bottom - 6)}L${r2(fx + 30)} ${r2(bottom + 44)}L${r2(fx - 30)} ${r2(bottom + 44)}Z`, p.dark),
        )
        .join('');
    case 'v':
      return [x + w * 0.14, x + w * 0.86]
        .map((fx) =>
          line(
            `M${r2(fx - 36)} ${r2(bottom + 44)}L${r2(fx)} ${r2(bottom - 4)}L${r2(fx + 36)} ${r2(bottom + 44)}`,
            p.dark,
            9,
            'stroke-linejoin="round" stroke-linecap="round"',
          ),
        )
        .join('');
    case 'w':
      return '';
  }
}

export const tv = defineKind({
  name: 'tv',
  type: 'tv',
  about: 'television: panel width, bezel or picture frame, picture, pedestal, plate, blade or V feet, or wall-hung',
  params: tvParams,
  draw(v, p) {
    const h = Math.round((v.w * 9) / 16);
    const x = 400 - v.w / 2;
    const y = 360 - h / 2;
    const bottom = y + h;
    const frame =
      v.b >= 14
        ? rect(x, y, v.w, h, 4, 'url(#body)') + rect(x + 3, y + 3, v.w - 6, h - 6, 3, 'none', `stroke="${p.light}" stroke-width="2" opacity=".6"`)
        : rect(x, y, v.w, h, 6, p.edge);
    const wall = v.s === 'w' ? rect(x + 14, y + 18, v.w, h, 6, '#000', 'opacity=".08"') : '';
    const panel = frame + picture(v.q, x + v.b, y + v.b, v.w - 2 * v.b, h - 2 * v.b);
    const ground = v.s === 'w' ? '' : floor(400, bottom + 50, v.w * 0.42);
    const front = wall + tvStand(v, p, x, bottom) + shadowed(panel) + ground;
    const back =
      tvStand(v, p, x, bottom) +
      shadowed(
        rect(x, y, v.w, h, 6, 'url(#body)') +
          rect(400 - v.w * 0.26, y + h * 0.22, v.w * 0.52, h * 0.56, 16, p.dark, 'opacity=".35"') +
          line(
            Array.from({ length: 6 }, (_, i) => `M${r2(400 - v.w * 0.2)} ${r2(y + h * 0.3 + i * 14)}h${r2(v.w * 0.14)}`).join(''),
            p.deep,
            4,
            'opacity=".5"',
          ),
      ) +
      ground;
    const d = v.t;
    const side =
      (v.s === 'w'
        ? rect(400 + d / 2, y + h * 0.3, 10, h * 0.4, 2, p.deep)
        : rect(400 - 60, bottom + 30, 120, 14, 7, p.dark) + rect(400 - 5, bottom - 10, 10, 44, 3, p.base)) +
      shadowed(
        rect(400 - d / 2, y, d, h, Math.min(6, d / 2), 'url(#bodyH)') +
          (d > 16 ? rect(400 + d / 2 - 2, y + h * 0.2, Math.min(30, d * 0.6), h * 0.6, 8, p.dark) : ''),
      ) +
      ground;
    return {
      front,
      back,
      side,
      wide: true,
      turn: { front: shadowed(panel), faceFront: { w: v.w / 2, top: y, h, d: Math.max(4, d / 2) } },
      defs: v.q === 'a' ? ['art'] : v.q === 'g' ? ['vivid'] : [],
    };
  },
});

// ── monitors ────────────────────────────────────────────────────────────────────────────
const monParams = {
  w: int(480, 740),
  /** Aspect: 169 16:9, 219 21:9, 329 32:9. */
  a: word('169', '219', '329'),
  /** Curved panel: 0 flat, 1 curved. */
  v: word('0', '1'),
  /** Stand: p round pedestal, v V legs, l height-adjustable column, t tall post on a flat plate, r slim disc. */
  s: word('p', 'v', 'l', 't', 'r'),
  /** Webcam on top: 0 none, 1 a pop-up camera. */
  c: word('0', '1'),
  /** Bottom bezel (chin). */
  b: int(4, 34),
} as const;
type Mon = Values<typeof monParams>;

function monStand(v: Mon, p: Palette, bottom: number, w: number) {
  const base = bottom + 80;
  switch (v.s) {
    case 'p':
      return rect(388, bottom - 40, 24, 124, 8, p.base) + `<ellipse cx="400" cy="${r2(base + 8)}" rx="${r2(w * 0.17)}" ry="16" fill="${p.dark}"/>`;
    case 'v':
      return (
        rect(390, bottom - 40, 20, 120, 6, p.base) +
        line(
          `M${r2(400 - w * 0.2)} ${r2(base + 14)}L400 ${r2(base - 6)}L${r2(400 + w * 0.2)} ${r2(base + 14)}`,
          p.dark,
          14,
          'stroke-linejoin="round" stroke-linecap="round"',
        )
      );
    case 'l':
      return (
        rect(370, bottom - 80, 60, 170, 12, p.dark) +
        rect(400 - w * 0.16, base + 4, w * 0.32, 18, 8, p.dark) +
        rect(386, bottom - 70, 28, 150, 8, p.base, 'opacity=".5"')
      );
    case 't':
      return rect(394, bottom - 60, 12, 150, 5, p.light) + rect(400 - w * 0.2, base + 8, w * 0.4, 10, 4, p.light);
    case 'r':
      return rect(392, bottom - 20, 16, 100, 6, p.base) + `<ellipse cx="400" cy="${r2(base + 10)}" rx="${r2(w * 0.14)}" ry="9" fill="${p.base}"/>`;
  }
}

function monPanel(v: Mon, p: Palette, fill: string, inner: boolean) {
  const h = Math.round((v.w * 9) / (v.a === '169' ? 16 : v.a === '219' ? 21 : 32));
  const x = 400 - v.w / 2;
  const y = 340 - h / 2;
  const dy = v.v === '1' ? v.w * 0.045 : 0;
  // Curved: the ends come towards the viewer, so the top edge dips and the bottom bulges.
  const outline = (ix: number, iy: number, iw: number, ih: number) =>
    `M${r2(ix)} ${r2(iy)}Q400 ${r2(iy + 2 * dy)} ${r2(ix + iw)} ${r2(iy)}L${r2(ix + iw)} ${r2(iy + ih)}Q400 ${r2(iy + ih + 2 * dy)} ${r2(ix)} ${r2(iy + ih)}Z`;
  const body = path(outline(x, y, v.w, h), fill);
  if (!inner) return { body, h, x, y, dy };
  const screenArea =
    path(outline(x + 8, y + 8, v.w - 16, h - 8 - v.b), 'url(#screen)') +
    path(outline(x + 8, y + 8, v.w - 16, h - 8 - v.b), 'url(#aurora)') +
    path(outline(x + 8, y + 8, v.w - 16, h - 8 - v.b), 'url(#sheen)');
  const cam = v.c === '1' ? rect(400 - 30, y - 16, 60, 20, 8, p.dark) + circle(400, y - 6, 5, '#0c0f16') : '';
  return { body: cam + body + screenArea, h, x, y, dy };
}

export const mon = defineKind({
  name: 'mon',
  type: 'monitor',
  about: 'monitor: width, 16:9, 21:9 or 32:9, flat or curved, stand (pedestal, V legs, column, post on a plate, disc), webcam, chin',
  params: monParams,
  draw(v, p) {
    const panel = monPanel(v, p, p.edge, true);
    const bottom = panel.y + panel.h + panel.dy;
    const stand = monStand(v, p, bottom, v.w);
    const ground = floor(400, bottom + 104, Math.max(160, v.w * 0.3));
    const front = stand + shadowed(panel.body) + ground;
    const backPanel = monPanel(v, p, 'url(#body)', false);
    const back =
      shadowed(
        backPanel.body +
          rect(400 - v.w * 0.16, panel.y + panel.h * 0.2, v.w * 0.32, panel.h * 0.6, 30, p.light, 'opacity=".5"') +
          (v.s === 'v' ? circle(400, panel.y + panel.h / 2, panel.h * 0.22, 'none', 'stroke="#7fd4ff" stroke-width="6" opacity=".8"') : ''),
      ) +
      stand +
      ground;
    // From the side: the panel's profile on its stand, seen edge-on (and the webcam on top).
    const foot = bottom + 88;
    const stands: Record<Mon['s'], string> = {
      p: rect(404, panel.y + panel.h * 0.4, 18, foot - panel.y - panel.h * 0.4, 6, p.base) + rect(400 - 80, foot, 180, 14, 7, p.dark),
      v:
        rect(404, panel.y + panel.h * 0.4, 16, foot - panel.y - panel.h * 0.4, 6, p.base) +
        line(`M330 ${r2(foot + 14)}L412 ${r2(foot - 6)}L520 ${r2(foot + 14)}`, p.dark, 14, 'stroke-linecap="round" stroke-linejoin="round"'),
      l: rect(410, panel.y + panel.h * 0.2, 50, foot - panel.y - panel.h * 0.2, 12, p.dark) + rect(400 - 60, foot, 200, 18, 8, p.dark),
      t: rect(408, panel.y + panel.h * 0.3, 10, foot - panel.y - panel.h * 0.3, 5, p.light) + rect(400 - 90, foot + 4, 220, 10, 4, p.light),
      r: rect(406, panel.y + panel.h * 0.6, 14, foot - panel.y - panel.h * 0.6, 6, p.base) + rect(400 - 70, foot + 4, 160, 10, 5, p.base),
    };
    const side =
      stands[v.s] +
      shadowed(
        rect(400 - 11, panel.y, 22, panel.h + panel.dy, 8, 'url(#bodyH)') +
          rect(404, panel.y + panel.h * 0.25, 26, panel.h * 0.5, 10, p.dark) +
          (v.c === '1' ? rect(394, panel.y - 18, 22, 20, 6, p.dark) : ''),
      ) +
      ground;
    return { front, back, side, wide: true, turn: { front: shadowed(panel.body), faceFront: { w: v.w / 2, top: panel.y, h: panel.h + panel.dy, d: 14 } } };
  },
});

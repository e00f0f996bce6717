/**
 * Storage: M.2 solid-state drives (chips, label, heatsink), portable SSDs (ribbed, shielded or
 * plain), microSD cards (with or without their SD adapter) and USB flash drives.
 */
import { defineKind, int, word } from '../design-grammar.ts';
import { circle, floor, line, path, r2, rect, shadowed } from '../svg-kit.ts';

// ── M.2 drives ──────────────────────────────────────────────────────────────────────────
const m2Params = {
  /** Flash chips under the label: 1–4. */
  c: int(1, 4),
  /** Heatsink: 0 bare board, 1 a finned heatsink on top. */
  k: word('0', '1'),
  /** Label: l long (covering the chips), s short (chips showing). */
  l: word('l', 's'),
} as const;

export const m2 = defineKind({
  name: 'm2',
  type: 'storage',
  about: 'M.2 2280 solid-state drive: the board with its gold contacts, controller and flash chips, label or heatsink',
  params: m2Params,
  draw(v, p) {
    const w = 170;
    const h = 600;
    const x = 400 - w / 2;
    const y = 90;
    const board = rect(x, y, w, h, 8, '#0f1a14') + path(`M${r2(400 - 16)} ${y}a16 16 0 0 0 32 0Z`, '#f5f6f8');
    const contacts =
      Array.from({ length: 11 }, (_, i) => rect(x + 14 + i * 13, y + h - 42, 8, 38, 2, 'url(#gold)')).join('') +
      rect(x + w * 0.62, y + h - 46, 12, 46, 0, '#f5f6f8');
    const controller = rect(x + 30, y + h - 170, w - 60, 96, 8, '#1b1e24');
    const chips = Array.from({ length: v.c }, (_, i) => rect(x + 24, y + 60 + i * 100, w - 48, 86, 6, '#15181d')).join('');
    const labelH = v.l === 'l' ? h - 120 : 160;
    const label =
      rect(x + 14, y + 40, w - 28, labelH, 6, 'url(#body)') +
      rect(x + 28, y + 60, w - 56, 10, 5, '#fff', 'opacity=".35"') +
      rect(x + 28, y + 80, (w - 56) * 0.6, 8, 4, '#fff', 'opacity=".2"');
    const sink =
      v.k === '1'
        ? rect(x + 6, y + 34, w - 12, h - 110, 10, 'url(#bodyH)') +
          line(Array.from({ length: 12 }, (_, i) => `M${r2(x + 20)} ${r2(y + 60 + i * 38)}h${w - 40}`).join(''), p.deep, 8, 'opacity=".6"')
        : '';
    const face = shadowed(board + chips + controller + label + sink + contacts);
    // Double-sided boards carry half their flash chips on the back, under a rating sticker.
    const backChips = Array.from({ length: Math.floor(v.c / 2) }, (_, i) => rect(x + 24, y + 60 + i * 100, w - 48, 86, 6, '#15181d')).join('');
    const back = shadowed(board + contacts + backChips + rect(x + 20, y + 280, w - 40, 60, 4, '#e9e4d4'));
    const side = shadowed(
      rect(400 - 10, y, 20, h, 3, '#0f1a14') +
        (v.k === '1' ? rect(400 - 10, y + 34, 34, h - 110, 6, 'url(#bodyH)') : rect(400 + 8, y + 40, 8, labelH, 2, p.base)),
    );
    return {
      front: `<g transform="rotate(-28 400 400)">${face}</g>` + floor(400, 720, 200),
      back,
      side,
      turn: { front: face, faceFront: { w: w / 2, top: y, h, d: 12 } },
      defs: ['gold'],
    };
  },
});

// ── portable SSDs ───────────────────────────────────────────────────────────────────────
const pssdParams = {
  w: int(180, 340),
  h: int(280, 480),
  /** Grip: r ribbed rubber band, s rubber shield all round, p plain metal. */
  g: word('r', 's', 'p'),
} as const;

export const pssd = defineKind({
  name: 'pssd',
  type: 'storage',
  about: 'portable SSD: size, ribbed grip, rubber shield or plain metal, USB-C port',
  params: pssdParams,
  draw(v, p) {
    const x = 400 - v.w / 2;
    const y = 390 - v.h / 2;
    const r = v.g === 's' ? v.w * 0.2 : v.w * 0.12;
    let skin = rect(x, y, v.w, v.h, r, 'url(#body)');
    if (v.g === 'r') skin += rect(x, y + v.h * 0.3, v.w, v.h * 0.4, 0, 'url(#ribs)') + rect(x, y, v.w, v.h, r, 'url(#sheen)');
    if (v.g === 's')
      skin +=
        rect(x + 18, y + 18, v.w - 36, v.h - 36, r * 0.6, p.light, 'opacity=".35"') +
        path(
          `M${r2(x + v.w * 0.3)} ${r2(y + 18)}L${r2(x + v.w * 0.7)} ${r2(y + v.h - 18)}M${r2(x + v.w * 0.7)} ${r2(y + 18)}L${r2(x + v.w * 0.3)} ${r2(y + v.h - 18)}`,
          'none',
          `stroke="${p.dark}" stroke-width="3" opacity=".35"`,
        );
    if (v.g === 'p')
      skin +=
        rect(x + v.w * 0.1, y + v.h * 0.1, v.w * 0.8, v.h * 0.8, r * 0.7, 'none', `stroke="${p.light}" stroke-width="3" opacity=".5"`) +
        rect(x, y, v.w, v.h, r, 'url(#sheen)');
    const port = rect(400 - 26, y + v.h - 6, 52, 10, 5, '#222');
    const led = circle(400, y + v.h - 30, 4, '#6fb3ff');
    const face = shadowed(skin) + port + led;
    const back = shadowed(rect(x, y, v.w, v.h, r, 'url(#body)') + rect(x + v.w * 0.25, y + v.h * 0.7, v.w * 0.5, 44, 8, p.dark, 'opacity=".35"')) + port;
    const d = v.g === 's' ? 56 : 40;
    const side = shadowed(rect(400 - d / 2, y, d, v.h, d * 0.4, 'url(#bodyH)')) + rect(400 - 12, y + v.h - 6, 24, 10, 5, '#222');
    // A short cable from the port, as such drives are shown.
    const cable =
      line(`M400 ${r2(y + v.h + 4)}c0 60 120 70 170 20`, '#2a2d33', 10, 'stroke-linecap="round"') + rect(560, r2(y + v.h - 2), 40, 22, 6, '#3a3d44');
    return {
      front: cable + face + floor(400, y + v.h + 30, v.w * 0.7),
      back,
      side,
      turn: { front: face, faceFront: { w: v.w / 2, top: y, h: v.h, d: d / 2 } },
      defs: v.g === 'r' ? ['ribs'] : [],
    };
  },
});

// ── memory cards ────────────────────────────────────────────────────────────────────────
const cardParams = {
  /** Colour band across the card: 1 a stripe, 2 a wide lower band, 3 a diagonal. */
  b: int(1, 3),
  /** SD adapter behind the card: 0 or 1. */
  a: word('0', '1'),
} as const;

/** A microSD card outline with its notch, top-left at (x, y), scale k (1 = 220×300). */
const microSd = (x: number, y: number, k: number) =>
  `M${r2(x + 10 * k)} ${y}H${r2(x + 150 * k)}L${r2(x + 160 * k)} ${r2(y + 10 * k)}V${r2(y + 100 * k)}L${r2(x + 150 * k)} ${r2(y + 112 * k)}L${r2(x + 160 * k)} ${r2(y + 124 * k)}H${r2(x + 220 * k)}V${r2(y + 290 * k)}Q${r2(x + 220 * k)} ${r2(y + 300 * k)} ${r2(x + 210 * k)} ${r2(y + 300 * k)}H${r2(x + 10 * k)}Q${x} ${r2(y + 300 * k)} ${x} ${r2(y + 290 * k)}V${r2(y + 10 * k)}Q${x} ${y} ${r2(x + 10 * k)} ${y}Z`;

export const card = defineKind({
  name: 'card',
  type: 'storage',
  about: 'microSD card: notched outline, colour band, gold contacts on the back, with or without its SD adapter',
  params: cardParams,
  draw(v, p) {
    const k = v.a === '1' ? 1.15 : 1.45;
    const x = v.a === '1' ? 430 : 400 - 110 * k;
    const y = v.a === '1' ? 330 : 400 - 150 * k;
    const band =
      v.b === 1
        ? rect(x, y + 170 * k, 220 * k, 40 * k, 0, p.base)
        : v.b === 2
          ? rect(x, y + 150 * k, 220 * k, 150 * k, 10 * k, p.base)
          : path(`M${x} ${r2(y + 240 * k)}L${r2(x + 220 * k)} ${r2(y + 130 * k)}V${r2(y + 200 * k)}L${x} ${r2(y + 300 * k)}Z`, p.base);
    const clipId = `sd${v.b}`;
    const cardFace =
      `<clipPath id="${clipId}"><path d="${microSd(x, y, k)}"/></clipPath>` +
      shadowed(`<path d="${microSd(x, y, k)}" fill="#1b1e24"/><g clip-path="url(#${clipId})">${band}${rect(x, y, 220 * k, 300 * k, 0, 'url(#sheen)')}</g>`) +
      rect(x + 30 * k, y + 40 * k, 120 * k, 16 * k, 8 * k, '#fff', 'opacity=".3"');
    const adapter =
      v.a === '1'
        ? shadowed(path('M180 150H470L520 200V650H180Z', '#24272e') + rect(196, 168, 248, 60, 8, p.base) + rect(504, 260, 14, 40, 3, '#c9ced6')) +
          Array.from({ length: 9 }, (_, i) => rect(206 + i * 30, 600, 18, 36, 3, 'url(#gold)')).join('')
        : '';
    const contacts = Array.from({ length: 8 }, (_, i) => rect(400 - 100 + i * 26, 180, 16, 60, 3, 'url(#gold)')).join('');
    // From the back: the gold contacts; the adapter (when sold with one) behind, its back up.
    const adapterBack = v.a === '1' ? shadowed(path('M620 150H330L280 200V650H620Z', '#24272e') + rect(300, 560, 300, 60, 8, '#2f333b')) : '';
    const back = adapterBack + shadowed(`<path d="${microSd(400 - 160, 400 - 220, 1.45)}" fill="#1b1e24"/>`) + contacts;
    return {
      front: adapter + cardFace + floor(400, 700, 220),
      back,
      side: shadowed(rect(400 - 6, 400 - 220, 12, 435, 3, '#1b1e24') + (v.a === '1' ? rect(440, 150, 22, 500, 4, '#24272e') : '')),
      turn: { front: cardFace, faceFront: { w: 110 * k, top: y, h: 300 * k, d: 4 } },
      defs: ['gold'],
    };
  },
});

// ── USB flash drives ────────────────────────────────────────────────────────────────────
const usbParams = {
  /** Cap: c capless with a key ring, s swivel cover. */
  k: word('c', 's'),
  /** Body length. */
  l: int(240, 440),
} as const;

export const usb = defineKind({
  name: 'usb',
  type: 'storage',
  about: 'USB flash drive: metal body, connector, key ring or swivel cover',
  params: usbParams,
  draw(v, p) {
    const w = 120;
    const x = 400 - w / 2;
    const y = 430 - v.l / 2;
    const body = rect(x, y, w, v.l, 30, 'url(#body)') + rect(x, y, w, v.l, 30, 'url(#sheen)');
    const plug =
      rect(400 - 44, y + v.l - 10, 88, 100, 6, '#c9ced6') +
      rect(400 - 24, y + v.l + 40, 14, 14, 2, '#6b7280') +
      rect(400 + 10, y + v.l + 40, 14, 14, 2, '#6b7280');
    const extra =
      v.k === 'c'
        ? circle(400, y + 26, 14, 'none', `stroke="${p.edge}" stroke-width="6"`) + circle(400, y - 20, 36, 'none', 'stroke="#b9bdc4" stroke-width="6"')
        : rect(x - 12, y + v.l * 0.2, w + 24, v.l * 0.7, 20, p.edge, 'opacity=".7"') + circle(400, y + v.l * 0.55, 16, p.dark);
    const face = plug + shadowed(body) + extra;
    return {
      front: face + floor(400, y + v.l + 110, 120),
      back: plug + shadowed(body),
      side: rect(400 - 8, y + v.l - 10, 16, 100, 3, '#c9ced6') + shadowed(rect(400 - 20, y, 40, v.l, 14, 'url(#bodyH)')),
      turn: { front: face, faceFront: { w: w / 2, top: y, h: v.l + 90, d: 20 } },
    };
  },
});

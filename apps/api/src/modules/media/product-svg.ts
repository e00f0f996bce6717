/**
 * Product pictures drawn as SVG: one drawing per product type and view, the device body in
 * the SKU colour. Pure string building, so the shop needs no image files and every colour
 * of every product has a picture. All drawings share an 800×800 canvas with a soft shadow
 * and no text.
 */
import { PRODUCT_TYPES, type ProductType } from '@shop/contracts';

export const PRODUCT_VIEWS = ['front', 'back', 'side', 'angle'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const HEX = /^[0-9a-f]{6}$/i;

export const isProductType = (v: string): v is ProductType => (PRODUCT_TYPES as readonly string[]).includes(v);
export const isProductView = (v: string): v is ProductView => (PRODUCT_VIEWS as readonly string[]).includes(v);
export const isColourHex = (v: string) => HEX.test(v);

/** The stable URL of a picture; `hex` with or without '#'. */
export function productImageUrl(type: ProductType, view: ProductView, hex: string): string {
  return `/media/product/${type}/${view}/${hex.replace('#', '').toLowerCase()}.svg`;
}

// ── colour helpers ──────────────────────────────────────────────────────────────────────
function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: [number, number, number]) {
  return (
    '#' +
    [r, g, b]
      .map((c) =>
        Math.max(0, Math.min(255, Math.round(c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** amount > 0 lightens towards white, < 0 darkens towards black. */
function shade(hex: string, amount: number) {
  const c = rgb(hex);
  return toHex(c.map((v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))) as [number, number, number]);
}
function luminance(hex: string) {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  base: string;
  light: string;
  dark: string;
  edge: string;
}

function palette(hex: string): Palette {
  const base = `#${hex.toLowerCase()}`;
  // Dark bodies need a stronger highlight to show their shape; light ones a stronger edge.
  const lum = luminance(hex);
  return { base, light: shade(hex, lum < 0.3 ? 0.22 : 0.35), dark: shade(hex, lum < 0.3 ? -0.35 : -0.18), edge: shade(hex, lum < 0.3 ? 0.12 : -0.3) };
}

// ── shared pieces ───────────────────────────────────────────────────────────────────────
const defs = (p: Palette) => `<defs>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="bodyV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b3b5c"/><stop offset=".45" stop-color="#131a2a"/><stop offset="1" stop-color="#07090f"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".4" stop-color="#fff" stop-opacity=".03"/><stop offset=".41" stop-color="#fff" stop-opacity="0"/></linearGradient>
<radialGradient id="aurora" cx=".3" cy=".35" r=".8"><stop offset="0" stop-color="#5b7cc9" stop-opacity=".55"/><stop offset=".5" stop-color="#6a4fa3" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="lens" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#3a4660"/><stop offset=".5" stop-color="#0c0f16"/><stop offset="1" stop-color="#000"/></radialGradient>
<radialGradient id="floor" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="16" stdDeviation="18" flood-color="#0b1020" flood-opacity=".18"/></filter>
</defs>`;

const floor = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.09)}" fill="url(#floor)"/>`;
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const lens = (cx: number, cy: number, r: number, p: Palette) =>
  circle(cx, cy, r + 5, p.edge) + circle(cx, cy, r, 'url(#lens)') + circle(cx - r * 0.3, cy - r * 0.3, r * 0.18, '#fff', 'opacity=".35"');

/** A screen: dark glass with a soft colour bloom and a diagonal reflection. */
const screen = (x: number, y: number, w: number, h: number, r: number) =>
  rect(x, y, w, h, r, 'url(#screen)') + rect(x, y, w, h, r, 'url(#aurora)') + rect(x, y, w, h, r, 'url(#sheen)');

// ── drawings per type; each view returns the SVG body ─────────────────────────────────────
type Draw = (p: Palette) => string;
interface TypeDrawing {
  front: Draw;
  back: Draw;
  /** Profile: depth and height of the device as seen from the side. */
  side: Draw;
}

const phoneFront: Draw = (p) =>
  `<g filter="url(#shadow)">${rect(280, 110, 240, 520, 40, p.edge)}${rect(284, 114, 232, 512, 37, '#0a0c10')}${screen(292, 122, 216, 496, 30)}${circle(400, 146, 7, '#000')}</g>${rect(519, 230, 4, 70, 2, p.dark)}${rect(519, 320, 4, 40, 2, p.dark)}`;
const phoneBack: Draw = (p) =>
  `<g filter="url(#shadow)">${rect(280, 110, 240, 520, 40, 'url(#body)')}${rect(280, 110, 240, 520, 40, 'url(#sheen)')}</g>${lens(336, 178, 24, p)}${lens(336, 248, 24, p)}${lens(336, 318, 24, p)}${circle(392, 180, 8, '#f4ead2', `stroke="${p.edge}" stroke-width="2"`)}`;
const phoneSide: Draw = (p) =>
  `<g filter="url(#shadow)">${rect(382, 110, 36, 520, 16, 'url(#bodyV)')}</g>${rect(378, 230, 4, 70, 2, p.dark)}${rect(378, 320, 4, 40, 2, p.dark)}`;

const DRAWINGS: Record<ProductType, TypeDrawing> = {
  phone: { front: phoneFront, back: phoneBack, side: phoneSide },
  foldable: {
    // Unfolded: a near-square screen with the hinge crease down the middle.
    front: (p) =>
      `<g filter="url(#shadow)">${rect(180, 150, 440, 470, 34, p.edge)}${rect(185, 155, 430, 460, 31, '#0a0c10')}${screen(193, 163, 414, 444, 24)}<rect x="397" y="163" width="6" height="444" fill="#000" opacity=".25"/><rect x="403" y="163" width="2" height="444" fill="#fff" opacity=".06"/>${circle(520, 190, 7, '#000')}</g>`,
    // Folded: outer screen on one half, camera column and the hinge spine on the left.
    back: (p) =>
      `<g filter="url(#shadow)">${rect(290, 110, 220, 520, 34, 'url(#body)')}${rect(276, 118, 26, 504, 12, p.dark)}${rect(310, 130, 180, 300, 20, '#0a0c10')}${screen(316, 136, 168, 288, 16)}</g>${lens(350, 480, 20, p)}${lens(350, 540, 20, p)}${lens(410, 480, 20, p)}${circle(410, 540, 7, '#f4ead2')}`,
    side: (p) => `<g filter="url(#shadow)">${rect(370, 110, 60, 520, 18, 'url(#bodyV)')}${rect(370, 110, 20, 520, 10, p.dark)}</g>`,
  },
  tablet: {
    front: (p) =>
      `<g filter="url(#shadow)">${rect(110, 190, 580, 400, 30, p.edge)}${rect(114, 194, 572, 392, 27, '#0a0c10')}${screen(128, 208, 544, 364, 18)}${circle(400, 201, 4, '#222')}</g>`,
    back: (p) =>
      `<g filter="url(#shadow)">${rect(110, 190, 580, 400, 30, 'url(#body)')}${rect(110, 190, 580, 400, 30, 'url(#sheen)')}</g>${lens(170, 250, 20, p)}${lens(170, 310, 20, p)}${rect(300, 560, 200, 6, 3, p.dark, 'opacity=".6"')}`,
    side: (p) => `<g filter="url(#shadow)">${rect(388, 190, 24, 400, 10, 'url(#bodyV)')}</g>`,
  },
  watch: {
    // Strap, round case in the colour, dark bezel and a face of soft rings (no numerals).
    front: (p) =>
      `${rect(330, 60, 140, 240, 40, p.dark)}${rect(330, 500, 140, 240, 40, p.dark)}<g filter="url(#shadow)">${circle(400, 400, 170, 'url(#body)')}${circle(400, 400, 150, '#111')}${circle(400, 400, 138, 'url(#screen)')}${circle(400, 400, 138, 'url(#aurora)')}<circle cx="400" cy="400" r="100" fill="none" stroke="#6fb3ff" stroke-width="10" stroke-dasharray="420 300" stroke-linecap="round" transform="rotate(-90 400 400)"/><circle cx="400" cy="400" r="78" fill="none" stroke="#8ee08a" stroke-width="10" stroke-dasharray="300 300" stroke-linecap="round" transform="rotate(-90 400 400)"/>${circle(400, 400, 138, 'url(#sheen)')}</g>${rect(568, 360, 16, 36, 6, p.edge)}${rect(568, 420, 16, 36, 6, p.edge)}`,
    back: (p) =>
      `${rect(330, 60, 140, 240, 40, p.dark)}${rect(330, 500, 140, 240, 40, p.dark)}<g filter="url(#shadow)">${circle(400, 400, 170, 'url(#body)')}${circle(400, 400, 110, shade(p.base.slice(1), -0.1))}${circle(400, 400, 60, '#1b1f27')}${circle(380, 390, 8, '#5a2a2a')}${circle(420, 390, 8, '#2a5a2a')}${circle(400, 420, 8, '#2a2a5a')}</g>`,
    side: (p) =>
      `${rect(370, 60, 60, 240, 20, p.dark)}${rect(370, 500, 60, 240, 20, p.dark)}<g filter="url(#shadow)">${rect(350, 240, 100, 320, 36, 'url(#bodyV)')}${rect(340, 270, 14, 260, 6, '#111')}</g>${rect(446, 360, 16, 36, 6, p.edge)}`,
  },
  earbuds: {
    // Closed charging case with two buds in front of it.
    front: (p) =>
      `<g filter="url(#shadow)">${rect(230, 250, 340, 260, 110, 'url(#body)')}<path d="M236 360 H564" stroke="${p.dark}" stroke-width="3"/>${rect(370, 390, 60, 10, 5, p.edge)}${rect(230, 250, 340, 260, 110, 'url(#sheen)')}</g>${bud(300, 560, p)}${bud(500, 560, p, true)}`,
    back: (p) =>
      `<g filter="url(#shadow)">${rect(230, 250, 340, 260, 110, 'url(#body)')}<path d="M236 360 H564" stroke="${p.dark}" stroke-width="3"/>${rect(385, 470, 30, 12, 6, '#222')}</g>`,
    side: (p) => `<g filter="url(#shadow)">${rect(320, 250, 160, 260, 70, 'url(#bodyV)')}<path d="M322 360 H478" stroke="${p.dark}" stroke-width="3"/></g>`,
  },
  tv: {
    // Thin frame in the colour, picture, centre pedestal.
    front: (p) =>
      `${rect(330, 560, 140, 16, 6, p.dark)}${rect(390, 520, 20, 46, 4, p.base)}<g filter="url(#shadow)">${rect(60, 150, 680, 390, 8, p.edge)}${screen(66, 156, 668, 378, 4)}</g>${floor(400, 590, 220)}`,
    back: (p) =>
      `${rect(330, 560, 140, 16, 6, p.dark)}<g filter="url(#shadow)">${rect(60, 150, 680, 390, 8, 'url(#body)')}${rect(230, 250, 340, 220, 18, p.dark, 'opacity=".35"')}</g>${floor(400, 590, 220)}`,
    side: (p) =>
      `${rect(340, 560, 120, 16, 6, p.dark)}<g filter="url(#shadow)">${rect(388, 150, 24, 390, 6, 'url(#bodyV)')}${rect(404, 250, 28, 220, 8, p.dark)}</g>`,
  },
  audio: {
    // Soundbar with a dotted grille and a subwoofer behind it.
    front: (p) =>
      `<g filter="url(#shadow)">${rect(520, 250, 200, 330, 26, 'url(#body)')}${circle(620, 420, 62, p.dark)}${circle(620, 420, 40, shade(p.base.slice(1), -0.5))}</g><g filter="url(#shadow)">${rect(80, 470, 600, 96, 40, 'url(#bodyV)')}${rect(100, 486, 560, 64, 30, 'url(#grille)')}</g>${floor(400, 600, 320)}`,
    back: (p) => `<g filter="url(#shadow)">${rect(80, 470, 600, 96, 40, 'url(#bodyV)')}${rect(340, 496, 80, 40, 8, '#1a1a1a')}</g>${floor(400, 600, 300)}`,
    side: (p) => `<g filter="url(#shadow)">${rect(330, 470, 140, 96, 40, 'url(#bodyV)')}</g>${floor(400, 600, 120)}`,
  },
  fridge: {
    // French doors over a drawer, long handles, a small control panel.
    front: (p) =>
      `<g filter="url(#shadow)">${rect(210, 70, 380, 640, 18, 'url(#body)')}<path d="M400 78 V470 M218 470 H582" stroke="${p.dark}" stroke-width="4"/>${rect(382, 150, 8, 250, 4, p.edge)}${rect(410, 150, 8, 250, 4, p.edge)}${rect(300, 500, 200, 8, 4, p.edge)}${rect(250, 120, 90, 40, 8, '#12161f')}${rect(262, 132, 30, 6, 3, '#6fb3ff')}${rect(210, 70, 380, 640, 18, 'url(#sheen)')}</g>${floor(400, 720, 220)}`,
    back: (p) =>
      `<g filter="url(#shadow)">${rect(210, 70, 380, 640, 18, shade(p.base.slice(1), -0.15))}${rect(260, 520, 280, 150, 10, '#2a2d33', 'opacity=".6"')}</g>${floor(400, 720, 220)}`,
    side: (p) => `<g filter="url(#shadow)">${rect(250, 70, 300, 640, 14, 'url(#bodyV)')}${rect(550, 150, 14, 250, 6, p.edge)}</g>${floor(400, 720, 200)}`,
  },
  washer: {
    // Control strip with a dial, big round door with glass and drum.
    front: (p) =>
      `<g filter="url(#shadow)">${rect(180, 110, 440, 580, 26, 'url(#body)')}<path d="M186 210 H614" stroke="${p.dark}" stroke-width="3"/>${circle(520, 160, 26, p.edge)}${circle(520, 160, 18, p.base)}${rect(250, 145, 150, 30, 8, '#12161f')}${rect(262, 157, 40, 6, 3, '#6fb3ff')}${circle(400, 440, 170, p.edge)}${circle(400, 440, 150, '#c9ced6')}${circle(400, 440, 124, 'url(#screen)')}${circle(400, 440, 90, 'none', 'stroke="#5c6a80" stroke-width="4" opacity=".6"')}${circle(400, 440, 124, 'url(#sheen)')}</g>${floor(400, 700, 230)}`,
    back: (p) =>
      `<g filter="url(#shadow)">${rect(180, 110, 440, 580, 26, shade(p.base.slice(1), -0.12))}${circle(260, 620, 14, '#333')}${rect(460, 180, 100, 60, 8, '#333', 'opacity=".5"')}</g>${floor(400, 700, 230)}`,
    side: (p) => `<g filter="url(#shadow)">${rect(240, 110, 320, 580, 20, 'url(#bodyV)')}</g>${floor(400, 700, 200)}`,
  },
  monitor: {
    front: (p) =>
      `<g filter="url(#shadow)">${rect(300, 620, 200, 24, 12, p.dark)}${rect(384, 500, 32, 130, 8, p.base)}${rect(90, 170, 620, 360, 12, '#0a0c10')}${screen(100, 180, 600, 336, 6)}${rect(90, 516, 620, 14, 6, p.edge)}</g>${floor(400, 650, 180)}`,
    back: (p) =>
      `<g filter="url(#shadow)">${rect(300, 620, 200, 24, 12, p.dark)}${rect(90, 170, 620, 360, 12, 'url(#body)')}${rect(300, 280, 200, 200, 40, p.light)}${rect(384, 420, 32, 210, 8, p.base)}</g>${floor(400, 650, 180)}`,
    side: (p) =>
      `<g filter="url(#shadow)">${rect(300, 620, 200, 24, 12, p.dark)}${rect(392, 170, 20, 360, 8, 'url(#bodyV)')}${rect(408, 300, 40, 330, 10, p.base)}</g>${floor(400, 650, 160)}`,
  },
  storage: {
    // A portable SSD: rounded slab with a grip panel and a USB-C port.
    front: (p) =>
      `<g filter="url(#shadow)">${rect(250, 170, 300, 460, 44, 'url(#body)')}${rect(280, 200, 240, 400, 30, p.dark, 'opacity=".28"')}${[0, 1, 2, 3, 4, 5, 6].map((i) => rect(300, 250 + i * 44, 200, 6, 3, p.light, 'opacity=".35"')).join('')}${rect(250, 170, 300, 460, 44, 'url(#sheen)')}</g>${rect(372, 624, 56, 10, 5, '#222')}`,
    back: (p) => `<g filter="url(#shadow)">${rect(250, 170, 300, 460, 44, 'url(#body)')}${rect(330, 520, 140, 50, 10, p.dark, 'opacity=".35"')}</g>`,
    side: (p) => `<g filter="url(#shadow)">${rect(370, 170, 60, 460, 20, 'url(#bodyV)')}</g>${rect(380, 624, 40, 10, 5, '#222')}`,
  },
  accessory: {
    // A wall charger with a cable curling away from its USB-C port.
    front: (p) =>
      `${rect(335, 130, 20, 90, 6, '#b9bdc4')}${rect(445, 130, 20, 90, 6, '#b9bdc4')}<path d="M400 560 C400 660 560 680 600 600 S700 420 620 380" fill="none" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/><g filter="url(#shadow)">${rect(270, 200, 260, 330, 48, 'url(#body)')}${rect(270, 200, 260, 330, 48, 'url(#sheen)')}${rect(372, 470, 56, 18, 9, '#1b1e24')}</g>${rect(380, 530, 40, 40, 10, p.edge)}`,
    back: (p) =>
      `${rect(335, 130, 20, 90, 6, '#b9bdc4')}${rect(445, 130, 20, 90, 6, '#b9bdc4')}<g filter="url(#shadow)">${rect(270, 200, 260, 330, 48, 'url(#body)')}${rect(330, 300, 140, 120, 16, p.dark, 'opacity=".2"')}</g>`,
    side: (p) => `${rect(330, 160, 100, 20, 6, '#b9bdc4')}<g filter="url(#shadow)">${rect(330, 200, 140, 330, 40, 'url(#bodyV)')}</g>`,
  },
};

function bud(cx: number, cy: number, p: Palette, mirror = false) {
  const t = mirror ? ` transform="translate(${2 * cx} 0) scale(-1 1)"` : '';
  return `<g filter="url(#shadow)"${t}>${rect(cx + 10, cy - 10, 26, 110, 13, 'url(#bodyV)')}<ellipse cx="${cx}" cy="${cy}" rx="52" ry="46" fill="url(#body)"/><ellipse cx="${cx - 30}" cy="${cy - 4}" rx="20" ry="24" fill="#2b2f36"/></g>`;
}

/** Three-quarter view: the back small behind, the front in full, as product shots show both. */
function angle(d: TypeDrawing, p: Palette, type: ProductType) {
  const wide = type === 'tv' || type === 'monitor' || type === 'audio' || type === 'tablet';
  if (wide) return `<g transform="matrix(.88 .07 0 .96 48 -8)">${d.front(p)}</g>`;
  return `<g transform="translate(-40 30) scale(.82)" opacity=".96">${d.back(p)}</g><g transform="translate(170 90) scale(.82)">${d.front(p)}</g>`;
}

/** The SVG document for a product type, view and colour (hex without '#', validated by the caller). */
export function productSvg(type: ProductType, view: ProductView, hex: string): string {
  if (!isColourHex(hex)) throw new Error(`not a colour: ${hex}`);
  const p = palette(hex);
  const d = DRAWINGS[type];
  return svgDocument(p, view === 'angle' ? angle(d, p, type) : d[view](p));
}

/** The 800×800 document around a drawing body, with the shared gradients and filters. */
function svgDocument(p: Palette, body: string, extraDefs = ''): string {
  // The grille pattern is only used by audio; declaring it always keeps defs in one place.
  const grille = `<defs><pattern id="grille" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${p.dark}"/><circle cx="5" cy="5" r="2" fill="#000" opacity=".45"/></pattern>${extraDefs}</defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">${defs(p)}${grille}${body}</svg>`;
}

/** What the 360° renderer (product-rotation.ts) draws with: the front and back bodies in a colour. */
export function drawingParts(type: ProductType, hex: string) {
  if (!isColourHex(hex)) throw new Error(`not a colour: ${hex}`);
  const p = palette(hex);
  const d = DRAWINGS[type];
  return {
    front: d.front(p),
    back: d.back(p),
    dark: p.dark,
    edge: p.edge,
    document: (body: string, extraDefs?: string) => svgDocument(p, body, extraDefs),
  };
}

/**
 * The drawing kit every product drawer uses: the palette a SKU colour gives (base, light,
 * dark, edge), the shared gradients and filters, and small shape builders. Everything is
 * string building; numbers are rounded to two decimals so documents stay small and stable.
 * A drawing's structure never depends on the colour (only the hex values change), so two
 * colours of one design differ by colour only.
 */

// ── colour ──────────────────────────────────────────────────────────────────────────────
function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: [number, number, number]) {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** amount > 0 lightens towards white, < 0 darkens towards black; hex with or without '#'. */
export function shade(hex: string, amount: number) {
  const c = rgb(hex.replace('#', ''));
  return toHex(c.map((v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))) as [number, number, number]);
}
function luminance(hex: string) {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Palette {
  base: string;
  light: string;
  dark: string;
  edge: string;
  /** A deeper tone for recesses, grooves and shadows inside the body. */
  deep: string;
}

export function palette(hex: string): Palette {
  const base = `#${hex.toLowerCase()}`;
  // Dark bodies need a stronger highlight to show their shape; light ones a stronger edge.
  const dark = luminance(hex) < 0.3;
  return {
    base,
    light: shade(hex, dark ? 0.22 : 0.35),
    dark: shade(hex, dark ? -0.35 : -0.18),
    edge: shade(hex, dark ? 0.12 : -0.3),
    deep: shade(hex, dark ? -0.55 : -0.42),
  };
}

// ── numbers ─────────────────────────────────────────────────────────────────────────────
export const r2 = (n: number) => Math.round(n * 100) / 100;

// ── shared definitions ──────────────────────────────────────────────────────────────────
/** Gradients and filters every document declares; the drawing refers to them by id. */
export const sharedDefs = (p: Palette) =>
  `<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
  `<linearGradient id="bodyV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
  `<linearGradient id="bodyH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}"/><stop offset=".35" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
  `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b3b5c"/><stop offset=".45" stop-color="#131a2a"/><stop offset="1" stop-color="#07090f"/></linearGradient>` +
  // A wallpaper in the body colour, as product shots show a phone in its own colour.
  `<linearGradient id="wall" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>` +
  `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".4" stop-color="#fff" stop-opacity=".03"/><stop offset=".41" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
  `<radialGradient id="aurora" cx=".3" cy=".35" r=".8"><stop offset="0" stop-color="#5b7cc9" stop-opacity=".55"/><stop offset=".5" stop-color="#6a4fa3" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="lens" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#3a4660"/><stop offset=".5" stop-color="#0c0f16"/><stop offset="1" stop-color="#000"/></radialGradient>` +
  `<radialGradient id="floor" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
  `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#0b1020" flood-opacity=".18"/></filter>`;

/** Optional definitions a drawer asks for by name (kept out of documents that do not use them). */
export const extraDefs = {
  /** Dotted speaker grille. */
  grille: (p: Palette) =>
    `<pattern id="grille" width="9" height="9" patternUnits="userSpaceOnUse"><rect width="9" height="9" fill="${p.dark}"/><circle cx="4.5" cy="4.5" r="1.8" fill="#000" opacity=".45"/></pattern>`,
  /** Woven fabric (speakers, soundbars). */
  fabric: (p: Palette) =>
    `<pattern id="fabric" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${p.base}"/><path d="M0 3H6M3 0V6" stroke="${p.dark}" stroke-width="1.2" opacity=".35"/><path d="M0 1.5H6" stroke="${p.light}" stroke-width=".8" opacity=".35"/></pattern>`,
  /** Grained leather. */
  leather: (p: Palette) =>
    `<pattern id="leather" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${p.base}"/><circle cx="3" cy="4" r="1.4" fill="${p.dark}" opacity=".35"/><circle cx="10" cy="9" r="1.6" fill="${p.dark}" opacity=".3"/><circle cx="7" cy="1" r="1" fill="${p.light}" opacity=".35"/></pattern>`,
  /** A link bracelet: rows of three links, centred on x = 400 (a strap rect clips it to its width). */
  links: (p: Palette) =>
    `<pattern id="links" width="800" height="26" patternUnits="userSpaceOnUse"><rect x="332" y="1" width="42" height="24" rx="5" fill="${p.base}"/><rect x="376" y="1" width="48" height="24" rx="5" fill="${p.light}"/><rect x="426" y="1" width="42" height="24" rx="5" fill="${p.base}"/></pattern>`,
  /** Ribbed rubber grip. */
  ribs: (p: Palette) =>
    `<pattern id="ribs" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${p.base}"/><rect y="0" width="12" height="5" fill="${p.dark}" opacity=".55"/></pattern>`,
  /** Warm painting shown on art screens and picture-frame speakers. */
  art: () =>
    `<linearGradient id="artSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d9a8"/><stop offset=".6" stop-color="#e7a56f"/><stop offset="1" stop-color="#b9694a"/></linearGradient>`,
  /** A vivid picture (bright TV panels). */
  vivid: () =>
    `<linearGradient id="vivid" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e6fd9"/><stop offset=".5" stop-color="#7a3fc4"/><stop offset="1" stop-color="#f0607a"/></linearGradient>`,
  /** Gold contacts of cards and boards. */
  gold: () =>
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d27a"/><stop offset="1" stop-color="#b8892f"/></linearGradient>`,
} as const;
export type ExtraDef = keyof typeof extraDefs;

// ── shapes ──────────────────────────────────────────────────────────────────────────────
const attrs = (extra: string) => (extra ? ` ${extra}` : '');

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(Math.max(0, w))}" height="${r2(Math.max(0, h))}" rx="${r2(Math.max(0, Math.min(r, w / 2, h / 2)))}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(Math.max(0, r))}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(Math.max(0, rx))}" ry="${r2(Math.max(0, ry))}" fill="${fill}"${attrs(extra)}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${r2(width)}"${attrs(extra)}/>`;
export const group = (body: string, extra = '') => `<g${attrs(extra)}>${body}</g>`;
export const shadowed = (body: string) => `<g filter="url(#shadow)">${body}</g>`;

/** The soft shadow a product casts on the floor. */
export const floor = (cx: number, cy: number, rx: number) => ellipse(cx, cy, rx, Math.round(rx * 0.09), 'url(#floor)');

/** A camera lens: a ring in the edge colour, dark glass, a small glint. */
export const lens = (cx: number, cy: number, r: number, p: Palette, ring = 5) =>
  circle(cx, cy, r + ring, p.edge) + circle(cx, cy, r, 'url(#lens)') + circle(cx - r * 0.3, cy - r * 0.3, r * 0.18, '#fff', 'opacity=".35"');

/** A dark screen with a soft colour bloom and a diagonal reflection. */
export const screen = (x: number, y: number, w: number, h: number, r: number) =>
  rect(x, y, w, h, r, 'url(#screen)') + rect(x, y, w, h, r, 'url(#aurora)') + rect(x, y, w, h, r, 'url(#sheen)');

/** A lit screen showing a wallpaper in the body colour. */
export const wallpaper = (x: number, y: number, w: number, h: number, r: number) =>
  rect(x, y, w, h, r, 'url(#wall)') + rect(x, y, w, h, r, 'url(#aurora)', 'opacity=".5"') + rect(x, y, w, h, r, 'url(#sheen)');

/** Places a drawing made around (400, 400) at (cx, cy) with a scale. */
export const place = (body: string, cx: number, cy: number, scale = 1) =>
  `<g transform="translate(${r2(cx - 400 * scale)} ${r2(cy - 400 * scale)}) scale(${r2(scale)})">${body}</g>`;

/** Mirrors a drawing left to right about x = 400. */
export const mirror = (body: string) => `<g transform="matrix(-1 0 0 1 800 0)">${body}</g>`;

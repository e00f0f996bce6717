/**
 * Banner and ad artwork (`/media/banner/{id}.svg`, portrait variant `{id}-h5.svg`):
 * a gradient with soft light and abstract device silhouettes, no text — the storefront
 * lays the banner's title over it, so the words stay editable content and accessible.
 * The artworks are a fixed table: an id not in it is a 404, not a made-up picture.
 */

type Device =
  | 'phone'
  | 'foldable'
  | 'tablet'
  | 'watch'
  | 'earbuds'
  | 'tv'
  | 'soundbar'
  | 'fridge'
  | 'washer'
  | 'monitor'
  | 'drive'
  | 'charger'
  | 'coupon'
  | 'shield'
  | 'building';

/** hero: home carousel; tile: ad and promotion cards; strip: thin marquee / notice art. */
type Format = 'hero' | 'tile' | 'strip';

interface Artwork {
  format: Format;
  /** Gradient from (top left) to (bottom right). */
  from: string;
  to: string;
  /** Colour of the glow circles and device screens. */
  accent: string;
  devices: Device[];
}

const ARTWORKS: Record<string, Artwork> = {
  'home-s25-ultra': { format: 'hero', from: '#0b1026', to: '#2e3a8c', accent: '#7c8cff', devices: ['phone', 'phone', 'watch'] },
  'home-fold7': { format: 'hero', from: '#e8eef7', to: '#b9c9e6', accent: '#4361ee', devices: ['foldable', 'phone'] },
  'home-neo-tv': { format: 'hero', from: '#050505', to: '#1f2937', accent: '#f59e0b', devices: ['tv', 'soundbar'] },
  'home-fridge': { format: 'hero', from: '#fdf6ec', to: '#f3d9b1', accent: '#e76f51', devices: ['fridge', 'washer'] },
  'home-watch': { format: 'hero', from: '#0f172a', to: '#134e4a', accent: '#2dd4bf', devices: ['watch', 'earbuds'] },
  'home-festival': { format: 'hero', from: '#450a0a', to: '#b91c1c', accent: '#fbbf24', devices: ['phone', 'tv', 'coupon'] },
  'promo-trade-in': { format: 'tile', from: '#ecfdf5', to: '#a7f3d0', accent: '#059669', devices: ['phone', 'phone'] },
  'promo-student': { format: 'tile', from: '#eff6ff', to: '#bfdbfe', accent: '#2563eb', devices: ['tablet', 'earbuds'] },
  'promo-enterprise': { format: 'tile', from: '#f8fafc', to: '#cbd5e1', accent: '#334155', devices: ['building', 'monitor'] },
  'cat-mobile': { format: 'tile', from: '#111827', to: '#374151', accent: '#93c5fd', devices: ['phone', 'tablet'] },
  'cat-tv-av': { format: 'tile', from: '#1e1b4b', to: '#312e81', accent: '#a5b4fc', devices: ['tv'] },
  'cat-home-appliances': { format: 'tile', from: '#fff7ed', to: '#fed7aa', accent: '#ea580c', devices: ['fridge', 'washer'] },
  'cat-computing': { format: 'tile', from: '#0f172a', to: '#1e293b', accent: '#38bdf8', devices: ['monitor', 'drive'] },
  'cat-accessories': { format: 'tile', from: '#fdf4ff', to: '#f5d0fe', accent: '#a21caf', devices: ['charger', 'earbuds'] },
  'login-member': { format: 'tile', from: '#1428a0', to: '#3b5bdb', accent: '#c7d2fe', devices: ['coupon', 'phone'] },
  'lamp-delivery': { format: 'strip', from: '#eef2ff', to: '#e0e7ff', accent: '#4338ca', devices: ['drive'] },
  'lamp-warranty': { format: 'strip', from: '#ecfeff', to: '#cffafe', accent: '#0e7490', devices: ['shield'] },
  'coupon-new-user': { format: 'tile', from: '#fff1f2', to: '#fecdd3', accent: '#e11d48', devices: ['coupon'] },
  'coupon-festival': { format: 'tile', from: '#7f1d1d', to: '#dc2626', accent: '#fde68a', devices: ['coupon', 'fridge'] },
  'index-new-arrival': { format: 'tile', from: '#020617', to: '#1e3a8a', accent: '#60a5fa', devices: ['phone', 'phone', 'phone'] },
  'index-member': { format: 'tile', from: '#422006', to: '#a16207', accent: '#fde047', devices: ['coupon', 'watch'] },
  'support-care': { format: 'tile', from: '#f0fdfa', to: '#99f6e4', accent: '#0f766e', devices: ['shield', 'phone'] },
  'business-bulk': { format: 'tile', from: '#f1f5f9', to: '#94a3b8', accent: '#1e293b', devices: ['building', 'tablet', 'phone'] },
};

export const ARTWORK_IDS: readonly string[] = Object.keys(ARTWORKS);

const SIZES: Record<Format, { landscape: [number, number]; portrait: [number, number] }> = {
  hero: { landscape: [1440, 560], portrait: [750, 1000] },
  tile: { landscape: [720, 400], portrait: [690, 520] },
  strip: { landscape: [1200, 120], portrait: [750, 120] },
};

/** Relative luminance test: dark backgrounds get light device bodies and the reverse. */
function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

const f = (n: number) => Math.round(n * 10) / 10;

/**
 * One device, bottom-centred at (cx, bottom), `h` high. Bodies are `body`, screens use the
 * screen gradient; strokes stay off so the silhouettes read as product shots, not icons.
 */
function device(kind: Device, cx: number, bottom: number, h: number, body: string): string {
  const rect = (x: number, y: number, w: number, hh: number, rx: number, fill: string, extra = '') =>
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(hh)}" rx="${f(rx)}" fill="${fill}"${extra}/>`;
  const circle = (x: number, y: number, r: number, fill: string) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`;
  const top = bottom - h;
  switch (kind) {
    case 'phone': {
      const w = h * 0.48;
      return (
        rect(cx - w / 2, top, w, h, w * 0.14, body) +
        rect(cx - w / 2 + h * 0.02, top + h * 0.02, w - h * 0.04, h * 0.96, w * 0.12, 'url(#screen)') +
        circle(cx, top + h * 0.05, h * 0.012, body)
      );
    }
    case 'foldable': {
      const w = h * 0.9;
      return (
        rect(cx - w / 2, top, w, h, h * 0.05, body) +
        rect(cx - w / 2 + h * 0.025, top + h * 0.025, w - h * 0.05, h * 0.95, h * 0.04, 'url(#screen)') +
        `<path d="M${f(cx)} ${f(top)}v${f(h)}" stroke="${body}" stroke-width="${f(h * 0.012)}" opacity=".6"/>`
      );
    }
    case 'tablet': {
      const w = h * 0.72;
      return rect(cx - w / 2, top, w, h, h * 0.05, body) + rect(cx - w / 2 + h * 0.03, top + h * 0.03, w - h * 0.06, h * 0.94, h * 0.035, 'url(#screen)');
    }
    case 'watch': {
      const r = h * 0.26;
      const cy = top + h / 2;
      return rect(cx - r * 0.6, top, r * 1.2, h, r * 0.3, body, ' opacity=".55"') + circle(cx, cy, r + h * 0.025, body) + circle(cx, cy, r, 'url(#screen)');
    }
    case 'earbuds': {
      const w = h * 0.9;
      const caseH = h * 0.55;
      return (
        rect(cx - w / 2, bottom - caseH, w, caseH, caseH * 0.45, body) +
        `<path d="M${f(cx - w / 2)} ${f(bottom - caseH * 0.62)}h${f(w)}" stroke="url(#screen)" stroke-width="${f(h * 0.012)}"/>` +
        circle(cx - w * 0.22, top + h * 0.18, h * 0.14, body) +
        circle(cx + w * 0.22, top + h * 0.18, h * 0.14, body) +
        rect(cx - w * 0.22 - h * 0.035, top + h * 0.18, h * 0.07, h * 0.22, h * 0.035, body) +
        rect(cx + w * 0.22 - h * 0.035, top + h * 0.18, h * 0.07, h * 0.22, h * 0.035, body)
      );
    }
    case 'tv': {
      const w = h * 1.7;
      const panel = h * 0.88;
      return (
        rect(cx - w / 2, top, w, panel, h * 0.015, body) +
        rect(cx - w / 2 + h * 0.015, top + h * 0.015, w - h * 0.03, panel - h * 0.03, h * 0.01, 'url(#screen)') +
        rect(cx - w * 0.18, bottom - h * 0.04, w * 0.36, h * 0.04, h * 0.02, body) +
        rect(cx - h * 0.02, top + panel, h * 0.04, h * 0.09, 0, body)
      );
    }
    case 'soundbar': {
      const w = h * 3.2;
      const barH = h * 0.28;
      return (
        rect(cx - w / 2, bottom - barH, w, barH, barH * 0.45, body) +
        [-0.3, -0.1, 0.1, 0.3].map((k) => circle(cx + w * k, bottom - barH / 2, barH * 0.22, 'url(#screen)')).join('')
      );
    }
    case 'fridge': {
      const w = h * 0.55;
      return (
        rect(cx - w / 2, top, w, h, h * 0.03, body) +
        rect(cx - w / 2 + h * 0.015, top + h * 0.015, w / 2 - h * 0.022, h * 0.97, h * 0.02, 'url(#screen)', ' opacity=".55"') +
        rect(cx + h * 0.007, top + h * 0.015, w / 2 - h * 0.022, h * 0.97, h * 0.02, 'url(#screen)', ' opacity=".4"')
      );
    }
    case 'washer': {
      const w = h * 0.85;
      return (
        rect(cx - w / 2, top, w, h, h * 0.06, body) +
        rect(cx - w / 2, top, w, h * 0.16, h * 0.06, 'url(#screen)', ' opacity=".35"') +
        circle(cx, top + h * 0.58, h * 0.3, 'url(#screen)') +
        circle(cx, top + h * 0.58, h * 0.2, body)
      );
    }
    case 'monitor': {
      const w = h * 1.5;
      const panel = h * 0.72;
      return (
        rect(cx - w / 2, top, w, panel, h * 0.02, body) +
        rect(cx - w / 2 + h * 0.02, top + h * 0.02, w - h * 0.04, panel - h * 0.04, h * 0.01, 'url(#screen)') +
        rect(cx - h * 0.04, top + panel, h * 0.08, h * 0.22, 0, body) +
        rect(cx - w * 0.16, bottom - h * 0.06, w * 0.32, h * 0.06, h * 0.03, body)
      );
    }
    case 'drive': {
      const w = h * 0.7;
      const dh = h * 0.5;
      return rect(cx - w / 2, bottom - dh, w, dh, dh * 0.2, body) + rect(cx - w * 0.3, bottom - dh * 0.35, w * 0.6, dh * 0.1, dh * 0.05, 'url(#screen)');
    }
    case 'charger': {
      const w = h * 0.5;
      const bh = h * 0.55;
      return (
        rect(cx - w / 2, bottom - bh, w, bh, w * 0.2, body) +
        rect(cx - w * 0.25, bottom - bh - h * 0.16, w * 0.12, h * 0.16, 0, body) +
        rect(cx + w * 0.13, bottom - bh - h * 0.16, w * 0.12, h * 0.16, 0, body) +
        circle(cx, bottom - bh / 2, w * 0.14, 'url(#screen)')
      );
    }
    case 'coupon': {
      const w = h * 1.5;
      const ch = h * 0.6;
      const y = bottom - ch;
      const notch = ch * 0.16;
      return (
        `<path d="M${f(cx - w / 2)} ${f(y)}h${f(w)}v${f(ch / 2 - notch)}a${f(notch)} ${f(notch)} 0 0 0 0 ${f(notch * 2)}v${f(ch / 2 - notch)}h${f(-w)}v${f(-(ch / 2 - notch))}a${f(notch)} ${f(notch)} 0 0 0 0 ${f(-notch * 2)}z" fill="url(#screen)"/>` +
        `<path d="M${f(cx + w * 0.2)} ${f(y + ch * 0.12)}v${f(ch * 0.76)}" stroke="${body}" stroke-width="${f(h * 0.015)}" stroke-dasharray="${f(h * 0.04)} ${f(h * 0.03)}"/>` +
        circle(cx - w * 0.15, y + ch / 2, ch * 0.2, body)
      );
    }
    case 'shield': {
      const w = h * 0.8;
      return (
        `<path d="M${f(cx)} ${f(top)}l${f(w / 2)} ${f(h * 0.18)}v${f(h * 0.3)}c0 ${f(h * 0.28)}-${f(w * 0.2)} ${f(h * 0.42)}-${f(w / 2)} ${f(h * 0.52)}c-${f(w * 0.3)}-${f(h * 0.1)}-${f(w / 2)}-${f(h * 0.24)}-${f(w / 2)}-${f(h * 0.52)}v-${f(h * 0.3)}z" fill="${body}"/>` +
        circle(cx, top + h * 0.46, h * 0.14, 'url(#screen)')
      );
    }
    case 'building': {
      const w = h * 0.62;
      let windows = '';
      for (let row = 0; row < 5; row++)
        for (let col = 0; col < 3; col++)
          windows += rect(cx - w / 2 + w * (0.14 + col * 0.27), top + h * (0.08 + row * 0.17), w * 0.18, h * 0.1, 2, 'url(#screen)');
      return rect(cx - w / 2, top, w, h, h * 0.015, body) + windows;
    }
  }
}

/** Width of a device of height h, to lay several side by side. */
const WIDTH: Record<Device, number> = {
  phone: 0.48,
  foldable: 0.9,
  tablet: 0.72,
  watch: 0.6,
  earbuds: 0.9,
  tv: 1.7,
  soundbar: 3.2,
  fridge: 0.55,
  washer: 0.85,
  monitor: 1.5,
  drive: 0.7,
  charger: 0.5,
  coupon: 1.5,
  shield: 0.8,
  building: 0.62,
};
/** Relative height: a watch next to a phone is smaller, a fridge taller. */
const SCALE: Record<Device, number> = {
  phone: 1,
  foldable: 0.9,
  tablet: 0.95,
  watch: 0.5,
  earbuds: 0.45,
  tv: 0.8,
  soundbar: 0.35,
  fridge: 1.1,
  washer: 0.7,
  monitor: 0.75,
  drive: 0.45,
  charger: 0.45,
  coupon: 0.55,
  shield: 0.8,
  building: 1,
};

function render(art: Artwork, portrait: boolean): string {
  const [W, H] = portrait ? SIZES[art.format].portrait : SIZES[art.format].landscape;
  const dark = isDark(art.from);
  const body = dark ? '#e5e7eb' : '#1f2937';
  // Landscape: devices on the right ~55%, leaving the left for the storefront's title.
  // Portrait: devices along the bottom, the title goes on top.
  const area = portrait ? { x0: W * 0.08, x1: W * 0.92, bottom: H * 0.92, maxH: H * 0.5 } : { x0: W * 0.45, x1: W * 0.95, bottom: H * 0.9, maxH: H * 0.72 };
  const gap = 0.12;
  const units = art.devices.reduce((sum, d) => sum + WIDTH[d] * SCALE[d], 0) + gap * (art.devices.length - 1);
  const h = Math.min(area.maxH, (area.x1 - area.x0) / units);
  let x = (area.x0 + area.x1) / 2 - (units * h) / 2;
  const shapes = art.devices.map((d) => {
    const dh = h * SCALE[d];
    const cx = x + (WIDTH[d] * dh) / 2;
    x += WIDTH[d] * dh + gap * h;
    return device(d, cx, area.bottom, dh, body);
  });
  const r = Math.max(W, H);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.accent}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${art.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="${f(W * (portrait ? 0.5 : 0.72))}" cy="${f(H * (portrait ? 0.68 : 0.45))}" r="${f(r * 0.38)}" fill="url(#glow)"/>` +
    `<circle cx="${f(W * 0.1)}" cy="${f(H * 0.1)}" r="${f(r * 0.22)}" fill="url(#glow)" opacity=".6"/>` +
    shapes.join('') +
    `</svg>`
  );
}

const cache = new Map<string, string>();

/** `home-s25-ultra` (landscape) or `home-s25-ultra-h5` (portrait); null when not ours. */
export function bannerSvg(id: string): string | null {
  const hit = cache.get(id);
  if (hit) return hit;
  const portrait = id.endsWith('-h5');
  const base = portrait ? id.slice(0, -3) : id;
  if (!Object.hasOwn(ARTWORKS, base)) return null;
  const svg = render(ARTWORKS[base], portrait);
  // Bounded: only ids of the table (×2 orientations) ever get here.
  cache.set(id, svg);
  return svg;
}

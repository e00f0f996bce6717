/**
 * Line icons of the navigation and footer (`/media/icon/{name}.svg`), drawn here so the
 * shop needs no design assets: 24×24, 1.5 px strokes, one ink colour (an <img> cannot
 * inherit currentColor, so the colour is fixed to the storefront's text ink).
 */
const INK = '#1d1d1f';

/** name → the SVG elements inside a 24×24 view box. */
const ICONS: Record<string, string> = {
  phone: '<rect x="7" y="2.5" width="10" height="19" rx="2"/><path d="M10.5 5h3"/><circle cx="12" cy="18.5" r=".6"/>',
  foldable: '<rect x="3.5" y="4" width="17" height="16" rx="2"/><path d="M12 4v16"/><path d="M6.5 6.5h2"/>',
  tablet: '<rect x="4" y="2.5" width="16" height="19" rx="2"/><path d="M10.5 19h3"/>',
  wearable: '<rect x="6" y="7" width="12" height="10" rx="3"/><path d="M9 7V3h6v4M9 17v4h6v-4"/>',
  watch: '<circle cx="12" cy="12" r="5.5"/><path d="M9 7.5 9.5 3h5l.5 4.5M9 16.5 9.5 21h5l.5-4.5M12 9.5V12l1.5 1"/>',
  earbuds: '<path d="M7 5a3 3 0 0 1 3 3v3a3 3 0 0 1-3 3H6V5z"/><path d="M6 14v5M17 5a3 3 0 0 0-3 3v3a3 3 0 0 0 3 3h1V5zM18 14v5"/>',
  tv: '<rect x="2.5" y="4" width="19" height="12.5" rx="1.5"/><path d="M8 20.5h8M12 16.5v4"/>',
  speaker: '<rect x="2.5" y="8.5" width="19" height="7" rx="2"/><circle cx="7" cy="12" r="1.5"/><circle cx="17" cy="12" r="1.5"/><path d="M11 12h2"/>',
  fridge: '<rect x="6" y="2.5" width="12" height="19" rx="1.5"/><path d="M6 9.5h12M8.5 5.5v2M8.5 12v3"/>',
  washer: '<rect x="4" y="2.5" width="16" height="19" rx="2"/><path d="M4 7h16"/><circle cx="12" cy="14" r="4.5"/><path d="M7 4.8h2"/>',
  monitor: '<rect x="2.5" y="3.5" width="19" height="13" rx="1.5"/><path d="M12 16.5v4M8 20.5h8"/>',
  storage: '<rect x="6" y="3" width="12" height="18" rx="2"/><path d="M9 17h6"/><circle cx="15" cy="6" r=".6"/>',
  charger: '<rect x="6.5" y="8" width="11" height="11" rx="2"/><path d="M10 8V4M14 8V4M12 19v2.5"/><path d="m12.5 11-2 2.5h3l-2 2.5"/>',
  case: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><rect x="8.5" y="4.5" width="3.5" height="4" rx="1"/>',
  accessory: '<circle cx="8" cy="8" r="4"/><rect x="13" y="13" width="8" height="8" rx="2"/><path d="M4 20 11 13"/>',
  grid: '<rect x="3.5" y="3.5" width="7" height="7" rx="1"/><rect x="13.5" y="3.5" width="7" height="7" rx="1"/><rect x="3.5" y="13.5" width="7" height="7" rx="1"/><rect x="13.5" y="13.5" width="7" height="7" rx="1"/>',
  sparkle: '<path d="M12 3c.8 4.2 2.8 6.2 7 7-4.2.8-6.2 2.8-7 7-.8-4.2-2.8-6.2-7-7 4.2-.8 6.2-2.8 7-7z"/><path d="M19 16.5v4M17 18.5h4"/>',
  flash: '<path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z"/>',
  'trade-in': '<path d="M4 9h13l-3.5-3.5M20 15H7l3.5 3.5"/>',
  coupon: '<path d="M3 7.5h18v3a1.5 1.5 0 0 0 0 3v3H3v-3a1.5 1.5 0 0 0 0-3z"/><path d="M14 7.5v9" stroke-dasharray="1.5 1.5"/>',
  member: '<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5a7.5 7.5 0 0 1 15 0"/>',
  star: '<path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"/>',
  compass: '<circle cx="12" cy="12" r="9"/><path d="m15.5 8.5-2 5-5 2 2-5z"/>',
  live: '<rect x="3" y="6" width="18" height="13" rx="2"/><path d="m8 2.5 4 3.5 4-3.5M10.5 10v5l4-2.5z"/>',
  gift: '<rect x="3.5" y="8" width="17" height="4" rx="1"/><path d="M5 12v8.5h14V12M12 8v12.5M12 8C10 4 7 4.5 7.5 6.5S11 8 12 8c1 0 4-.5 4.5-1.5S14 4 12 8"/>',
  store: '<path d="M3.5 9 5 4h14l1.5 5M3.5 9h17v1.5a2.8 2.8 0 0 1-5.6 0 2.8 2.8 0 0 1-5.8 0 2.8 2.8 0 0 1-5.6 0zM5 13v7.5h14V13M10 20.5v-4.5h4v4.5"/>',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6"/><circle cx="12" cy="17" r=".6"/>',
  tools: '<path d="M14.5 6.5a4 4 0 0 1 5 5l-8 8a2.1 2.1 0 0 1-3-3l8-8M4 4l4 4M3 7l4-4"/>',
  chat: '<path d="M4 5h16v11H9l-5 4z"/><path d="M8 9.5h8M8 12.5h5"/>',
  more: '<circle cx="6" cy="12" r="1.2"/><circle cx="12" cy="12" r="1.2"/><circle cx="18" cy="12" r="1.2"/>',
  business: '<rect x="3" y="7.5" width="18" height="13" rx="1.5"/><path d="M9 7.5V4.5h6v3M3 13h18M11 13v2h2v-2"/>',
  shield: '<path d="M12 3 5 6v5.5c0 4.4 3 7.8 7 9.5 4-1.7 7-5.1 7-9.5V6z"/><path d="m9 12 2.2 2.2L15.5 10"/>',
  student: '<path d="m2.5 9 9.5-4.5L21.5 9 12 13.5z"/><path d="M6.5 11v4.5c3 2.5 8 2.5 11 0V11M21.5 9v5"/>',
  delivery: '<path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3v3.5h-7"/><circle cx="6.5" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
  search: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>',
  cart: '<path d="M3 4h2.5l2.2 11h10.8l2-8H6.6"/><circle cx="9" cy="19" r="1.3"/><circle cx="17" cy="19" r="1.3"/>',
  wechat:
    '<path d="M9.5 4C5.9 4 3 6.4 3 9.4c0 1.7.9 3.2 2.4 4.2L5 16l2.5-1.3c.6.2 1.3.3 2 .3"/><path d="M15 9c3.3 0 6 2.2 6 5 0 1.5-.8 2.8-2 3.7l.4 2-2.2-1.1c-.7.2-1.4.3-2.2.3-3.3 0-6-2.2-6-5s2.7-5 6-5z"/><circle cx="7.3" cy="8.3" r=".5"/><circle cx="11.5" cy="8.3" r=".5"/>',
  weibo:
    '<path d="M10.5 20c-4.1 0-7.5-2-7.5-4.8 0-3.2 4.4-7.7 7.8-8.2 1.7-.2 1.8 1.2 1.3 2.6 1.8-.8 4.3-1 4.1 1.1 2.3.6 3.3 1.8 3.3 3.2 0 3.2-4.4 6.1-9 6.1z"/><ellipse cx="10" cy="15.3" rx="3.5" ry="2.5"/><path d="M16 4a5 5 0 0 1 5 5M16 7a2 2 0 0 1 2 2"/>',
};

/** Category codes and product types of the catalogue name some icons differently. */
const ALIASES: Record<string, string> = {
  smartphones: 'phone',
  foldables: 'foldable',
  tablets: 'tablet',
  wearables: 'wearable',
  watches: 'watch',
  audio: 'speaker',
  tvs: 'tv',
  refrigerators: 'fridge',
  washers: 'washer',
  monitors: 'monitor',
  chargers: 'charger',
  cases: 'case',
  accessories: 'accessory',
};

export const ICON_NAMES: readonly string[] = [...Object.keys(ICONS), ...Object.keys(ALIASES)];

/** The icon as a complete SVG document, or null for a name we do not draw. */
export function iconSvg(name: string): string | null {
  const body = Object.hasOwn(ICONS, name) ? ICONS[name] : Object.hasOwn(ALIASES, name) ? ICONS[ALIASES[name]] : undefined;
  if (!body) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${INK}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

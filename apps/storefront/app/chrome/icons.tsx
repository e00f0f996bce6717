/** Inline SVG icons of the chrome: no icon font, no requests. 24×24, stroke = currentColor. */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame of every line icon of the shop (other icon files draw inside it, so the set stays one). */
export function Svg({ size = 24, children, ...rest }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Svg>
);
export const CartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 4h2.2l2.2 11h10.8L20.5 7H6.3" />
    <circle cx="9" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.5-3.8 4.4-5.5 8-5.5s6.5 1.7 8 5.5" />
  </Svg>
);
export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);
export const TrendIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </Svg>
);
export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v11h13V9" />
    <path d="M10 20v-5.5h4V20" />
  </Svg>
);
export const GridIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Svg>
);
export const CompassIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </Svg>
);
export const HeadsetIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.2-1.5 2-4 2" />
  </Svg>
);
export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5.5h16v10H9l-5 4z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth={2.4} />
  </Svg>
);
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  </Svg>
);
export const QuestionIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.4a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.7M12 16.8h.01" />
  </Svg>
);
/** After-sales guarantee: a shield with a tick. */
export const ShieldCheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5 5 6v5.5c0 4.3 3 7.7 7 9 4-1.3 7-4.7 7-9V6z" />
    <path d="m9 12 2.2 2.2L15.2 10" />
  </Svg>
);
/** Orders: a receipt with lines. */
export const ReceiptIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3z" />
    <path d="M9 8h6M9 11.5h6M9 15h3.5" />
  </Svg>
);
/** Returns and exchanges: an arrow turning back. */
export const ReturnIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 5.5 5 9.5l4 4" />
    <path d="M5 9.5h9a5 5 0 0 1 0 10h-4" />
  </Svg>
);
/** A service ticket: a clipboard with a pen line. */
export const TicketIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4.5H7A1.5 1.5 0 0 0 5.5 6v13A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V6A1.5 1.5 0 0 0 17 4.5h-2" />
    <rect x="9" y="3" width="6" height="3" rx="1" />
    <path d="M9 11h6M9 14.5h4" />
  </Svg>
);
export const GlobeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.3 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.3-3.5-8.5s1-6 3.5-8.5z" />
  </Svg>
);
export const InfoIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.8h.01" />
  </Svg>
);
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);
export const StarMark = (p: IconProps) => (
  <Svg {...p} strokeWidth={0} fill="currentColor">
    <path d="M12 2.5c.6 4.7 2.3 7.7 9.5 9.5-7.2 1.8-8.9 4.8-9.5 9.5-.6-4.7-2.3-7.7-9.5-9.5 7.2-1.8 8.9-4.8 9.5-9.5z" />
  </Svg>
);

// Category icons for menu links: the CMS names one per link (`icon`), or gives an image path.
const CATEGORY_PATHS: Record<string, React.ReactNode> = {
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
      <path d="M11 18.5h2" />
    </>
  ),
  fold: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2.2" />
      <path d="M12 4v16" />
    </>
  ),
  tablet: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2.2" />
      <path d="M11 18h2" />
    </>
  ),
  watch: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="3" />
      <path d="M9 6.5 9.5 3h5l.5 3.5M9 17.5l.5 3.5h5l.5-3.5" />
    </>
  ),
  earbuds: (
    <>
      <path d="M7 5.5a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3 3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3zM7 13.5v5M17 5.5a3 3 0 0 0-3 3v2a3 3 0 0 0 3 3 3 3 0 0 0 3-3v-2a3 3 0 0 0-3-3zM17 13.5v5" />
    </>
  ),
  tv: (
    <>
      <rect x="2.5" y="4.5" width="19" height="12.5" rx="1.8" />
      <path d="M8 20.5h8M12 17v3.5" />
    </>
  ),
  audio: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <circle cx="12" cy="14.5" r="3.2" />
      <path d="M12 6.5h.01" strokeWidth={2.4} />
    </>
  ),
  projector: (
    <>
      <rect x="2.5" y="7.5" width="19" height="9" rx="2" />
      <circle cx="15.5" cy="12" r="2.5" />
      <path d="M5.5 16.5v2M18.5 16.5v2" />
    </>
  ),
  fridge: (
    <>
      <rect x="5.5" y="2.5" width="13" height="19" rx="2" />
      <path d="M5.5 10h13M8.5 5.5v2M8.5 12.5v3" />
    </>
  ),
  washer: (
    <>
      <rect x="4" y="2.5" width="16" height="19" rx="2" />
      <circle cx="12" cy="13" r="4.5" />
      <path d="M7 5.5h.01M10 5.5h.01" strokeWidth={2.4} />
    </>
  ),
  aircon: (
    <>
      <rect x="2.5" y="5" width="19" height="8" rx="2" />
      <path d="M6 10h12M8 16l-1 3M12 16v3.5M16 16l1 3" />
    </>
  ),
  vacuum: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  appliance: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="13" r="4" />
    </>
  ),
  laptop: (
    <>
      <rect x="4.5" y="5" width="15" height="10" rx="1.5" />
      <path d="M2.5 18.5h19" />
    </>
  ),
  monitor: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
    </>
  ),
  storage: (
    <>
      <rect x="4" y="6" width="16" height="12" rx="2" />
      <path d="M8 12h.01M12 12h4" strokeWidth={2} />
    </>
  ),
  accessory: (
    <>
      <rect x="8" y="2.5" width="8" height="12" rx="2" />
      <path d="M12 14.5v4a3 3 0 0 1-3 3" />
    </>
  ),
  charger: (
    <>
      <path d="M13 2.5 6 13.5h5.5l-1 8 7.5-11h-5.5z" />
    </>
  ),
  case: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="3" />
      <circle cx="9.5" cy="6.5" r="1.2" />
    </>
  ),
  support: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </>
  ),
  service: (
    <>
      <path d="M14.5 6.5a4 4 0 0 0-5.3 5l-5.7 5.7 2.3 2.3 5.7-5.7a4 4 0 0 0 5-5.3l-2.5 2.5-2-.5-.5-2z" />
    </>
  ),
  contact: (
    <>
      <path d="M4 5.5h16v10H9l-5 4z" />
    </>
  ),
  business: (
    <>
      <rect x="3" y="7.5" width="18" height="12.5" rx="2" />
      <path d="M9 7.5V5h6v2.5M3 13h18" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4.5" rx="1" />
      <path d="M5 12.5v8h14v-8M12 8v12.5M12 8c-1-3-5-4-5-1.5S12 8 12 8zM12 8c1-3 5-4 5-1.5S12 8 12 8z" />
    </>
  ),
  star: (
    <>
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </>
  ),
  coupon: (
    <>
      <path d="M3.5 7.5h17v3a1.5 1.5 0 0 0 0 3v3h-17v-3a1.5 1.5 0 0 0 0-3z" />
      <path d="M14 7.5v9" strokeDasharray="2 2" />
    </>
  ),
  flash: (
    <>
      <path d="M13 2.5 6 13.5h5.5l-1 8 7.5-11h-5.5z" />
    </>
  ),
  live: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10.5 5-3v9l-5-3" />
    </>
  ),
  member: (
    <>
      <path d="M5 9.5 8 4h8l3 5.5-7 10.5z" />
      <path d="M5 9.5h14M10 9.5l2 10.5 2-10.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  sparkle: (
    <>
      <path d="M12 3.5c.5 4 2 6 6 6.5-4 .5-5.5 2.5-6 6.5-.5-4-2-6-6-6.5 4-.5 5.5-2.5 6-6.5zM18.5 15.5c.2 1.6.9 2.3 2.5 2.5-1.6.2-2.3.9-2.5 2.5-.2-1.6-.9-2.3-2.5-2.5 1.6-.2 2.3-.9 2.5-2.5z" />
    </>
  ),
  store: (
    <>
      <path d="M4 9.5 5.5 4h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5.5 12v8h13v-8M10 20v-4.5h4V20" />
    </>
  ),
  tradein: (
    <>
      <path d="M4 9h13l-3.5-3.5M20 15H7l3.5 3.5" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
  more: (
    <>
      <circle cx="6" cy="12" r="1.3" />
      <circle cx="12" cy="12" r="1.3" />
      <circle cx="18" cy="12" r="1.3" />
    </>
  ),
};
const ALIASES: Record<string, string> = {
  smartphone: 'phone',
  mobile: 'phone',
  galaxy: 'phone',
  foldable: 'fold',
  tools: 'service',
  trade: 'tradein',
  pad: 'tablet',
  wearable: 'watch',
  buds: 'earbuds',
  headphone: 'earbuds',
  soundbar: 'audio',
  speaker: 'audio',
  refrigerator: 'fridge',
  washing: 'washer',
  air: 'aircon',
  pc: 'laptop',
  computer: 'laptop',
  display: 'monitor',
  ssd: 'storage',
  memory: 'storage',
  cover: 'case',
  cable: 'charger',
  power: 'charger',
  help: 'support',
  repair: 'service',
  chat: 'contact',
  enterprise: 'business',
};

/** The icon of a menu link: an image when the CMS gives a path/URL, else a named inline icon. */
export function LinkIcon({ icon, size = 28 }: { icon?: string; size?: number }) {
  if (!icon) return <Svg size={size}>{CATEGORY_PATHS.more}</Svg>;
  const isPath = /^(\/|https?:|data:)/.test(icon);
  // `/media/icon/phone.svg` → `phone`: a known name is drawn inline (no request); others load the image.
  const base = isPath ? (icon.split(/[?#]/)[0].split('/').pop() ?? '').replace(/\.[a-z]+$/i, '') : icon;
  const key = base.toLowerCase().replace(/[^a-z]/g, '');
  const alias = Object.keys(ALIASES).find((a) => key.includes(a));
  const name = key in CATEGORY_PATHS ? key : alias ? ALIASES[alias] : null;
  if (!name && isPath) return <img src={icon} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  return <Svg size={size}>{CATEGORY_PATHS[name ?? 'more'] ?? CATEGORY_PATHS.more}</Svg>;
}

export const WeChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9.5 4.5c-3.9 0-7 2.5-7 5.6 0 1.8 1 3.3 2.6 4.3l-.6 2 2.3-1.2c.8.2 1.7.4 2.7.4" />
    <path d="M15 9c-3.6 0-6.5 2.3-6.5 5.1s2.9 5.1 6.5 5.1c.8 0 1.5-.1 2.2-.3l2 1.1-.5-1.8c1.7-.9 2.8-2.4 2.8-4.1C21.5 11.3 18.6 9 15 9z" />
  </Svg>
);
export const WeiboIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.5 19.5c-4.1 0-7.5-2-7.5-4.7 0-2.9 4-6.8 7.3-7.4 1.8-.3 2 .9 1.6 2.3 2.3-1 4.3-.7 3.7 1.3 1.8.5 3 1.5 3 2.9 0 3-3.9 5.6-8.1 5.6z" />
    <path d="M16 4.5a4.5 4.5 0 0 1 4.5 4.5M16 7.2a1.8 1.8 0 0 1 1.8 1.8" />
  </Svg>
);
export function SocialIcon({ label, href }: { label: string; href: string }) {
  const s = `${label} ${href}`.toLowerCase();
  if (s.includes('微博') || s.includes('weibo')) return <WeiboIcon size={20} />;
  if (s.includes('微信') || s.includes('wechat') || s.includes('weixin')) return <WeChatIcon size={20} />;
  return <GlobeIcon size={20} />;
}

/**
 * The personal centre's line icons (issue #14: real icons, not single characters): the same
 * set as the chrome's (chrome/icons.tsx: 24×24 frame, stroke 1.7, currentColor), one per
 * shortcut key of HOME_SHORTCUTS and one per order state. Decorative: every icon sits beside
 * its written label, which names the link.
 */
import type { ReactNode } from 'react';
import { HeadsetIcon, ReceiptIcon, ReturnIcon, Svg, type IconProps } from '../../../chrome/icons';

const icon = (paths: ReactNode) => (p: IconProps) => <Svg {...p}>{paths}</Svg>;

const MapPinIcon = icon(
  <>
    <path d="M12 20.5s-6.5-5.5-6.5-10.8a6.5 6.5 0 0 1 13 0c0 5.3-6.5 10.8-6.5 10.8z" />
    <circle cx="12" cy="9.7" r="2.4" />
  </>,
);
const HeartIcon = icon(<path d="M12 19.5s-7.5-4.4-7.5-10a4.2 4.2 0 0 1 7.5-2.6 4.2 4.2 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z" />);
/** Points: a stack of coins. */
const CoinsIcon = icon(
  <>
    <ellipse cx="12" cy="6.8" rx="6.5" ry="2.8" />
    <path d="M5.5 6.8v5.1c0 1.5 2.9 2.8 6.5 2.8s6.5-1.3 6.5-2.8V6.8" />
    <path d="M5.5 11.9V17c0 1.5 2.9 2.8 6.5 2.8s6.5-1.3 6.5-2.8v-5.1" />
  </>,
);
/** Star diamonds: a cut gem. */
const GemIcon = icon(
  <>
    <path d="M7 4.5h10l3.5 5L12 19.5 3.5 9.5z" />
    <path d="M3.5 9.5h17M9.8 4.5 8.5 9.5l3.5 10 3.5-10-1.3-5" />
  </>,
);
/** Star coins: a coin with a star. */
const StarCoinIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m12 7.6 1.3 2.7 2.9.4-2.1 2 .5 2.9-2.6-1.4-2.6 1.4.5-2.9-2.1-2 2.9-.4z" />
  </>,
);
const CouponIcon = icon(
  <>
    <path d="M3.5 7.5A1.5 1.5 0 0 1 5 6h14a1.5 1.5 0 0 1 1.5 1.5V10a2 2 0 0 0 0 4v2.5A1.5 1.5 0 0 1 19 18H5a1.5 1.5 0 0 1-1.5-1.5V14a2 2 0 0 0 0-4z" />
    <path d="M14.5 7v1.5M14.5 11.25v1.5M14.5 15.5V17" />
  </>,
);
const BellIcon = icon(
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);
/** Reviews: a speech bubble with a star. */
const ReviewIcon = icon(
  <>
    <path d="M4 5.5h16v10.5H9.5L4 20z" />
    <path d="m12 7.6.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2-1.45-1.4 2-.3z" />
  </>,
);
const TrophyIcon = icon(
  <>
    <path d="M8 4.5h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6.5H5.5V8a3 3 0 0 0 2.8 3M16 6.5h2.5V8a3 3 0 0 1-2.8 3" />
    <path d="M12 13.5v3.5M8.5 20.5h7M9.5 20.5c0-2 1-3.5 2.5-3.5s2.5 1.5 2.5 3.5" />
  </>,
);
/** Bespoke orders: a pen. */
const PenIcon = icon(
  <>
    <path d="M4.5 19.5 5.5 15.5 16 5a2.1 2.1 0 0 1 3 3L8.5 18.5z" />
    <path d="m14.5 6.5 3 3M4.5 19.5h15" />
  </>,
);
const BuildingIcon = icon(
  <>
    <path d="M5 20.5v-15l7.5-2v17" />
    <path d="M12.5 9.5H19v11" />
    <path d="M3 20.5h18M8 8h2M8 11.5h2M8 15h2M15.5 13h1M15.5 16.5h1" />
  </>,
);
const GraduationIcon = icon(
  <>
    <path d="M2.5 9 12 4.5 21.5 9 12 13.5z" />
    <path d="M6.5 11v5c1.5 1.4 3.4 2.2 5.5 2.2s4-.8 5.5-2.2v-5M21.5 9v5" />
  </>,
);
/** Personal information: an ID card. */
const IdCardIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2.2" />
    <path d="M5.8 16.2c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14.5 10h3.5M14.5 13.5h3.5" />
  </>,
);
/** Account and security: a shield with a lock. */
const ShieldLockIcon = icon(
  <>
    <path d="M12 3.5 5 6v5.5c0 4.3 3 7.7 7 9 4-1.3 7-4.7 7-9V6z" />
    <rect x="9.3" y="10.8" width="5.4" height="4.4" rx="0.8" />
    <path d="M10.3 10.8V9.7a1.7 1.7 0 0 1 3.4 0v1.1" />
  </>,
);
const GearIcon = icon(
  <>
    <circle cx="12" cy="12" r="2.8" />
    <path d="M10.3 3.5h3.4l.5 2.3 1.7 1 2.2-.8 1.7 3-1.8 1.5v2l1.8 1.5-1.7 3-2.2-.8-1.7 1-.5 2.3h-3.4l-.5-2.3-1.7-1-2.2.8-1.7-3L6 13v-2L4.2 9.5l1.7-3 2.2.8 1.7-1z" />
  </>,
);
/** 待付款: a wallet. */
const WalletIcon = icon(
  <>
    <path d="M4 8a2.5 2.5 0 0 1 2.5-2.5h10V8" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M20 11.5h-3.5a2 2 0 0 0 0 4H20" />
  </>,
);
/** 待发货: a parcel. */
const ParcelIcon = icon(
  <>
    <path d="M12 3.5 20 7.5v9l-8 4-8-4v-9z" />
    <path d="m4 7.5 8 4 8-4M12 11.5v9M8 5.5l8 4" />
  </>,
);
/** 待收货: a delivery van. */
const TruckIcon = icon(
  <>
    <path d="M2.5 6.5h11v10h-11z" />
    <path d="M13.5 9.5h4l3 3.5v3.5h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);

/** One icon per HOME_SHORTCUTS key (a key without one gets the receipt: still a line icon, never a letter). */
const SHORTCUT_ICONS: Record<string, (p: IconProps) => ReactNode> = {
  orders: ReceiptIcon,
  address: MapPinIcon,
  collection: HeartIcon,
  points: CoinsIcon,
  stars: GemIcon,
  starCoin: StarCoinIcon,
  coupon: CouponIcon,
  messages: BellIcon,
  afterSales: ReturnIcon,
  evaluate: ReviewIcon,
  winning: TrophyIcon,
  customized: PenIcon,
  enterpriseBuy: BuildingIcon,
  support: HeadsetIcon,
  student: GraduationIcon,
  information: IdCardIcon,
  account: ShieldLockIcon,
  settings: GearIcon,
};

export function ShortcutIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Icon = SHORTCUT_ICONS[name] ?? ReceiptIcon;
  return <Icon size={size} data-icon={name} />;
}

export type OrderStateIcon = 'pendingPayment' | 'pendingShipment' | 'pendingReceipt' | 'toReview' | 'afterSales';
const ORDER_ICONS: Record<OrderStateIcon, (p: IconProps) => ReactNode> = {
  pendingPayment: WalletIcon,
  pendingShipment: ParcelIcon,
  pendingReceipt: TruckIcon,
  toReview: ReviewIcon,
  afterSales: ReturnIcon,
};

export function OrderIcon({ name, size = 26 }: { name: OrderStateIcon; size?: number }) {
  const Icon = ORDER_ICONS[name];
  return <Icon size={size} data-icon={name} />;
}

/** Keys that have their own drawing (a unit test checks every shortcut has one). */
export const SHORTCUT_ICON_KEYS = Object.keys(SHORTCUT_ICONS);

/**
 * The marks of the payment methods (issue #14, trust): one small inline SVG per method, drawn
 * here in the brand's colours with a simple glyph (no third-party files, no copied logo
 * paths), so the shopper recognises the method at a glance. Each mark is an image with an
 * accessible name; where the method's name is written next to it, the control takes its name
 * from that text and the mark is found by its own name only by assistive tools that list images.
 *
 * Colours: Alipay blue, WeChat green, UnionPay red / blue / teal stripes (the international
 * card with a globe), JD red, China Merchants Bank red, ChinaUMS blue with a red scan line.
 */
import type { ReactNode } from 'react';
import type { PayMethod } from '@shop/contracts/checkout';
import styles from './pay-marks.module.css';

const WHITE_STROKE = { fill: 'none', stroke: '#fff', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Three slanted stripes, the look of a UnionPay card (`scale` < 1 leaves room for a badge). */
const stripes = (scale = 1) => (
  <g transform={scale === 1 ? undefined : `scale(${scale})`}>
    <path d="M8.6 7h6.1l-3.5 18H5.1z" fill="#E21836" />
    <path d="M14.7 7h6.1l-3.5 18h-6.1z" fill="#00447C" />
    <path d="M20.8 7h6.3l-3.5 18h-6.3z" fill="#007B84" />
  </g>
);

const tile = (fill: string) => <rect width="32" height="32" rx="7" fill={fill} />;
const paperTile = <rect x="0.5" y="0.5" width="31" height="31" rx="6.5" fill="#fff" stroke="#D5DAE1" />;

const DRAWINGS: Readonly<Record<PayMethod, ReactNode>> = {
  // A blue roundel with 支 written in white strokes.
  alipay: (
    <>
      <circle cx="16" cy="16" r="16" fill="#1677FF" />
      <g {...WHITE_STROKE} strokeWidth={2.4}>
        <path d="M9 10.5h14" />
        <path d="M16 6.5v8" />
        <path d="M10.5 15.2h10.3" />
        <path d="M20.8 15.2c-1.6 4.9-5.2 8.5-10.8 10.4" />
        <path d="M12.6 18.4c2.7 3.3 5.9 5.5 9.9 6.9" />
      </g>
    </>
  ),
  // Two white chat bubbles on green.
  wxpay: (
    <>
      {tile('#07C160')}
      <path d="M13 7.2c-4.7 0-8.5 3.1-8.5 7 0 2.2 1.2 4.1 3.1 5.4l-.8 2.6 3-1.5c1 .3 2 .5 3.2.5 4.7 0 8.5-3.1 8.5-7s-3.8-7-8.5-7z" fill="#fff" />
      <path
        d="M20.6 13.4c-3.9 0-7 2.6-7 5.8s3.1 5.8 7 5.8c.9 0 1.7-.1 2.5-.4l2.5 1.3-.6-2.2c1.6-1.1 2.6-2.7 2.6-4.5 0-3.2-3.1-5.8-7-5.8z"
        fill="#fff"
        stroke="#07C160"
        strokeWidth={1.4}
      />
      <circle cx="10.2" cy="11.9" r="1.1" fill="#07C160" />
      <circle cx="15.4" cy="11.9" r="1.1" fill="#07C160" />
      <circle cx="18.3" cy="18.7" r="0.95" fill="#07C160" />
      <circle cx="22.9" cy="18.7" r="0.95" fill="#07C160" />
    </>
  ),
  unionpay: (
    <>
      {paperTile}
      {stripes()}
    </>
  ),
  // The stripes with a globe: cards issued outside the mainland.
  unionpayint: (
    <>
      {paperTile}
      <g transform="translate(-1.5 -1.5)">{stripes(0.86)}</g>
      <circle cx="23.5" cy="23" r="6" fill="#fff" stroke="#00447C" strokeWidth={1.5} />
      <path d="M17.5 23h12M23.5 17c-1.9 1.7-2.7 3.7-2.7 6s.8 4.3 2.7 6c1.9-1.7 2.7-3.7 2.7-6s-.8-4.3-2.7-6z" fill="none" stroke="#00447C" strokeWidth={1.2} />
    </>
  ),
  // 京 in white on JD red.
  jdpay: (
    <>
      {tile('#E1251B')}
      <g {...WHITE_STROKE} strokeWidth={2.2}>
        <path d="M16 5.5v2.6" />
        <path d="M8 10h16" />
        <rect x="11" y="13" width="10" height="4.8" rx="0.6" />
        <path d="M16 17.8v7.4c0 .9-.6 1.4-1.7 1.2" />
        <path d="M11.6 21.2 9 24.6" />
        <path d="M20.4 21.2 23 24.6" />
      </g>
    </>
  ),
  // 招 in white on a red roundel (China Merchants Bank credit-card instalments).
  cmbpay: (
    <>
      <circle cx="16" cy="16" r="16" fill="#C8102E" />
      <g {...WHITE_STROKE} strokeWidth={2}>
        <path d="M5.8 12.4h6" />
        <path d="M8.9 7.6v15.2c0 1-.6 1.5-1.8 1.2" />
        <path d="M5.8 20 11.8 17" />
        <path d="M14.4 8.4h9.2c-.1 3.6-1.2 6-4 7.2" />
        <path d="M19 8.4c-.3 3-1.7 5.4-4.6 6.9" />
        <rect x="15" y="18.2" width="8.6" height="6.2" rx="0.6" />
      </g>
    </>
  ),
  // ChinaUMS: one scan frame for every wallet, on blue with a red scan line.
  chinaums: (
    <>
      {tile('#005BAC')}
      <path
        d="M8 12.5V9a1 1 0 0 1 1-1h3.5M19.5 8H23a1 1 0 0 1 1 1v3.5M24 19.5V23a1 1 0 0 1-1 1h-3.5M12.5 24H9a1 1 0 0 1-1-1v-3.5"
        {...WHITE_STROKE}
        strokeWidth={2.2}
      />
      <path d="M6.5 16h19" stroke="#FF3B30" strokeWidth={2.4} strokeLinecap="round" />
    </>
  ),
};

export function PayMark({ method, label, size = 32, className }: { method: PayMethod; label: string; size?: number; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      focusable="false"
      className={className ? `${styles.mark} ${className}` : styles.mark}
      data-pay-mark={method}
    >
      {DRAWINGS[method]}
    </svg>
  );
}

/** A method's mark beside its name (and an optional line under it), for lists of methods. */
export function PayMarkLabel({ method, name, sub, nameId }: { method: PayMethod; name: string; sub?: ReactNode; nameId?: string }) {
  return (
    <span className={styles.row}>
      <PayMark method={method} label={name} size={24} />
      <span className={styles.text}>
        <span id={nameId}>{name}</span>
        {sub}
      </span>
    </span>
  );
}

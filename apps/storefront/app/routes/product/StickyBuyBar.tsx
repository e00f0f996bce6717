/**
 * The PC sticky buy bar (issue #14 item 8): once the price block has scrolled up under the
 * header, and as long as the page's own buy bar is out of sight, a slim bar below the header
 * repeats the product name, the chosen SKU, the price the shopper pays now and the same buy
 * buttons with the same handlers (BuyButtons), so 加入购物车, 立即购买, 凭邀请码购买 (the code
 * entry), 到货通知 … act exactly as the page's own. While the page's buy bar is on screen the
 * sticky one steps aside (no two sets of buttons at once).
 *
 * One IntersectionObserver on the two blocks decides when (no scroll handler). The bar is
 * fixed, so showing it moves nothing; hidden, it is `visibility: hidden` and inert (out of the
 * tab order and the accessibility tree). Phones have their buy bar fixed at the bottom
 * already: below 768 px the bar is not drawn and nothing is observed.
 */
import { useEffect, useState, type RefObject } from 'react';
import { formatYuan } from '@shop/contracts/money';
import { BuyButtons, type BuyBarProps } from './BuyBar';
import type { PriceNow } from './pdp-view';
import styles from './product.module.css';

const WIDE_QUERY = '(min-width: 768px)';

export interface StickyBuyBarProps {
  /** The price block: the bar may show once it is above the header's bottom edge. */
  price: RefObject<HTMLElement | null>;
  /** The page's own buy bar: while any of it is on screen, the sticky bar stays hidden. */
  buyBar: RefObject<HTMLElement | null>;
  name: string;
  /** The chosen SKU's attribute values, e.g. 钛影灰 12GB+256GB. */
  skuLabel: string;
  image: string | undefined;
  priceNow: PriceNow;
  buttons: BuyBarProps;
}

type Seen = Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect' | 'rootBounds'>;

/** Whether the element has gone up past the top edge of the observed area (not merely below the fold). */
function scrolledPast(entry: Seen, top: number): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? top);
}

export function StickyBuyBar({ price, buyBar, name, skuLabel, image, priceNow, buttons }: StickyBuyBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const priceEl = price.current;
    const barEl = buyBar.current;
    if (!priceEl || !barEl || typeof IntersectionObserver === 'undefined') return;
    const wide = window.matchMedia(WIDE_QUERY);
    let io: IntersectionObserver | null = null;
    const watch = () => {
      io?.disconnect();
      io = null;
      setShown(false);
      if (!wide.matches) return;
      // The sticky header covers the top of the viewport: "past" means under its bottom edge.
      const header = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
      const last = new Map<Element, Seen>();
      io = new IntersectionObserver(
        (entries) => {
          for (const e of entries) last.set(e.target, e);
          const p = last.get(priceEl);
          const b = last.get(barEl);
          setShown(!!p && !!b && scrolledPast(p, header) && !b.isIntersecting);
        },
        { rootMargin: `-${header}px 0px 0px 0px` },
      );
      io.observe(priceEl);
      io.observe(barEl);
    };
    watch();
    wide.addEventListener('change', watch);
    return () => {
      io?.disconnect();
      wide.removeEventListener('change', watch);
    };
  }, [price, buyBar]);

  return (
    <section className={styles.sticky} data-shown={shown} aria-label="快速购买" aria-hidden={!shown} inert={!shown} data-testid="pdp-sticky-bar">
      <div className={styles.stickyInner}>
        {image ? <img className={styles.stickyImage} src={image} alt="" width={44} height={44} decoding="async" /> : null}
        <div className={styles.stickyText}>
          <p className={styles.stickyName}>{name}</p>
          <p className={styles.stickySku} data-testid="sticky-sku">
            {skuLabel}
          </p>
        </div>
        <p className={styles.stickyPrice}>
          {priceNow.label ? <span className={styles.priceLabel}>{priceNow.label}</span> : <span className="visually-hidden">价格</span>}
          <strong className={styles.stickyAmount} data-testid="sticky-price">
            {formatYuan(priceNow.amount)}
          </strong>
          {priceNow.was !== null ? (
            <>
              <span className="visually-hidden">，原价</span>
              <del className={styles.priceWas}>{formatYuan(priceNow.was)}</del>
            </>
          ) : null}
        </p>
        <div className={styles.stickyButtons}>
          <BuyButtons {...buttons} idPrefix="sticky" />
        </div>
      </div>
    </section>
  );
}

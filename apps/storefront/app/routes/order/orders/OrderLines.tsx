/**
 * The products of an order: picture, name, attributes, services, gifts, price × quantity; a
 * bundle's items under its main product. `compact` (the order list) sits inside the card's
 * link to the order detail, so its pictures are not links themselves: an <a> inside an <a>
 * is not valid HTML, the browser's parser splits it, and React's hydration of the server
 * HTML then fails (error #418).
 */
import { Link } from 'react-router';
import type { OrderLineView } from '@shop/contracts/order';
import { formatYuan } from '@shop/contracts/money';
import styles from './orders.module.css';

export function OrderLines({ lines, compact = false }: { lines: readonly OrderLineView[]; compact?: boolean }) {
  return (
    <ul className={styles.lines}>
      {lines.map((l) => (
        <li
          key={`${l.skuCd}-${l.bundle ? `${l.bundle.group}-${l.bundle.role}` : ''}`}
          className={`${styles.line} ${l.bundle?.role === 'item' ? styles.bundleItem : ''}`}
          data-testid="order-line"
          data-sku={l.skuCd}
          data-bundle-role={l.bundle?.role}
        >
          {compact ? (
            <span className={styles.lineImage}>
              <img src={l.image} alt="" width={80} height={80} loading="lazy" />
            </span>
          ) : (
            <Link to={`/product/${l.spuCd}`} className={styles.lineImage} tabIndex={-1} aria-hidden="true">
              <img src={l.image} alt="" width={80} height={80} loading="lazy" />
            </Link>
          )}
          <div className={styles.lineBody}>
            <p className={styles.lineName}>
              {l.tag ? <span className={styles.tag}>{l.tag}</span> : null}
              {l.name}
            </p>
            {l.attrs.length ? <p className={styles.lineAttrs}>{l.attrs.map((a) => a.value).join(' / ')}</p> : null}
            {l.bundle?.role === 'main' ? (
              <p className={styles.lineExtra} data-testid="order-bundle-name">
                套装：{l.bundle.name}
              </p>
            ) : null}
            {l.bundle?.role === 'item' ? <p className={styles.lineExtra}>属于「{l.bundle.name}」，套装价</p> : null}
            {!compact && l.services.length ? (
              <p className={styles.lineExtra}>服务：{l.services.map((s) => `${s.name} ${formatYuan(s.price)}`).join('，')}</p>
            ) : null}
            {!compact && l.gifts.length ? <p className={styles.lineExtra}>赠品：{l.gifts.map((g) => g.name).join('，')}</p> : null}
          </div>
          <div className={styles.linePrice}>
            <span>{formatYuan(l.unitPrice)}</span>
            {l.origUnitPrice > l.unitPrice ? <s className={styles.orig}>{formatYuan(l.origUnitPrice)}</s> : null}
            <span className={styles.qty}>× {l.qty}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

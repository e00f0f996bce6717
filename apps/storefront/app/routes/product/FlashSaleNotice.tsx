/**
 * On a product page (/product, /product_new, …), a flash sale running for the chosen SKU: its
 * flash price, the stock left, a countdown to its real end, and the way to the flash-sale page
 * where that price is charged (/activityproduct/{spu}/{sku}). The figures are the SKU's own
 * activity (marketing, loaded with the page); nothing shows when no flash sale is running.
 */
import { Link } from 'react-router';
import type { PdpSku } from '@shop/contracts/pdp';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { formatYuan } from '@shop/contracts/money';
import { ACT_TYP } from '@shop/contracts/pdp-rules';
import type { ServerClock } from '../../lib/server-clock';
import { Clock } from './PriceBlock';
import styles from './product.module.css';
import own from './flash-sale-notice.module.css';

/** The flash sale running for the SKU at `now`, if any (the soonest to end). */
export function runningFlashSale(sku: PdpSku, now: number) {
  return sku.activities
    .filter((a) => a.actTyp === ACT_TYP.seckill && a.actPrice !== null)
    .map((a) => ({ a, begin: parseBeijingTime(a.beginTime), end: parseBeijingTime(a.endTime) }))
    .filter((x) => x.begin <= now && now < x.end)
    .sort((x, y) => x.end - y.end)[0];
}

export function FlashSaleNotice({ spuCode, sku, now, clock }: { spuCode: string; sku: PdpSku; now: number; clock: ServerClock }) {
  const running = runningFlashSale(sku, now);
  if (!running) return null;
  const { a, end } = running;
  const stock = a.actStock === null ? sku.stkCnt : Math.min(a.actStock, sku.stkCnt);
  const href = `/activityproduct/${encodeURIComponent(spuCode)}/${encodeURIComponent(sku.skuCd)}`;
  return (
    <section className={own.notice} aria-label="限时秒杀" data-testid="pdp-flash-sale">
      <div className={`${styles.actBanner} ${styles.actLive}`}>
        <strong className={styles.actTitle}>限时秒杀</strong>
        <Clock label="距结束" untilMs={end} clock={clock} />
      </div>
      <div className={own.body}>
        <p className={own.price}>
          <span className={own.label}>秒杀价</span>
          <strong className={own.amount} data-testid="pdp-flash-price">
            {formatYuan(a.actPrice ?? 0)}
          </strong>
          <span className={own.meta}>
            {stock > 0 ? `秒杀库存 ${stock} 件` : '已抢光'}
            {a.limitQty > 0 ? ` · 限购 ${a.limitQty} 件` : ''}
          </span>
        </p>
        {stock > 0 ? (
          <Link to={href} className={`btn btn-accent ${own.go}`} data-testid="pdp-flash-go">
            去秒杀
          </Link>
        ) : null}
      </div>
    </section>
  );
}

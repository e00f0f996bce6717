/**
 * The home page's 限时秒杀 strip, from the marketing module's real flash-sale activities
 * (GET /api/act/market/seckill/list): running ones first, then those starting within a day.
 * Each card shows the flash price, the price it replaces and what is left of the sale's own
 * stock, and leads to the flash-sale page where that price is charged
 * (/activityproduct/{spu}/{sku}). The head counts down to the real end of the soonest-ending
 * running sale (or to the start of the next one), on the server clock; 更多秒杀 opens /speedKill
 * (every session of today and tomorrow). No flash sale: no strip.
 */
import { Link } from 'react-router';
import type { FlashSaleItem } from '@shop/contracts/marketing';
import { formatYuan } from '@shop/contracts/money';
import { splitCountdown } from '@shop/contracts/beijing-time';
import { type ServerClock, useClockNow, useClockPhase, useServerClockSource } from '../../lib/server-clock';
import styles from './flash-sale.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** 距结束 2天 03:04:05, read out as words; only the digits tick every second. */
function StripClock({ label, untilMs, clock }: { label: string; untilMs: number; clock: ServerClock }) {
  const now = useClockNow(clock);
  const c = splitCountdown(untilMs - now);
  const spoken = `${label}${c.day ? `${c.day}天` : ''}${c.hour}小时${c.min}分${c.second}秒`;
  return (
    <p className={styles.clock} data-testid="flash-countdown" data-until={untilMs}>
      <span className={styles.clockLabel}>{label}</span>
      <span className={styles.clockDigits} role="timer" aria-label={spoken}>
        {c.day > 0 ? <span className={styles.day}>{c.day}天</span> : null}
        <span>{pad(c.hour)}</span>:<span>{pad(c.min)}</span>:<span>{pad(c.second)}</span>
      </span>
    </p>
  );
}

/** 11-26 20:00 (Beijing wall clock from the server's 'YYYY-MM-DD HH:mm:ss'). */
const shortTime = (beijing: string) => beijing.slice(5, 16);

/** What the strip shows at server time `now`: the head's countdown and each card's state. */
function phaseAt(items: FlashSaleItem[], now: number) {
  // What the clock ticks to: the soonest end of a running sale, else the next start.
  const live = items.filter((i) => i.beginMs <= now && now < i.endMs);
  const next = items.filter((i) => now < i.beginMs);
  const head =
    live.length > 0
      ? { label: '距结束', until: Math.min(...live.map((i) => i.endMs)) }
      : next.length > 0
        ? { label: '距开抢', until: Math.min(...next.map((i) => i.beginMs)) }
        : null;
  const stateOf = (i: FlashSaleItem) => (now >= i.endMs ? 'ended' : now < i.beginMs ? 'soon' : i.soldOut ? 'out' : 'live');
  return { head, states: items.map(stateOf), stateOf };
}

export function FlashSaleStrip({ items, serverNow }: { items: FlashSaleItem[]; serverNow: number }) {
  const clock = useServerClockSource(serverNow, { sync: false });
  // The strip renders again when a sale starts or ends, not every second.
  const now = useClockPhase(clock, (t) => JSON.stringify(phaseAt(items, t)));
  const { head, stateOf } = phaseAt(items, now);
  if (items.length === 0) return null;
  return (
    <section className={styles.flash} aria-labelledby="flash-title" data-testid="flash-sale">
      <div className={styles.head}>
        <h2 id="flash-title" className={styles.title}>
          限时秒杀
        </h2>
        {head ? <StripClock label={head.label} untilMs={head.until} clock={clock} /> : <p className={styles.clock}>本场已结束</p>}
        <Link to="/speedKill" className={styles.more} data-testid="flash-more">
          更多秒杀
        </Link>
      </div>
      <ul className={styles.list}>
        {items.map((i) => {
          const state = stateOf(i);
          const ownEnd = head?.label === '距结束' && i.endMs !== head.until && state === 'live';
          return (
            <li key={`${i.actCd}-${i.skuCd}`}>
              <Link to={i.href} className={styles.card} data-testid="flash-item" data-sku={i.skuCd} data-state={state}>
                <img src={i.image} alt="" width={240} height={240} loading="lazy" className={styles.img} />
                <span className={styles.name}>{i.prodNm}</span>
                <span className={styles.sku}>{i.skuNm}</span>
                <span className={styles.prices}>
                  <span className="visually-hidden">秒杀价</span>
                  <strong className={styles.price} data-testid="flash-price">
                    {formatYuan(i.actPrice)}
                  </strong>
                  {i.price > i.actPrice ? (
                    <>
                      <span className="visually-hidden">，原价</span>
                      <del className={styles.was}>{formatYuan(i.price)}</del>
                    </>
                  ) : null}
                </span>
                <span className={`${styles.status} ${styles[`status_${state}`] ?? ''}`} data-testid="flash-status">
                  {state === 'soon'
                    ? `${shortTime(i.beginTime)} 开抢`
                    : state === 'ended'
                      ? '已结束'
                      : state === 'out'
                        ? '已抢光'
                        : `秒杀库存 ${i.stock} 件${i.limitQty > 0 ? ` · 限购 ${i.limitQty} 件` : ''}`}
                </span>
                {ownEnd ? <span className={styles.ends}>{shortTime(i.endTime)} 结束</span> : null}
                <span className={styles.cta} aria-hidden="true">
                  {state === 'soon' ? '去看看' : state === 'live' ? '马上抢' : '查看'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * One product of a /speedKill session: picture, name, the flash price over the struck list
 * price, 已抢 n% as a progress bar, a countdown (to its end while running, to the start before)
 * and the action: 马上抢 to the flash-sale buying page, 已抢光 (disabled) when gone, 提醒我 /
 * 已设提醒 before the start. Only the countdown's digits tick every second (useClockNow).
 */
import { Link } from 'react-router';
import type { SessionItem } from '@shop/contracts/flash-sale-sessions';
import { formatYuan } from '@shop/contracts/money';
import { splitCountdown } from '@shop/contracts/beijing-time';
import { type ServerClock, useClockNow } from '../../lib/server-clock';
import styles from './speed-kill.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** 距结束 / 距开始 with the digits ticking on the server clock; read out as words. */
function CardClock({ label, untilMs, clock }: { label: string; untilMs: number; clock: ServerClock }) {
  const now = useClockNow(clock);
  const c = splitCountdown(untilMs - now);
  const spoken = `${label}${c.day ? `${c.day}天` : ''}${c.hour}小时${c.min}分${c.second}秒`;
  return (
    <p className={styles.clock} data-testid="sk-countdown" data-until={untilMs}>
      <span className={styles.clockLabel}>{label}</span>
      <span className={styles.clockDigits} role="timer" aria-label={spoken}>
        {c.day > 0 ? `${c.day}天 ` : ''}
        {pad(c.hour)}:{pad(c.min)}:{pad(c.second)}
      </span>
    </p>
  );
}

export type CardState = 'live' | 'out' | 'soon' | 'ended';

export function cardState(item: SessionItem, nowMs: number): CardState {
  if (nowMs >= item.endMs) return 'ended';
  if (nowMs < item.beginMs) return 'soon';
  return item.soldOut ? 'out' : 'live';
}

export interface SpeedKillCardProps {
  item: SessionItem;
  state: CardState;
  clock: ServerClock;
  reminded: boolean;
  busy: boolean;
  onRemind(item: SessionItem): void;
}

export function SpeedKillCard({ item, state, clock, reminded, busy, onRemind }: SpeedKillCardProps) {
  const pct = state === 'out' ? 100 : item.soldPercent;
  return (
    <li className={styles.card} data-testid="sk-item" data-sku={item.skuCd} data-state={state}>
      <Link to={item.href} className={styles.pic} tabIndex={-1} aria-hidden="true">
        {item.image ? <img src={item.image} alt="" width={200} height={200} loading="lazy" /> : null}
      </Link>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <Link to={item.href}>{item.prodNm}</Link>
        </h3>
        <p className={styles.sku}>{item.skuNm}</p>
        <p className={styles.prices}>
          <span className="visually-hidden">秒杀价</span>
          <strong className={styles.price} data-testid="sk-price">
            {formatYuan(item.actPrice)}
          </strong>
          {item.price > item.actPrice ? (
            <>
              <span className="visually-hidden">，原价</span>
              <del className={styles.was} data-testid="sk-was">
                {formatYuan(item.price)}
              </del>
            </>
          ) : null}
        </p>
        <div className={styles.progressRow}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="已抢比例"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-valuetext={`已抢 ${pct}%`}
            data-testid="sk-progress"
          >
            <span className={styles.fill} style={{ width: `${pct}%` }} />
          </div>
          <span className={styles.pct}>已抢 {pct}%</span>
        </div>
        {state === 'live' || state === 'out' ? (
          <CardClock label="距结束" untilMs={item.endMs} clock={clock} />
        ) : state === 'soon' ? (
          <CardClock label="距开始" untilMs={item.beginMs} clock={clock} />
        ) : (
          <p className={styles.clock}>本场已结束</p>
        )}
        {state === 'live' ? (
          <Link to={item.href} className={`btn btn-primary ${styles.action}`} data-testid="sk-buy">
            马上抢
          </Link>
        ) : state === 'soon' ? (
          <button
            type="button"
            className={`btn ${reminded ? '' : 'btn-primary'} ${styles.action}`}
            disabled={busy || reminded}
            aria-pressed={reminded}
            onClick={() => onRemind(item)}
            data-testid="sk-remind"
          >
            {reminded ? '已设提醒' : busy ? '设置中…' : '提醒我'}
          </button>
        ) : (
          <button type="button" className={`btn ${styles.action}`} disabled data-testid="sk-gone">
            {state === 'out' ? '已抢光' : '已结束'}
          </button>
        )}
      </div>
    </li>
  );
}

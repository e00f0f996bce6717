/**
 * Price and activity block: what the product type at the ticking server time means for the
 * shopper — the normal price, a flash sale about to start (SECKILL2) or running (SECKILL),
 * a pre-sale (deposit, swell, balance, phase and its countdown), a tiered discount.
 */
import type { Ref } from 'react';
import type { PdpSku } from '@shop/contracts/pdp';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { ACT_TYP, presaleBalance, presalePhase, PRESALE_PHASE_LABEL, splitCountdown, type PresalePhase, type ProductType } from '@shop/contracts/pdp-rules';
import { formatYuan } from '@shop/contracts/money';
import { type ServerClock, useClockNow } from '../../lib/server-clock';
import { ladderText, STOCK_LABEL, stockState } from './pdp-view';
import styles from './product.module.css';

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** 距开抢 01天 02:03:04, read out as words; the only part of the page that ticks every second. */
export function Clock({ label, untilMs, clock }: { label: string; untilMs: number; clock: ServerClock }) {
  const now = useClockNow(clock);
  const c = splitCountdown(untilMs - now);
  const spoken = `${label}${c.day ? `${c.day}天` : ''}${c.hour}小时${c.min}分${c.second}秒`;
  return (
    <p className={styles.clock} data-testid="pdp-countdown">
      <span className={styles.clockLabel}>{label}</span>
      <span className={styles.clockDigits} role="timer" aria-label={spoken}>
        {c.day > 0 ? <span>{c.day}天</span> : null}
        <span>{pad(c.hour)}</span>:<span>{pad(c.min)}</span>:<span>{pad(c.second)}</span>
      </span>
    </p>
  );
}

export interface PresaleView {
  phase: PresalePhase;
  deposit: number;
  swellAmt: number;
  balance: number;
  /** The end of the current waiting / paying window, epoch ms, with its label. */
  countdown: { label: string; until: number } | null;
}

/** Pre-sale figures at `now` (null when the type is not a pre-sale). */
export function presaleView(type: ProductType, sku: PdpSku, now: number): PresaleView | null {
  const act = type.typCd === 'PRESALE2' ? type.activity : null;
  if (!act) return null;
  const windows =
    act.balanceBeginTime && act.balanceEndTime
      ? { depositBegin: act.beginTime, depositEnd: act.endTime, balanceBegin: act.balanceBeginTime, balanceEnd: act.balanceEndTime }
      : null;
  const phase = presalePhase(now, windows);
  const deposit = act.actPrice ?? 0;
  const marks: Partial<Record<PresalePhase, { label: string; at: string | null | undefined }>> = {
    1: { label: '距定金支付开始', at: act.beginTime },
    2: { label: '距定金支付结束', at: act.endTime },
    3: { label: '距尾款支付开始', at: act.balanceBeginTime },
    4: { label: '距尾款支付结束', at: act.balanceEndTime },
  };
  const mark = marks[phase];
  const until = mark?.at ? parseBeijingTime(mark.at) : Number.NaN;
  return {
    phase,
    deposit,
    swellAmt: act.swellAmt,
    balance: presaleBalance(sku.price, deposit, act.swellAmt),
    countdown: mark && Number.isFinite(until) ? { label: mark.label, until } : null,
  };
}

export interface PriceBlockProps {
  /** The block itself (the PC sticky bar shows once it has scrolled away). */
  ref?: Ref<HTMLElement>;
  sku: PdpSku;
  type: ProductType;
  /** The server time the page's phase was decided at (moves at activity boundaries). */
  now: number;
  /** The page's ticking server clock, for the countdowns. */
  clock: ServerClock;
  /** Whether the product shows the balance (spuBaseInfo tailDispYn). */
  showBalance: boolean;
}

export function PriceBlock({ ref, sku, type, now, clock, showBalance }: PriceBlockProps) {
  const stock = stockState(type.stock, sku.lowStkCnt);
  const ladderAct = sku.activities.find((a) => a.actTyp === ACT_TYP.ladder && a.ladder?.length);
  const ladder = ladderText(ladderAct?.ladder?.length ? ladderAct.ladder : sku.zk);
  const presale = presaleView(type, sku, now);

  return (
    <section ref={ref} className={styles.priceBlock} aria-label="价格与活动" data-typcd={type.typCd} data-testid="pdp-price-block">
      {type.typCd === 'SECKILL2' && type.beginTime !== null ? (
        <div className={`${styles.actBanner} ${styles.actSoon}`}>
          <strong className={styles.actTitle}>即将开抢</strong>
          <Clock label="距开抢" untilMs={type.beginTime} clock={clock} />
        </div>
      ) : null}
      {type.typCd === 'SECKILL' && type.endTime !== null ? (
        <div className={`${styles.actBanner} ${styles.actLive}`}>
          <strong className={styles.actTitle}>限时秒杀</strong>
          <Clock label="距结束" untilMs={type.endTime} clock={clock} />
        </div>
      ) : null}
      {presale ? (
        <div className={`${styles.actBanner} ${styles.actPresale}`}>
          <strong className={styles.actTitle}>预售</strong>
          {presale.phase > 0 ? (
            <span className={styles.phase} data-testid="presale-phase">
              {PRESALE_PHASE_LABEL[presale.phase]}
            </span>
          ) : null}
          {presale.countdown ? <Clock label={presale.countdown.label} untilMs={presale.countdown.until} clock={clock} /> : null}
        </div>
      ) : null}

      {presale ? (
        <div className={styles.prices}>
          <p className={styles.priceLine}>
            <span className={styles.priceLabel}>定金</span>
            <span className={styles.priceNow} data-testid="pdp-price">
              {formatYuan(presale.deposit)}
            </span>
            {presale.swellAmt > 0 ? (
              <span className={styles.swell} data-testid="presale-swell">
                膨胀：定金{formatYuan(presale.deposit)}抵{formatYuan(presale.deposit + presale.swellAmt)}
              </span>
            ) : null}
          </p>
          <p className={styles.subLine}>
            预售价 <span data-testid="pdp-sku-price">{formatYuan(sku.price)}</span>
            {showBalance ? (
              <>
                ，尾款 <span data-testid="presale-balance">{formatYuan(presale.balance)}</span>
              </>
            ) : null}
          </p>
        </div>
      ) : type.typCd === 'SECKILL' || type.typCd === 'SECKILL2' ? (
        <div className={styles.prices}>
          <p className={styles.priceLine}>
            <span className={styles.priceLabel}>秒杀价</span>
            <span className={styles.priceNow} data-testid="pdp-price">
              {formatYuan(type.price)}
            </span>
            <span className="visually-hidden">，原价</span>
            <del className={styles.priceWas} data-testid="pdp-orig-price">
              {formatYuan(sku.price)}
            </del>
          </p>
          {type.typCd === 'SECKILL' ? (
            <p className={styles.subLine}>
              {type.limitQty > 0 ? <span data-testid="seckill-limit">限购 {type.limitQty} 件</span> : null}
              <span data-testid="seckill-stock">秒杀库存 {Math.max(0, type.stock)} 件</span>
            </p>
          ) : null}
        </div>
      ) : (
        <div className={styles.prices}>
          <p className={styles.priceLine}>
            <span className="visually-hidden">价格</span>
            <span className={styles.priceNow} data-testid="pdp-price">
              {formatYuan(sku.price)}
            </span>
            {sku.origPrice > sku.price ? (
              <>
                <span className="visually-hidden">，原价</span>
                <del className={styles.priceWas} data-testid="pdp-orig-price">
                  {formatYuan(sku.origPrice)}
                </del>
              </>
            ) : null}
          </p>
        </div>
      )}

      {ladder ? (
        <p className={styles.ladder} data-testid="pdp-ladder">
          <span className={styles.tag}>多买优惠</span>
          {ladder}
        </p>
      ) : null}
      {sku.giftIntegration > 0 ? <p className={styles.subLine}>购买赠送 {sku.giftIntegration} 积分</p> : null}
      <p className={`${styles.stock} ${styles[`stock_${stock}`] ?? ''}`} data-testid="pdp-stock" data-stock={stock}>
        {STOCK_LABEL[stock]}
      </p>
    </section>
  );
}

/** The summary bar: select all, delete selected, 已选 N 件, the discounts, 合计 and 去结算 (sticky at the bottom on phones). */
import { useState } from 'react';
import type { CartSummary as Summary } from '@shop/contracts/cart';
import { formatYuan } from '@shop/contracts/money';
import styles from './cart.module.css';

export interface SummaryProps {
  summary: Summary;
  allSelected: boolean;
  hasLines: boolean;
  busy: boolean;
  onSelectAll(selected: boolean): void;
  onRemoveSelected(): void;
  onCheckout(): void;
}

export function CartSummaryBar({ summary, allSelected, hasLines, busy, onSelectAll, onRemoveSelected, onCheckout }: SummaryProps) {
  const [open, setOpen] = useState(false);
  const discounts = [
    { k: '商品优惠', v: summary.priceSaving },
    { k: '满件折扣', v: summary.ladderDiscount },
    {
      k: summary.coupon ? `优惠券（${summary.coupon.label}）${summary.coupon.name}` : '优惠券',
      v: summary.coupon?.discount ?? 0,
    },
    { k: '以旧换新（预估）', v: summary.tradeInCredit },
  ].filter((d) => d.v > 0);
  const totalOff = discounts.reduce((n, d) => n + d.v, 0);
  return (
    <div className={styles.summary} data-testid="cart-summary" data-bottom-bar="">
      <div className={styles.summaryLeft}>
        <label className={styles.checkAll}>
          <input type="checkbox" checked={allSelected} disabled={busy || !hasLines} onChange={(e) => onSelectAll(e.target.checked)} />
          全选
        </label>
        <button type="button" className={styles.link} disabled={busy || summary.selectedLines === 0} onClick={onRemoveSelected}>
          删除选中
        </button>
      </div>
      <div className={styles.summaryRight}>
        <p className={styles.count} data-testid="cart-selected-count">
          已选 <strong>{summary.selectedCnt}</strong> 件
        </p>
        <div className={styles.amounts}>
          <p className={styles.payable}>
            合计：
            <strong data-testid="cart-payable">{formatYuan(summary.payable)}</strong>
          </p>
          <button type="button" className={styles.detailToggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            商品总价 {formatYuan(summary.listTotal + summary.servicesTotal)}
            {totalOff > 0 ? ` 共优惠 ${formatYuan(totalOff)}` : ''} · 优惠明细
          </button>
        </div>
        <button
          type="button"
          className={`btn btn-accent ${styles.checkout}`}
          disabled={busy || summary.selectedLines === 0}
          onClick={onCheckout}
          data-testid="cart-checkout"
        >
          去结算{summary.selectedCnt ? `（${summary.selectedCnt}）` : ''}
        </button>
      </div>
      {open ? (
        <dl className={styles.breakdown} data-testid="cart-breakdown">
          <div>
            <dt>商品总价（原价）</dt>
            <dd>{formatYuan(summary.listTotal)}</dd>
          </div>
          {summary.servicesTotal > 0 ? (
            <div>
              <dt>增值服务</dt>
              <dd>{formatYuan(summary.servicesTotal)}</dd>
            </div>
          ) : null}
          {discounts.map((d) => (
            <div key={d.k}>
              <dt>{d.k}</dt>
              <dd>-{formatYuan(d.v)}</dd>
            </div>
          ))}
          {summary.balanceDue > 0 ? (
            <div>
              <dt>预售尾款（稍后支付）</dt>
              <dd>{formatYuan(summary.balanceDue)}</dd>
            </div>
          ) : null}
          <div className={styles.breakdownTotal}>
            <dt>合计（预估，以结算页为准）</dt>
            <dd>{formatYuan(summary.payable)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}

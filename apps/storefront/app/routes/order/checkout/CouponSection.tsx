/**
 * 优惠券: the usable coupons with what each takes off this order (the server's best one is
 * preselected), 不使用优惠券, and the unusable ones folded away with the reason.
 */
import { useId } from 'react';
import type { CheckoutView, CouponOption } from '@shop/contracts/checkout';
import { formatYuan } from '@shop/contracts/money';
import { Section } from './Section';
import styles from './checkout.module.css';

function couponFace(c: CouponOption): string {
  const off = c.kind === 'discount' ? `${(c.discount / 100).toString()}折` : `减${formatYuan(c.amount)}`;
  return c.threshold > 0 ? `满${formatYuan(c.threshold)}${off}` : off.replace(/^减/, '立减');
}

export function CouponSection({
  coupons,
  onChoose,
  disabled,
  trial = false,
}: {
  coupons: CheckoutView['coupons'];
  onChoose: (id: number | null) => void;
  disabled: boolean;
  /** A 先试后买 order: no coupon applies (each held one is listed with the reason). */
  trial?: boolean;
}) {
  const name = useId();
  const selected = coupons.selectedId;
  return (
    <Section
      title="优惠券"
      testId="checkout-coupons"
      aside={
        <span className={styles.headNote} data-testid="coupons-note">
          {trial ? '试用订单不可使用优惠券' : coupons.usable.length > 0 ? `${coupons.usable.length}张可用` : '暂无可用优惠券'}
        </span>
      }
    >
      <ul className={styles.options} aria-label="选择优惠券">
        {coupons.usable.map((c) => (
          <li key={c.id}>
            <label className={`${styles.option} ${selected === c.id ? styles.optionOn : ''}`} data-testid="coupon-option" data-cpn={c.cpnCd}>
              <input type="radio" name={name} checked={selected === c.id} disabled={disabled} onChange={() => onChoose(c.id)} />
              <span className={styles.optionMain}>
                <span className={styles.optionTitle}>{c.name}</span>
                <span className={styles.optionSub}>
                  {couponFace(c)} · 有效期至 {c.validTo}
                  {c.id === coupons.bestId ? <span className={styles.best}>最优</span> : null}
                </span>
              </span>
              <span className={styles.saving}>-{formatYuan(c.saving)}</span>
            </label>
          </li>
        ))}
        <li>
          <label className={`${styles.option} ${selected === null ? styles.optionOn : ''}`}>
            <input type="radio" name={name} checked={selected === null} disabled={disabled} onChange={() => onChoose(null)} />
            <span className={styles.optionMain}>
              <span className={styles.optionTitle}>不使用优惠券</span>
            </span>
          </label>
        </li>
      </ul>
      {coupons.unusable.length > 0 ? (
        <details className={styles.unusable} open={trial || undefined}>
          <summary>不可用优惠券（{coupons.unusable.length}）</summary>
          <ul className={styles.options}>
            {coupons.unusable.map((c) => (
              <li key={c.id} className={styles.optionOff} data-testid="coupon-unusable">
                <span className={styles.optionMain}>
                  <span className={styles.optionTitle}>{c.name}</span>
                  <span className={styles.optionSub}>{couponFace(c)}</span>
                  {c.reason ? <span className={styles.reason}>{c.reason}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Section>
  );
}

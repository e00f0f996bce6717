/**
 * 积分: balance and what this order allows (useIntegrationLim); 使用积分抵扣 turns it on with
 * the most allowed, the amount can then be lowered. 1 积分 = ¥0.01. The server caps and
 * prices it; the figure shown is what it applied.
 */
import { useEffect, useId, useState } from 'react';
import type { CheckoutView } from '@shop/contracts/checkout';
import { formatYuan } from '@shop/contracts/money';
import { Section } from './Section';
import styles from './checkout.module.css';

export function PointsSection({
  points,
  onChange,
  disabled,
  trial = false,
}: {
  points: CheckoutView['points'];
  onChange: (n: number) => void;
  disabled: boolean;
  /** A 先试后买 order: points do not apply (the deposit is the full price). */
  trial?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(String(points.used));
  // The box follows the click at once (the server's answer follows); the figures are the server's.
  const [on, setOn] = useState(points.used > 0);
  useEffect(() => {
    setText(String(points.used));
    if (points.used > 0) setOn(true);
  }, [points.used]);
  const apply = () => {
    const n = Math.max(0, Math.min(points.maxUsable, Math.floor(Number(text) || 0)));
    setText(String(n));
    if (n !== points.used) onChange(n);
  };
  return (
    <Section title="积分" testId="checkout-points" aside={<span className={styles.headNote}>可用积分 {points.balance}</span>}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={on}
          disabled={disabled || points.maxUsable <= 0}
          onChange={(e) => {
            setOn(e.target.checked);
            onChange(e.target.checked ? points.maxUsable : 0);
          }}
        />
        使用积分抵扣
        <span className={styles.hint}>
          {trial
            ? '试用订单不可使用积分抵扣：押金按商品售价全额支付'
            : points.maxUsable > 0
              ? `本单最多可用 ${points.maxUsable} 积分，抵扣 ${formatYuan(points.maxUsable)}`
              : '本单暂无可用积分'}
        </span>
      </label>
      {on ? (
        <div className={styles.pointsRow}>
          <label htmlFor={`${id}-n`} className={styles.fieldLabel}>
            使用积分
          </label>
          <input
            id={`${id}-n`}
            className={`${styles.input} ${styles.pointsInput}`}
            inputMode="numeric"
            value={text}
            disabled={disabled}
            onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 9))}
            onBlur={apply}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
          />
          <span className={styles.hint}>抵扣 {formatYuan(points.used)}（1积分 = ¥0.01）</span>
        </div>
      ) : null}
    </Section>
  );
}

/** 分期: the plans the server quotes for this order (per period, fee, 免息); optional. */
import { useId } from 'react';
import type { CheckoutView } from '@shop/contracts/checkout';
import { formatYuan } from '@shop/contracts/money';
import { Section } from './Section';
import styles from './checkout.module.css';

export function InstalmentSection({
  plans,
  periods,
  onChange,
  disabled,
}: {
  plans: CheckoutView['instalments'];
  periods: number | null;
  onChange: (p: number | null) => void;
  disabled: boolean;
}) {
  const name = useId();
  if (plans.length === 0) return null;
  return (
    <Section title="分期" testId="checkout-instalment">
      <div className={styles.chips} role="radiogroup" aria-label="分期期数">
        <label className={`${styles.chip} ${periods === null ? styles.chipOn : ''}`}>
          <input type="radio" name={name} checked={periods === null} disabled={disabled} onChange={() => onChange(null)} className="visually-hidden" />
          不分期
        </label>
        {plans.map((p) => (
          <label key={p.periods} className={`${styles.chip} ${periods === p.periods ? styles.chipOn : ''}`}>
            <input
              type="radio"
              name={name}
              checked={periods === p.periods}
              disabled={disabled}
              onChange={() => onChange(p.periods)}
              className="visually-hidden"
            />
            <span>
              {p.label || `${formatYuan(p.perPeriod)} × ${p.periods}期`}
              {p.label ? null : <span className={styles.chipSub}>{p.interestFree ? '免息' : `手续费 ${formatYuan(p.fee)}`}</span>}
            </span>
          </label>
        ))}
      </div>
    </Section>
  );
}

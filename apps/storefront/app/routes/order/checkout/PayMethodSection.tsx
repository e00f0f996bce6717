/** 支付方式: the methods the server offers for this order; an instalment method lists its periods. */
import { useId } from 'react';
import type { CheckoutView, PayMethod } from '@shop/contracts/checkout';
import { Section } from './Section';
import styles from './checkout.module.css';

export function PayMethodSection({
  methods,
  value,
  onChange,
  instalments,
}: {
  methods: CheckoutView['payMethods'];
  value: PayMethod | null;
  onChange: (m: PayMethod) => void;
  instalments: CheckoutView['instalments'];
}) {
  const name = useId();
  const periods = instalments.map((p) => p.periods).join('/');
  return (
    <Section title="支付方式" testId="checkout-pay">
      <div className={styles.payGrid} role="radiogroup" aria-label="支付方式">
        {methods.map((m) => (
          <label key={m.code} className={`${styles.payOption} ${value === m.code ? styles.chipOn : ''}`} data-method={m.code}>
            <input type="radio" name={name} value={m.code} checked={value === m.code} onChange={() => onChange(m.code)} className="visually-hidden" />
            <span>{m.name}</span>
            {m.instalment && periods ? <span className={styles.chipSub}>支持 {periods} 期分期</span> : null}
          </label>
        ))}
      </div>
    </Section>
  );
}

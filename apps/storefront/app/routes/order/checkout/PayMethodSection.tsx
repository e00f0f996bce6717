/** 支付方式: the methods the server offers for this order, each with its mark; an instalment method lists its periods. */
import { useId } from 'react';
import type { CheckoutView, PayMethod } from '@shop/contracts/checkout';
import { PayMarkLabel } from '../../../components/pay-marks/PayMark';
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
        {methods.map((m) => {
          // The radio is named by the written name (the mark beside it is its picture, not a second name).
          const nameId = `${name}-${m.code}`;
          const subId = `${nameId}-sub`;
          const sub = m.instalment && periods ? `支持 ${periods} 期分期` : '';
          return (
            <label key={m.code} className={`${styles.payOption} ${value === m.code ? styles.chipOn : ''}`} data-method={m.code}>
              <input
                type="radio"
                name={name}
                value={m.code}
                checked={value === m.code}
                onChange={() => onChange(m.code)}
                className="visually-hidden"
                aria-labelledby={nameId}
                aria-describedby={sub ? subId : undefined}
              />
              <PayMarkLabel
                method={m.code}
                name={m.name}
                nameId={nameId}
                sub={
                  sub ? (
                    <span id={subId} className={styles.chipSub}>
                      {sub}
                    </span>
                  ) : null
                }
              />
            </label>
          );
        })}
      </div>
    </Section>
  );
}

/** The payment methods (spec 2.9), each with its mark; cmbpay with its instalment periods and their quotes. */
import { useId } from 'react';
import { PAY_METHOD_NAMES, PAY_METHODS, type PayMethod } from '@shop/contracts/checkout';
import { INSTALMENT_PLANS, instalmentQuote } from '@shop/contracts/pdp-rules';
import { formatYuan } from '@shop/contracts/money';
import { PayMark } from '../../../components/pay-marks/PayMark';
import { PAY_METHOD_HINTS } from './pay-methods';
import styles from './pay.module.css';

export function MethodChooser(props: {
  amount: number;
  method: PayMethod;
  periods: number;
  busy: boolean;
  onMethod(m: PayMethod): void;
  onPeriods(p: number): void;
  onPay(): void;
}) {
  const { amount, method, periods, busy } = props;
  const uid = useId();
  return (
    <section className={styles.panel} aria-labelledby="pay-methods-title">
      <h2 id="pay-methods-title" className={styles.panelTitle}>
        选择支付方式
      </h2>
      <ul className={styles.methods} role="radiogroup" aria-label="支付方式">
        {PAY_METHODS.map((m) => (
          <li key={m}>
            <label className={`${styles.method} ${m === method ? styles.methodOn : ''}`} data-testid={`pay-method-${m}`}>
              {/* Named by the written name, described by the hint; the mark is the method's picture. */}
              <input
                type="radio"
                name="payMethod"
                value={m}
                checked={m === method}
                onChange={() => props.onMethod(m)}
                aria-labelledby={`${uid}-${m}`}
                aria-describedby={`${uid}-${m}-hint`}
              />
              <PayMark method={m} label={PAY_METHOD_NAMES[m]} size={32} className={styles.methodMark} />
              <span id={`${uid}-${m}`} className={styles.methodName}>
                {PAY_METHOD_NAMES[m]}
              </span>
              <span id={`${uid}-${m}-hint`} className={styles.methodHint}>
                {PAY_METHOD_HINTS[m]}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {method === 'cmbpay' && (
        <fieldset className={styles.periods}>
          <legend>分期期数</legend>
          {INSTALMENT_PLANS.map((plan) => {
            const q = instalmentQuote(amount, plan);
            return (
              <label key={plan.periods} className={`${styles.period} ${plan.periods === periods ? styles.methodOn : ''}`}>
                <input type="radio" name="periods" value={plan.periods} checked={plan.periods === periods} onChange={() => props.onPeriods(plan.periods)} />
                <span>
                  {formatYuan(q.perPeriod)} × {plan.periods} 期
                </span>
                <small>{q.fee === 0 ? '免息' : `手续费 ${formatYuan(q.fee)}`}</small>
              </label>
            );
          })}
        </fieldset>
      )}
      <button type="button" className={styles.primary} disabled={busy} onClick={props.onPay} data-testid="pay-now">
        {busy ? '正在发起支付…' : `立即支付 ${formatYuan(amount)}`}
      </button>
    </section>
  );
}

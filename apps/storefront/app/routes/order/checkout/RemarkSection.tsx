/** 备注: free text for the order, at most 100 characters (the API strips markup and control characters). */
import { useId } from 'react';
import { Section } from './Section';
import styles from './checkout.module.css';

export const REMARK_MAX = 100;

export function RemarkSection({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <Section title="备注" testId="checkout-remark">
      <label htmlFor={id} className="visually-hidden">
        订单备注
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={2}
        maxLength={REMARK_MAX}
        placeholder="选填：对本次交易的说明"
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, REMARK_MAX))}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className={styles.counter} aria-live="polite">
        {value.length}/{REMARK_MAX}
      </p>
    </Section>
  );
}

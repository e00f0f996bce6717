/** − n + within 1..max; the shopper may also type a number (applied on blur / Enter). */
import { useEffect, useState } from 'react';
import styles from './cart.module.css';

export function QtyStepper({
  value,
  max,
  disabled,
  onChange,
  label,
}: {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (qty: number) => void;
  label: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = Number.parseInt(text, 10);
    if (!Number.isFinite(n) || n === value) return setText(String(value));
    // Out of range still goes to the server, which answers with the catalogue's message.
    onChange(Math.max(1, n));
  };
  return (
    <div className={styles.stepper} role="group" aria-label={`${label} 数量`}>
      <button type="button" className={styles.stepBtn} aria-label="减少数量" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input
        className={styles.stepInput}
        inputMode="numeric"
        aria-label="数量"
        data-testid="qty-input"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <button type="button" className={styles.stepBtn} aria-label="增加数量" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}

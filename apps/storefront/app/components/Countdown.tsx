/**
 * Countdown to a moment on the SERVER clock: the loader hands over the server time, the
 * browser keeps the offset to its own clock and ticks every second (spec 9: 1000 ms).
 */
import { useEffect, useState } from 'react';
import styles from './components.module.css';

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0'));
}

export function Countdown({ endsAt, serverNow, label = '距本场结束' }: { endsAt: number; serverNow: number; label?: string }) {
  const [left, setLeft] = useState(endsAt - serverNow);
  useEffect(() => {
    const offset = serverNow - Date.now();
    const tick = () => setLeft(endsAt - (Date.now() + offset));
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
  }, [endsAt, serverNow]);
  const [h, m, s] = parts(left);
  return (
    <p className={styles.countdown} data-testid="countdown">
      <span className={styles.countdownLabel}>{left > 0 ? label : '本场已结束'}</span>
      <span className={styles.countdownClock} role="timer" aria-label={`${label} ${h}小时${m}分${s}秒`}>
        <span>{h}</span>:<span>{m}</span>:<span>{s}</span>
      </span>
    </p>
  );
}

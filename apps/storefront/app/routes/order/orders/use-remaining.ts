/**
 * Time left until a moment given as "ms left when the page data was made", ticking once a
 * second on the browser's clock (the server decided the remaining time; only the ticking is
 * local, spec 9).
 */
import { useEffect, useState } from 'react';

export function useRemaining(remainingMs: number | null, loadedAt: number, onZero?: () => void): number | null {
  const endsAt = remainingMs === null ? null : loadedAt + remainingMs;
  const [left, setLeft] = useState(remainingMs);
  useEffect(() => {
    if (endsAt === null) return setLeft(null);
    // loadedAt is the server's clock at render; keep the offset to the browser's clock.
    const offset = loadedAt - Date.now();
    let fired = false;
    const tick = () => {
      const l = Math.max(0, endsAt - (Date.now() + offset));
      setLeft(l);
      if (l === 0 && !fired) {
        fired = true;
        onZero?.();
      }
    };
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
    // onZero is read when it fires; a new callback identity does not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt, loadedAt]);
  return left;
}

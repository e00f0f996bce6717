/** Browser helpers of the verification screens: the resend countdown and the error text of a failed call. */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/** Seconds left before another code may be asked for; start(n) begins the countdown. */
export function useResendCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, setLeft];
}

export function errorText(err: unknown): string {
  return err instanceof ApiError ? err.displayMessage : '系统繁忙，请稍后再试';
}

/** The retry-after a rate-limited code request answered, if any. */
export function retryAfterOf(err: unknown): number | null {
  if (err instanceof ApiError && err.data && typeof err.data === 'object' && 'retryAfter' in err.data) {
    const n = Number((err.data as { retryAfter: unknown }).retryAfter);
    return Number.isFinite(n) && n > 0 ? n : null;
  }
  return null;
}

/** The first field-level message of a validation failure, keyed by field. */
export function fieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof ApiError && err.data && typeof err.data === 'object' && 'issues' in err.data) {
    for (const i of (err.data as { issues: { path: string | string[]; message: string }[] }).issues ?? []) {
      const key = Array.isArray(i.path) ? String(i.path[0] ?? '') : String(i.path ?? '').split('.')[0];
      if (key && !out[key]) out[key] = i.message;
    }
  }
  return out;
}

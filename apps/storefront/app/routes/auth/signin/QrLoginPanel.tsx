/**
 * The PC 扫码登录 panel: a QR code of /user/login_confirm?token=… (fetched by this browser,
 * which the token is bound to), polled every 2 s. Scanned → 已扫码，请在手机上确认;
 * expired or cancelled → a refresh button; confirmed → this browser is signed in by the
 * poll itself and goes to the redirect target (a full load, so the header shows the member).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QrScanResponse, QrTokenResponse } from '@shop/contracts/signin';
import { urlOf } from '@shop/contracts/endpoint';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import { browserTransport } from '../../../lib/api-client';
import styles from './signin.module.css';

const POLL_MS = 2000;
type View =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'qr'; qr: QrTokenResponse; status: 'waiting' | 'scanned' | 'expired' | 'cancelled' | 'confirmed' };

export function QrLoginPanel({ redirectTo }: { redirectTo: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const gen = ++generation.current;
    setView({ kind: 'loading' });
    // The raw answer: this panel shows its own messages, no toasts.
    const r = await browserTransport<QrTokenResponse>(urlOf(signinEndpoints.qrToken)).catch(() => null);
    if (gen !== generation.current) return;
    if (!r || r.status !== 200 || !r.envelope?.success) {
      setView({ kind: 'error', message: r?.envelope?.message ?? '网络异常，请稍后再试' });
      return;
    }
    setView({ kind: 'qr', qr: r.envelope.data, status: 'waiting' });
  }, []);

  useEffect(() => {
    void load();
    return () => {
      generation.current++;
    };
  }, [load]);

  const token = view.kind === 'qr' ? view.qr.token : null;
  const live = view.kind === 'qr' && (view.status === 'waiting' || view.status === 'scanned');
  useEffect(() => {
    if (!token || !live) return;
    const gen = generation.current;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const r = await browserTransport<QrScanResponse>(urlOf(signinEndpoints.qrScanState, { token })).catch(() => null);
      if (stopped || gen !== generation.current) return;
      if (r && r.status === 200 && r.envelope?.success) {
        const s = r.envelope.data;
        if (s.signedIn) {
          setView((v) => (v.kind === 'qr' ? { ...v, status: 'confirmed' } : v));
          window.location.assign(redirectTo);
          return;
        }
        if (s.status !== 'waiting' && s.status !== 'scanned') {
          setView((v) => (v.kind === 'qr' ? { ...v, status: s.status === 'confirmed' ? 'expired' : s.status } : v));
          return;
        }
        setView((v) => (v.kind === 'qr' && v.status !== s.status ? { ...v, status: s.status } : v));
      } else if (r && r.status >= 400 && r.status < 500 && r.status !== 429) {
        // Unknown, used or foreign token: this code is of no use any more.
        setView((v) => (v.kind === 'qr' ? { ...v, status: 'expired' } : v));
        return;
      }
      timer = setTimeout(tick, POLL_MS);
    };
    timer = setTimeout(tick, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token, live, redirectTo]);

  return (
    <div
      className={styles.qrPanel}
      data-testid="qr-login"
      data-qr-url={view.kind === 'qr' ? view.qr.confirmUrl : undefined}
      data-qr-status={view.kind === 'qr' ? view.status : view.kind}
    >
      <div className={styles.qrBox}>
        {view.kind === 'qr' ? (
          <img
            className={styles.qrImage}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.qr.qrSvg)}`}
            alt="扫码登录二维码"
            width={180}
            height={180}
          />
        ) : null}
        {view.kind === 'loading' ? <p className={styles.muted}>二维码加载中…</p> : null}
        {view.kind === 'error' ? (
          <div className={styles.qrOverlay} role="alert">
            <p>{view.message}</p>
            <button type="button" className="btn btn-primary" onClick={() => void load()}>
              刷新
            </button>
          </div>
        ) : null}
        {view.kind === 'qr' && view.status === 'scanned' ? (
          <div className={styles.qrOverlay} role="status">
            <p className={styles.qrOk}>已扫码，请在手机上确认</p>
          </div>
        ) : null}
        {view.kind === 'qr' && view.status === 'confirmed' ? (
          <div className={styles.qrOverlay} role="status">
            <p className={styles.qrOk}>登录成功，正在跳转…</p>
          </div>
        ) : null}
        {view.kind === 'qr' && (view.status === 'expired' || view.status === 'cancelled') ? (
          <div className={styles.qrOverlay} role="alert">
            <p>{view.status === 'expired' ? '二维码已失效' : '已取消登录'}</p>
            <button type="button" className="btn btn-primary" onClick={() => void load()} data-testid="qr-refresh">
              刷新
            </button>
          </div>
        ) : null}
      </div>
      <p className={styles.qrHint}>请使用已登录的手机浏览器或商城 App 扫描二维码，并在手机上确认登录</p>
    </div>
  );
}

/**
 * The account-settings block of bound third-party accounts (spec 6, 8, 9): each type with
 * 绑定 / 解绑; the main account is shown bound and cannot be unbound; a type unbound less
 * than 30 days ago says when it can be bound again. 绑定 runs the platform's authorisation
 * round trip and comes back here with ?bind=ok|<code>, whose message is shown once.
 */
import { useCallback, useEffect, useState } from 'react';
import { beijingDate } from '@shop/contracts/beijing-time';
import { ERRORS, isErrorCode } from '@shop/contracts/errors';
import type { Binding } from '@shop/contracts/verification';
import { verificationEndpoints } from '@shop/contracts/endpoint-refs/verification';
import { browserCaller } from '../../../lib/api-call';
import { showToast } from '../../../lib/toast';
import { errorText } from './verification-client';
import styles from './verification.module.css';

/** The Beijing date of an instant, 2026/11/26. */
const dateOf = (ms: number) => beijingDate(ms).replaceAll('-', '/');

export function BindingPanel() {
  const [bindings, setBindings] = useState<Binding[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setBindings((await browserCaller.get(verificationEndpoints.authed)).bindings);
    } catch {
      setBindings([]);
    }
  }, []);

  useEffect(() => {
    // Back from a platform's authorisation: show the result once and tidy the address.
    const url = new URL(window.location.href);
    const result = url.searchParams.get('bind');
    if (result) {
      const text = result === 'ok' ? '绑定成功' : isErrorCode(result) ? ERRORS[result].message : ERRORS.ERR_BIND_FAILED.message;
      setMessage({ ok: result === 'ok', text });
      showToast(text);
      url.searchParams.delete('bind');
      url.searchParams.delete('bindType');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    void load();
  }, [load]);

  async function bind(b: Binding) {
    setBusy(b.code);
    setMessage(null);
    try {
      const returnTo = window.location.pathname + window.location.search;
      const r = await browserCaller.get(verificationEndpoints.bindAuthorize, { params: { type: b.code }, body: { returnTo } });
      window.location.assign(r.authorizeUrl);
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
      setBusy(null);
    }
  }

  async function unbind(b: Binding) {
    setBusy(b.code);
    try {
      const r = await browserCaller.get(verificationEndpoints.unbind, { params: { code: b.code } });
      setBindings(r.bindings);
      setMessage({ ok: true, text: `已解绑${b.name}，30天内不可重新绑定` });
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="binding-title" data-testid="binding-panel">
      <h2 id="binding-title">第三方账号绑定</h2>
      {message ? (
        <p className={`${styles.notice} ${message.ok ? styles.ok : ''}`} role="status" data-testid="binding-message">
          {message.text}
        </p>
      ) : null}
      {bindings === null ? (
        <p className={styles.muted}>加载中…</p>
      ) : (
        <ul className={styles.bindList}>
          {bindings.map((b) => (
            <li key={b.code} className={styles.bindRow} data-testid={`binding-${b.code}`}>
              <span className={styles.badge} style={{ background: b.color }} aria-hidden="true">
                {b.short}
              </span>
              <span className={styles.bindInfo}>
                <strong>{b.name}</strong>
                <small>
                  {b.main
                    ? `主账号 · ${b.nickname ?? ''}`
                    : b.bound
                      ? `已绑定 · ${b.nickname ?? ''}`
                      : b.rebindAvailableAtMs
                        ? `解绑后30天内不可重新绑定，${dateOf(b.rebindAvailableAtMs)} 后可绑定`
                        : '未绑定'}
                </small>
              </span>
              {b.main ? (
                <span className={styles.muted}>不可解绑</span>
              ) : b.bound ? (
                confirming === b.code ? (
                  <span className={styles.actions}>
                    <button type="button" className={`btn ${styles.smallBtn} ${styles.danger}`} disabled={busy === b.code} onClick={() => unbind(b)}>
                      确认解绑
                    </button>
                    <button type="button" className={`btn ${styles.smallBtn}`} onClick={() => setConfirming(null)}>
                      取消
                    </button>
                  </span>
                ) : (
                  <button type="button" className={`btn ${styles.smallBtn}`} onClick={() => setConfirming(b.code)} aria-label={`解绑${b.name}`}>
                    解绑
                  </button>
                )
              ) : (
                <button
                  type="button"
                  className={`btn btn-primary ${styles.smallBtn}`}
                  disabled={busy === b.code || !!b.rebindAvailableAtMs}
                  onClick={() => bind(b)}
                  aria-label={`绑定${b.name}`}
                >
                  绑定
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

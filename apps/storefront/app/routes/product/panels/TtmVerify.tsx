/**
 * TTM (early-access) purchase by invitation code. A product that sells by invitation only shows
 * 凭邀请码购买 on its buy button until the shopper is verified for it; the button opens this
 * dialog with the code entry. Errors show inline (not as a toast); a visitor is sent to sign in
 * and back to the page. Once verified, the page's usual buy buttons return.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { TOKEN_EXPIRED_CODES } from '../../../lib/client-error-rules';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { Dialog } from '../../../chrome/dialogs';
import { quietApi } from '../../../lib/api-call';
import { startLogin } from '../../../lib/failure-handling';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';
import { usePanelData } from './use-panel-data';

interface TtmState {
  required: boolean;
  verified: boolean;
  hint?: string;
}

/**
 * Whether the buy buttons still need the invitation code: from the product (invitationOnly, known
 * when the page renders), then the shopper's own state once it has loaded (a verified member buys
 * as usual). `markVerified` is called after a successful verification.
 */
export function useInvitationGate(invitationOnly: boolean, spuCd: string, skuCd: string): { required: boolean; hint: string; markVerified(): void } {
  const { data } = usePanelData<typeof pdpEndpoints.ttmState, TtmState>(pdpEndpoints.ttmState, invitationOnly ? { params: { spuCd, skuCd } } : null, {
    fresh: true,
  });
  const [verifiedNow, setVerifiedNow] = useState(false);
  const required = invitationOnly && !verifiedNow && !(data && (!data.required || data.verified));
  return { required, hint: data?.hint ?? '', markVerified: () => setVerifiedNow(true) };
}

export function TtmVerifyDialog({ open, hint, onClose, onVerified }: { open: boolean; hint: string; onClose(): void; onVerified(): void }) {
  const { base, sku } = usePdp();
  const spu = base.spuBaseInfo.prodCd;
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) setError('');
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) {
      setError('请输入邀请码');
      return;
    }
    setBusy(true);
    setError('');
    const res = await quietApi.call(pdpEndpoints.ttmVerify, { params: { spuCd: spu, skuCd: sku.skuCd }, body: { code: value } });
    setBusy(false);
    if (res.ok) {
      onVerified();
      return;
    }
    if (res.failure.code && TOKEN_EXPIRED_CODES.includes(res.failure.code)) {
      startLogin();
      return;
    }
    setError(res.failure.message || '验证失败，请稍后再试');
  };

  return (
    <Dialog open={open} title="凭邀请码购买" onClose={onClose} testId="ttm-verify">
      <form className={styles.field} onSubmit={submit} noValidate>
        <p className={styles.muted} style={{ flexBasis: '100%' }}>
          {hint || '该商品需凭邀请码购买，请输入您获得的邀请码'}
        </p>
        <label className="visually-hidden" htmlFor="ttm-code">
          邀请码
        </label>
        <input
          id="ttm-code"
          className={styles.input}
          value={code}
          maxLength={32}
          autoComplete="off"
          placeholder="请输入邀请码"
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ttm-error' : undefined}
        />
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          验证
        </button>
        {error ? (
          <p id="ttm-error" className={styles.error} role="alert" style={{ flexBasis: '100%' }}>
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

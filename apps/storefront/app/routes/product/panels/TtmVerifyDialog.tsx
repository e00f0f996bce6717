/**
 * The invitation-code dialog of a TTM product (see TtmVerify.tsx): on its own so that its code
 * is fetched when the shopper first opens it, not with the product page.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { TOKEN_EXPIRED_CODES } from '../../../lib/client-error-rules';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { Dialog } from '../../../chrome/dialogs';
import { quietApi } from '../../../lib/api-call';
import { startLogin } from '../../../lib/failure-handling';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';

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

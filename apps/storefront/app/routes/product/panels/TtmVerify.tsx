/**
 * TTM (early-access) verification: for a product that needs an invitation code and a shopper
 * not yet verified for it, a box to enter the code. Errors show inline (not as a toast); a
 * visitor is sent to login and back.
 */
import { useState, type FormEvent } from 'react';
import { TOKEN_EXPIRED_CODES } from '@shop/contracts/errors';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
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

export function TtmVerify() {
  const { base, sku } = usePdp();
  const spu = base.spuBaseInfo.prodCd;
  const { data } = usePanelData<typeof pdpEndpoints.ttmState, TtmState>(pdpEndpoints.ttmState, { params: { spuCd: spu, skuCd: sku.skuCd } }, { fresh: true });
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!data?.required || (data.verified && !done)) return null;

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
      setDone(true);
      return;
    }
    if (res.failure.code && TOKEN_EXPIRED_CODES.includes(res.failure.code)) {
      startLogin();
      return;
    }
    setError(res.failure.message || '验证失败，请稍后再试');
  };

  return (
    <div className={styles.box} data-testid="ttm-verify">
      <p className={styles.strong}>尝鲜资格验证</p>
      {done ? (
        <p className={styles.success} role="status">
          验证成功，您已获得购买资格
        </p>
      ) : (
        <form className={styles.field} onSubmit={submit} noValidate>
          <p className={styles.muted} style={{ flexBasis: '100%' }}>
            {data.hint || '该商品需凭邀请码购买，请输入您获得的邀请码'}
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
      )}
    </div>
  );
}

/**
 * 可领优惠券 for what the shopper is buying (cart, checkout): the public coupons claimable now
 * for these SKUs (POST /api/act/market/coupon/claimable, the marketing service behind the
 * product page's 领券), each claimable in place. A claimed coupon leaves the list and
 * `onClaimed` lets the page re-price (checkout then offers it and preselects the best). A
 * visitor's 领取 goes to sign-in and back to this page. Hidden when there is nothing to claim.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CouponView } from '@shop/contracts/marketing';
import { formatYuan } from '@shop/contracts/money';
import { marketingEndpoints } from '@shop/contracts/endpoint-refs/marketing';
import { browserCaller, quietApi } from '../../lib/api-call';
import { showToast } from '../../lib/toast';
import styles from './claimable-coupons.module.css';
import { signInHref } from '../../lib/sign-in-href';

const yuan = (fen: number) => formatYuan(fen, { symbol: false, grouping: false, decimals: 'trim' });

function validity(c: CouponView): string {
  if (c.validDays != null) return `领取后${c.validDays}天内有效`;
  return c.validEndTime ? `有效期至 ${c.validEndTime.slice(0, 10).replaceAll('-', '.')}` : '';
}

export interface ClaimableCouponsProps {
  /** The SKUs being bought. */
  skuCds: readonly string[];
  /** Where a visitor comes back to after signing in to claim (default: this page). */
  returnTo?: string;
  /** After a claim (e.g. checkout re-prices so the coupon is offered). */
  onClaimed?: (cpnCd: string) => void;
  /** Wrapper look: the cart's panel or a checkout section. */
  variant: 'cart' | 'checkout';
}

export function ClaimableCoupons({ skuCds, returnTo, onClaimed, variant }: ClaimableCouponsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [coupons, setCoupons] = useState<CouponView[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const key = [...new Set(skuCds)].sort().join(',');

  const load = useCallback(async () => {
    if (!key) return setCoupons([]);
    const r = await quietApi.call(marketingEndpoints.claimableCoupons, { body: { skuCds: key.split(',').slice(0, 50) } });
    // A side panel: a failed lookup just shows nothing.
    setCoupons(r.ok ? r.data.coupons : []);
  }, [key]);

  useEffect(() => {
    void load();
  }, [load]);

  const claim = async (c: CouponView) => {
    if (c.state.status === 'loginRequired') {
      void navigate(signInHref(returnTo ?? location.pathname + location.search));
      return;
    }
    setBusy(c.cpnCd);
    try {
      await browserCaller.get(marketingEndpoints.claimCoupon, { body: { cpnCd: c.cpnCd } });
      showToast(variant === 'checkout' ? '领取成功，已可在本单使用' : '领取成功，结算时可用');
      onClaimed?.(c.cpnCd);
    } catch {
      // The failure handling has shown the server's message (limit reached, sold out, …).
    } finally {
      setBusy(null);
      void load();
    }
  };

  if (coupons.length === 0) return null;
  return (
    <section className={`${styles.panel} ${styles[variant]}`} aria-labelledby={`claimable-${variant}`} data-testid="claimable-coupons">
      <div className={styles.head}>
        <h2 id={`claimable-${variant}`} className={styles.title}>
          可领优惠券
        </h2>
        <span className={styles.note}>领取后{variant === 'checkout' ? '本单' : '结算时'}即可使用</span>
      </div>
      <ul className={styles.list}>
        {coupons.map((c) => (
          <li key={c.cpnCd} className={styles.ticket} data-testid="claimable-coupon" data-cpn={c.cpnCd}>
            <span className={styles.value}>
              <span className={styles.rule}>{c.ruleText}</span>
              <span className={styles.threshold}>{c.threshold > 0 ? `满${yuan(c.threshold)}元可用` : '无门槛'}</span>
            </span>
            <span className={styles.info}>
              <span className={styles.name}>{c.name}</span>
              <span className={styles.meta}>{validity(c)}</span>
            </span>
            <button
              type="button"
              className={`btn btn-accent ${styles.claim}`}
              disabled={busy === c.cpnCd}
              aria-label={`${c.state.status === 'loginRequired' ? '登录领取' : '领取'}：${c.name}`}
              onClick={() => void claim(c)}
            >
              {c.state.status === 'loginRequired' ? '登录领取' : '领取'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

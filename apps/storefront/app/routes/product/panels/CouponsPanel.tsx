/**
 * 领券 and 促销 of the chosen SKU: coupon chips (满1000减100 …) with a sheet listing each
 * coupon's rule, validity and the caller's state, where 领取 claims it; and the SKU's
 * activities as labels. A visitor's 领取 sends them to sign in and back, where the claim is
 * then made; the claim-limit / not-started / ended / sold-out answers are toasted with the
 * server's Chinese message (spec 8).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACT_TYP } from '@shop/contracts/pdp-rules';
import type { CouponList, CouponView, ProductActivityList } from '@shop/contracts/marketing';
import { formatYuan } from '@shop/contracts/money';
import { Dialog } from '../../../chrome/dialogs';
import { marketingEndpoints } from '@shop/contracts/endpoint-refs/marketing';
import { browserCaller } from '../../../lib/api-call';
import { showToast } from '../../../lib/toast';
import { signInThenResume, takePendingAction } from '../../../lib/resume-after-sign-in';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';
import sheet from './coupons.module.css';
import { usePanelData } from './use-panel-data';
import { CouponsReserve } from './reserves';

const CHIPS_SHOWN = 3;

export function CouponsPanel() {
  const { base, sku, env, variant } = usePdp();
  const info = base.spuBaseInfo;
  const coupons = usePanelData<typeof marketingEndpoints.productCoupons, CouponList>(
    marketingEndpoints.productCoupons,
    { params: { lastLvId: info.catgLvlTwoCd, spuId: info.prodCd, skuIds: sku.skuCd } },
    { fresh: true },
  );
  const activities = usePanelData<typeof marketingEndpoints.productActivities, ProductActivityList>(marketingEndpoints.productActivities, {
    params: { categoryLvlId: info.catgLvlTwoCd, spuId: info.prodCd, skuId: sku.skuCd },
  });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const signedIn = !!useSignedInUser();
  const navigate = useNavigate();

  // Back from signing in after tapping 领取: claim that coupon now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sign-in state; claim reads the latest state itself.
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingAction('coupon:claim');
    if (pending?.payload) void claimCode(pending.payload);
  }, [signedIn]);

  const list = coupons.data?.coupons ?? [];
  const labels = (activities.data?.skus.find((s) => s.skuCd === sku.skuCd)?.activities ?? []).filter((a) => a.status !== 'ended');
  if (list.length === 0 && labels.length === 0) {
    // While loading, hold the height of one row so the SKU selector below does not jump.
    return coupons.loading || activities.loading ? <CouponsReserve /> : null;
  }

  async function claimCode(cpnCd: string) {
    setBusy(cpnCd);
    try {
      await browserCaller.get(marketingEndpoints.claimCoupon, { body: { cpnCd } });
      showToast('领取成功');
      coupons.reload();
    } catch {
      // The app's failure handling has shown the message (or started login); refresh the states anyway.
      coupons.reload();
    } finally {
      setBusy(null);
    }
  }
  const claim = (c: CouponView) => {
    if (!signedIn) {
      navigate(signInThenResume('coupon:claim', c.cpnCd));
      return;
    }
    void claimCode(c.cpnCd);
  };

  return (
    <section className={styles.panel} aria-label="优惠" data-testid="coupons-panel">
      {list.length > 0 ? (
        <div className={styles.row}>
          <h3 className={styles.rowLabel}>领券</h3>
          <div className={styles.field}>
            <ul className={`${styles.chips} ${styles.chipsOneLine}`} aria-label="可领优惠券">
              {list.slice(0, CHIPS_SHOWN).map((c) => (
                <li key={c.cpnCd} className={styles.chip}>
                  {c.ruleText}
                </li>
              ))}
            </ul>
            <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="coupons-open">
              领券<span className="visually-hidden">（共{list.length}张）</span>
            </button>
          </div>
        </div>
      ) : null}
      {labels.length > 0 ? (
        <div className={styles.row}>
          <h3 className={styles.rowLabel}>促销</h3>
          <ul className={styles.chips} data-testid="activity-labels">
            {labels.map((a) => (
              <li key={a.actCd} className={styles.tag}>
                {/* A running flash sale's tag leads to the flash-sale page, where its price is charged. */}
                {a.actTyp === ACT_TYP.seckill && a.status === 'running' && variant !== 'activity' ? (
                  <Link to={`/activityproduct/${encodeURIComponent(info.prodCd)}/${encodeURIComponent(sku.skuCd)}`} data-testid="activity-flash-link">
                    {a.label} {a.actPrice !== null ? formatYuan(a.actPrice) : ''} ›
                  </Link>
                ) : (
                  <>
                    {a.label}
                    {a.status === 'not-started' ? '（即将开始）' : ''}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Dialog open={open} title="领取优惠券" onClose={() => setOpen(false)} variant={env === 'pc' ? 'center' : 'sheet'} size="md" testId="coupon-sheet">
        <ul className={sheet.list}>
          {list.map((c) => (
            <li key={c.cpnCd} className={sheet.coupon} data-testid="coupon" data-cpn={c.cpnCd} data-status={c.state.status}>
              <div className={sheet.value}>
                <span className={sheet.rule}>{c.ruleText}</span>
                <span className={sheet.threshold}>
                  {c.threshold > 0 ? `满${formatYuan(c.threshold, { symbol: false, grouping: false, decimals: 'trim' })}元可用` : '无门槛'}
                </span>
              </div>
              <div className={sheet.info}>
                <p className={sheet.name}>{c.name}</p>
                <p className={sheet.meta}>{validityText(c)}</p>
                <p className={sheet.meta} data-testid="coupon-state">
                  {stateText(c)}
                </p>
              </div>
              <button
                type="button"
                className={`btn ${c.state.canClaim ? 'btn-accent' : ''} ${sheet.claim}`}
                disabled={busy === c.cpnCd}
                aria-label={`${claimLabel(c)}：${c.name}`}
                onClick={() => void claim(c)}
              >
                {claimLabel(c)}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}

function validityText(c: CouponView): string {
  const use =
    c.validDays != null ? `领取后${c.validDays}天内有效` : c.validBeginTime && c.validEndTime ? `${day(c.validBeginTime)} 至 ${day(c.validEndTime)} 可用` : '';
  return [`领取时间 ${day(c.claimBeginTime)} 至 ${day(c.claimEndTime)}`, use].filter(Boolean).join('，');
}

function day(beijing: string): string {
  return beijing.slice(0, 10).replaceAll('-', '.');
}

function stateText(c: CouponView): string {
  const held = c.state.claimedCount ?? 0;
  const parts: string[] = [];
  if (held > 0) parts.push(`已领取${held}张`);
  parts.push(`每人限领${c.state.limit}张`);
  if (c.state.status === 'soldOut') parts.push('已领完');
  else if (c.state.status === 'notStarted') parts.push('未开始');
  else if (c.state.status === 'ended') parts.push('已结束');
  else if (c.state.status === 'roleRequired') parts.push(c.role === 'student' ? '仅限学生会员' : '仅限特定会员');
  return parts.join(' · ');
}

/**
 * The button stays pressable in every state: the server is the judge and answers with the
 * reason (e.g. 您已达到该优惠券的领取上限), which the shopper then reads.
 */
function claimLabel(c: CouponView): string {
  switch (c.state.status) {
    case 'limitReached':
      return '已领取';
    case 'soldOut':
      return '已领完';
    case 'notStarted':
      return '未开始';
    case 'ended':
      return '已结束';
    default:
      return (c.state.claimedCount ?? 0) > 0 ? '继续领取' : '立即领取';
  }
}

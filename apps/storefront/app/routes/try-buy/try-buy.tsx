/**
 * /trybuy 试用申请 (先试后买): the offers taking applications now — picture, product and SKU,
 * the deposit (押金 = 售价), the trial's length, the units left and when applications close —
 * and the rules in plain words. 申请试用 buys the SKU now with the offer's code and goes on to
 * checkout; a visitor signs in first and the application goes on when they are back here
 * (resume-after-sign-in). The API's refusals (已申请过, 名额已满, 已结束 …) show on the offer.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TryBuyListItem } from '@shop/contracts/try-buy';
import { formatYuan } from '@shop/contracts/money';
import { marketingEndpoints } from '@shop/contracts/endpoint-refs/marketing';
import { cartEndpoints } from '@shop/contracts/endpoint-refs/cart';
import type { Route } from './+types/try-buy';
import { api, serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { signInThenResume, takePendingAction } from '../../lib/resume-after-sign-in';
import { signedInNow } from '../../lib/signed-in-user';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { TRY_BUY_PATH, tryBuyRules } from './try-buy-view';
import styles from './try-buy.module.css';

export const meta = routeMeta;

const APPLY_ACTION = 'trybuy:apply';

export async function loader({ context }: Route.LoaderArgs) {
  return serverCaller(context).get(marketingEndpoints.tryBuyList);
}

interface Applying {
  code: string;
  skuCd: string;
}

export default function TryBuyPage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  /** Offer code → the API's refusal shown on that offer. */
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  async function apply(a: Applying) {
    if (busy) return;
    setBusy(a.code);
    setRefusals((r) => ({ ...r, [a.code]: '' }));
    try {
      const r = await api.call(cartEndpoints.buyNow, { body: { skuCd: a.skuCd, qtyCnt: 1, tryBuyCd: a.code } }, { inPlace: [400, 404, 409] });
      if (r.ok) {
        void navigate(r.data.checkoutUrl);
        return;
      }
      if (!r.failure.handled) setRefusals((x) => ({ ...x, [a.code]: r.failure.displayMessage || '申请失败，请稍后重试' }));
    } finally {
      setBusy(null);
    }
  }

  const onApply = (item: TryBuyListItem) => {
    const a = { code: item.code, skuCd: item.skuCd };
    if (signedInNow()) return void apply(a);
    void navigate(signInThenResume(APPLY_ACTION, JSON.stringify(a), { path: TRY_BUY_PATH }));
  };

  // Back from signing in after 申请试用: the application goes on.
  useEffect(() => {
    if (!signedInNow()) return;
    const resumed = takePendingAction(APPLY_ACTION, { path: TRY_BUY_PATH });
    if (!resumed?.payload) return;
    try {
      const a = JSON.parse(resumed.payload) as Applying;
      if (typeof a.code === 'string' && typeof a.skuCd === 'string') void apply(a);
    } catch {
      // A damaged note: the shopper is on the page and taps again.
    }
    // Once, when the page first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.page} data-testid="trybuy-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '试用申请', path: '' },
        ]}
      />
      <header className={styles.hero}>
        <h1 className={styles.title}>先试后买 · 试用申请</h1>
        <p className={styles.lead}>支付押金即可把新品带回家试用，满意再买，不满意可退还。</p>
      </header>

      {items.length === 0 ? (
        <section className={styles.empty} data-testid="trybuy-empty">
          <p>当前暂无进行中的试用活动，敬请期待。</p>
          <Link to="/" className="btn btn-primary">
            去首页逛逛
          </Link>
        </section>
      ) : (
        <ul className={styles.offers} aria-label="试用活动">
          {items.map((item) => (
            <li key={item.code} className={styles.offer} data-testid="trybuy-offer" data-code={item.code}>
              <div className={styles.pic}>{item.image ? <img src={item.image} alt="" width={200} height={200} loading="lazy" /> : null}</div>
              <div className={styles.info}>
                <h2 className={styles.name}>{item.title}</h2>
                <p className={styles.product}>
                  <Link to={`/product/${encodeURIComponent(item.spuCd)}/${encodeURIComponent(item.skuCd)}`}>{item.prodNm}</Link>
                  <span className={styles.muted}> {item.skuNm}</span>
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>试用押金</dt>
                    <dd className={styles.deposit} data-testid="trybuy-deposit">
                      {formatYuan(item.price)}
                    </dd>
                  </div>
                  <div>
                    <dt>试用期</dt>
                    <dd data-testid="trybuy-days">试用 {item.trialDays} 天</dd>
                  </div>
                  <div>
                    <dt>剩余名额</dt>
                    <dd data-testid="trybuy-units">
                      {item.unitsLeft}/{item.unitsTotal}
                    </dd>
                  </div>
                  <div>
                    <dt>申请截止</dt>
                    <dd>{item.endTime}</dd>
                  </div>
                </dl>
                <p className={styles.muted}>押金 = 商品售价；退还时按实付金额扣除验货损耗后退回。</p>
                {refusals[item.code] ? (
                  <p className={styles.refusal} role="alert" data-testid="trybuy-refusal">
                    {refusals[item.code]}
                  </p>
                ) : null}
                <button
                  type="button"
                  className={`btn btn-primary ${styles.apply}`}
                  disabled={busy !== null || item.unitsLeft <= 0}
                  onClick={() => onApply(item)}
                  data-testid="trybuy-apply"
                >
                  {item.unitsLeft <= 0 ? '名额已满' : busy === item.code ? '申请中…' : '申请试用'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section className={styles.rules} aria-labelledby="trybuy-rules" data-testid="trybuy-rules">
        <h2 id="trybuy-rules" className={styles.rulesTitle}>
          试用规则
        </h2>
        <ol>
          {tryBuyRules(null).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

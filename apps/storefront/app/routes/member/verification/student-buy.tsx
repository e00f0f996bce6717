/**
 * /studentBuy (spec 2.10, 6): the student shop — student-offer products with their student
 * price, 加入购物车 / 立即购买 on the student site. Only verified students may buy; everyone
 * else sees the purchase rule (and the cart answers it too).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StudentOffer } from '@shop/contracts/verification';
import type { Route } from './+types/student-buy';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { cartEndpoints } from '@shop/contracts/endpoint-refs/cart';
import { browserCaller } from '../../../lib/api-call';
import { notifyCartChanged } from '../../../lib/chrome-cart';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadStudentShop } from './verification.server';
import styles from './verification.module.css';
import { signInHref } from '../../../lib/sign-in-href';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStudentShop(request, context);
}

const PURCHASE_RULE = '学生专区商品仅限认证学生购买，请先完成学生认证';

export default function StudentBuy({ loaderData }: Route.ComponentProps) {
  const { advs, check, signedIn } = loaderData;
  const isStudent = check?.status === 'verified';
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  async function addToCart(o: StudentOffer) {
    setBusy(o.skuCd);
    try {
      await browserCaller.get(cartEndpoints.addCart, { body: { skuCd: o.skuCd, qtyCnt: 1 } });
      notifyCartChanged();
      showToast('已加入购物车');
    } catch {
      // The failure was shown by the client's failure handling (e.g. the purchase rule).
    } finally {
      setBusy(null);
    }
  }

  async function buyNow(o: StudentOffer) {
    setBusy(o.skuCd);
    try {
      const r = await browserCaller.get(cartEndpoints.buyNow, { body: { skuCd: o.skuCd, qtyCnt: 1 } });
      navigate(r.checkoutUrl);
    } catch {
      setBusy(null);
    }
  }

  return (
    <div className={styles.page} data-testid="student-shop">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '学生专区', path: '/studentBuy' },
        ]}
      />
      <h1 className={styles.title}>学生专区</h1>

      {isStudent ? (
        <p className={`${styles.notice} ${styles.ok}`} data-testid="student-verified">
          您已通过学生认证（{check?.school}），可购买学生专属优惠商品。
        </p>
      ) : (
        <div className={styles.notice} role="note" data-testid="purchase-rule">
          <span>{signedIn ? PURCHASE_RULE : '学生专区商品仅限认证学生购买，请先登录并完成学生认证'}</span>
          <Link className="btn btn-accent" to={signedIn ? '/studentBuyEntrance' : signInHref('/studentBuyEntrance')}>
            去认证
          </Link>
        </div>
      )}

      <section className={styles.ads} aria-label="学生专区活动">
        {advs.ads.map((a) => (
          <Link key={a.id} to={a.link} className={styles.ad} style={{ background: a.color }}>
            <strong>{a.title}</strong>
            <span>{a.subtitle}</span>
          </Link>
        ))}
      </section>

      <ul className={styles.grid} aria-label="学生专享商品">
        {advs.offers.map((o) => (
          <li key={o.skuCd} className={styles.card} data-testid="student-offer">
            <Link to={`/product/${o.spuCd}/${encodeURIComponent(o.skuCd)}`}>
              <img src={o.image} alt={o.name} loading="lazy" width={240} height={240} />
            </Link>
            <h3>{o.name}</h3>
            <span className={styles.muted}>{o.skuNm}</span>
            <div className={styles.prices}>
              <span className={styles.muted}>学生价</span>
              <span className={styles.studentPrice} data-testid="student-price">
                {formatYuan(o.studentPrice)}
              </span>
              <span className={styles.was}>
                <span className="visually-hidden">原价</span>
                {formatYuan(o.price)}
              </span>
            </div>
            <div className={styles.cardActions}>
              <button type="button" className="btn" disabled={busy === o.skuCd || !o.inStock} onClick={() => addToCart(o)}>
                加入购物车
              </button>
              <button type="button" className="btn btn-primary" disabled={busy === o.skuCd || !o.inStock} onClick={() => buyNow(o)}>
                立即购买
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

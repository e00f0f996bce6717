/**
 * /Personalcenter/Personal_coupon (spec 2.8): the member's coupons by tab (未使用 / 已使用 /
 * 已过期, each with its count). A card shows the amount off or the discount, the threshold,
 * the scope and the validity; an unused coupon links 去使用 to where it applies.
 */
import { Link } from 'react-router';
import { MY_COUPON_STATUS_LABELS, MY_COUPON_STATUSES, type MyCoupon, type MyCouponStatus } from '@shop/contracts/points';
import type { Route } from './+types/my-coupons';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { loadCoupons } from './coupons.server';
import { couponUseHref, dayText as day, discountText } from './coupon-format';
import styles from './coupons.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCoupons(request, context);
}

const PATH = '/Personalcenter/Personal_coupon';
const hrefOf = (status: MyCouponStatus, page = 1) => {
  const q = new URLSearchParams();
  if (status !== 'unused') q.set('status', status);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

function CouponCard({ coupon: c, status }: { coupon: MyCoupon; status: MyCouponStatus }) {
  return (
    <li className={`${styles.card} ${status === 'unused' ? '' : styles.cardOff}`} data-testid="coupon-card">
      <div className={styles.face}>
        {c.kind === 'amount' ? (
          <strong className={styles.value}>{formatYuan(c.amount)}</strong>
        ) : (
          <strong className={styles.value}>{discountText(c.discount)}</strong>
        )}
        <span className={styles.threshold}>{c.threshold > 0 ? `满${formatYuan(c.threshold)}可用` : '无门槛'}</span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{c.name}</h2>
        <span className={styles.scope}>{c.scope}</span>
        <span className={styles.valid}>
          有效期 {day(c.validFrom)} - {day(c.validTo)}
        </span>
        {c.orderNo ? <span className={styles.valid}>使用订单 {c.orderNo}</span> : null}
      </div>
      <div className={styles.side}>
        {status === 'unused' ? (
          <Link to={couponUseHref(c)} className="btn btn-primary" data-testid="coupon-use">
            去使用
          </Link>
        ) : (
          <span className={styles.stamp}>{MY_COUPON_STATUS_LABELS[status]}</span>
        )}
      </div>
    </li>
  );
}

export default function MyCoupons({ loaderData }: Route.ComponentProps) {
  const { status, page } = loaderData;
  return (
    <div className={styles.page} data-testid="coupons-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '我的优惠券', path: PATH },
        ]}
      />
      <h1 className={styles.title}>我的优惠券</h1>
      <nav className={styles.tabs} aria-label="优惠券状态">
        {MY_COUPON_STATUSES.map((s) => (
          <Link key={s} to={hrefOf(s)} className={styles.tab} aria-current={s === status ? 'page' : undefined} data-testid={`coupon-tab-${s}`}>
            {MY_COUPON_STATUS_LABELS[s]}（{page.counts[s]}）
          </Link>
        ))}
      </nav>
      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="coupons-empty">
          <p>暂无{MY_COUPON_STATUS_LABELS[status]}的优惠券</p>
          <Link to="/list" className="btn btn-primary">
            去逛逛
          </Link>
        </section>
      ) : (
        <ul className={styles.cards}>
          {page.list.map((c) => (
            <CouponCard key={c.id} coupon={c} status={status} />
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => hrefOf(status, p)} />
    </div>
  );
}

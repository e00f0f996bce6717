/**
 * /Personalcenter/Personal_homepage (spec 2.8): the member card (avatar, name, group, masked
 * mobile), points / coupons / star diamonds / messages, the orders by state (待付款 / 待发货 /
 * 待收货 / 待评价 / 退换/售后, each with its count as a badge) and every personal-centre
 * screen, each with a line icon (member-icons.tsx) and its label. PC (1440): the card and
 * figures side by side over a grid of entries; phone (390): a coloured member card and an
 * icon grid.
 */
import { Link } from 'react-router';
import { ORDER_TAB_LABELS, type OrderTab } from '@shop/contracts/order';
import type { MemberHome } from '@shop/contracts/profile';
import type { Route } from './+types/personal-home';
import { routeMeta } from '../../../lib/meta';
import { loadForMember } from '../profile/profile.server';
import { Avatar } from '../profile/Avatar';
import styles from './home.module.css';
import { profileEndpoints } from '@shop/contracts/endpoint-refs/profile';
import { reviewsEndpoints } from '@shop/contracts/endpoint-refs/reviews';
import { leadsToBuiltScreen } from '../../../lib/built-screens';
import { OrderIcon, ShortcutIcon, type OrderStateIcon } from './member-icons';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForMember(request, context, async (api) => {
    const [home, toReview] = await Promise.all([
      api.get(profileEndpoints.home, { body: {} }),
      // The 待评价 badge: a count only (one line asked for); without it the entry shows no badge.
      api
        .get(reviewsEndpoints.myLines, { body: { tab: 'pending', pageNo: 1, pageSize: 1 } })
        .then((p) => p.counts.pending)
        .catch(() => null),
    ]);
    return { home, toReview };
  });
}

const ORDER_PATH = '/Personalcenter/Personalcenter_order';
const ORDER_STATES: OrderTab[] = ['pendingPayment', 'pendingShipment', 'pendingReceipt'];

const badge = (n: number) => (n > 99 ? '99+' : String(n));

export default function PersonalHome({ loaderData }: Route.ComponentProps) {
  const { home: h, toReview } = loaderData;
  const orderRow: { key: OrderStateIcon; label: string; to: string; count: number | null; testId: string }[] = [
    ...ORDER_STATES.map((tab) => ({
      key: tab as OrderStateIcon,
      label: ORDER_TAB_LABELS[tab],
      to: `${ORDER_PATH}/${tab}`,
      count: h.orderCounts[tab],
      testId: `home-order-${tab}`,
    })),
    { key: 'toReview', label: '待评价', to: '/Personalcenter/Personalcenter_Evaluate', count: toReview, testId: 'home-order-toReview' },
    { key: 'afterSales', label: '退换/售后', to: '/Personalcenter/Personal_AfterSales', count: null, testId: 'home-order-afterSales' },
  ];
  const shortcuts = h.shortcuts.filter((s) => leadsToBuiltScreen(s.href));
  const figures = [
    { key: 'points', label: '积分', value: h.points, to: '/Personalcenter/Personal_Myintegral' },
    { key: 'coupons', label: '优惠券', value: h.coupons.unused, to: '/Personalcenter/Personal_coupon' },
    { key: 'stars', label: '星钻', value: h.stars.effective, to: '/Personalcenter/Personal_stardrill' },
    { key: 'messages', label: '未读消息', value: h.unreadMessages, to: '/Personalcenter/Personal_Systemmessage' },
  ];
  return (
    <div className={styles.page} data-testid="personal-home">
      <h1 className={styles.srTitle}>个人中心</h1>
      <section className={styles.card} aria-label="会员信息">
        <Avatar src={h.member.ava} name={h.member.memNm} size={72} className={styles.avatar} testId="home-avatar" />
        <div className={styles.who}>
          <p className={styles.name} data-testid="home-name">
            {h.member.memNm}
          </p>
          <p className={styles.meta}>
            <span className={styles.group} data-testid="home-group">
              {h.member.groupName}
            </span>
            <span>{h.member.mobile}</span>
          </p>
        </div>
        <div className={styles.cardLinks}>
          <Link to="/Personalcenter/Personal_information" className={styles.cardLink}>
            编辑资料
          </Link>
          <Link to="/Personalcenter/Personal_settings" className={styles.cardLink}>
            设置
          </Link>
        </div>
      </section>

      <ul className={styles.figures} aria-label="我的资产">
        {figures.map((f) => (
          <li key={f.key}>
            <Link to={f.to} className={styles.figure} data-testid={`home-${f.key}`}>
              <strong>{f.value}</strong>
              <span>{f.label}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className={styles.block} aria-labelledby="home-orders">
        <div className={styles.blockHead}>
          <h2 id="home-orders">我的订单</h2>
          <Link to={ORDER_PATH} className={styles.more}>
            全部订单 ›
          </Link>
        </div>
        <ul className={styles.orderRow}>
          {orderRow
            .filter((o) => leadsToBuiltScreen(o.to))
            .map((o) => (
              <li key={o.key}>
                <Link to={o.to} className={styles.orderEntry} data-testid={o.testId} data-count={o.count ?? undefined}>
                  <span className={styles.orderIcon}>
                    <OrderIcon name={o.key} />
                  </span>
                  <span>{o.label}</span>
                  {/* After the label, so the link reads 待付款 1; drawn on the icon's corner. */}
                  {o.count ? <span className={styles.badge}>{badge(o.count)}</span> : null}
                </Link>
              </li>
            ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="home-services">
        <div className={styles.blockHead}>
          <h2 id="home-services">我的服务</h2>
        </div>
        <ul className={styles.grid} data-testid="home-shortcuts">
          {shortcuts.map((s) => (
            <li key={s.key}>
              <Link to={s.href} className={styles.tile} data-shortcut={s.key}>
                <span className={styles.tileIcon}>
                  <ShortcutIcon name={s.key} />
                </span>
                <span className={styles.tileLabel}>{s.label}</span>
                {s.key === 'messages' && h.unreadMessages > 0 ? (
                  <span className={styles.dot}>
                    {badge(h.unreadMessages)}
                    <span className="visually-hidden">条未读</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

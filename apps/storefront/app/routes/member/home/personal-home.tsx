/**
 * /Personalcenter/Personal_homepage (spec 2.8): the member card (avatar, name, group, masked
 * mobile), points / coupons / star diamonds / messages, the orders by status and every
 * personal-centre screen. PC (1440): the card and figures side by side over a grid of
 * entries; phone (390): a coloured member card and an icon grid.
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

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForMember(request, context, (api) => api.get(profileEndpoints.home, { body: {} }));
}

const ORDER_PATH = '/Personalcenter/Personalcenter_order';
const ORDER_ENTRIES: OrderTab[] = ['pendingPayment', 'pendingShipment', 'pendingReceipt', 'completed'];

/** Two-character glyphs for the icon grid: no icon font, readable at any size. */
const GLYPHS: Record<string, string> = {
  orders: '单',
  address: '址',
  collection: '藏',
  points: '积',
  stars: '钻',
  starCoin: '币',
  coupon: '券',
  messages: '信',
  afterSales: '售',
  evaluate: '评',
  winning: '奖',
  customized: '定',
  enterpriseBuy: '企',
  support: '助',
  student: '学',
  information: '我',
  account: '号',
  settings: '设',
};

export default function PersonalHome({ loaderData: h }: Route.ComponentProps) {
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
          {ORDER_ENTRIES.map((tab) => (
            <li key={tab}>
              <Link to={`${ORDER_PATH}/${tab}`} className={styles.orderEntry} data-testid={`home-order-${tab}`}>
                <span className={styles.orderCount}>{h.orderCounts[tab]}</span>
                <span>{ORDER_TAB_LABELS[tab]}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to="/Personalcenter/Personal_AfterSales" className={styles.orderEntry}>
              <span className={styles.orderCount}>›</span>
              <span>退换/售后</span>
            </Link>
          </li>
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="home-services">
        <div className={styles.blockHead}>
          <h2 id="home-services">我的服务</h2>
        </div>
        <ul className={styles.grid} data-testid="home-shortcuts">
          {h.shortcuts.map((s) => (
            <li key={s.key}>
              <Link to={s.href} className={styles.tile}>
                <span className={styles.glyph} aria-hidden="true">
                  {GLYPHS[s.key] ?? s.label.slice(0, 1)}
                </span>
                <span className={styles.tileLabel}>{s.label}</span>
                {s.key === 'messages' && h.unreadMessages > 0 ? <span className={styles.dot}>{h.unreadMessages > 99 ? '99+' : h.unreadMessages}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

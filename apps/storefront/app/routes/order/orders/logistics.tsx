/**
 * Logistics pages (spec 2.8), one module for four routes:
 *   /Personalcenter/logistics_Details/:ordNo        carrier, waybill, route and every event
 *   /Personalcenter/orderDeatilMap/:ordNo/:itemId   the route diagram of the parcel
 *   /logistics_information?ordNo=                   summary: the latest event
 *   /logistics_information_msg?ordNo=               every event
 * Events come newest first from the simulated carrier; before shipping the page says so.
 */
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/logistics';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadLogistics } from './orders.server';
import { OrderTimeline } from './OrderTimeline';
import { RouteDiagram } from './RouteDiagram';
import { orderDetailPath, orderListPath } from './order-format';
import styles from './orders.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ordNo = params.ordNo ?? new URL(request.url).searchParams.get('ordNo');
  return loadLogistics(request, context, ordNo);
}

type Variant = 'details' | 'map' | 'summary' | 'messages';
function variantOf(pathname: string): Variant {
  if (/orderDeatilMap/i.test(pathname)) return 'map';
  if (/logistics_information_msg/i.test(pathname)) return 'messages';
  if (/logistics_information/i.test(pathname)) return 'summary';
  return 'details';
}
const TITLES: Record<Variant, string> = { details: '物流详情', map: '物流轨迹', summary: '物流信息', messages: '物流动态' };

export default function LogisticsPage({ loaderData }: Route.ComponentProps) {
  const { logistics: lg, ordNo } = loaderData;
  const variant = variantOf(useLocation().pathname);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '我的订单', path: orderListPath() },
    ...(ordNo && lg ? [{ name: '订单详情', path: orderDetailPath(ordNo) }] : []),
    { name: TITLES[variant], path: '' },
  ];
  if (!lg) {
    return (
      <div className={styles.page}>
        <Breadcrumbs crumbs={crumbs} />
        <section className={styles.empty} data-testid="logistics-not-found">
          <h1 className={styles.title}>{TITLES[variant]}</h1>
          <p>{ordNo ? '没有找到这个订单的物流信息。' : '请从订单中查看物流信息。'}</p>
          <Link to={orderListPath()} className="btn btn-primary">
            返回我的订单
          </Link>
        </section>
      </div>
    );
  }
  const events = variant === 'summary' ? lg.events.slice(0, 1) : lg.events;
  return (
    <div className={styles.page} data-testid="logistics-page" data-variant={variant}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{TITLES[variant]}</h1>
      <section className={styles.section} aria-label="运单信息">
        <dl className={styles.facts}>
          <dt>订单号</dt>
          <dd>
            <Link to={orderDetailPath(lg.orderNo)}>{lg.orderNo}</Link>
          </dd>
          <dt>订单状态</dt>
          <dd data-testid="logistics-status">{lg.statusLabel}</dd>
          <dt>承运商</dt>
          <dd data-testid="carrier">{lg.carrier ?? '待发货'}</dd>
          <dt>运单号</dt>
          <dd data-testid="tracking-no">{lg.trackingNo ?? '—'}</dd>
          <dt>收货地址</dt>
          <dd>
            {lg.receiver} {lg.region}
          </dd>
        </dl>
      </section>
      {lg.events.length === 0 ? (
        <p className={styles.empty} data-testid="logistics-empty">
          商品尚未发货，发货后可在这里查看物流动态。
        </p>
      ) : (
        <>
          {variant !== 'summary' ? (
            <section className={styles.section} aria-labelledby="route-title">
              <h2 id="route-title" className={styles.sectionTitle}>
                物流路线
              </h2>
              <RouteDiagram route={lg.route} destination={lg.destination} delivered={lg.delivered} />
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="events-title">
            <h2 id="events-title" className={styles.sectionTitle}>
              {variant === 'summary' ? '最新动态' : '物流动态'}
            </h2>
            <OrderTimeline events={events} testId="logistics-events" />
            {variant === 'summary' ? (
              <Link to={`/logistics_information_msg?ordNo=${lg.orderNo}`} className={styles.textLink}>
                查看全部物流动态
              </Link>
            ) : null}
            {variant === 'details' ? (
              <Link to={`/Personalcenter/orderDeatilMap/${lg.orderNo}/1`} className={styles.textLink}>
                查看物流轨迹图
              </Link>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}

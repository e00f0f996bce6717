/**
 * /Personalcenter/Personal_Recoverydetail/map?ordNo=&rclmOrdNo= (spec 2.8): the old device's way
 * as a route diagram — from the member's place to the recycling centre, and back when the member
 * declined the final price (with the return waybill) — and the recycling's timeline. No map
 * tiles: the route's places as the carrier names them. Another member's or an unknown recycling
 * order shows the 404 page.
 */
import { Link, data } from 'react-router';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';
import type { Route } from './+types/recovery-map';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { RouteDiagram } from '../../order/orders/RouteDiagram';
import { RecoveryTimeline } from './RecoveryTimeline';
import { memberLoad } from './inbox.server';
import styles from './inbox-pages.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const ordNo = q.get('ordNo');
  const rclmOrdNo = q.get('rclmOrdNo');
  if (!ordNo || !rclmOrdNo) throw data(null, { status: 404 });
  return memberLoad(request, context, (api) => api.get(inboxEndpoints.recycleDetail, { params: { ordNo, rclmOrdNo } }));
}

export default function RecoveryMap({ loaderData: d }: Route.ComponentProps) {
  const detailPath = `/Personalcenter/Personal_Recoverydetail/${d.ordNo}/${d.rclmOrdNo}`;
  return (
    <div className={styles.page} data-testid="recovery-map-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '以旧换新回收详情', path: detailPath },
          { name: '回收物流轨迹', path: `/Personalcenter/Personal_Recoverydetail/map?ordNo=${d.ordNo}&rclmOrdNo=${d.rclmOrdNo}` },
        ]}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>回收物流轨迹</h1>
        <span className={styles.tagAccent}>{d.statusTitle}</span>
      </div>
      <section className={styles.panel} aria-labelledby="recovery-route-title">
        <h2 id="recovery-route-title" className={styles.sectionTitle}>
          {d.route.leg === 'return' ? '旧机退回路线' : '旧机回收路线'}
        </h2>
        <p className={styles.muted}>
          {d.device.name}
          {d.returnShipment ? ` · 退回运单 ${d.returnShipment.carrier} ${d.returnShipment.trackingNo}` : ''}
        </p>
        <RouteDiagram route={d.route.stops.slice(0, d.route.current + 1)} destination={d.route.stops.at(-1)!} delivered={d.route.arrived} />
      </section>
      <RecoveryTimeline title="回收进度" timeline={d.timeline} testId="recovery-map-timeline" />
      <Link to={detailPath} className="btn">
        返回回收详情
      </Link>
    </div>
  );
}

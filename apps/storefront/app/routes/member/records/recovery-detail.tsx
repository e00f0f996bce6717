/**
 * /Personalcenter/Personal_Recoverydetail/:ordNo/:rclmOrdNo (spec 2.8): the recycling of the
 * old device of the member's trade-in order — device, platform, estimate, subsidy, credit
 * and the recycling steps. Another member's or an unknown recycling order shows the 404 page.
 */
import { Link } from 'react-router';
import type { RecycleDetail } from '@shop/contracts/inbox';
import type { Route } from './+types/recovery-detail';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { memberLoad } from './inbox.server';
import styles from './inbox-pages.module.css';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return memberLoad(request, context, (api) => api.get(inboxEndpoints.recycleDetail, { params: { ordNo: params.ordNo, rclmOrdNo: params.rclmOrdNo } }));
}

export default function RecoveryDetail({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={styles.page} data-testid="recovery-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '以旧换新回收详情', path: `/Personalcenter/Personal_Recoverydetail/${d.ordNo}/${d.rclmOrdNo}` },
        ]}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>以旧换新回收详情</h1>
        <span className={styles.tagAccent} data-testid="recovery-status">
          {d.statusTitle}
        </span>
      </div>
      <section className={styles.panel}>
        <ol className={styles.steps} aria-label="回收进度">
          {d.steps.map((s) => (
            <li key={s.code} className={styles.step} data-done={s.done}>
              <strong>{s.title}</strong>
              <span>{s.at ?? '—'}</span>
            </li>
          ))}
        </ol>
        <dl className={styles.facts}>
          <div>
            <dt>旧机</dt>
            <dd data-testid="recovery-device">{d.device.name}</dd>
          </div>
          <div>
            <dt>回收平台</dt>
            <dd>{d.device.platformName}</dd>
          </div>
          <div>
            <dt>旧机估价</dt>
            <dd>{formatYuan(d.estimate)}</dd>
          </div>
          <div>
            <dt>换新补贴</dt>
            <dd>{formatYuan(d.subsidy)}</dd>
          </div>
          <div>
            <dt>新机订单抵扣</dt>
            <dd data-testid="recovery-credit">{formatYuan(d.credit)}</dd>
          </div>
          <div>
            <dt>回收单号</dt>
            <dd>{d.rclmOrdNo}</dd>
          </div>
          <div>
            <dt>新机订单</dt>
            <dd>
              <Link to={`/Personalcenter/orderDeatil/${d.ordNo}`}>{d.ordNo}</Link>
              {d.orderStatusTitle ? <span className={styles.muted}>（{d.orderStatusTitle}）</span> : null}
            </dd>
          </div>
          <div>
            <dt>创建时间</dt>
            <dd>{d.createdAt}</dd>
          </div>
        </dl>
        <p className={styles.muted}>回收进度由回收平台上门取件、质检后更新。</p>
      </section>
    </div>
  );
}

/**
 * /Personalcenter/Personal_Recoverydetail/:ordNo/:rclmOrdNo (spec 2.8): the recycling of the
 * old device of the member's trade-in order — device, platform, estimate, subsidy, credit, the
 * recycling steps and timeline, and once inspected the final price with what accepting settles:
 * the member accepts (已完成) or declines (the device comes back), with the 72-hour rule stated.
 * Another member's or an unknown recycling order shows the 404 page.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { tradeInEndpoints } from '@shop/contracts/endpoint-refs/trade-in';
import { showToast } from '../../../lib/toast';
import { Dialog } from '../../../chrome/dialogs';
import { RecoveryTimeline } from './RecoveryTimeline';
import { inboxCall } from './inbox-api';
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

/** 接受 / 不接受 the final price, each asked once more in a dialog that says what it means. */
function PriceAnswer({ d }: { d: Route.ComponentProps['loaderData'] }) {
  const [ask, setAsk] = useState<'accept' | 'decline' | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  async function run(answer: 'accept' | 'decline') {
    if (busy) return;
    setBusy(true);
    try {
      const r = await inboxCall(tradeInEndpoints[answer], { params: { rclmOrdNo: d.rclmOrdNo } });
      if (r.ok) showToast(answer === 'accept' ? '已接受最终回收价，回收完成' : '已申请退回旧机');
      else if (r.message) showToast(r.message);
      setAsk(null);
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }
  if (!d.can.accept && !d.can.decline) return null;
  return (
    <div className={styles.actions} data-testid="recovery-actions">
      <button type="button" className="btn btn-primary" onClick={() => setAsk('accept')}>
        接受回收价
      </button>
      <button type="button" className="btn" onClick={() => setAsk('decline')}>
        不接受，退回旧机
      </button>
      <Dialog
        open={ask !== null}
        title={ask === 'accept' ? '接受最终回收价' : '退回旧机'}
        onClose={() => setAsk(null)}
        testId="dialog-recovery-answer"
        actions={
          <>
            <button type="button" className="btn" onClick={() => setAsk(null)}>
              再想想
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => ask && void run(ask)}>
              {ask === 'accept' ? '确认接受' : '确认退回'}
            </button>
          </>
        }
      >
        <p>
          {ask === 'accept'
            ? `最终回收价 ${formatYuan(d.finalPrice ?? 0)}，${d.settlement?.line ?? ''}。确认后回收完成。`
            : '旧机将由快递寄回给您，不再支付回收差价。'}
        </p>
      </Dialog>
    </div>
  );
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
        <p className={styles.muted}>
          回收进度由回收平台上门取件、质检后更新。
          <Link to={`/Personalcenter/Personal_Recoverydetail/map?ordNo=${d.ordNo}&rclmOrdNo=${d.rclmOrdNo}`} data-testid="recovery-map-link">
            查看回收物流轨迹
          </Link>
        </p>
      </section>
      {d.finalPrice !== null ? (
        <section className={styles.panel} aria-labelledby="recovery-price-title" data-testid="recovery-price">
          <h2 id="recovery-price-title" className={styles.sectionTitle}>
            质检与定价
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>最终回收价</dt>
              <dd data-testid="recovery-final-price">{formatYuan(d.finalPrice)}</dd>
            </div>
            <div>
              <dt>成色</dt>
              <dd>{d.gradeTitle ?? '—'}</dd>
            </div>
            <div>
              <dt>质检说明</dt>
              <dd>{d.inspectionNote ?? '—'}</dd>
            </div>
            <div>
              <dt>已抵扣的旧机估价</dt>
              <dd>{formatYuan(d.deviceCredit)}</dd>
            </div>
            <div>
              <dt>回收差价</dt>
              <dd data-testid="recovery-payout">{d.status === 'returning' || d.status === 'returned' ? '不支付（旧机退回）' : (d.settlement?.line ?? '—')}</dd>
            </div>
            {d.answerDueAt ? (
              <div>
                <dt>请在此前确认</dt>
                <dd>{d.answerDueAt}</dd>
              </div>
            ) : null}
            {d.returnShipment ? (
              <div>
                <dt>退回运单</dt>
                <dd>
                  {d.returnShipment.carrier} {d.returnShipment.trackingNo}
                </dd>
              </div>
            ) : null}
          </dl>
          <PriceAnswer d={d} />
        </section>
      ) : null}
      <section className={styles.panel} aria-labelledby="recovery-rules-title">
        <h2 id="recovery-rules-title" className={styles.sectionTitle}>
          回收规则
        </h2>
        <ul className={styles.rulesList} data-testid="recovery-rules">
          {d.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <RecoveryTimeline title="处理记录" timeline={d.timeline} testId="recovery-timeline" />
    </div>
  );
}

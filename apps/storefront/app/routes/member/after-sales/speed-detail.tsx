/**
 * /Personalcenter/speedDetail?code=:reqNo (spec 2.8, issue #17): the progress of one request in
 * full — the steps bar and every timeline entry, newest first. A missing, malformed or unknown
 * number says so and leads back to the list.
 */
import { Link } from 'react-router';
import type { Route } from './+types/speed-detail';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadRequest } from './after-sales.server';
import { AFTER_SALES_LIST_PATH, detailPath } from './after-sales-view';
import { StepsBar, Timeline } from './AfterSalesProgress';
import { RequestMissing } from './RequestMissing';
import styles from '../records/inbox-pages.module.css';
import own from './after-sales.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRequest(request, context, new URL(request.url).searchParams.get('code'));
}

export default function SpeedDetail({ loaderData }: Route.ComponentProps) {
  const { value: d, message } = loaderData;
  return (
    <div className={styles.page} data-testid="speed-detail-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '售后服务', path: AFTER_SALES_LIST_PATH },
          { name: '售后进度', path: '' },
        ]}
      />
      {d ? (
        <div className={own.stack}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>售后进度</h1>
            <Link to={detailPath(d.reqNo)}>查看售后详情</Link>
          </div>
          <section className={own.status} aria-label="当前状态">
            <div>
              <p className={own.statusTitle} data-testid="after-sales-status">
                {d.statusTitle}
              </p>
              <p>
                {d.typeTitle} · 售后单号 {d.reqNo} · 订单号 {d.orderNo}
              </p>
            </div>
          </section>
          <section className={styles.panel} aria-label="进度">
            <StepsBar steps={d.steps} big />
          </section>
          <section className={styles.panel} aria-labelledby="speed-timeline">
            <h2 id="speed-timeline" className={styles.sectionTitle} style={{ margin: 0 }}>
              处理记录
            </h2>
            <Timeline entries={d.timeline} />
          </section>
        </div>
      ) : (
        <RequestMissing message={message} />
      )}
    </div>
  );
}

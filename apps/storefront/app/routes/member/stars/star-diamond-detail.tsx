/** /Personalcenter/Personal_drillDetail/:code/:type (星钻明细): one of the member's own star-diamond entries. */
import { Link } from 'react-router';
import type { Route } from './+types/star-diamond-detail';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadStarDetail } from './stars.server';
import parts from '../../../styles/personal-parts.module.css';
import styles from './stars.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadStarDetail(request, context, params.code, params.type);
}

const LIST = '/Personalcenter/Personal_stardrill';

export default function StarDiamondDetail({ loaderData }: Route.ComponentProps) {
  const { entry, message } = loaderData;
  return (
    <div className={styles.page} data-testid="star-detail-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '我的星钻', path: LIST },
          { name: '星钻明细', path: '#' },
        ]}
      />
      <h1 className={styles.title}>星钻明细</h1>
      {!entry ? (
        <section className={parts.empty} data-testid="star-detail-missing">
          <p>{message || '星钻记录不存在'}</p>
        </section>
      ) : (
        <dl className={styles.detail} data-testid="star-detail">
          <dt>记录编号</dt>
          <dd>{entry.code}</dd>
          <dt>来源</dt>
          <dd>{entry.title}</dd>
          <dt>星钻数量</dt>
          <dd data-testid="star-detail-amount">+{entry.amount}</dd>
          <dt>状态</dt>
          <dd data-testid="star-detail-state">{entry.stateLabel}</dd>
          {entry.source === 'convert' ? (
            <>
              <dt>消耗积分</dt>
              <dd>{entry.pointsSpent}</dd>
            </>
          ) : (
            <>
              <dt>关联订单</dt>
              <dd>{entry.orderNo ? <Link to={`/Personalcenter/orderDeatil/${entry.orderNo}`}>{entry.orderNo}</Link> : '—'}</dd>
            </>
          )}
          <dt>获得时间</dt>
          <dd>{entry.createdAt}</dd>
          <dt>生效时间</dt>
          <dd>{entry.effectiveAt ?? '订单完成后生效'}</dd>
          <dt>有效期至</dt>
          <dd>{entry.expiresAt ?? '—'}</dd>
        </dl>
      )}
      <Link to={LIST} className={styles.back}>
        返回我的星钻
      </Link>
    </div>
  );
}

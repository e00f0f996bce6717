/**
 * /Personalcenter/Personal_Myintegral (spec 2.8): the member's points — balance card
 * (1 积分 = ¥0.01 at checkout), what expires within 30 days, and the ledger by tab
 * (全部 / 获得 / 使用 / 过期) in pages of 10, newest first.
 */
import { Link } from 'react-router';
import { POINTS_EXPIRING_DAYS, POINTS_TYPE_LABELS, POINTS_TYPES, type PointsType } from '@shop/contracts/points';
import type { Route } from './+types/my-points';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { loadPoints } from './points.server';
import parts from '../../../styles/personal-parts.module.css';
import styles from './points.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPoints(request, context);
}

const PATH = '/Personalcenter/Personal_Myintegral';
const hrefOf = (type: PointsType, page = 1) => {
  const q = new URLSearchParams();
  if (type !== 'all') q.set('type', type);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

export default function MyPoints({ loaderData }: Route.ComponentProps) {
  const { type, summary, page } = loaderData;
  return (
    <div className={styles.page} data-testid="points-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '我的积分', path: PATH },
        ]}
      />
      <h1 className={styles.title}>我的积分</h1>

      <section className={parts.balance} aria-label="积分概况">
        <div className={parts.balanceMain}>
          <span className={parts.balanceNote}>可用积分</span>
          <strong className={parts.balanceValue} data-testid="points-available">
            {summary.available}
          </strong>
          <span className={parts.balanceNote}>1 积分 = ¥0.01，下单时可抵扣 {formatYuan(Math.max(0, summary.available))}</span>
        </div>
        <dl className={parts.balanceStats}>
          <div>
            <dt>{POINTS_EXPIRING_DAYS} 天内将过期</dt>
            <dd data-testid="points-expiring">{summary.expiringSoon}</dd>
          </div>
          <div>
            <dt>累计获得</dt>
            <dd>{summary.earnedTotal}</dd>
          </div>
          <div>
            <dt>累计使用</dt>
            <dd>{summary.spentTotal}</dd>
          </div>
        </dl>
        <Link to="/" className={`btn btn-primary ${parts.balanceAction}`}>
          去购物
        </Link>
      </section>

      <nav className={styles.tabs} aria-label="积分明细类型">
        {POINTS_TYPES.map((t) => (
          <Link key={t} to={hrefOf(t)} className={styles.tab} aria-current={t === type ? 'page' : undefined} data-testid={`points-tab-${t}`}>
            {POINTS_TYPE_LABELS[t]}
          </Link>
        ))}
      </nav>

      {page.list.length === 0 ? (
        <section className={parts.empty} data-testid="points-empty">
          <p>{type === 'all' ? '暂无积分记录' : `暂无${POINTS_TYPE_LABELS[type]}记录`}</p>
        </section>
      ) : (
        <ul className={parts.list} data-testid="points-list">
          {page.list.map((e) => (
            <li key={e.id} className={parts.ledgerRow} data-testid="points-entry">
              <div className={parts.ledgerMain}>
                <span className={parts.ledgerTitle}>{e.title}</span>
                {e.orderNo && /^\d{18}$/.test(e.orderNo) ? (
                  <Link to={`/Personalcenter/orderDeatil/${e.orderNo}`} className={styles.orderNo}>
                    订单号 {e.orderNo}
                  </Link>
                ) : e.orderNo ? (
                  <span className={styles.orderNo}>订单号 {e.orderNo}</span>
                ) : null}
                <time className={styles.at}>{e.at}</time>
              </div>
              <span className={e.delta >= 0 ? parts.ledgerPlus : parts.ledgerMinus}>{e.delta >= 0 ? `+${e.delta}` : e.delta}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => hrefOf(type, p)} />
    </div>
  );
}

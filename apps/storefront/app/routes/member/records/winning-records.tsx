/**
 * /Personalcenter/Personal_Winning_record (spec 2.8): the member's draws of the post-payment
 * lottery — prize, order, time — newest first, in pages of 10.
 */
import { Link } from 'react-router';
import type { WinningPage } from '@shop/contracts/inbox';
import type { Route } from './+types/winning-records';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { memberLoad, pageOf } from './inbox.server';
import styles from './inbox-pages.module.css';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const pageNo = pageOf(request);
  return memberLoad(request, context, (api) => api.get(inboxEndpoints.winningRecords, { body: { pageNo, pageSize: 10 } }));
}

const PATH = '/Personalcenter/Personal_Winning_record';

export default function WinningRecords({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className={styles.page} data-testid="winning-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '中奖记录', path: PATH },
        ]}
      />
      <h1 className={styles.title}>中奖记录</h1>
      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="winning-empty">
          <p>暂无中奖记录</p>
          <p className={styles.muted}>订单支付成功后可参与抽奖，奖品为积分。</p>
        </section>
      ) : (
        <ul className={styles.list} data-testid="winning-list">
          {page.list.map((r) => (
            <li key={r.orderNo + r.drawnAt} className={styles.row} data-testid="winning-item">
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{r.title}</span>
                <span className={styles.muted}>
                  订单号 <Link to={`/Personalcenter/orderDeatil/${r.orderNo}`}>{r.orderNo}</Link> · {r.drawnAt}
                </span>
              </div>
              {r.won ? <span className={styles.plus}>+{r.points} 积分</span> : <span className={styles.muted}>未中奖</span>}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
    </div>
  );
}

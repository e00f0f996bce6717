/**
 * /Personalcenter/Personalcenter_order/:code? (spec 2.8): the member's orders of the last
 * 180 days by status tab (code = the tab), with counts, pages of 10 and an empty state.
 * /Personalcenter/historyorder/:code? is the same page over the orders placed before that.
 */
import { Link } from 'react-router';
import { ORDER_TAB_LABELS, ORDER_TABS, HISTORY_AFTER_DAYS } from '@shop/contracts/order';
import type { Route } from './+types/order-list';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { loadOrderList } from './orders.server';
import { OrderCard } from './OrderCard';
import { orderListPath } from './order-format';
import styles from './orders.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderList(request, context, params.code);
}

export default function OrderList({ loaderData }: Route.ComponentProps) {
  const { history, tab, counts, page, loadedAt } = loaderData;
  const base = history ? '/Personalcenter/historyorder' : orderListPath(tab);
  const title = history ? '历史订单' : '我的订单';
  return (
    <div className={styles.page} data-testid="order-list-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: title, path: base },
        ]}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {history ? (
          <Link to={orderListPath()} className={styles.switchLink}>
            返回我的订单
          </Link>
        ) : (
          <Link to="/Personalcenter/historyorder" className={styles.switchLink}>
            查看{HISTORY_AFTER_DAYS}天前的历史订单
          </Link>
        )}
      </div>

      {history ? (
        <p className={styles.hint}>这里是 {HISTORY_AFTER_DAYS} 天前下单的订单。</p>
      ) : (
        <nav className={styles.tabs} aria-label="订单状态">
          {ORDER_TABS.map((t) => (
            <Link key={t} to={orderListPath(t)} className={styles.tab} aria-current={t === tab ? 'page' : undefined} data-testid={`order-tab-${t}`}>
              {ORDER_TAB_LABELS[t]}
              {counts && t !== 'all' && counts[t] > 0 ? <span className={styles.tabCount}>{counts[t] > 99 ? '99+' : counts[t]}</span> : null}
            </Link>
          ))}
        </nav>
      )}

      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="order-empty">
          <p>{history ? '没有历史订单' : tab === 'all' ? '您还没有订单' : `暂无${ORDER_TAB_LABELS[tab]}的订单`}</p>
          <Link to="/" className="btn btn-primary">
            去逛逛
          </Link>
        </section>
      ) : (
        <div className={styles.cards}>
          {page.list.map((o) => (
            <OrderCard key={o.orderNo} order={o} history={history} loadedAt={loadedAt} />
          ))}
        </div>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => (p === 1 ? base : `${base}?page=${p}`)} />
    </div>
  );
}

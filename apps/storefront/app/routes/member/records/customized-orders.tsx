/**
 * /Personalcenter/Personal_Customized (spec 2.8): the member's orders with bespoke (定制)
 * products, each with the choices recorded on the line (panels, colours, …) and a link to
 * the order detail.
 */
import { Link } from 'react-router';
import type { CustomizedPage } from '@shop/contracts/inbox';
import type { Route } from './+types/customized-orders';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { memberLoad, pageOf } from './inbox.server';
import styles from './inbox-pages.module.css';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const pageNo = pageOf(request);
  return memberLoad(request, context, (api) => api.get(inboxEndpoints.customizedOrders, { body: { pageNo, pageSize: 10 } }));
}

const PATH = '/Personalcenter/Personal_Customized';

export default function CustomizedOrders({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className={styles.page} data-testid="customized-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '定制订单', path: PATH },
        ]}
      />
      <h1 className={styles.title}>定制订单</h1>
      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="customized-empty">
          <p>暂无定制订单</p>
          <Link to="/" className="btn btn-primary">
            去看看定制家电
          </Link>
        </section>
      ) : (
        <ul className={styles.cards} data-testid="customized-list">
          {page.list.map((o) => (
            <li key={o.orderNo} className={styles.card} data-testid="customized-order">
              <div className={styles.cardHead}>
                <span>订单号 {o.orderNo}</span>
                <span className={styles.tag}>{o.statusTitle}</span>
              </div>
              <ul className={styles.lines}>
                {o.lines.map((l) => (
                  <li key={l.skuCd}>
                    <strong>{l.skuNm}</strong> × {l.qty}
                    {l.choices.length > 0 ? (
                      <div className={styles.muted}>
                        {l.choices.map((c) => (
                          <span key={c.name}>
                            {c.name}：{c.value}　
                          </span>
                        ))}
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div className={styles.cardHead}>
                <span className={styles.muted}>{o.createdAt}</span>
                <span className={styles.amount}>{formatYuan(o.payableAmt)}</span>
              </div>
              <Link to={o.detailUrl} className="btn">
                查看订单
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
    </div>
  );
}

/**
 * /Personalcenter/Personal_Business/:code? (spec 2.8): with a code, one enterprise purchase
 * request of the member (another member's or an unknown code shows the 404 page); without,
 * all of the member's requests in pages of 10.
 */
import { Link } from 'react-router';
import type { EntBuyPage, EntBuyRequest } from '@shop/contracts/inbox';
import type { Route } from './+types/business';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { memberLoad, pageOf } from './inbox.server';
import { EntBuyList } from './EntBuyList';
import styles from './inbox-pages.module.css';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';

export const meta = routeMeta;

type LoaderData = { kind: 'detail'; request: EntBuyRequest } | { kind: 'list'; page: EntBuyPage };

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<LoaderData> {
  const code = params.code;
  if (code)
    return memberLoad(request, context, async (api) => ({
      kind: 'detail',
      request: await api.get(inboxEndpoints.entBuyDetail, { params: { code } }),
    }));
  const pageNo = pageOf(request);
  return memberLoad(request, context, async (api) => ({ kind: 'list', page: await api.get(inboxEndpoints.entBuyList, { body: { pageNo, pageSize: 10 } }) }));
}

const PATH = '/Personalcenter/Personal_Business';
const ENT = '/Personalcenter/Personal_enterpriseBuy';

export default function Business({ loaderData }: Route.ComponentProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '个人中心', path: '/Personalcenter' },
    { name: '企业购', path: ENT },
    { name: '采购申请', path: PATH },
  ];
  if (loaderData.kind === 'list') {
    const { page } = loaderData;
    return (
      <div className={styles.page} data-testid="business-page">
        <Breadcrumbs crumbs={crumbs} />
        <div className={styles.titleRow}>
          <h1 className={styles.title}>我的采购申请</h1>
          <Link to={ENT} className="btn btn-primary">
            新建申请
          </Link>
        </div>
        <EntBuyList list={page.list} />
        <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
      </div>
    );
  }
  const r = loaderData.request;
  return (
    <div className={styles.page} data-testid="business-detail-page">
      <Breadcrumbs crumbs={[...crumbs, { name: r.code, path: `${PATH}/${r.code}` }]} />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>采购申请详情</h1>
        <span className={styles.tagAccent} data-testid="business-status">
          {r.statusTitle}
        </span>
      </div>
      <section className={styles.panel}>
        <dl className={styles.facts}>
          <div>
            <dt>申请编号</dt>
            <dd data-testid="business-code">{r.code}</dd>
          </div>
          <div>
            <dt>企业名称</dt>
            <dd data-testid="business-company">{r.company}</dd>
          </div>
          <div>
            <dt>联系人</dt>
            <dd>{r.contact}</dd>
          </div>
          <div>
            <dt>手机号码</dt>
            <dd>{r.mobileMasked}</dd>
          </div>
          {r.email ? (
            <div>
              <dt>邮箱</dt>
              <dd>{r.email}</dd>
            </div>
          ) : null}
          <div>
            <dt>预算</dt>
            <dd>{r.budget === null ? '未填写' : formatYuan(r.budget)}</dd>
          </div>
          <div>
            <dt>发票需求</dt>
            <dd>{r.invoiceTitle}</dd>
          </div>
          {r.taxNo ? (
            <div>
              <dt>纳税人识别号</dt>
              <dd>{r.taxNo}</dd>
            </div>
          ) : null}
          <div>
            <dt>提交时间</dt>
            <dd>{r.createdAt}</dd>
          </div>
        </dl>
        <h2 className={styles.sectionTitle}>采购商品（共 {r.totalQty} 件）</h2>
        <ul className={styles.list} data-testid="business-items">
          {r.items.map((i, n) => (
            <li key={n} className={styles.row}>
              <span>{i.name}</span>
              <span className={styles.amount}>× {i.qty}</span>
            </li>
          ))}
        </ul>
        {r.remark ? <p className={styles.body}>备注：{r.remark}</p> : null}
        {r.quote ? (
          <section className={styles.panel} data-testid="business-quote" aria-label="报价">
            <h2 className={styles.sectionTitle}>报价</h2>
            <p className={styles.amount}>{formatYuan(r.quote.amount)}</p>
            {r.quote.note ? <p className={styles.body}>{r.quote.note}</p> : null}
            <p className={styles.muted}>报价时间：{r.quote.quotedAt}</p>
          </section>
        ) : null}
        <Link to={PATH} className="btn" style={{ justifySelf: 'start' }}>
          返回申请列表
        </Link>
      </section>
    </div>
  );
}

/**
 * /Personalcenter/Personal_AfterSales (spec 2.8): the member's after-sales requests by status
 * tab (全部 / 处理中 / 已完成 / 已关闭), each leading to its details, and the delivered orders
 * still within the 15-day exchange window with 申请退货 (inside the 7-day return window only)
 * and 申请换货 (issue #17).
 */
import { Link } from 'react-router';
import { AFTER_SALES_TAB_TITLES, AFTER_SALES_TABS, EXCHANGE_WINDOW_DAYS, RETURN_WINDOW_DAYS, type AfterSalesTab } from '@shop/contracts/after-sales';
import type { Route } from './+types/after-sales-list';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { memberLoad, pageOf } from '../records/inbox.server';
import styles from '../records/inbox-pages.module.css';
import { afterSalesEndpoints } from '@shop/contracts/endpoint-refs/after-sales';
import type { OrderTryBuy } from '@shop/contracts/try-buy';
import { trialDaysLeftText, tryBuyDetailPath } from '../../try-buy/try-buy-view';
import { AFTER_RULES_PATH, AFTER_SALES_LIST_PATH as PATH, applyPath, detailPathOf } from './after-sales-view';

export const meta = routeMeta;

const tabOf = (v: string | null): AfterSalesTab => ((AFTER_SALES_TABS as readonly string[]).includes(v ?? '') ? (v as AfterSalesTab) : 'all');

export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = tabOf(new URL(request.url).searchParams.get('tab'));
  const pageNo = pageOf(request);
  return memberLoad(request, context, async (api) => {
    const [page, eligible] = await Promise.all([
      api.get(afterSalesEndpoints.afterSales, { body: { tab, pageNo, pageSize: 10 } }),
      api.get(afterSalesEndpoints.afterSalesEligible),
    ]);
    return { tab, page, eligible };
  });
}

const hrefOf = (tab: AfterSalesTab, page = 1) => {
  const q = new URLSearchParams();
  if (tab !== 'all') q.set('tab', tab);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

export default function AfterSalesList({ loaderData }: Route.ComponentProps) {
  const { tab, page, eligible } = loaderData;
  return (
    <div className={styles.page} data-testid="after-sales-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '售后服务', path: PATH },
        ]}
      />
      <h1 className={styles.title}>售后服务</h1>

      <h2 className={styles.sectionTitle}>可申请售后的订单</h2>
      <p className={styles.muted}>
        签收后 {RETURN_WINDOW_DAYS} 天内可无理由退货，{EXCHANGE_WINDOW_DAYS} 天内商品有质量问题可换货。 <Link to={AFTER_RULES_PATH}>查看售后规则</Link>
      </p>
      {eligible.orders.length === 0 ? (
        <section className={styles.empty} data-testid="after-sales-eligible-empty">
          <p>暂无可申请售后的订单</p>
        </section>
      ) : (
        <ul className={styles.cards} data-testid="after-sales-eligible">
          {eligible.orders.map((o) => (
            <li key={o.orderNo} className={styles.card}>
              <div className={styles.cardHead}>
                <Link to={`/Personalcenter/orderDeatil/${o.orderNo}`}>订单号 {o.orderNo}</Link>
                <span className={styles.muted}>
                  退货截止 {o.returnDeadline} · 换货截止 {o.deadline}
                </span>
              </div>
              <ul className={styles.lines}>
                {o.lines.map((l) => (
                  <li key={l.lineId}>
                    {l.skuNm} <span className={styles.muted}>{l.attrs}</span> × {l.qty}
                  </li>
                ))}
              </ul>
              {/* A try-buy order in its trial goes back whole through its own page (or is bought). */}
              {o.tryBuy && o.tryBuy.state !== 'converted' ? (
                <TrialActions orderNo={o.orderNo} trial={o.tryBuy} />
              ) : (
                <div className={styles.actions}>
                  {o.returnUrl ? (
                    <Link to={o.returnUrl} className="btn" data-testid="after-sales-apply-return">
                      申请退货
                    </Link>
                  ) : null}
                  <Link to={o.exchangeUrl} className="btn" data-testid="after-sales-apply-exchange">
                    申请换货
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2 className={styles.sectionTitle}>我的售后申请</h2>
      <nav className={styles.tabs} aria-label="售后状态">
        {AFTER_SALES_TABS.map((t) => (
          <Link key={t} to={hrefOf(t)} className={styles.tab} aria-current={t === tab ? 'page' : undefined} data-testid={`after-sales-tab-${t}`}>
            {AFTER_SALES_TAB_TITLES[t]}
            {page.tabCounts[t] > 0 ? ` (${page.tabCounts[t]})` : ''}
          </Link>
        ))}
      </nav>
      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="after-sales-empty">
          <p>暂无售后申请</p>
        </section>
      ) : (
        <ul className={styles.list} data-testid="after-sales-list">
          {page.list.map((r) => (
            <li key={r.reqNo} className={styles.row} data-testid="after-sales-item" data-reqno={r.reqNo}>
              <div className={styles.rowMain}>
                <Link to={detailPathOf(r)} className={styles.rowTitle}>
                  <span className={styles.tagAccent}>{r.typeTitle}</span>
                  {r.lines.map((l) => l.skuNm).join('、')} 共 {r.qty} 件
                </Link>
                <span className={styles.muted}>
                  售后单号 {r.reqNo} · 订单号 {r.orderNo} · {r.createdAt}
                </span>
                <span className={styles.muted}>原因：{r.reasonTitle}</span>
              </div>
              <div className={styles.rowMain} style={{ flex: 'none', alignItems: 'flex-end' }}>
                <span className={styles.tag} data-testid="after-sales-item-status">
                  {r.statusTitle}
                </span>
                {r.type !== 'exchange' ? <span className={styles.amount}>退款 {formatYuan(r.refundAmt)}</span> : null}
                <Link to={detailPathOf(r)} className={styles.muted}>
                  查看详情
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => hrefOf(tab, p)} />
    </div>
  );
}

/** A try-buy order's way back: 申请退还 while its trial runs, else where it stands. */
function TrialActions({ orderNo, trial }: { orderNo: string; trial: OrderTryBuy }) {
  return (
    <div className={styles.actions} data-testid="after-sales-trial">
      <span className={styles.tagAccent}>先试后买</span>
      <span className={styles.muted} data-testid="after-sales-trial-state">
        {trial.state === 'trying' && trial.daysLeft !== null ? trialDaysLeftText(trial.daysLeft) : trial.stateTitle}
        {trial.endsAt ? ` · 试用截止 ${trial.endsAt}` : ''}
      </span>
      {trial.canReturn ? (
        <Link to={applyPath('trybuy_return', orderNo)} className="btn" data-testid="after-sales-apply-trybuy">
          申请退还
        </Link>
      ) : trial.returnReqNo ? (
        <Link to={tryBuyDetailPath(trial.returnReqNo)} className="btn">
          查看退还进度
        </Link>
      ) : trial.returnRefusal ? (
        <span className={styles.muted}>{trial.returnRefusal}</span>
      ) : null}
    </div>
  );
}

/**
 * /Personalcenter/Personalcenter_Evaluate/:code? (我的评价, spec 2.8): the member's order lines
 * that were delivered (or completed) — 待评价 with 去评价, and 已评价 with the review written.
 * :code is the tab: `pending` (default) or `done`.
 */
import { Link } from 'react-router';
import { REVIEW_LINE_TAB_LABELS, REVIEW_LINE_TABS, type ReviewLine, type ReviewLineTab } from '@shop/contracts/reviews';
import type { Route } from './+types/to-review';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { loadReviewLines } from './reviews.server';
import styles from './reviews.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReviewLines(request, context, params.code);
}

const PATH = '/Personalcenter/Personalcenter_Evaluate';
const hrefOf = (tab: ReviewLineTab, page = 1) => `${tab === 'pending' ? PATH : `${PATH}/done`}${page > 1 ? `?page=${page}` : ''}`;

export default function ToReview({ loaderData }: Route.ComponentProps) {
  const { tab, page } = loaderData;
  return (
    <div className={styles.page} data-testid="evaluate-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter/Personal_homepage' },
          { name: '我的评价', path: PATH },
        ]}
      />
      <h1 className={styles.title}>我的评价</h1>
      <nav className={styles.tabs} aria-label="评价状态">
        {REVIEW_LINE_TABS.map((t) => (
          <Link key={t} to={hrefOf(t)} className={styles.tab} aria-current={t === tab ? 'page' : undefined} data-testid={`evaluate-tab-${t}`}>
            {REVIEW_LINE_TAB_LABELS[t]}（{page.counts[t]}）
          </Link>
        ))}
      </nav>
      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="evaluate-empty">
          <p>{tab === 'pending' ? '暂无待评价的商品，订单签收后可在这里评价' : '您还没有评价过商品'}</p>
        </section>
      ) : (
        <ul className={styles.list}>
          {page.list.map((l) => (
            <LineCard key={l.lineId} line={l} />
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => hrefOf(tab, p)} />
    </div>
  );
}

export function Stars({ value }: { value: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${value} 星（满分 5 星）`}>
      {'★'.repeat(value)}
      <span style={{ color: 'var(--color-line)' }}>{'★'.repeat(5 - value)}</span>
    </span>
  );
}

function LineCard({ line }: { line: ReviewLine }) {
  const attrs = line.attrs.map((a) => a.value).join(' ');
  return (
    <li className={styles.card} data-testid="evaluate-line" data-line={line.lineId} data-reviewed={line.reviewed}>
      <img src={line.image} alt={line.name} className={styles.thumb} loading="lazy" />
      <div className={styles.info}>
        <Link to={`/product/${encodeURIComponent(line.spuCd)}/${encodeURIComponent(line.skuCd)}`} className={styles.name}>
          {line.name}
        </Link>
        {attrs ? <span className={styles.muted}>{attrs}</span> : null}
        <span className={styles.muted}>
          订单号 {line.ordNo}
          {line.deliveredAt ? ` · 签收于 ${line.deliveredAt.slice(0, 10)}` : ''}
        </span>
        {line.review ? (
          <>
            <Stars value={line.review.star} />
            <p className={styles.content} data-testid="evaluate-content">
              {line.review.content}
            </p>
            {line.review.images.length > 0 ? (
              <div className={styles.pics}>
                {line.review.images.map((src, i) => (
                  <img key={src} src={src} alt={`评价图片 ${i + 1}`} loading="lazy" />
                ))}
              </div>
            ) : null}
            <span className={styles.muted}>
              {line.review.createdAt}
              {line.review.anonymous ? ' · 匿名评价' : ''}
            </span>
          </>
        ) : null}
      </div>
      {line.reviewed ? (
        <span className="btn" aria-disabled="true" data-testid="evaluate-done">
          已评价
        </span>
      ) : (
        <Link to={`/Personalcenter/releaseEvaluated/${line.ordNo}/${line.lineId}`} className="btn btn-primary" data-testid="evaluate-write">
          去评价
        </Link>
      )}
    </li>
  );
}

/**
 * 用户评价 of the product page (issue #4, item 9): star summary, filters (全部 / 有图 / 好评 /
 * 中评 / 差评 / per SKU), the order (推荐排序 by default — pictures and 有用 votes first — or
 * 最新; issue #14), the list with pictures and 有用 votes, paging (pages on wide screens,
 * 加载更多 on phones). It sits below the fold, so it loads in the browser when it scrolls
 * near — never in the page's critical path.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { browserCaller } from '../../../lib/api-call';
import {
  fetchOverview,
  fetchReviews,
  GRADES,
  PAGE_SIZE,
  reviewDate,
  SORTS,
  upVote,
  type Review,
  type ReviewFilter,
  type ReviewSort,
  type ReviewSummary,
  type SkuCount,
} from './reviews-data';
import { Stars } from './Stars';
import { ReviewLightbox } from './ReviewLightbox';
import { ReviewPager } from './ReviewPager';
import styles from './reviews.module.css';

export interface ReviewsSectionProps {
  spuCode: string;
  skus: { skuCd: string; skuNm: string }[];
  totalStar: number;
  commentCount: number;
}

/** Start loading this far before the section enters the viewport. */
const NEAR_MARGIN = '600px 0px';
const PHONE_QUERY = '(max-width: 767px)';

type ListState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: Review[];
  total: number;
  pageNo: number;
  message?: string;
};

export function ReviewsSection({ spuCode, skus, totalStar, commentCount }: ReviewsSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const [near, setNear] = useState(false);
  const [summary, setSummary] = useState<ReviewSummary | null>(null);
  const [skuCounts, setSkuCounts] = useState<SkuCount[]>([]);
  const [filter, setFilter] = useState<ReviewFilter>({ kind: 'all' });
  const [sort, setSort] = useState<ReviewSort>('recommended');
  const [state, setState] = useState<ListState>({
    status: 'idle',
    list: [],
    total: commentCount,
    pageNo: 1,
  });
  const [phone, setPhone] = useState(false);
  const [lightbox, setLightbox] = useState<{
    images: string[];
    index: number;
  } | null>(null);
  const request = useRef(0);

  useEffect(() => {
    const mq = window.matchMedia(PHONE_QUERY);
    setPhone(mq.matches);
    const on = () => setPhone(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);

  // Wait until the section is near the viewport; without IntersectionObserver load at once.
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  // First load: summary + first page + the SKU counts, in one round.
  useEffect(() => {
    if (!near) return;
    const id = ++request.current;
    setState((s) => ({ ...s, status: 'loading' }));
    setFilter({ kind: 'all' });
    setSort('recommended');
    fetchOverview(browserCaller, spuCode)
      .then(({ summary: sum, first, skus: counts }) => {
        if (id !== request.current) return;
        setSummary(sum);
        setSkuCounts(counts);
        setState({
          status: 'ready',
          list: first.list,
          total: first.total,
          pageNo: 1,
        });
      })
      .catch(
        (e: unknown) =>
          id === request.current &&
          setState((s) => ({
            ...s,
            status: 'error',
            message: e instanceof ApiError ? e.displayMessage : '评价加载失败',
          })),
      );
  }, [near, spuCode]);

  const load = useCallback(
    (f: ReviewFilter, pageNo: number, append: boolean, order: ReviewSort) => {
      const id = ++request.current;
      setState((s) => ({ ...s, status: 'loading' }));
      fetchReviews(browserCaller, spuCode, f, pageNo, order)
        .then((p) => {
          if (id !== request.current) return;
          setState((s) => ({
            status: 'ready',
            list: append ? [...s.list, ...p.list] : p.list,
            total: p.total,
            pageNo: p.pageNo,
          }));
        })
        .catch(
          (e: unknown) =>
            id === request.current &&
            setState((s) => ({
              ...s,
              status: 'error',
              message: e instanceof ApiError ? e.displayMessage : '评价加载失败',
            })),
        );
    },
    [spuCode],
  );

  const choose = (f: ReviewFilter) => {
    setFilter(f);
    load(f, 1, false, sort);
  };
  const order = (next: ReviewSort) => {
    if (next === sort) return;
    setSort(next);
    load(filter, 1, false, next);
  };
  const goPage = (p: number) => {
    load(filter, p, false, sort);
    ref.current?.querySelector<HTMLElement>('[data-review-list]')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const vote = async (r: Review) => {
    try {
      const upVotes = await upVote(browserCaller, r.id);
      setState((s) => ({
        ...s,
        list: s.list.map((x) => (x.id === r.id ? { ...x, upVotes, votedByMe: true } : x)),
      }));
    } catch (e) {
      // The client has already said why (toast, or off to login); a duplicate keeps the count.
      if (e instanceof ApiError && e.code === 'ERR_LIKE_DUPLICATE')
        setState((s) => ({
          ...s,
          list: s.list.map((x) => (x.id === r.id ? { ...x, votedByMe: true } : x)),
        }));
    }
  };

  const star = summary?.totalStar ?? totalStar;
  const total = summary?.total ?? commentCount;
  const skuName = (code: string, fallback: string) => fallback || skus.find((s) => s.skuCd === code)?.skuNm || code;
  const isOn = (f: ReviewFilter) => f.kind === filter.kind && (f.kind !== 'sku' || (filter.kind === 'sku' && filter.skuCd === f.skuCd));
  const gradeCount = (stars: readonly (1 | 2 | 3 | 4 | 5)[]) => (summary ? stars.reduce((n, k) => n + summary.stars[k], 0) : 0);
  const lastPage = Math.max(1, Math.ceil(state.total / PAGE_SIZE));

  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId} data-testid="reviews" data-state={state.status} data-sort={sort}>
      <h2 id={headingId} className={styles.heading}>
        用户评价 <span className={styles.headingCount}>({total})</span>
      </h2>

      <div className={styles.summary} data-testid="reviews-summary">
        <div className={styles.score}>
          <span className={styles.scoreValue} data-testid="reviews-average">
            {star.toFixed(1)}
          </span>
          <Stars value={star} size="lg" />
          <span className={styles.scoreMeta}>共 {total} 条评价</span>
        </div>
        {summary ? (
          <>
            <p className={styles.goodRate}>
              好评率 <strong data-testid="reviews-good-rate">{Math.round(summary.goodRate)}%</strong>
            </p>
            <ul className={styles.bars} aria-label="各星级评价数">
              {([5, 4, 3, 2, 1] as const).map((k) => {
                const c = summary.stars[k];
                return (
                  <li key={k} className={styles.bar}>
                    <span className={styles.barLabel}>{k} 星</span>
                    <span className={styles.barTrack} aria-hidden="true">
                      <span
                        className={styles.barFill}
                        style={{
                          width: `${summary.total ? (c / summary.total) * 100 : 0}%`,
                        }}
                      />
                    </span>
                    <span className={styles.barCount}>{c} 条</span>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>

      {total === 0 && state.status === 'ready' ? (
        <p className={styles.empty}>暂无评价，购买后来分享你的使用感受吧。</p>
      ) : (
        <>
          <div className={styles.filters} role="group" aria-label="筛选评价">
            <FilterChip on={isOn({ kind: 'all' })} onClick={() => choose({ kind: 'all' })} testId="reviews-filter-all">
              全部 ({total})
            </FilterChip>
            <FilterChip on={isOn({ kind: 'pictures' })} onClick={() => choose({ kind: 'pictures' })} testId="reviews-filter-pictures">
              有图 ({summary?.withPictures ?? 0})
            </FilterChip>
            {GRADES.map((g) => {
              const n = gradeCount(g.stars);
              // A grade nobody gave is not offered (an empty list helps no one).
              return n > 0 || isOn({ kind: g.kind }) ? (
                <FilterChip key={g.kind} on={isOn({ kind: g.kind })} onClick={() => choose({ kind: g.kind })} testId={`reviews-filter-${g.kind}`}>
                  {g.label} ({n})
                </FilterChip>
              ) : null;
            })}
            {skuCounts.map((k) => (
              <FilterChip
                key={k.skuCd}
                on={isOn({ kind: 'sku', skuCd: k.skuCd })}
                onClick={() => choose({ kind: 'sku', skuCd: k.skuCd })}
                testId="reviews-filter-sku"
                sku={k.skuCd}
              >
                {skuName(k.skuCd, k.skuNm)} ({k.count})
              </FilterChip>
            ))}
          </div>

          <div className={styles.sorts} role="group" aria-label="评价排序" data-testid="reviews-sort">
            {SORTS.map((o) => (
              <button
                key={o.sort}
                type="button"
                className={styles.sort}
                aria-pressed={sort === o.sort}
                onClick={() => order(o.sort)}
                data-testid={`reviews-sort-${o.sort}`}
              >
                {o.label}
              </button>
            ))}
          </div>

          {state.status === 'error' ? (
            <p className={styles.empty} role="alert">
              {state.message}
              <button type="button" className={styles.retry} onClick={() => load(filter, state.pageNo, false, sort)}>
                重试
              </button>
            </p>
          ) : null}
          {state.status === 'idle' || (state.status === 'loading' && state.list.length === 0) ? (
            <p className={styles.empty} role="status">
              评价加载中…
            </p>
          ) : null}
          {state.status === 'ready' && state.list.length === 0 ? (
            <p className={styles.empty} role="status">
              暂无符合条件的评价
            </p>
          ) : null}

          <ol className={styles.list} data-review-list aria-busy={state.status === 'loading'} data-testid="reviews-list">
            {state.list.map((r) => (
              <li
                key={r.id}
                className={styles.item}
                data-testid="review"
                data-id={r.id}
                data-sku={r.skuCd}
                data-pictures={r.images.length}
                data-star={r.star}
                data-created={r.createdAt}
              >
                <div className={styles.itemHead}>
                  <span className={styles.nick}>{r.nickname}</span>
                  <Stars value={r.star} />
                  <time className={styles.date} dateTime={reviewDate(r.createdAt)}>
                    {reviewDate(r.createdAt)}
                  </time>
                </div>
                {r.skuCd || r.skuNm ? <p className={styles.sku}>{skuName(r.skuCd, r.skuNm)}</p> : null}
                <p className={styles.content}>{r.content}</p>
                {r.images.length > 0 ? (
                  <ul className={styles.thumbs} aria-label="评价图片">
                    {r.images.map((src, i) => (
                      <li key={`${src}-${i}`}>
                        <button
                          type="button"
                          className={styles.thumb}
                          onClick={() => setLightbox({ images: r.images, index: i })}
                          aria-label={`查看评价图片 ${i + 1}/${r.images.length}`}
                          data-testid="review-thumb"
                        >
                          <img src={src} alt="" width={72} height={72} loading="lazy" />
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className={styles.itemFoot}>
                  <button type="button" className={styles.vote} aria-pressed={r.votedByMe} onClick={() => vote(r)} data-testid="review-upvote">
                    <ThumbIcon />
                    {`有用 (`}
                    <span data-testid="review-upvotes">{r.upVotes}</span>
                    {`)`}
                  </button>
                </div>
              </li>
            ))}
          </ol>

          {state.status !== 'error' && state.list.length > 0 ? (
            phone ? (
              state.list.length < state.total ? (
                <button
                  type="button"
                  className={`btn ${styles.more}`}
                  onClick={() => load(filter, state.pageNo + 1, true, sort)}
                  disabled={state.status === 'loading'}
                  data-testid="reviews-more"
                >
                  {state.status === 'loading' ? '加载中…' : '加载更多'}
                </button>
              ) : null
            ) : (
              <ReviewPager page={state.pageNo} last={lastPage} onPage={goPage} busy={state.status === 'loading'} />
            )
          ) : null}
        </>
      )}
      <ReviewLightbox
        images={lightbox?.images ?? []}
        index={lightbox?.index ?? null}
        onIndex={(index) => setLightbox((l) => (l ? { ...l, index } : l))}
        onClose={() => setLightbox(null)}
      />
    </section>
  );
}

function FilterChip({ on, onClick, children, testId, sku }: { on: boolean; onClick(): void; children: React.ReactNode; testId: string; sku?: string }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={on} onClick={onClick} data-testid={testId} data-sku={sku}>
      {children}
    </button>
  );
}

function ThumbIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.4l-1.6 8A2 2 0 0 1 18 21H7" />
    </svg>
  );
}

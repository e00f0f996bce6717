/**
 * /Personalcenter/Personal_stardrill (我的星钻, spec 2.8 / 7 memberStar): effective, pending
 * and settled star diamonds, what expires within 30 days, the ledger by tab (生效 / 待生效 /
 * 已结算) and the conversion of points to star diamonds (once per Beijing day) in a dialog
 * with the rules; the server's Chinese message is shown in the dialog when it refuses.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { STAR_CONVERT_POINTS, STAR_DETAIL_TYPES, STAR_STATE_LABELS, STAR_STATES, type ConvertResult, type StarState } from '@shop/contracts/stars';
import type { Route } from './+types/star-diamonds';
import { routeMeta } from '../../../lib/meta';
import { starsEndpoints } from '@shop/contracts/endpoint-refs/stars';
import { ApiError } from '../../../lib/api-client';
import { browserCaller } from '../../../lib/api-call';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { Dialog } from '../../../chrome/dialogs/Dialog';
import { loadStarDiamonds } from './stars.server';
import parts from '../../../styles/personal-parts.module.css';
import styles from './stars.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStarDiamonds(request, context);
}

const PATH = '/Personalcenter/Personal_stardrill';
const hrefOf = (state: StarState, page = 1) => {
  const q = new URLSearchParams();
  if (state !== 'effective') q.set('tab', state);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};
const typeSegment = (state: StarState) => Object.entries(STAR_DETAIL_TYPES).find(([, v]) => v === state)![0];

export default function StarDiamonds({ loaderData }: Route.ComponentProps) {
  const { state, summary, expiring, page } = loaderData;
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.page} data-testid="stars-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter/Personal_homepage' },
          { name: '我的星钻', path: PATH },
        ]}
      />
      <h1 className={styles.title}>我的星钻</h1>

      <section className={parts.balance} aria-label="星钻概况">
        <div className={parts.balanceMain}>
          <span className={parts.balanceNote}>生效星钻</span>
          <strong className={parts.balanceValue} data-testid="stars-effective">
            {summary.effective}
          </strong>
          <span className={parts.balanceNote}>
            可用积分 <span data-testid="stars-points">{summary.pointsAvailable}</span>，每 {summary.rate.points} 积分可兑换 {summary.rate.diamonds} 颗星钻
          </span>
        </div>
        <dl className={parts.balanceStats}>
          <div>
            <dt>待生效</dt>
            <dd data-testid="stars-pending">{summary.pending}</dd>
          </div>
          <div>
            <dt>已结算</dt>
            <dd>{summary.settled}</dd>
          </div>
          <div>
            <dt>{expiring.days} 天内到期</dt>
            <dd data-testid="stars-expiring">{expiring.amount}</dd>
          </div>
        </dl>
        <button type="button" className={`btn btn-primary ${parts.balanceAction}`} onClick={() => setOpen(true)} data-testid="stars-convert-open">
          积分兑换星钻
        </button>
      </section>
      {expiring.amount > 0 && expiring.earliestAt ? (
        <p className={styles.notice} data-testid="stars-expiring-notice">
          您有 {expiring.amount} 颗星钻将于 {expiring.earliestAt.slice(0, 10)} 起陆续到期，请尽快使用。
        </p>
      ) : null}
      {summary.convertedToday ? <p className={styles.notice}>今日已兑换，明天可再次兑换。</p> : null}

      <nav className={styles.tabs} aria-label="星钻状态">
        {STAR_STATES.map((s) => (
          <Link key={s} to={hrefOf(s)} className={styles.tab} aria-current={s === state ? 'page' : undefined} data-testid={`stars-tab-${s}`}>
            {STAR_STATE_LABELS[s]}
          </Link>
        ))}
      </nav>

      {page.list.length === 0 ? (
        <section className={parts.empty} data-testid="stars-empty">
          <p>暂无{STAR_STATE_LABELS[state]}的星钻记录</p>
        </section>
      ) : (
        <ul className={parts.list} data-testid="stars-list">
          {page.list.map((e) => (
            <li key={e.code}>
              <Link to={`/Personalcenter/Personal_drillDetail/${e.code}/${typeSegment(e.state)}`} className={parts.ledgerRow} data-testid="stars-entry">
                <span className={parts.ledgerMain}>
                  <span className={parts.ledgerTitle}>{e.title}</span>
                  <time className={styles.muted}>{e.createdAt}</time>
                  {e.expiresAt ? (
                    <span className={styles.muted}>有效期至 {e.expiresAt.slice(0, 10)}</span>
                  ) : (
                    <span className={styles.muted}>订单完成后生效</span>
                  )}
                </span>
                <span className={parts.ledgerPlus}>+{e.amount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => hrefOf(state, p)} />
      <ConvertDialog open={open} onClose={() => setOpen(false)} available={summary.pointsAvailable} maxPoints={summary.maxPoints} rules={summary.rules} />
    </div>
  );
}

function ConvertDialog({
  open,
  onClose,
  available,
  maxPoints,
  rules,
}: {
  open: boolean;
  onClose: () => void;
  available: number;
  maxPoints: number;
  rules: string[];
}) {
  const revalidator = useRevalidator();
  const [points, setPoints] = useState(String(STAR_CONVERT_POINTS));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const n = Number(points);
  const valid = Number.isInteger(n) && n >= STAR_CONVERT_POINTS && n <= maxPoints && n % STAR_CONVERT_POINTS === 0;

  async function submit() {
    if (!valid) {
      setError(`请输入 ${STAR_CONVERT_POINTS} 的整数倍，最多 ${maxPoints} 积分`);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const r = await browserCaller.get(starsEndpoints.convert, { body: { points: n } });
      showToast(`兑换成功，获得 ${r.entry.amount} 颗星钻`, 3_000);
      onClose();
      await revalidator.revalidate();
    } catch (err) {
      setError(err instanceof ApiError ? err.displayMessage : '兑换失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        setError('');
        onClose();
      }}
      title="积分兑换星钻"
      testId="stars-convert-dialog"
      size="md"
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            取消
          </button>
          <button type="button" className="btn btn-primary" onClick={submit} disabled={busy} data-testid="stars-convert-submit">
            {busy ? '兑换中…' : '确认兑换'}
          </button>
        </>
      }
    >
      <ul className={styles.rules}>
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <label className={styles.field}>
        <span>兑换积分（可用 {available}）</span>
        <input
          type="number"
          inputMode="numeric"
          min={STAR_CONVERT_POINTS}
          step={STAR_CONVERT_POINTS}
          max={maxPoints}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          data-testid="stars-convert-points"
        />
      </label>
      <p className={styles.hint}>{valid ? `将获得 ${n / STAR_CONVERT_POINTS} 颗星钻` : `请输入 ${STAR_CONVERT_POINTS} 的整数倍`}</p>
      {error ? (
        <p className={styles.error} role="alert" data-testid="stars-convert-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/**
 * /Personalcenter/Personal_StarCoin (我的星币, spec 1 "sign-in with star-coin points"): the
 * balance, this month's sign-in calendar (Beijing days), the 签到 button (disabled once signed
 * in today), the streak rules and the ledger.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { SignInResult } from '@shop/contracts/stars';
import type { Route } from './+types/star-coin';
import { routeMeta } from '../../../lib/meta';
import { starsEndpoints } from '@shop/contracts/endpoint-refs/stars';
import { browserCaller } from '../../../lib/api-call';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { loadStarCoin } from './stars.server';
import parts from '../../../styles/personal-parts.module.css';
import styles from './stars.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStarCoin(request, context);
}

const PATH = '/Personalcenter/Personal_StarCoin';
const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** Cells of a month (Monday first): nulls before the 1st. */
function monthCells(month: string): (number | null)[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first + 6) % 7;
  return [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
}
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

export default function StarCoin({ loaderData }: Route.ComponentProps) {
  const { info, history } = loaderData;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const signed = new Set(info.signedDays);
  const thisMonth = info.today.slice(0, 7);
  const todayDay = info.month === thisMonth ? Number(info.today.slice(8, 10)) : -1;

  async function signIn() {
    setBusy(true);
    try {
      const r = await browserCaller.get(starsEndpoints.coinSignIn);
      showToast(`签到成功，获得 ${r.reward} 星币`, 3_000);
      await revalidator.revalidate();
    } catch {
      // The generic failure handling already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page} data-testid="star-coin-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter/Personal_homepage' },
          { name: '我的星币', path: PATH },
        ]}
      />
      <h1 className={styles.title}>我的星币</h1>
      <section className={parts.balance} aria-label="星币概况">
        <div className={parts.balanceMain}>
          <span className={parts.balanceNote}>星币余额</span>
          <strong className={parts.balanceValue} data-testid="coin-balance">
            {info.balance}
          </strong>
          <span className={parts.balanceNote} data-testid="coin-streak">
            已连续签到 {info.streak} 天
          </span>
        </div>
        <button
          type="button"
          className={`btn btn-primary ${parts.balanceAction}`}
          onClick={signIn}
          disabled={info.signedToday || busy}
          data-testid="coin-sign-in"
        >
          {info.signedToday ? '今日已签到' : `签到 +${info.todayReward}`}
        </button>
      </section>

      <section className={styles.section} aria-labelledby="coin-calendar-title">
        <div className={styles.calendarHead}>
          <Link to={`${PATH}?month=${shiftMonth(info.month, -1)}`} aria-label="上个月">
            ‹ 上月
          </Link>
          <h2 id="coin-calendar-title" className={styles.sectionTitle}>
            {info.month.replace('-', ' 年 ')} 月签到
          </h2>
          {info.month < thisMonth ? (
            <Link to={`${PATH}?month=${shiftMonth(info.month, 1)}`} aria-label="下个月">
              下月 ›
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </div>
        <div className={styles.calendar} aria-hidden="true">
          {WEEKDAYS.map((w) => (
            <span key={w} className={styles.weekday}>
              {w}
            </span>
          ))}
        </div>
        <ol className={`${styles.calendar} ${styles.days}`} aria-label="签到日历" data-testid="coin-calendar">
          {monthCells(info.month).map((d, i) =>
            d === null ? (
              <li key={`x${i}`} aria-hidden="true" />
            ) : (
              <li
                key={d}
                className={styles.day}
                data-signed={signed.has(d)}
                data-today={d === todayDay}
                data-testid={d === todayDay ? 'coin-today' : undefined}
              >
                {d}
                {signed.has(d) ? (
                  <span className={styles.check}>
                    ✓<span className="visually-hidden">已签到</span>
                  </span>
                ) : null}
                {d === todayDay ? <span className="visually-hidden">（今天）</span> : null}
              </li>
            ),
          )}
        </ol>
        <ul className={styles.rules} style={{ marginTop: 'var(--space-4)' }}>
          {info.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="coin-history-title">
        <h2 id="coin-history-title" className={styles.sectionTitle}>
          星币明细
        </h2>
        {history.list.length === 0 ? (
          <div className={parts.empty} data-testid="coin-empty">
            <p>暂无星币记录，签到即可获得星币</p>
          </div>
        ) : (
          <ul className={parts.list} data-testid="coin-history">
            {history.list.map((e) => (
              <li key={e.id} className={parts.ledgerRow} data-testid="coin-entry">
                <span className={parts.ledgerMain}>
                  <span className={parts.ledgerTitle}>{e.title}</span>
                  <time className={styles.muted}>{e.at}</time>
                </span>
                <span className={e.delta >= 0 ? parts.ledgerPlus : parts.ledgerMinus}>{e.delta >= 0 ? `+${e.delta}` : e.delta}</span>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={history.pageNo} total={history.total} pageSize={history.pageSize} hrefFor={(p) => (p === 1 ? PATH : `${PATH}?page=${p}`)} />
      </section>
    </div>
  );
}

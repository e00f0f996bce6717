/**
 * /speedKill 限时秒杀: today's and tomorrow's flash-sale sessions (GET /api/act/seckill/sessions)
 * as tabs by start time (抢购中 / 即将开始), each with its products (SpeedKillCard.tsx). Windows
 * are decided on the server clock: the page re-renders when a session starts or a sale ends
 * (useClockPhase), only the countdown digits tick. 提醒我 on an upcoming product asks for an
 * inbox message at its start; a visitor signs in first and the reminder is set when they are
 * back here (resume-after-sign-in). Buying goes through the flash-sale page (/activityproduct).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionItem } from '@shop/contracts/flash-sale-sessions';
import { marketingEndpoints } from '@shop/contracts/endpoint-refs/marketing';
import type { Route } from './+types/speed-kill';
import { api, serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { signInThenResume, takePendingAction } from '../../lib/resume-after-sign-in';
import { signedInNow } from '../../lib/signed-in-user';
import { useClockPhase, useServerClockSource } from '../../lib/server-clock';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { cardState, SpeedKillCard } from './SpeedKillCard';
import styles from './speed-kill.module.css';

export const meta = routeMeta;

const PATH = '/speedKill';
const REMIND_ACTION = 'speedkill:remind';
const keyOf = (i: { actCd: string; skuCd: string }) => `${i.actCd}/${i.skuCd}`;

export async function loader({ context }: Route.LoaderArgs) {
  return serverCaller(context).get(marketingEndpoints.flashSaleSessions);
}

export default function SpeedKillPage({ loaderData }: Route.ComponentProps) {
  const { sessions, serverTimeMs } = loaderData;
  const navigate = useNavigate();
  const clock = useServerClockSource(serverTimeMs);
  // Re-rendered when a session starts or a product's sale ends, not every second.
  const now = useClockPhase(clock, (t) => sessions.map((s) => `${s.beginMs <= t ? 1 : 0}${s.items.map((i) => cardState(i, t)).join()}`).join('|'));
  const [chosen, setChosen] = useState<number | null>(null);
  const [reminded, setReminded] = useState<Set<string>>(() => new Set(sessions.flatMap((s) => s.items.filter((i) => i.reminded).map(keyOf))));
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const active = sessions.find((s) => s.beginMs === chosen) ?? sessions.find((s) => s.beginMs <= now) ?? sessions[0];

  async function remind(item: { actCd: string; skuCd: string }) {
    if (busy) return;
    setBusy(keyOf(item));
    setNotice(null);
    try {
      const r = await api.call(marketingEndpoints.flashSaleRemind, { body: { actCd: item.actCd, skuCd: item.skuCd } }, { inPlace: [400, 404] });
      if (r.ok) {
        setReminded((x) => new Set(x).add(keyOf(item)));
        setNotice({ text: '已设提醒，开抢时将通过消息中心通知您', error: false });
      } else if (!r.failure.handled) setNotice({ text: r.failure.displayMessage || '设置提醒失败，请稍后重试', error: true });
    } finally {
      setBusy(null);
    }
  }

  const onRemind = (item: SessionItem) => {
    const ask = { actCd: item.actCd, skuCd: item.skuCd };
    if (signedInNow()) return void remind(ask);
    void navigate(signInThenResume(REMIND_ACTION, JSON.stringify(ask), { path: PATH }));
  };

  // Back from signing in after 提醒我: the reminder is set.
  useEffect(() => {
    if (!signedInNow()) return;
    const resumed = takePendingAction(REMIND_ACTION, { path: PATH });
    if (!resumed?.payload) return;
    try {
      const ask = JSON.parse(resumed.payload) as { actCd: unknown; skuCd: unknown };
      if (typeof ask.actCd === 'string' && typeof ask.skuCd === 'string') void remind({ actCd: ask.actCd, skuCd: ask.skuCd });
    } catch {
      // A damaged note: the shopper is on the page and taps again.
    }
    // Once, when the page first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.page} data-testid="speedkill-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '限时秒杀', path: '' },
        ]}
      />
      <header className={styles.hero}>
        <h1 className={styles.title}>限时秒杀</h1>
        <p className={styles.lead}>每日精选好物限时特价，数量有限，先到先得。</p>
      </header>

      {!active ? (
        <section className={styles.empty} data-testid="speedkill-empty">
          <p>今日和明日暂无秒杀场次，敬请期待。</p>
          <Link to="/" className="btn btn-primary">
            去首页逛逛
          </Link>
        </section>
      ) : (
        <>
          <div className={styles.tabs} role="tablist" aria-label="秒杀场次">
            {sessions.map((s) => {
              const selected = s.beginMs === active.beginMs;
              const running = s.beginMs <= now;
              return (
                <button
                  key={s.beginMs}
                  type="button"
                  role="tab"
                  id={`sk-tab-${s.beginMs}`}
                  aria-selected={selected}
                  aria-controls="sk-panel"
                  tabIndex={selected ? 0 : -1}
                  className={`${styles.tab} ${selected ? styles.tabOn : ''}`}
                  onClick={() => setChosen(s.beginMs)}
                  data-testid="sk-tab"
                  data-begin={s.beginMs}
                  data-minute={Math.floor(s.beginMs / 60_000)}
                >
                  <span className={styles.tabTime}>{s.label}</span>
                  <span className={styles.tabState}>{running ? '抢购中' : '即将开始'}</span>
                </button>
              );
            })}
          </div>
          {notice ? (
            <p className={notice.error ? styles.refusal : styles.notice} role={notice.error ? 'alert' : 'status'} data-testid="sk-notice">
              {notice.text}
            </p>
          ) : null}
          <div id="sk-panel" role="tabpanel" aria-labelledby={`sk-tab-${active.beginMs}`} data-testid="sk-panel">
            <ul className={styles.list} aria-label={`${active.label} 场商品`}>
              {active.items.map((item) => (
                <SpeedKillCard
                  key={keyOf(item)}
                  item={item}
                  state={cardState(item, now)}
                  clock={clock}
                  reminded={reminded.has(keyOf(item))}
                  busy={busy === keyOf(item)}
                  onRemind={onRemind}
                />
              ))}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}

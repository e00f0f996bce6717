/**
 * What the console's work queues share (售后, 以旧换新): the filters held in the address (a filtered
 * queue can be linked to and survives a reload), the clock the ages count from, the state buttons
 * with each state's count, the table's pages, and a detail's timeline of who did what.
 */
import { Card, Empty, Radio, type TablePaginationConfig, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The time now, moving on each minute: the ages and time limits count from it. */
export function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** The queue's filters and page as the address holds them; `go` sets new ones (page 1 unless given), keeping the rest. */
export function useQueueAddress<F extends string>(filters: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(filters.map((f) => [f, params.get(f) || undefined])) as Record<F, string | undefined>;
  const page = Number(params.get('page')) || 1;
  const go = (next: Partial<Record<F | 'page', string | undefined>>) => {
    const merged: Record<string, string | undefined> = { ...filter, page: undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => Boolean(e[1]))));
  };
  return { filter, page, go };
}

/** The states as buttons with their counts, not tabs: many tabs overflow into a menu that is no tab (axe). */
export function StatusButtons({
  label,
  value,
  counts,
  states,
  onChange,
}: {
  label: string;
  value: string | undefined;
  counts: Record<string, number>;
  states: readonly (readonly [string, string])[];
  onChange: (status: string | undefined) => void;
}) {
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <div role="radiogroup" aria-label={label}>
      <Radio.Group
        optionType="button"
        value={value ?? 'all'}
        onChange={(e) => onChange(e.target.value === 'all' ? undefined : e.target.value)}
        style={{ marginBottom: 16, display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        options={[{ value: 'all', label: `全部（${all}）` }, ...states.map(([s, title]) => ({ value: s, label: `${title}（${counts[s] ?? 0}）` }))]}
      />
    </div>
  );
}

/** The table's pages, the page held in the address. */
export const queuePagination = (page: number, pageSize: number, total: number, go: (next: { page?: string }) => void): TablePaginationConfig => ({
  current: page,
  pageSize,
  total,
  showSizeChanger: false,
  showTotal: (n) => `共 ${n} 条`,
  onChange: (p) => go({ page: p > 1 ? String(p) : undefined }),
});

const ACTORS = { member: '会员', staff: '员工', system: '系统' } as const;

/** 处理记录: each step with its state, what happened, when (Beijing text or epoch ms) and who. */
export function TimelineCard({ entries }: { entries: readonly { statusTitle: string; text: string; at: string | number; actor: keyof typeof ACTORS }[] }) {
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>处理记录</h2>}>
      {entries.length ? (
        <Timeline
          items={entries.map((e) => ({
            children: (
              <>
                <div>
                  {e.statusTitle}：{e.text}
                </div>
                <Typography.Text type="secondary">
                  {typeof e.at === 'number' ? dayjs(e.at).format('YYYY-MM-DD HH:mm') : e.at} · {ACTORS[e.actor]}
                </Typography.Text>
              </>
            ),
          }))}
        />
      ) : (
        <Empty description="暂无记录" />
      )}
    </Card>
  );
}

/** The progress of a request: the steps bar (detail.steps) and the timeline, newest first (detail.timeline). */
import type { AfterSalesDetail } from '@shop/contracts/after-sales';
import { newestFirst } from './after-sales-view';
import own from './after-sales.module.css';
import { OrderTimeline } from '../../order/orders/OrderTimeline';

const STATE_WORDS = { done: '已完成', current: '进行中', todo: '未开始' } as const;

export function StepsBar({ steps, big = false }: { steps: AfterSalesDetail['steps']; big?: boolean }) {
  return (
    <ol className={`${own.steps} ${big ? own.big : ''}`} aria-label="售后进度" data-testid="after-sales-steps">
      {steps.map((s) => (
        <li key={s.key} className={own.step} data-state={s.state} aria-current={s.state === 'current' ? 'step' : undefined}>
          <span>{s.title}</span>
          <span className="visually-hidden">（{STATE_WORDS[s.state]}）</span>
        </li>
      ))}
    </ol>
  );
}

/** The timeline, newest first, drawn as the order's timeline is. */
export function Timeline({ entries }: { entries: AfterSalesDetail['timeline'] }) {
  const events = newestFirst(entries).map((e) => ({
    kind: 'status' as const,
    code: e.status,
    description: `【${e.statusTitle}】${e.text}`,
    location: null,
    at: e.at,
  }));
  return <OrderTimeline events={events} testId="after-sales-timeline" />;
}

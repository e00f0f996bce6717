/** A recycling order's timeline, newest first, drawn as an order's timeline is (the recovery detail and map pages). */
import type { RecycleDetail } from '@shop/contracts/inbox';
import { OrderTimeline } from '../../order/orders/OrderTimeline';
import styles from './inbox-pages.module.css';

export function RecoveryTimeline({ title, timeline, testId }: { title: string; timeline: RecycleDetail['timeline']; testId: string }) {
  return (
    <section className={styles.panel} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <OrderTimeline
        testId={testId}
        events={[...timeline]
          .reverse()
          .map((e, i) => ({ kind: 'status' as const, code: String(i), description: `【${e.statusTitle}】${e.text}`, location: null, at: e.at }))}
      />
    </section>
  );
}

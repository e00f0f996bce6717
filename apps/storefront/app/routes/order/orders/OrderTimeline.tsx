/** Events as a vertical timeline (status history oldest first, or tracking newest first). */
import type { OrderEvent } from '@shop/contracts/order';
import styles from './orders.module.css';

export function OrderTimeline({ events, testId = 'order-timeline' }: { events: readonly OrderEvent[]; testId?: string }) {
  return (
    <ol className={styles.timeline} data-testid={testId}>
      {events.map((e, i) => (
        <li key={`${e.code}-${e.at}-${i}`} className={styles.event} data-code={e.code}>
          <time className={styles.eventTime}>{e.at}</time>
          <p className={styles.eventText}>{e.description}</p>
        </li>
      ))}
    </ol>
  );
}

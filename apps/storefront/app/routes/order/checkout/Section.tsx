/** A titled block of the checkout page (a labelled region, so screen readers can jump between them). */
import { useId, type ReactNode } from 'react';
import styles from './checkout.module.css';

export function Section({ title, aside, children, testId }: { title: string; aside?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

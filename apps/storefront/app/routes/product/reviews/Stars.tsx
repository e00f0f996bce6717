/** Star rating drawn with two layers of ★ (the filled one clipped); read out as text. */
import styles from './reviews.module.css';

export function Stars({ value, size = 'sm' }: { value: number; size?: 'sm' | 'lg' }) {
  const v = Math.max(0, Math.min(5, value));
  const label = `${Number.isInteger(v) ? v : v.toFixed(1)} 星（满分 5 星）`;
  return (
    <span className={`${styles.stars} ${size === 'lg' ? styles.starsLg : ''}`} role="img" aria-label={label} data-star={v}>
      <span className={styles.starsBase} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.starsFill} style={{ width: `${(v / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}

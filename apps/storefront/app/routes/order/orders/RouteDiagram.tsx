/**
 * The parcel's route as a simple diagram: the cities of its tracking events in order, the
 * current one marked, the destination last (no map tiles: spec only needs the path).
 */
import styles from './orders.module.css';

export function RouteDiagram({ route, destination, delivered }: { route: readonly string[]; destination: string; delivered: boolean }) {
  const stops = delivered || route.at(-1) === destination ? route : [...route, destination];
  const current = delivered ? stops.length - 1 : Math.max(0, route.length - 1);
  return (
    <ol className={styles.route} data-testid="route-diagram" aria-label="物流路线">
      {stops.map((city, i) => (
        <li
          key={`${city}-${i}`}
          className={`${styles.stop} ${i < current ? styles.stopPassed : ''} ${i === current ? styles.stopCurrent : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={styles.stopDot} aria-hidden="true" />
          <span className={styles.stopName}>{city}</span>
          <span className={styles.stopNote}>
            {i === 0 ? '发货地' : i === stops.length - 1 ? (delivered ? '已签收' : '目的地') : i === current ? '当前位置' : '途经'}
          </span>
        </li>
      ))}
    </ol>
  );
}

import { Link } from 'react-router';
import { hrefWith, SORT_OPTIONS, type ListingState } from '../routes/catalog/listing-params';
import styles from './components.module.css';

export function SortBar({ pathname, state }: { pathname: string; state: ListingState }) {
  return (
    <nav className={styles.sortBar} aria-label="排序" data-testid="sort-bar">
      <ul>
        {SORT_OPTIONS.map((o) => (
          <li key={o.value}>
            <Link
              to={hrefWith(pathname, state, { sort: o.value })}
              preventScrollReset
              className={styles.sortLink}
              aria-current={state.sort === o.value ? 'true' : undefined}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

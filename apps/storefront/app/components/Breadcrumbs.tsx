import { Link } from 'react-router';
import styles from './components.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: { name: string; path: string }[] }) {
  return (
    <nav aria-label="面包屑" className={styles.crumbs}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path + i}>{i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}

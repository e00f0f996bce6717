/** What the request pages show for a number that is not the member's, malformed or missing. */
import { Link } from 'react-router';
import { AFTER_SALES_LIST_PATH } from './after-sales-view';
import styles from '../records/inbox-pages.module.css';

export function RequestMissing({ message }: { message: string }) {
  return (
    <section className={styles.empty} data-testid="after-sales-missing">
      <h1 className={styles.title}>售后申请不存在</h1>
      <p>{message || '没有找到这个售后申请，请返回售后服务列表查看。'}</p>
      <Link to={AFTER_SALES_LIST_PATH} className="btn btn-primary">
        返回售后列表
      </Link>
    </section>
  );
}

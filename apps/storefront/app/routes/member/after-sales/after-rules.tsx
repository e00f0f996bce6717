/**
 * /Personalcenter/afterRules (spec 2.8, issue #17): the after-sales rules, section by section
 * (AFTER_SALES_RULES: the rules the API enforces), with the windows at a glance.
 */
import { Link } from 'react-router';
import { AFTER_SALES_RULES, EXCHANGE_WINDOW_DAYS, RETURN_WINDOW_DAYS } from '@shop/contracts/after-sales';
import type { Route } from './+types/after-rules';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { AFTER_SALES_LIST_PATH } from './after-sales-view';
import styles from '../records/inbox-pages.module.css';
import own from './after-sales.module.css';

export const meta = routeMeta;

export default function AfterRules(_: Route.ComponentProps) {
  return (
    <div className={styles.page} data-testid="after-rules-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '售后服务', path: AFTER_SALES_LIST_PATH },
          { name: '售后规则', path: '' },
        ]}
      />
      <h1 className={styles.title}>售后规则</h1>
      <div className={own.stack}>
        <dl className={`${styles.panel} ${styles.facts}`} data-testid="after-rules-windows">
          <div>
            <dt>无理由退货</dt>
            <dd>签收后 {RETURN_WINDOW_DAYS} 天内</dd>
          </div>
          <div>
            <dt>质量问题换货</dt>
            <dd>签收后 {EXCHANGE_WINDOW_DAYS} 天内</dd>
          </div>
          <div>
            <dt>退款方式</dt>
            <dd>原路退回</dd>
          </div>
        </dl>
        {AFTER_SALES_RULES.map((s) => (
          <section key={s.title} className={styles.panel} aria-label={s.title} data-testid="after-rules-section">
            <h2 className={styles.sectionTitle} style={{ margin: 0 }}>
              {s.title}
            </h2>
            <ul className={own.rules}>
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className={styles.muted}>
          如有疑问，请联系<Link to="/customerService">在线客服</Link>或拨打服务热线。
        </p>
      </div>
    </div>
  );
}

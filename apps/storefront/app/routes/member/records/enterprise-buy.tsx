/**
 * /Personalcenter/Personal_enterpriseBuy (spec 2.8): enterprise purchase — what the service
 * offers, the request form, and the member's latest requests (all of them on
 * Personal_Business). A filed request opens its detail page.
 */
import { Link, useNavigate } from 'react-router';
import type { EntBuyPage } from '@shop/contracts/inbox';
import type { Route } from './+types/enterprise-buy';
import { routeMeta } from '../../../lib/meta';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { memberLoad } from './inbox.server';
import { EntBuyForm } from './EntBuyForm';
import { EntBuyList } from './EntBuyList';
import styles from './inbox-pages.module.css';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return memberLoad(request, context, (api) => api.get(inboxEndpoints.entBuyList, { body: { pageNo: 1, pageSize: 5 } }));
}

const PATH = '/Personalcenter/Personal_enterpriseBuy';
export const BUSINESS_PATH = '/Personalcenter/Personal_Business';

export default function EnterpriseBuy({ loaderData: page }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-testid="enterprise-buy-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '企业购', path: PATH },
        ]}
      />
      <h1 className={styles.title}>企业采购</h1>
      <div className={styles.split}>
        <section>
          <p className={styles.muted}>批量采购手机、平板、显示器与家电：提交需求后客服将与您联系并提供报价，可开具增值税普通发票或专用发票。</p>
          <EntBuyForm
            onSaved={(saved) => {
              showToast('采购申请已提交');
              navigate(`${BUSINESS_PATH}/${saved.code}`);
            }}
          />
        </section>
        <section>
          <div className={styles.titleRow}>
            <h2 className={styles.sectionTitle}>我的采购申请</h2>
            {page.total > 0 ? <Link to={BUSINESS_PATH}>全部 {page.total} 条</Link> : null}
          </div>
          <EntBuyList list={page.list} />
        </section>
      </div>
    </div>
  );
}

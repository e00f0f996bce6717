/** /cnepp_corporateError (spec 2.10): the enterprise authentication failed — the reason, and the way back. */
import { Link } from 'react-router';
import { ERRORS, isErrorCode } from '@shop/contracts/errors';
import type { Route } from './+types/cnepp-corporate-error';
import { routeMeta } from '../../../lib/meta';
import styles from './verification.module.css';

export const meta = routeMeta;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code') ?? '';
  const appId = url.searchParams.get('appId') ?? '';
  return {
    reason: isErrorCode(code) ? ERRORS[code].message : '企业身份认证未通过',
    appId: /^[A-Za-z0-9_]{1,32}$/.test(appId) ? appId : null,
  };
}

export default function CneppCorporateError({ loaderData }: Route.ComponentProps) {
  const { reason, appId } = loaderData;
  return (
    <div className={styles.page} data-testid="cnepp-error">
      <section className={styles.panel}>
        <h1 className={styles.title}>认证失败</h1>
        <p data-testid="cnepp-error-reason">{reason}</p>
        <p className={styles.muted}>请确认使用本公司邮箱，或联系公司福利管理员。</p>
        <div className={styles.actions}>
          {appId ? (
            <Link className="btn btn-primary" to={`/cnepp_corporate/${appId}`}>
              重新认证
            </Link>
          ) : null}
          <Link className="btn" to="/guide/cn_corporate">
            企业购指南
          </Link>
          <Link className="btn" to="/">
            返回首页
          </Link>
        </div>
      </section>
    </div>
  );
}

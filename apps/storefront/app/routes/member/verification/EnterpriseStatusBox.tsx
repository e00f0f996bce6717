/** What an enterprise page shows instead of the form: sign in first, or already verified. */
import { Link } from 'react-router';
import type { EnterpriseStatus } from '@shop/contracts/verification';
import styles from './verification.module.css';
import { signInHref } from '../../../lib/sign-in-href';

export function EnterpriseGate({
  signedIn,
  status,
  returnTo,
  children,
}: {
  signedIn: boolean;
  status: EnterpriseStatus | null;
  returnTo: string;
  children: React.ReactNode;
}) {
  if (!signedIn)
    return (
      <div className={styles.actions}>
        <p className={styles.muted}>请先登录商城账号，再验证企业邮箱。</p>
        <Link className="btn btn-primary" to={signInHref(returnTo)}>
          登录后验证
        </Link>
      </div>
    );
  if (status?.checked)
    return (
      <div className={styles.success} data-testid="enterprise-verified">
        <strong>已完成企业认证</strong>
        <p className={styles.muted}>
          {status.company}（{status.emailMasked}）
        </p>
        <a className="btn btn-primary" href="/?siteCd=enterprise">
          进入企业购专区
        </a>
      </div>
    );
  return <>{children}</>;
}

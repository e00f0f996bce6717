/** The landing of one enterprise employee programme (/disney, /cnepp_corporate/:appId): brand, intro, benefits, verification. */
import { Link } from 'react-router';
import type { EnterpriseStatus, ProgrammeView } from '@shop/contracts/verification';
import { EnterpriseVerifyForm } from './EnterpriseVerifyForm';
import { EnterpriseGate } from './EnterpriseStatusBox';
import styles from './verification.module.css';

export function ProgrammeLanding({
  programme,
  status,
  signedIn,
  path,
  onRefused,
}: {
  programme: ProgrammeView;
  status: EnterpriseStatus | null;
  signedIn: boolean;
  path: string;
  onRefused: (code: string) => void;
}) {
  return (
    <div className={styles.page} data-testid="programme-landing">
      <section className={styles.hero} style={{ background: programme.color }}>
        <div className={styles.brandRow}>
          <span className={styles.logo} style={{ background: 'rgba(255,255,255,0.2)' }} aria-hidden="true">
            {programme.company.slice(0, 1)}
          </span>
          <span>{programme.company}</span>
        </div>
        <h1>{programme.name}</h1>
        <p>{programme.intro}</p>
      </section>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="prog-benefits">
          <h2 id="prog-benefits">员工福利</h2>
          <ul className={styles.rules}>
            {programme.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className={styles.muted}>可用邮箱后缀：{programme.domains.map((d) => `@${d}`).join('、')}</p>
          <Link to="/guide/cn_corporate">了解企业购</Link>
        </section>
        <section className={styles.panel} aria-labelledby="prog-verify">
          <h2 id="prog-verify">员工身份验证</h2>
          <EnterpriseGate signedIn={signedIn} status={status} returnTo={path}>
            <EnterpriseVerifyForm programme={programme.code} placeholder={`name@${programme.domains[0]}`} onRefused={onRefused} />
          </EnterpriseGate>
        </section>
      </div>
    </div>
  );
}

ProgrammeLanding.Missing = function Missing() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>企业员工计划不存在或已结束</h1>
      <Link to="/guide/cn_corporate">查看企业购指南</Link>
    </div>
  );
};

/**
 * /guide/cn_corporate (spec 2.10): the enterprise purchase guide — how it works, partner
 * companies, and the company email verification (any partner's whitelisted domain).
 */
import { Link } from 'react-router';
import { ENTERPRISE_PROGRAMMES } from '@shop/contracts/verification';
import type { Route } from './+types/corporate-guide';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadProgramme } from './verification.server';
import { EnterpriseVerifyForm } from './EnterpriseVerifyForm';
import { EnterpriseGate } from './EnterpriseStatusBox';
import styles from './verification.module.css';

export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return loadProgramme(context, 'cn_corporate');
}

const PATH = '/guide/cn_corporate';

export default function CorporateGuide({ loaderData }: Route.ComponentProps) {
  const { programme, status, signedIn } = loaderData;
  const partners = ENTERPRISE_PROGRAMMES.filter((p) => p.company);
  return (
    <div className={styles.page} data-testid="corporate-guide">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '企业购指南', path: PATH },
        ]}
      />
      <section className={styles.hero}>
        <h1>企业购指南</h1>
        <p>{programme?.intro ?? '合作企业员工验证公司邮箱后，即可在企业购专区享受员工专属价。'}</p>
      </section>
      <ol className={styles.steps} aria-label="企业购流程">
        <li>
          <strong>验证企业邮箱</strong>
          <p className={styles.muted}>输入公司邮箱，接收并填写邮箱验证码。</p>
        </li>
        <li>
          <strong>进入企业购专区</strong>
          <p className={styles.muted}>认证成功后自动进入企业购专区，商品按员工专属价展示。</p>
        </li>
        <li>
          <strong>下单享员工价</strong>
          <p className={styles.muted}>与官方商城相同的支付、配送与售后服务。</p>
        </li>
      </ol>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="ent-partners">
          <h2 id="ent-partners">合作企业</h2>
          <ul className={styles.partners}>
            {partners.map((p) => (
              <li key={p.code}>
                <Link to={p.code === 'disney' ? '/disney' : `/cnepp_corporate/${p.appId}`}>
                  <span className={styles.logo} style={{ background: p.color }} aria-hidden="true">
                    {p.company.slice(0, 1)}
                  </span>
                  {p.company}
                </Link>
              </li>
            ))}
          </ul>
          <ul className={styles.rules}>
            {(programme?.benefits ?? []).map((b) => (
              <li key={b}>{b}</li>
            ))}
            <li>一个企业邮箱仅可认证一个商城账号。</li>
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="ent-verify">
          <h2 id="ent-verify">企业邮箱认证</h2>
          <EnterpriseGate signedIn={signedIn} status={status} returnTo={PATH}>
            <EnterpriseVerifyForm programme="cn_corporate" />
          </EnterpriseGate>
        </section>
      </div>
    </div>
  );
}

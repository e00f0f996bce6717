/**
 * /Personalcenter/Personal_Accountsettings (spec 2.8): the masked mobile with 更换手机号, the
 * account provider's account-modify form, the bound third-party accounts, the agreements and
 * 退出登录.
 */
import { Link } from 'react-router';
import type { ProfileView } from '@shop/contracts/profile';
import type { Route } from './+types/account-settings';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { AccountProviderForm } from '../../../components/account-provider/AccountProviderForm';
import { BindingPanel } from '../verification/BindingPanel';
import { LOGOUT_PATH } from '../../../chrome/account-links';
import { loadForMember } from './profile.server';
import styles from './profile.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForMember(request, context, (api) => api.get<ProfileView>('/api/member/member/info'));
}

const PATH = '/Personalcenter/Personal_Accountsettings';

export default function AccountSettings({ loaderData: profile }: Route.ComponentProps) {
  return (
    <div className={styles.page} data-testid="account-settings">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '账户设置', path: PATH },
        ]}
      />
      <h1 className={styles.title}>账户设置</h1>
      <div className={styles.column}>
        <section className={styles.panel} aria-labelledby="acct-security">
          <h2 id="acct-security">账号安全</h2>
          <ul className={styles.rows}>
            <li className={styles.row}>
              <span className={styles.rowLabel}>
                手机号
                <small data-testid="account-mobile">{profile.mobile}</small>
              </span>
              <Link to="/Personalcenter/replacePhone" className={styles.link} data-testid="to-replace-phone">
                更换手机号
              </Link>
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>
                账号信息
                <small>在账号中心修改密码、邮箱等账号资料</small>
              </span>
              <AccountProviderForm kind="modify" returnTo={PATH} className="btn">
                修改账号信息
              </AccountProviderForm>
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>
                个人信息
                <small>头像、昵称、性别、生日</small>
              </span>
              <Link to="/Personalcenter/Personal_information" className={styles.link}>
                去修改
              </Link>
            </li>
          </ul>
        </section>

        <BindingPanel />

        <section className={styles.panel} aria-labelledby="acct-legal">
          <h2 id="acct-legal">协议与隐私</h2>
          <ul className={styles.rows}>
            <li className={styles.row}>
              <Link to="/agreement/privacy" className={styles.link}>
                隐私政策
              </Link>
            </li>
            <li className={styles.row}>
              <Link to="/agreement/service" className={styles.link}>
                服务协议
              </Link>
            </li>
            <li className={styles.row}>
              <Link to="/Personalcenter/Personal_settings" className={styles.link}>
                通知与隐私设置
              </Link>
            </li>
          </ul>
        </section>

        <Link to={LOGOUT_PATH} reloadDocument className={`btn ${styles.logout}`} data-testid="account-logout">
          退出登录
        </Link>
        {/* Leaves the shop and the account centre too (the provider's end-session, then back here). */}
        <AccountProviderForm kind="signOut" returnTo="/" className={`btn ${styles.logout}`}>
          退出并退出星辰账号
        </AccountProviderForm>
      </div>
    </div>
  );
}

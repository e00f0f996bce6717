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
import { SettingsRow } from './SettingsRow';
import styles from './profile.module.css';
import { profileEndpoints } from '@shop/contracts/endpoint-refs/profile';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForMember(request, context, (api) => api.get(profileEndpoints.info));
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
            <SettingsRow label="手机号" hint={profile.mobile} hintTestId="account-mobile" to="/Personalcenter/replacePhone" testId="to-replace-phone">
              更换手机号
            </SettingsRow>
            <SettingsRow label="账号信息" hint="在账号中心修改密码、邮箱等账号资料">
              <AccountProviderForm kind="modify" returnTo={PATH} className="btn">
                修改账号信息
              </AccountProviderForm>
            </SettingsRow>
            <SettingsRow label="个人信息" hint="头像、昵称、性别、生日" to="/Personalcenter/Personal_information">
              去修改
            </SettingsRow>
          </ul>
        </section>

        <BindingPanel />

        <section className={styles.panel} aria-labelledby="acct-legal">
          <h2 id="acct-legal">协议与隐私</h2>
          <ul className={styles.rows}>
            <SettingsRow to="/agreement/privacy">隐私政策</SettingsRow>
            <SettingsRow to="/agreement/service">服务协议</SettingsRow>
            <SettingsRow to="/Personalcenter/Personal_settings">通知与隐私设置</SettingsRow>
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

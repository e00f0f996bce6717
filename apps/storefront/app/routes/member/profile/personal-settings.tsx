/**
 * /Personalcenter/Personal_settings (spec 2.8): notification preferences (marketing SMS and
 * e-mail, off until turned on), privacy choices (personalised recommendations, anonymous usage
 * data), clearing the data this browser keeps, and 退出登录. Each switch saves at once.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { MemberSettings } from '@shop/contracts/profile';
import type { Route } from './+types/personal-settings';
import { routeMeta } from '../../../lib/meta';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { LOGOUT_PATH } from '../../../chrome/account-links';
import { loadForMember } from './profile.server';
import { SettingsRow } from './SettingsRow';
import styles from './profile.module.css';
import { profileEndpoints } from '@shop/contracts/endpoint-refs/profile';
import { browserCaller } from '../../../lib/api-call';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForMember(request, context, (api) => api.get(profileEndpoints.settings));
}

const PATH = '/Personalcenter/Personal_settings';

const GROUPS: { title: string; items: { key: keyof MemberSettings; label: string; hint: string }[] }[] = [
  {
    title: '消息通知',
    items: [
      { key: 'marketingSms', label: '营销短信', hint: '新品发布、优惠活动短信提醒' },
      { key: 'marketingEmail', label: '营销邮件', hint: '会员专享优惠与活动邮件' },
    ],
  },
  {
    title: '隐私',
    items: [
      { key: 'personalizedRecommend', label: '个性化推荐', hint: '根据浏览与购买记录为您推荐商品' },
      { key: 'shareUsageData', label: '匿名使用数据', hint: '帮助我们改进商城体验，不含可识别身份的信息' },
    ],
  },
];

/** What this browser keeps beyond the session cookies (recent searches, choices, cached figures). */
function clearLocalData() {
  for (const store of [localStorage, sessionStorage]) {
    try {
      store.clear();
    } catch {
      /* storage may be unavailable (private mode) */
    }
  }
}

export default function PersonalSettings({ loaderData }: Route.ComponentProps) {
  const [settings, setSettings] = useState(loaderData);
  const [busy, setBusy] = useState<keyof MemberSettings | null>(null);

  async function toggle(key: keyof MemberSettings, value: boolean) {
    setBusy(key);
    // The switch moves at once; a refused save puts it back (the app's failure handling shows why).
    setSettings((s) => ({ ...s, [key]: value }));
    try {
      setSettings(await browserCaller.get(profileEndpoints.saveSettings, { body: { [key]: value } }));
      showToast('设置已保存');
    } catch (err) {
      setSettings((s) => ({ ...s, [key]: !value }));
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.page} data-testid="personal-settings">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '设置', path: PATH },
        ]}
      />
      <h1 className={styles.title}>设置</h1>
      <div className={styles.column}>
        {GROUPS.map((g) => (
          <section key={g.title} className={styles.panel} aria-label={g.title}>
            <h2>{g.title}</h2>
            <ul className={styles.rows}>
              {g.items.map((it) => (
                <SettingsRow key={it.key} label={it.label} hint={it.hint} htmlFor={`set-${it.key}`}>
                  <input
                    id={`set-${it.key}`}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    checked={settings[it.key]}
                    disabled={busy === it.key}
                    onChange={(e) => toggle(it.key, e.target.checked)}
                    data-testid={`setting-${it.key}`}
                  />
                </SettingsRow>
              ))}
            </ul>
          </section>
        ))}
        <section className={styles.panel} aria-label="其他">
          <h2>其他</h2>
          <ul className={styles.rows}>
            <SettingsRow label="清除本地数据" hint="清除本浏览器保存的搜索记录等数据，不影响账户">
              <button
                type="button"
                className="btn"
                onClick={() => {
                  clearLocalData();
                  showToast('本地数据已清除');
                }}
                data-testid="clear-local"
              >
                清除
              </button>
            </SettingsRow>
            <SettingsRow to="/Personalcenter/Personal_Accountsettings">账户设置</SettingsRow>
            <SettingsRow to="/agreement/privacy">隐私政策</SettingsRow>
          </ul>
        </section>
        <Link to={LOGOUT_PATH} reloadDocument className={`btn ${styles.logout}`} data-testid="settings-logout">
          退出登录
        </Link>
      </div>
    </div>
  );
}

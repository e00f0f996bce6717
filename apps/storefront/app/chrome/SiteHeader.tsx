/**
 * The shop's top bar: logo, and the account entry (login/register, or the member's name
 * with the account menu). The full navigation, search and cart come with the catalogue issue.
 */
import { Link, useLocation } from 'react-router';
import type { SignedInUser } from '@shop/contracts/auth';
import type { ShopEnvironment } from '@shop/contracts/environment';
import styles from './chrome.module.css';

const ACCOUNT_LINKS: { to: string; label: string }[] = [
  { to: '/Personalcenter/Personal_homepage', label: '我的主页' },
  { to: '/Personalcenter/Personal_Myintegral', label: '积分' },
  { to: '/Personalcenter/Personal_AfterSales', label: '维修/服务' },
  { to: '/Personalcenter/Personal_Collection', label: '心愿单' },
  { to: '/Personalcenter/Personalcenter_order', label: '我的订单' },
  { to: '/Personalcenter/Personal_coupon', label: '优惠券' },
  { to: '/Personalcenter/Personal_enterpriseBuy', label: '企业购' },
  { to: '/studentBuyEntrance', label: '学生购' },
  { to: '/Personalcenter/Personal_Address', label: '地址管理' },
];

export function SiteHeader({ user, brandName, env }: { user: SignedInUser | null; brandName: string; env: ShopEnvironment }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const onLoginPage = /^\/(user\/login|cn\/sso)/.test(location.pathname);
  if (env === 'app') return null;
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.logo} aria-label={`${brandName}官方商城首页`}>
          <span className={styles.logoMark} aria-hidden="true">
            ✦
          </span>
          {brandName}
        </Link>
        <nav className={styles.account} aria-label="账户">
          {user ? (
            <details className={styles.userMenu}>
              <summary data-testid="user-menu">
                <span className={styles.avatar} aria-hidden="true">
                  {user.memNm.slice(0, 1)}
                </span>
                <span className={styles.userName}>{user.memNm}</span>
              </summary>
              <ul className={styles.menuList}>
                {ACCOUNT_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{l.label}</Link>
                  </li>
                ))}
                <li>
                  <Link to="/user/logout" reloadDocument>
                    退出登录
                  </Link>
                </li>
              </ul>
            </details>
          ) : onLoginPage ? null : (
            <Link className="btn btn-primary" to={`/user/login?redirect=${encodeURIComponent(here)}`} data-testid="login-link">
              登录/注册
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}

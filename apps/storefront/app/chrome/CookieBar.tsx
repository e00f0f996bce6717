/**
 * Cookie bar (spec 2.1, 4): shown until the acceptance cookie exists. 同意 sets it (730
 * days); 关闭 only hides it for this page view (it is back on the next page load).
 * Sticky at the bottom of the page (above the tab bar on phones), in the flow of the page
 * so nothing ends up permanently underneath it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { setBrowserCookie } from '../lib/cookies';
import { CHROME_COOKIES } from '../lib/chrome-cookies';
import { CloseIcon } from './icons';
import styles from './notices.module.css';

export function CookieBar({ aboveTabBar }: { aboveTabBar: boolean }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const c = CHROME_COOKIES.cookieConsent;
  return (
    <section className={styles.cookieBar} data-above-tabbar={aboveTabBar} aria-label="Cookie 使用说明" data-testid="cookie-bar">
      <p className={styles.cookieText}>
        <span className={styles.cookieLong}>
          我们使用 Cookie 来保障网站正常运行、分析访问情况并改善您的购物体验。继续浏览即表示您了解我们对 Cookie 的使用。
        </span>
        <span className={styles.cookieShort}>我们使用 Cookie 改善您的购物体验。</span>
        <Link to="/appPolicy?code=1" className={styles.cookieMore}>
          了解更多
        </Link>
      </p>
      <div className={styles.cookieActions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setBrowserCookie(c.name, c.value, c.days);
            setShown(false);
          }}
        >
          同意
        </button>
        <button type="button" className={styles.cookieClose} aria-label="关闭" onClick={() => setShown(false)}>
          <CloseIcon size={18} />
        </button>
      </div>
    </section>
  );
}

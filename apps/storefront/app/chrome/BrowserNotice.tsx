/**
 * Old-browser notice (spec 2.1): the server renders it only for old Internet Explorer
 * (user agent with `MSIE ` or `Trident/`) without the closed cookie. Closing hides it for a day.
 */
import { useState } from 'react';
import { setBrowserCookie } from '../lib/cookies';
import { CHROME_COOKIES } from '../lib/chrome-cookies';
import { useNonce } from '../lib/csp-nonce';
import { CloseIcon, InfoIcon } from './icons';
import styles from './notices.module.css';

const CLOSE_WITHOUT_BUNDLE = `(function(){var n=document.getElementById('browser-notice'),b=document.getElementById('browser-notice-close');if(n&&b){b.onclick=function(){document.cookie='${CHROME_COOKIES.browserNotice.name}=${CHROME_COOKIES.browserNotice.value}; path=/; max-age=${CHROME_COOKIES.browserNotice.days * 86400}; samesite=lax';n.style.display='none';};}})();`;

export function BrowserNotice() {
  const [shown, setShown] = useState(true);
  const nonce = useNonce();
  if (!shown) return null;
  const c = CHROME_COOKIES.browserNotice;
  return (
    <div id="browser-notice" className={styles.browserNotice} role="region" aria-label="浏览器升级提示" data-testid="browser-notice">
      <InfoIcon size={20} />
      <p>
        您正在使用的浏览器版本过低，部分功能可能无法正常使用。建议使用最新版
        <a href="https://www.google.cn/chrome/" target="_blank" rel="noopener noreferrer">
          Chrome 浏览器
        </a>
        或
        <a href="https://www.microsoft.com/zh-cn/edge" target="_blank" rel="noopener noreferrer">
          Microsoft Edge 浏览器
        </a>
        访问。
      </p>
      <button
        id="browser-notice-close"
        type="button"
        aria-label="关闭浏览器提示"
        onClick={() => {
          setBrowserCookie(c.name, c.value, c.days);
          setShown(false);
        }}
      >
        <CloseIcon size={18} />
      </button>
      {/* Old IE cannot run the module bundle: this ES5 line makes the close button work there too. */}
      {/* With the page's CSP nonce: inline scripts without it are refused. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, carrying the CSP nonce */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CLOSE_WITHOUT_BUNDLE }} />
    </div>
  );
}

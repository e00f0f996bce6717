/**
 * Privacy layer (spec 2.1, 5): a consent popup on the landing pages (/ and /home) for a
 * first visit. The first box (privacy policy) is required, the second (service updates and
 * marketing) optional. 进入网站 records the choice in a cookie for 730 days (`1|1` or
 * `1|0`); 离开页面 goes back where the shopper came from, or — with no history — shows a
 * farewell instead of the page. Deep links never show it: they are not a first landing.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { setBrowserCookie } from '../lib/cookies';
import { CHROME_COOKIES } from '../lib/chrome-cookies';
import { Dialog } from './dialogs/Dialog';
import styles from './notices.module.css';

export const PRIVACY_REQUIRED_ERROR = '请勾选同意隐私政策后进入网站';

export function PrivacyLayer({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(true);
  const [agreed, setAgreed] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [error, setError] = useState(false);
  const [left, setLeft] = useState(false);

  const enter = () => {
    if (!agreed) {
      setError(true);
      return;
    }
    setBrowserCookie(CHROME_COOKIES.privacyConsent.name, `1|${marketing ? 1 : 0}`, CHROME_COOKIES.privacyConsent.days);
    setOpen(false);
  };
  const leave = () => {
    if (window.history.length > 1) window.history.back();
    else setLeft(true);
  };

  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      dismissible={false}
      title={left ? '感谢您的访问' : `欢迎访问${brandName}官方商城`}
      testId="privacy-layer"
      size="md"
    >
      {left ? (
        <div className={styles.privacy}>
          <p>您选择了暂不进入网站。我们尊重您的选择，您可以随时回来。</p>
          <button type="button" className="btn" onClick={() => setLeft(false)}>
            返回
          </button>
        </div>
      ) : (
        <div className={styles.privacy}>
          <p>为了向您提供商品浏览、购买与售后服务，我们会按照《隐私政策》收集和使用您的必要信息。请您在进入网站前仔细阅读并确认。</p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={agreed}
              required
              aria-invalid={error && !agreed}
              aria-describedby={error && !agreed ? 'privacy-error' : undefined}
              onChange={(e) => {
                setAgreed(e.target.checked);
                if (e.target.checked) setError(false);
              }}
            />
            <span>
              我已阅读并同意
              <Link to="/agreement/privacy" target="_blank">
                《隐私政策》
              </Link>
              （必选）
            </span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
            <span>接收服务更新与营销信息（可选）</span>
          </label>
          {error && !agreed ? (
            <p id="privacy-error" className={styles.error} role="alert">
              {PRIVACY_REQUIRED_ERROR}
            </p>
          ) : null}
          <div className={styles.privacyActions}>
            <button type="button" className="btn" onClick={leave}>
              离开页面
            </button>
            <button type="button" className="btn btn-primary" onClick={enter}>
              进入网站
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

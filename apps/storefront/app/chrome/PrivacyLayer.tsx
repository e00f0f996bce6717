/**
 * THE consent step (issue #14 item 3; spec 2.1, 4, 5): one place where the shop asks for consent
 * to its user agreement, privacy policy and Cookie use — it replaces the separate privacy layer,
 * cookie bar and login checkbox of before (the login page no longer asks a shopper who has
 * answered here).
 *
 * - A first landing on / or /home, and any page after a new privacy-policy version has taken
 *   effect, show the dialog: one required box (用户服务协议 + 隐私政策), one optional box
 *   (service updates and marketing), 进入网站 / 离开页面. The required box's error shows before
 *   the tap where the device allows (pointer over or pressing the button, keyboard focus on it),
 *   and a hint says what to do from the start.
 * - A deep link shows the same consent as a bar at the bottom (a first visit must not be
 *   blocked from the page it came for): 同意并继续 consents in one tap; 关闭 hides it for this
 *   page view.
 * The answer is kept in the `privacy_consent` cookie (730 days) with the privacy-policy revision
 * accepted; a signed-in member's acceptance is also recorded (POST /api/auth/login/acceptance)
 * with the versions and the channel.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { consentCookieValue, CONSENT_COOKIE } from '@shop/contracts/agreement-codes';
import { agreementEndpoints } from '@shop/contracts/endpoint-refs/agreements';
import type { ShopEnvironment } from '@shop/contracts/environment';
import { quietApi } from '../lib/api-call';
import { setBrowserCookie } from '../lib/cookies';
import { CHROME_COOKIES } from '../lib/chrome-cookies';
import { Dialog } from './dialogs/Dialog';
import { CloseIcon } from './icons';
import styles from './consent.module.css';

const PRIVACY_REQUIRED_ERROR = '请先勾选同意《用户服务协议》和《隐私政策》，再进入网站';

export interface ConsentInfo {
  privacyRevision: number;
  serviceRevision: number;
  /** The shopper had consented to an earlier privacy-policy version. */
  updated: boolean;
  privacyVersion: string;
}

interface ConsentStepProps {
  brandName: string;
  variant: 'dialog' | 'bar';
  consent: ConsentInfo;
  member: boolean;
  channel: ShopEnvironment;
  aboveTabBar?: boolean;
}

/** Records the consent: the cookie always, the member's acceptance when signed in (never blocks). */
function recordConsent(consent: ConsentInfo, opts: { member: boolean; channel: ShopEnvironment; marketing: boolean }) {
  setBrowserCookie(CONSENT_COOKIE, consentCookieValue(consent.privacyRevision, opts.marketing), CHROME_COOKIES.privacyConsent.days);
  if (opts.member)
    void quietApi.call(agreementEndpoints.acceptance, {
      body: {
        channel: opts.channel,
        source: 'consent',
        documents: [
          { code: 'privacy', revision: consent.privacyRevision },
          { code: 'service', revision: consent.serviceRevision },
        ],
      },
    });
}

function DocLinks() {
  return (
    <>
      <Link to="/agreement/service" target="_blank" rel="noopener">
        《用户服务协议》
      </Link>
      <Link to="/agreement/privacy" target="_blank" rel="noopener">
        《隐私政策》
      </Link>
    </>
  );
}

export function ConsentStep(props: ConsentStepProps) {
  return props.variant === 'dialog' ? <ConsentDialog {...props} /> : <ConsentBar {...props} />;
}

function ConsentDialog({ brandName, consent, member, channel }: ConsentStepProps) {
  const [open, setOpen] = useState(true);
  const [agreed, setAgreed] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [error, setError] = useState(false);
  const [left, setLeft] = useState(false);

  // Before the tap: as soon as the shopper reaches for the button with the box unticked.
  const warnEarly = () => {
    if (!agreed) setError(true);
  };
  const enter = () => {
    if (!agreed) {
      setError(true);
      document.getElementById('consent-required')?.focus();
      return;
    }
    recordConsent(consent, { member, channel, marketing });
    setOpen(false);
  };
  const leave = () => {
    if (window.history.length > 1) window.history.back();
    else setLeft(true);
  };

  const title = left ? '感谢您的访问' : consent.updated ? '隐私政策已更新' : `欢迎访问${brandName}官方商城`;
  return (
    <Dialog open={open} onClose={() => undefined} dismissible={false} title={title} testId="consent-step" size="md" dataAttrs={{ 'data-variant': 'dialog' }}>
      {left ? (
        <div className={styles.body}>
          <p>您选择了暂不进入网站。我们尊重您的选择，您可以随时回来。</p>
          <button type="button" className="btn" onClick={() => setLeft(false)}>
            返回
          </button>
        </div>
      ) : (
        <div className={styles.body}>
          {consent.updated ? (
            <p data-testid="consent-updated">我们更新了《隐私政策》（{consent.privacyVersion}），新版本已生效。请您阅读更新内容，确认同意后继续使用本商城。</p>
          ) : (
            <p>
              为了向您提供商品浏览、购买与售后服务，我们会按照《隐私政策》收集和使用必要的个人信息，并使用必要 Cookie 保障网站正常运行（详见
              <Link to="/appPolicy?code=1" target="_blank" rel="noopener">
                《Cookie 政策》
              </Link>
              ）。请您在进入网站前阅读并确认。
            </p>
          )}
          <label className={styles.check}>
            <input
              id="consent-required"
              type="checkbox"
              checked={agreed}
              required
              aria-invalid={error && !agreed}
              aria-describedby="consent-required-note"
              data-testid="consent-required"
              onChange={(e) => {
                setAgreed(e.target.checked);
                if (e.target.checked) setError(false);
              }}
            />
            <span>
              我已阅读并同意
              <DocLinks />
              （必选）
            </span>
          </label>
          <p
            id="consent-required-note"
            className={error && !agreed ? styles.error : styles.note}
            role={error && !agreed ? 'alert' : undefined}
            data-testid={error && !agreed ? 'consent-error' : 'consent-note'}
          >
            {error && !agreed ? PRIVACY_REQUIRED_ERROR : '勾选上方必选项后即可进入网站'}
          </p>
          <label className={styles.check}>
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} data-testid="consent-marketing" />
            <span>接收服务更新与营销信息（可选，可随时在个人中心关闭）</span>
          </label>
          <div className={styles.actions}>
            <button type="button" className="btn" onClick={leave}>
              离开页面
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={enter}
              onPointerEnter={(e) => {
                if (e.pointerType === 'mouse') warnEarly();
              }}
              onPointerDown={warnEarly}
              onFocus={warnEarly}
              aria-describedby="consent-required-note"
              data-testid="consent-enter"
            >
              进入网站
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function ConsentBar({ consent, member, channel, aboveTabBar }: ConsentStepProps) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <section
      className={styles.bar}
      data-above-tabbar={aboveTabBar ? 'true' : 'false'}
      aria-label="隐私与 Cookie 同意"
      data-testid="consent-step"
      data-variant="bar"
    >
      <p className={styles.barText}>
        我们使用必要 Cookie 保障网站运行，并按照《隐私政策》处理您的个人信息。点击“同意并继续”即表示您已阅读并同意
        <DocLinks />和
        <Link to="/appPolicy?code=1" target="_blank" rel="noopener">
          《Cookie 政策》
        </Link>
        。
      </p>
      <div className={styles.barActions}>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="consent-accept"
          onClick={() => {
            recordConsent(consent, { member, channel, marketing: false });
            setShown(false);
          }}
        >
          同意并继续
        </button>
        <button type="button" className={styles.barClose} aria-label="暂不同意，关闭提示" onClick={() => setShown(false)}>
          <CloseIcon size={18} />
        </button>
      </div>
    </section>
  );
}

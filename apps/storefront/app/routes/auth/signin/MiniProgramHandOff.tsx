/**
 * In a mini-program web view a login route shows no web form: it hands over to the
 * mini-program's native login page (state = where to come back to, site), through the
 * host's bridge when present, with a visible fallback.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { miniProgramLoginUrl } from './signin-shared';
import styles from './signin.module.css';

interface Bridges {
  wx?: { miniProgram?: { redirectTo?(o: { url: string }): void; navigateTo?(o: { url: string }): void } };
  my?: { redirectTo?(o: { url: string }): void; navigateTo?(o: { url: string }): void };
}

export function goToMiniProgramPage(env: 'wxApp' | 'aliApp', url: string): boolean {
  const w = window as unknown as Bridges;
  const host = env === 'wxApp' ? w.wx?.miniProgram : w.my;
  const go = host?.redirectTo ?? host?.navigateTo;
  if (!go) return false;
  go.call(host, { url });
  return true;
}

export function MiniProgramHandOff({ env, state, siteCd, webLoginHref }: { env: 'wxApp' | 'aliApp'; state: string; siteCd: string; webLoginHref: string }) {
  const url = miniProgramLoginUrl(state, siteCd);
  useEffect(() => {
    goToMiniProgramPage(env, url);
  }, [env, url]);
  return (
    <div className={styles.handoff} data-testid="mp-handoff" data-mp-url={url}>
      <p className={styles.lead}>正在前往小程序登录页…</p>
      <p className={styles.muted}>如未自动跳转，请点击下方按钮。</p>
      <button type="button" className="btn btn-primary" onClick={() => goToMiniProgramPage(env, url)}>
        前往小程序登录
      </button>
      <Link to={webLoginHref} className={styles.link}>
        使用手机验证码登录
      </Link>
    </div>
  );
}

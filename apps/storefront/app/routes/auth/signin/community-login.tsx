/**
 * /user/communityLogin/:symbol? — sign in, then go to the community area of `symbol`. A
 * signed-in member goes on at once (to the community on the main site when one is
 * configured, else this page confirms); a visitor signs in first — by the community login
 * in the community app, by the login page elsewhere, by the native page in a mini-program —
 * and comes back here.
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/community-login';
import { parseCookieHeader, userFromCookies } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';
import { assistantLoginUrl } from './assistant-link.server';
import { MiniProgramHandOff } from './MiniProgramHandOff';
import { COMMUNITY_UA_TOKEN } from './signin-shared';
import styles from './signin.module.css';
import { signInHref } from '../../../lib/sign-in-href';

export const meta = routeMeta;

const SYMBOL = /^[A-Za-z0-9_-]{1,32}$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const symbol = params.symbol && SYMBOL.test(params.symbol) ? params.symbol : null;
  if (params.symbol && !symbol) throw redirect('/user/communityLogin');
  const here = symbol ? `/user/communityLogin/${symbol}` : '/user/communityLogin';
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const user = cookies.authorization ? userFromCookies(cookies) : null;
  const env = context.request.env;
  if (user) {
    const main = context.settings.mainSiteUrl?.replace(/\/+$/, '');
    if (main) throw redirect(`${main}/community/${symbol ?? ''}`);
    return { kind: 'signed-in' as const, symbol, name: user.memNm };
  }
  if (env === 'wxApp' || env === 'aliApp') return { kind: 'mini-program' as const, env, here, siteCd: context.request.siteCd };
  if ((request.headers.get('user-agent') ?? '').includes(COMMUNITY_UA_TOKEN)) throw redirect((await assistantLoginUrl(context, request, here)).url);
  throw redirect(signInHref(here));
}

export default function CommunityLogin({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid="community-login">
        <h1 className={styles.title}>社区登录</h1>
        {loaderData.kind === 'mini-program' ? (
          <MiniProgramHandOff
            env={loaderData.env}
            state={loaderData.here}
            siteCd={loaderData.siteCd}
            webLoginHref={signInHref(loaderData.here, { web: true })}
          />
        ) : (
          <div className={styles.handoff}>
            <p className={styles.lead} role="status">
              {loaderData.name}，你已登录
            </p>
            <p className={styles.muted}>{loaderData.symbol ? `社区「${loaderData.symbol}」` : '社区'}暂未在本站开放，可先逛逛商城。</p>
            <Link to="/" className="btn btn-primary">
              返回首页
            </Link>
            <Link to="/Personalcenter" className={styles.link}>
              个人中心
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * /api/auth/login/provider/* (account provider, OpenID Connect) and the enterprise SSO
 * calls samsso/authorize, samsso/token[/{channel}], entGetToken (spec 2.7, 7 Auth). The
 * calls answering the envelope are registered from their definitions in
 * @shop/contracts/endpoints/auth-signin and /session; the two authorize redirects (302, no
 * envelope) are plain routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIES } from '@shop/contracts';
import {
  ENTERPRISE_CALLBACK_PATHS,
  ENTERPRISE_SITE_CD,
  PROVIDER_CALLBACK_PATH,
  providerAuthorizeQuerySchema,
  type EnterpriseChannel,
  type EnterpriseInfo,
  type ProviderCallback,
} from '@shop/contracts/account-provider';
import { signinEndpoints } from '@shop/contracts/endpoints/auth-signin';
import { sessionEndpoints } from '@shop/contracts/endpoints/session';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import type { ProviderFlow } from './provider-flow.ts';
import type { LinkStore } from './links.ts';

const tags = ['auth'];

export function accountProviderRoutes(
  api: FastifyInstance,
  deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>,
  flow: ProviderFlow,
  links: LinkStore,
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { ctx, sessions, cartMerge } = deps;

  const selectEnterpriseSite = (reply: FastifyReply) =>
    reply.setCookie(COOKIES.siteCd, ENTERPRISE_SITE_CD, {
      path: '/',
      sameSite: 'lax',
      secure: ctx.config.cookieSecure,
      domain: ctx.config.cookieDomain,
      maxAge: 365 * 24 * 3600,
    });

  // ── account provider ─────────────────────────────────────────────────
  r.get(
    '/auth/login/provider/authorize',
    {
      schema: {
        tags,
        summary: '跳转账号中心登录（OpenID Connect 授权码 + PKCE）',
        description:
          'redirect：登录后返回的本站路径（仅限本站路径，否则 400 ERR_PROVIDER_REDIRECT_INVALID）；site：可选站点。state、nonce、PKCE 存入 10 分钟有效的签名 HttpOnly Cookie，302 跳转到账号中心；回调地址为 /user/saAuthorize。',
        querystring: providerAuthorizeQuerySchema,
      },
    },
    async (req, reply) => {
      const url = await flow.start(req, reply, 'account', {
        returnTo: req.query.redirect,
        site: req.query.site,
        callbackPath: PROVIDER_CALLBACK_PATH,
        scope: 'openid phone profile',
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  routeEndpoint(api, signinEndpoints.providerCallback, async (req, reply) => {
    const { flow: started, identity } = await flow.finish(req, reply, 'account', req.body);
    const { member, created, via } = await flow.memberOf(identity, 'account');
    const tokens = await completeSignIn(deps, req, reply, member, { via: 'oidc', created });
    if (started.site)
      reply.setCookie(COOKIES.siteCd, started.site, {
        path: '/',
        sameSite: 'lax',
        secure: ctx.config.cookieSecure,
        domain: ctx.config.cookieDomain,
        maxAge: 365 * 24 * 3600,
      });
    return ok(req, { ...tokens, redirect: started.returnTo, via });
  });

  routeEndpoint(api, sessionEndpoints.providerConfig, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const s = flow.settings();
    const issuer = flow.issuerOf('account', ctx.origins.public());
    return ok(req, {
      clientId: s.account.clientId,
      countryCode: 'CN' as const,
      languageCode: 'zh' as const,
      issuer,
      pages: { join: `${issuer}/join`, findAccount: `${issuer}/find-account`, modify: `${issuer}/account-modify`, endSession: `${issuer}/session/end` },
    });
  });

  // ── enterprise SSO ───────────────────────────────────────────────────
  r.get(
    '/auth/login/samsso/authorize',
    {
      schema: {
        tags,
        summary: '跳转企业身份认证中心登录',
        description:
          'channel：pc（/user/estoreLogin）、wx（/user/wxEstoreLogin）、app（/user/appEstoreLogin），认证后回到该页面，由页面调用 samsso/token。redirect：登录后返回的本站路径。',
        querystring: providerAuthorizeQuerySchema,
      },
    },
    async (req, reply) => {
      const channel: EnterpriseChannel = req.query.channel ?? 'pc';
      const url = await flow.start(req, reply, 'enterprise', {
        returnTo: req.query.redirect,
        site: ENTERPRISE_SITE_CD,
        callbackPath: ENTERPRISE_CALLBACK_PATHS[channel],
        scope: 'openid phone profile company',
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  async function samsso(req: FastifyRequest, body: ProviderCallback, reply: FastifyReply, channel: EnterpriseChannel) {
    const { flow: started, identity } = await flow.finish(req, reply, 'enterprise', body);
    if (!identity.companyCode) throw fail('ERR_ENT_NO_COMPANY');
    const { member, created, via } = await flow.memberOf(identity, 'enterprise');
    await deps.members.addRole(member.id, 'enterprise', ctx.clock.now());
    const fresh = (await deps.members.byId(member.id)) ?? member;
    // The app shell keeps its tokens itself; web and WeChat web views use the cookies.
    const tokens = await completeSignIn(deps, req, reply, fresh, { via: 'sso', created, setCookies: channel !== 'app' });
    selectEnterpriseSite(reply);
    const enterprise: EnterpriseInfo = {
      companyCode: identity.companyCode,
      companyName: identity.companyName ?? identity.companyCode,
      siteCd: ENTERPRISE_SITE_CD,
    };
    return ok(req, { ...tokens, redirect: started.returnTo, via, enterprise });
  }

  routeEndpoint(api, signinEndpoints.samssoToken, async (req, reply) => samsso(req, req.body, reply, 'pc'));
  routeEndpoint(api, signinEndpoints.samssoTokenOfChannel, async (req, reply) => samsso(req, req.body, reply, req.params.channel));

  routeEndpoint(api, signinEndpoints.entGetToken, async (req, reply) => {
    const member = await deps.members.requireOfAuth(req.auth);
    const link = await links.enterpriseOf(member.id, req.body?.companyCode);
    if (!link || !member.roles.includes('enterprise')) throw fail('ERR_ENT_NOT_MEMBER');
    const tokens = await completeSignIn(deps, req, reply, member, { via: 'ent' });
    selectEnterpriseSite(reply);
    return ok(req, {
      ...tokens,
      enterprise: { companyCode: link.companyCode!, companyName: link.companyName ?? link.companyCode!, siteCd: ENTERPRISE_SITE_CD },
    });
  });
}

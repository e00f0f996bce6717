/**
 * /api/auth/login/provider/* (account provider, OpenID Connect) and the enterprise SSO
 * calls samsso/authorize, samsso/token[/{channel}], entGetToken (spec 2.7, 7 Auth).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIES, envelopeSchema } from '@shop/contracts';
import {
  ENTERPRISE_CALLBACK_PATHS,
  ENTERPRISE_SITE_CD,
  entGetTokenBodySchema,
  entGetTokenResultSchema,
  PROVIDER_CALLBACK_PATH,
  providerAuthorizeQuerySchema,
  providerCallbackSchema,
  providerFormsConfigSchema,
  providerSignInResultSchema,
  samssoChannelParamsSchema,
  samssoResultSchema,
  samssoTokenBodySchema,
  type EnterpriseChannel,
  type EnterpriseInfo,
  type ProviderCallback,
} from '@shop/contracts/account-provider';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuthParts } from '../auth-needs.ts';
import { completeSignIn } from '../sign-in.ts';
import type { ProviderFlow } from './provider-flow.ts';
import type { LinkStore } from './links.ts';

const tags = ['auth'];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

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

  r.post(
    '/auth/login/provider/callback',
    {
      schema: {
        tags,
        summary: '账号中心回调：以授权码换取登录态',
        description:
          '/user/saAuthorize 把账号中心带回的参数（code、state、iss 或 error）原样提交。先校验 state 与本浏览器的登录 Cookie（一次性），再以 PKCE 换取令牌并校验 ID Token（nonce、iss、aud、签名）；按账号中心标识或手机号找到会员（首次自动注册）并登录。answer.redirect 为登录前保存的本站路径。',
        body: providerCallbackSchema,
        response: { 200: envelopeSchema(providerSignInResultSchema) },
      },
    },
    async (req, reply) => {
      const { flow: started, identity } = await flow.finish(req, reply, 'account', req.body);
      const { member, created, via } = await flow.memberOf(identity, 'account');
      const tokens = await completeSignIn({ ctx, sessions, cartMerge }, req, reply, member, { via: 'oidc', created });
      if (started.site)
        reply.setCookie(COOKIES.siteCd, started.site, {
          path: '/',
          sameSite: 'lax',
          secure: ctx.config.cookieSecure,
          domain: ctx.config.cookieDomain,
          maxAge: 365 * 24 * 3600,
        });
      return ok(req, { ...tokens, redirect: started.returnTo, via });
    },
  );

  r.get(
    '/auth/login/provider/config',
    {
      schema: {
        tags,
        summary: '账号中心表单配置',
        description: '账号中心表单（登录、退出、注册、找回账号、修改账号）所需的 client id、国家 CN、语言 zh 与账号中心页面地址。',
        response: { 200: envelopeSchema(providerFormsConfigSchema) },
      },
    },
    async (req, reply) => {
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
    },
  );

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
    const tokens = await completeSignIn({ ctx, sessions, cartMerge }, req, reply, fresh, { via: 'sso', created, setCookies: channel !== 'app' });
    selectEnterpriseSite(reply);
    const enterprise: EnterpriseInfo = {
      companyCode: identity.companyCode,
      companyName: identity.companyName ?? identity.companyCode,
      siteCd: ENTERPRISE_SITE_CD,
    };
    return ok(req, { ...tokens, redirect: started.returnTo, via, enterprise });
  }

  const samssoSchema = (summary: string) => ({
    tags,
    summary,
    description:
      '企业商城登录页把企业身份认证中心带回的参数（code、state、iss）提交。校验 state（一次性 Cookie）与 ID Token，要求账号带企业信息（否则 403 ERR_ENT_NO_COMPANY）；会员获得 enterprise 角色，站点切换为企业商城（Cookie siteCd=ent）。channel=app 时不写登录 Cookie，令牌交给 App。',
    body: samssoTokenBodySchema,
    response: { 200: envelopeSchema(samssoResultSchema) },
  });

  r.post('/auth/login/samsso/token', { schema: samssoSchema('企业 SSO：以认证码换取商城登录态') }, async (req, reply) => samsso(req, req.body, reply, 'pc'));
  r.post(
    '/auth/login/samsso/token/:channel',
    { schema: { ...samssoSchema('企业 SSO：以认证码换取商城登录态（按渠道）'), params: samssoChannelParamsSchema } },
    async (req, reply) => samsso(req, req.body, reply, req.params.channel),
  );

  r.post(
    '/auth/login/entGetToken',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '企业会员换取企业商城登录态',
        description:
          '已登录的企业会员（曾经企业 SSO 登录）换取新的会话令牌并切换到企业商城站点。body 可选 { companyCode }：指定企业；非企业会员或不属于该企业 403 ERR_ENT_NOT_MEMBER。',
        security,
        body: entGetTokenBodySchema,
        response: { 200: envelopeSchema(entGetTokenResultSchema) },
      },
    },
    async (req, reply) => {
      const member = await deps.members.requireOfAuth(req.auth);
      const link = await links.enterpriseOf(member.id, req.body?.companyCode);
      if (!link || !member.roles.includes('enterprise')) throw fail('ERR_ENT_NOT_MEMBER');
      const tokens = await completeSignIn({ ctx, sessions, cartMerge }, req, reply, member, { via: 'ent' });
      selectEnterpriseSite(reply);
      return ok(req, {
        ...tokens,
        enterprise: { companyCode: link.companyCode!, companyName: link.companyName ?? link.companyCode!, siteCd: ENTERPRISE_SITE_CD },
      });
    },
  );
}

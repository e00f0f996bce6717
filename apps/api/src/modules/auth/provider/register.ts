/**
 * Auth part: sign-in through the external account provider (OpenID Connect, openid-client)
 * and enterprise SSO (samsso/token, entGetToken) (issue #6).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROVIDER_FORM_KINDS, type ProviderFormKind } from '@shop/contracts/account-provider';
import type { ApiContext } from '../../../platform/types.ts';
import type { AuthParts } from '../auth-needs.ts';
import { accountProviderOf } from '../../../config.ts';
import { ENTERPRISE_CALLBACK_PATHS, PROVIDER_CALLBACK_PATH } from '@shop/contracts/account-provider';
import { accountProviderRoutes } from './routes.ts';
import { createProviderFlow, type ProviderFlow } from './provider-flow.ts';
import { createLinkStore } from './links.ts';
import type { FlowRealm } from './flow-cookie.ts';

/** One flow per app (its context): the /api routes and the sandbox mount share it. */
const flows = new WeakMap<ApiContext, ProviderFlow>();
/** The sandbox's path per realm, for the apps that mounted it. */
const sandboxBases = new WeakMap<ApiContext, Readonly<Record<FlowRealm, string>>>();
function flowOf(deps: Pick<AuthParts, 'ctx' | 'members'>): ProviderFlow {
  let f = flows.get(deps.ctx);
  if (!f) {
    f = createProviderFlow(deps, createLinkStore(deps.ctx.database), () => sandboxBases.get(deps.ctx));
    flows.set(deps.ctx, f);
  }
  return f;
}

export function registerAccountProvider(api: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members' | 'sessions' | 'cartMerge'>): void {
  accountProviderRoutes(api, deps, flowOf(deps), createLinkStore(deps.ctx.database));
}

/** Provider page of each POST form kind (relative to the issuer). */
const PROVIDER_PAGE: Record<Exclude<ProviderFormKind, 'signIn' | 'signOut'>, string> = {
  join: '/join',
  findAccount: '/find-account',
  modify: '/account-modify',
};

/**
 * Outside /api: the local stand-in of the external account provider (oidc-provider), where a
 * configuration asks for it (tests, npm run dev, npm start outside production); and the
 * shop's form hop /account-provider/forms/{kind}, which forwards a provider form (a plain
 * HTML form: no CSRF header) to the configured provider's page.
 */
export async function mountAccountProviderSandbox(app: FastifyInstance, deps: Pick<AuthParts, 'ctx' | 'members'>): Promise<void> {
  const settings = accountProviderOf(deps.ctx.config);
  const flow = flowOf(deps);

  await app.register(async (scope) => {
    // The form's fields are forwarded with the POST (307 keeps method and body): left unread here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    const forward = async (req: FastifyRequest<{ Params: { kind: string }; Querystring: { returnTo?: string } }>, reply: import('fastify').FastifyReply) => {
      const kind = req.params.kind as ProviderFormKind;
      reply.header('cache-control', 'no-store');
      if (!(PROVIDER_FORM_KINDS as readonly string[]).includes(kind) || kind === 'signIn')
        return reply.code(404).type('text/plain; charset=utf-8').send('页面不存在');
      const origin = deps.ctx.origins.public();
      let issuer: string;
      try {
        issuer = flow.issuerOf('account', origin);
      } catch {
        return reply.code(501).type('text/plain; charset=utf-8').send('暂不支持该登录方式');
      }
      if (kind === 'signOut') {
        if (req.method !== 'GET') return reply.code(405).type('text/plain; charset=utf-8').send('请求方式不正确');
        // Back at the shop's /user/logout, which ends the shop session too.
        try {
          const url = await flow.clientOf('account', issuer).endSessionUrl(`${origin}/user/logout`);
          return reply.redirect(url, 302);
        } catch {
          return reply.redirect('/user/logout', 302);
        }
      }
      if (req.method !== 'POST') return reply.code(405).type('text/plain; charset=utf-8').send('请求方式不正确');
      return reply.redirect(`${issuer}${PROVIDER_PAGE[kind]}`, 307);
    };
    scope.get('/account-provider/forms/:kind', forward);
    scope.post('/account-provider/forms/:kind', forward);
  });

  if (!settings.sandbox) return;
  // Imported only here: where the sandbox is off (production), oidc-provider (≈ +40 MB RSS per
  // process) is never loaded.
  const [{ mountSandboxProviders }, { SANDBOX_BASE }] = await Promise.all([
    import('../../../adapters/account-provider/sandbox/mount.ts'),
    import('../../../adapters/account-provider/sandbox/provider.ts'),
  ]);
  sandboxBases.set(deps.ctx, SANDBOX_BASE);
  await mountSandboxProviders(app, {
    database: deps.ctx.database,
    secret: deps.ctx.config.secret,
    origin: deps.ctx.origins.public,
    clients: {
      account: {
        clientId: settings.account.clientId,
        clientSecret: settings.account.clientSecret,
        clientName: '星辰官方商城',
        redirectPaths: [PROVIDER_CALLBACK_PATH],
        postLogoutPaths: ['/user/logout', '/'],
      },
      enterprise: {
        clientId: settings.enterprise.clientId,
        clientSecret: settings.enterprise.clientSecret,
        clientName: '星辰企业商城',
        redirectPaths: Object.values(ENTERPRISE_CALLBACK_PATHS),
        postLogoutPaths: ['/user/logout', '/'],
      },
    },
  });
}

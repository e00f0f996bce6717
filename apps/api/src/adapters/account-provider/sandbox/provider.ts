/**
 * The local stand-in of the external providers: npm oidc-provider, one instance per realm
 * ('account': the consumer account provider; 'enterprise': the enterprise identity
 * provider whose accounts carry a company) and per shop origin (the issuer is
 * <origin>/sandbox/<realm>, so it works on whatever port the shop listens on).
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '@shop/db';
import { createPgAdapterFactory } from './pg-adapter.ts';
import { sandboxCookieKeys, sandboxSigningJwk } from './keys.ts';
import type { SandboxAccounts, SandboxRealm } from './accounts.ts';
import { errorView, esc, page } from './views.ts';

export const SANDBOX_BASE: Record<SandboxRealm, string> = { account: '/sandbox/account', enterprise: '/sandbox/enterprise' };

export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  clientName: string;
  /** Shop paths the provider may send the shopper back to (joined to each shop origin). */
  redirectPaths: string[];
  postLogoutPaths: string[];
}

export interface SandboxOptions {
  database: Database;
  secret: string;
  accounts: SandboxAccounts;
  clients: Record<SandboxRealm, SandboxClient>;
  /** Origins besides the request's that the shop answers on (its public base URL). */
  extraOrigins: string[];
}

const SCOPES: Record<SandboxRealm, string[]> = { account: ['openid', 'phone', 'profile'], enterprise: ['openid', 'phone', 'profile', 'company'] };

export function createSandboxProviders(opts: SandboxOptions) {
  const cache = new Map<string, Provider>();

  function build(realm: SandboxRealm, origin: string): Provider {
    const base = SANDBOX_BASE[realm];
    const client = opts.clients[realm];
    const origins = [...new Set([origin, ...opts.extraOrigins])];
    const configuration: Configuration = {
      adapter: createPgAdapterFactory(opts.database, realm),
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          client_name: client.clientName,
          redirect_uris: origins.flatMap((o) => client.redirectPaths.map((p) => o + p)),
          post_logout_redirect_uris: origins.flatMap((o) => client.postLogoutPaths.map((p) => o + p)),
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
          id_token_signed_response_alg: 'ES256',
        },
      ],
      jwks: { keys: [sandboxSigningJwk(opts.secret, realm)] },
      cookies: { keys: sandboxCookieKeys(opts.secret, realm) },
      pkce: { required: () => true },
      scopes: SCOPES[realm],
      claims: {
        openid: ['sub'],
        phone: ['phone_number', 'phone_number_verified'],
        profile: ['name', 'nickname'],
        ...(realm === 'enterprise' ? { company: ['company_code', 'company_name'] } : {}),
      },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx, form) => {
            ctx.body = page(
              realm,
              '退出登录',
              `<h1>退出${realm === 'account' ? '星辰账号' : '企业账号'}？</h1><p class="sub">退出后，使用该账号登录的其他应用也需要重新登录。</p>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">退出登录</button><button type="submit" class="secondary" form="op.logoutForm">保持登录</button>`,
            );
          },
          postLogoutSuccessSource: async (ctx) => {
            ctx.body = page(realm, '已退出', `<h1>已退出登录</h1><p class="sub">您已退出${esc(ctx.oidc.client?.clientName ?? '')}。</p>`);
          },
        },
      },
      interactions: { url: async (_ctx, interaction) => `${base}/interaction/${interaction.uid}` },
      findAccount: async (_ctx, sub) => {
        const acc = await opts.accounts.bySubject(sub);
        if (!acc || acc.realm !== realm) return undefined;
        return {
          accountId: sub,
          claims: async () => ({
            sub,
            name: acc.name,
            nickname: acc.name,
            ...(acc.phoneNumber ? { phone_number: acc.phoneNumber, phone_number_verified: true } : {}),
            ...(acc.companyCode ? { company_code: acc.companyCode, company_name: acc.companyName ?? acc.companyCode } : {}),
          }),
        };
      },
      renderError: async (ctx: KoaContextWithOIDC, out) => {
        ctx.type = 'html';
        const text: Record<string, string> = {
          invalid_request: '请求参数不正确',
          invalid_client: '未知的应用',
          invalid_redirect_uri: '跳转地址未登记',
          access_denied: '授权已取消',
          login_required: '请先登录',
        };
        ctx.body = errorView(realm, text[out.error] ?? `账号中心处理失败（${out.error}）`);
      },
      ttl: { Interaction: 600, Session: 8 * 3600, Grant: 30 * 86400, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
      conformIdTokenClaims: true,
      allowOmittingSingleRegisteredRedirectUri: false,
    };
    const provider = new Provider(`${origin}${base}`, configuration);
    provider.proxy = true;
    // Scrub expected user errors from the log noise; real failures still surface.
    provider.on('server_error', (_ctx, err) => console.error('account-provider sandbox error', err));
    return provider;
  }

  return {
    /** The provider of this realm for a shop origin (a few origins at most: LRU of 8). */
    get(realm: SandboxRealm, origin: string): Provider {
      const key = `${realm} ${origin}`;
      let p = cache.get(key);
      if (!p) {
        if (cache.size >= 8) cache.delete(cache.keys().next().value!);
        p = build(realm, origin);
        cache.set(key, p);
      }
      return p;
    },
  };
}

export type SandboxProviders = ReturnType<typeof createSandboxProviders>;

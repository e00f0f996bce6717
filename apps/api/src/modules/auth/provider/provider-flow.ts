/**
 * The shop side of provider sign-in, shared by the account provider and enterprise SSO:
 * which OpenID Connect client serves a realm, starting a flow (cookie + provider URL) and
 * finishing it (checks, member found by link or phone number, link stored).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSameSitePath, type ProviderCallback } from '@shop/contracts/account-provider';
import type { ErrorCode } from '@shop/contracts';
import type { AuthMember, AuthParts } from '../auth-needs.ts';
import { accountProviderOf, type AccountProviderConfig } from '../../../config.ts';
import { fail } from '../../../platform/shop-error.ts';
import { createOidcClient, OidcFlowError, type OidcClient, type ProviderIdentity } from '../../../adapters/account-provider/oidc-client.ts';
import { clearFlowCookie, readFlowCookie, writeFlowCookie, type FlowRealm, type FlowState } from './flow-cookie.ts';
import type { LinkStore } from './links.ts';

const REASON_CODE: Record<OidcFlowError['reason'], ErrorCode> = {
  state: 'ERR_PROVIDER_STATE_INVALID',
  code: 'ERR_PROVIDER_CODE_INVALID',
  token: 'ERR_PROVIDER_TOKEN_INVALID',
  denied: 'ERR_PROVIDER_DENIED',
  unavailable: 'ERR_PROVIDER_UNAVAILABLE',
};

/** +86 138 0013 8000 → 13800138000; anything else that is not a mainland mobile → undefined. */
export function mainlandMobile(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  let digits = phone.replace(/[\s()-]/g, '');
  if (digits.startsWith('+86')) digits = digits.slice(3);
  else if (/^86\d{11}$/.test(digits)) digits = digits.slice(2);
  return /^1[3-9]\d{9}$/.test(digits) ? digits : undefined;
}

/**
 * `sandboxBase`: the local stand-in's path of each realm, once it is mounted (register.ts loads
 * it, and oidc-provider with it, only where the configuration asks for the sandbox).
 */
export function createProviderFlow(
  deps: Pick<AuthParts, 'ctx' | 'members'>,
  links: LinkStore,
  sandboxBase: () => Readonly<Record<FlowRealm, string>> | undefined,
) {
  const { ctx } = deps;
  const settings = (): AccountProviderConfig => accountProviderOf(ctx.config);
  const clients = new Map<string, OidcClient>();

  /** The issuer of a realm: configured, else this shop's sandbox (when mounted). */
  function issuerOf(realm: FlowRealm, origin: string): string {
    const s = settings();
    const configured = s[realm].issuer;
    if (configured) return configured.replace(/\/+$/, '');
    const base = s.sandbox ? sandboxBase() : undefined;
    if (!base) throw fail('ERR_PROVIDER_NOT_CONFIGURED');
    return `${origin}${base[realm]}`;
  }

  function clientOf(realm: FlowRealm, issuer: string): OidcClient {
    const key = `${realm} ${issuer}`;
    let c = clients.get(key);
    if (!c) {
      const s = settings();
      c = createOidcClient({ issuer, clientId: s[realm].clientId, clientSecret: s[realm].clientSecret, allowHttp: s.allowHttp });
      if (clients.size > 16) clients.clear();
      clients.set(key, c);
    }
    return c;
  }

  const mapError = (err: unknown): never => {
    if (err instanceof OidcFlowError) {
      throw fail(REASON_CODE[err.reason], { cause: err });
    }
    throw err;
  };

  return {
    settings,
    issuerOf,
    clientOf,

    /** Checks the way back (same-site path only), stores the flow cookie, answers the provider URL. */
    async start(
      req: FastifyRequest,
      reply: FastifyReply,
      realm: FlowRealm,
      o: { returnTo?: string; site?: string; callbackPath: string; scope: string },
    ): Promise<string> {
      const returnTo = o.returnTo && o.returnTo.length > 0 ? o.returnTo : '/';
      if (!isSameSitePath(returnTo)) throw fail('ERR_PROVIDER_REDIRECT_INVALID');
      const origin = ctx.origins.public();
      const issuer = issuerOf(realm, origin);
      const client = clientOf(realm, issuer);
      const { url, pending } = await client.startAuthorization(`${origin}${o.callbackPath}`, { scope: o.scope, ui_locales: 'zh-CN' }).catch(mapError);
      writeFlowCookie(reply, ctx.config, { ...pending, realm, returnTo, ...(o.site ? { site: o.site } : {}) }, Date.now());
      return url;
    },

    /**
     * Finishes the flow this browser started: the cookie is cleared whatever happens (single
     * use), the state must match it, then the code is exchanged at the provider.
     */
    async finish(
      req: FastifyRequest,
      reply: FastifyReply,
      realm: FlowRealm,
      params: ProviderCallback,
    ): Promise<{ flow: FlowState; identity: ProviderIdentity }> {
      const flow = readFlowCookie(req, ctx.config, realm, Date.now());
      clearFlowCookie(reply, realm);
      if (!flow || flow.state !== params.state) throw fail('ERR_PROVIDER_STATE_INVALID');
      if (params.error) throw fail(params.error === 'access_denied' ? 'ERR_PROVIDER_DENIED' : 'ERR_PROVIDER_CODE_INVALID');
      if (!params.code) throw fail('ERR_PROVIDER_CODE_INVALID');
      const client = clientOf(realm, flow.issuer);
      const identity = await client
        .finishAuthorization(flow, { code: params.code, state: params.state, iss: params.iss, session_state: params.session_state })
        .catch(mapError);
      return { flow, identity };
    },

    /** The member of a provider identity: by its link, else by its phone number (found or created), then linked. */
    async memberOf(identity: ProviderIdentity, realm: FlowRealm): Promise<{ member: AuthMember; created: boolean; via: 'link' | 'phone' }> {
      const now = ctx.clock.now();
      const link = await links.bySubject(identity.issuer, identity.subject);
      if (link) {
        const member = await deps.members.byId(link.memberId);
        if (member) {
          await links.link(
            {
              memberId: member.id,
              realm,
              issuer: identity.issuer,
              subject: identity.subject,
              companyCode: identity.companyCode,
              companyName: identity.companyName,
            },
            now,
          );
          return { member, created: false, via: 'link' };
        }
      }
      const mobile = mainlandMobile(identity.phoneNumber);
      if (!mobile) throw fail('ERR_PROVIDER_NO_PHONE');
      const { member, created } = await deps.members.signInByMobile(mobile, now);
      await links.link(
        {
          memberId: member.id,
          realm,
          issuer: identity.issuer,
          subject: identity.subject,
          companyCode: identity.companyCode,
          companyName: identity.companyName,
        },
        now,
      );
      return { member, created, via: 'phone' };
    },
  };
}

export type ProviderFlow = ReturnType<typeof createProviderFlow>;

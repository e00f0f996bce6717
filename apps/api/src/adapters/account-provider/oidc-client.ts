/**
 * The account provider port: an OpenID Connect relying party (openid-client v6) against a
 * configurable issuer — authorization code flow with PKCE (S256), state and nonce,
 * server metadata from the issuer's discovery document. The same adapter serves the
 * consumer account provider and the enterprise identity provider (two configurations).
 */
import * as oidc from 'openid-client';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain http issuers (the local sandbox on a developer machine). */
  allowHttp: boolean;
}

/** What the shop keeps between starting sign-in and the callback (in a signed cookie). */
export interface PendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  issuer: string;
}

/** Claims the shop uses from the ID token / userinfo. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  phoneNumber?: string;
  name?: string;
  companyCode?: string;
  companyName?: string;
  idToken?: string;
}

/** Why a sign-in could not be completed; the module maps it to an error code. */
export class OidcFlowError extends Error {
  constructor(
    readonly reason: 'state' | 'code' | 'token' | 'denied' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcFlowError';
  }
}

const DISCOVERY_TTL_MS = 10 * 60_000;
const HTTP_TIMEOUT_S = 10;

export function createOidcClient(settings: OidcClientSettings) {
  let cached: { at: number; config: Promise<oidc.Configuration> } | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret, id_token_signed_response_alg: 'ES256' },
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [],
          timeout: HTTP_TIMEOUT_S,
        },
      )
      .catch((cause: unknown) => {
        cached = undefined;
        throw new OidcFlowError('unavailable', `discovery of ${settings.issuer} failed`, { cause });
      });
    cached = { at: Date.now(), config };
    return config;
  }

  return {
    settings,

    /** The provider URL to send the shopper to, and what must be kept for the callback. */
    async startAuthorization(redirectUri: string, extra: Record<string, string> = {}): Promise<{ url: string; pending: PendingAuthorization }> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid phone profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...extra,
      });
      return { url: url.href, pending: { state, nonce, codeVerifier, redirectUri, issuer: settings.issuer } };
    },

    /**
     * Exchanges the code the provider sent back (its callback parameters) for tokens,
     * checking state, PKCE, nonce, issuer and the ID token signature.
     */
    async finishAuthorization(pending: PendingAuthorization, params: Record<string, string | undefined>): Promise<ProviderIdentity> {
      if (params.state !== pending.state) throw new OidcFlowError('state', 'state mismatch');
      if (params.error) throw new OidcFlowError(params.error === 'access_denied' ? 'denied' : 'code', `provider error ${params.error}`);
      const config = await configuration();
      const current = new URL(pending.redirectUri);
      for (const [k, v] of Object.entries(params)) if (v !== undefined) current.searchParams.set(k, v);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (cause) {
        throw classify(cause);
      }
      const claims = tokens.claims();
      if (!claims) throw new OidcFlowError('token', 'no id token');
      // Claims beyond the ID token come from userinfo (subject checked against the ID token).
      let info: Record<string, unknown> = {};
      try {
        info = (await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) as Record<string, unknown>;
      } catch (cause) {
        throw classify(cause);
      }
      const all = { ...claims, ...info } as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        phoneNumber: all.phone_number_verified === false ? undefined : str(all.phone_number),
        name: str(all.nickname) ?? str(all.name),
        companyCode: str(all.company_code),
        companyName: str(all.company_name),
        idToken: tokens.id_token,
      };
    },

    /** The provider's end-session URL (RP-initiated logout) with the way back into the shop. */
    async endSessionUrl(postLogoutRedirectUri: string, idTokenHint?: string): Promise<string> {
      const config = await configuration();
      const params: Record<string, string> = { client_id: settings.clientId, post_logout_redirect_uri: postLogoutRedirectUri, ui_locales: 'zh-CN' };
      if (idTokenHint) params.id_token_hint = idTokenHint;
      return oidc.buildEndSessionUrl(config, params).href;
    },

    /** The discovered metadata (endpoints), for the provider forms. */
    async metadata() {
      return (await configuration()).serverMetadata();
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

function classify(cause: unknown): OidcFlowError {
  if (cause instanceof OidcFlowError) return cause;
  const err = cause as { name?: string; code?: string; error?: string; message?: string };
  // The provider's token endpoint refused the grant: replayed, expired or foreign code, wrong PKCE verifier.
  if (err?.name === 'ResponseBodyError' && (err.error === 'invalid_grant' || err.error === 'invalid_request'))
    return new OidcFlowError('code', err.message ?? 'invalid grant', { cause });
  if (err?.name === 'AuthorizationResponseError')
    return new OidcFlowError(err.error === 'access_denied' ? 'denied' : 'code', err.message ?? 'authorization error', { cause });
  if (err?.name === 'ResponseBodyError') return new OidcFlowError('code', err.message ?? 'provider error', { cause });
  // Network trouble or the provider down.
  if (err?.name === 'TypeError' || err?.name === 'AbortError' || err?.name === 'TimeoutError' || err?.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM')
    return new OidcFlowError('unavailable', err.message ?? 'provider unreachable', { cause });
  // Everything else is a check of the response that failed (nonce, iss, aud, signature, state).
  return new OidcFlowError('token', err?.message ?? 'id token check failed', { cause });
}

/**
 * HTTP of the sandbox providers, at the app root (outside /api): the OpenID Connect
 * endpoints of oidc-provider under /sandbox/<realm>/*, and the provider's own screens —
 * sign-in and consent (interactions), join, find-account and account-modify, each taking
 * the hidden fields of the shop's provider forms (clientId, countryCode CN, languageCode
 * zh, redirectUrl, goBackUrl) and sending the shopper back to the shop.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@shop/db';
import { createSandboxAccounts, DEMO_ACCOUNTS, type SandboxRealm } from './accounts.ts';
import { createSandboxProviders, SANDBOX_BASE, type SandboxClient } from './provider.ts';
import { consentView, doneView, errorView, findAccountView, joinView, loginView, modifyView, type FormCarry } from './views.ts';
import { sweepExpired } from './pg-adapter.ts';

export interface MountSandboxOptions {
  database: Database;
  secret: string;
  clients: Record<SandboxRealm, SandboxClient>;
  /** The shop's public origin, if configured (besides each request's own). */
  /** The shop's public origin: the sandbox issuer is <origin>/sandbox/<realm>, never a request's Host. */
  origin: () => string;
}

const MOBILE = /^1[3-9]\d{9}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
type Form = Record<string, string>;

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

export async function mountSandboxProviders(app: FastifyInstance, opts: MountSandboxOptions): Promise<void> {
  const accounts = createSandboxAccounts(opts.database);
  const extraOrigins: string[] = [];
  const providers = createSandboxProviders({ database: opts.database, secret: opts.secret, accounts, clients: opts.clients, extraOrigins });
  let lastSweep = 0;
  const housekeeping = async () => {
    await accounts.seedDemo();
    if (Date.now() - lastSweep > 10 * 60_000) {
      lastSweep = Date.now();
      await sweepExpired(opts.database).catch(() => undefined);
    }
  };

  for (const realm of ['account', 'enterprise'] as const) {
    const base = SANDBOX_BASE[realm];
    const client = opts.clients[realm];

    // The protocol endpoints (discovery, authorize, token, userinfo, jwks, end session): oidc-provider itself.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      // Leave the body unread: oidc-provider parses it.
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
      scope.all(`${base}/*`, async (req, reply) => {
        await housekeeping();
        const provider = providers.get(realm, opts.origin());
        reply.hijack();
        const raw = req.raw as typeof req.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(base.length) || '/';
        await new Promise<void>((resolve) => {
          reply.raw.on('close', resolve);
          reply.raw.on('finish', resolve);
          void provider.callback()(raw, reply.raw);
        });
      });
    });

    // The provider's screens (form posts).
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      const demo = DEMO_ACCOUNTS.filter((d) => d.realm === realm).map((d) => ({ loginId: d.loginId, password: d.password, company: d.companyName }));
      const form = (req: FastifyRequest): Form => {
        const b = req.body;
        if (!b || typeof b !== 'object') return {};
        return Object.fromEntries(Object.entries(b as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
      };

      async function interaction(req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
        const provider = providers.get(realm, opts.origin());
        try {
          const details = await provider.interactionDetails(req.raw, reply.raw);
          if (details.uid !== req.params.uid) throw new Error('uid mismatch');
          return { provider, details };
        } catch {
          html(reply, 400, errorView(realm, '登录请求已过期，请返回商城重新登录'));
          return undefined;
        }
      }

      async function finish(
        req: FastifyRequest,
        reply: FastifyReply,
        provider: ReturnType<typeof providers.get>,
        result: Parameters<typeof provider.interactionResult>[2],
      ) {
        const to = await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
        return reply.header('cache-control', 'no-store').redirect(to, 303);
      }

      scope.get<{ Params: { uid: string } }>(`${base}/interaction/:uid`, async (req, reply) => {
        await housekeeping();
        const it = await interaction(req, reply);
        if (!it) return reply;
        const { details, provider } = it;
        const clientName = (await provider.Client.find(String(details.params.client_id)))?.clientName ?? '商城';
        if (details.prompt.name === 'login') return html(reply, 200, loginView({ realm, base, uid: details.uid, clientName, demo }));
        const acc = details.session?.accountId ? await accounts.bySubject(details.session.accountId) : undefined;
        const scopes = String(details.params.scope ?? 'openid').split(' ');
        return html(reply, 200, consentView({ realm, base, uid: details.uid, clientName, scopes, accountName: acc?.name ?? '您' }));
      });

      scope.post<{ Params: { uid: string } }>(`${base}/interaction/:uid/login`, async (req, reply) => {
        const it = await interaction(req, reply);
        if (!it) return reply;
        const { details, provider } = it;
        const f = form(req);
        const clientName = (await provider.Client.find(String(details.params.client_id)))?.clientName ?? '商城';
        const loginId = (f.loginId ?? '').trim().slice(0, 64);
        const acc = loginId && f.password ? await accounts.authenticate(realm, loginId, f.password.slice(0, 64)) : undefined;
        if (!acc) return html(reply, 400, loginView({ realm, base, uid: details.uid, clientName, demo, loginId, error: '账号或密码错误' }));
        return finish(req, reply, provider, { login: { accountId: acc.subject } });
      });

      scope.post<{ Params: { uid: string } }>(`${base}/interaction/:uid/confirm`, async (req, reply) => {
        const it = await interaction(req, reply);
        if (!it) return reply;
        const { details, provider } = it;
        if (details.prompt.name !== 'consent' || !details.session?.accountId) return html(reply, 400, errorView(realm, '请先登录'));
        const missing = details.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        const grant = details.grantId
          ? ((await provider.Grant.find(details.grantId)) ??
            new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) }))
          : new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        for (const [indicator, s] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, s.join(' '));
        const grantId = await grant.save();
        return finish(req, reply, provider, { consent: { grantId } });
      });

      scope.post<{ Params: { uid: string } }>(`${base}/interaction/:uid/abort`, async (req, reply) => {
        const it = await interaction(req, reply);
        if (!it) return reply;
        return finish(req, reply, it.provider, { error: 'access_denied', error_description: '用户取消了授权' });
      });

      /** The hidden fields of a shop form, checked: our client, CN / zh, ways back on the shop's origin. */
      function carry(req: FastifyRequest, f: Form): FormCarry | string {
        const c: FormCarry = {
          clientId: f.clientId ?? '',
          countryCode: f.countryCode ?? '',
          languageCode: f.languageCode ?? '',
          redirectUrl: f.redirectUrl ?? '',
          goBackUrl: f.goBackUrl ?? '',
        };
        if (c.clientId !== client.clientId) return '未知的应用，请从商城重新进入';
        if (c.countryCode !== 'CN' || c.languageCode !== 'zh') return '暂不支持该国家或语言';
        const allowed = new Set([opts.origin(), ...extraOrigins]);
        for (const u of [c.redirectUrl, c.goBackUrl]) {
          if (!u) continue;
          let parsed: URL;
          try {
            parsed = new URL(u);
          } catch {
            return '返回地址不正确';
          }
          if (!allowed.has(parsed.origin)) return '返回地址不正确';
        }
        if (!c.goBackUrl) return '缺少返回地址';
        return c;
      }

      const emptyCarry: FormCarry = { clientId: client.clientId, countryCode: 'CN', languageCode: 'zh', redirectUrl: '', goBackUrl: '' };

      // ── join ──
      const joinEntry = async (req: FastifyRequest, reply: FastifyReply) => {
        await housekeeping();
        const q = req.query as Record<string, string | undefined>;
        if (req.method === 'GET') {
          // From the provider's own sign-in screen: back to it afterwards.
          const uid = q.interaction && /^[\w-]{1,64}$/.test(q.interaction) ? q.interaction : undefined;
          const back = uid ? `${opts.origin()}${base}/interaction/${uid}` : '';
          return html(reply, 200, joinView({ realm, base, carry: { ...emptyCarry, goBackUrl: back, redirectUrl: back }, interaction: uid }));
        }
        const c = carry(req, form(req));
        if (typeof c === 'string') return html(reply, 400, errorView(realm, c));
        return html(reply, 200, joinView({ realm, base, carry: c }));
      };
      scope.get(`${base}/join`, joinEntry);
      scope.post(`${base}/join`, joinEntry);
      scope.post(`${base}/join/submit`, async (req, reply) => {
        const f = form(req);
        const c = carry(req, f);
        if (typeof c === 'string') return html(reply, 400, errorView(realm, c));
        const values = { mobile: (f.mobile ?? '').trim(), name: (f.name ?? '').trim() };
        const again = (error: string) => html(reply, 400, joinView({ realm, base, carry: c, error, values }));
        if (!MOBILE.test(values.mobile)) return again('请输入正确的手机号');
        if (values.name.length < 1 || values.name.length > 20) return again('请输入1-20个字的昵称');
        if (!PASSWORD.test(f.password ?? '')) return again('密码需为8-32位，且包含字母和数字');
        const created = await accounts.create(realm, { loginId: values.mobile, password: f.password!, phone: values.mobile, name: values.name });
        if (created === 'taken') return again('该手机号已注册，请直接登录或找回账号');
        return html(
          reply,
          200,
          doneView({
            realm,
            title: '注册成功',
            message: `账号 ${values.mobile} 已注册，现在可以用它登录商城。`,
            backUrl: c.redirectUrl || c.goBackUrl,
            backText: '返回商城登录',
          }),
        );
      });

      // ── find account ──
      scope.post(`${base}/find-account`, async (req, reply) => {
        const c = carry(req, form(req));
        if (typeof c === 'string') return html(reply, 400, errorView(realm, c));
        return html(reply, 200, findAccountView({ realm, base, carry: c }));
      });
      scope.post(`${base}/find-account/submit`, async (req, reply) => {
        const f = form(req);
        const c = carry(req, f);
        if (typeof c === 'string') return html(reply, 400, errorView(realm, c));
        const mobile = (f.mobile ?? '').trim();
        if (!MOBILE.test(mobile)) return html(reply, 400, findAccountView({ realm, base, carry: c, error: '请输入正确的手机号' }));
        if (!PASSWORD.test(f.password ?? '')) return html(reply, 400, findAccountView({ realm, base, carry: c, error: '密码需为8-32位，且包含字母和数字' }));
        const acc = await accounts.byPhone(realm, mobile);
        if (!acc || acc.name !== (f.name ?? '').trim()) return html(reply, 400, findAccountView({ realm, base, carry: c, error: '手机号与昵称不匹配' }));
        await accounts.modify(acc, { password: f.password });
        return html(reply, 200, doneView({ realm, title: '密码已重设', message: `账号 ${acc.loginId} 的密码已重设。`, backUrl: c.redirectUrl || c.goBackUrl }));
      });

      // ── account modify ──
      scope.post(`${base}/account-modify`, async (req, reply) => {
        const c = carry(req, form(req));
        if (typeof c === 'string') return html(reply, 400, errorView(realm, c));
        return html(reply, 200, modifyView({ realm, base, carry: c }));
      });
      scope.post(`${base}/account-modify/submit`, async (req, reply) => {
        const f = form(req);
        const c = carry(req, f);
        if (typeof c === 'string') return html(reply, 400, errorView(realm, c));
        const acc = await accounts.authenticate(realm, (f.loginId ?? '').slice(0, 64), (f.password ?? '').slice(0, 64));
        if (!acc) return html(reply, 400, modifyView({ realm, base, carry: c, error: '账号或密码错误' }));
        const name = (f.name ?? '').trim();
        if (name.length > 20) return html(reply, 400, modifyView({ realm, base, carry: c, error: '请输入1-20个字的昵称' }));
        if (f.newPassword && !PASSWORD.test(f.newPassword))
          return html(reply, 400, modifyView({ realm, base, carry: c, error: '密码需为8-32位，且包含字母和数字' }));
        if (!name && !f.newPassword) return html(reply, 400, modifyView({ realm, base, carry: c, error: '请填写要修改的内容' }));
        await accounts.modify(acc, { name: name || undefined, password: f.newPassword || undefined });
        return html(reply, 200, doneView({ realm, title: '修改成功', message: '账号信息已更新。', backUrl: c.redirectUrl || c.goBackUrl }));
      });
    });
  }
}

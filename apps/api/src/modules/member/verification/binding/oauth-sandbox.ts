/**
 * The local stand-in of the third-party platforms (WeChat, Alipay, Weibo, QQ) for account
 * binding: a real authorisation round trip, as those platforms' OAuth 2.0 web flows run it.
 *
 *   GET  /api/sandbox/oauth/{type}/authorize?client_id&redirect_uri&state&response_type=code
 *        the platform's consent page (Chinese, plain form, any width)
 *   POST /api/sandbox/oauth/{type}/authorize      同意授权 → a one-time code (5 min) to redirect_uri; 拒绝 → error=access_denied
 *   POST /api/sandbox/oauth/{type}/token          server to server: { client_id, client_secret, code, redirect_uri } → { openid, nickname }
 *   POST /api/sandbox/oauth/{type}/userinfo       server to server: { client_id, client_secret, openid } → { subscribe, student }
 *
 * Its tables (oauth_sandbox_accounts / _codes) are the platforms' side, never read by the shop.
 * The platform account a shopper "logs in" with on the consent page is a name: the same name
 * is the same platform user (same openid), so a second shop member can try the same one.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Database } from '@shop/db';
import { BIND_TYPES, SCHOOLS, THIRD_AUTH_CONFIGS, type BindType } from '@shop/contracts/verification';
import type { Clock } from '../../../../platform/clock.ts';

const tags = ['sandbox'];
const CODE_TTL_MS = 5 * 60 * 1000;
const typeParams = z.object({ type: z.enum(BIND_TYPES) });

/** The shop's client credentials at each platform (derived from the shop secret; a real deployment configures them). */
export function sandboxClient(secret: string, type: BindType) {
  return { clientId: `shop-${type}-client`, clientSecret: createHmac('sha256', secret).update(`oauth-sandbox:${type}:client-secret`).digest('hex') };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const nameOf = (type: BindType) => THIRD_AUTH_CONFIGS.find((c) => c.code === type)!;

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
header{color:#fff;padding:14px 20px;font-size:16px;font-weight:600}header small{font-weight:400;opacity:.8;margin-left:8px}
main{max-width:440px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 8px}p{font-size:14px;color:#646a73;line-height:1.6}label{display:block;font-size:14px;margin:14px 0 6px}
input[type=text],input[type=number],select{width:100%;height:40px;border:1px solid #d0d3d6;border-radius:8px;padding:0 12px;font-size:15px}
label.flag{display:flex;gap:8px;align-items:center}button{display:block;width:100%;height:46px;border-radius:23px;font-size:16px;border:0;cursor:pointer;margin-top:14px}
.ok{color:#fff}.no{background:#fff;border:1px solid #d0d3d6;color:#1f2329}.err{color:#d4380d}`;

function page(type: BindType, inner: string): string {
  const cfg = nameOf(type);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(cfg.name)}授权</title><style>${STYLE}header{background:${cfg.color}}.ok{background:${cfg.color}}</style></head><body><header>${esc(cfg.name)}<small>本地沙箱</small></header><main><div class="card">${inner}</div></main></body></html>`;
}

const authorizeQuery = z.object({
  client_id: z.string().max(100),
  redirect_uri: z.string().max(500),
  state: z.string().min(8).max(200),
  response_type: z.literal('code').default('code'),
});

export function oauthSandboxRoutes(api: FastifyInstance, opts: { database: Database; clock: Clock; secret: string }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { db } = opts.database;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const platformError = (reply: FastifyReply, status: number, errcode: string, errmsg: string) => reply.code(status).send({ errcode, errmsg });
  const clientOk = (type: BindType, clientId: string, clientSecret?: string) => {
    const c = sandboxClient(opts.secret, type);
    if (clientId !== c.clientId) return false;
    if (clientSecret === undefined) return true;
    const a = Buffer.from(sha(clientSecret));
    return timingSafeEqual(a, Buffer.from(sha(c.clientSecret)));
  };
  /** The platform only sends codes back to the registered callback path of the shop. */
  const redirectOk = (type: BindType, uri: string) => {
    try {
      return new URL(uri).pathname === `/api/member/member/bind/${type}/callback`;
    } catch {
      return false;
    }
  };

  r.get(
    '/sandbox/oauth/:type/authorize',
    { schema: { tags, summary: '第三方平台沙箱：授权页', params: typeParams, querystring: authorizeQuery } },
    async (req, reply) => {
      const { type } = req.params;
      const q = req.query;
      if (!clientOk(type, q.client_id) || !redirectOk(type, q.redirect_uri))
        return html(reply, 400, page(type, `<h1>授权参数错误</h1><p class="err">应用未登记或回调地址不符，请返回商城重新发起。</p>`));
      const cfg = nameOf(type);
      const hidden = ['client_id', 'redirect_uri', 'state']
        .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k as keyof typeof q] as string)}">`)
        .join('');
      const account = `${type}_${randomBytes(4).toString('hex')}`;
      const extra =
        type === 'wechat'
          ? `<label class="flag"><input type="checkbox" name="follow" value="1"> 已关注“星辰商城”公众号</label>`
          : type === 'alipay'
            ? `<label class="flag"><input type="checkbox" name="student" value="1"> 已在支付宝完成学生身份认证</label>
<label for="school">学校</label><select id="school" name="school">${SCHOOLS.map((s) => `<option>${esc(s.name)}</option>`).join('')}</select>
<label for="gy">毕业年份</label><input id="gy" type="number" name="graduationYear" value="${new Date().getFullYear() + 2}">`
            : '';
      return html(
        reply,
        200,
        page(
          type,
          `<h1>星辰官方商城 申请使用你的${esc(cfg.name)}账号</h1><p>授权后，商城将获得你的${esc(cfg.name)}账号标识与昵称，用于账号绑定。</p>
<form method="post" action="/api/sandbox/oauth/${type}/authorize">${hidden}
<label for="account">${esc(cfg.name)}账号</label><input id="account" type="text" name="account" value="${account}" maxlength="40" required>
<label for="nickname">昵称</label><input id="nickname" type="text" name="nickname" value="${esc(cfg.name)}用户${account.slice(-4)}" maxlength="20">
${extra}
<button class="ok" type="submit" name="decision" value="allow">同意授权</button><button class="no" type="submit" name="decision" value="deny">拒绝</button></form>`,
        ),
      );
    },
  );

  const confirmForm = z.object({
    client_id: z.string().max(100),
    redirect_uri: z.string().max(500),
    state: z.string().min(8).max(200),
    decision: z.enum(['allow', 'deny']),
    account: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_.@-]+$/)
      .optional(),
    nickname: z.string().trim().max(20).optional(),
    follow: z.literal('1').optional(),
    student: z.literal('1').optional(),
    school: z.string().max(40).optional(),
    graduationYear: z.coerce.number().int().min(1990).max(2100).optional(),
  });

  r.post(
    '/sandbox/oauth/:type/authorize',
    { config: { csrf: false }, schema: { tags, summary: '第三方平台沙箱：同意 / 拒绝授权', params: typeParams } },
    async (req, reply) => {
      const { type } = req.params;
      const raw = typeof req.body === 'string' ? Object.fromEntries(new URLSearchParams(req.body).entries()) : ((req.body ?? {}) as Record<string, unknown>);
      const parsed = confirmForm.safeParse(raw);
      if (!parsed.success || !clientOk(type, parsed.data.client_id) || !redirectOk(type, parsed.data.redirect_uri))
        return html(reply, 400, page(type, `<h1>授权参数错误</h1><p class="err">请返回商城重新发起。</p>`));
      const f = parsed.data;
      const back = new URL(f.redirect_uri);
      back.searchParams.set('state', f.state);
      if (f.decision === 'deny' || !f.account) {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.toString(), 303);
      }
      const now = opts.clock.now();
      const externalId = `${type.slice(0, 2)}_${createHmac('sha256', opts.secret).update(`oauth-sandbox:${type}:user:${f.account}`).digest('hex').slice(0, 24)}`;
      const school = f.student && f.school && SCHOOLS.some((s) => s.name === f.school) ? f.school : null;
      const values = {
        nickname: f.nickname || f.account,
        followsOfficial: type === 'wechat' ? !!f.follow : false,
        studentSchool: type === 'alipay' ? school : null,
        studentGraduationYear: type === 'alipay' && school ? (f.graduationYear ?? null) : null,
        updatedAt: now,
      };
      await db
        .insert(schema.oauthSandboxAccounts)
        .values({ type, account: f.account, externalId, ...values })
        .onConflictDoUpdate({ target: [schema.oauthSandboxAccounts.type, schema.oauthSandboxAccounts.account], set: values });
      const code = randomBytes(24).toString('base64url');
      await db.insert(schema.oauthSandboxCodes).values({
        codeHash: sha(code),
        type,
        clientId: f.client_id,
        redirectUri: f.redirect_uri,
        externalId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      back.searchParams.set('code', code);
      return reply.redirect(back.toString(), 303);
    },
  );

  const tokenBody = z.object({
    client_id: z.string().max(100),
    client_secret: z.string().max(200),
    code: z.string().max(200),
    redirect_uri: z.string().max(500),
  });
  r.post(
    '/sandbox/oauth/:type/token',
    { config: { csrf: false }, schema: { tags, summary: '第三方平台沙箱：授权码换取用户标识（服务端调用）', params: typeParams } },
    async (req, reply) => {
      const { type } = req.params;
      const parsed = tokenBody.safeParse(req.body);
      if (!parsed.success) return platformError(reply, 400, 'invalid_request', '参数错误');
      const b = parsed.data;
      if (!clientOk(type, b.client_id, b.client_secret)) return platformError(reply, 401, 'invalid_client', '应用凭证错误');
      const now = opts.clock.now();
      // One conditional update: a code is exchanged once, before it expires, by the client it was issued to.
      const [used] = await db
        .update(schema.oauthSandboxCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(schema.oauthSandboxCodes.codeHash, sha(b.code)),
            eq(schema.oauthSandboxCodes.type, type),
            eq(schema.oauthSandboxCodes.clientId, b.client_id),
            eq(schema.oauthSandboxCodes.redirectUri, b.redirect_uri),
            isNull(schema.oauthSandboxCodes.usedAt),
            gt(schema.oauthSandboxCodes.expiresAt, now),
          ),
        )
        .returning({ externalId: schema.oauthSandboxCodes.externalId });
      if (!used) return platformError(reply, 400, 'invalid_grant', '授权码无效或已使用');
      const [acct] = await db
        .select()
        .from(schema.oauthSandboxAccounts)
        .where(and(eq(schema.oauthSandboxAccounts.type, type), eq(schema.oauthSandboxAccounts.externalId, used.externalId)))
        .limit(1);
      return { openid: used.externalId, nickname: acct?.nickname ?? '' };
    },
  );

  const userinfoBody = z.object({ client_id: z.string().max(100), client_secret: z.string().max(200), openid: z.string().max(100) });
  r.post(
    '/sandbox/oauth/:type/userinfo',
    { config: { csrf: false }, schema: { tags, summary: '第三方平台沙箱：用户信息（公众号关注、学生身份；服务端调用）', params: typeParams } },
    async (req, reply) => {
      const { type } = req.params;
      const parsed = userinfoBody.safeParse(req.body);
      if (!parsed.success) return platformError(reply, 400, 'invalid_request', '参数错误');
      if (!clientOk(type, parsed.data.client_id, parsed.data.client_secret)) return platformError(reply, 401, 'invalid_client', '应用凭证错误');
      const [acct] = await db
        .select()
        .from(schema.oauthSandboxAccounts)
        .where(and(eq(schema.oauthSandboxAccounts.type, type), eq(schema.oauthSandboxAccounts.externalId, parsed.data.openid)))
        .limit(1);
      if (!acct) return platformError(reply, 404, 'user_not_found', '用户不存在');
      return {
        openid: acct.externalId,
        nickname: acct.nickname,
        subscribe: acct.followsOfficial,
        student: acct.studentSchool && acct.studentGraduationYear ? { school: acct.studentSchool, graduationYear: acct.studentGraduationYear } : null,
      };
    },
  );
}

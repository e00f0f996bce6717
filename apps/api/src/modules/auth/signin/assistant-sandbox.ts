/**
 * The local stand-in of the assistant / community app's account service (outside
 * production): an authorise page where the app's signed-in account (its mobile number)
 * grants the shop access, one-time codes (5 minutes, stored hashed) and the server-to-server
 * token exchange authenticated with the client secret.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schema, type Database } from '@shop/db';
import { ASSISTANT_CODE_TTL_MS } from '@shop/contracts/signin';
import type { Clock } from '../../../platform/clock.ts';

export const ASSISTANT_CLIENT_ID = 'star-shop';
export const assistantClientSecret = (shopSecret: string) => createHmac('sha256', shopSecret).update('assistant:client-secret').digest('base64url');

const t = schema.signinSandboxCodes;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const APPS = { sassistant: '星辰生活助手', smembers: '星辰社区' } as const;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
  return reply.send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f5f7;margin:0;padding:24px;color:#1d1d1f}main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px}h1{font-size:20px;margin:0 0 8px}p{color:#555;line-height:1.6}label{display:block;margin:16px 0 6px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #ccc;border-radius:8px}.row{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:12px;font-size:16px;border-radius:8px;border:1px solid #1428a0;background:#fff;color:#1428a0}button.primary{background:#1428a0;color:#fff}</style></head><body><main>${body}</main></body></html>`);
}

export function assistantSandboxRoutes(api: FastifyInstance, opts: { database: Database; clock: Clock; shopSecret: string }) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { db } = opts.database;
  const tags = ['sandbox'];
  const secret = assistantClientSecret(opts.shopSecret);
  const appSchema = z.enum(['sassistant', 'smembers']);
  const authorizeQuery = z.object({
    client_id: z.string().max(64),
    app: appSchema,
    redirect_uri: z.string().max(512),
    state: z.string().max(2048),
    response_type: z.string().max(16).optional(),
  });
  /** A registered client may only be sent back to its own callback paths. */
  const validRedirect = (uri: string, app: string) => {
    try {
      return new URL(uri).pathname === `/api/auth/login/${app}/callback`;
    } catch {
      return false;
    }
  };

  r.get('/sandbox/assistant/authorize', { schema: { tags, summary: '助手沙箱：授权页', querystring: authorizeQuery } }, async (req, reply) => {
    const q = req.query;
    if (q.client_id !== ASSISTANT_CLIENT_ID || !validRedirect(q.redirect_uri, q.app))
      return page(reply, 400, '授权失败', '<h1>授权失败</h1><p>应用未登记或回调地址不合法。</p>');
    const name = APPS[q.app];
    const hidden = (['client_id', 'app', 'redirect_uri', 'state'] as const).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
    return page(
      reply,
      200,
      `${name} · 授权登录`,
      `<h1>${name}</h1><p>「星辰官方商城」申请使用你的${name}账号登录（获取手机号）。</p>
<form method="post" action="/api/sandbox/assistant/authorize">${hidden}
<label for="mobile">${name}账号（手机号）</label><input id="mobile" name="mobile" inputmode="numeric" maxlength="11" required pattern="1[3-9][0-9]{9}" placeholder="请输入手机号">
<div class="row"><button type="submit" name="decision" value="deny" formnovalidate>拒绝</button><button class="primary" type="submit" name="decision" value="allow">同意授权</button></div></form>`,
    );
  });

  r.post(
    '/sandbox/assistant/authorize',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: '助手沙箱：同意或拒绝授权',
        body: authorizeQuery.extend({ mobile: z.string().max(32).optional(), decision: z.enum(['allow', 'deny']) }),
      },
    },
    async (req, reply) => {
      const b = req.body;
      if (b.client_id !== ASSISTANT_CLIENT_ID || !validRedirect(b.redirect_uri, b.app))
        return page(reply, 400, '授权失败', '<h1>授权失败</h1><p>应用未登记或回调地址不合法。</p>');
      const back = new URL(b.redirect_uri);
      back.searchParams.set('state', b.state);
      if (b.decision === 'deny') {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.toString(), 303);
      }
      if (!b.mobile || !/^1[3-9]\d{9}$/.test(b.mobile)) return page(reply, 400, '授权失败', '<h1>手机号不正确</h1><p>请返回上一页输入正确的11位手机号码。</p>');
      const code = randomBytes(24).toString('base64url');
      const now = opts.clock.now();
      await db.insert(t).values({
        kind: 'assistant',
        codeHash: sha256(code),
        mobile: b.mobile,
        app: b.app,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ASSISTANT_CODE_TTL_MS),
      });
      back.searchParams.set('code', code);
      return reply.redirect(back.toString(), 303);
    },
  );

  r.post(
    '/sandbox/assistant/token',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: '助手沙箱：授权码换取账号（服务端调用）',
        body: z.object({
          grant_type: z.string().max(32),
          code: z.string().max(256),
          client_id: z.string().max(64),
          client_secret: z.string().max(128),
          redirect_uri: z.string().max(512),
        }),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const given = Buffer.from(b.client_secret);
      const expected = Buffer.from(secret);
      if (b.client_id !== ASSISTANT_CLIENT_ID || given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.code(401).send({ error: 'invalid_client' });
      const now = opts.clock.now();
      const [row] = await db
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.codeHash, sha256(b.code)), eq(t.kind, 'assistant'), isNull(t.usedAt), gt(t.expiresAt, now)))
        .returning({ mobile: t.mobile, app: t.app });
      if (!row?.mobile || !validRedirect(b.redirect_uri, row.app ?? '')) return reply.code(400).send({ error: 'invalid_grant' });
      return { mobile: row.mobile };
    },
  );
}

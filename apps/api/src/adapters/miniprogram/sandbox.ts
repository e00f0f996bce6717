/**
 * The local mini-program platform (outside production): what WeChat does for the shop's
 * mini-program, really run. A "device" asks it for codes (as wx.login and the phone-number
 * button would), it stores only their hashes, and the shop exchanges each code once within
 * 5 minutes through the platform's HTTP protocol (jscode2session, getuserphonenumber),
 * authenticated with the app id and secret.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schema, type Database } from '@shop/db';
import { MP_CODE_TTL_MS, mpSandboxIssueSchema } from '@shop/contracts/signin';
import type { Clock } from '../../platform/clock.ts';
import { SANDBOX_MP_APP_ID, sandboxMpAppSecret } from './mini-program-platform.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const t = schema.signinSandboxCodes;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createMiniProgramSandbox(opts: { database: Database; clock: Clock; shopSecret: string }) {
  const { db } = opts.database;
  const appSecret = sandboxMpAppSecret(opts.shopSecret);

  async function issue(kind: 'wxmp-login' | 'wxmp-phone', values: { openid?: string; mobile?: string }): Promise<string> {
    const code = randomBytes(24).toString('base64url');
    const now = opts.clock.now();
    await db.insert(t).values({
      kind,
      codeHash: sha256(code),
      openid: values.openid ?? null,
      mobile: values.mobile ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + MP_CODE_TTL_MS),
    });
    return code;
  }

  /** Marks the code used and answers what it stands for; undefined when unknown, used, expired or of another kind. */
  async function consume(kind: string, code: string) {
    const now = opts.clock.now();
    const [row] = await db
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.codeHash, sha256(code)), eq(t.kind, kind), isNull(t.usedAt), gt(t.expiresAt, now)))
      .returning({ openid: t.openid, mobile: t.mobile });
    return row;
  }

  return {
    appSecret,
    /** wx.login (+ the phone button when a phone is given) on a device of user `openid`. */
    async deviceLogin(input: { openid?: string; phone?: string }) {
      const openid = input.openid ?? `o${randomBytes(14).toString('base64url')}`;
      const code = await issue('wxmp-login', { openid });
      const phoneCode = input.phone ? await issue('wxmp-phone', { mobile: input.phone }) : undefined;
      return { openid, code, phoneCode };
    },
    validClient: (appid: string | undefined, secret: string | undefined) =>
      appid === SANDBOX_MP_APP_ID && typeof secret === 'string' && sameSecret(secret, appSecret),
    consume,
  };
}

export type MiniProgramSandbox = ReturnType<typeof createMiniProgramSandbox>;

/** Routes of the sandbox platform under /api/sandbox/wxmp (registered outside production only). */
export function miniProgramSandboxRoutes(api: FastifyInstance, sandbox: MiniProgramSandbox) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['sandbox'];
  const clientQuery = z.object({
    appid: z.string().max(64).optional(),
    secret: z.string().max(128).optional(),
    js_code: z.string().max(256).optional(),
    grant_type: z.string().max(64).optional(),
  });

  r.post(
    '/sandbox/wxmp/device/login',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: '小程序沙箱：模拟设备 wx.login（及手机号授权），签发一次性 code',
        description: 'body { openid?, phone? } → { openid, code, phoneCode? }；code 5 分钟内有效，只能换取一次。',
        body: mpSandboxIssueSchema.nullish(),
      },
    },
    async (req) => sandbox.deviceLogin(req.body ?? {}),
  );

  r.get('/sandbox/wxmp/sns/jscode2session', { schema: { tags, summary: '小程序沙箱：code2Session', querystring: clientQuery } }, async (req) => {
    const q = req.query;
    if (!sandbox.validClient(q.appid, q.secret)) return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (q.grant_type !== 'authorization_code' || !q.js_code) return { errcode: 40029, errmsg: 'invalid code' };
    const row = await sandbox.consume('wxmp-login', q.js_code);
    if (!row?.openid) return { errcode: 40163, errmsg: 'code been used or invalid' };
    return { openid: row.openid, session_key: randomBytes(16).toString('base64'), errcode: 0, errmsg: 'ok' };
  });

  r.post(
    '/sandbox/wxmp/wxa/business/getuserphonenumber',
    {
      config: { csrf: false },
      schema: { tags, summary: '小程序沙箱：手机号授权码换手机号', querystring: clientQuery, body: z.object({ code: z.string().max(256) }).nullish() },
    },
    async (req) => {
      if (!sandbox.validClient(req.query.appid, req.query.secret)) return { errcode: 40125, errmsg: 'invalid appsecret' };
      const row = req.body?.code ? await sandbox.consume('wxmp-phone', req.body.code) : undefined;
      if (!row?.mobile) return { errcode: 40029, errmsg: 'invalid code' };
      return { errcode: 0, errmsg: 'ok', phone_info: { phoneNumber: row.mobile, purePhoneNumber: row.mobile, countryCode: '86' } };
    },
  );
}

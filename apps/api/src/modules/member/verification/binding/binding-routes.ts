/**
 * Member binding and tags (spec 7 Member, 8 member binding): getAuthed, getThirdAuthCfg,
 * the bind round trip and unbind, getMemberTag, tag/{code}/{referrer} (with or without the
 * platform prefix), memberFollow/followWXInfo, and the visit records /api/sys/visist/{type}.
 * The member always comes from the token. Registered from @shop/contracts/endpoints/verification,
 * except the bind callback (a redirect).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import { detectEnvironment } from '@shop/contracts';
import { verificationEndpoints } from '@shop/contracts/endpoints/verification';
import {
  bindCallbackQuerySchema,
  bindStartSchema,
  bindTypeParamsSchema,
  TAG_DEFINITIONS,
  THIRD_AUTH_CONFIGS,
  VISIT_PER_MINUTE,
  visitBodySchema,
  type MemberTag,
  type PlatformParam,
} from '@shop/contracts/verification';
import { ok } from '../../../../platform/envelope.ts';
import { routeEndpoint } from '../../../../platform/endpoint-route.ts';
import { fail, ShopError } from '../../../../platform/shop-error.ts';
import type { MemberParts } from '../../member-needs.ts';
import { clientIp, memberOnly, security } from '../platform.ts';
import type { BindingService } from './binding.service.ts';
import type { ThirdPartyClient } from './third-party-client.ts';
import type { StudentService } from '../student/student.service.ts';
import type { EnterpriseService } from '../enterprise/enterprise.service.ts';

const tags = ['member'];

export function bindingRoutes(
  api: FastifyInstance,
  deps: Pick<MemberParts, 'ctx' | 'members'>,
  s: { bindings: BindingService; thirdParty: ThirdPartyClient; students: StudentService; enterprises: EnterpriseService },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.ctx.database;
  const clock = deps.ctx.clock;
  const member = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);
  // The platforms' stand-ins live in this app: the shopper is sent to the public origin, the
  // server's own calls go to its listen address (platform/origins.ts).
  const callbackUrl = (type: string) => `${deps.ctx.origins.public()}/api/member/member/bind/${type}/callback`;

  routeEndpoint(api, verificationEndpoints.authed, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const m = await member(req);
    const now = clock.now();
    const student = await s.students.status(m, now);
    return ok(req, {
      student,
      enterprise: await s.enterprises.status(m.id),
      bindings: await s.bindings.list(m, now),
      roles: (await deps.members.requireOfAuth(req.auth)).roles,
    });
  });

  routeEndpoint(api, verificationEndpoints.thirdAuthConfig, async (req) => {
    const cfg = THIRD_AUTH_CONFIGS.find((c) => c.code === req.params.code);
    if (!cfg) throw fail('ERR_BIND_TYPE_UNKNOWN');
    return ok(req, { ...cfg });
  });

  routeEndpoint(api, verificationEndpoints.bindAuthorize, async (req) => {
    const m = await member(req);
    const now = clock.now();
    const { type } = req.params;
    await s.bindings.checkCanBind(m.id, type, now);
    const returnTo = bindStartSchema.parse(req.body ?? {}).returnTo;
    const state = await s.bindings.startState(m.id, type, returnTo, now);
    return ok(req, { authorizeUrl: s.thirdParty.authorizeUrl(deps.ctx.origins.public(), type, state, callbackUrl(type)) });
  });

  // The platform sends the shopper back here: a 303 redirect to returnTo, not the envelope (a plain route).
  r.get(
    '/member/member/bind/:type/callback',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '第三方平台授权回调：以授权码换取账号标识并绑定，然后回到 returnTo',
        security,
        params: bindTypeParamsSchema,
        querystring: bindCallbackQuerySchema,
      },
    },
    async (req, reply) => {
      const m = await member(req);
      const now = clock.now();
      const { type } = req.params;
      const { state, code, error } = req.query;
      const back = (returnTo: string, result: string) => {
        const u = new URL(returnTo, 'http://x');
        u.searchParams.set('bind', result);
        u.searchParams.set('bindType', type);
        return reply.redirect(u.pathname + u.search, 303);
      };
      const fallback = '/Personalcenter/Personal_Accountsettings';
      if (!state) return back(fallback, 'ERR_BIND_STATE_INVALID');
      const used = await s.bindings.consumeState(state, m.id, type, now);
      if (!used) return back((await s.bindings.returnToOf(state)) ?? fallback, 'ERR_BIND_STATE_INVALID');
      if (error || !code) return back(used.returnTo, 'ERR_BIND_DENIED');
      try {
        const user = await s.thirdParty.exchange(deps.ctx.origins.self(), type, code, callbackUrl(type));
        await s.bindings.bind(m.id, type, user.openid, user.nickname, now);
      } catch (err) {
        if (err instanceof ShopError) return back(used.returnTo, err.code);
        req.log.error({ err }, 'binding failed');
        return back(used.returnTo, 'ERR_BIND_FAILED');
      }
      return back(used.returnTo, 'ok');
    },
  );

  routeEndpoint(api, verificationEndpoints.unbind, async (req) => {
    const m = await member(req);
    const now = clock.now();
    await s.bindings.unbind(m.id, req.params.code, now);
    return ok(req, { bindings: await s.bindings.list(m, now) });
  });

  // ── tags ──────────────────────────────────────────────────────────────────
  routeEndpoint(api, verificationEndpoints.memberTags, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const m = await member(req);
    const now = clock.now();
    const rows = await db.select().from(schema.memberTags).where(eq(schema.memberTags.memberId, m.id)).orderBy(schema.memberTags.createdAt);
    const list: MemberTag[] = rows.map((t) => ({
      code: t.code,
      name: TAG_DEFINITIONS.find((d) => d.code === t.code)?.name ?? t.code,
      source: 'campaign',
      referrer: t.referrer,
      platform: t.platform,
      taggedAt: t.createdAt.toISOString(),
    }));
    const student = await s.students.status(m, now);
    if (student.status === 'verified')
      list.push({
        code: 'STUDENT',
        name: `认证学生·${student.school}`,
        source: 'verification',
        referrer: null,
        platform: null,
        taggedAt: student.verifiedAt!,
      });
    const ent = await s.enterprises.status(m.id);
    if (ent.checked)
      list.push({ code: 'ENTERPRISE', name: `企业员工·${ent.company}`, source: 'verification', referrer: null, platform: null, taggedAt: ent.verifiedAt! });
    return ok(req, { tags: list });
  });

  const tag = async (req: FastifyRequest, platform: PlatformParam, code: string, referrer: string) => {
    const def = TAG_DEFINITIONS.find((d) => d.code === code);
    if (!def) throw fail('ERR_TAG_UNKNOWN');
    const m = await member(req);
    const inserted = await db
      .insert(schema.memberTags)
      .values({ memberId: m.id, code, referrer, platform, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: schema.memberTags.id });
    return { code, name: def.name, created: inserted.length > 0 };
  };
  routeEndpoint(api, verificationEndpoints.tagOnPlatform, async (req) => ok(req, await tag(req, req.params.platform, req.params.code, req.params.referrer)));
  routeEndpoint(api, verificationEndpoints.tag, async (req) =>
    ok(req, await tag(req, detectEnvironment(req.headers['user-agent'] ?? ''), req.params.code, req.params.referrer)),
  );

  // ── WeChat official account follow ───────────────────────────────────────
  routeEndpoint(api, verificationEndpoints.followWx, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const m = await deps.members.ofAuth(req.auth);
    if (!m) return ok(req, { bound: false, followed: false });
    const openid = await s.bindings.externalIdOf(m.id, 'wechat');
    if (!openid) return ok(req, { bound: false, followed: false });
    try {
      const info = await s.thirdParty.userInfo(deps.ctx.origins.self(), 'wechat', openid);
      return ok(req, { bound: true, followed: !!info?.subscribe });
    } catch (err) {
      throw fail('ERR_FOLLOW_WX_UNAVAILABLE', { cause: err });
    }
  });

  // ── visit records ─────────────────────────────────────────────────────────
  routeEndpoint(api, verificationEndpoints.visit, async (req) => {
    const body = visitBodySchema.parse(req.body ?? {});
    const now = clock.now();
    const ip = clientIp(req);
    const m = await deps.members.ofAuth(req.auth);
    const anonId = req.auth.kind === 'anonymous' ? req.auth.anonId : null;
    await deps.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'visit-ip:' + ip}))`);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(schema.visitRecords)
        .where(and(eq(schema.visitRecords.ip, ip), gt(schema.visitRecords.createdAt, new Date(now.getTime() - 60_000))));
      if (n >= VISIT_PER_MINUTE) throw fail('E_RATE_LIMITED', { headers: { 'retry-after': '60' }, data: { retryAfter: 60 } });
      const { page, referrer, platform, ...payload } = body;
      await tx.insert(schema.visitRecords).values({
        type: req.params.type,
        memberId: m?.id ?? null,
        anonId,
        ip,
        platform: platform ?? detectEnvironment(req.headers['user-agent'] ?? ''),
        page,
        referrer,
        payload,
        createdAt: now,
      });
    });
    return ok(req, { recorded: true });
  });
}

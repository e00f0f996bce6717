/**
 * 会员 of the back office (issue #16): the member search, a member's detail, the reveal of full
 * personal data, points adjustment and disable / enable. Personal data leaves masked (the rules
 * of @shop/contracts/masking) unless revealed; every write and every reveal is audited on the
 * transaction of what it records. Orders, coupons and sessions are read or ended through the
 * modules that own them (member-admin-needs.ts).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Tx } from '@shop/db';
import { maskMobile, maskNickname, maskRealName } from '@shop/contracts/masking';
import type { MemberAdminDetail, MemberAdminSummary, MemberRevealed, memberAdminPageSchema, memberAdminQuerySchema } from '@shop/contracts/member-admin';
import { POINT_KIND_TITLES } from '@shop/contracts/points';
import { fail } from '../../../platform/shop-error.ts';
import type { PointsService } from '../points.service.ts';
import { starBalanceOf } from '../stars/star-balance.ts';
import type { MemberAdminNeeds } from './member-admin-needs.ts';

const { members, pointEntries, memberTags, studentVerifications, enterpriseVerifications } = schema;
type MemberRow = typeof members.$inferSelect;

/** Appends the audit row of this request's write on `tx` (bound to the request by the route). */
export type MemberAudit = (
  tx: Tx,
  what: { action: string; target: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) => Promise<void>;

const RECENT_POINTS = 20;
const RECENT_ORDERS = 10;
const COUPONS_SHOWN = 20;

const summaryOf = (m: MemberRow): MemberAdminSummary => ({
  id: m.id,
  userNo: m.userNo,
  mobile: maskMobile(m.mobile),
  nickname: maskNickname(m.nickname),
  realName: maskRealName(m.realName),
  status: m.status,
  roles: m.roles,
  createdAt: m.createdAt.getTime(),
  lastLoginAt: m.lastLoginAt?.getTime() ?? null,
});

/** A birthday keeps its year only: 1990-**-**. */
const maskBirthday = (b: string | null) => (b ? `${b.slice(0, 4)}-**-**` : null);

/** `name` as a LIKE pattern matching it literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createMemberAdmin(needs: Pick<MemberAdminNeeds, 'ctx' | 'orders' | 'sessions' | 'memberCoupons'>, points: PointsService) {
  const { database, clock } = needs.ctx;
  const { db } = database;

  async function search(q: z.output<typeof memberAdminQuerySchema>): Promise<z.input<typeof memberAdminPageSchema>> {
    const empty = { list: [], total: 0, page: q.page, pageSize: q.pageSize };
    const where: SQL[] = [];
    if (q.mobile) where.push(q.mobile.length === 11 ? eq(members.mobile, q.mobile) : sql`right(${members.mobile}, 4) = ${q.mobile}`);
    if (q.name) {
      const like = containing(q.name);
      where.push(sql`(${members.nickname} ILIKE ${like} OR ${members.realName} ILIKE ${like})`);
    }
    if (q.userNo) where.push(eq(members.userNo, q.userNo));
    if (q.status) where.push(eq(members.status, q.status));
    if (q.orderNo) {
      const owner = await needs.orders.memberIdOfOrder(q.orderNo);
      if (owner === null) return empty;
      where.push(eq(members.id, owner));
    }
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(members)
        .where(filter)
        .orderBy(...(q.sort === 'createdAt' ? [asc(members.createdAt), asc(members.id)] : [desc(members.createdAt), desc(members.id)]))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(members).where(filter),
    ]);
    return { list: rows.map(summaryOf), total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
  }

  async function memberRow(id: number): Promise<MemberRow> {
    const [m] = await db.select().from(members).where(eq(members.id, id)).limit(1);
    if (!m) throw fail('ERR_ADMIN_MEMBER_NOT_FOUND');
    return m;
  }

  async function detail(id: number): Promise<MemberAdminDetail> {
    const m = await memberRow(id);
    const now = clock.now();
    const [student, enterprise, balance, recent, stars, coupons, orders, tags] = await Promise.all([
      db.select().from(studentVerifications).where(eq(studentVerifications.memberId, id)).limit(1),
      db.select().from(enterpriseVerifications).where(eq(enterpriseVerifications.memberId, id)).limit(1),
      points.balance(id),
      db.select().from(pointEntries).where(eq(pointEntries.memberId, id)).orderBy(desc(pointEntries.createdAt), desc(pointEntries.id)).limit(RECENT_POINTS),
      starBalanceOf(database, needs.orders, id),
      needs.memberCoupons.memberCoupons(id, { status: 'unused', pageNo: 1, pageSize: COUPONS_SHOWN }, now),
      needs.orders.recentOfMember(id, RECENT_ORDERS),
      db.select({ code: memberTags.code, createdAt: memberTags.createdAt }).from(memberTags).where(eq(memberTags.memberId, id)).orderBy(memberTags.createdAt),
    ]);
    const s = student[0];
    const e = enterprise[0];
    return {
      member: { ...summaryOf(m), gender: m.gender, birthday: maskBirthday(m.birthday), groupId: m.groupId },
      verification: {
        student: s ? { school: s.school, verifiedAt: s.verifiedAt.getTime(), expiresAt: s.expiresAt.getTime(), expired: s.expiresAt <= now } : null,
        enterprise: e ? { company: e.company, verifiedAt: e.verifiedAt.getTime() } : null,
      },
      points: {
        balance,
        recent: recent.map((r) => ({
          id: r.id,
          delta: r.delta,
          kind: r.kind,
          title: POINT_KIND_TITLES[r.kind] ?? '调整',
          orderNo: r.orderNo,
          note: r.note,
          at: r.createdAt.getTime(),
        })),
      },
      starDiamonds: stars,
      coupons: { counts: coupons.counts, unused: coupons.list.map((c) => ({ id: c.id, cpnCd: c.cpnCd, name: c.name, validTo: c.validTo })) },
      recentOrders: orders.map((o) => ({ ...o, createdAt: o.createdAt.getTime() })),
      tags: tags.map((t) => ({ code: t.code, createdAt: t.createdAt.getTime() })),
    };
  }

  /** The full personal data; the reveal itself is the audited event (who, which member, when). */
  async function reveal(id: number, audit: MemberAudit): Promise<MemberRevealed> {
    return db.transaction(async (tx) => {
      const [m] = await tx.select().from(members).where(eq(members.id, id)).limit(1);
      if (!m) throw fail('ERR_ADMIN_MEMBER_NOT_FOUND');
      await audit(tx, {
        action: 'member.personal-data.revealed',
        target: `member:${id}`,
        after: { userNo: m.userNo, fields: ['mobile', 'nickname', 'realName', 'birthday'] },
      });
      return { id: m.id, mobile: m.mobile, nickname: m.nickname, realName: m.realName, birthday: m.birthday };
    });
  }

  async function adjustPoints(id: number, input: { delta: number; reason: string }, audit: MemberAudit) {
    return db.transaction(async (tx) => {
      const [m] = await tx.select({ id: members.id, userNo: members.userNo }).from(members).where(eq(members.id, id)).limit(1);
      if (!m) throw fail('ERR_ADMIN_MEMBER_NOT_FOUND');
      const done = await points.adjust(tx, id, input.delta, `后台调整：${input.reason}`, clock.now());
      if ('refused' in done) throw fail('ERR_ADMIN_POINTS_BELOW_ZERO', { data: { balance: done.before } });
      await audit(tx, {
        action: 'member.points.adjusted',
        target: `member:${id}`,
        before: { userNo: m.userNo, points: done.before },
        after: { userNo: m.userNo, points: done.after, delta: input.delta, reason: input.reason, entryId: done.entryId },
      });
      return { balanceBefore: done.before, balance: done.after, entryId: done.entryId };
    });
  }

  /** Disable (status locked: sign-in refused, live sessions ended) or enable, with the reason in the audit row. */
  async function setStatus(id: number, disabled: boolean, reason: string, audit: MemberAudit) {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(members).where(eq(members.id, id)).for('update');
      if (!before) throw fail('ERR_ADMIN_MEMBER_NOT_FOUND');
      const wanted = disabled ? 'locked' : 'active';
      // Sessions are ended even when the member was already locked: a disable always leaves none live.
      const sessionsEnded = disabled ? await needs.sessions.revokeAllOfMember(id, 'member-disabled', tx) : 0;
      if (before.status === wanted && sessionsEnded === 0) return { member: summaryOf(before), sessionsEnded };
      const [after] = await tx.update(members).set({ status: wanted, updatedAt: clock.now() }).where(eq(members.id, id)).returning();
      await audit(tx, {
        action: disabled ? 'member.account.disabled' : 'member.account.enabled',
        target: `member:${id}`,
        before: { userNo: before.userNo, status: before.status },
        after: { userNo: before.userNo, status: wanted, reason, ...(disabled ? { sessionsEnded } : {}) },
      });
      return { member: summaryOf(after!), sessionsEnded };
    });
  }

  return {
    search,
    detail,
    reveal,
    adjustPoints,
    disable: (id: number, reason: string, audit: MemberAudit) => setStatus(id, true, reason, audit),
    enable: (id: number, reason: string, audit: MemberAudit) => setStatus(id, false, reason, audit),
  };
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;

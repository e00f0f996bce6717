/**
 * Members: created on first sign-in, read by the session and the personal centre.
 * Other modules call this service, never the members table.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { WELCOME_POINTS } from './points.service.ts';
import { createMessageService } from './inbox/messages.service.ts';
import { schema, type Database, type Db, type Tx } from '@shop/db';
import { toSignedInUser, type MemInfo, type MemberInfo } from '@shop/contracts';
import { maskMobile } from '@shop/contracts/masking';
import { formatYuan } from '@shop/contracts/money';
import { fail } from '../../platform/shop-error.ts';
import type { AuthState } from '../../platform/types.ts';

export type Member = typeof schema.members.$inferSelect;

/** Route roles a verification or an SSO grants (members.roles, read per request by cart, checkout and the role guard). */
export type MemberRole = 'student' | 'enterprise';
const membersTable = schema.members;

/** Unguessable public member number: 'U' + 15 base32 characters. */
function newUserNo(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(15);
  let out = 'U';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/** What the member service does for a new member beyond its own rows (wired by index.ts). */
export interface NewMemberHooks {
  /**
   * Grants the new-member coupon pack (marketing); idempotent per member. Called when the member
   * is created and again at sign-ins within NEW_MEMBER_PACK_RETRY_MS of that, so a pack that
   * could not be granted at creation is granted at the next sign-in. Answers the fen granted.
   */
  grantNewMemberPack?(memberId: number, now: Date): Promise<{ granted: boolean; coupons: { amount: number }[] }>;
}

const NEW_MEMBER_PACK_RETRY_MS = 7 * 24 * 3600 * 1000;

export function createMemberService(database: Database, hooks: NewMemberHooks = {}) {
  const { db } = database;

  async function byUserNo(userNo: string): Promise<Member | undefined> {
    const [m] = await db.select().from(schema.members).where(eq(schema.members.userNo, userNo)).limit(1);
    return m;
  }

  /** The member behind a request's token; undefined for visitors and for a member since removed. */
  async function ofAuth(auth: AuthState): Promise<Member | undefined> {
    return auth.kind === 'member' ? byUserNo(auth.userNo) : undefined;
  }

  return {
    byUserNo,
    ofAuth,

    /** As ofAuth, for member-only routes: a member token without its member answers E_USER_4005. */
    async requireOfAuth(auth: AuthState): Promise<Member> {
      const m = await ofAuth(auth);
      if (!m) throw fail('E_USER_4005');
      return m;
    },

    /** The member for a mobile number, created on first sign-in (one row per number, race-free). */
    async signInByMobile(mobile: string, now: Date): Promise<{ member: Member; created: boolean }> {
      const [row] = await db
        .insert(schema.members)
        .values({
          userNo: newUserNo(),
          mobile,
          nickname: `用户${mobile.slice(-4)}`,
          ssoUid: `sso-${randomBytes(12).toString('hex')}`,
          createdAt: now,
          updatedAt: now,
          lastLoginAt: now,
        })
        .onConflictDoUpdate({ target: schema.members.mobile, set: { lastLoginAt: now } })
        // xmax = 0 only for a freshly inserted row: tells "created" from "updated".
        .returning({ ...getTableColumns(schema.members), created: sql<boolean>`(xmax = 0)` });
      const { created, ...member } = row;
      // A new member gets the coupon pack (marketing; once per member whatever runs in parallel).
      const pack =
        hooks.grantNewMemberPack && (created || now.getTime() - member.createdAt.getTime() < NEW_MEMBER_PACK_RETRY_MS)
          ? await hooks.grantNewMemberPack(member.id, now)
          : null;
      const packFen = pack?.granted ? pack.coupons.reduce((sum, c) => sum + c.amount, 0) : 0;
      // A new member starts with the welcome points (see points.service.ts).
      if (created) {
        await db.insert(schema.pointEntries).values({ memberId: member.id, delta: WELCOME_POINTS, kind: 'welcome', note: '新会员注册礼', createdAt: now });
        await createMessageService({ database }).send(
          member.id,
          {
            kind: 'account',
            title: '欢迎加入星辰会员',
            body: `您已获得 ${WELCOME_POINTS} 积分新人礼${packFen > 0 ? `和 ${formatYuan(packFen, { decimals: 'trim' })} 优惠券礼包（见我的优惠券）` : ''}，下单时可抵扣现金。完善个人信息、完成学生或企业认证，可享专属优惠。`,
            link: '/Personalcenter/Personal_Myintegral',
          },
          now,
        );
      }
      return { member, created };
    },

    /** Gives the member a route role (idempotent); in the caller's transaction when one is passed. */
    async addRole(memberId: number, role: MemberRole, now: Date, tx: Db | Tx = db): Promise<void> {
      await tx
        .update(membersTable)
        .set({ roles: sql`array_append(${membersTable.roles}, ${role}::text)`, updatedAt: now })
        .where(and(eq(membersTable.id, memberId), sql`NOT (${role}::text = ANY(${membersTable.roles}))`));
    },

    /** Takes a route role from these members — ids, or a caller's subquery of ids — (only rows that have it); how many changed. */
    async removeRole(memberIds: number[] | SQLWrapper, role: MemberRole, now: Date, tx: Db | Tx = db): Promise<number> {
      if (Array.isArray(memberIds) && memberIds.length === 0) return 0;
      const changed = await tx
        .update(membersTable)
        .set({ roles: sql`array_remove(${membersTable.roles}, ${role}::text)`, updatedAt: now })
        .where(and(inArray(membersTable.id, memberIds), sql`${role}::text = ANY(${membersTable.roles})`))
        .returning({ id: membersTable.id });
      return changed.length;
    },

    async byId(id: number): Promise<Member | undefined> {
      const [m] = await db.select().from(schema.members).where(eq(schema.members.id, id)).limit(1);
      return m;
    },

    /** The member with this phone, for the back office's search (issue #16). */
    async idByMobile(mobile: string): Promise<number | null> {
      const [m] = await db.select({ id: membersTable.id }).from(membersTable).where(eq(membersTable.mobile, mobile)).limit(1);
      return m?.id ?? null;
    },

    /** The member with this member number (userNo), for the console's 消息 (issue #16). */
    async idByUserNo(userNo: string): Promise<number | null> {
      const [m] = await db.select({ id: membersTable.id }).from(membersTable).where(eq(membersTable.userNo, userNo)).limit(1);
      return m?.id ?? null;
    },

    /** Members' phones, masked (138****0000), for the back office's lists (issue #16). */
    async maskedMobiles(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: membersTable.id, mobile: membersTable.mobile })
        .from(membersTable)
        .where(inArray(membersTable.id, [...ids]));
      return new Map(rows.map((r) => [r.id, maskMobile(r.mobile)]));
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;

/** The `user` cookie and the login answer: one mapping, in contracts (auth uses it too). */
export { toSignedInUser };

export function toMemInfo(m: Member): MemInfo {
  return { ...toSignedInUser(m), mobile: maskMobile(m.mobile), roles: m.roles as MemInfo['roles'] };
}

export function toMemberInfo(m: Member): MemberInfo {
  return { ...toMemInfo(m), ssoUid: m.ssoUid, createdAt: m.createdAt.toISOString() };
}

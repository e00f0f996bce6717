/**
 * Personal information, nickname, avatar, settings and the phone replacement of one member.
 * The caller always passes the member resolved from the token; nothing here takes a member
 * id from the request.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { sanitizeName } from '@shop/contracts';
import { GENDER_LABELS, NICKNAME_MAX, NICKNAME_MIN, REAL_NAME_MAX, uploadUrlOf, type MemberSettings, type ProfileView } from '@shop/contracts/profile';
import { fail } from '../../../platform/shop-error.ts';
import { toMemberInfo, type Member } from '../member.service.ts';
import { findOwnedUploads } from '../../uploads/index.ts';

const m = schema.members;

/** Words a nickname may not contain (impersonating the shop or its staff). */
const RESERVED_WORDS = ['管理员', '官方', '客服', '系统消息', 'admin', 'administrator', 'root'];

/** Nickname rule (spec 5 name sanitiser, then 2–20 characters, no reserved words); null when refused. */
export function cleanNickname(input: string): string | null {
  const s = sanitizeName(input).replace(/\s+/g, ' ').trim();
  const len = [...s].length;
  if (len < NICKNAME_MIN || len > NICKNAME_MAX) return null;
  const lower = s.toLowerCase();
  if (RESERVED_WORDS.some((w) => lower.includes(w))) return null;
  return s;
}

export function toProfileView(member: Member): ProfileView {
  return { ...toMemberInfo(member), birthday: member.birthday ?? null, realName: member.realName, genderLabel: GENDER_LABELS[member.gender] ?? '保密' };
}

export const toSettings = (member: Member): MemberSettings => ({
  marketingSms: member.marketingSms,
  marketingEmail: member.marketingEmail,
  personalizedRecommend: member.personalizedRecommend,
  shareUsageData: member.shareUsageData,
});

/** Postgres unique violation, whether Drizzle wraps it or not. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function createProfileService({ database }: { database: Database }) {
  const { db } = database;

  async function update(memberId: number, set: Partial<typeof m.$inferInsert>): Promise<Member> {
    const [row] = await db.update(m).set(set).where(eq(m.id, memberId)).returning();
    if (!row) throw fail('E_USER_4005');
    return row;
  }

  return {
    async modify(member: Member, input: { gender?: number; birthday?: string | null; realName?: string; avatarId?: string }, now: Date): Promise<Member> {
      const set: Partial<typeof m.$inferInsert> = {};
      if (input.gender !== undefined) set.gender = input.gender;
      if (input.birthday !== undefined) set.birthday = input.birthday;
      if (input.realName !== undefined) {
        const name = sanitizeName(input.realName).replace(/\s+/g, ' ').trim();
        if ([...name].length > REAL_NAME_MAX) throw fail('E_VALIDATION', { message: `姓名最多${REAL_NAME_MAX}个字` });
        set.realName = name;
      }
      if (input.avatarId !== undefined) {
        const [own] = await findOwnedUploads(database.db, member.id, [input.avatarId], 'avatar');
        if (!own) throw fail('ERR_AVATAR_NOT_FOUND');
        set.avatarUrl = uploadUrlOf(own.id);
      }
      if (Object.keys(set).length === 0) throw fail('ERR_PROFILE_EMPTY');
      return update(member.id, { ...set, updatedAt: now });
    },

    async modifyNickname(member: Member, input: string, now: Date): Promise<Member> {
      const nickname = cleanNickname(input);
      if (!nickname) throw fail('E_MEMBER_NICKNAME_0001');
      return update(member.id, { nickname, updatedAt: now });
    },

    async saveSettings(member: Member, input: Partial<MemberSettings>, now: Date): Promise<MemberSettings> {
      const set = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'boolean')) as Partial<MemberSettings>;
      if (Object.keys(set).length === 0) return toSettings(member);
      return toSettings(await update(member.id, { ...set, updatedAt: now }));
    },

    /** Is `mobile` the number of a member other than `memberId`? */
    async mobileTakenByOther(memberId: number, mobile: string): Promise<boolean> {
      const [row] = await db
        .select({ id: m.id })
        .from(m)
        .where(and(eq(m.mobile, mobile), ne(m.id, memberId)))
        .limit(1);
      return !!row;
    },

    /**
     * Moves the member to `newMobile` in one transaction: the member row is locked, the old
     * number must still be the member's (else the step proof is stale), the new one must be
     * nobody's; the change is recorded. Sessions are untouched.
     */
    async replaceMobile(memberId: number, oldMobile: string, newMobile: string, ip: string, now: Date): Promise<Member> {
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx.select().from(m).where(eq(m.id, memberId)).for('update');
          if (!current) throw fail('E_USER_4005');
          if (current.mobile !== oldMobile) throw fail('ERR_REPLACE_STEP_EXPIRED');
          if (current.mobile === newMobile) throw fail('ERR_MOBILE_SAME');
          const [other] = await tx
            .select({ id: m.id })
            .from(m)
            .where(and(eq(m.mobile, newMobile), ne(m.id, memberId)))
            .limit(1);
          if (other) throw fail('ERR_MOBILE_TAKEN');
          const [row] = await tx.update(m).set({ mobile: newMobile, updatedAt: now }).where(eq(m.id, memberId)).returning();
          await tx.insert(schema.memberMobileChanges).values({ memberId, oldMobile, newMobile, ip, changedAt: now });
          return row;
        });
      } catch (err) {
        // Two members racing for one number: the unique index decides, the loser is told clearly.
        if (isUniqueViolation(err)) throw fail('ERR_MOBILE_TAKEN');
        throw err;
      }
    },

    async mobileChangesOf(memberId: number) {
      return db
        .select()
        .from(schema.memberMobileChanges)
        .where(eq(schema.memberMobileChanges.memberId, memberId))
        .orderBy(sql`${schema.memberMobileChanges.changedAt} desc`);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

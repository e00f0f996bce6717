/**
 * Student verification (spec 6, 7 Member): a school email on the whitelist proven by a code
 * sent to it (or, in the Alipay mini-program, the platform's own student certification),
 * plus an SMS step in app / mini-program web views. A verified member gets the route role
 * 'student' until the verification ends (31 July of the graduation year), which lets the
 * cart and checkout sell student-site offers (ERR_STUDENT_ONLY otherwise).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { beijingWall } from '@shop/contracts/beijing-time';
import { maskEmail, maskMobile, maskRealName } from '@shop/contracts/masking';
import {
  QX_REQUIRED_PLATFORMS,
  QX_VALID_MS,
  schoolOfEmail,
  STUDENT_BENEFITS,
  studentExpiry,
  type AuthSuccessInfo,
  type PlatformParam,
  type SaveStudentAuth,
  type StudentAdvs,
  type StudentStatus,
} from '@shop/contracts/verification';
import { fail, ShopError } from '../../../../platform/shop-error.ts';
import type { Clock } from '../../../../platform/clock.ts';
import type { MemberSmsCodes } from '../../member-needs.ts';
import type { Member, MemberService } from '../../member.service.ts';
import type { EmailCodeService } from '../email-codes.ts';
import type { BindingService } from '../binding/binding.service.ts';
import type { ThirdPartyClient } from '../binding/third-party-client.ts';
import type { StudentCatalogue } from './student-needs.ts';
import { studentOffers } from './student-offers.ts';

const v = schema.studentVerifications;
const QX_PURPOSE = 'student-qx';
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

export const STUDENT_ADS = [
  { id: 'stu-season', title: '开学季 学生专享价', subtitle: '认证学生购机立享专属优惠', link: '/studentBuy', color: '#1428a0' },
  // Only offers the shop delivers: the student price after verification (no student coupon exists).
  { id: 'stu-verify', title: '学生认证 在线完成', subtitle: '学校邮箱收验证码，认证通过即享学生价', link: '/studentBuyEntrance', color: '#0b7a75' },
  { id: 'stu-tablet', title: '学习好搭档 平板专区', subtitle: '网课、笔记、绘画一台搞定', link: '/studentBuy', color: '#7a3fc1' },
];

export function createStudentService(deps: {
  database: Database;
  clock: Clock;
  emailCodes: EmailCodeService;
  smsCodes: MemberSmsCodes;
  members: MemberService;
  bindings: BindingService;
  thirdParty: ThirdPartyClient;
  catalogue: StudentCatalogue;
}) {
  const { database, clock, emailCodes, smsCodes, members } = deps;
  const { db } = database;

  async function rowOf(memberId: number) {
    const [row] = await db.select().from(v).where(eq(v.memberId, memberId)).limit(1);
    return row;
  }

  /** Removes the student role from members whose verification has ended (only members that still have it). */
  async function sweepExpired(now: Date): Promise<number> {
    const ended = db.select({ memberId: v.memberId }).from(v).where(lte(v.expiresAt, now));
    return members.removeRole(ended, 'student', now);
  }

  async function status(member: Member, now: Date): Promise<StudentStatus> {
    const row = await rowOf(member.id);
    if (!row) return { status: 'none', school: null, emailMasked: null, source: null, graduationYear: null, verifiedAt: null, expiresAt: null };
    const expired = row.expiresAt <= now;
    // The role goes with the verification, even before the sweep runs.
    if (expired && member.roles.includes('student')) await members.removeRole([member.id], 'student', now);
    return {
      status: expired ? 'expired' : 'verified',
      school: row.school,
      emailMasked: row.email ? maskEmail(row.email) : null,
      source: row.source as 'email' | 'alipay',
      graduationYear: row.graduationYear,
      verifiedAt: row.verifiedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async function qxPassed(memberId: number, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ at: schema.verificationSmsChecks.verifiedAt })
      .from(schema.verificationSmsChecks)
      .where(and(eq(schema.verificationSmsChecks.memberId, memberId), eq(schema.verificationSmsChecks.purpose, QX_PURPOSE)))
      .limit(1);
    return !!row && row.at.getTime() + QX_VALID_MS > now.getTime();
  }

  /** Whitelisted school domain, and not verified by another member. */
  async function checkEmail(memberId: number, email: string) {
    const school = schoolOfEmail(email);
    if (!school) throw fail('ERR_STUDENT_EMAIL_DOMAIN');
    const [owner] = await db.select({ memberId: v.memberId }).from(v).where(eq(v.email, email)).limit(1);
    if (owner && owner.memberId !== memberId) throw fail('ERR_STUDENT_EMAIL_USED');
    return school;
  }

  async function refuseIfVerified(memberId: number, now: Date) {
    const row = await rowOf(memberId);
    if (row && row.expiresAt > now) throw fail('ERR_STUDENT_ALREADY_VERIFIED');
  }

  /** Graduation must still be ahead (this year's July counts) and at most 8 years away. */
  function checkYears(enrolYear: number, graduationYear: number, now: Date) {
    const y = beijingWall(now.getTime()).getUTCFullYear();
    if (studentExpiry(graduationYear) <= now)
      throw fail('E_VALIDATION', {
        message: '毕业年份已过，无法进行学生认证',
        data: { issues: [{ path: 'graduationYear', message: '毕业年份已过，无法进行学生认证' }] },
      });
    if (graduationYear > y + 8)
      throw fail('E_VALIDATION', { message: '毕业年份有误', data: { issues: [{ path: 'graduationYear', message: '毕业年份有误' }] } });
    if (enrolYear > y || enrolYear < y - 10)
      throw fail('E_VALIDATION', { message: '入学年份有误', data: { issues: [{ path: 'enrolYear', message: '入学年份有误' }] } });
  }

  async function upsert(
    memberId: number,
    values: {
      source: 'email' | 'alipay';
      email: string | null;
      school: string;
      realName: string;
      studentNo: string;
      enrolYear: number | null;
      graduationYear: number;
      platform: string;
    },
    now: Date,
    before?: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<void>,
  ) {
    const expiresAt = studentExpiry(values.graduationYear);
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'student:' + memberId}))`);
        await before?.(tx);
        await tx
          .insert(v)
          .values({ memberId, ...values, verifiedAt: now, expiresAt })
          .onConflictDoUpdate({ target: v.memberId, set: { ...values, verifiedAt: now, expiresAt } });
        await members.addRole(memberId, 'student', now, tx);
      });
    } catch (err) {
      if (err instanceof ShopError) throw err;
      if (isUniqueViolation(err)) throw fail('ERR_STUDENT_EMAIL_USED');
      throw err;
    }
  }

  return {
    sweepExpired,
    status,

    async check(member: Member, platform: PlatformParam) {
      const now = clock.now();
      return { ...(await status(member, now)), platform, qxRequired: QX_REQUIRED_PLATFORMS.includes(platform), qxPassed: await qxPassed(member.id, now) };
    },

    async checkStudentEmail(member: Member, email: string) {
      const school = await checkEmail(member.id, email);
      return { email, school: school.name, usable: true };
    },

    async sendEmailCode(member: Member, email: string, ip: string) {
      await refuseIfVerified(member.id, clock.now());
      const school = await checkEmail(member.id, email);
      const sent = await emailCodes.request({ email, purpose: 'student', memberId: member.id, ip, template: 'student-code', params: { school: school.name } });
      return { to: maskEmail(email), ...sent };
    },

    async save(
      member: Member,
      platform: PlatformParam,
      input: Required<Omit<SaveStudentAuth, 'studentNo'>> & { studentNo: string; enrolYear: number; graduationYear: number },
    ) {
      const now = clock.now();
      await refuseIfVerified(member.id, now);
      if (QX_REQUIRED_PLATFORMS.includes(platform) && !(await qxPassed(member.id, now))) throw fail('ERR_STUDENT_QX_REQUIRED');
      checkYears(input.enrolYear, input.graduationYear, now);
      const school = await checkEmail(member.id, input.email);
      const codeId = await emailCodes.check({ email: input.email, purpose: 'student', memberId: member.id, code: input.code });
      await upsert(
        member.id,
        {
          source: 'email',
          email: input.email,
          school: school.name,
          realName: input.realName,
          studentNo: input.studentNo,
          enrolYear: input.enrolYear,
          graduationYear: input.graduationYear,
          platform,
        },
        now,
        // The code is spent only if the verification commits.
        (tx) => emailCodes.consume(codeId, tx),
      );
      return status({ ...member, roles: [...member.roles, 'student'] }, now);
    },

    async successInfo(member: Member): Promise<AuthSuccessInfo> {
      const now = clock.now();
      const row = await rowOf(member.id);
      if (!row || row.expiresAt <= now) throw fail('ERR_STUDENT_NOT_VERIFIED');
      return {
        school: row.school,
        realNameMasked: maskRealName(row.realName),
        emailMasked: row.email ? maskEmail(row.email) : null,
        graduationYear: row.graduationYear,
        verifiedAt: row.verifiedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        benefits: STUDENT_BENEFITS,
        shopUrl: '/studentBuy',
      };
    },

    async advs(): Promise<StudentAdvs> {
      return { ads: STUDENT_ADS, offers: await studentOffers(deps.catalogue) };
    },

    /** Alipay mini-program: the platform's student certification of the member's bound Alipay account. */
    async alipay(member: Member, platform: PlatformParam, base: string) {
      if (platform !== 'aliApp') throw fail('ERR_STUDENT_ALIPAY_ONLY');
      const now = clock.now();
      await refuseIfVerified(member.id, now);
      const openid = await deps.bindings.externalIdOf(member.id, 'alipay');
      if (!openid) throw fail('ERR_STUDENT_ALIPAY_BIND_REQUIRED');
      let info: Awaited<ReturnType<typeof deps.thirdParty.userInfo>>;
      try {
        info = await deps.thirdParty.userInfo(base, 'alipay', openid);
      } catch (err) {
        throw fail('ERR_BIND_FAILED', { message: '暂时无法连接支付宝，请稍后再试', cause: err });
      }
      if (!info?.student || studentExpiry(info.student.graduationYear) <= now) throw fail('ERR_STUDENT_ALIPAY_NOT_STUDENT');
      await upsert(
        member.id,
        {
          source: 'alipay',
          email: null,
          school: info.student.school,
          realName: '',
          studentNo: '',
          enrolYear: null,
          graduationYear: info.student.graduationYear,
          platform,
        },
        now,
      );
      return status({ ...member, roles: [...member.roles, 'student'] }, now);
    },

    async sendQxSms(member: Member, ip: string) {
      const sent = await smsCodes.request({ mobile: member.mobile, ip, purpose: QX_PURPOSE });
      return { mobileMasked: maskMobile(member.mobile), resendAfter: sent.resendAfter, expiresIn: sent.expiresIn };
    },

    async verifyQx(member: Member, code: string) {
      const now = clock.now();
      await smsCodes.verify(member.mobile, code, QX_PURPOSE);
      await db
        .insert(schema.verificationSmsChecks)
        .values({ memberId: member.id, purpose: QX_PURPOSE, verifiedAt: now })
        .onConflictDoUpdate({ target: [schema.verificationSmsChecks.memberId, schema.verificationSmsChecks.purpose], set: { verifiedAt: now } });
      return { passed: true, validUntilMs: now.getTime() + QX_VALID_MS };
    },
  };
}

export type StudentService = ReturnType<typeof createStudentService>;

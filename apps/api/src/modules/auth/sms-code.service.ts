/**
 * SMS verification codes: issue with rate limits, verify with a try limit.
 *
 * Rules (issue #2, spec 5): one code per mobile per 60 s; at most so many per mobile an hour and
 * a Beijing-time day and per client IP an hour — the operator's settings (系统设置, read through
 * `limits` from the settings module's in-memory copy, so a change applies to the next request);
 * a code lives 5 minutes and dies after
 * 5 wrong tries; a code is used once. Limits are checked under advisory locks so that
 * concurrent requests cannot slip past them. Only an HMAC of the code is stored.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { SMS } from '@shop/contracts';
import { beijingDayStart } from '@shop/contracts/beijing-time';
import { fail } from '../../platform/shop-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';

export interface SmsCodeDeps {
  database: Database;
  clock: Clock;
  sms: SmsSender;
  secret: string;
  /** The limits in force now (per mobile an hour and a day, per IP an hour). */
  limits: () => Promise<SmsLimits>;
}

export interface SmsLimits {
  smsPerMobileHourly: number;
  smsPerMobileDaily: number;
  smsPerIpHourly: number;
}

const HOUR_MS = 60 * 60 * 1000;

export function createSmsCodeService({ database, clock, sms, secret, limits }: SmsCodeDeps) {
  const { db } = database;
  const hash = (mobile: string, code: string) => createHmac('sha256', secret).update(`sms:${mobile}:${code}`).digest('hex');
  const t = schema.smsCodes;

  return {
    async request(input: { mobile: string; ip: string; deviceId?: string; purpose?: string }) {
      const { mobile, ip, deviceId } = input;
      const purpose = input.purpose ?? 'login';
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const limit = await limits();

      const id = await db.transaction(async (tx) => {
        // IP lock first, then mobile: always the same order, so two requests never deadlock.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'sms-ip:' + ip}))`);
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'sms-mobile:' + mobile}))`);

        const [last] = await tx.select({ createdAt: t.createdAt }).from(t).where(eq(t.mobile, mobile)).orderBy(desc(t.createdAt)).limit(1);
        if (last) {
          const waitMs = last.createdAt.getTime() + SMS.resendSeconds * 1000 - now.getTime();
          if (waitMs > 0) {
            const retryAfter = Math.ceil(waitMs / 1000);
            throw fail('E_SMS_TOO_FREQUENT', { data: { retryAfter }, headers: { 'retry-after': String(retryAfter) } });
          }
        }
        const [today] = await tx
          .select({ n: count() })
          .from(t)
          .where(and(eq(t.mobile, mobile), gte(t.createdAt, beijingDayStart(now.getTime()))));
        if (today.n >= limit.smsPerMobileDaily) throw fail('E_SMS_DAILY_LIMIT');
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        const [thisHour] = await tx
          .select({ n: count() })
          .from(t)
          .where(and(eq(t.mobile, mobile), gt(t.createdAt, hourAgo)));
        if (thisHour.n >= limit.smsPerMobileHourly) throw fail('E_SMS_HOURLY_LIMIT', { headers: { 'retry-after': '3600' } });
        const [fromIp] = await tx
          .select({ n: count() })
          .from(t)
          .where(and(eq(t.ip, ip), gt(t.createdAt, hourAgo)));
        if (fromIp.n >= limit.smsPerIpHourly) throw fail('E_SMS_IP_LIMIT', { headers: { 'retry-after': '3600' } });

        const [row] = await tx
          .insert(t)
          .values({
            mobile,
            purpose,
            ip,
            deviceId: deviceId ?? null,
            codeHash: hash(mobile, code),
            createdAt: now,
            expiresAt: new Date(now.getTime() + SMS.codeTtlSeconds * 1000),
          })
          .returning({ id: t.id });
        return row.id;
      });

      try {
        // Only a sign-in code says "登录"; other purposes (e.g. arrival notice) get the plain wording.
        await sms.send({ mobile, template: purpose === 'login' ? 'login-code' : 'verify-code', params: { code, minutes: String(SMS.codeTtlSeconds / 60) } });
      } catch (err) {
        // Not delivered: forget it, so the shopper may ask again at once.
        await db.delete(t).where(eq(t.id, id));
        throw fail('E_SMS_SEND_FAILED', { cause: err });
      }
      return { resendAfter: SMS.resendSeconds, expiresIn: SMS.codeTtlSeconds };
    },

    /** Checks the code and uses it up; throws the catalogue error that says what went wrong. */
    async verify(mobile: string, code: string, purpose = 'login'): Promise<void> {
      const now = clock.now();
      const [latest] = await db
        .select()
        .from(t)
        .where(and(eq(t.mobile, mobile), eq(t.purpose, purpose)))
        .orderBy(desc(t.createdAt))
        .limit(1);
      if (!latest || latest.consumedAt) throw fail('E_SMS_CODE_NOT_SENT');
      if (latest.expiresAt <= now || latest.attempts >= SMS.maxWrongTries) throw fail('E_SMS_CODE_EXPIRED');

      const expected = Buffer.from(latest.codeHash, 'hex');
      const given = Buffer.from(hash(mobile, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const [bumped] = await db
          .update(t)
          .set({ attempts: sql`${t.attempts} + 1` })
          .where(and(eq(t.id, latest.id), lt(t.attempts, SMS.maxWrongTries)))
          .returning({ attempts: t.attempts });
        const left = bumped ? SMS.maxWrongTries - bumped.attempts : 0;
        if (left <= 0) throw fail('E_SMS_CODE_EXPIRED', { message: '验证码错误次数过多，请重新获取', data: { remainingTries: 0 } });
        throw fail('E_SMS_CODE_WRONG', { message: `验证码错误，还可尝试${left}次`, data: { remainingTries: left } });
      }
      // Used once: the conditional update lets only one of two simultaneous sign-ins through.
      const [used] = await db
        .update(t)
        .set({ consumedAt: now })
        .where(and(eq(t.id, latest.id), isNull(t.consumedAt), lt(t.attempts, SMS.maxWrongTries), gt(t.expiresAt, now)))
        .returning({ id: t.id });
      if (!used) throw fail('E_SMS_CODE_EXPIRED');
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

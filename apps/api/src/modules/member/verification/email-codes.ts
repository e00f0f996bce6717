/**
 * Email verification codes (student and enterprise flows): one code per address per 60 s,
 * 10 per address and 20 per member a Beijing day (counted under advisory locks, so
 * concurrent requests cannot slip past), 10-minute life, 5 wrong tries, used once. Only an
 * HMAC of the code is stored; the code travels by the email adapter.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { beijingDayStart } from '@shop/contracts/beijing-time';
import {
  EMAIL_CODE_TTL_SECONDS,
  EMAIL_DAILY_PER_ADDRESS,
  EMAIL_DAILY_PER_MEMBER,
  EMAIL_MAX_WRONG_TRIES,
  EMAIL_RESEND_SECONDS,
} from '@shop/contracts/verification';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { EmailMessage, EmailSender } from '../../../adapters/email/email-sender.ts';

export type EmailPurpose = 'student' | 'enterprise';

export function createEmailCodeService({ database, clock, email, secret }: { database: Database; clock: Clock; email: EmailSender; secret: string }) {
  const { db } = database;
  const t = schema.emailCodes;
  const hash = (purpose: string, address: string, code: string) => createHmac('sha256', secret).update(`email:${purpose}:${address}:${code}`).digest('hex');

  return {
    async request(input: {
      email: string;
      purpose: EmailPurpose;
      memberId: number;
      ip: string;
      template: EmailMessage['template'];
      params: Record<string, string>;
    }) {
      const { email: address, purpose, memberId, ip } = input;
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await db.transaction(async (tx) => {
        // Member lock first, then address: always the same order.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'email-member:' + memberId}))`);
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'email-addr:' + address}))`);
        const [last] = await tx.select({ createdAt: t.createdAt }).from(t).where(eq(t.email, address)).orderBy(desc(t.createdAt)).limit(1);
        if (last) {
          const waitMs = last.createdAt.getTime() + EMAIL_RESEND_SECONDS * 1000 - now.getTime();
          if (waitMs > 0) {
            const retryAfter = Math.ceil(waitMs / 1000);
            throw fail('ERR_EMAIL_TOO_FREQUENT', { data: { retryAfter }, headers: { 'retry-after': String(retryAfter) } });
          }
        }
        const dayStart = beijingDayStart(now.getTime());
        const [perAddress] = await tx
          .select({ n: count() })
          .from(t)
          .where(and(eq(t.email, address), gte(t.createdAt, dayStart)));
        if (perAddress.n >= EMAIL_DAILY_PER_ADDRESS) throw fail('ERR_EMAIL_DAILY_LIMIT');
        const [perMember] = await tx
          .select({ n: count() })
          .from(t)
          .where(and(eq(t.memberId, memberId), gte(t.createdAt, dayStart)));
        if (perMember.n >= EMAIL_DAILY_PER_MEMBER) throw fail('ERR_EMAIL_DAILY_LIMIT');
        const [row] = await tx
          .insert(t)
          .values({
            email: address,
            purpose,
            memberId,
            ip,
            codeHash: hash(purpose, address, code),
            createdAt: now,
            expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
          })
          .returning({ id: t.id });
        return row.id;
      });
      try {
        await email.send({ to: address, template: input.template, params: { ...input.params, code, minutes: String(EMAIL_CODE_TTL_SECONDS / 60) } });
      } catch (err) {
        await db.delete(t).where(eq(t.id, id));
        throw fail('ERR_EMAIL_SEND_FAILED', { cause: err });
      }
      return { resendAfter: EMAIL_RESEND_SECONDS, expiresIn: EMAIL_CODE_TTL_SECONDS };
    },

    /**
     * Checks the member's latest code for the address, before any transaction: a wrong try
     * is counted on its own (it must stay counted when the caller's work rolls back), and a
     * transaction must not ask the pool for a second connection. Answers the code's id for
     * `consume`.
     */
    async check(input: { email: string; purpose: EmailPurpose; memberId: number; code: string }): Promise<number> {
      const { email: address, purpose, memberId, code } = input;
      const now = clock.now();
      const [latest] = await db
        .select()
        .from(t)
        .where(and(eq(t.email, address), eq(t.purpose, purpose), eq(t.memberId, memberId)))
        .orderBy(desc(t.createdAt))
        .limit(1);
      if (!latest || latest.consumedAt) throw fail('ERR_EMAIL_CODE_NOT_SENT');
      if (latest.expiresAt <= now || latest.attempts >= EMAIL_MAX_WRONG_TRIES) throw fail('ERR_EMAIL_CODE_EXPIRED');
      if (!timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), Buffer.from(hash(purpose, address, code), 'hex'))) {
        const [bumped] = await db
          .update(t)
          .set({ attempts: sql`${t.attempts} + 1` })
          .where(and(eq(t.id, latest.id), lt(t.attempts, EMAIL_MAX_WRONG_TRIES)))
          .returning({ attempts: t.attempts });
        const left = bumped ? EMAIL_MAX_WRONG_TRIES - bumped.attempts : 0;
        if (left <= 0) throw fail('ERR_EMAIL_CODE_EXPIRED', { message: '邮箱验证码错误次数过多，请重新获取', data: { remainingTries: 0 } });
        throw fail('ERR_EMAIL_CODE_WRONG', { message: `邮箱验证码错误，还可尝试${left}次`, data: { remainingTries: left } });
      }
      return latest.id;
    },

    /** Uses a checked code up, once (inside the caller's transaction, so it is spent only if that commits). */
    async consume(id: number, tx: Pick<Database['db'], 'update'> = db): Promise<void> {
      const now = clock.now();
      const [used] = await tx
        .update(t)
        .set({ consumedAt: now })
        .where(and(eq(t.id, id), isNull(t.consumedAt), lt(t.attempts, EMAIL_MAX_WRONG_TRIES), gt(t.expiresAt, now)))
        .returning({ id: t.id });
      if (!used) throw fail('ERR_EMAIL_CODE_EXPIRED');
    },
  };
}

export type EmailCodeService = ReturnType<typeof createEmailCodeService>;

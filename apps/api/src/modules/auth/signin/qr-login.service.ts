/**
 * QR sign-in on PC. A token is single-use, lives 2 minutes and is bound to the browser
 * that asked for it (a random key in an HttpOnly cookie; only hashes of token and key are
 * stored). A signed-in phone scans (opens /user/login_confirm) and confirms or cancels;
 * the PC, polling, is signed in once when it sees the confirmation. Every step is one
 * conditional UPDATE, so two phones or two polls cannot both win.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { QR_TOKEN_TTL_MS, type QrLoginInfo, type QrStatus } from '@shop/contracts/signin';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import { describeDevice, describeIpArea } from './return-url.ts';

const q = schema.qrLoginTokens;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** How long after the confirmation the PC may still collect its session. */
const COLLECT_WINDOW_MS = 2 * 60 * 1000;

type Row = typeof q.$inferSelect;

export const newBrowserKey = () => randomBytes(32).toString('base64url');
export const isBrowserKey = (v: string | undefined): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v);

export function createQrLoginService(opts: { database: Database; clock: Clock }) {
  const { db } = opts.database;

  async function byToken(token: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(q)
      .where(eq(q.tokenHash, sha256(token)))
      .limit(1);
    return row;
  }

  /** The status a shopper sees: waiting / scanned past their expiry read expired; collected reads confirmed. */
  function visibleStatus(row: Row, nowMs: number): QrStatus {
    if (row.status === 'cancelled') return 'cancelled';
    if (row.status === 'confirmed' || row.status === 'collected') return 'confirmed';
    if (row.expiresAt.getTime() <= nowMs) return 'expired';
    return row.status as QrStatus;
  }

  function info(row: Row, nowMs: number): QrLoginInfo {
    return {
      status: visibleStatus(row, nowMs),
      device: describeDevice(row.requesterUa),
      ipArea: describeIpArea(row.requesterIp),
      requestedAt: row.createdAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
    };
  }

  /** For the phone: the token must exist and still be open (not used, cancelled or expired). */
  function requireOpen(row: Row | undefined, nowMs: number): Row {
    if (!row) throw fail('ERR_QR_TOKEN_INVALID');
    if (row.status === 'confirmed' || row.status === 'collected') throw fail('ERR_QR_USED');
    if (row.status === 'cancelled') throw fail('ERR_QR_CANCELLED');
    if (row.expiresAt.getTime() <= nowMs) throw fail('ERR_QR_EXPIRED');
    return row;
  }

  return {
    async create(browserKey: string, meta: { ip?: string; userAgent?: string }) {
      const token = randomBytes(32).toString('base64url');
      const now = opts.clock.now();
      const expiresAt = new Date(now.getTime() + QR_TOKEN_TTL_MS);
      await db.insert(q).values({
        tokenHash: sha256(token),
        browserHash: sha256(browserKey),
        requesterIp: meta.ip ?? null,
        requesterUa: meta.userAgent?.slice(0, 512) ?? null,
        createdAt: now,
        expiresAt,
      });
      return { token, expiresAt: expiresAt.getTime(), expiresInMs: QR_TOKEN_TTL_MS };
    },

    /**
     * The PC's poll. Only the browser holding the key sees the token (others: not found).
     * A confirmed token is collected here exactly once: `collect` answers the member id.
     */
    async poll(
      token: string,
      browserKey: string | undefined,
    ): Promise<{ status: QrStatus; expiresInMs: number; memberId: number | null; collectMemberId: number | null }> {
      const row = await byToken(token);
      if (!row || !browserKey || row.browserHash !== sha256(browserKey)) throw fail('ERR_QR_TOKEN_INVALID');
      const now = opts.clock.now();
      if (row.status === 'collected') throw fail('ERR_QR_USED');
      if (row.status === 'confirmed') {
        if (!row.decidedAt || row.decidedAt.getTime() + COLLECT_WINDOW_MS <= now.getTime()) throw fail('ERR_QR_EXPIRED');
        const [won] = await db
          .update(q)
          .set({ status: 'collected', collectedAt: now })
          .where(and(eq(q.id, row.id), eq(q.status, 'confirmed')))
          .returning({ memberId: q.memberId });
        if (!won?.memberId) throw fail('ERR_QR_USED');
        return { status: 'confirmed', expiresInMs: 0, memberId: won.memberId, collectMemberId: won.memberId };
      }
      const status = visibleStatus(row, now.getTime());
      return { status, expiresInMs: Math.max(0, row.expiresAt.getTime() - now.getTime()), memberId: row.memberId, collectMemberId: null };
    },

    async info(token: string): Promise<QrLoginInfo> {
      const row = await byToken(token);
      if (!row) throw fail('ERR_QR_TOKEN_INVALID');
      return info(row, opts.clock.nowMs());
    },

    /** The phone opened the QR code: the member takes the token (a second member cannot). */
    async scan(token: string, memberId: number): Promise<QrLoginInfo> {
      const now = opts.clock.now();
      const row = requireOpen(await byToken(token), now.getTime());
      if (row.status === 'scanned') {
        if (row.memberId !== memberId) throw fail('ERR_QR_OTHER_MEMBER');
        return info(row, now.getTime());
      }
      const [updated] = await db
        .update(q)
        .set({ status: 'scanned', memberId, scannedAt: now })
        .where(and(eq(q.id, row.id), eq(q.status, 'waiting'), gt(q.expiresAt, now)))
        .returning();
      if (updated) return info(updated, now.getTime());
      // Lost a race: answer as the row is now.
      const again = requireOpen(await byToken(token), now.getTime());
      if (again.memberId !== memberId) throw fail('ERR_QR_OTHER_MEMBER');
      return info(again, now.getTime());
    },

    /** The scanning member confirms (the PC will be signed in as them) or cancels. */
    async decide(token: string, memberId: number, action: 'confirm' | 'cancel'): Promise<QrLoginInfo> {
      const now = opts.clock.now();
      const row = requireOpen(await byToken(token), now.getTime());
      if (row.status === 'waiting') throw fail('ERR_QR_NOT_SCANNED');
      if (row.memberId !== memberId) throw fail('ERR_QR_OTHER_MEMBER');
      const [updated] = await db
        .update(q)
        .set({ status: action === 'confirm' ? 'confirmed' : 'cancelled', decidedAt: now })
        .where(and(eq(q.id, row.id), eq(q.status, 'scanned'), eq(q.memberId, memberId), gt(q.expiresAt, now)))
        .returning();
      if (!updated) requireOpen(await byToken(token), now.getTime());
      if (!updated) throw fail('ERR_QR_USED');
      return info(updated, now.getTime());
    },
  };
}

export type QrLoginService = ReturnType<typeof createQrLoginService>;

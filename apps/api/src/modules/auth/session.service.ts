/**
 * Member sessions: a session is a refresh-token family. Refresh rotates the token (the
 * old one stops working); presenting an already-rotated token means it was copied, so the
 * whole family is revoked and every token of it dies (OAuth 2.0 Security BCP, 4.14) — unless
 * it was rotated within ROTATION_GRACE_MS, which is the same browser racing itself.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { fail } from '../../platform/shop-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { TokenSigner } from '../../platform/tokens.ts';
import { issueVisitorToken } from '../../platform/visitor-token.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token lifetime in seconds (expires_in). */
  expiresIn: number;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  sessionId: string;
}

export interface SessionDeps {
  database: Database;
  clock: Clock;
  tokens: TokenSigner;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  anonymousTtlSeconds: number;
}

/** What presenting a refresh token leads to (the rotation rules, pure). */
export type RotationDecision = 'unknown' | 'revoked' | 'reuse' | 'grace' | 'expired' | 'rotate';

/**
 * A token rotated this recently and presented again is the same browser racing itself (a page's
 * request and a background call, two tabs), not a copy: it gets a fresh pair of the same session
 * instead of ending it (the reuse interval of OAuth servers such as Auth0 and Okta).
 */
export const ROTATION_GRACE_MS = 10_000;

export function decideRotation(token: { usedAt: Date | null; expiresAt: Date; revokedAt: Date | null } | undefined, now: Date): RotationDecision {
  if (!token) return 'unknown';
  if (token.revokedAt) return 'revoked';
  // Checked before expiry: a copied token is a theft signal even when it is old.
  if (token.usedAt) return now.getTime() - token.usedAt.getTime() < ROTATION_GRACE_MS ? 'grace' : 'reuse';
  if (token.expiresAt <= now) return 'expired';
  return 'rotate';
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export function createSessionService(d: SessionDeps) {
  const { db } = d.database;
  const s = schema.authSessions;
  const rt = schema.refreshTokens;

  async function accessFor(userNo: string, sessionId: string) {
    return d.tokens.sign({ sub: userNo, typ: 'member', sid: sessionId }, d.accessTtlSeconds);
  }

  return {
    async start(member: { id: number; userNo: string }, meta: { userAgent?: string; ip?: string }): Promise<IssuedTokens> {
      const now = d.clock.now();
      const sessionId = randomUUID();
      const refreshToken = newRefreshToken();
      const refreshExpiresAt = now.getTime() + d.refreshTtlSeconds * 1000;
      await db.transaction(async (tx) => {
        await tx
          .insert(s)
          .values({ id: sessionId, memberId: member.id, createdAt: now, userAgent: meta.userAgent?.slice(0, 512) ?? null, ip: meta.ip ?? null });
        await tx.insert(rt).values({ sessionId, tokenHash: sha256(refreshToken), createdAt: now, expiresAt: new Date(refreshExpiresAt) });
      });
      const access = await accessFor(member.userNo, sessionId);
      return { accessToken: access.token, accessExpiresAt: access.expiresAt, expiresIn: d.accessTtlSeconds, refreshToken, refreshExpiresAt, sessionId };
    },

    /** Rotates a refresh token; `findMember` gives the member of the session (for the new access token). */
    async rotate<M extends { userNo: string }>(
      refreshToken: string,
      findMember: (memberId: number) => Promise<M | undefined>,
    ): Promise<IssuedTokens & { member: M }> {
      const now = d.clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: rt.id, sessionId: rt.sessionId, usedAt: rt.usedAt, expiresAt: rt.expiresAt, revokedAt: s.revokedAt, memberId: s.memberId })
          .from(rt)
          .innerJoin(s, eq(s.id, rt.sessionId))
          .where(eq(rt.tokenHash, sha256(refreshToken)))
          .for('update', { of: rt })
          .limit(1);
        const decision = decideRotation(row, now);
        if (decision === 'reuse') {
          await tx
            .update(s)
            .set({ revokedAt: now, revokedReason: 'refresh-token-reuse' })
            .where(and(eq(s.id, row.sessionId), isNull(s.revokedAt)));
        }
        if (decision !== 'rotate' && decision !== 'grace') return { kind: decision };
        const next = newRefreshToken();
        const refreshExpiresAt = now.getTime() + d.refreshTtlSeconds * 1000;
        // Within the grace the presented token keeps the time of its first use: the window never grows.
        if (decision === 'rotate') await tx.update(rt).set({ usedAt: now }).where(eq(rt.id, row.id));
        await tx.insert(rt).values({ sessionId: row.sessionId, tokenHash: sha256(next), createdAt: now, expiresAt: new Date(refreshExpiresAt) });
        return { kind: 'ok' as const, sessionId: row.sessionId, memberId: row.memberId, refreshToken: next, refreshExpiresAt };
      });
      if (outcome.kind !== 'ok') throw fail('E_USER_4005');
      const member = await findMember(outcome.memberId);
      if (!member) throw fail('E_USER_4005');
      const access = await accessFor(member.userNo, outcome.sessionId);
      return {
        member,
        accessToken: access.token,
        accessExpiresAt: access.expiresAt,
        expiresIn: d.accessTtlSeconds,
        refreshToken: outcome.refreshToken,
        refreshExpiresAt: outcome.refreshExpiresAt,
        sessionId: outcome.sessionId,
      };
    },

    async revoke(sessionId: string, reason: string) {
      await db
        .update(s)
        .set({ revokedAt: d.clock.now(), revokedReason: reason })
        .where(and(eq(s.id, sessionId), isNull(s.revokedAt)));
    },

    /**
     * Ends every live session of a member (the console's disable, issue #16), on the caller's
     * transaction when given: their access tokens fail the platform's session check and their
     * refresh tokens stop rotating at once. Answers how many were ended.
     */
    async revokeAllOfMember(memberId: number, reason: string, tx?: Tx): Promise<number> {
      const ended = await (tx ?? db)
        .update(s)
        .set({ revokedAt: d.clock.now(), revokedReason: reason })
        .where(and(eq(s.memberId, memberId), isNull(s.revokedAt)))
        .returning({ id: s.id });
      return ended.length;
    },

    /** The session a refresh token belongs to, if any (logout by refresh cookie). */
    async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sessionId: rt.sessionId })
        .from(rt)
        .where(eq(rt.tokenHash, sha256(refreshToken)))
        .limit(1);
      return row?.sessionId;
    },

    async isActive(sessionId: string): Promise<boolean> {
      const [row] = await db.select({ revokedAt: s.revokedAt }).from(s).where(eq(s.id, sessionId)).limit(1);
      return Boolean(row) && !row.revokedAt;
    },

    anonymous: () => issueVisitorToken(d.tokens, d.anonymousTtlSeconds),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

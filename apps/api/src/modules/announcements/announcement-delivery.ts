/**
 * Delivery of the console's 消息 to each member's inbox, a page of members per statement
 * (DELIVERY_PAGE), each page on its own transaction with the message's row locked: two runs at
 * once take turns and the second finds the cursor moved on, a run that stopped (a crash, a
 * restart) resumes after the last page it committed, and the inbox keeps one row per member and
 * message whatever runs twice. The pg-boss job 'announcement-deliver' runs it for a message sent
 * now (to a tag or everyone) and at a scheduled one's time; the minute sweep 'announcements-due'
 * catches scheduled messages whose job was lost and deliveries left half-done.
 */
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { Clock } from '../../platform/clock.ts';
import type { AnnouncementAudience, AnnouncementInbox } from './announcements-needs.ts';

const a = schema.announcements;
type Row = typeof a.$inferSelect;

export const DELIVERY_PAGE = 1000;
export const DELIVER_JOB = 'announcement-deliver';
export const DUE_SWEEP = 'announcements-due';

export function audienceOf(row: Pick<Row, 'audience' | 'memberId' | 'tagCode' | 'sendAt'>): AnnouncementAudience {
  if (row.audience === 'member') return { kind: 'member', memberId: row.memberId! };
  if (row.audience === 'tag') return { kind: 'tag', tag: row.tagCode! };
  return { kind: 'all', joinedBy: row.sendAt };
}

export function createAnnouncementDelivery(deps: { database: Database; clock: Clock; inbox: AnnouncementInbox; pageSize?: number }) {
  const { db } = deps.database;
  const limit = deps.pageSize ?? DELIVERY_PAGE;

  /** Delivers the next page; true when the message needs no more (sent, cancelled, not yet due). */
  const nextPage = (id: number) =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
      if (!row || row.state === 'sent' || row.state === 'cancelled') return true;
      const now = deps.clock.now();
      if (row.state === 'scheduled' && row.sendAt.getTime() > now.getTime()) return true;
      const page = await deps.inbox.deliverPage(
        { announcementId: id, title: row.title, body: row.body, link: row.link, audience: audienceOf(row), afterMemberId: row.cursorMemberId, limit, now },
        tx,
      );
      const finished = page.reached < limit;
      await tx
        .update(a)
        .set({
          state: finished ? 'sent' : 'sending',
          startedAt: row.startedAt ?? now,
          finishedAt: finished ? now : null,
          delivered: row.delivered + page.delivered,
          cursorMemberId: page.lastMemberId,
        })
        .where(eq(a.id, id));
      return finished;
    });

  return {
    /** Delivers a message to its whole audience (nothing when it is not due, already sent or cancelled). */
    async deliver(id: number): Promise<void> {
      while (!(await nextPage(id)));
    },

    /** Every message due and not finished: scheduled ones whose time has come, deliveries left half-done. */
    async runDue(): Promise<number> {
      const due = await db
        .select({ id: a.id })
        .from(a)
        .where(or(and(eq(a.state, 'scheduled'), lte(a.sendAt, deps.clock.now())), inArray(a.state, ['sending'])))
        .orderBy(a.sendAt, a.id);
      for (const { id } of due) await this.deliver(id);
      return due.length;
    },
  };
}

export type AnnouncementDelivery = ReturnType<typeof createAnnouncementDelivery>;

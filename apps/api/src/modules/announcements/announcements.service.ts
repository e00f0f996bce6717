/**
 * The console's 消息 (issue #16): the list, a new message (now or at a time), its detail with
 * delivery figures, and cancelling a scheduled one. A message to one member sent now reaches
 * the inbox before the answer; to a tag or everyone it goes through the delivery job
 * (announcement-delivery.ts). Create and cancel write their audit row on their own transaction.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import {
  ANNOUNCEMENT_AUDIENCES,
  announcementInputSchema,
  announcementQuerySchema,
  type AnnouncementDetail,
  type AnnouncementInput,
  type AnnouncementQuery,
  type AnnouncementSummary,
} from '@shop/contracts/announcements';
import { BEIJING_OFFSET_MS } from '@shop/contracts/beijing-time';
import { fail } from '../../platform/shop-error.ts';
import type { AnnouncementNeeds } from './announcements-needs.ts';
import { DELIVER_JOB, type AnnouncementDelivery } from './announcement-delivery.ts';

const a = schema.announcements;
type Row = typeof a.$inferSelect;

/** The audit row of a write, on the write's transaction (the route binds the request). */
export type AnnouncementAudit = (
  tx: Tx,
  what: { action: string; target: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) => Promise<void>;

const invalid = (path: string, message: string) => fail('E_VALIDATION', { message, data: { issues: [{ path, message }] } });
const ms = (d: Date | null) => (d ? d.getTime() : null);

function summary(row: Row): AnnouncementSummary {
  return {
    id: row.id,
    title: row.title,
    audience: row.audience,
    audienceLabel: row.audienceLabel,
    state: row.state,
    sendAt: row.sendAt.getTime(),
    delivered: row.delivered,
    createdBy: row.createdByName,
    createdAt: row.createdAt.getTime(),
  };
}

/** What the audit log keeps of a message. */
const audited = (row: Row) => ({
  title: row.title,
  audience: row.audience,
  audienceLabel: row.audienceLabel,
  state: row.state,
  sendAt: row.sendAt.getTime(),
  link: row.link,
});

export function createAnnouncements(needs: AnnouncementNeeds, delivery: AnnouncementDelivery) {
  const { ctx, members, inbox } = needs;
  const { db } = ctx.database;

  async function load(id: number): Promise<Row> {
    const [row] = await db.select().from(a).where(eq(a.id, id)).limit(1);
    if (!row) throw fail('ERR_ADMIN_ANNOUNCEMENT_NOT_FOUND');
    return row;
  }

  async function detailOf(row: Row): Promise<AnnouncementDetail> {
    return {
      ...summary(row),
      body: row.body,
      link: row.link,
      startedAt: ms(row.startedAt),
      finishedAt: ms(row.finishedAt),
      cancelledAt: ms(row.cancelledAt),
      read: await inbox.readsOfOperatorMessage(row.id),
    };
  }

  /** The audience as stored: one member (by phone or member number), a tag somebody carries, or everyone. */
  async function audienceOf(input: { audience: keyof typeof ANNOUNCEMENT_AUDIENCES; target: string }) {
    if (input.audience === 'member') {
      const byPhone = /^1\d{10}$/.test(input.target);
      const memberId = byPhone ? await members.idByMobile(input.target) : await members.idByUserNo(input.target);
      if (memberId === null) throw invalid('target', `会员不存在：${input.target}`);
      const label = (await members.maskedMobiles([memberId])).get(memberId) ?? input.target;
      return { memberId, tagCode: null, audienceLabel: label };
    }
    if (input.audience === 'tag') {
      if ((await inbox.taggedMembers(input.target)) === 0) throw invalid('target', `会员标签不存在或没有会员：${input.target}`);
      return { memberId: null, tagCode: input.target, audienceLabel: input.target };
    }
    return { memberId: null, tagCode: null, audienceLabel: ANNOUNCEMENT_AUDIENCES.all };
  }

  return {
    async list(query: AnnouncementQuery) {
      const q = announcementQuerySchema.parse(query);
      const where: SQL[] = [];
      if (q.state) where.push(eq(a.state, q.state));
      if (q.audience) where.push(eq(a.audience, q.audience));
      if (q.day) {
        const start = Date.parse(`${q.day}T00:00:00Z`) - BEIJING_OFFSET_MS;
        if (Number.isNaN(start)) throw invalid('day', '日期格式须为 YYYY-MM-DD');
        where.push(gte(a.sendAt, new Date(start)), lt(a.sendAt, new Date(start + 24 * 3600 * 1000)));
      }
      const cond = where.length ? and(...where) : undefined;
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(a).where(cond),
        db
          .select()
          .from(a)
          .where(cond)
          .orderBy(desc(a.createdAt), desc(a.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
      ]);
      return { list: rows.map(summary), total, page: q.page, pageSize: q.pageSize };
    },

    detail: async (id: number) => detailOf(await load(id)),

    async create(input: AnnouncementInput, by: { id: number; name: string }, audit: AnnouncementAudit): Promise<AnnouncementDetail> {
      const v = announcementInputSchema.parse(input);
      const now = ctx.clock.now();
      if (v.sendAt != null && v.sendAt <= now.getTime()) throw invalid('sendAt', '定时发送时间须晚于当前时间');
      const who = await audienceOf(v);
      const sendAt = v.sendAt != null ? new Date(v.sendAt) : now;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(a)
          .values({
            title: v.title,
            body: v.body,
            link: v.link,
            audience: v.audience,
            ...who,
            state: 'scheduled',
            sendAt,
            createdBy: by.id,
            createdByName: by.name,
            createdAt: now,
          })
          .returning();
        await audit(tx, { action: 'message.created', target: `message:${created!.id}`, after: audited(created!) });
        return created!;
      });
      if (v.sendAt == null && v.audience === 'member') await delivery.deliver(row.id);
      else {
        const startAfterSeconds = (sendAt.getTime() - ctx.clock.nowMs()) / 1000;
        await ctx.jobs?.send(DELIVER_JOB, { id: row.id }, { startAfterSeconds, singletonKey: `message-${row.id}` });
      }
      return detailOf(await load(row.id));
    },

    /** Cancels a scheduled message that has not started; started or sent → 409. */
    async cancel(id: number, audit: AnnouncementAudit): Promise<AnnouncementDetail> {
      const now = ctx.clock.now();
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(a).where(eq(a.id, id)).for('update');
        if (!before) throw fail('ERR_ADMIN_ANNOUNCEMENT_NOT_FOUND');
        if (before.state === 'cancelled') throw fail('ERR_ADMIN_ANNOUNCEMENT_CANCELLED');
        if (before.state !== 'scheduled' || before.cursorMemberId > 0) throw fail('ERR_ADMIN_ANNOUNCEMENT_STARTED');
        const [after] = await tx.update(a).set({ state: 'cancelled', cancelledAt: now }).where(eq(a.id, id)).returning();
        await audit(tx, { action: 'message.cancelled', target: `message:${id}`, before: audited(before), after: audited(after!) });
        return after!;
      });
      return detailOf(row);
    },
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;

/**
 * System messages (站内消息): a message to one member, or an operator broadcast (no member)
 * that every member who joined before it was sent sees. Read state is one row per (member,
 * message) in system_message_reads, written once (the first read time stays), so direct
 * messages and broadcasts count alike. Every read is scoped by the member id: another
 * member's message answers 404.
 */
import { and, count, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { newMessageSchema, type MessageDetail, type MessageKind, type MessagePage, type NewMessage } from '@shop/contracts/inbox';
import { fail } from '../../../platform/shop-error.ts';

const m = schema.systemMessages;

/** Who an operator message (the console's 消息) is for. */
export type OperatorAudience = { kind: 'member'; memberId: number } | { kind: 'tag'; tag: string } | { kind: 'all'; joinedBy: Date };
const r = schema.systemMessageReads;

/** The member's join time: broadcasts sent before it are not theirs. */
async function joinedAt(db: Database['db'], memberId: number): Promise<Date> {
  const [row] = await db.select({ createdAt: schema.members.createdAt }).from(schema.members).where(eq(schema.members.id, memberId)).limit(1);
  if (!row) throw fail('E_USER_4005');
  return row.createdAt;
}

const visibleTo = (memberId: number, joined: Date): SQL => or(eq(m.memberId, memberId), and(isNull(m.memberId), gte(m.createdAt, joined)))!;
const readBy = (memberId: number) => sql`EXISTS (SELECT 1 FROM ${r} WHERE ${r.messageId} = ${m.id} AND ${r.memberId} = ${memberId})`;

/** Unread messages of a member (direct and broadcast). */
export async function countUnread(db: Database['db'], memberId: number): Promise<number> {
  const joined = await joinedAt(db, memberId);
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where(and(visibleTo(memberId, joined), sql`NOT ${readBy(memberId)}`));
  return row?.n ?? 0;
}

export function createMessageService({ database }: { database: Database }) {
  const { db } = database;

  function clean(input: NewMessage) {
    const v = newMessageSchema.parse(input);
    return { kind: v.kind as MessageKind, title: v.title, body: v.body, link: v.link ?? null };
  }

  return {
    /** Sends one member a message (welcome at sign-up, order paid / shipped / delivered / cancelled, …). Returns its id. */
    async send(memberId: number, input: NewMessage, now: Date = new Date(), tx?: Tx): Promise<number> {
      // Inside the caller's transaction when given (an order's status change and its message
      // are written together).
      const [row] = await (tx ?? db)
        .insert(m)
        .values({ memberId, ...clean(input), createdAt: now })
        .returning({ id: m.id });
      return row!.id;
    },

    /** An operator broadcast to every member (seen by members who joined before it). */
    async broadcast(input: NewMessage, now: Date = new Date()): Promise<number> {
      const [row] = await db
        .insert(m)
        .values({ memberId: null, ...clean(input), createdAt: now })
        .returning({ id: m.id });
      return row!.id;
    },

    unread: (memberId: number) => countUnread(db, memberId),

    /**
     * The console's 消息 (issue #16): delivers an operator message to the next `limit` members of
     * its audience after member id `afterMemberId`, in member id order, in one statement, once per
     * member (a page delivered again adds nothing). Answers how many members the page reached,
     * how many rows were new and the last member id of the page (the next page's start).
     */
    async deliverPage(
      input: { announcementId: number; title: string; body: string; link: string; audience: OperatorAudience; afterMemberId: number; limit: number; now: Date },
      tx?: Tx,
    ): Promise<{ reached: number; delivered: number; lastMemberId: number }> {
      const mem = schema.members;
      const who =
        input.audience.kind === 'member'
          ? sql`AND ${mem.id} = ${input.audience.memberId}`
          : input.audience.kind === 'tag'
            ? sql`AND EXISTS (SELECT 1 FROM ${schema.memberTags} t WHERE t.member_id = ${mem.id} AND t.code = ${input.audience.tag})`
            : sql`AND ${mem.createdAt} <= ${input.audience.joinedBy.toISOString()}::timestamptz`;
      const res = await (tx ?? db).execute(sql`
        WITH page AS (
          SELECT ${mem.id} AS id FROM ${mem} WHERE ${mem.id} > ${input.afterMemberId} ${who} ORDER BY ${mem.id} LIMIT ${input.limit}
        ), ins AS (
          INSERT INTO ${m} (member_id, kind, title, body, link, created_at, announcement_id)
          SELECT id, 'system', ${input.title}, ${input.body}, ${input.link || null}, ${input.now.toISOString()}::timestamptz, ${input.announcementId} FROM page
          ON CONFLICT (announcement_id, member_id) WHERE announcement_id IS NOT NULL DO NOTHING
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM page)::int AS reached, (SELECT count(*) FROM ins)::int AS delivered,
          coalesce((SELECT max(id) FROM page), ${input.afterMemberId})::bigint AS last`);
      const row = (res as unknown as { rows: { reached: number; delivered: number; last: string | number }[] }).rows[0]!;
      return { reached: Number(row.reached), delivered: Number(row.delivered), lastMemberId: Number(row.last) };
    },

    /** How many members carry a tag (the console's 消息 refuses a tag nobody has). */
    async taggedMembers(tag: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(schema.memberTags).where(eq(schema.memberTags.code, tag));
      return row?.n ?? 0;
    },

    /** Of the members an operator message reached, how many opened it. */
    async readsOfOperatorMessage(announcementId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(r).innerJoin(m, eq(m.id, r.messageId)).where(eq(m.announcementId, announcementId));
      return row?.n ?? 0;
    },

    /** The messages a member was sent with this link, oldest first (the back office's order detail, issue #16). */
    sentWithLink(memberId: number, link: string): Promise<{ id: number; title: string; body: string; createdAt: Date }[]> {
      return db
        .select({ id: m.id, title: m.title, body: m.body, createdAt: m.createdAt })
        .from(m)
        .where(and(eq(m.memberId, memberId), eq(m.link, link)))
        .orderBy(m.createdAt, m.id);
    },

    /** One page, newest first, each marked read or not; with the unread total. */
    async page(memberId: number, pageNo: number, pageSize: number): Promise<MessagePage> {
      const joined = await joinedAt(db, memberId);
      const where = visibleTo(memberId, joined);
      const [[{ total }], rows, unread] = await Promise.all([
        db.select({ total: count() }).from(m).where(where),
        db
          .select({
            id: m.id,
            kind: m.kind,
            title: m.title,
            body: m.body,
            memberId: m.memberId,
            createdAt: m.createdAt,
            read: sql<boolean>`${readBy(memberId)}`,
          })
          .from(m)
          .where(where)
          .orderBy(desc(m.createdAt), desc(m.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        countUnread(db, memberId),
      ]);
      return {
        list: rows.map((x) => ({
          id: x.id,
          kind: x.kind,
          title: x.title,
          summary: x.body.length > 60 ? `${x.body.slice(0, 60)}…` : x.body,
          read: !!x.read,
          broadcast: x.memberId === null,
          createdAt: formatBeijingTime(x.createdAt.getTime()),
          createdAtMs: x.createdAt.getTime(),
        })),
        total,
        unread,
        pageNo,
        pageSize,
      };
    },

    /** The message, marked read (the first read time is kept). Not the member's → 404. */
    async detail(memberId: number, id: number, now: Date): Promise<MessageDetail> {
      const joined = await joinedAt(db, memberId);
      const [row] = await db
        .select()
        .from(m)
        .where(and(eq(m.id, id), visibleTo(memberId, joined)))
        .limit(1);
      if (!row) throw fail('ERR_MESSAGE_NOT_FOUND');
      await db.insert(r).values({ memberId, messageId: id, readAt: now }).onConflictDoNothing();
      return {
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        read: true,
        broadcast: row.memberId === null,
        createdAt: formatBeijingTime(row.createdAt.getTime()),
        createdAtMs: row.createdAt.getTime(),
      };
    },

    /** Marks every message the member can see as read; answers how many were newly marked. */
    async readAll(memberId: number, now: Date): Promise<number> {
      const joined = await joinedAt(db, memberId);
      const res = await db.execute(sql`
        INSERT INTO ${r} (member_id, message_id, read_at)
        SELECT ${memberId}, ${m.id}, ${now.toISOString()}::timestamptz FROM ${m}
        WHERE (${m.memberId} = ${memberId} OR (${m.memberId} IS NULL AND ${m.createdAt} >= ${joined.toISOString()}::timestamptz))
        ON CONFLICT DO NOTHING`);
      return Number((res as { rowCount?: number | null }).rowCount ?? 0);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;

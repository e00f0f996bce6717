/**
 * Live customer service (issue #16 item 5) against the real database: a visitor or a member
 * opens a conversation (with the product or order they came from), sends (length-limited,
 * rate-limited), reads after a cursor, unread counts on both sides; a 客服 lists, answers and
 * closes (chat.answer, audited; a role without it gets 403 and changes nothing); outside service
 * hours the desk says when staff are back and a member's message becomes a support ticket (a
 * visitor may leave a phone number, checked, kept and shown to 客服); a
 * message written through one server process reaches a stream held by another (NOTIFY), and a
 * stream resumed with Last-Event-ID loses nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingWall } from '@shop/contracts/beijing-time';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, signIn, startTestApi, useTestApi, type Reply, type TestApi } from './harness.ts';

const t = useTestApi();

interface Message {
  id: number;
  sender: 'shopper' | 'staff' | 'system';
  staffName: string | null;
  body: string;
  createdAt: number;
}
interface Conversation {
  conversationId: number;
  status: 'open' | 'closed';
  context: { productCode: string | null; productName: string | null; orderNo: string | null };
  unread: number;
  ticketNo: string | null;
  service: { open: boolean; hours: string; backAt: string | null };
  messages: Message[];
}
interface Sent {
  message: Message;
  notice: Message | null;
  ticketNo: string | null;
  service: Conversation['service'];
}
interface Summary {
  id: number;
  status: 'open' | 'closed';
  shopper: string;
  memberId: number | null;
  context: Conversation['context'];
  unread: number;
  lastMessage: string | null;
  ticketNo: string | null;
}
interface StreamEvent {
  conversationId: number;
  status: 'open' | 'closed';
  message: Message;
}

const NEW_PASSWORD = 'Lantern-2026-ok';

/** The clock offset that puts a browser at `hour`:00 Beijing time today. */
function offsetToBeijing(hour: number): number {
  const wall = beijingWall(Date.now());
  const target = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour, 0, 0);
  return target - wall.getTime();
}

/** A shopper's browser living at `hour`:00 Beijing time (12:00: inside the default 08:00-20:00). */
async function shopper(baseUrl = t.baseUrl, hour = 12) {
  const b = await new Browser(baseUrl).prime();
  b.cookies.set('shop_clock_offset', String(offsetToBeijing(hour)));
  return b;
}

async function staffSignedIn(role = '客服', baseUrl = t.baseUrl) {
  const account = await createStaffAccount(t.database, { name: `客服测试${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
  return { b, account };
}

const rowOf = async (id: number) => (await t.database.pool.query('SELECT * FROM chat_conversations WHERE id = $1', [id])).rows[0];
const messageCount = async (id: number) =>
  Number((await t.database.pool.query('SELECT count(*) AS n FROM chat_messages WHERE conversation_id = $1', [id])).rows[0].n);
const auditOf = async (target: string) =>
  (await t.database.pool.query('SELECT action, actor, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target])).rows;

async function send(b: Browser, body: string): Promise<Reply<Sent>> {
  return b.post<Sent>('/api/customerChat/messages', { body });
}

/** Reads a stream of server-sent events; `next` waits for an event matching `match`. */
function openStream(baseUrl: string, path: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const events: StreamEvent[] = [];
  const ids: number[] = [];
  const waiters: (() => void)[] = [];
  let status = 0;
  let contentType = '';
  const started = fetch(baseUrl + path, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal }).then(async (res) => {
    status = res.status;
    contentType = res.headers.get('content-type') ?? '';
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = res.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          const id = block.split('\n').find((l) => l.startsWith('id: '));
          if (data) {
            events.push(JSON.parse(data.slice(6)) as StreamEvent);
            ids.push(Number(id?.slice(4)));
            for (const w of waiters.splice(0)) w();
          }
        }
      }
    } catch {
      // aborted
    }
  });
  return {
    events,
    ids,
    status: () => status,
    contentType: () => contentType,
    async next(match: (e: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    async close() {
      abort.abort();
      await started.catch(() => {});
    },
  };
}

describe('shopper side', () => {
  it('a visitor opens from a product page, sends, reads after a cursor; unread counts on both sides; staff answer', async () => {
    const { rows } = await t.database.pool.query<{ sku_code: string; spu_code: string; name: string }>(
      'SELECT s.sku_code, p.spu_code, s.name FROM skus s JOIN products p ON p.id = s.product_id ORDER BY s.id LIMIT 1',
    );
    const sku = rows[0]!;
    const b = await shopper();
    const first = await b.post<Conversation>('/api/customerChat/open', {});
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ conversationId: 0, messages: [], unread: 0, service: { open: true, hours: '08:00-20:00', backAt: null } });
    expect(b.cookies.get('authorization')).toBeTruthy();

    const opened = await b.post<Conversation>('/api/customerChat/open', { spuCode: sku.spu_code, skuCode: sku.sku_code });
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const id = opened.body.data.conversationId;
    expect(id).toBeGreaterThan(0);
    expect(opened.body.data.context).toEqual({ productCode: sku.spu_code, productName: sku.name, orderNo: null });

    const a = await send(b, '  这款手机支持无线充电吗？ ');
    expect(a.status).toBe(200);
    expect(a.body.data.message).toMatchObject({ sender: 'shopper', body: '这款手机支持无线充电吗？' });
    expect(a.body.data.notice).toBeNull();
    const second = await send(b, '还有白色吗');
    expect((await rowOf(id)).staff_unread).toBe(2);

    const after = await b.get<{ list: Message[]; cursor: number; hasMore: boolean }>(`/api/customerChat/messages?after=${a.body.data.message.id}`);
    expect(after.body.data.list.map((m) => m.body)).toEqual(['还有白色吗']);
    expect(after.body.data.cursor).toBe(second.body.data.message.id);
    const paged = await b.get<{ list: Message[]; cursor: number; hasMore: boolean }>('/api/customerChat/messages?after=0&limit=1');
    expect(paged.body.data).toMatchObject({ hasMore: true, cursor: a.body.data.message.id });
    const none = await b.get<{ list: Message[]; cursor: number }>(`/api/customerChat/messages?after=${second.body.data.message.id}`);
    expect(none.body.data).toEqual({ list: [], cursor: second.body.data.message.id, hasMore: false });
    expect((await b.get('/api/customerChat/messages?after=abc')).status).toBe(400);

    // The console: listed with its unread count and context, answered, read.
    const { b: staff, account } = await staffSignedIn();
    const list = await staff.get<{ list: Summary[]; unread: number }>('/api/admin/chat/conversations?pageSize=100');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const mine = list.body.data.list.find((s) => s.id === id)!;
    expect(mine).toMatchObject({ status: 'open', unread: 2, lastMessage: '还有白色吗', memberId: null, context: { productCode: sku.spu_code } });
    expect(mine.shopper).toMatch(/^访客 /);
    expect(list.body.data.unread).toBeGreaterThanOrEqual(2);
    // Paged: the console shows 20 a page; two pages of one never hold the same conversation.
    const [p1, p2] = await Promise.all([1, 2].map((n) => staff.get<{ list: Summary[]; total: number }>(`/api/admin/chat/conversations?page=${n}&pageSize=1`)));
    expect(p1!.body.data.list).toHaveLength(1);
    if (p1!.body.data.total > 1) expect(p2!.body.data.list[0]!.id).not.toBe(p1!.body.data.list[0]!.id);
    expect((await staff.get('/api/admin/chat/conversations?pageSize=101')).status).toBe(400);
    const answer = await staff.post<Message>(`/api/admin/chat/conversations/${id}/messages`, { body: '支持 15W 无线充电，白色有货。' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ sender: 'staff', staffName: account.name });
    const read = await staff.post<Summary>(`/api/admin/chat/conversations/${id}/read`);
    expect(read.body.data.unread).toBe(0);
    expect(await auditOf(`chat:${id}`)).toEqual([
      { action: 'chat.answer', actor: account.name, before: null, after: { messageId: answer.body.data.id, body: '支持 15W 无线充电，白色有货。' } },
    ]);

    expect((await b.get<{ unread: number }>('/api/customerChat/unread')).body.data.unread).toBe(1);
    const again = await b.post<Conversation>('/api/customerChat/open', {});
    expect(again.body.data).toMatchObject({ conversationId: id, unread: 1 });
    expect(again.body.data.messages.map((m) => m.sender)).toEqual(['shopper', 'shopper', 'staff']);
    expect((await b.post<{ unread: number }>('/api/customerChat/read')).body.data.unread).toBe(0);
    expect((await b.get<{ unread: number }>('/api/customerChat/unread')).body.data.unread).toBe(0);

    // Another visitor sees none of it.
    const other = await shopper();
    expect((await other.get<{ list: Message[] }>('/api/customerChat/messages?after=0')).body.data.list).toEqual([]);
  });

  it('refuses an empty or too long message and an order that is not the member’s, in Chinese, writing nothing', async () => {
    const b = await shopper();
    const empty = await send(b, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch('请输入消息内容');
    const long = await send(b, '字'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch('消息最多500个字');
    expect((await send(b, '字'.repeat(500))).status).toBe(200);
    const list = await b.get<{ list: Message[] }>('/api/customerChat/messages');
    expect(list.body.data.list).toHaveLength(1);

    expect((await b.post('/api/customerChat/open', { spuCode: 'bad code!' })).status).toBe(400);
    const visitorOrder = await b.post('/api/customerChat/open', { orderNo: 'T123456' });
    expect(visitorOrder.status).toBe(404);
    expect(visitorOrder.body).toMatchObject({ code: 'ERR_CHAT_ORDER_NOT_FOUND' });
  });

  it('limits a shopper to 5 messages in 10 seconds (429, the sixth not stored)', async () => {
    const b = await shopper();
    for (let i = 1; i <= 5; i++) expect((await send(b, `第${i}条`)).status).toBe(200);
    const sixth = await send(b, '第6条');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ success: false, code: 'ERR_CHAT_TOO_FAST', message: '发送太频繁了，请稍后再发' });
    const list = await b.get<{ list: Message[] }>('/api/customerChat/messages');
    expect(list.body.data.list.map((m) => m.body)).toEqual(['第1条', '第2条', '第3条', '第4条', '第5条']);
    // Ten seconds on, the shopper may send again.
    b.cookies.set('shop_clock_offset', String(offsetToBeijing(12) + 11_000));
    expect((await send(b, '第6条')).status).toBe(200);
  });

  it('outside service hours says when staff are back and turns a member’s message into one support ticket', async () => {
    const b = await shopper(t.baseUrl, 23);
    await signIn(b);
    const { rows } = await t.database.pool.query('SELECT id FROM members WHERE user_no = (SELECT user_no FROM members ORDER BY id DESC LIMIT 1)');
    expect(rows.length).toBe(1);
    const sent = await send(b, '订单什么时候发货？');
    expect(sent.status).toBe(200);
    expect(sent.body.data.service).toEqual({ open: false, hours: '08:00-20:00', backAt: '明天 08:00' });
    const ticketNo = sent.body.data.ticketNo!;
    expect(ticketNo).toMatch(/^ST/);
    expect(sent.body.data.notice).toMatchObject({ sender: 'system' });
    expect(sent.body.data.notice!.body).toContain('明天 08:00');
    expect(sent.body.data.notice!.body).toContain(ticketNo);
    const ticket = await b.get<{ ticketNo: string; content: string; status: string }>(`/api/member/support/ticket/${ticketNo}`);
    expect(ticket.body.data).toMatchObject({ ticketNo, status: 'open' });
    expect(ticket.body.data.content).toContain('订单什么时候发货？');

    const more = await send(b, '麻烦尽快');
    expect(more.body.data).toMatchObject({ ticketNo, notice: null });
    const tickets = await t.database.pool.query('SELECT count(*)::int AS n FROM support_tickets WHERE ticket_no = $1', [ticketNo]);
    expect(tickets.rows[0].n).toBe(1);

    // Early in the morning staff are back today; a visitor's message is kept without a ticket.
    const visitor = await shopper(t.baseUrl, 7);
    const early = await send(visitor, '有人在吗');
    expect(early.body.data).toMatchObject({ ticketNo: null, service: { open: false, backAt: '今天 08:00' } });
    expect(early.body.data.notice!.body).toContain('今天 08:00');
  });

  it('outside service hours a visitor may leave a phone number with the message: checked, kept on the conversation, shown to 客服', async () => {
    const visitor = await shopper(t.baseUrl, 23);
    const bad = await visitor.post<Sent>('/api/customerChat/messages', { body: '请回电', contactMobile: '1380013800' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'E_VALIDATION', message: '请输入正确的11位手机号码' });
    // Nothing was written: the visitor still has no conversation.
    expect((await visitor.post<Conversation>('/api/customerChat/open', {})).body.data.conversationId).toBe(0);

    const sent = await visitor.post<Sent>('/api/customerChat/messages', { body: '想问以旧换新，请回电', contactMobile: ' 13912345678 ' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ ticketNo: null, service: { open: false, backAt: '明天 08:00' } });
    expect(sent.body.data.notice!.body).toContain('您的留言和联系电话 13912345678 已保存，客服上班后会联系您');
    const id = (await visitor.post<Conversation>('/api/customerChat/open', {})).body.data.conversationId;
    expect(await messageCount(id)).toBe(2);
    expect((await rowOf(id)).contact_mobile).toBe('13912345678');

    const { b: cs } = await staffSignedIn('客服');
    const thread = await cs.get<{ conversation: { contactMobile: string | null; shopper: string } }>(`/api/admin/chat/conversations/${id}`);
    expect(thread.body.data.conversation).toMatchObject({ contactMobile: '13912345678', shopper: expect.stringMatching(/^访客 /) });
    const list = await cs.get<{ list: { id: number; contactMobile: string | null }[] }>('/api/admin/chat/conversations?pageSize=100');
    expect(list.body.data.list.find((c) => c.id === id)?.contactMobile).toBe('13912345678');

    // A member's number is the account's: one given with the message is not kept.
    const member = await shopper(t.baseUrl, 23);
    await signIn(member);
    const memberSent = await member.post<Sent>('/api/customerChat/messages', { body: '请回电', contactMobile: '13912345678' });
    expect(memberSent.status).toBe(200);
    const memberId = (await member.post<Conversation>('/api/customerChat/open', {})).body.data.conversationId;
    expect((await rowOf(memberId)).contact_mobile).toBeNull();
  });
});

describe('console', () => {
  it('refuses a role without chat.answer (403 in the envelope, nothing changed, no audit row)', async () => {
    const b = await shopper();
    const sent = await send(b, '你好');
    const id = (await b.post<Conversation>('/api/customerChat/open', {})).body.data.conversationId;
    const { b: ops } = await staffSignedIn('运营');
    for (const res of [
      await ops.get('/api/admin/chat/conversations'),
      await ops.get(`/api/admin/chat/conversations/${id}`),
      await ops.post(`/api/admin/chat/conversations/${id}/messages`, { body: '越权回复' }),
      await ops.post(`/api/admin/chat/conversations/${id}/read`),
      await ops.post(`/api/admin/chat/conversations/${id}/close`),
      await ops.get('/api/admin/chat/stream'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect(await messageCount(id)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'open', staff_unread: 1 });
    expect(await auditOf(`chat:${id}`)).toEqual([]);
    // A shopper's token is no console session.
    expect((await b.get('/api/admin/chat/conversations')).status).toBe(401);
    expect(sent.status).toBe(200);
  });

  it('answers and closes with bad input refused; the shopper sees the close and starts a new conversation', async () => {
    const b = await shopper();
    await send(b, '想咨询以旧换新');
    const id = (await b.post<Conversation>('/api/customerChat/open', {})).body.data.conversationId;
    const { b: staff, account } = await staffSignedIn();
    expect((await staff.post(`/api/admin/chat/conversations/${id}/messages`, { body: '' })).status).toBe(400);
    expect((await staff.post('/api/admin/chat/conversations/abc/messages', { body: '好的' })).status).toBe(400);
    const missing = await staff.post('/api/admin/chat/conversations/999999999/messages', { body: '好的' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('会话不存在');
    expect(await auditOf('chat:999999999')).toEqual([]);

    const thread = await staff.get<{ conversation: Summary; page: { list: Message[] } }>(`/api/admin/chat/conversations/${id}`);
    expect(thread.body.data.page.list.map((m) => m.body)).toEqual(['想咨询以旧换新']);
    const closed = await staff.post<Summary>(`/api/admin/chat/conversations/${id}/close`);
    expect(closed.body.data).toMatchObject({ id, status: 'closed', unread: 0 });
    expect((await staff.post(`/api/admin/chat/conversations/${id}/close`)).status).toBe(409);
    const late = await staff.post(`/api/admin/chat/conversations/${id}/messages`, { body: '补充一句' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('会话已结束');
    expect(await auditOf(`chat:${id}`)).toEqual([{ action: 'chat.close', actor: account.name, before: { status: 'open' }, after: { status: 'closed' } }]);

    const seen = await b.post<Conversation>('/api/customerChat/open', {});
    expect(seen.body.data).toMatchObject({ conversationId: id, status: 'closed', unread: 1 });
    expect(seen.body.data.messages.at(-1)).toMatchObject({ sender: 'system' });
    const next = await send(b, '还有一个问题');
    const reopened = await b.post<Conversation>('/api/customerChat/open', {});
    expect(reopened.body.data.conversationId).toBeGreaterThan(id);
    expect(reopened.body.data.status).toBe('open');
    expect(reopened.body.data.messages.at(-1)!.id).toBe(next.body.data.message.id);
  });
});

describe('real time', () => {
  let other: TestApi;
  beforeAll(async () => {
    other = await startTestApi();
  });
  afterAll(() => other?.close());

  it('a message written by one process reaches streams held by another (NOTIFY), both ways', async () => {
    const b = await shopper();
    const before = await send(b, '第一条');
    const { b: staff } = await staffSignedIn('客服', other.baseUrl);
    // The shopper's stream on the other process, from the message they already have.
    const shopperStream = openStream(other.baseUrl, `/api/customerChat/stream?after=${before.body.data.message.id}`, { cookie: b.cookieHeader() });
    const staffStream = openStream(other.baseUrl, '/api/admin/chat/stream', { cookie: staff.cookieHeader() });
    try {
      await expect.poll(() => shopperStream.status()).toBe(200);
      await expect.poll(() => staffStream.status()).toBe(200);
      expect(shopperStream.contentType()).toMatch(/^text\/event-stream/);
      // Let the other process's listener come up before writing.
      await new Promise((r) => setTimeout(r, 300));
      const sent = await send(b, '从另一个进程发来');
      const heard = await staffStream.next((e) => e.message.id === sent.body.data.message.id);
      expect(heard).toMatchObject({ status: 'open', message: { sender: 'shopper', body: '从另一个进程发来' } });
      const id = heard.conversationId;

      // The 客服 answers through the other process; the shopper's stream there hears it.
      const answer = await staff.post<Message>(`/api/admin/chat/conversations/${id}/messages`, { body: '您好，请讲' });
      const got = await shopperStream.next((e) => e.message.id === answer.body.data.id);
      expect(got.message).toMatchObject({ sender: 'staff', body: '您好，请讲' });
      // Nothing before the cursor, nothing twice, each with its id.
      expect(shopperStream.events.map((e) => e.message.body)).toEqual(['从另一个进程发来', '您好，请讲']);
      expect(shopperStream.ids).toEqual(shopperStream.events.map((e) => e.message.id));
      // A stream carries its own shopper's messages only.
      const stranger = await shopper(other.baseUrl);
      await stranger.post('/api/customerChat/open', {});
      const strangerStream = openStream(other.baseUrl, '/api/customerChat/stream', { cookie: stranger.cookieHeader() });
      await expect.poll(() => strangerStream.status()).toBe(200);
      await send(b, '只给我自己');
      await shopperStream.next((e) => e.message.body === '只给我自己');
      expect(strangerStream.events).toEqual([]);
      await strangerStream.close();
    } finally {
      await shopperStream.close();
      await staffStream.close();
    }
  });

  it('a reconnect with Last-Event-ID gets what was written while away, and a stream needs a token', async () => {
    const b = await shopper();
    const one = await send(b, '一');
    const two = await send(b, '二');
    const three = await send(b, '三');
    const resumed = openStream(t.baseUrl, '/api/customerChat/stream', { cookie: b.cookieHeader(), 'last-event-id': String(one.body.data.message.id) });
    try {
      await resumed.next((e) => e.message.id === three.body.data.message.id);
      expect(resumed.events.map((e) => e.message.id)).toEqual([two.body.data.message.id, three.body.data.message.id]);
    } finally {
      await resumed.close();
    }
    const anonymous = await fetch(`${t.baseUrl}/api/customerChat/stream`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('E_USER_4010');
  });
});

/**
 * The 消息 delivery on pg-boss for real (the API with a job runner against the test database, as
 * the server wires it): a message to a tag sent now is delivered by its 'announcement-deliver'
 * job, and queuing that job twice more adds nothing; a message scheduled two seconds ahead is
 * delivered by pg-boss at its time, with nobody calling anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import type { AnnouncementDetail } from '@shop/contracts/announcements';
import { createJobs, type JobRunner } from '../src/platform/jobs.ts';
import { randomText, startTestApi, until, type TestApi } from './harness.ts';
import { messagesFixtures } from './admin-messages-fixtures.ts';

let api: TestApi;
let jobs: JobRunner;
const fx = messagesFixtures(new Proxy({} as TestApi, { get: (_t, key) => api[key as keyof TestApi] }));

beforeAll(async () => {
  jobs = createJobs(testDatabaseUrl(), { runWorkers: true, pollingIntervalSeconds: 0.5, log: () => {} });
  api = await startTestApi({}, undefined, { jobs });
  await jobs.start();
});

afterAll(async () => {
  await jobs?.stop();
  await api?.close();
});

const rowsOf = async (id: number) =>
  (
    await api.database.pool.query<{ member_id: string; n: number }>(
      'SELECT member_id, count(*)::int AS n FROM system_messages WHERE announcement_id = $1 GROUP BY member_id',
      [id],
    )
  ).rows;

describe('消息 on pg-boss', () => {
  it('a tag message sent now goes out through its job, once per member even when the job runs three times', async () => {
    const { b } = await fx.staffSignedIn('运营');
    const tag = `JOB${randomText(4)}`;
    const members = [await fx.newMember(), await fx.newMember()];
    for (const m of members)
      await api.database.pool.query(`INSERT INTO member_tags (member_id, code, referrer, platform, created_at) VALUES ($1, $2, 'test', 'pc', now())`, [
        m.id,
        tag,
      ]);
    const made = (await b.post<AnnouncementDetail>('/api/admin/messages', { title: '标签任务', body: '经后台任务发送', audience: 'tag', target: tag })).body
      .data!;
    await jobs.send('announcement-deliver', { id: made.id });
    await jobs.send('announcement-deliver', { id: made.id });
    const done = await until(
      async () => (await b.get<AnnouncementDetail>(`/api/admin/messages/${made.id}`)).body.data!,
      (d) => d.state === 'sent',
      20_000,
    );
    expect(done).toMatchObject({ state: 'sent', delivered: 2 });
    await new Promise((r) => setTimeout(r, 1500));
    const rows = await rowsOf(made.id);
    expect(rows.map((r) => Number(r.member_id)).sort((x, y) => x - y)).toEqual(members.map((m) => m.id).sort((x, y) => x - y));
    expect(rows.every((r) => r.n === 1)).toBe(true);
  }, 40_000);

  it('a scheduled message is delivered by pg-boss at its time', async () => {
    const { b } = await fx.staffSignedIn('客服');
    const m = await fx.newMember();
    const sendAt = Date.now() + 2000;
    const made = (await b.post<AnnouncementDetail>('/api/admin/messages', { title: '两秒后', body: '定时任务', audience: 'member', target: m.mobile, sendAt }))
      .body.data!;
    expect(made.state).toBe('scheduled');
    expect(await rowsOf(made.id)).toEqual([]);
    const done = await until(
      async () => (await b.get<AnnouncementDetail>(`/api/admin/messages/${made.id}`)).body.data!,
      (d) => d.state === 'sent',
      20_000,
    );
    expect(done).toMatchObject({ state: 'sent', delivered: 1 });
    expect(done.startedAt!).toBeGreaterThanOrEqual(sendAt);
    expect((await m.shopper.get<{ unread: number }>('/api/member/sysMsg/unreadCnt')).body.data!.unread).toBe(2);
  }, 40_000);
});

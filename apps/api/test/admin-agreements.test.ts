/**
 * 协议与政策 of the back office (issue #16) against the real database, on this file's own app
 * instance and clock: a 内容编辑 writes a new version as a draft, previews it, publishes it with
 * an effective time; the shop announces it, then shows it once in effect; a new privacy-policy
 * version in effect makes a member who accepted the older one accept again. Published versions
 * are never edited; bad input is refused in Chinese with nothing written; a role without
 * agreements.write gets 403 with nothing changed and no audit row; every write is audited.
 *
 * The database is shared with other test files: versions are published to take effect later
 * (by the real clock; this file moves only its own clock) and are removed at the end of their
 * test, so other files always see the demo versions in effect.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AgreementDocument, ConsentStatus } from '@shop/contracts/agreements';
import { Browser, freshMobile, signIn, useTestApi, type Reply } from './harness.ts';
import { auditCount, auditRowsOf, expect400, expect403, staffSignedIn } from './staff-session.ts';

const t = useTestApi({ accessTokenTtlSeconds: 30 * 24 * 3600, refreshTokenTtlSeconds: 60 * 24 * 3600 });
const BASE = '/api/admin/agreements';
const HOUR = 3_600_000;

interface Detail {
  revision: number | null;
  version: string;
  title: string;
  state: string;
  effectiveAt: number | null;
  summary: string;
  body: string;
  sections: { heading: string; paragraphs: string[] }[];
}
interface Doc {
  code: string;
  name: string;
  consent: boolean;
  current: { revision: number; version: string } | null;
  versions: { revision: number | null; state: string; version: string }[];
}

/** Versions published by a test, removed after it (with any acceptance of them), and drafts left. */
const published: { code: string; revision: number }[] = [];
afterEach(async () => {
  for (const p of published.splice(0)) {
    await t.database.pool.query('DELETE FROM agreement_acceptances WHERE code = $1 AND revision = $2', [p.code, p.revision]);
    await t.database.pool.query('DELETE FROM agreement_versions WHERE code = $1 AND revision = $2', [p.code, p.revision]);
  }
  await t.database.pool.query('DELETE FROM agreement_drafts');
});

const editor = () => staffSignedIn(t, '内容编辑', '协议测试');
const put = <T>(b: Browser, path: string, json: unknown) => b.request<T>('PUT', path, { json });
const del = <T>(b: Browser, path: string) => b.request<T>('DELETE', path);
const shopDoc = async (code: string) => (await new Browser(t.baseUrl).get<AgreementDocument>(`/api/agreements/document/${code}`)).body.data;
const body = ['## 一、总则', '本政策说明我们如何处理您的信息。', '- 第一项', '- 第二项', '', '## 二、<script>alert(1)</script>', '文字按原样展示。'].join('\n');
const draftInput = (version: string) => ({ version, title: '测试政策', summary: '本次更新的摘要。', body });

async function publish(b: Browser, code: string, effectiveAt: number | null): Promise<Reply<Detail>> {
  const res = await b.post<Detail>(`${BASE}/${code}/draft/publish`, { effectiveAt });
  if (res.status === 200) published.push({ code, revision: res.body.data.revision! });
  return res;
}

describe('agreement versions', () => {
  it('a new privacy-policy version: draft, preview, publish ahead; announced, then in effect; a member who accepted the older one is asked again; audited', async () => {
    const b = await editor();
    const member = new Browser(t.baseUrl);
    await signIn(member, freshMobile());
    const status = async () => (await member.get<ConsentStatus>('/api/agreements/consent/status')).body.data;
    const before = await status();
    // signing in accepted the version in effect: not asked
    expect(before.memberPrivacyRevision).toBe(before.privacy.revision);

    const made = await b.post<Detail>(`${BASE}/privacy/draft`, draftInput('V9.0-t'));
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ state: 'draft', revision: null, version: 'V9.0-t' });
    // preview: the sections the shop will show; markup kept as text
    expect(made.body.data.sections).toEqual([
      { heading: '一、总则', paragraphs: ['本政策说明我们如何处理您的信息。', '· 第一项', '· 第二项'] },
      { heading: '二、<script>alert(1)</script>', paragraphs: ['文字按原样展示。'] },
    ]);
    const edited = await put<Detail>(b, `${BASE}/privacy/draft`, { ...draftInput('V9.0-t'), title: '测试政策（改）' });
    expect(edited.body.data.title).toBe('测试政策（改）');
    expect((await b.get<Detail>(`${BASE}/privacy/draft`)).body.data.body).toBe(body);
    // a draft is not in the shop
    expect((await shopDoc('privacy')).revision).toBe(before.privacy.revision);

    const effectiveAt = Date.now() + HOUR;
    const pub = await publish(b, 'privacy', effectiveAt);
    expect(pub.status).toBe(200);
    const revision = pub.body.data.revision!;
    expect(revision).toBeGreaterThan(before.privacy.revision);
    expect(pub.body.data).toMatchObject({ state: 'scheduled', effectiveAt });
    expect((await b.get(`${BASE}/privacy/draft`)).status).toBe(404);
    // announced ahead, not yet in effect: not asked yet
    const ahead = await shopDoc('privacy');
    expect(ahead.revision).toBe(before.privacy.revision);
    expect(ahead.upcoming).toMatchObject({ revision, version: 'V9.0-t' });
    expect((await status()).privacy.revision).toBe(before.privacy.revision);

    // in effect (this app's clock moved past it): the shop shows it and the member is asked again
    t.clock.offsetMs = HOUR + 60_000;
    const inForce = await shopDoc('privacy');
    expect(inForce).toMatchObject({ revision, version: 'V9.0-t', title: '测试政策（改）' });
    expect(inForce.sections[1]!.heading).toBe('二、<script>alert(1)</script>');
    const after = await status();
    expect(after.privacy.revision).toBe(revision);
    expect(after.memberPrivacyRevision).toBe(before.privacy.revision);
    // accepting it ends the question
    const accepted = await member.post('/api/auth/login/acceptance', { channel: 'pc', documents: [{ code: 'privacy', revision }] });
    expect(accepted.status).toBe(200);
    expect((await status()).memberPrivacyRevision).toBe(revision);

    // (the editor's console session has idled out over the hour: a fresh one)
    const list = (await (await editor()).get<{ list: Doc[] }>(BASE)).body.data.list.find((x) => x.code === 'privacy')!;
    expect(list).toMatchObject({ name: '隐私政策', consent: true, current: { revision, version: 'V9.0-t' } });
    expect(list.versions.find((x) => x.revision === before.privacy.revision)?.state).toBe('superseded');

    const rows = await auditRowsOf(t.database, 'agreement:privacy');
    expect(rows.slice(-3).map((r) => r.action)).toEqual(['agreement.draft.created', 'agreement.draft.updated', 'agreement.version.published']);
    expect(rows.at(-1)!.after).toMatchObject({ revision, version: 'V9.0-t', title: '测试政策（改）' });
    expect(rows.at(-2)!.before).toMatchObject({ title: '测试政策' });
  });

  it('a document without consent: published versions are never edited, the next waits its turn; one draft at a time; a draft can be deleted', async () => {
    const b = await editor();
    const current = await shopDoc('cookie');
    expect((await b.post<Detail>(`${BASE}/cookie/draft`, draftInput('V7.0'))).status).toBe(200);
    const twice = await b.post(`${BASE}/cookie/draft`, draftInput('V7.1'));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'ERR_ADMIN_AGREEMENT_DRAFT_EXISTS' });
    const first = await publish(b, 'cookie', Date.now() + 2 * HOUR);
    expect(first.status).toBe(200);
    // no editing a published version: there is no draft any more
    const noDraft = await put(b, `${BASE}/cookie/draft`, draftInput('V7.0'));
    expect(noDraft.status).toBe(404);
    expect(noDraft.body).toMatchObject({ code: 'ERR_ADMIN_AGREEMENT_NO_DRAFT' });
    // the next version may not take effect before the one published
    await b.post(`${BASE}/cookie/draft`, draftInput('V8.0'));
    expect400(await publish(b, 'cookie', Date.now() + HOUR), /生效时间/, 'ERR_ADMIN_AGREEMENT_EFFECTIVE');
    expect400(await publish(b, 'cookie', Date.now() - 10 * 60_000), /生效时间/, 'ERR_ADMIN_AGREEMENT_EFFECTIVE');
    expect((await del(b, `${BASE}/cookie/draft`)).status).toBe(200);
    expect((await b.get(`${BASE}/cookie/draft`)).status).toBe(404);
    // the full text of a published version
    const full = await b.get<Detail>(`${BASE}/cookie/versions/${first.body.data.revision}`);
    expect(full.body.data).toMatchObject({ version: 'V7.0', state: 'scheduled', body });
    expect((await b.get(`${BASE}/cookie/versions/99999`)).status).toBe(404);
    // the shop: still the version in effect, the new one announced
    expect(await shopDoc('cookie')).toMatchObject({ revision: current.revision, upcoming: { version: 'V7.0' } });
    const actions = (await auditRowsOf(t.database, 'agreement:cookie')).slice(-4).map((r) => r.action);
    expect(actions).toEqual(['agreement.draft.created', 'agreement.version.published', 'agreement.draft.created', 'agreement.draft.deleted']);
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const b = await editor();
    const before = await auditCount(t.database);
    expect400(await b.post(`${BASE}/visitors/draft`, { ...draftInput('V1'), body: '没有标题的正文' }), /正文须以“## 章节标题”开始/);
    expect400(await b.post(`${BASE}/visitors/draft`, { ...draftInput('V1'), body: '## 空章节\n\n## 第二章\n内容' }), /章节“空章节”没有内容/);
    expect400(await b.post(`${BASE}/visitors/draft`, { ...draftInput('V1'), body: '' }), /请输入正文/);
    expect400(await b.post(`${BASE}/visitors/draft`, { ...draftInput('版本一'), body }), /版本号只能包含/);
    expect400(await b.post(`${BASE}/visitors/draft`, { ...draftInput('V1'), title: '' }), /请输入标题/);
    expect400(await b.post(`${BASE}/visitors/draft`, { ...draftInput('V1'), summary: 'a\u0000b' }), /控制字符/);
    expect400(await b.post(`${BASE}/nothing/draft`, draftInput('V1')), /协议不存在/);
    const noDraft = await publish(b, 'visitors', null);
    expect(noDraft.status).toBe(404);
    expect(noDraft.body).toMatchObject({ code: 'ERR_ADMIN_AGREEMENT_NO_DRAFT' });
    expect(await auditCount(t.database)).toBe(before);
    expect(Number((await t.database.pool.query('SELECT count(*) AS n FROM agreement_drafts')).rows[0].n)).toBe(0);
  });

  it('a role without agreements.write gets 403 with nothing changed and no audit row', async () => {
    const b = await editor();
    await b.post(`${BASE}/useclause/draft`, draftInput('V3.0'));
    const ops = await staffSignedIn(t, '运营', '协议测试');
    const before = await auditCount(t.database);
    const revisionsBefore = Number((await t.database.pool.query("SELECT count(*) AS n FROM agreement_versions WHERE code = 'useclause'")).rows[0].n);
    for (const res of await Promise.all([
      ops.get(BASE),
      ops.get(`${BASE}/useclause/draft`),
      ops.get(`${BASE}/useclause/versions/1`),
      ops.post(`${BASE}/useclause/draft`, draftInput('V4.0')),
      put(ops, `${BASE}/useclause/draft`, { ...draftInput('V3.0'), title: '越权' }),
      del(ops, `${BASE}/useclause/draft`),
      ops.post(`${BASE}/useclause/draft/publish`, { effectiveAt: null }),
    ]))
      expect403(res);
    expect((await new Browser(t.baseUrl).get(BASE)).status).toBe(401);
    expect(await auditCount(t.database)).toBe(before);
    expect((await b.get<Detail>(`${BASE}/useclause/draft`)).body.data.title).toBe('测试政策');
    expect(Number((await t.database.pool.query("SELECT count(*) AS n FROM agreement_versions WHERE code = 'useclause'")).rows[0].n)).toBe(revisionsBefore);
  });
});

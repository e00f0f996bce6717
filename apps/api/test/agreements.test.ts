/**
 * Agreements and consent (issue #14): documents in versions with effective dates, acceptance
 * recorded with version, time and channel (at sign-in and by POST /api/auth/login/acceptance),
 * asked again once a new privacy-policy version takes effect; phone re-verification
 * (POST /api/auth/auth/mobile, multipart) and the proof the phone replacement requires.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import type { AcceptanceResult, AgreementDocument, ConsentStatus } from '@shop/contracts/agreements';
import { Browser, freshMobile, signIn, useTestApi } from './harness.ts';

// Long-lived sessions: the policy-change tests move the clock weeks ahead with the member signed in.
const t = useTestApi({ accessTokenTtlSeconds: 200 * 24 * 3600, refreshTokenTtlSeconds: 300 * 24 * 3600 });
const ACCEPT = '/api/auth/login/acceptance';
const STATUS = '/api/agreements/consent/status';
const doc = (b: Browser, code: string) => b.get<AgreementDocument>(`/api/agreements/document/${code}`);
const acceptances = (memberUserNo: string) =>
  t.database.db
    .select({
      code: schema.agreementAcceptances.code,
      revision: schema.agreementAcceptances.revision,
      channel: schema.agreementAcceptances.channel,
      acceptedAt: schema.agreementAcceptances.acceptedAt,
      source: schema.agreementAcceptances.source,
    })
    .from(schema.agreementAcceptances)
    .innerJoin(schema.members, eq(schema.members.id, schema.agreementAcceptances.memberId))
    .where(eq(schema.members.userNo, memberUserNo));

async function member() {
  const b = new Browser(t.baseUrl);
  const s = await signIn(b, freshMobile());
  return { b, ...s, userNo: s.user.userNo };
}

/** A privacy-policy version published ahead of its date: one announced already, else a new one effective in an hour. */
async function nextPrivacyVersion(b: Browser): Promise<{ revision: number; effectiveMs: number }> {
  const current = (await doc(b, 'privacy')).body.data!;
  if (current.upcoming) return { revision: current.upcoming.revision, effectiveMs: Date.parse(current.upcoming.effectiveAt) };
  const effectiveAt = new Date(Date.now() + 60 * 60 * 1000);
  const [base] = await t.database.db
    .select()
    .from(schema.agreementVersions)
    .where(and(eq(schema.agreementVersions.code, 'privacy'), eq(schema.agreementVersions.revision, current.revision)));
  const revision = current.revision + 1;
  await t.database.db
    .insert(schema.agreementVersions)
    .values({ ...base!, id: undefined, revision, version: `V${revision}.0-test`, effectiveAt, publishedAt: new Date() });
  inserted.push(revision);
  return { revision, effectiveMs: effectiveAt.getTime() };
}

// The versions a test published are withdrawn again, so the database keeps the demo policy in effect.
const inserted: number[] = [];
afterAll(async () => {
  for (const revision of inserted.splice(0)) {
    await t.database.db
      .delete(schema.agreementAcceptances)
      .where(and(eq(schema.agreementAcceptances.code, 'privacy'), eq(schema.agreementAcceptances.revision, revision)));
    await t.database.db
      .delete(schema.agreementVersions)
      .where(and(eq(schema.agreementVersions.code, 'privacy'), eq(schema.agreementVersions.revision, revision)));
  }
});

describe('agreement documents', () => {
  it('answers the version in effect with its version label, date and complete text', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const privacy = await doc(b, 'privacy');
    expect(privacy.status).toBe(200);
    const p = privacy.body.data!;
    expect(p.revision).toBeGreaterThanOrEqual(1);
    expect(p.version).toMatch(/^V\d/);
    expect(Date.parse(p.effectiveAt)).toBeLessThanOrEqual(Date.now());
    const text = JSON.stringify(p.sections);
    for (const topic of ['跨境', '保存期限', '撤回同意', '注销账户', '未成年人', 'Cookie', '投诉', '复制', '更正', '删除']) expect(text).toContain(topic);
    expect(text).not.toMatch(/\{brand\}|\{operator\}|\{servicePhone\}/);
    expect(p.title).toContain('隐私政策');

    const service = (await doc(b, 'service')).body.data!;
    const st = JSON.stringify(service.sections);
    for (const topic of ['七天无理由', '价格', '配送', '账户', '订单']) expect(st).toContain(topic);
    for (const code of ['useclause', 'visitors', 'cookie', 'corporate-privacy']) expect((await doc(b, code)).status).toBe(200);
  });

  it('shows an earlier version while a later one is not yet in effect, and the later one once it is', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const before = (await doc(b, 'privacy')).body.data!;
    const next = await nextPrivacyVersion(b);
    t.clock.offsetMs = next.effectiveMs - Date.now() + 60_000;
    const after = (await doc(b, 'privacy')).body.data!;
    expect(after.revision).toBe(next.revision);
    expect(after.history.map((h) => h.revision)).toContain(before.revision);
  });

  it('refuses an unknown document with the 400 envelope', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await doc(b, 'nope');
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('acceptance (POST /api/auth/login/acceptance)', () => {
  it('sign-in records the user agreement and privacy policy in effect, with time and channel', async () => {
    const before = Date.now();
    const { b, userNo } = await member();
    const status = (await b.get<ConsentStatus>(STATUS)).body.data!;
    expect(status.memberPrivacyRevision).toBe(status.privacy.revision);
    const rows = await acceptances(userNo);
    expect(rows.map((r) => r.code).sort()).toEqual(['privacy', 'service']);
    for (const r of rows) {
      expect(r.source).toBe('sign-in');
      expect(['pc', 'mobile']).toContain(r.channel);
      expect(r.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(rows.find((r) => r.code === 'privacy')!.revision).toBe(status.privacy.revision);
  });

  it('asks again after a new privacy-policy version takes effect; accepting it records version, time and channel', async () => {
    const { b, userNo } = await member();
    const first = (await b.get<ConsentStatus>(STATUS)).body.data!;
    const next = await nextPrivacyVersion(b);
    t.clock.offsetMs = next.effectiveMs - Date.now() + 60_000;

    const changed = (await b.get<ConsentStatus>(STATUS)).body.data!;
    expect(changed.privacy.revision).toBe(next.revision);
    expect(changed.memberPrivacyRevision).toBe(first.privacy.revision);
    expect(changed.memberPrivacyRevision!).toBeLessThan(changed.privacy.revision); // → the storefront asks again

    const r = await b.post<AcceptanceResult>(ACCEPT, {
      channel: 'wxApp',
      documents: [
        { code: 'privacy', revision: changed.privacy.revision },
        { code: 'service', revision: changed.service.revision },
      ],
    });
    expect(r.status).toBe(200);
    const priv = r.body.data!.accepted.find((a) => a.code === 'privacy')!;
    expect(priv).toMatchObject({ revision: next.revision, channel: 'wxApp' });
    expect(Math.abs(Date.parse(priv.acceptedAt) - (Date.now() + t.clock.offsetMs))).toBeLessThan(10_000);
    expect((await b.get<ConsentStatus>(STATUS)).body.data!.memberPrivacyRevision).toBe(next.revision);
    const row = (await acceptances(userNo)).find((x) => x.code === 'privacy' && x.revision === next.revision)!;
    expect(row).toMatchObject({ channel: 'wxApp', source: 'consent' });

    // Accepting the same version again keeps the first record.
    const again = await b.post<AcceptanceResult>(ACCEPT, { channel: 'pc', documents: [{ code: 'privacy', revision: next.revision }] });
    expect(again.body.data!.accepted[0]).toMatchObject({ channel: 'wxApp', acceptedAt: priv.acceptedAt });
  });

  it('refuses bad input with the 400 envelope and a Chinese message', async () => {
    const { b } = await member();
    const status = (await b.get<ConsentStatus>(STATUS)).body.data!;
    const cases: unknown[] = [
      {},
      { channel: 'tv', documents: [{ code: 'privacy', revision: status.privacy.revision }] },
      { channel: 'pc', documents: [] },
      { channel: 'pc', documents: [{ code: 'nope', revision: 1 }] },
      { channel: 'pc', documents: [{ code: 'privacy', revision: 'x' }] },
    ];
    for (const body of cases) {
      const r = await b.post(ACCEPT, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ success: false });
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // A version that does not exist, or is not (or no longer) the one in effect.
    for (const revision of [9999, status.privacy.revision + 1]) {
      const r = await b.post(ACCEPT, { channel: 'pc', documents: [{ code: 'privacy', revision }] });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('ERR_AGREEMENT_VERSION');
    }
  });

  it('refuses a visitor', async () => {
    const b = await new Browser(t.baseUrl).prime();
    await b.get('/api/auth/anonymous/token').catch(() => null);
    const status = (await b.get<ConsentStatus>(STATUS)).body.data!;
    expect(status.memberPrivacyRevision).toBeNull();
    const r = await b.post(ACCEPT, { channel: 'pc', documents: [{ code: 'privacy', revision: status.privacy.revision }] });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });
});

describe('phone re-verification (POST /api/auth/auth/mobile)', () => {
  const sms = async (b: Browser, mobile: string) => (await b.get<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`)).body.data!.code;
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  };

  it('the right code yields a proof; a wrong code is refused; the phone replacement requires the proof', async () => {
    const { b, mobile } = await member();
    t.clock.offsetMs += 61_000;
    const sent = await b.post<{ mobile: string }>('/api/auth/auth/mobile/code', {});
    expect(sent.status).toBe(200);
    expect(sent.body.data!.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const code = await sms(b, mobile);

    const wrong = await b.request('POST', '/api/auth/auth/mobile', { form: form({ code: code === '000000' ? '111111' : '000000' }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.success).toBe(false);
    const bad = await b.request('POST', '/api/auth/auth/mobile', { form: form({ code: 'abc' }) });
    expect(bad.status).toBe(400);

    const right = await b.request<{ proof: string; scene: string; expiresAtMs: number }>('POST', '/api/auth/auth/mobile', {
      form: form({ code, scene: 'replace-phone' }),
    });
    expect(right.status).toBe(200);
    const { proof, expiresAtMs } = right.body.data!;
    expect(expiresAtMs).toBeGreaterThan(Date.now());

    const next = `19${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    // Without a valid proof the sensitive call is refused.
    const refused = await b.post('/api/member/member/replacePhone/sendNewCode', { stepToken: `${proof.slice(0, -2)}xx`, mobile: next });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ERR_REPLACE_STEP_EXPIRED');
    // Another member cannot use it.
    const other = await member();
    t.clock.offsetMs += 61_000;
    expect((await other.b.post('/api/member/member/replacePhone/sendNewCode', { stepToken: proof, mobile: next })).status).toBe(409);
    // With it: code to the new number, then the change.
    expect((await b.post('/api/member/member/replacePhone/sendNewCode', { stepToken: proof, mobile: next })).status).toBe(200);
    const done = await b.post<{ mobile: string }>('/api/member/member/modifyMpNo', { stepToken: proof, mobile: next, code: await sms(b, next) });
    expect(done.status).toBe(200);
    // The proof was for the old number: worthless now.
    t.clock.offsetMs += 61_000;
    const reuse = await b.post('/api/member/member/replacePhone/sendNewCode', { stepToken: proof, mobile: freshMobile() });
    expect(reuse.status).toBe(409);
  });

  it('expires, and refuses a visitor', async () => {
    const { b, mobile } = await member();
    t.clock.offsetMs += 61_000;
    await b.post('/api/auth/auth/mobile/code', {});
    const right = await b.request<{ proof: string }>('POST', '/api/auth/auth/mobile', { form: form({ code: await sms(b, mobile) }) });
    expect(right.status).toBe(200);
    t.clock.offsetMs += 11 * 60_000;
    expect((await b.post('/api/member/member/replacePhone/sendNewCode', { stepToken: right.body.data!.proof, mobile: freshMobile() })).status).toBe(409);

    const visitor = await new Browser(t.baseUrl).prime();
    expect((await visitor.post('/api/auth/auth/mobile/code', {})).status).toBe(401);
    expect((await visitor.request('POST', '/api/auth/auth/mobile', { form: form({ code: '123456' }) })).status).toBe(401);
  });
});

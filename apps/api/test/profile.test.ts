import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { MemberHome, MemberSettings, ProfileView, UploadResult } from '@shop/contracts/profile';
import { HOME_SHORTCUTS } from '@shop/contracts/profile';
import { Browser, signIn, useTestApi } from './harness.ts';
import { claim, createFixture, dropFixture, shopper, type Fixture } from './checkout-fixtures.ts';
import { placeOrder } from './order-fixtures.ts';
import { pngFile } from '../../../test-support/pictures.ts';

const t = useTestApi();
const M = '/api/member/member';

async function member() {
  const b = new Browser(t.baseUrl);
  const s = await signIn(b);
  return { b, mobile: s.mobile, userNo: s.user.userNo };
}

const userCookie = (b: Browser) => JSON.parse(decodeURIComponent(b.cookies.get('user') ?? '{}')) as { memNm: string; ava: string; gender: number };
const memberRow = async (userNo: string) => (await t.database.db.select().from(schema.members).where(eq(schema.members.userNo, userNo)))[0];

async function uploadAvatar(b: Browser, meta = 'avatar') {
  const png = await pngFile(120, 90);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const r = await b.request<UploadResult>('POST', `/api/sys/upload?fileMeta=${meta}`, { form });
  expect(r.status).toBe(200);
  return r.body.data!;
}

describe('memberHome/homePage', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(t.database.db);
  });
  afterAll(async () => {
    await dropFixture(t.database.db, f);
  });

  it('sums up the member: name, group, order counts, points, coupons, shortcuts — only their own', async () => {
    const s = await shopper(t.baseUrl);
    await placeOrder(s, f.sku.plenty, { couponId: null });
    await placeOrder(s, f.sku.cheap, { couponId: null });
    await claim(s.b, f.cpn.all100);
    const r = await s.b.post<MemberHome>('/api/member/memberHome/homePage', {});
    expect(r.status).toBe(200);
    const h = r.body.data!;
    expect(h.member).toMatchObject({ userNo: s.userNo, memGroupId: 'NORMAL', groupName: '普通会员', gender: 0 });
    expect(h.member.memNm).toMatch(/^用户\d{4}$/);
    expect(h.member.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(h.orderCounts).toMatchObject({ all: 2, pendingPayment: 2, pendingShipment: 0, completed: 0 });
    expect(h.points).toBe(1000);
    // The claimed coupon and the four of the new-member pack granted at sign-up.
    expect(h.coupons).toEqual({ unused: 5, used: 0, expired: 0 });
    expect(h.stars).toEqual({ effective: expect.any(Number), pending: expect.any(Number) });
    expect(h.unreadMessages).toEqual(expect.any(Number));
    const hrefs = h.shortcuts.map((x) => x.href);
    for (const want of [
      '/Personalcenter/Personal_Address',
      '/Personalcenter/Personal_stardrill',
      '/Personalcenter/Personal_StarCoin',
      '/Personalcenter/Personal_Systemmessage',
      '/studentBuyEntrance',
      '/Personalcenter/Personal_settings',
    ])
      expect(hrefs).toContain(want);
    expect(h.shortcuts).toHaveLength(HOME_SHORTCUTS.length);

    // Another member sees none of it.
    const other = await member();
    const o = (await other.b.post<MemberHome>('/api/member/memberHome/homePage')).body.data!;
    expect(o.member.userNo).toBe(other.userNo);
    expect(o.orderCounts.all).toBe(0);
    expect(o.coupons.unused).toBe(4); // only the new-member pack
  });

  it('is for members only', async () => {
    const v = await new Browser(t.baseUrl).prime();
    expect((await v.post('/api/member/memberHome/homePage', {})).status).toBe(401);
    await v.post('/api/auth/login/anonymous/token', {});
    const r = await v.post('/api/member/memberHome/homePage', {});
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('E_USER_4010');
  });
});

describe('personal information', () => {
  it('modifies gender, birthday and real name; info answers them', async () => {
    const { b, userNo } = await member();
    const r = await b.post<ProfileView>(`${M}/modify`, { gender: 2, birthday: '1995-08-17', realName: '  李-小梅！@#  ' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ userNo, gender: 2, genderLabel: '女', birthday: '1995-08-17', realName: '李-小梅' });
    expect(userCookie(b).gender).toBe(2);
    const info = await b.get<ProfileView>(`${M}/info`);
    expect(info.body.data).toMatchObject({ gender: 2, birthday: '1995-08-17', realName: '李-小梅' });
    expect(info.body.data!.ssoUid).toBeTruthy();
    // Form bodies work too; an empty birthday clears it.
    const form = new FormData();
    form.append('gender', '1');
    form.append('birthday', '');
    const f = await b.request<ProfileView>('POST', `${M}/modify`, { form });
    expect(f.status).toBe(200);
    expect(f.body.data).toMatchObject({ gender: 1, birthday: null });
  });

  it('refuses bad values with Chinese messages and changes nothing', async () => {
    const { b, userNo } = await member();
    const before = await memberRow(userNo);
    const cases: [unknown, string][] = [
      [{ gender: 3 }, '性别选择有误'],
      [{ gender: 'x' }, '性别选择有误'],
      [{ birthday: '2023-02-30' }, '请选择正确的生日'],
      [{ birthday: '2999-01-01' }, '请选择正确的生日'],
      [{ birthday: '1899-12-31' }, '请选择正确的生日'],
      [{ realName: 'a'.repeat(101) }, '姓名最多25个字'],
      [{ avatarId: '../../etc/passwd' }, '图片编号不正确'],
    ];
    for (const [body, message] of cases) {
      const r = await b.post(`${M}/modify`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const long = await b.post(`${M}/modify`, { realName: '张'.repeat(26) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('姓名最多25个字');
    const empty = await b.post(`${M}/modify`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('ERR_PROFILE_EMPTY');
    const after = await memberRow(userNo);
    expect(after).toEqual(before);
  });

  it('changes the nickname through the sanitiser and rewrites the user cookie', async () => {
    const { b, userNo } = await member();
    const r = await b.post<ProfileView>(`${M}/modifyNickNm`, { nickNm: '  星辰-用户！！@#…  ' });
    expect(r.status).toBe(200);
    expect(r.body.data!.memNm).toBe('星辰-用户');
    expect(userCookie(b).memNm).toBe('星辰-用户');
    expect((await b.get<{ memNm: string }>(`${M}/memInfo`)).body.data!.memNm).toBe('星辰-用户');
    for (const bad of ['a', '!!!@@@', '，。！', '超'.repeat(21), '官方管理员', 'Admin小王', '']) {
      const x = await b.post(`${M}/modifyNickNm`, { nickNm: bad });
      expect(x.status, bad).toBe(400);
      expect(x.body.code).toBe('E_MEMBER_NICKNAME_0001');
      expect(x.body.message).toBe('昵称格式不正确或包含敏感词，请修改');
    }
    expect((await b.post(`${M}/modifyNickNm`, {})).status).toBe(400);
    expect((await memberRow(userNo)).nickname).toBe('星辰-用户');
    // Exactly 2 and 20 characters are fine.
    expect((await b.post(`${M}/modifyNickNm`, { nickNm: '小星' })).status).toBe(200);
    expect((await b.post(`${M}/modifyNickNm`, { nickNm: '星'.repeat(20) })).status).toBe(200);
  });

  it("saves the member's own uploaded avatar, never another member's or a review picture", async () => {
    const a = await member();
    const up = await uploadAvatar(a.b);
    const r = await a.b.post<ProfileView>(`${M}/modify`, { avatarId: up.id });
    expect(r.status).toBe(200);
    expect(r.body.data!.ava).toBe(up.url);
    expect(userCookie(a.b).ava).toBe(up.url);
    expect((await fetch(t.baseUrl + up.url)).headers.get('content-type')).toBe('image/webp');

    const b = await member();
    const stolen = await b.b.post(`${M}/modify`, { avatarId: up.id });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('ERR_AVATAR_NOT_FOUND');
    const review = await uploadAvatar(b.b, 'review');
    expect((await b.b.post(`${M}/modify`, { avatarId: review.id })).status).toBe(404);
    expect((await memberRow(b.userNo)).avatarUrl).toBe('');
  });
});

describe('settings', () => {
  it('reads defaults and saves only what is given', async () => {
    const { b } = await member();
    expect((await b.get<MemberSettings>(`${M}/settings`)).body.data).toEqual({
      marketingSms: false,
      marketingEmail: false,
      personalizedRecommend: true,
      shareUsageData: false,
    });
    const r = await b.post<MemberSettings>(`${M}/saveSettings`, { marketingSms: true, personalizedRecommend: false });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ marketingSms: true, marketingEmail: false, personalizedRecommend: false, shareUsageData: false });
    expect((await b.get<MemberSettings>(`${M}/settings`)).body.data).toEqual(r.body.data);
    const bad = await b.post(`${M}/saveSettings`, { marketingEmail: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('设置值有误');
    expect((await b.get<MemberSettings>(`${M}/settings`)).body.data!.marketingEmail).toBe(false);
    const other = await member();
    expect((await other.b.get<MemberSettings>(`${M}/settings`)).body.data!.marketingSms).toBe(false);
  });
});

describe('replace phone (replacePhone → replacePhone2 → modifyMpNo)', () => {
  const sms = async (b: Browser, mobile: string) => (await b.get<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`)).body.data!.code;
  const newMobile = () => `19${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  /** Step 1 done: the old number's code verified (the sign-in code was sent a minute ago). */
  async function stepOne(b: Browser, mobile: string) {
    t.clock.offsetMs += 61_000;
    const sent = await b.post<{ mobile: string }>(`${M}/replacePhone/sendOldCode`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.data!.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const v = await b.post<{ stepToken: string; expiresAtMs: number }>(`${M}/replacePhone/verifyOld`, { code: await sms(b, mobile) });
    expect(v.status).toBe(200);
    return v.body.data!.stepToken;
  }

  it('moves the member to the new number; sessions stay valid; the old number is free again', async () => {
    const { b, mobile, userNo } = await member();
    const second = new Browser(t.baseUrl);
    t.clock.offsetMs += 61_000;
    await signIn(second, mobile); // the same member on another device
    const stepToken = await stepOne(b, mobile);
    const next = newMobile();
    expect((await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: next })).status).toBe(200);
    const done = await b.post<ProfileView>(`${M}/modifyMpNo`, { stepToken, mobile: next, code: await sms(b, next) });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ userNo, mobile: `${next.slice(0, 3)}****${next.slice(-4)}` });
    expect((await memberRow(userNo)).mobile).toBe(next);
    // Both sessions still work.
    expect((await b.get(`${M}/memInfo`)).status).toBe(200);
    expect((await second.get<{ mobile: string }>(`${M}/memInfo`)).body.data!.mobile).toBe(done.body.data!.mobile);
    const changes = await t.database.db
      .select()
      .from(schema.memberMobileChanges)
      .where(eq(schema.memberMobileChanges.memberId, (await memberRow(userNo)).id));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ oldMobile: mobile, newMobile: next });
    // The step token is spent: the number it proved is no longer the member's.
    const again = await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: newMobile() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ERR_REPLACE_STEP_EXPIRED');
    // Signing in with the new number is the same member; the old number makes a new one.
    t.clock.offsetMs += 61_000;
    expect((await signIn(new Browser(t.baseUrl), next)).user.userNo).toBe(userNo);
    expect((await signIn(new Browser(t.baseUrl), mobile)).user.userNo).not.toBe(userNo);
  });

  it('refuses a wrong old code, a missing or forged step, the same number and a number in use', async () => {
    const { b, mobile, userNo } = await member();
    const taken = await member();
    t.clock.offsetMs += 61_000;
    expect((await b.post(`${M}/replacePhone/sendOldCode`, {})).status).toBe(200);
    const code = await sms(b, mobile);
    const wrong = await b.post(`${M}/replacePhone/verifyOld`, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^验证码错误，还可尝试\d次$/);
    // The sign-in code of the same number is not a replacement code.
    expect((await b.post(`${M}/replacePhone/verifyOld`, { code: 'abc' })).status).toBe(400);
    const ok = await b.post<{ stepToken: string }>(`${M}/replacePhone/verifyOld`, { code });
    expect(ok.status).toBe(200);
    const stepToken = ok.body.data!.stepToken;

    const same = await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('新手机号不能与当前手机号相同');
    const used = await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: taken.mobile });
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('ERR_MOBILE_TAKEN');
    expect(used.body.message).toBe('该手机号已被其他账号使用，请更换');
    const forged = await b.post(`${M}/replacePhone/sendNewCode`, { stepToken: stepToken.slice(0, -2) + 'xx', mobile: newMobile() });
    expect(forged.status).toBe(409);
    expect(forged.body.code).toBe('ERR_REPLACE_STEP_EXPIRED');
    const badMobile = await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: '12345' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toBe('请输入正确的11位手机号码');
    const noStep = await b.post(`${M}/modifyMpNo`, { mobile: newMobile(), code: '123456' });
    expect(noStep.status).toBe(400);

    // Another member cannot use this member's step token.
    const thief = await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: newMobile() });
    expect(thief.status).toBe(200); // (the owner may)
    const stolen = await taken.b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: newMobile() });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('ERR_REPLACE_STEP_EXPIRED');

    // A new number with a wrong code: nothing changes.
    const next = newMobile();
    t.clock.offsetMs += 61_000;
    expect((await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: next })).status).toBe(200);
    const right = await sms(b, next);
    const bad = await b.post(`${M}/modifyMpNo`, { stepToken, mobile: next, code: right === '000000' ? '111111' : '000000' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('E_SMS_CODE_WRONG');
    expect((await memberRow(userNo)).mobile).toBe(mobile);
    // A code sent to the new number without step 1 being current does not help either: the step expires after 10 minutes.
    t.clock.offsetMs += 10 * 60_000;
    const late = await b.post(`${M}/modifyMpNo`, { stepToken, mobile: next, code: right });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ERR_REPLACE_STEP_EXPIRED');
    expect((await memberRow(userNo)).mobile).toBe(mobile);
  });

  it('refuses a number another member took between the two steps', async () => {
    const { b, mobile, userNo } = await member();
    const stepToken = await stepOne(b, mobile);
    const next = newMobile();
    expect((await b.post(`${M}/replacePhone/sendNewCode`, { stepToken, mobile: next })).status).toBe(200);
    const code = await sms(b, next);
    // Someone signs up with that number meanwhile (new code to it after 60 s).
    t.clock.offsetMs += 61_000;
    await signIn(new Browser(t.baseUrl), next);
    const r = await b.post(`${M}/modifyMpNo`, { stepToken, mobile: next, code });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ERR_MOBILE_TAKEN');
    expect((await memberRow(userNo)).mobile).toBe(mobile);
  });

  it('keeps visitors out', async () => {
    const v = await new Browser(t.baseUrl).prime();
    await v.post('/api/auth/login/anonymous/token', {});
    for (const [path, body] of [
      ['replacePhone/sendOldCode', {}],
      ['replacePhone/verifyOld', { code: '123456' }],
      ['replacePhone/sendNewCode', { stepToken: 'x'.repeat(20), mobile: '13800138000' }],
      ['modifyMpNo', { stepToken: 'x'.repeat(20), mobile: '13800138000', code: '123456' }],
      ['modify', { gender: 1 }],
      ['modifyNickNm', { nickNm: '游客' }],
      ['saveSettings', { marketingSms: true }],
    ] as const) {
      const r = await v.post(`${M}/${path}`, body);
      expect(r.status, path).toBe(401);
    }
    expect((await v.get(`${M}/settings`)).status).toBe(401);
  });
});

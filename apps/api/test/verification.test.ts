import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { AuthSuccessInfo, EnterpriseStatus, StudentAdvs, StudentAuthCheck } from '@shop/contracts/verification';
import { beijingDayStart } from '@shop/contracts/beijing-time';
import { createStudentService } from '../src/modules/member/verification/student/student.service.ts';
import { createMemberService } from '../src/modules/member/member.service.ts';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const S = (platform = 'pc') => `/api/member/${platform}/memberStudent`;
const M = '/api/member/member';
const YEAR = new Date(Date.now() + 8 * 3600 * 1000).getUTCFullYear();

async function member() {
  const b = new Browser(t.baseUrl);
  const { user, mobile } = await signIn(b);
  return { b, userNo: user.userNo, mobile };
}
const schoolEmail = () => `s${randomText(4)}@stu.pku.edu.cn`;
const latestEmailCode = async (b: Browser, to: string) =>
  (await b.get<{ code: string; subject: string; content: string }>(`/api/dev/email/latest?to=${encodeURIComponent(to)}`)).body.data;
const roles = async (b: Browser) => (await b.get<{ roles: string[] }>(`${M}/memInfo`)).body.data.roles;
const studentForm = (email: string, code: string, graduationYear = YEAR + 2) => ({
  email,
  code,
  realName: '张三',
  studentNo: '2024001',
  enrolYear: YEAR - 1,
  graduationYear,
});

/** Email verification through the sink; answers the saved status. */
async function verifyStudent(b: Browser, email = schoolEmail(), platform = 'pc', graduationYear = YEAR + 2) {
  expect((await b.get(`${S(platform)}/sendEmailCode/${encodeURIComponent(email)}`)).status).toBe(200);
  const mail = await latestEmailCode(b, email);
  return b.post(`${S(platform)}/saveStudentAuth`, studentForm(email, mail.code, graduationYear));
}

describe('student verification', () => {
  it('verifies through a school email code and gives the student role until graduation', async () => {
    const { b } = await member();
    const before = await b.get<StudentAuthCheck>(`${S()}/checkStudentAuth`);
    expect(before.body.data).toMatchObject({ status: 'none', platform: 'pc', qxRequired: false });
    const email = schoolEmail();
    const checked = await b.get(`${S()}/checkStudentEmail/${encodeURIComponent(email)}`);
    expect(checked.body.data).toEqual({ email, school: '北京大学', usable: true });

    const sent = await b.get(`${S()}/sendEmailCode/${encodeURIComponent(email)}`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ resendAfter: 60, expiresIn: 600 });
    const mail = await latestEmailCode(b, email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain('学生认证');
    expect(mail.content).toContain(mail.code);
    // Only a hash is stored.
    const [stored] = await t.database.db.select().from(schema.emailCodes).where(eq(schema.emailCodes.email, email));
    expect(stored.codeHash).not.toContain(mail.code);

    const again = await b.get(`${S()}/sendEmailCode/${encodeURIComponent(email)}`);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('ERR_EMAIL_TOO_FREQUENT');

    const wrong = await b.post(`${S()}/saveStudentAuth`, studentForm(email, mail.code === '000000' ? '111111' : '000000'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('邮箱验证码错误，还可尝试4次');
    expect(await roles(b)).not.toContain('student');

    const saved = await b.post(`${S()}/saveStudentAuth`, studentForm(email, mail.code));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 'verified', school: '北京大学', source: 'email', graduationYear: YEAR + 2 });
    expect(new Date((saved.body.data as { expiresAt: string }).expiresAt).toISOString()).toBe(new Date(Date.UTC(YEAR + 2, 6, 31, 16)).toISOString());
    expect(await roles(b)).toContain('student');
    // The code is used once.
    expect((await b.post(`${S()}/saveStudentAuth`, studentForm(email, mail.code))).body.code).toBe('ERR_STUDENT_ALREADY_VERIFIED');

    const info = await b.get<AuthSuccessInfo>(`${S('mobile')}/getAuthSuccessInfo`);
    expect(info.body.data).toMatchObject({ school: '北京大学', realNameMasked: '张*', graduationYear: YEAR + 2, shopUrl: '/studentBuy' });
    expect(info.body.data.emailMasked).toMatch(/^s.\*\*\*@stu\.pku\.edu\.cn$/);
    const tags = await b.get<{ tags: { code: string; name: string }[] }>(`${M}/getMemberTag`);
    expect(tags.body.data.tags).toContainEqual(expect.objectContaining({ code: 'STUDENT', name: '认证学生·北京大学' }));
    expect((await b.get<{ student: { status: string } }>(`${M}/getAuthed`)).body.data.student.status).toBe('verified');

    // The same school email cannot verify another member.
    const other = await member();
    const used = await other.b.get(`${S()}/checkStudentEmail/${encodeURIComponent(email)}`);
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'ERR_STUDENT_EMAIL_USED', message: '该学校邮箱已被其他账号认证' });
    expect((await other.b.get(`${S()}/sendEmailCode/${encodeURIComponent(email)}`)).status).toBe(409);
    const none = await other.b.get(`${S()}/getAuthSuccessInfo`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('您尚未完成学生认证');
  });

  it('lets a verified student buy on the student site; others get the purchase rule; the role ends with the verification', async () => {
    const nonStudent = await member();
    nonStudent.b.cookies.set('siteCd', 'student');
    const refused = await nonStudent.b.post('/api/cart/cart/addCart', { skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('学生专区商品仅限认证学生购买，请先完成学生认证');

    const { b, mobile } = await member();
    const graduation = YEAR + 1;
    expect((await verifyStudent(b, schoolEmail(), 'pc', graduation)).status).toBe(200);
    b.cookies.set('siteCd', 'student');
    expect((await b.post('/api/cart/cart/addCart', { skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1 })).status).toBe(200);

    // After 31 July of the graduation year the verification has ended and so has the role.
    t.clock.offsetMs = Date.UTC(graduation, 7, 2) - Date.now();
    await signIn(b, mobile);
    const after = await b.get<StudentAuthCheck>(`${S()}/checkStudentAuth`);
    expect(after.body.data.status).toBe('expired');
    expect(await roles(b)).not.toContain('student');
    expect((await b.post('/api/cart/cart/addCart', { skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1 })).body.code).toBe('ERR_STUDENT_ONLY');
    expect((await b.get(`${S()}/getAuthSuccessInfo`)).status).toBe(404);
  });

  it('the expiry sweep (a job every 10 minutes) takes the role from ended verifications without any call of the member', async () => {
    const { b, userNo } = await member();
    expect((await verifyStudent(b, schoolEmail(), 'pc', YEAR + 1)).status).toBe(200);
    const students = createStudentService({ database: t.database, clock: t.clock, members: createMemberService(t.database) } as unknown as Parameters<
      typeof createStudentService
    >[0]);
    const roleOf = async () =>
      (await t.database.db.select({ roles: schema.members.roles }).from(schema.members).where(eq(schema.members.userNo, userNo)))[0].roles;
    await students.sweepExpired(new Date());
    expect(await roleOf()).toContain('student');
    await students.sweepExpired(new Date(Date.UTC(YEAR + 1, 7, 1)));
    expect(await roleOf()).not.toContain('student');
  });

  it('refuses bad emails, platforms and forms with Chinese messages', async () => {
    const { b } = await member();
    const bad = await b.get(`${S()}/checkStudentEmail/not-an-email`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请输入正确的邮箱地址');
    const gmail = await b.get(`${S()}/checkStudentEmail/someone@gmail.com`);
    expect(gmail.status).toBe(400);
    expect(gmail.body.code).toBe('ERR_STUDENT_EMAIL_DOMAIN');
    // A look-alike domain is not the school's.
    expect((await b.get(`${S()}/checkStudentEmail/x@evilpku.edu.cn`)).body.code).toBe('ERR_STUDENT_EMAIL_DOMAIN');
    expect((await b.get(`${S()}/sendEmailCode/x@unknown.edu.cn`)).body.code).toBe('ERR_STUDENT_EMAIL_DOMAIN');
    const platform = await b.get('/api/member/ios/memberStudent/checkStudentAuth');
    expect(platform.status).toBe(400);
    expect(platform.body.message).toContain('平台参数有误');

    const email = schoolEmail();
    const noCode = await b.post(`${S()}/saveStudentAuth`, studentForm(email, '123456'));
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe('请先获取邮箱验证码');
    const badForm = await b.post(`${S()}/saveStudentAuth`, { ...studentForm(email, '12'), realName: 'x1' });
    expect(badForm.status).toBe(400);
    expect(badForm.body.message).toMatch(/姓名|验证码/);
    const years = await b.post(`${S()}/saveStudentAuth`, { ...studentForm(email, '123456'), enrolYear: YEAR, graduationYear: YEAR - 1 });
    expect(years.status).toBe(400);
    expect(JSON.stringify(years.body)).toContain('毕业年份不能早于入学年份');
    const past = await b.post(`${S()}/saveStudentAuth`, { ...studentForm(email, '123456'), enrolYear: YEAR - 6, graduationYear: YEAR - 2 });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('毕业年份已过，无法进行学生认证');
    // Nothing was written.
    expect(await t.database.db.select().from(schema.studentVerifications).where(eq(schema.studentVerifications.email, email))).toEqual([]);
  });

  it('limits email codes per address per Beijing day', async () => {
    const { b, mobile } = await member();
    // Stand one hour into the next Beijing day, so the ten sends share a day.
    t.clock.offsetMs = beijingDayStart(Date.now()).getTime() + 25 * 3600 * 1000 - Date.now();
    await signIn(b, mobile);
    const email = schoolEmail();
    for (let i = 0; i < 10; i++) {
      expect((await b.get(`${S()}/sendEmailCode/${encodeURIComponent(email)}`)).status, `send ${i}`).toBe(200);
      t.clock.offsetMs += 61_000;
    }
    const limited = await b.get(`${S()}/sendEmailCode/${encodeURIComponent(email)}`);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'ERR_EMAIL_DAILY_LIMIT', message: '今日获取邮件验证码次数已达上限，请明天再试' });
  });

  it('expires an email code after 10 minutes', async () => {
    const { b, mobile } = await member();
    const email = schoolEmail();
    await b.get(`${S()}/sendEmailCode/${encodeURIComponent(email)}`);
    const { code } = await latestEmailCode(b, email);
    t.clock.offsetMs = 10 * 60_000 + 1000;
    await signIn(b, mobile);
    const r = await b.post(`${S()}/saveStudentAuth`, studentForm(email, code));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('ERR_EMAIL_CODE_EXPIRED');
  });

  it('requires the SMS step (sendQxSms / verifyQx) in the app and mini-programs', async () => {
    const { b, mobile } = await member();
    const check = await b.get<StudentAuthCheck>(`${S('app')}/checkStudentAuth`);
    expect(check.body.data).toMatchObject({ qxRequired: true, qxPassed: false });
    const email = schoolEmail();
    const refused = await verifyStudent(b, email, 'app');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ERR_STUDENT_QX_REQUIRED', message: '请先完成手机短信验证' });

    // Right after the sign-in code the number's 60 s SMS limit holds; a minute later it may have another.
    const early = await b.post(`${S('app')}/sendQxSms`);
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('E_SMS_TOO_FREQUENT');
    t.clock.offsetMs = 61_000;
    const sent = await b.post(`${S('app')}/sendQxSms`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ mobileMasked: `${mobile.slice(0, 3)}****${mobile.slice(7)}` });
    const sms = await b.get<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`);
    const wrong = await b.post(`${S('app')}/verifyQx`, { code: sms.body.data.code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await b.post(`${S('app')}/verifyQx`, { code: 'abc' })).status).toBe(400);
    expect((await b.post(`${S('app')}/verifyQx`, { code: sms.body.data.code })).body.data).toMatchObject({ passed: true });
    expect((await b.get<StudentAuthCheck>(`${S('app')}/checkStudentAuth`)).body.data.qxPassed).toBe(true);
    // The earlier email code is still valid: save now.
    const { code } = await latestEmailCode(b, email);
    const saved = await b.post(`${S('app')}/saveStudentAuth`, studentForm(email, code));
    expect(saved.status).toBe(200);
    expect(await roles(b)).toContain('student');
  });

  it('Alipay: verifies from the bound Alipay account’s platform student certification (aliApp only)', async () => {
    const { b } = await member();
    const pc = await b.get(`${S('pc')}/getStudentAuth`);
    expect(pc.status).toBe(400);
    expect(pc.body.message).toBe('仅支付宝小程序支持该认证方式');
    const unbound = await b.get(`${S('aliApp')}/getStudentAuth`);
    expect(unbound.status).toBe(409);
    expect(unbound.body.message).toBe('请先绑定支付宝账号');

    // Bind an Alipay account that is not certified as a student.
    await alipayBind(b, null);
    expect((await b.get(`${S('aliApp')}/getStudentAuth`)).body.code).toBe('ERR_STUDENT_ALIPAY_NOT_STUDENT');

    const other = await member();
    await alipayBind(other.b, { school: '复旦大学', graduationYear: YEAR + 3 });
    const ok = await other.b.get(`${S('aliApp')}/getStudentAuth`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'verified', school: '复旦大学', source: 'alipay', graduationYear: YEAR + 3 });
    expect(await roles(other.b)).toContain('student');
  });

  it('serves the student-shop ads and offers publicly', async () => {
    const visitor = await new Browser(t.baseUrl).prime();
    const r = await visitor.get<StudentAdvs>(`${S('mobile')}/getStudentAuthAdvs`);
    expect(r.status).toBe(200);
    expect(r.body.data.ads.length).toBeGreaterThan(0);
    expect(r.body.data.offers.length).toBeGreaterThan(3);
    for (const o of r.body.data.offers) {
      expect(o.studentPrice).toBeLessThan(o.price);
      expect(o.saving).toBe(o.price - o.studentPrice);
    }
    expect(r.body.data.offers.find((o) => o.spuCd === 'S25U')).toMatchObject({ studentPrice: 892300 });
  });

  it('refuses visitors on member-only calls', async () => {
    const v = await new Browser(t.baseUrl).prime();
    await v.post('/api/auth/login/anonymous/token', {});
    for (const p of ['checkStudentAuth', 'getAuthSuccessInfo', 'sendEmailCode/a@pku.edu.cn', 'checkStudentEmail/a@pku.edu.cn'])
      expect((await v.get(`${S()}/${p}`)).status, p).toBe(401);
    expect((await v.post(`${S()}/saveStudentAuth`, {})).status).toBe(401);
    expect((await v.post(`${M}/isEnEmlChecked`)).status).toBe(401);
    expect((await v.post(`${M}/sendEnEml`, { email: 'a@acme-tech.cn' })).status).toBe(401);
  });
});

/** Binds an Alipay account through the sandbox round trip, certified as a student or not. */
async function alipayBind(b: Browser, student: { school: string; graduationYear: number } | null) {
  const start = await b.post<{ authorizeUrl: string }>(`${M}/bind/alipay/authorize`, {});
  const url = new URL(start.body.data.authorizeUrl);
  const form = new URLSearchParams({
    client_id: url.searchParams.get('client_id')!,
    redirect_uri: url.searchParams.get('redirect_uri')!,
    state: url.searchParams.get('state')!,
    decision: 'allow',
    account: `ali_${randomText(4)}`,
  });
  if (student) {
    form.set('student', '1');
    form.set('school', student.school);
    form.set('graduationYear', String(student.graduationYear));
  }
  const confirm = await fetch(`${t.baseUrl}/api/sandbox/oauth/alipay/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const cb = new URL(confirm.headers.get('location')!);
  const back = await b.get(cb.pathname + cb.search);
  expect(back.headers.get('location')).toContain('bind=ok');
}

describe('enterprise verification', () => {
  const companyEmail = () => `e${randomText(4)}@acme-tech.cn`;

  it('verifies a whitelisted company email by code, gives the role and the company, and answers where to jump', async () => {
    const { b } = await member();
    expect((await b.post<EnterpriseStatus>(`${M}/isEnEmlChecked`)).body.data).toMatchObject({ checked: false, company: null });
    const email = companyEmail();
    const checked = await b.post(`${M}/verifyEnEmail`, { email });
    expect(checked.body.data).toEqual({ email, company: '中科示例科技有限公司', programmeCode: 'acme' });
    expect((await b.post(`${M}/sendEnEml`, { email, programme: 'ACME2025' })).status).toBe(200);
    const mail = await latestEmailCode(b, email);
    expect(mail.subject).toContain('企业员工认证');

    const wrong = await b.post(`${M}/verifyEnJump/ACME2025`, { email, code: mail.code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('ERR_EMAIL_CODE_WRONG');
    const ok = await b.post(`${M}/verifyEnJump/ACME2025`, { email, code: mail.code });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ company: '中科示例科技有限公司', programmeCode: 'acme', jumpUrl: '/?siteCd=enterprise' });
    expect(await roles(b)).toContain('enterprise');
    expect((await b.post<EnterpriseStatus>(`${M}/isEnEmlChecked`)).body.data).toMatchObject({
      checked: true,
      company: '中科示例科技有限公司',
      programmeCode: 'acme',
    });
    expect((await b.get<{ tags: { code: string }[] }>(`${M}/getMemberTag`)).body.data.tags.map((x) => x.code)).toContain('ENTERPRISE');
    expect((await b.post(`${M}/verifyEnEmail`, { email: companyEmail() })).body.code).toBe('ERR_ENT_ALREADY_VERIFIED');

    // The same company email for another member: E_ENT_USED_AUTH_002 at every step.
    const other = await member();
    for (const [path, body] of [
      ['verifyEnEmail', { email }],
      ['sendEnEml', { email }],
      ['verifyEnJump', { email, code: mail.code }],
    ] as const) {
      const r = await other.b.post(`${M}/${path}`, body);
      expect(r.status, path).toBe(409);
      expect(r.body).toMatchObject({ code: 'E_ENT_USED_AUTH_002', message: '该企业邮箱已被其他账号认证' });
    }
    expect(await roles(other.b)).not.toContain('enterprise');
  });

  it('refuses emails off the whitelist, unknown programmes and bad input', async () => {
    const { b } = await member();
    const gmail = await b.post(`${M}/verifyEnEmail`, { email: 'boss@gmail.com' });
    expect(gmail.status).toBe(400);
    expect(gmail.body.message).toBe('该邮箱不在企业白名单内，请使用公司邮箱');
    // A partner's programme takes only its own domains.
    expect((await b.post(`${M}/verifyEnEmail`, { email: companyEmail(), programme: 'disney' })).body.code).toBe('ERR_ENT_DOMAIN_NOT_ALLOWED');
    expect((await b.post(`${M}/verifyEnEmail`, { email: `x${randomText(3)}@shdr-demo.com`, programme: 'DISNEY01' })).body.data).toMatchObject({
      company: '上海国际主题乐园有限公司',
    });
    const nope = await b.post(`${M}/sendEnEml`, { email: companyEmail(), programme: 'NOPE' });
    expect(nope.status).toBe(404);
    expect(nope.body.message).toBe('企业员工计划不存在或已结束');
    expect((await b.post(`${M}/verifyEnEmail`, { email: 'bad' })).status).toBe(400);
    expect((await b.post(`${M}/verifyEnEmail`, {})).status).toBe(400);
    expect((await b.post(`${M}/verifyEnJump`, { email: companyEmail(), code: '1' })).status).toBe(400);
    const noCode = await b.post(`${M}/verifyEnJump`, { email: companyEmail(), code: '123456' });
    expect(noCode.body.code).toBe('ERR_EMAIL_CODE_NOT_SENT');
    expect(await roles(b)).not.toContain('enterprise');
  });

  it('getEntVeryf answers a programme by code or appId, publicly', async () => {
    const v = await new Browser(t.baseUrl).prime();
    const d = await v.get('/api/member/memberEntVeryf/getEntVeryf/disney');
    expect(d.body.data).toMatchObject({ code: 'disney', appId: 'DISNEY01', name: '迪士尼员工专享计划', domains: ['shdr-demo.com', 'disney-demo.cn'] });
    expect((await v.get('/api/member/memberEntVeryf/getEntVeryf/acme2025')).body.data).toMatchObject({ code: 'acme' });
    const unknown = await v.get('/api/member/memberEntVeryf/getEntVeryf/NOPE');
    expect(unknown.status).toBe(404);
    expect((await v.get(`/api/member/memberEntVeryf/getEntVeryf/${encodeURIComponent('a b')}`)).status).toBe(400);
  });

  it('the email sink answers 404 for an address with no mail and 400 for a bad one', async () => {
    const v = await new Browser(t.baseUrl).prime();
    expect((await v.get(`/api/dev/email/latest?to=${randomText(3)}@nowhere-demo.cn`)).status).toBe(404);
    expect((await v.get('/api/dev/email/latest?to=bad')).status).toBe(400);
  });
});

/**
 * Help centre (issue #14): guide pages with versions in force, the mini-program page, FAQ
 * home / category / question / search, and the 有帮助 / 没帮助 votes (one per voter,
 * changeable, counts kept) — over real HTTP against PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import {
  GUIDE_SLUGS,
  type FaqCategoryView,
  type FaqHome,
  type FaqQuestionView,
  type FaqSearchResult,
  type FaqVoteState,
  type GuidePage,
  type WechatPage,
} from '@shop/contracts/help-centre';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';

const api = useTestApi();

/** A fresh question of its own in category shopping (so vote counts start at 0 whatever other runs did). */
async function freshQuestion(text = `测试问题${randomText(4)}`) {
  const [row] = await api.database.db
    .insert(schema.helpFaqQuestions)
    .values({
      categoryId: 'shopping',
      question: text,
      answer: '测试答案第一段。\n\n- 第一条\n- 第二条',
      sortOrder: 9000,
      effectiveAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: schema.helpFaqQuestions.id });
  return row!.id;
}

describe('guide pages', () => {
  it('serves every guide page in force with its version, effective date, sections and the navigation', async () => {
    const b = new Browser(api.baseUrl);
    for (const slug of GUIDE_SLUGS) {
      const r = await b.get<GuidePage>(`/api/help/guide/${slug}`);
      expect(r.status, slug).toBe(200);
      expect(r.body.data.slug).toBe(slug);
      expect(r.body.data.version).toBeGreaterThanOrEqual(1);
      expect(r.body.data.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.body.data.sections.length).toBeGreaterThan(0);
      expect(r.body.data.nav.map((n) => n.slug)).toEqual([...GUIDE_SLUGS]);
      // Placeholders are filled when served.
      expect(JSON.stringify(r.body.data)).not.toMatch(/\{(brand|servicePhone|servicePhoneDigits|serviceHours)\}/);
    }
  });

  it('fills the hotline from the servicePhone setting and names the pay methods checkout offers', async () => {
    const b = new Browser(api.baseUrl);
    const [setting] = await api.database.db.select().from(schema.sysSettings).where(eq(schema.sysSettings.key, 'servicePhone'));
    const contact = await b.get<GuidePage>('/api/help/guide/contact');
    const text = JSON.stringify(contact.body.data.sections);
    expect(text).toContain(setting!.value);
    expect(contact.body.data.sections.map((s) => s.id)).toEqual(expect.arrayContaining(['phone', 'email']));
    const pay = JSON.stringify((await b.get<GuidePage>('/api/help/guide/paytype')).body.data.sections);
    for (const name of ['微信支付', '支付宝', '银联在线支付', '银联国际卡支付', '京东支付', '招行信用卡分期', '银联商务聚合支付']) expect(pay).toContain(name);
  });

  it('answers an unknown page with the 404 envelope', async () => {
    const b = new Browser(api.baseUrl);
    for (const slug of ['nope', 'wechat-xcx', '%E4%B8%AD']) {
      const r = await b.get(`/api/help/guide/${slug}`);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'ERR_HELP_PAGE_NOT_FOUND', message: '该帮助页面不存在' });
    }
  });

  it('shows a new version only from its effective date', async () => {
    const b = new Browser(api.baseUrl);
    const before = (await b.get<GuidePage>('/api/help/guide/about')).body.data;
    const effectiveAt = new Date(Date.now() + 2 * 24 * 3600_000);
    const [{ next }] = (await api.database.db.execute(sql`SELECT coalesce(max(version), 0) + 1 AS next FROM help_pages WHERE slug = 'about'`)).rows as {
      next: number;
    }[];
    await api.database.db.insert(schema.helpPages).values({
      slug: 'about',
      version: Number(next),
      title: '关于商城',
      summary: '新版本',
      body: { sections: [{ heading: `新版本${next}`, blocks: [{ type: 'p', text: '新版本内容' }] }] },
      sortOrder: 1,
      effectiveAt,
    });
    try {
      expect((await b.get<GuidePage>('/api/help/guide/about')).body.data.version).toBe(before.version);
      api.clock.offsetMs = 3 * 24 * 3600_000;
      const after = (await b.get<GuidePage>('/api/help/guide/about')).body.data;
      expect(after.version).toBe(Number(next));
      expect(after.sections[0]!.heading).toBe(`新版本${next}`);
    } finally {
      api.clock.offsetMs = 0;
      // Other tests of later runs read version 1's content; the new row waits in the future only while it is there.
      await api.database.db.delete(schema.helpPages).where(sql`slug = 'about' AND version = ${Number(next)}`);
    }
  });

  it('serves the mini-program page with a QR code of the configured link', async () => {
    const r = await new Browser(api.baseUrl).get<WechatPage>('/api/help/wechat');
    expect(r.status).toBe(200);
    expect(r.body.data.miniProgram.url).toMatch(/^https:\/\//);
    expect(r.body.data.miniProgram.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(r.body.data.sections.length).toBeGreaterThan(0);
  });
});

describe('FAQ reads', () => {
  it('lists at least 6 categories and 30 questions, with popular questions', async () => {
    const r = await new Browser(api.baseUrl).get<FaqHome>('/api/help/faq');
    expect(r.status).toBe(200);
    const names = r.body.data.categories.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['购物流程', '支付', '配送', '售后', '发票', '账户与会员']));
    expect(r.body.data.categories.reduce((n, c) => n + c.questionCount, 0)).toBeGreaterThanOrEqual(30);
    expect(r.body.data.popular.length).toBeGreaterThan(0);
    for (const c of r.body.data.categories) expect(c.top.every((q) => q.categoryId === c.id)).toBe(true);
  });

  it('has the categories the navigation links to', async () => {
    const b = new Browser(api.baseUrl);
    for (const id of ['smartphones', 'tvs', 'refrigerators', 'monitors', 'storage', 'chargers']) {
      expect((await b.get(`/api/help/faq/category/${id}`)).status, id).toBe(200);
    }
  });

  it('lists a category with its questions and answers a question with its category, votes and related questions', async () => {
    const b = new Browser(api.baseUrl);
    const cat = await b.get<FaqCategoryView>('/api/help/faq/category/payment');
    expect(cat.status).toBe(200);
    expect(cat.body.data.category).toMatchObject({ id: 'payment', name: '支付' });
    expect(cat.body.data.questions.length).toBeGreaterThan(2);
    const first = cat.body.data.questions[0]!;
    const qv = await b.get<FaqQuestionView>(`/api/help/faq/category/payment/question/${first.id}`);
    expect(qv.status).toBe(200);
    expect(qv.headers.get('cache-control')).toBe('no-store');
    expect(qv.body.data).toMatchObject({ id: first.id, category: { id: 'payment', name: '支付' }, question: first.question, votes: { myVote: null } });
    expect(qv.body.data.answer.length).toBeGreaterThan(10);
    expect(qv.body.data.related.every((x) => x.categoryId === 'payment' && x.id !== first.id)).toBe(true);
  });

  it('answers bad or unknown ids with the 404 envelope', async () => {
    const b = new Browser(api.baseUrl);
    const payment = (await b.get<FaqCategoryView>('/api/help/faq/category/payment')).body.data.questions[0]!;
    const cases: [string, string][] = [
      ['/api/help/faq/category/no-such-category', 'ERR_FAQ_CATEGORY_NOT_FOUND'],
      ['/api/help/faq/category/%27%20OR%201%3D1', 'ERR_FAQ_CATEGORY_NOT_FOUND'],
      ['/api/help/faq/category/payment/question/abc', 'ERR_FAQ_QUESTION_NOT_FOUND'],
      ['/api/help/faq/category/payment/question/0', 'ERR_FAQ_QUESTION_NOT_FOUND'],
      ['/api/help/faq/category/payment/question/99999999999', 'ERR_FAQ_QUESTION_NOT_FOUND'],
      // A question asked under another category.
      [`/api/help/faq/category/delivery/question/${payment.id}`, 'ERR_FAQ_QUESTION_NOT_FOUND'],
    ];
    for (const [path, code] of cases) {
      const r = await b.get(path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).toMatchObject({ success: false, code });
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('hides an unpublished question and one not yet in effect', async () => {
    const b = new Browser(api.baseUrl);
    const hidden = await freshQuestion();
    await api.database.db.update(schema.helpFaqQuestions).set({ published: false }).where(eq(schema.helpFaqQuestions.id, hidden));
    const future = await freshQuestion();
    await api.database.db
      .update(schema.helpFaqQuestions)
      .set({ effectiveAt: new Date(Date.now() + 86_400_000) })
      .where(eq(schema.helpFaqQuestions.id, future));
    for (const id of [hidden, future]) expect((await b.get(`/api/help/faq/category/shopping/question/${id}`)).status).toBe(404);
    const listed = (await b.get<FaqCategoryView>('/api/help/faq/category/shopping')).body.data.questions.map((q) => q.id);
    expect(listed).not.toContain(hidden);
    expect(listed).not.toContain(future);
  });
});

describe('FAQ search', () => {
  it('finds questions by Chinese text in question, answer or keywords, question hits first', async () => {
    const b = new Browser(api.baseUrl);
    const r = await b.get<FaqSearchResult>(`/api/help/faq/search?q=${encodeURIComponent('发票')}`);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBeGreaterThan(2);
    expect(r.body.data.results[0]!.question).toContain('发票');
    expect(r.body.data.results[0]!.categoryName).toBeTruthy();
    // Keyword only (分期 → the instalment question), several words all required.
    const multi = await b.get<FaqSearchResult>(`/api/help/faq/search?q=${encodeURIComponent('分期 免息')}`);
    expect(multi.body.data.results.some((x) => x.question.includes('分期'))).toBe(true);
    for (const x of multi.body.data.results) expect(x.excerpt.length).toBeGreaterThan(0);
  });

  it('takes % and _ literally and answers an empty result for no match', async () => {
    const b = new Browser(api.baseUrl);
    for (const q of ['zz%qq', '_', 'zzqqxx不存在的问题']) {
      const r = await b.get<FaqSearchResult>(`/api/help/faq/search?q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
      expect(r.body.data, q).toMatchObject({ total: 0, results: [] });
    }
    // A literal % finds only the answers that hold one (the instalment fees, the points cap).
    const percent = await b.get<FaqSearchResult>(`/api/help/faq/search?q=${encodeURIComponent('%')}`);
    expect(percent.body.data.total).toBeGreaterThan(0);
    for (const x of percent.body.data.results) expect(x.excerpt).toContain('%');
  });

  it('refuses an empty, blank or too long search with 400 and a Chinese message', async () => {
    const b = new Browser(api.baseUrl);
    for (const path of ['/api/help/faq/search', '/api/help/faq/search?q=', '/api/help/faq/search?q=%20%20', `/api/help/faq/search?q=${'问'.repeat(51)}`]) {
      const r = await b.get(path);
      expect(r.status, path).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message, path).toMatch(/请输入要搜索的问题|最多50个字/);
    }
  });
});

describe('FAQ votes', () => {
  const votePath = (id: number) => `/api/help/faq/question/${id}/vote`;
  const countsOf = async (id: number) => {
    const [row] = await api.database.db
      .select({ h: schema.helpFaqQuestions.helpfulCount, u: schema.helpFaqQuestions.unhelpfulCount })
      .from(schema.helpFaqQuestions)
      .where(eq(schema.helpFaqQuestions.id, id));
    return row!;
  };

  it('gives a visitor without a token one with the vote (issue #15: made on the first call that needs it)', async () => {
    const id = await freshQuestion();
    const b = await new Browser(api.baseUrl).prime();
    b.cookies.delete('authorization');
    const r = await b.post(votePath(id), { vote: 'helpful' });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(b.cookies.get('authorization')).toBeTruthy();
  });

  it('counts one vote per visitor, changeable, and shows it back as myVote', async () => {
    const id = await freshQuestion();
    const visitor = await new Browser(api.baseUrl).prime();
    // A visitor's anonymous token comes from the session endpoint, as the storefront's root loader gets it.
    const anon = await visitor.post('/api/auth/login/anonymous/token');
    if (anon.status !== 200) throw new Error(JSON.stringify(anon.body));
    const first = await visitor.post<FaqVoteState>(votePath(id), { vote: 'helpful' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ helpfulCount: 1, unhelpfulCount: 0, myVote: 'helpful' });
    // The same vote again changes nothing.
    expect((await visitor.post<FaqVoteState>(votePath(id), { vote: 'helpful' })).body.data).toEqual({ helpfulCount: 1, unhelpfulCount: 0, myVote: 'helpful' });
    // Changed.
    expect((await visitor.post<FaqVoteState>(votePath(id), { vote: 'unhelpful' })).body.data).toEqual({
      helpfulCount: 0,
      unhelpfulCount: 1,
      myVote: 'unhelpful',
    });
    const view = await visitor.get<FaqQuestionView>(`/api/help/faq/category/shopping/question/${id}`);
    expect(view.body.data.votes).toEqual({ helpfulCount: 0, unhelpfulCount: 1, myVote: 'unhelpful' });
    expect(await countsOf(id)).toEqual({ h: 0, u: 1 });
  });

  it('counts a member and a visitor separately; another reader sees the counts but no vote of their own', async () => {
    const id = await freshQuestion();
    const member = new Browser(api.baseUrl);
    await signIn(member);
    const visitor = await new Browser(api.baseUrl).prime();
    await visitor.post('/api/auth/login/anonymous/token');
    expect((await member.post<FaqVoteState>(votePath(id), { vote: 'helpful' })).body.data).toMatchObject({ helpfulCount: 1, myVote: 'helpful' });
    expect((await visitor.post<FaqVoteState>(votePath(id), { vote: 'helpful' })).body.data).toMatchObject({ helpfulCount: 2, myVote: 'helpful' });
    const reader = new Browser(api.baseUrl);
    expect((await reader.get<FaqQuestionView>(`/api/help/faq/category/shopping/question/${id}`)).body.data.votes).toEqual({
      helpfulCount: 2,
      unhelpfulCount: 0,
      myVote: null,
    });
  });

  it('keeps the counts equal to the votes under concurrent votes of one voter and of many', async () => {
    const id = await freshQuestion();
    const member = new Browser(api.baseUrl);
    await signIn(member);
    await Promise.all(Array.from({ length: 10 }, (_, i) => member.post(votePath(id), { vote: i % 2 ? 'helpful' : 'unhelpful' })));
    const c1 = await countsOf(id);
    expect(c1.h + c1.u).toBe(1);
    const visitors = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const v = await new Browser(api.baseUrl).prime();
        await v.post('/api/auth/login/anonymous/token');
        return v;
      }),
    );
    await Promise.all(visitors.map((v) => v.post(votePath(id), { vote: 'helpful' })));
    const c2 = await countsOf(id);
    expect(c2.h + c2.u).toBe(9);
    const [{ n }] = (await api.database.db.execute(sql`SELECT count(*)::int AS n FROM help_faq_votes WHERE question_id = ${id} AND helpful`)).rows as {
      n: number;
    }[];
    expect(c2.h).toBe(Number(n));
  });

  it('refuses a bad vote with 400 and an unknown question with the 404 envelope', async () => {
    const id = await freshQuestion();
    const member = new Browser(api.baseUrl);
    await signIn(member);
    for (const body of [{}, { vote: 'maybe' }, { vote: true }]) {
      const r = await member.post(votePath(id), body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    for (const bad of ['abc', '0', '99999999999']) {
      const r = await member.post(votePath(Number.isNaN(Number(bad)) ? (bad as unknown as number) : Number(bad)), { vote: 'helpful' });
      expect(r.status, bad).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'ERR_FAQ_QUESTION_NOT_FOUND' });
    }
  });
});

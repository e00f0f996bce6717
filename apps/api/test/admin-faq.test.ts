/**
 * 常见问题 of the back office (issue #16) against the real database: categories and questions
 * created, edited, published / unpublished, reordered and deleted by a 内容编辑; each change is
 * in the shop's public FAQ reads at the next request; bad input is refused in Chinese with
 * nothing written; a role without faq.write gets 403 with nothing changed and no audit row;
 * each write leaves an audit row with before / after.
 *
 * The database is shared with the other test files: everything made here lives in a category of
 * its own, deleted after the file, and the categories' order is restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';
import { auditCount, auditRowsOf, expect400, expect403, staffSignedIn } from './staff-session.ts';

const t = useTestApi();

interface Category {
  id: string;
  name: string;
  description: string;
  sortOrder: number;
  published: boolean;
  questionCount: number;
  liveCount: number;
}
interface Question {
  id: number;
  categoryId: string;
  question: string;
  answer: string;
  popular: boolean;
  published: boolean;
  version: number;
  effectiveAt: number;
  live: boolean;
}

const CATS = '/api/admin/faq/categories';
const QS = '/api/admin/faq/questions';
const made = new Set<string>();
let orderBefore: { id: string; sort_order: number }[] = [];
beforeAll(async () => {
  orderBefore = (await t.database.pool.query('SELECT id, sort_order FROM help_faq_categories')).rows;
});
afterAll(async () => {
  const ids = [...made];
  await t.database.pool.query('DELETE FROM help_faq_votes WHERE question_id IN (SELECT id FROM help_faq_questions WHERE category_id = ANY($1))', [ids]);
  await t.database.pool.query('DELETE FROM help_faq_questions WHERE category_id = ANY($1)', [ids]);
  await t.database.pool.query('DELETE FROM help_faq_categories WHERE id = ANY($1)', [ids]);
  for (const r of orderBefore) await t.database.pool.query('UPDATE help_faq_categories SET sort_order = $2 WHERE id = $1', [r.id, r.sort_order]);
});

const editor = () => staffSignedIn(t, '内容编辑', 'FAQ测试');
const put = <T>(b: Browser, path: string, json: unknown) => b.request<T>('PUT', path, { json });
const del = <T>(b: Browser, path: string) => b.request<T>('DELETE', path);
const shopper = () => new Browser(t.baseUrl);

async function newCategory(b: Browser, name = `测试分类${randomText(2)}`): Promise<Category> {
  const id = `t-${randomText(5)}`;
  const res = await b.post<Category>(CATS, { id, name, description: '测试用分类' });
  expect(res.status).toBe(200);
  made.add(id);
  return res.body.data;
}
const questionInput = (categoryId: string, question = `测试问题 ${randomText(3)}？`) => ({
  categoryId,
  question,
  answer: '第一段说明。\n\n- 第一条\n- 第二条',
  keywords: '测试 关键词',
  popular: false,
});

describe('FAQ categories and questions', () => {
  it('a 内容编辑 makes a category and questions, edits, unpublishes, reorders and deletes; the shop shows each change at once; audited', async () => {
    const b = await editor();
    const c = await newCategory(b, '测试分类 初版');
    expect(c).toMatchObject({ name: '测试分类 初版', published: true, questionCount: 0, liveCount: 0 });

    const q1 = await b.post<Question>(QS, questionInput(c.id, '测试问题一？'));
    expect(q1.status).toBe(200);
    expect(q1.body.data).toMatchObject({ categoryId: c.id, question: '测试问题一？', published: true, version: 1, live: true });
    const q2 = await b.post<Question>(QS, { ...questionInput(c.id, '测试问题二？'), popular: true });
    const [id1, id2] = [q1.body.data.id, q2.body.data.id];

    // the shop: the category with both questions, in order; the question page; search finds it
    const home = await shopper().get<{ categories: { id: string; name: string; questionCount: number; top: { id: number }[] }[] }>('/api/help/faq');
    expect(home.body.data.categories.find((x) => x.id === c.id)).toMatchObject({ name: '测试分类 初版', questionCount: 2, top: [{ id: id1 }, { id: id2 }] });
    const inCat = async () =>
      (await shopper().get<{ questions: { id: number; question: string }[] }>(`/api/help/faq/category/${c.id}`)).body.data?.questions.map((x) => x.id);
    expect(await inCat()).toEqual([id1, id2]);
    const page = await shopper().get<{ answer: string; version: number }>(`/api/help/faq/category/${c.id}/question/${id1}`);
    expect(page.body.data).toMatchObject({ answer: '第一段说明。\n\n- 第一条\n- 第二条', version: 1 });

    // edit: the text changes, the version moves up
    const edited = await put<Question>(b, `${QS}/${id1}`, { ...questionInput(c.id, '测试问题一（改）？'), answer: '新的解答。' });
    expect(edited.body.data).toMatchObject({ question: '测试问题一（改）？', version: 2 });
    const page2 = await shopper().get<{ question: string; answer: string; version: number }>(`/api/help/faq/category/${c.id}/question/${id1}`);
    expect(page2.body.data).toMatchObject({ question: '测试问题一（改）？', answer: '新的解答。', version: 2 });
    // the same text again: no new version
    const same = await put<Question>(b, `${QS}/${id1}`, { ...questionInput(c.id, '测试问题一（改）？'), answer: '新的解答。', popular: true });
    expect(same.body.data).toMatchObject({ version: 2, popular: true });

    // reorder
    const reordered = await b.post<{ list: Question[] }>(`${QS}/reorder`, { categoryId: c.id, ids: [id2, id1] });
    expect(reordered.body.data.list.map((x) => x.id)).toEqual([id2, id1]);
    expect(await inCat()).toEqual([id2, id1]);

    // unpublish a question: gone from the shop (404 on its page), kept in the console
    const off = await b.post<Question>(`${QS}/${id2}/publish`, { published: false });
    expect(off.body.data).toMatchObject({ published: false, live: false });
    expect(await inCat()).toEqual([id1]);
    expect((await shopper().get(`/api/help/faq/category/${c.id}/question/${id2}`)).status).toBe(404);
    const listed = await b.get<{ list: Question[] }>(`${QS}?categoryId=${c.id}&status=unpublished`);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body.data.list.map((x) => x.id)).toEqual([id2]);
    expect((await b.post<Question>(`${QS}/${id2}/publish`, { published: true })).body.data.live).toBe(true);

    // unpublish the category: gone from the shop with its questions
    await b.post(`${CATS}/${c.id}/publish`, { published: false });
    expect((await shopper().get(`/api/help/faq/category/${c.id}`)).status).toBe(404);
    expect((await shopper().get<{ categories: { id: string }[] }>('/api/help/faq')).body.data.categories.map((x) => x.id)).not.toContain(c.id);
    await b.post(`${CATS}/${c.id}/publish`, { published: true });
    const renamed = await put<Category>(b, `${CATS}/${c.id}`, { name: '测试分类 改名', description: '' });
    expect(renamed.body.data).toMatchObject({ name: '测试分类 改名', questionCount: 2, liveCount: 2 });
    expect((await shopper().get<{ category: { name: string } }>(`/api/help/faq/category/${c.id}`)).body.data.category.name).toBe('测试分类 改名');

    // a category with questions cannot be deleted; its questions can, with their votes
    const notEmpty = await del(b, `${CATS}/${c.id}`);
    expect(notEmpty.status).toBe(409);
    expect(notEmpty.body).toMatchObject({ code: 'ERR_ADMIN_FAQ_CATEGORY_NOT_EMPTY' });
    expect(
      (
        await shopper()
          .prime()
          .then((s) => s.post(`/api/help/faq/question/${id1}/vote`, { vote: 'helpful' }))
      ).status,
    ).toBe(200);
    expect((await del(b, `${QS}/${id1}`)).status).toBe(200);
    expect((await del(b, `${QS}/${id2}`)).status).toBe(200);
    expect((await shopper().get(`/api/help/faq/category/${c.id}/question/${id1}`)).status).toBe(404);
    expect((await del(b, `${CATS}/${c.id}`)).status).toBe(200);
    expect((await shopper().get(`/api/help/faq/category/${c.id}`)).status).toBe(404);

    const qRows = await auditRowsOf(t.database, `faq:question:${id1}`);
    expect(qRows.map((r) => r.action)).toEqual(['faq.question.created', 'faq.question.updated', 'faq.question.updated', 'faq.question.deleted']);
    expect(qRows[1]!.before).toMatchObject({ question: '测试问题一？', version: 1 });
    expect(qRows[1]!.after).toMatchObject({ question: '测试问题一（改）？', version: 2 });
    expect(qRows[3]!.before).toMatchObject({ helpfulCount: 1 });
    const cRows = await auditRowsOf(t.database, `faq:category:${c.id}`);
    expect(cRows.map((r) => r.action)).toEqual([
      'faq.category.created',
      'faq.category.unpublished',
      'faq.category.published',
      'faq.category.updated',
      'faq.category.deleted',
    ]);
    expect((await auditRowsOf(t.database, `faq:category:${c.id}:order`)).map((r) => r.after)).toEqual([{ order: [id2, id1] }]);
  });

  it('a question set to take effect later stays off the shop until then', async () => {
    const b = await editor();
    const c = await newCategory(b);
    const later = t.clock.now().getTime() + 3_600_000;
    const q = await b.post<Question>(QS, { ...questionInput(c.id), effectiveAt: later });
    expect(q.body.data).toMatchObject({ live: false, effectiveAt: later });
    expect((await shopper().get(`/api/help/faq/category/${c.id}/question/${q.body.data.id}`)).status).toBe(404);
    t.clock.offsetMs = 3_700_000;
    expect((await shopper().get(`/api/help/faq/category/${c.id}/question/${q.body.data.id}`)).status).toBe(200);
  });

  it('reorders the categories: every category once, or refused', async () => {
    const b = await editor();
    const c = await newCategory(b);
    const all = (await b.get<{ list: Category[] }>(CATS)).body.data.list.map((x) => x.id);
    const wanted = [c.id, ...all.filter((id) => id !== c.id)];
    const res = await b.post<{ list: Category[] }>(`${CATS}/reorder`, { ids: wanted });
    expect(res.body.data.list.map((x) => x.id)).toEqual(wanted);
    expect((await shopper().get<{ categories: { id: string }[] }>('/api/help/faq')).body.data.categories[0]!.id).toBe(c.id);
    expect400(await b.post(`${CATS}/reorder`, { ids: wanted.slice(1) }), /排序须包含全部内容/, 'ERR_ADMIN_FAQ_ORDER');
    expect400(await b.post(`${CATS}/reorder`, { ids: [c.id, c.id] }), /重复/);
    // put the new category last again, so the shop's order is as before for other tests
    await b.post(`${CATS}/reorder`, { ids: [...wanted.slice(1), c.id] });
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const b = await editor();
    const c = await newCategory(b);
    const before = await auditCount(t.database);
    expect400(await b.post(CATS, { id: 'Bad Id', name: '名' }), /分类标识/);
    expect400(await b.post(CATS, { id: `t-${randomText(3)}`, name: '' }), /请输入分类名称/);
    expect400(await b.post(CATS, { id: `t-${randomText(3)}`, name: '一'.repeat(21) }), /分类名称最多20个字符/);
    const dup = await b.post(CATS, { id: c.id, name: '重复' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'ERR_ADMIN_FAQ_CATEGORY_EXISTS' });
    expect400(await b.post(QS, { ...questionInput(c.id), question: '  ' }), /请输入问题/);
    expect400(await b.post(QS, { ...questionInput(c.id), answer: 'x'.repeat(5001) }), /解答最多5000个字符/);
    expect400(await b.post(QS, { ...questionInput(c.id), answer: 'a\u0007b' }), /控制字符/);
    expect400(await b.post(QS, { ...questionInput(c.id), effectiveAt: 'tomorrow' }), /时间/);
    const noCat = await b.post(QS, questionInput('t-nowhere'));
    expect(noCat.status).toBe(404);
    expect(noCat.body).toMatchObject({ code: 'ERR_ADMIN_FAQ_CATEGORY_NOT_FOUND' });
    expect((await put(b, `${QS}/999999999`, questionInput(c.id))).status).toBe(404);
    expect400(await put(b, `${QS}/abc`, questionInput(c.id)), /问题编号有误/);
    expect((await del(b, `${CATS}/t-nowhere`)).status).toBe(404);
    expect400(await b.post(`${QS}/reorder`, { categoryId: c.id, ids: [1] }), /排序须包含全部内容/, 'ERR_ADMIN_FAQ_ORDER');
    expect(await auditCount(t.database)).toBe(before);
    expect(Number((await t.database.pool.query('SELECT count(*) AS n FROM help_faq_questions WHERE category_id = $1', [c.id])).rows[0].n)).toBe(0);
  });

  it('a role without faq.write gets 403 with nothing changed and no audit row', async () => {
    const b = await editor();
    const c = await newCategory(b);
    const q = (await b.post<Question>(QS, questionInput(c.id))).body.data;
    const ops = await staffSignedIn(t, '运营', 'FAQ测试');
    const before = await auditCount(t.database);
    const calls: Promise<Reply>[] = [
      ops.get(CATS),
      ops.get(QS),
      ops.post(CATS, { id: `t-${randomText(3)}`, name: '越权' }),
      put(ops, `${CATS}/${c.id}`, { name: '越权' }),
      ops.post(`${CATS}/${c.id}/publish`, { published: false }),
      del(ops, `${CATS}/${c.id}`),
      ops.post(QS, questionInput(c.id)),
      put(ops, `${QS}/${q.id}`, questionInput(c.id, '越权？')),
      ops.post(`${QS}/${q.id}/publish`, { published: false }),
      del(ops, `${QS}/${q.id}`),
      ops.post(`${QS}/reorder`, { categoryId: c.id, ids: [q.id] }),
    ];
    for (const res of await Promise.all(calls)) expect403(res);
    // a shop member's or visitor's token is not a console session
    expect((await shopper().get(CATS)).status).toBe(401);
    expect(await auditCount(t.database)).toBe(before);
    const now = (await b.get<{ list: Question[] }>(`${QS}?categoryId=${c.id}`)).body.data.list;
    expect(now).toEqual([expect.objectContaining({ id: q.id, question: q.question, published: true })]);
  });
});

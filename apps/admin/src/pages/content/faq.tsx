/**
 * 常见问题 (permission faq.write): the help centre's FAQ. Categories on the left (new, rename,
 * 上线 / 下线, move up / down, delete when empty), the chosen category's questions on the right
 * (search, status filter, new / edit in a dialog with the answer's preview as the shop lays it
 * out, 上线 / 下线, move up / down, delete). Fields are checked with the API's zod schemas; the
 * shop's help centre shows each change at once.
 */
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { faqCategoryCreateSchema, faqQuestionInputSchema, type FaqAdminCategory, type FaqAdminQuestion } from '@shop/contracts/faq-admin';
import { App, Button, Card, Checkbox, Col, DatePicker, Form, Input, Modal, Popconfirm, Row, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api, withQuery } from '../../api.ts';
import { PublishedFilter } from '../../published-filter.tsx';
import { useApiData } from '../../use-api-data.ts';
import { movedOrder, useAction } from '../../use-action.ts';
import { zodRule } from '../../zod-rule.ts';

const cs = faqCategoryCreateSchema.shape;
const qs = faqQuestionInputSchema.shape;

/** The answer laid out as the shop does: paragraphs split on blank lines, "- " lines as a list. */
export function AnswerPreview({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim());
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label="解答预览"
      style={{ background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 4, padding: 12, maxHeight: 240, overflow: 'auto' }}
    >
      {blocks.length === 0 && <Typography.Text type="secondary">（解答为空）</Typography.Text>}
      {blocks.map((b, i) => {
        const lines = b
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        return lines.every((l) => l.startsWith('- ')) ? (
          <ul key={i} style={{ margin: '0 0 8px', paddingLeft: 20 }}>
            {lines.map((l, j) => (
              <li key={j}>{l.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <p key={i} style={{ margin: '0 0 8px' }}>
            {lines.join(' ')}
          </p>
        );
      })}
    </div>
  );
}

type QuestionValues = { categoryId: string; question: string; answer: string; keywords?: string; popular?: boolean; effectiveAt?: Dayjs | null };

function statusTag(q: FaqAdminQuestion, categoryPublished: boolean) {
  if (!q.published) return <Tag>已下线</Tag>;
  if (!categoryPublished) return <Tag color="#ad4e00">分类已下线</Tag>;
  if (!q.live) return <Tag color="#0958d9">待生效</Tag>;
  return <Tag color="#237804">展示中</Tag>;
}

export function FaqPage() {
  const cats = useApiData<{ list: FaqAdminCategory[] }>('/api/admin/faq/categories');
  const categories = cats.data?.list ?? [];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const current = categories.find((c) => c.id === chosen) ?? categories[0];
  const [filter, setFilter] = useState<{ status?: string; q?: string }>({});
  const questions = useApiData<{ list: FaqAdminQuestion[] }>(current ? withQuery('/api/admin/faq/questions', { categoryId: current.id, ...filter }) : null);
  const list = questions.data?.list ?? [];
  const reloadAll = () => Promise.all([cats.reload(), questions.reload()]);
  const act = useAction(reloadAll);
  const { message } = App.useApp();

  const [categoryEditing, setCategoryEditing] = useState<FaqAdminCategory | 'new' | null>(null);
  const [categoryForm] = Form.useForm<{ id: string; name: string; description?: string }>();
  const [editing, setEditing] = useState<FaqAdminQuestion | 'new' | null>(null);
  const [form] = Form.useForm<QuestionValues>();
  const answer = Form.useWatch('answer', form) ?? '';

  const openCategory = (c: FaqAdminCategory | 'new') => {
    categoryForm.resetFields();
    if (c !== 'new') categoryForm.setFieldsValue({ id: c.id, name: c.name, description: c.description });
    setCategoryEditing(c);
  };
  const saveCategory = async (v: { id: string; name: string; description?: string }) => {
    const isNew = categoryEditing === 'new';
    const body = { name: v.name, description: v.description ?? '' };
    const done = await act(
      () => (isNew ? api('POST', '/api/admin/faq/categories', { ...body, id: v.id }) : api('PUT', `/api/admin/faq/categories/${v.id}`, body)),
      isNew ? '分类已创建' : '分类已保存',
    );
    if (done) {
      setCategoryEditing(null);
      if (isNew) setChosen(v.id);
    }
  };

  const open = (q: FaqAdminQuestion | 'new') => {
    form.resetFields();
    if (q === 'new') form.setFieldsValue({ categoryId: current?.id, popular: false, answer: '' });
    else form.setFieldsValue({ ...q, effectiveAt: null });
    setEditing(q);
  };
  const save = async (v: QuestionValues) => {
    const input = { ...v, keywords: v.keywords ?? '', popular: v.popular ?? false, effectiveAt: v.effectiveAt?.valueOf() ?? null };
    const parsed = faqQuestionInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      form.setFields([{ name: String(issue.path[0] ?? 'question') as keyof QuestionValues, errors: [issue.message] }]);
      return;
    }
    const isNew = editing === 'new';
    const done = await act(
      () => (isNew ? api('POST', '/api/admin/faq/questions', input) : api('PUT', `/api/admin/faq/questions/${(editing as FaqAdminQuestion).id}`, input)),
      isNew ? '问题已发布' : '问题已保存',
    );
    if (done) setEditing(null);
  };

  const moveCategory = (c: FaqAdminCategory, by: -1 | 1) => {
    const ids = movedOrder(
      categories.map((x) => x.id),
      c.id,
      by,
    );
    return ids && act(() => api('POST', '/api/admin/faq/categories/reorder', { ids }), '分类顺序已调整');
  };
  const moveQuestion = (q: FaqAdminQuestion, by: -1 | 1) => {
    const ids = movedOrder(
      list.map((x) => x.id),
      q.id,
      by,
    );
    return ids && act(() => api('POST', '/api/admin/faq/questions/reorder', { categoryId: q.categoryId, ids }), '问题顺序已调整');
  };
  // A filtered list is only part of a category: the order can be changed on the whole list.
  const canMove = !filter.status && !filter.q;

  return (
    <Row gutter={16}>
      <Col span={9}>
        <Card
          title={
            <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
              常见问题
            </Typography.Title>
          }
          extra={
            <Button icon={<PlusOutlined />} onClick={() => openCategory('new')}>
              新建分类
            </Button>
          }
        >
          <Table<FaqAdminCategory>
            rowKey="id"
            size="small"
            loading={cats.loading}
            dataSource={categories}
            pagination={false}
            rowClassName={(c) => (c.id === current?.id ? 'ant-table-row-selected' : '')}
            onRow={(c) => ({ onClick: () => setChosen(c.id) })}
            columns={[
              {
                title: '分类',
                key: 'name',
                render: (_: unknown, c) => (
                  <Button type="link" style={{ padding: 0 }} aria-pressed={c.id === current?.id} onClick={() => setChosen(c.id)}>
                    {c.name}
                  </Button>
                ),
              },
              { title: '展示/全部', key: 'count', render: (_: unknown, c) => `${c.liveCount}/${c.questionCount}` },
              { title: '状态', key: 'status', render: (_: unknown, c) => (c.published ? <Tag color="#237804">已上线</Tag> : <Tag>已下线</Tag>) },
              {
                title: '操作',
                key: 'actions',
                render: (_: unknown, c) => (
                  <Space size={0} wrap>
                    <Button type="link" size="small" icon={<ArrowUpOutlined />} aria-label={`上移分类 ${c.name}`} onClick={() => moveCategory(c, -1)} />
                    <Button type="link" size="small" icon={<ArrowDownOutlined />} aria-label={`下移分类 ${c.name}`} onClick={() => moveCategory(c, 1)} />
                    <Button type="link" size="small" aria-label={`编辑分类 ${c.name}`} onClick={() => openCategory(c)}>
                      编辑
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      aria-label={`${c.published ? '下线' : '上线'}分类 ${c.name}`}
                      onClick={() =>
                        act(
                          () => api('POST', `/api/admin/faq/categories/${c.id}/publish`, { published: !c.published }),
                          c.published ? '分类已下线' : '分类已上线',
                        )
                      }
                    >
                      {c.published ? '下线' : '上线'}
                    </Button>
                    <Popconfirm
                      title={`删除分类「${c.name}」？`}
                      description="只能删除没有问题的分类"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => act(() => api('DELETE', `/api/admin/faq/categories/${c.id}`), '分类已删除')}
                    >
                      <Button type="link" size="small" danger aria-label={`删除分类 ${c.name}`}>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col span={15}>
        <Card
          title={
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {current ? `${current.name}的问题` : '问题'}
            </Typography.Title>
          }
          extra={
            <Button type="primary" icon={<PlusOutlined />} disabled={!current} onClick={() => open('new')}>
              新建问题
            </Button>
          }
        >
          <Space wrap style={{ marginBottom: 16 }}>
            <Input.Search
              aria-label="搜索问题"
              placeholder="问题、解答或关键词"
              allowClear
              style={{ width: 240 }}
              onSearch={(q) => setFilter((f) => ({ ...f, q: q.trim() || undefined }))}
            />
            <PublishedFilter value={filter.status} onChange={(status) => setFilter((f) => ({ ...f, status }))} />
            {current && (
              <Typography.Link href={`/faq/${current.id}`} target="_blank" rel="noopener">
                在商城查看
              </Typography.Link>
            )}
          </Space>
          <Table<FaqAdminQuestion>
            rowKey="id"
            loading={questions.loading}
            dataSource={list}
            pagination={false}
            columns={[
              {
                title: '问题',
                key: 'question',
                render: (_: unknown, q) => (
                  <Space size={4}>
                    <span>{q.question}</span>
                    {q.popular && <Tag color="#c41d7f">热门</Tag>}
                  </Space>
                ),
              },
              { title: '版本', dataIndex: 'version', width: 64 },
              { title: '生效时间', dataIndex: 'effectiveAt', width: 150, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
              { title: '有帮助/没帮助', key: 'votes', width: 110, render: (_: unknown, q) => `${q.helpfulCount}/${q.unhelpfulCount}` },
              { title: '状态', key: 'status', width: 100, render: (_: unknown, q) => statusTag(q, current?.published ?? false) },
              {
                title: '操作',
                key: 'actions',
                render: (_: unknown, q) => (
                  <Space size={0} wrap>
                    {canMove && (
                      <Button type="link" size="small" icon={<ArrowUpOutlined />} aria-label={`上移 ${q.question}`} onClick={() => moveQuestion(q, -1)} />
                    )}
                    {canMove && (
                      <Button type="link" size="small" icon={<ArrowDownOutlined />} aria-label={`下移 ${q.question}`} onClick={() => moveQuestion(q, 1)} />
                    )}
                    <Button type="link" size="small" aria-label={`编辑 ${q.question}`} onClick={() => open(q)}>
                      编辑
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      aria-label={`${q.published ? '下线' : '上线'} ${q.question}`}
                      onClick={() =>
                        act(
                          () => api('POST', `/api/admin/faq/questions/${q.id}/publish`, { published: !q.published }),
                          q.published ? '问题已下线' : '问题已上线',
                        )
                      }
                    >
                      {q.published ? '下线' : '上线'}
                    </Button>
                    <Popconfirm
                      title="删除这个问题？"
                      description="连同其投票一并删除，不可恢复"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => act(() => api('DELETE', `/api/admin/faq/questions/${q.id}`), '问题已删除')}
                    >
                      <Button type="link" size="small" danger aria-label={`删除 ${q.question}`}>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Modal
        title={categoryEditing === 'new' ? '新建分类' : '编辑分类'}
        open={categoryEditing !== null}
        okText="保存"
        cancelText="取消"
        onCancel={() => setCategoryEditing(null)}
        onOk={() => categoryForm.submit()}
        destroyOnHidden
      >
        <Form form={categoryForm} layout="vertical" name="faq-category" onFinish={saveCategory}>
          <Form.Item label="分类标识" name="id" rules={[zodRule(cs.id)]} required extra="用于商城地址 /faq/标识，创建后不可修改">
            <Input disabled={categoryEditing !== 'new'} placeholder="例如 membership" />
          </Form.Item>
          <Form.Item label="分类名称" name="name" rules={[zodRule(cs.name)]} required>
            <Input maxLength={20} showCount />
          </Form.Item>
          <Form.Item label="分类说明" name="description" rules={[zodRule(cs.description)]}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={editing === 'new' ? '新建问题' : '编辑问题'}
        open={editing !== null}
        okText={editing === 'new' ? '发布' : '保存'}
        cancelText="取消"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="faq-question" onFinish={save} onFinishFailed={() => message.error('请检查填写的内容')}>
          <Form.Item label="分类" name="categoryId" rules={[zodRule(qs.categoryId)]}>
            <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
          <Form.Item label="问题" name="question" rules={[zodRule(qs.question)]} required>
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item
            label="解答"
            name="answer"
            rules={[zodRule(qs.answer)]}
            required
            extra="纯文本：空行分段，以“- ”开头的行显示为列表；可用 {brand}、{servicePhone}、{serviceHours}"
          >
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item label="预览">
            <AnswerPreview text={answer} />
          </Form.Item>
          <Form.Item label="搜索关键词" name="keywords" rules={[zodRule(qs.keywords)]} extra="正文里没有的同义词，用空格分隔">
            <Input maxLength={200} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="popular" valuePropName="checked">
              <Checkbox>热门问题（显示在常见问题首页）</Checkbox>
            </Form.Item>
            <Form.Item label="生效时间" name="effectiveAt" extra={editing === 'new' ? '不填即刻生效' : '不填：改了文字即刻生效，否则不变'}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="即刻" />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Row>
  );
}

/**
 * 内容 (permission cms.write): one screen per section — 首页轮播, 顶部横幅, 热门搜索, 商品页公告,
 * 首页广告, 顶部菜单, 页脚栏目, 页脚链接 (@shop/contracts/content-admin CONTENT_SECTIONS). A list per position and platform with what
 * the shop shows now; new / edit in a dialog (the section's fields, platforms, window), publish /
 * unpublish, move up / down. Fields are checked with the API's zod schemas; the shop shows each
 * change at once.
 */
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { CMS_PLATFORMS, CONTENT_SECTIONS, contentInputSchema, type ContentBlock, type ContentSection } from '@shop/contracts/content-admin';
import { Button, Card, Checkbox, DatePicker, Form, Input, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { api, withQuery } from '../../api.ts';
import { zodRule } from '../../zod-rule.ts';
import { PublishedFilter } from '../../published-filter.tsx';
import { useApiData } from '../../use-api-data.ts';
import { movedOrder, useAction } from '../../use-action.ts';
import { MORE_SECTION_UI, type SectionUi } from './more-sections.tsx';
import { PictureBlockFields, pictureSummary } from './picture-field.tsx';

type Values = Record<string, {} | undefined> & { position: string; platforms: string[]; startsAt?: Dayjs | null; endsAt?: Dayjs | null };

const time = (ms: number | null) => (ms === null ? '' : dayjs(ms).format('YYYY-MM-DD HH:mm'));

/** Each section's own fields in the form, and how a row sums it up in the list. */
const SECTION_UI: Record<ContentSection, SectionUi> = {
  ...MORE_SECTION_UI,
  banners: {
    summary: pictureSummary,
    fields: (rule) => (
      <>
        <PictureBlockFields
          rule={rule}
          title={{ label: '标题', max: 40 }}
          subtitleMax={80}
          picture="轮播图片"
          mobileExtra="可选：手机网页与 App 使用的竖版图片"
        />
        <Form.Item label="文字颜色" name="theme" rules={[rule('theme')]}>
          <Radio.Group
            options={[
              { value: 'dark', label: '深色文字' },
              { value: 'light', label: '浅色文字' },
            ]}
          />
        </Form.Item>
      </>
    ),
  },
  'top-banners': {
    summary: (f) => (
      <Space>
        <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 2, background: String(f.background ?? '#fff') }} />
        <span>{String(f.text ?? '')}</span>
      </Space>
    ),
    fields: (rule) => (
      <>
        <Form.Item label="横幅文字" name="text" rules={[rule('text')]} required>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item label="链接" name="href" rules={[rule('href')]} required extra="本商城路径或允许的 https 地址">
          <Input placeholder="/Personalcenter/Personal_coupon" />
        </Form.Item>
        <Form.Item label="背景色" name="background" rules={[rule('background')]} required extra="#RRGGBB，文字为白色，请选深色">
          <Input placeholder="#1428a0" />
        </Form.Item>
      </>
    ),
  },
  'hot-searches': {
    summary: (f) => String(f.keyword ?? ''),
    fields: (rule) => (
      <Form.Item label="搜索词" name="keyword" rules={[rule('keyword')]} required>
        <Input maxLength={32} showCount />
      </Form.Item>
    ),
  },
  'pdp-notices': {
    summary: (f) => String(f.title ?? ''),
    fields: (rule) => (
      <>
        <Form.Item label="公告内容" name="title" rules={[rule('title')]} required>
          <Input.TextArea maxLength={80} showCount autoSize />
        </Form.Item>
        <Form.Item label="补充说明" name="subtitle" rules={[rule('subtitle')]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item label="链接" name="href" rules={[rule('href')]} extra="可选：本商城路径或允许的 https 地址">
          <Input placeholder="/shoppingMall/distribution" />
        </Form.Item>
      </>
    ),
  },
};

function statusOf(b: ContentBlock, now: number) {
  if (!b.published) return <Tag>已下线</Tag>;
  if (b.live) return <Tag color="#237804">展示中</Tag>;
  if (b.startsAt !== null && b.startsAt > now) return <Tag color="#0958d9">未开始</Tag>;
  return <Tag color="#ad4e00">已结束</Tag>;
}

export function ContentBlocksPage({ section }: { section: ContentSection }) {
  const def = CONTENT_SECTIONS[section];
  const positions = Object.entries(def.positions) as [string, string][];
  const ui = SECTION_UI[section];
  const schema = useMemo(() => contentInputSchema(section), [section]);
  const shape = schema.shape as unknown as Record<string, z.ZodType>;
  const rule = (key: string) => zodRule(shape[key]!);
  const base = `/api/admin/content/${section}`;
  const [filter, setFilter] = useState<{ position?: string; platform?: string; status?: string }>({});
  const { data, loading, reload } = useApiData<{ list: ContentBlock[]; total: number }>(withQuery(base, filter));
  const [editing, setEditing] = useState<ContentBlock | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const list = data?.list ?? [];
  const now = Date.now();

  const act = useAction(reload);

  const open = (block: ContentBlock | 'new') => {
    form.resetFields();
    if (block === 'new') form.setFieldsValue({ position: positions[0]![0], platforms: ['pc', 'h5', 'app'], theme: 'dark' } as Values);
    else
      form.setFieldsValue({
        ...block.fields,
        position: block.position,
        platforms: block.platforms,
        startsAt: block.startsAt === null ? null : dayjs(block.startsAt),
        endsAt: block.endsAt === null ? null : dayjs(block.endsAt),
      } as Values);
    setEditing(block);
  };

  /** Up or down within its position (the API takes the position's whole order). */
  const move = (b: ContentBlock, by: -1 | 1) => {
    const ids = movedOrder(
      list.filter((x) => x.position === b.position).map((x) => x.id),
      b.id,
      by,
    );
    if (!ids) return;
    return act(() => api('POST', `${base}/reorder`, { position: b.position, ids }), '顺序已调整');
  };

  const submit = async (v: Values) => {
    const input = { ...v, startsAt: v.startsAt?.valueOf() ?? null, endsAt: v.endsAt?.valueOf() ?? null };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const name = issue.path.length > 0 ? (issue.path as (string | number)[]) : ['position'];
      form.setFields([{ name, errors: [issue.message] }]);
      return;
    }
    const isNew = editing === 'new';
    const ok = await act(
      () => (isNew ? api('POST', base, input) : api('PUT', `${base}/${(editing as ContentBlock).id}`, input)),
      isNew ? `已发布${def.title}` : '已保存',
    );
    if (ok) setEditing(null);
  };

  // A filtered list is only part of a position: the order can be changed on the whole list.
  const canMove = !filter.platform && !filter.status;
  // One block per position (菜单, 页脚栏目): once every position has its block there is nothing to
  // create — the API would refuse it — only blocks to edit. Judged on the whole list only.
  const unfiltered = !filter.position && !filter.platform && !filter.status;
  const allTaken = 'perPosition' in def && def.perPosition === 1 && unfiltered && positions.every(([p]) => list.some((x) => x.position === p));

  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {def.title}
        </Typography.Title>
      }
      extra={
        allTaken ? (
          <Typography.Text type="secondary" data-testid="content-all-taken">
            每个位置已有{def.title}，请编辑
          </Typography.Text>
        ) : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            新建{def.title}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        {positions.length > 1 && (
          <Select
            aria-label="位置"
            allowClear
            placeholder="全部位置"
            style={{ width: 160 }}
            value={filter.position}
            onChange={(position) => setFilter((f) => ({ ...f, position }))}
            options={positions.map(([value, label]) => ({ value, label }))}
          />
        )}
        <Select
          aria-label="展示端"
          allowClear
          placeholder="全部展示端"
          style={{ width: 160 }}
          value={filter.platform}
          onChange={(platform) => setFilter((f) => ({ ...f, platform }))}
          options={Object.entries(CMS_PLATFORMS).map(([value, label]) => ({ value, label }))}
        />
        <PublishedFilter value={filter.status} onChange={(status) => setFilter((f) => ({ ...f, status }))} />
      </Space>
      <Table<ContentBlock>
        rowKey="id"
        loading={loading}
        dataSource={list}
        pagination={false}
        columns={[
          { title: '内容', key: 'summary', render: (_: unknown, b) => ui.summary(b.fields) },
          ...(positions.length > 1 ? [{ title: '位置', dataIndex: 'position', render: (p: string) => def.positions[p as never] ?? p }] : []),
          {
            title: '展示端',
            dataIndex: 'platforms',
            render: (p: string[]) => p.map((x) => CMS_PLATFORMS[x as keyof typeof CMS_PLATFORMS] ?? x).join('、'),
          },
          {
            title: '展示时间',
            key: 'window',
            render: (_: unknown, b) => (b.startsAt === null && b.endsAt === null ? '长期' : `${time(b.startsAt) || '即时'} 至 ${time(b.endsAt) || '长期'}`),
          },
          { title: '状态', key: 'status', render: (_: unknown, b) => statusOf(b, now) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, b) => {
              const name = String(b.fields.title ?? b.fields.text ?? b.fields.keyword ?? b.fields.label ?? def.positions[b.position as never] ?? b.id);
              return (
                <Space size={0} wrap>
                  {canMove && <Button type="link" icon={<ArrowUpOutlined />} aria-label={`上移 ${name}`} onClick={() => move(b, -1)} />}
                  {canMove && <Button type="link" icon={<ArrowDownOutlined />} aria-label={`下移 ${name}`} onClick={() => move(b, 1)} />}
                  <Button type="link" aria-label={`编辑 ${name}`} onClick={() => open(b)}>
                    编辑
                  </Button>
                  <Button
                    type="link"
                    danger={b.published}
                    aria-label={`${b.published ? '下线' : '上线'} ${name}`}
                    onClick={() =>
                      act(() => api('POST', `${base}/${b.id}/publish`, { published: !b.published }), b.published ? `已下线 ${name}` : `已上线 ${name}`)
                    }
                  >
                    {b.published ? '下线' : '上线'}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? `新建${def.title}` : `编辑${def.title}`}
        open={editing !== null}
        okText={editing === 'new' ? '发布' : '保存'}
        cancelText="取消"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        width={640}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name={`content-${section}`} onFinish={submit}>
          {positions.length > 1 && (
            <Form.Item label="位置" name="position" rules={[rule('position')]}>
              <Select options={positions.map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          )}
          {positions.length === 1 && (
            <Form.Item name="position" hidden>
              <Input />
            </Form.Item>
          )}
          {ui.fields(rule)}
          <Form.Item label="展示端" name="platforms" rules={[rule('platforms')]}>
            <Checkbox.Group options={Object.entries(CMS_PLATFORMS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="开始时间" name="startsAt" extra="不填即刻展示">
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="即刻" />
            </Form.Item>
            <Form.Item label="结束时间" name="endsAt" extra="不填长期展示">
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="长期" />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}

/**
 * 消息 (permission messages.send): system messages sent to one member (phone or member number),
 * the members of a tag or everyone, now or at a time. The list filters by state, audience and
 * send day, with paging and a CSV export; 新建消息 is checked with the API's own zod schema;
 * a row opens its detail (body, link, delivered and read figures) in a drawer; a 待发送 message
 * can be cancelled until its delivery starts.
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_TITLE_MAX,
  announcementInputSchema,
  type AnnouncementDetail,
  type AnnouncementSummary,
} from '@shop/contracts/announcements';
import { App, Badge, Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Modal, Popconfirm, Radio, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, api } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodFieldRule } from '../../zod-rule.ts';

const PATH = '/api/admin/messages';
const time = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm'));
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const STATE_BADGE = { scheduled: 'processing', sending: 'warning', sent: 'success', cancelled: 'default' } as const;
const stateBadge = (s: AnnouncementSummary['state']) => <Badge status={STATE_BADGE[s]} text={ANNOUNCEMENT_STATES[s]} />;

interface FormValues {
  title?: string;
  body?: string;
  link?: string;
  audience?: keyof typeof ANNOUNCEMENT_AUDIENCES;
  target?: string;
  when?: 'now' | 'later';
  sendAt?: Dayjs | null;
}

const toInput = (v: FormValues) => ({
  title: v.title ?? '',
  body: v.body ?? '',
  link: v.link ?? '',
  audience: v.audience,
  target: v.audience === 'all' ? '' : (v.target ?? ''),
  sendAt: v.when === 'later' ? (v.sendAt?.valueOf() ?? 0) : null,
});

function NewMessageForm({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: (m: AnnouncementDetail) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const audience = Form.useWatch('audience', form);
  const when = Form.useWatch('when', form);
  const values = () => toInput(form.getFieldsValue(true) as FormValues);
  const rule = (field: string) => [zodFieldRule(announcementInputSchema, field, values)];
  const futureRule = {
    validator: async (_: unknown, v: Dayjs | null | undefined) => {
      if (!v) throw new Error('请选择发送时间');
      if (!v.isAfter(dayjs())) throw new Error('定时发送时间须晚于当前时间');
    },
  };

  const save = async (v: FormValues) => {
    setSaving(true);
    try {
      const sent = await api<AnnouncementDetail>('POST', PATH, toInput(v));
      message.success(sent.state === 'scheduled' ? `已定时：${sent.title}` : `已发送：${sent.title}`);
      onSent(sent);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'E_VALIDATION' && /会员|标签/.test(e.message)) form.setFields([{ name: 'target', errors: [e.message] }]);
      else message.error(e instanceof ApiError ? e.message : '发送失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="新建消息"
      open={open}
      okText={when === 'later' ? '定时发送' : '立即发送'}
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" name="new-message" initialValues={{ audience: 'member', when: 'now', link: '' }} onFinish={save} preserve={false}>
        <Form.Item label="标题" name="title" rules={rule('title')} required>
          <Input maxLength={ANNOUNCEMENT_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item label="内容" name="body" rules={rule('body')} required>
          <Input.TextArea rows={4} maxLength={ANNOUNCEMENT_BODY_MAX} showCount />
        </Form.Item>
        <Form.Item label="链接（选填）" name="link" rules={rule('link')} extra="本商城路径（以 / 开头）或允许的 https 地址">
          <Input placeholder="/Personalcenter/coupon" />
        </Form.Item>
        <Form.Item label="发送对象" name="audience">
          <Radio.Group options={options(ANNOUNCEMENT_AUDIENCES)} optionType="button" />
        </Form.Item>
        {audience === 'member' && (
          <Form.Item label="会员手机号或会员编号" name="target" rules={rule('target')} required>
            <Input allowClear style={{ width: 280 }} />
          </Form.Item>
        )}
        {audience === 'tag' && (
          <Form.Item label="会员标签" name="target" rules={rule('target')} required>
            <Input allowClear style={{ width: 280 }} placeholder="标签编码" />
          </Form.Item>
        )}
        <Form.Item label="发送时间" name="when">
          <Radio.Group
            options={[
              { value: 'now', label: '立即发送' },
              { value: 'later', label: '定时发送' },
            ]}
          />
        </Form.Item>
        {when === 'later' && (
          <Form.Item label="定时发送时间" name="sendAt" rules={[futureRule]} required>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function MessageDrawer({ id, onClose, onCancelled }: { id: number | null; onClose: () => void; onCancelled: () => void }) {
  const { message } = App.useApp();
  const { data, setData, error } = useApiData<AnnouncementDetail>(id === null ? null : `${PATH}/${id}`);
  // The answer of another message (the drawer reopened on a new row) is not shown while the next loads.
  const detail = data && data.id === id ? data : null;
  const cancel = async () => {
    if (!detail) return;
    try {
      setData(await api<AnnouncementDetail>('POST', `${PATH}/${detail.id}/cancel`));
      message.success('已取消发送');
      onCancelled();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
    }
  };
  return (
    <Drawer
      title={detail ? `消息：${detail.title}` : '消息详情'}
      open={id !== null}
      onClose={onClose}
      width={520}
      loading={id !== null && !detail && !error}
      extra={
        detail?.state === 'scheduled' && (
          <Popconfirm title="取消后这条消息不会发出。确定取消？" okText="确定" cancelText="再想想" onConfirm={cancel}>
            <Button danger>取消发送</Button>
          </Popconfirm>
        )
      }
    >
      {error && <Typography.Text type="danger">{error.message}</Typography.Text>}
      {detail && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="状态">{stateBadge(detail.state)}</Descriptions.Item>
          <Descriptions.Item label="发送对象">
            {ANNOUNCEMENT_AUDIENCES[detail.audience]}
            {detail.audience !== 'all' && `：${detail.audienceLabel}`}
          </Descriptions.Item>
          <Descriptions.Item label="发送时间">{time(detail.sendAt)}</Descriptions.Item>
          <Descriptions.Item label="已送达">{detail.delivered} 人</Descriptions.Item>
          <Descriptions.Item label="已读">{detail.read} 人</Descriptions.Item>
          <Descriptions.Item label="内容">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{detail.body}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label="链接">{detail.link || '—'}</Descriptions.Item>
          <Descriptions.Item label="开始发送">{time(detail.startedAt)}</Descriptions.Item>
          <Descriptions.Item label="发送完成">{time(detail.finishedAt)}</Descriptions.Item>
          {detail.cancelledAt !== null && <Descriptions.Item label="取消时间">{time(detail.cancelledAt)}</Descriptions.Item>}
          <Descriptions.Item label="创建人">{detail.createdBy}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{time(detail.createdAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

interface Search {
  state?: string;
  audience?: string;
  day?: Dayjs | null;
}

export function MessagesPage() {
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const { tableProps, searchFormProps, filters, tableQuery } = useTable<AnnouncementSummary, ApiError, Search>({
    resource: 'messages',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    onSearch: (v): CrudFilter[] => [
      { field: 'state', operator: 'eq', value: v.state || undefined },
      { field: 'audience', operator: 'eq', value: v.audience || undefined },
      { field: 'day', operator: 'eq', value: v.day ? v.day.format('YYYY-MM-DD') : undefined },
    ],
  });
  const refetch = () => tableQuery.refetch();

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        消息
      </Typography.Title>
      <ListSearchForm
        formProps={searchFormProps}
        name="message-search"
        actions={
          <Space>
            <ExportCsvButton<AnnouncementSummary>
              path={PATH}
              filters={filters}
              fileName="系统消息"
              header={['编号', '标题', '发送对象', '对象', '发送时间', '状态', '已送达', '创建人']}
              row={(r) => [
                r.id,
                r.title,
                ANNOUNCEMENT_AUDIENCES[r.audience],
                r.audienceLabel,
                time(r.sendAt),
                ANNOUNCEMENT_STATES[r.state],
                r.delivered,
                r.createdBy,
              ]}
            />
            <Button type="primary" onClick={() => setCreating(true)}>
              新建消息
            </Button>
          </Space>
        }
      >
        <Form.Item label="状态" name="state">
          <Select allowClear placeholder="全部" options={options(ANNOUNCEMENT_STATES)} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="发送对象" name="audience">
          <Select allowClear placeholder="全部" options={options(ANNOUNCEMENT_AUDIENCES)} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="发送日期" name="day">
          <DatePicker style={{ width: 150 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<AnnouncementSummary>
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (v: string, r) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r.id)}>
                {v}
              </Button>
            ),
          },
          {
            title: '发送对象',
            key: 'audience',
            render: (_: unknown, r) => (r.audience === 'all' ? r.audienceLabel : `${ANNOUNCEMENT_AUDIENCES[r.audience]}：${r.audienceLabel}`),
          },
          { title: '发送时间', dataIndex: 'sendAt', render: time },
          { title: '状态', dataIndex: 'state', render: stateBadge },
          { title: '已送达', dataIndex: 'delivered' },
          { title: '创建人', dataIndex: 'createdBy' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Button type="link" onClick={() => setOpen(r.id)} aria-label={`查看消息 ${r.title} 的详情`}>
                详情
              </Button>
            ),
          },
        ]}
      />
      <NewMessageForm
        open={creating}
        onClose={() => setCreating(false)}
        onSent={async (m) => {
          setCreating(false);
          await refetch();
          setOpen(m.id);
        }}
      />
      <MessageDrawer id={open} onClose={() => setOpen(null)} onCancelled={refetch} />
    </Card>
  );
}

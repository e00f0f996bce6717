/**
 * 营销 → TTM 邀请码 (permission activities.write): the invitation codes of the TTM products by
 * product, state (未使用 / 已使用 / 已作废 / 已过期), batch and code, paged, with who used each and
 * when, exported as CSV (a generated batch is selected at once, so 导出 CSV gives its codes);
 * generate N codes (1–10,000) for a TTM product with an expiry, checked with the API's own zod
 * schema; void an unused code (verification then refuses it).
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import {
  TTM_CODE_LIMITS,
  TTM_CODE_STATES,
  type TtmCodeRow,
  type TtmCodeState,
  type TtmProgrammes,
  ttmCodeGenerateSchema,
  ttmCodeQuerySchema,
} from '@shop/contracts/marketing-admin';
import { App, Badge, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, api } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodFieldRule, zodRule } from '../../zod-rule.ts';
import { useRowAction } from '../../editable-list.tsx';
import { time, timeProps } from './activity-parts.tsx';

const PATH = '/api/admin/marketing/ttm-codes';
const stateOptions = Object.entries(TTM_CODE_STATES).map(([value, label]) => ({ value, label }));
const STATE_BADGE: Record<TtmCodeState, 'success' | 'default' | 'warning' | 'error'> = {
  unused: 'success',
  used: 'default',
  expired: 'warning',
  voided: 'error',
};
const optionalTime = (ms: number | null) => (ms === null ? '' : time(ms));

interface Search {
  spuCode?: string;
  state?: string;
  batchNo?: string;
  code?: string;
}

interface GenerateValues {
  spuCode?: string;
  count?: number | null;
  expiresAt?: Dayjs | null;
}

const toInput = (v: GenerateValues) => ({ spuCode: v.spuCode, count: v.count ?? undefined, expiresAt: v.expiresAt?.valueOf() });

function GenerateForm({
  open,
  programmes,
  onClose,
  onDone,
}: {
  open: boolean;
  programmes: { value: string; label: string }[];
  onClose: () => void;
  onDone: (batchNo: string) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GenerateValues>();
  const [saving, setSaving] = useState(false);
  const values = () => toInput(form.getFieldsValue(true) as GenerateValues);
  const rule = (field: keyof GenerateValues) => [zodFieldRule(ttmCodeGenerateSchema, field, values)];

  const save = async (v: GenerateValues) => {
    setSaving(true);
    try {
      const done = await api<{ batchNo: string; count: number }>('POST', PATH, toInput(v));
      message.success(`已生成 ${done.count} 个邀请码，批次 ${done.batchNo}`);
      onDone(done.batchNo);
    } catch (e) {
      if (!(e instanceof ApiError)) message.error('生成失败，请稍后重试');
      else if (e.code === 'ERR_ADMIN_TTM_NOT_PROGRAMME') form.setFields([{ name: 'spuCode', errors: [e.message] }]);
      else if (e.code === 'E_VALIDATION' && e.message.includes('过期时间')) form.setFields([{ name: 'expiresAt', errors: [e.message] }]);
      else message.error(e.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="生成邀请码" open={open} okText="生成" cancelText="取消" confirmLoading={saving} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" name="ttm-generate" initialValues={{ count: 100 }} onFinish={save} preserve={false}>
        <Form.Item label="TTM 商品" name="spuCode" rules={rule('spuCode')} required>
          <Select placeholder="请选择需凭邀请码购买的商品" options={programmes} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item label="生成数量" name="count" rules={rule('count')} required extra={`一次 1–${TTM_CODE_LIMITS.countMax} 个；每个邀请码只能使用一次`}>
          <InputNumber min={1} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="过期时间" name="expiresAt" rules={rule('expiresAt')} required extra="过期后未使用的邀请码不能再验证；最长一年">
          <DatePicker {...timeProps} presets={[7, 30, 90].map((d) => ({ label: `${d} 天后`, value: () => dayjs().add(d, 'day') }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function TtmCodesPage() {
  const [generating, setGenerating] = useState(false);
  const programmes = useApiData<TtmProgrammes>('/api/admin/marketing/ttm-programmes');
  const productOptions = (programmes.data?.list ?? []).map((p) => ({ value: p.spuCode, label: `${p.productName || p.spuCode}（${p.spuCode}）` }));
  const { tableProps, searchFormProps, filters, tableQuery } = useTable<TtmCodeRow, ApiError, Search>({
    resource: 'marketing-ttm-codes',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    onSearch: (v): CrudFilter[] => [
      { field: 'spuCode', operator: 'eq', value: v.spuCode || undefined },
      { field: 'state', operator: 'eq', value: v.state || undefined },
      { field: 'batchNo', operator: 'eq', value: v.batchNo?.trim() || undefined },
      { field: 'code', operator: 'eq', value: v.code?.trim() || undefined },
    ],
  });
  const rowAction = useRowAction(() => tableQuery.refetch());
  const generated = (batchNo: string) => {
    setGenerating(false);
    // Show the new batch: 导出 CSV then gives exactly its codes.
    searchFormProps.form?.setFieldsValue({ spuCode: undefined, state: undefined, code: undefined, batchNo });
    searchFormProps.form?.submit();
    void programmes.reload();
  };
  const voidCode = (r: TtmCodeRow) => rowAction(`${PATH}/${encodeURIComponent(r.code)}/void`, `已作废：${r.code}`);

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        TTM 邀请码
      </Typography.Title>
      <ListSearchForm
        formProps={searchFormProps}
        name="ttm-code-search"
        actions={
          <Space>
            <ExportCsvButton<TtmCodeRow>
              path={PATH}
              filters={filters}
              fileName="TTM邀请码"
              header={['邀请码', '商品编码', '商品', '批次', '生成时间', '过期时间', '状态', '使用会员ID', '使用时间']}
              row={(r) => [
                r.code,
                r.spuCode,
                r.productName,
                r.batchNo ?? '',
                time(r.createdAt),
                optionalTime(r.expiresAt),
                TTM_CODE_STATES[r.state],
                r.memberId ?? '',
                optionalTime(r.usedAt),
              ]}
            />
            <Button type="primary" onClick={() => setGenerating(true)}>
              生成邀请码
            </Button>
          </Space>
        }
      >
        <Form.Item label="商品" name="spuCode">
          <Select allowClear placeholder="全部" options={productOptions} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="state">
          <Select allowClear placeholder="全部" options={stateOptions} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="批次" name="batchNo" rules={[zodRule(ttmCodeQuerySchema.shape.batchNo)]}>
          <Input allowClear placeholder="批次号" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="邀请码" name="code" rules={[zodRule(ttmCodeQuerySchema.shape.code)]}>
          <Input allowClear placeholder="邀请码" style={{ width: 150 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<TtmCodeRow>
        {...tableProps}
        rowKey="code"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '邀请码', dataIndex: 'code', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          {
            title: '商品',
            dataIndex: 'spuCode',
            render: (v: string, r) => (
              <Space direction="vertical" size={0}>
                {r.productName || v}
                <Typography.Text type="secondary">{v}</Typography.Text>
              </Space>
            ),
          },
          { title: '批次', dataIndex: 'batchNo', render: (v: string | null) => v ?? '—' },
          { title: '过期时间', dataIndex: 'expiresAt', render: (v: number | null) => (v === null ? '不过期' : time(v)) },
          { title: '状态', dataIndex: 'state', render: (s: TtmCodeState) => <Badge status={STATE_BADGE[s]} text={TTM_CODE_STATES[s]} /> },
          {
            title: '使用情况',
            key: 'use',
            render: (_: unknown, r) => (r.memberId === null ? '—' : `会员 ${r.memberId}，${optionalTime(r.usedAt)}`),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              r.state === 'unused' || r.state === 'expired' ? (
                <Popconfirm title={`作废邀请码 ${r.code}？作废后不能再验证。`} okText="作废" cancelText="再想想" onConfirm={() => voidCode(r)}>
                  <Button type="link" danger aria-label={`作废 ${r.code}`}>
                    作废
                  </Button>
                </Popconfirm>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <GenerateForm open={generating} programmes={productOptions} onClose={() => setGenerating(false)} onDone={generated} />
    </Card>
  );
}

/**
 * 服务 → 企业采购询价详情 (permission tickets.write): the company, contact, items, budget, invoice
 * and remark; 发送报价 (an amount in yuan sent as fen, and a note, checked with the API's zod
 * schema; the member finds it in their messages) and the status steps it may take (关闭 asks).
 */
import { ENT_STATUS_TITLES } from '@shop/contracts/inbox';
import { ENT_QUOTE_NOTE_MAX, entQuoteInputSchema, type EntAdminRow, type EntStatus } from '@shop/contracts/service-admin';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Result, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { zodRule } from '../../zod-rule.ts';
import { entStatusBadge, yuanOrDash } from './enterprise-list.tsx';
import { StatusSteps, serviceTime } from './service-shared.tsx';
import { useApiData } from '../../use-api-data.ts';
import { DetailHeading } from '../../detail-heading';

const fenOf = (yuan: unknown) => (typeof yuan === 'number' ? Math.round(yuan * 100) : yuan);
/** The API's rule for the amount, on the yuan the form holds. */
const amountRule = zodRule(z.preprocess(fenOf, entQuoteInputSchema.shape.amount));

function QuoteForm({ request, onDone }: { request: EntAdminRow; onDone: (r: EntAdminRow) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ yuan: number; note: string }>();
  const submit = async (v: { yuan: number; note: string }) => {
    setBusy(true);
    try {
      onDone(await api<EntAdminRow>('POST', `/api/admin/service/enterprise/${request.code}/quote`, { amount: fenOf(v.yuan), note: v.note }));
      message.success('报价已发送，会员可在消息中心查看');
      form.resetFields();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '发送失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" name="enterprise-quote" onFinish={submit} style={{ maxWidth: 560 }}>
      <Form.Item
        label="报价金额（元）"
        name="yuan"
        rules={[
          {
            validator: (rule, value) =>
              typeof amountRule === 'object' && amountRule.validator ? amountRule.validator(rule, fenOf(value), () => undefined) : undefined,
          },
        ]}
      >
        <InputNumber style={{ width: '100%' }} min={0} precision={2} placeholder="如 123456.00" />
      </Form.Item>
      <Form.Item label="报价说明" name="note" rules={[zodRule(entQuoteInputSchema.shape.note)]}>
        <Input.TextArea rows={3} maxLength={ENT_QUOTE_NOTE_MAX} showCount placeholder="如含税、有效期、交付周期" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        发送报价
      </Button>
    </Form>
  );
}

export function EnterpriseDetailPage() {
  const { code } = useParams();
  const { message } = App.useApp();
  const { data: request, setData: setRequest, error } = useApiData<EntAdminRow>(`/api/admin/service/enterprise/${encodeURIComponent(code ?? '')}`);
  const [busy, setBusy] = useState<EntStatus | null>(null);

  const move = async (status: EntStatus) => {
    setBusy(status);
    try {
      setRequest(await api<EntAdminRow>('POST', `/api/admin/service/enterprise/${code}/status`, { status }));
      message.success(`申请已改为${ENT_STATUS_TITLES[status]}`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '修改失败，请稍后重试');
    } finally {
      setBusy(null);
    }
  };

  if (error) return <Result status="warning" title={error.message} extra={<Link to="/service/enterprise">返回企业采购询价</Link>} />;
  if (!request) return <Spin aria-label="加载中" />;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <DetailHeading
          back="/service/enterprise"
          backLabel="返回企业采购询价"
          title={`企业采购申请 ${request.code}`}
          status={<span data-testid="enterprise-status">{entStatusBadge(request.status)}</span>}
        >
          <StatusSteps
            steps={request.nextStatuses}
            titles={ENT_STATUS_TITLES}
            busy={busy}
            onMove={move}
            close={{ label: '关闭申请', confirm: '关闭后不能再报价，确认关闭？' }}
          />
        </DetailHeading>
        <Descriptions style={{ marginTop: 16 }} column={3} size="small" bordered>
          <Descriptions.Item label="企业名称">{request.company}</Descriptions.Item>
          <Descriptions.Item label="联系人">{request.contact}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{request.mobileMasked}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{request.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="会员手机">{request.memberMobile ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{serviceTime(request.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="预算">{yuanOrDash(request.budget)}</Descriptions.Item>
          <Descriptions.Item label="发票">{request.invoiceTitle}</Descriptions.Item>
          <Descriptions.Item label="纳税人识别号">{request.taxNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="备注" span={3}>
            {request.remark || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="报价">{yuanOrDash(request.quoteAmount)}</Descriptions.Item>
          <Descriptions.Item label="报价时间">{request.quotedAt ? serviceTime(request.quotedAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label="报价说明">{request.quoteNote ?? '—'}</Descriptions.Item>
        </Descriptions>
        <Table
          style={{ marginTop: 16 }}
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={request.items}
          columns={[
            { title: '采购商品', dataIndex: 'name' },
            { title: '数量', dataIndex: 'qty' },
          ]}
        />
      </Card>
      {request.status !== 'closed' ? (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{request.quoteAmount === null ? '报价' : '重新报价'}</h2>}>
          <QuoteForm request={request} onDone={setRequest} />
        </Card>
      ) : null}
    </Space>
  );
}

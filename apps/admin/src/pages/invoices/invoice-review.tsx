/**
 * 发票 → 专票审核 (invoices.write, 财务): the VAT special invoice requests of enterprise members,
 * oldest first, by review state; 通过 (a completed order's 专票 is issued at once) or 驳回 with a
 * reason (the member sees it and may correct the request). Both are audited by the API.
 */
import { INVOICE_REVIEW_LABELS, invoiceRejectSchema, type AdminInvoiceRequestPage, type AdminInvoiceRequestRow } from '@shop/contracts/invoice';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError, withQuery } from '../../api.ts';
import { FormDialog } from '../../form-dialog.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodFieldRule } from '../../zod-rule.ts';

const REVIEWS = ['pending_review', 'approved', 'rejected'] as const;
type Review = (typeof REVIEWS)[number];

export function InvoiceReviewPage() {
  const [params, setParams] = useSearchParams();
  const review = (REVIEWS as readonly string[]).includes(params.get('review') ?? '') ? (params.get('review') as Review) : 'pending_review';
  const page = Number(params.get('page')) || 1;
  const { data, loading, error, reload } = useApiData<AdminInvoiceRequestPage>(withQuery('/api/admin/invoice-requests', { review, page }));
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const approve = async (orderNo: string) => {
    try {
      const r = await api<{ issuedInvoiceNo: string | null }>('POST', `/api/admin/invoice-requests/${orderNo}/approve`, {});
      message.success(r.issuedInvoiceNo ? `已通过，专票已开具（${r.issuedInvoiceNo}）` : '已通过，订单完成后开具');
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '审核失败，请稍后重试');
    }
    await reload();
  };

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        专票审核
      </Typography.Title>
      <div role="radiogroup" aria-label="审核状态">
        <Radio.Group
          optionType="button"
          value={review}
          onChange={(e) => setParams(e.target.value === 'pending_review' ? {} : { review: e.target.value })}
          style={{ marginBottom: 16 }}
          options={REVIEWS.map((r) => ({
            value: r,
            label: r === 'pending_review' ? `${INVOICE_REVIEW_LABELS[r]}（${data?.pending ?? 0}）` : INVOICE_REVIEW_LABELS[r],
          }))}
        />
      </div>
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminInvoiceRequestRow>
        rowKey="orderNo"
        size="middle"
        loading={loading}
        dataSource={data?.list}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, showSizeChanger: false, onChange: (p) => setParams({ review, page: String(p) }) }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 180, render: (v: string) => <Link to={`/orders/${v}`}>{v}</Link> },
          {
            title: '单位名称 / 纳税人识别号',
            key: 'title',
            render: (_: unknown, r) => (
              <>
                <div>{r.title}</div>
                <Typography.Text type="secondary">{r.taxNo}</Typography.Text>
              </>
            ),
          },
          {
            title: '地址、电话 / 开户行及账号',
            key: 'bank',
            render: (_: unknown, r) => (
              <>
                <div>{`${r.regAddress ?? ''} ${r.regPhone ?? ''}`}</div>
                <Typography.Text type="secondary">{`${r.bankName ?? ''} ${r.bankAccount ?? ''}`}</Typography.Text>
              </>
            ),
          },
          { title: '提交时间', dataIndex: 'updatedAt', width: 160 },
          { title: '状态', dataIndex: 'reviewLabel', width: 100, render: (v: string, r) => (r.rejectReason ? `${v}：${r.rejectReason}` : v) },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_: unknown, r) =>
              r.review === 'pending_review' ? (
                <Space>
                  <Popconfirm title={`通过订单 ${r.orderNo} 的专票申请？`} okText="通过" cancelText="取消" onConfirm={() => approve(r.orderNo)}>
                    <Button size="small" type="primary">
                      通过
                    </Button>
                  </Popconfirm>
                  <Button size="small" danger onClick={() => setRejecting(r.orderNo)}>
                    驳回
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <FormDialog<{ reason: string }, unknown>
        title={`驳回专票申请 ${rejecting ?? ''}`}
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          void reload();
        }}
        path={`/api/admin/invoice-requests/${rejecting}/reject`}
        name="invoice-reject"
        form={form}
        okText="驳回"
        danger
        success="已驳回，会员可修改后重新提交"
        failure="驳回失败，请稍后重试"
      >
        <Form.Item label="驳回原因" name="reason" rules={[zodFieldRule(invoiceRejectSchema, 'reason', () => form.getFieldsValue())]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：开户行与账号不符" />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}

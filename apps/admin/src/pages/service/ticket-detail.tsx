/**
 * 服务 → 工单详情 (permission tickets.write): the member's question, the order it names, the
 * replies already sent; 发送回复 (checked with the API's zod schema; the member finds it on their
 * ticket and in their messages) and the status steps the ticket may take now (关闭 asks first).
 */
import { TICKET_STATUS_TITLES, type TicketStatus } from '@shop/contracts/inbox';
import { ticketReplyInputSchema, TICKET_REPLY_MAX, type TicketAdminDetail } from '@shop/contracts/service-admin';
import { App, Button, Card, Descriptions, Empty, Form, Input, List, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { zodRule } from '../../zod-rule.ts';
import { ticketStatusTag } from './ticket-list.tsx';
import { StatusSteps, serviceTime } from './service-shared.tsx';
import { useApiData } from '../../use-api-data.ts';
import { DetailHeading } from '../../detail-heading';

function ReplyForm({ ticket, onDone }: { ticket: TicketAdminDetail; onDone: (t: TicketAdminDetail) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ content: string }>();
  const submit = async (v: { content: string }) => {
    setBusy(true);
    try {
      onDone(await api<TicketAdminDetail>('POST', `/api/admin/service/tickets/${ticket.ticketNo}/reply`, v));
      message.success('回复已发送，会员可在消息中心查看');
      form.resetFields();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '发送失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" name="ticket-reply" onFinish={submit}>
      <Form.Item label="回复内容" name="content" rules={[zodRule(ticketReplyInputSchema.shape.content)]}>
        <Input.TextArea rows={4} maxLength={TICKET_REPLY_MAX} showCount placeholder="会员将在工单页与消息中心看到这条回复" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        发送回复
      </Button>
    </Form>
  );
}

function StatusButtons({ ticket, onDone }: { ticket: TicketAdminDetail; onDone: (t: TicketAdminDetail) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<TicketStatus | null>(null);
  const move = async (status: TicketStatus) => {
    setBusy(status);
    try {
      onDone(await api<TicketAdminDetail>('POST', `/api/admin/service/tickets/${ticket.ticketNo}/status`, { status }));
      message.success(`工单已改为${TICKET_STATUS_TITLES[status]}`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '修改失败，请稍后重试');
    } finally {
      setBusy(null);
    }
  };
  return (
    <StatusSteps
      steps={ticket.nextStatuses}
      titles={TICKET_STATUS_TITLES}
      busy={busy}
      onMove={move}
      close={{ label: '关闭工单', confirm: '关闭后不能再回复或修改，确认关闭？' }}
    />
  );
}

export function TicketDetailPage() {
  const { ticketNo } = useParams();
  const { data: ticket, setData: setTicket, error } = useApiData<TicketAdminDetail>(`/api/admin/service/tickets/${encodeURIComponent(ticketNo ?? '')}`);

  if (error) return <Result status="warning" title={error.message} extra={<Link to="/service/tickets">返回服务工单</Link>} />;
  if (!ticket) return <Spin aria-label="加载中" />;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <DetailHeading
          back="/service/tickets"
          backLabel="返回服务工单"
          title={`工单 ${ticket.ticketNo}`}
          status={<span data-testid="ticket-status">{ticketStatusTag(ticket.status)}</span>}
        >
          <StatusButtons ticket={ticket} onDone={setTicket} />
        </DetailHeading>
        <Descriptions style={{ marginTop: 16 }} column={3} size="small" bordered>
          <Descriptions.Item label="问题类型">{ticket.categoryTitle}</Descriptions.Item>
          <Descriptions.Item label="会员手机">{ticket.memberMobile ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="关联订单">{ticket.orderNo ? <Link to={`/orders/${ticket.orderNo}`}>{ticket.orderNo}</Link> : '—'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{serviceTime(ticket.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{serviceTime(ticket.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label="会员ID">
            <Link to={`/members/${ticket.memberId}`}>{ticket.memberId}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="会员的问题" span={3}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{ticket.content}</Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>已发送的回复</h2>}>
        {ticket.replies.length ? (
          <List
            dataSource={ticket.replies}
            renderItem={(r) => (
              <List.Item key={r.id}>
                <List.Item.Meta
                  title={serviceTime(r.at)}
                  description={<span style={{ whiteSpace: 'pre-wrap', color: 'rgba(0, 0, 0, 0.88)' }}>{r.body}</span>}
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty description="尚未回复" />
        )}
        {ticket.status !== 'closed' ? (
          <div style={{ marginTop: 16 }}>
            <ReplyForm ticket={ticket} onDone={setTicket} />
          </div>
        ) : (
          <Typography.Paragraph style={{ marginTop: 16 }}>工单已关闭，不能再回复。</Typography.Paragraph>
        )}
      </Card>
    </Space>
  );
}

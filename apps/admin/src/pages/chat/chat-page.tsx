/**
 * 在线客服 (permission chat.answer, issue #16 item 5): the open conversations with their unread
 * counts (unread first), one conversation's messages with the product or order the shopper came
 * from, answering (Enter sends, Shift+Enter a new line) and closing. Live: one stream of server-
 * sent events for every conversation; EventSource reconnects by itself with Last-Event-ID, so
 * nothing is lost. What the 客服 has in view is marked read.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { App, Badge, Button, Card, Empty, Input, List, Popconfirm, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  ADMIN_CHAT_STREAM_PATH,
  CHAT_MESSAGE_MAX,
  chatAnswerInputSchema,
  mergeMessages,
  type ChatAdminSummary,
  type ChatMessage,
  type ChatStreamEvent,
} from '@shop/contracts/customer-chat';
import { adminChatEndpoints as e } from '@shop/contracts/endpoint-refs/admin-chat';
import { ApiError, api, withQuery } from '../../api.ts';

interface Page {
  list: ChatAdminSummary[];
  total: number;
  unread: number;
}
interface Thread {
  conversation: ChatAdminSummary;
  page: { list: ChatMessage[] };
}

const at = (id: number, path: string) => path.replace(':id', String(id));
const time = (ms: number) => dayjs(ms).format('MM-DD HH:mm');

function ContextLine({ c }: { c: ChatAdminSummary['context'] }) {
  if (c.productCode)
    return (
      <span data-testid="chat-admin-context">
        咨询商品：
        <a href={`/product/${encodeURIComponent(c.productCode)}`} target="_blank" rel="noreferrer">
          {c.productName ?? c.productCode}
        </a>
      </span>
    );
  if (c.orderNo)
    return (
      <span data-testid="chat-admin-context">
        咨询订单：<Link to={`/orders/${encodeURIComponent(c.orderNo)}`}>{c.orderNo}</Link>
      </span>
    );
  return <Typography.Text type="secondary">无来源商品或订单</Typography.Text>;
}

function Bubble({ m }: { m: ChatMessage }) {
  const mine = m.sender === 'staff';
  const system = m.sender === 'system';
  return (
    <li
      data-testid="chat-admin-message"
      data-sender={m.sender}
      style={{ display: 'flex', justifyContent: system ? 'center' : mine ? 'flex-end' : 'flex-start' }}
    >
      <div style={{ maxWidth: '72%' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {m.sender === 'shopper' ? '顾客' : system ? '系统' : `客服 ${m.staffName ?? ''}`} · {time(m.createdAt)}
        </Typography.Text>
        <div
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            padding: system ? 0 : '6px 12px',
            borderRadius: 8,
            background: system ? 'transparent' : mine ? '#1677ff' : '#f0f0f0',
            color: system ? '#595959' : mine ? '#fff' : '#1f1f1f',
          }}
        >
          {m.body}
        </div>
      </div>
    </li>
  );
}

const CONVERSATIONS_PER_PAGE = 20;

export function ChatPage() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [live, setLive] = useState(false);
  const selectedRef = useRef<number | null>(null);
  selectedRef.current = selected;

  const loadList = useCallback(async () => {
    try {
      setPage(await api<Page>('GET', withQuery(e.conversations.path, { status, page: pageNo, pageSize: CONVERSATIONS_PER_PAGE })));
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    }
  }, [status, pageNo, message]);

  const openThread = useCallback(
    async (id: number) => {
      setSelected(id);
      setError('');
      try {
        const t = await api<Thread>('GET', at(id, e.thread.path));
        if (selectedRef.current !== id) return;
        setThread(t);
        if (t.conversation.unread > 0) {
          await api('POST', at(id, e.read.path));
          void loadList();
        }
      } catch (err) {
        if (err instanceof ApiError) message.error(err.message);
      }
    },
    [loadList, message],
  );

  useEffect(() => {
    void loadList();
  }, [loadList]);

  // Every conversation's new messages, live.
  useEffect(() => {
    const source = new EventSource(ADMIN_CHAT_STREAM_PATH);
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('error', () => setLive(false));
    source.addEventListener('message', (ev) => {
      const event = JSON.parse((ev as MessageEvent<string>).data) as ChatStreamEvent;
      if (event.conversationId === selectedRef.current) {
        setThread((t) =>
          t ? { ...t, conversation: { ...t.conversation, status: event.status }, page: { list: mergeMessages(t.page.list, [event.message]) } } : t,
        );
        if (event.message.sender === 'shopper' && document.visibilityState === 'visible')
          void api('POST', at(event.conversationId, e.read.path)).catch(() => undefined);
      }
      void loadList();
    });
    return () => source.close();
  }, [loadList]);

  const send = async () => {
    if (!thread || sending) return;
    const parsed = chatAnswerInputSchema.safeParse({ body: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setSending(true);
    setError('');
    try {
      const m = await api<ChatMessage>('POST', at(thread.conversation.id, e.answer.path), parsed.data);
      setDraft('');
      setThread((t) => (t ? { ...t, page: { list: mergeMessages(t.page.list, [m]) } } : t));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '发送失败，请重试');
    } finally {
      setSending(false);
    }
  };

  const close = async () => {
    if (!thread) return;
    try {
      const c = await api<ChatAdminSummary>('POST', at(thread.conversation.id, e.close.path));
      setThread((t) => (t ? { ...t, conversation: c } : t));
      message.success('会话已结束');
      void loadList();
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    }
  };

  const c = thread?.conversation;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          在线客服
        </Typography.Title>
        <Badge status={live ? 'success' : 'default'} text={live ? '实时连接' : '连接中'} />
        {page ? <Typography.Text type="secondary">未读消息 {page.unread} 条</Typography.Text> : null}
      </Space>
      <div style={{ display: 'grid', gridTemplateColumns: '340px 1fr', gap: 16, alignItems: 'start' }}>
        <Card
          size="small"
          title={
            <Segmented
              value={status}
              onChange={(v) => {
                setStatus(v as 'open' | 'closed');
                setPageNo(1);
              }}
              options={[
                { value: 'open', label: '进行中' },
                { value: 'closed', label: '已结束' },
              ]}
            />
          }
        >
          <List
            aria-label="会话列表"
            data-testid="chat-conversations"
            dataSource={page?.list ?? []}
            // Unread conversations come first on page 1; live messages reload the page shown.
            pagination={
              page && page.total > CONVERSATIONS_PER_PAGE
                ? { current: pageNo, pageSize: CONVERSATIONS_PER_PAGE, total: page.total, size: 'small', showSizeChanger: false, onChange: setPageNo }
                : false
            }
            locale={{ emptyText: <Empty description={status === 'open' ? '暂无进行中的会话' : '暂无已结束的会话'} /> }}
            renderItem={(s) => (
              <List.Item
                key={s.id}
                data-testid="chat-conversation"
                data-id={s.id}
                style={{ cursor: 'pointer', background: s.id === selected ? '#e6f4ff' : undefined, paddingInline: 8 }}
                onClick={() => void openThread(s.id)}
              >
                <List.Item.Meta
                  title={
                    <button
                      type="button"
                      onClick={(ev) => {
                        ev.stopPropagation();
                        void openThread(s.id);
                      }}
                      style={{ all: 'unset', cursor: 'pointer' }}
                    >
                      <Space>
                        <span>{s.shopper}</span>
                        {s.unread > 0 ? <Badge count={s.unread} data-testid="chat-unread" title={`${s.unread} 条未读`} /> : null}
                      </Space>
                    </button>
                  }
                  description={
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }}>
                      {s.lastMessage ?? '—'}
                    </Typography.Text>
                  }
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {time(s.lastMessageAt)}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
        <Card
          size="small"
          title={c ? `${c.shopper}${c.status === 'closed' ? '（已结束）' : ''}` : '选择左侧会话开始接待'}
          extra={
            c && c.status === 'open' ? (
              <Popconfirm title="结束这个会话？" description="顾客会看到会话已结束。" okText="结束会话" cancelText="取消" onConfirm={() => void close()}>
                <Button danger>结束会话</Button>
              </Popconfirm>
            ) : null
          }
        >
          {c ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <ContextLine c={c.context} />
                {c.ticketNo ? <Typography.Text>已转服务工单 {c.ticketNo}</Typography.Text> : null}
                {c.contactMobile ? <Typography.Text copyable={{ text: c.contactMobile }}>回电号码 {c.contactMobile}</Typography.Text> : null}
              </Space>
              <ol
                aria-label="聊天记录"
                data-testid="chat-admin-log"
                style={{ listStyle: 'none', margin: 0, padding: 8, display: 'flex', flexDirection: 'column', gap: 12, maxHeight: 480, overflowY: 'auto' }}
              >
                {thread.page.list.map((m) => (
                  <Bubble key={m.id} m={m} />
                ))}
              </ol>
              {c.status === 'open' ? (
                <Space.Compact style={{ width: '100%' }}>
                  <Input.TextArea
                    aria-label="回复内容"
                    value={draft}
                    maxLength={CHAT_MESSAGE_MAX}
                    showCount
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    placeholder="输入回复，Enter 发送，Shift+Enter 换行"
                    status={error ? 'error' : undefined}
                    onChange={(ev) => setDraft(ev.target.value)}
                    onPressEnter={(ev) => {
                      if (ev.shiftKey || ev.nativeEvent.isComposing) return;
                      ev.preventDefault();
                      void send();
                    }}
                  />
                  <Button type="primary" loading={sending} onClick={() => void send()} style={{ height: 'auto' }}>
                    发送
                  </Button>
                </Space.Compact>
              ) : null}
              {error ? (
                <Typography.Text type="danger" role="alert">
                  {error}
                </Typography.Text>
              ) : null}
            </Space>
          ) : (
            <Empty description="暂未选择会话" />
          )}
        </Card>
      </div>
    </Space>
  );
}

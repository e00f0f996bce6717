/**
 * /customerService — 在线客服 (issue #16 item 5): the shopper (visitor or member) chats with the
 * 客服 desk. Opened from the 客服 tab's sheet or a product page (?spu=&sku=, or ?order= for one of
 * the member's orders), which is attached to the conversation as its context. The page itself is
 * the same for everyone (no loader): the messages are fetched and streamed in the browser, so the
 * page server never keeps anyone's conversation.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ChatConversation, ChatMessage, ChatService } from '@shop/contracts/customer-chat';
import { CHAT_MESSAGE_MAX, mergeMessages } from '@shop/contracts/customer-chat-limits';
import { customerChatEndpoints } from '@shop/contracts/endpoint-refs/customer-chat';
import { api } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { useSignedInUser } from '../../lib/signed-in-user';
import { openChatStream } from './chat-stream';
import styles from './chat.module.css';

export const meta = routeMeta;

const time = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Shanghai' });

function senderName(m: ChatMessage): string {
  if (m.sender === 'shopper') return '我';
  if (m.sender === 'staff') return m.staffName ? `客服 ${m.staffName}` : '客服';
  return '系统消息';
}

function MessageItem({ m }: { m: ChatMessage }) {
  return (
    <li className={styles.msg} data-sender={m.sender} data-testid="chat-message">
      <span className={styles.meta}>
        {senderName(m)} · {time(m.createdAt)}
      </span>
      <p className={styles.bubble}>{m.body}</p>
    </li>
  );
}

function ContextCard({ context }: { context: ChatConversation['context'] }) {
  if (context.productCode)
    return (
      <p className={styles.context} data-testid="chat-context">
        咨询商品：<Link to={`/product/${encodeURIComponent(context.productCode)}`}>{context.productName ?? context.productCode}</Link>
      </p>
    );
  if (context.orderNo)
    return (
      <p className={styles.context} data-testid="chat-context">
        咨询订单：{context.orderNo}
      </p>
    );
  return null;
}

export default function CustomerService() {
  const [params] = useSearchParams();
  const fieldId = useId();
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [service, setService] = useState<ChatService | null>(null);
  const [closed, setClosed] = useState(false);
  const [draft, setDraft] = useState('');
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [connected, setConnected] = useState(false);
  const logEnd = useRef<HTMLDivElement>(null);

  const spuCode = params.get('spu') ?? undefined;
  const skuCode = params.get('sku') ?? undefined;
  const orderNo = params.get('order') ?? undefined;
  // Outside service hours a visitor (no account to answer through) may leave a number to be called back on.
  const askMobile = useSignedInUser() === null && service !== null && !service.open;

  // Open (or resume) the conversation, then follow it live.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let alive = true;
    void api.call(customerChatEndpoints.open, { body: { spuCode, skuCode, orderNo } }).then((r) => {
      if (!alive || !r.ok) return;
      setConversation(r.data);
      setService(r.data.service);
      setClosed(r.data.status === 'closed');
      setMessages(r.data.messages);
      const after = r.data.messages.at(-1)?.id ?? 0;
      stop = openChatStream(
        after,
        (e) => {
          setMessages((list) => mergeMessages(list, [e.message]));
          setClosed(e.status === 'closed');
        },
        setConnected,
      );
    });
    return () => {
      alive = false;
      stop?.();
    };
  }, [spuCode, skuCode, orderNo]);

  // What the shopper sees is read: the unread count goes back to 0 while the page is in view.
  const lastStaff = messages.findLast((m) => m.sender !== 'shopper')?.id;
  useEffect(() => {
    if (lastStaff === undefined) return;
    const markRead = () => {
      if (document.visibilityState === 'visible') void api.call(customerChatEndpoints.read, undefined, { inPlace: 'none' });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [lastStaff]);

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = useCallback(async () => {
    const body = draft.trim();
    if (!body) {
      setError('请输入消息内容');
      return;
    }
    if (sending) return;
    setSending(true);
    setError('');
    try {
      const contactMobile = askMobile && mobile.trim() ? mobile.trim() : undefined;
      const r = await api.call(customerChatEndpoints.send, { body: { body, contactMobile } });
      if (r.ok) {
        setDraft('');
        setClosed(false);
        setService(r.data.service);
        setMessages((list) => mergeMessages(list, r.data.notice ? [r.data.message, r.data.notice] : [r.data.message]));
      } else if (!r.failure.handled) setError(r.failure.displayMessage);
    } finally {
      setSending(false);
    }
  }, [draft, sending, askMobile, mobile]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <main className={styles.page} data-testid="customer-service">
      <div className={styles.head}>
        <h1 className={styles.title}>在线客服</h1>
        {service ? (
          <span className={styles.hours} data-testid="chat-hours">
            服务时间 {service.hours}（北京时间）{connected ? '' : ' · 连接中…'}
          </span>
        ) : null}
      </div>
      {service && !service.open ? (
        <p className={styles.offHours} role="status" data-testid="chat-off-hours">
          现在是非服务时间，客服{service.backAt}回来。您可以先留言，我们会在上班后回复；登录后留言会转为服务工单。
        </p>
      ) : null}
      {askMobile ? (
        <div className={styles.contact}>
          <label htmlFor={`${fieldId}-mobile`}>回电号码（选填）</label>
          <input
            id={`${fieldId}-mobile`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={mobile}
            placeholder="留下手机号，客服上班后联系您"
            onChange={(e) => setMobile(e.target.value)}
          />
        </div>
      ) : null}
      {conversation ? <ContextCard context={conversation.context} /> : null}
      <ol className={styles.log} aria-label="聊天记录" aria-live="polite" data-testid="chat-log">
        {messages.length === 0 ? <li className={styles.empty}>您好，请问有什么可以帮您？</li> : messages.map((m) => <MessageItem key={m.id} m={m} />)}
      </ol>
      {closed ? (
        <p className={styles.empty} data-testid="chat-closed">
          本次会话已结束，发送新消息将开始新的会话。
        </p>
      ) : null}
      <div ref={logEnd} />
      <form className={styles.composer} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={fieldId} className="visually-hidden">
            输入消息
          </label>
          <textarea
            id={fieldId}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            rows={2}
            placeholder="请输入您的问题"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-count`}
          />
          <span id={`${fieldId}-count`} className={styles.count}>
            {draft.length}/{CHAT_MESSAGE_MAX}
          </span>
          {error ? (
            <span className={styles.error} role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <button type="submit" className={`btn btn-primary ${styles.send}`} disabled={sending}>
          发送
        </button>
      </form>
    </main>
  );
}

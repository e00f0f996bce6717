/**
 * /Personalcenter/Personal_support (spec 2.8, 9): service entries — hotline, online service
 * and the customer-service entry codes (10111 default, 10112 smartphones, 10131 order pages)
 * — and the member's support tickets: a form (category, optional order number, question
 * ≤ 500 characters), the list, and one ticket's detail (?ticket=) with 关闭工单.
 */
// This module parses with zod in the browser: without code generation under the CSP.
import '../../../lib/zod-no-eval';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_TITLES,
  TICKET_CONTENT_MAX,
  ticketInputSchema,
  type SupportEntries,
  type Ticket,
  type TicketPage,
} from '@shop/contracts/inbox';
import type { Route } from './+types/support';
import { routeMeta } from '../../../lib/meta';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { memberLoad, pageOf } from './inbox.server';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';
import { inboxCall } from './inbox-api';
import styles from './inbox-pages.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ticketNo = url.searchParams.get('ticket');
  const entry = url.searchParams.get('entry');
  const pageNo = pageOf(request);
  return memberLoad(request, context, async (api) => {
    const [entries, page, ticket] = await Promise.all([
      api.get(inboxEndpoints.supportEntries),
      api.get(inboxEndpoints.tickets, { body: { pageNo, pageSize: 10 } }),
      ticketNo ? api.get(inboxEndpoints.ticket, { params: { ticketNo } }) : Promise.resolve(null),
    ]);
    return { entries, page, ticket, entry: entries.entries.find((e) => e.code === entry)?.code ?? null };
  });
}

const PATH = '/Personalcenter/Personal_support';
type Category = (typeof TICKET_CATEGORIES)[number];

function TicketForm({ initialCategory, onSaved }: { initialCategory: Category | ''; onSaved: (t: Ticket) => void }) {
  const id = useId();
  const [category, setCategory] = useState<Category | ''>(initialCategory);
  const [orderNo, setOrderNo] = useState('');
  const [content, setContent] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const input = { category, orderNo: orderNo.trim() || undefined, content };
  const parsed = ticketInputSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  const shown = (k: string) => (submitted ? errors[k] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (!parsed.success) return;
    setSaving(true);
    try {
      const r = await inboxCall(inboxEndpoints.saveTicket, { body: { ...input, category: parsed.data.category } });
      if (r.ok) {
        setCategory('');
        setOrderNo('');
        setContent('');
        setSubmitted(false);
        onSaved(r.data);
      } else if (r.message) setServerError(r.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="提交服务工单" data-testid="ticket-form" id="ticket">
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-cat`} className={styles.label}>
            问题类型
          </label>
          <select
            id={`${id}-cat`}
            className={styles.select}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as Category);
              setServerError('');
            }}
            aria-invalid={shown('category') ? true : undefined}
            data-testid="ticket-category"
          >
            <option value="">请选择</option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TICKET_CATEGORY_TITLES[c]}
              </option>
            ))}
          </select>
          {shown('category') ? (
            <p className={styles.error} role="alert">
              {shown('category')}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-order`} className={styles.label}>
            订单号（选填）
          </label>
          <input
            id={`${id}-order`}
            className={styles.input}
            value={orderNo}
            maxLength={40}
            inputMode="numeric"
            onChange={(e) => {
              setOrderNo(e.target.value);
              setServerError('');
            }}
            aria-invalid={shown('orderNo') ? true : undefined}
            data-testid="ticket-order"
          />
          {shown('orderNo') ? (
            <p className={styles.error} role="alert">
              {shown('orderNo')}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className={styles.label}>
          问题描述
        </label>
        <textarea
          id={`${id}-content`}
          className={styles.textarea}
          value={content}
          maxLength={TICKET_CONTENT_MAX}
          placeholder="请描述您遇到的问题（5–500字）"
          onChange={(e) => {
            setContent(e.target.value);
            setServerError('');
          }}
          aria-invalid={shown('content') ? true : undefined}
          data-testid="ticket-content"
        />
        <span className={styles.counter}>
          {content.length}/{TICKET_CONTENT_MAX}
        </span>
        {shown('content') ? (
          <p className={styles.error} role="alert">
            {shown('content')}
          </p>
        ) : null}
      </div>
      {serverError ? (
        <p className={styles.formError} role="alert" data-testid="ticket-server-error">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="ticket-submit">
        {saving ? '提交中…' : '提交工单'}
      </button>
    </form>
  );
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { entries, page, ticket, entry } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [closing, setClosing] = useState(false);
  const initialCategory: Category | '' = entry === '10131' ? 'order' : entry === '10112' ? 'product' : '';
  const close = async (no: string) => {
    if (closing) return;
    setClosing(true);
    try {
      const r = await inboxCall(inboxEndpoints.closeTicket, { params: { ticketNo: no } });
      if (r.ok) {
        showToast('工单已关闭');
        await revalidator.revalidate();
      } else if (r.message) showToast(r.message);
    } finally {
      setClosing(false);
    }
  };
  const ticketHref = (no: string) => {
    const q = new URLSearchParams(params);
    q.set('ticket', no);
    return `${PATH}?${q.toString()}`;
  };
  return (
    <div className={styles.page} data-testid="support-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '服务支持', path: PATH },
        ]}
      />
      <h1 className={styles.title}>服务支持</h1>
      <ul className={styles.cards} aria-label="服务入口" data-testid="support-entries">
        <li className={styles.card}>
          <strong>服务热线</strong>
          {entries.hotline ? (
            <a href={`tel:${entries.hotline}`} className={styles.amount} data-testid="support-hotline">
              {entries.hotline}
            </a>
          ) : (
            <span className={styles.muted}>暂未开通</span>
          )}
          <span className={styles.muted}>{entries.hotlineHours}</span>
        </li>
        {entries.entries.map((e) => (
          <li key={e.code} className={styles.card} data-entry={e.code}>
            <strong>{e.title}</strong>
            <span className={styles.muted}>在线客服入口 {e.code}</span>
            <Link to={e.url} className="btn" preventScrollReset={false}>
              在线咨询
            </Link>
          </li>
        ))}
      </ul>

      {ticket ? (
        <section className={styles.panel} data-testid="ticket-detail" aria-label="工单详情" style={{ marginTop: 'var(--space-5)' }}>
          <div className={styles.cardHead}>
            <h2 className={styles.sectionTitle} style={{ margin: 0 }}>
              工单 {ticket.ticketNo}
            </h2>
            <span className={styles.tagAccent} data-testid="ticket-status">
              {ticket.statusTitle}
            </span>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>问题类型</dt>
              <dd>{ticket.categoryTitle}</dd>
            </div>
            <div>
              <dt>订单号</dt>
              <dd>{ticket.orderNo ?? '—'}</dd>
            </div>
            <div>
              <dt>提交时间</dt>
              <dd>{ticket.createdAt}</dd>
            </div>
          </dl>
          <p className={styles.body} data-testid="ticket-content-view">
            {ticket.content}
          </p>
          {ticket.reply ? <p className={styles.body}>客服回复：{ticket.reply}</p> : <p className={styles.muted}>客服会尽快处理并回复您。</p>}
          <div className={styles.actions}>
            {ticket.status !== 'closed' ? (
              <button type="button" className="btn" onClick={() => close(ticket.ticketNo)} disabled={closing} data-testid="ticket-close">
                关闭工单
              </button>
            ) : null}
            <Link to={PATH} className="btn">
              返回
            </Link>
          </div>
        </section>
      ) : null}

      <div className={styles.split} style={{ marginTop: 'var(--space-5)' }}>
        <section>
          <h2 className={styles.sectionTitle}>提交服务工单</h2>
          <TicketForm
            key={entry ?? 'none'}
            initialCategory={initialCategory}
            onSaved={(t) => {
              showToast('工单已提交');
              navigate(`${PATH}?ticket=${t.ticketNo}`);
            }}
          />
        </section>
        <section>
          <h2 className={styles.sectionTitle}>我的工单</h2>
          {page.list.length === 0 ? (
            <section className={styles.empty} data-testid="ticket-empty">
              <p>暂无服务工单</p>
            </section>
          ) : (
            <ul className={styles.list} data-testid="ticket-list">
              {page.list.map((t) => (
                <li key={t.ticketNo} data-testid="ticket-item">
                  <Link to={ticketHref(t.ticketNo)} className={styles.row}>
                    <div className={styles.rowMain}>
                      <span className={styles.rowTitle}>{t.categoryTitle}</span>
                      <span className={styles.muted}>{t.content.length > 40 ? `${t.content.slice(0, 40)}…` : t.content}</span>
                      <span className={styles.muted}>
                        {t.ticketNo} · {t.createdAt}
                      </span>
                    </div>
                    <span className={styles.tag}>{t.statusTitle}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
        </section>
      </div>
    </div>
  );
}

/**
 * /Personalcenter/Personal_Systemmessage (spec 2.8): the member's system messages, newest
 * first, in pages of 10; an unread one has a red dot and a bold title. 全部已读 marks every
 * message read and the header count drops at once.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { MESSAGE_KIND_TITLES, type MessagePage } from '@shop/contracts/inbox';
import type { Route } from './+types/message-list';
import { routeMeta } from '../../../lib/meta';
import { notifyMessagesChanged } from '../../../lib/chrome-data';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { memberLoad, pageOf } from '../records/inbox.server';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';
import { inboxCall } from '../records/inbox-api';
import styles from '../records/inbox-pages.module.css';

export const meta = routeMeta;
export const MESSAGES_PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const pageNo = pageOf(request);
  return memberLoad(request, context, (api) => api.get(inboxEndpoints.messages, { body: { pageNo, pageSize: MESSAGES_PAGE_SIZE } }));
}

const PATH = '/Personalcenter/Personal_Systemmessage';

export default function MessageList({ loaderData: page }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const readAll = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const r = await inboxCall(inboxEndpoints.readAllMessages, {});
      if (r.ok) {
        showToast('已全部标记为已读');
        notifyMessagesChanged();
        await revalidator.revalidate();
      } else if (r.message) showToast(r.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.page} data-testid="messages-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '系统消息', path: PATH },
        ]}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          系统消息
          {page.unread > 0 ? (
            <span className={styles.muted} data-testid="messages-unread">
              （{page.unread} 条未读）
            </span>
          ) : null}
        </h1>
        <button type="button" className="btn" onClick={readAll} disabled={busy || page.unread === 0} data-testid="messages-read-all">
          全部已读
        </button>
      </div>
      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="messages-empty">
          <p>暂无系统消息</p>
          <Link to="/" className="btn btn-primary">
            去逛逛
          </Link>
        </section>
      ) : (
        <ul className={styles.list} data-testid="messages-list">
          {page.list.map((m) => (
            <li key={m.id} data-testid="message-item" data-read={m.read}>
              <Link to={`/Personalcenter/Personal_SystemMessageDetail/${m.id}`} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle} data-read={m.read}>
                    {m.read ? null : <span className={styles.dot} aria-label="未读" data-testid="message-unread-dot" />}
                    {m.title}
                    <span className={styles.tag}>{m.broadcast ? '公告' : MESSAGE_KIND_TITLES[m.kind]}</span>
                  </span>
                  <span className={styles.muted}>{m.summary}</span>
                </div>
                <time className={styles.muted}>{m.createdAt}</time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
    </div>
  );
}

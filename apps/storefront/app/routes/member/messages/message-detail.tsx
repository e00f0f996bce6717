/**
 * /Personalcenter/Personal_SystemMessageDetail/:id (spec 2.8): one system message. Opening it
 * marks it read on the server (the loader's call), then the header count is fetched again.
 * Another member's or an unknown message shows the 404 page.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGE_KIND_TITLES, type MessageDetail } from '@shop/contracts/inbox';
import type { Route } from './+types/message-detail';
import { routeMeta } from '../../../lib/meta';
import { notifyMessagesChanged } from '../../../lib/chrome-data';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { memberLoad } from '../records/inbox.server';
import styles from '../records/inbox-pages.module.css';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return memberLoad(request, context, (api) => api.get(inboxEndpoints.message, { params: { id: params.id } }));
}

const LIST = '/Personalcenter/Personal_Systemmessage';

export default function MessageDetailPage({ loaderData: m }: Route.ComponentProps) {
  useEffect(() => notifyMessagesChanged(), [m.id]);
  return (
    <div className={styles.page} data-testid="message-detail-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '系统消息', path: LIST },
          { name: '消息详情', path: `/Personalcenter/Personal_SystemMessageDetail/${m.id}` },
        ]}
      />
      <article className={styles.panel}>
        <header className={styles.cardHead}>
          <h1 className={styles.title} data-testid="message-title">
            {m.title}
          </h1>
          <span className={styles.tag}>{m.broadcast ? '公告' : MESSAGE_KIND_TITLES[m.kind]}</span>
        </header>
        <time className={styles.muted}>{m.createdAt}</time>
        <p className={styles.body} data-testid="message-body">
          {m.body}
        </p>
        <div className={styles.actions}>
          {m.link ? (
            <Link to={m.link} className="btn btn-primary">
              查看详情
            </Link>
          ) : null}
          <Link to={LIST} className="btn" data-testid="message-back">
            返回消息列表
          </Link>
        </div>
      </article>
    </div>
  );
}

/** The notice pages of spec 2.5 share one look: an icon, a title, a line of text, ways out. */
import { Link } from 'react-router';
import styles from './chrome.module.css';

export type NoticeKind = 'notFound' | 'unauthorized' | 'activityEnded' | 'offShelf' | 'maintenance' | 'unavailable' | 'busy';

const NOTICES: Record<NoticeKind, { icon: string; title: string; text: string }> = {
  notFound: { icon: '404', title: '页面不存在', text: '您访问的页面不存在或已被移除，请检查网址是否正确。' },
  unauthorized: { icon: '401', title: '暂无访问权限', text: '您没有访问该页面的权限，请登录相应账号后再试。' },
  activityEnded: { icon: '⏱', title: '活动已结束', text: '该活动已经结束，感谢您的关注，更多精彩活动敬请期待。' },
  offShelf: { icon: '⌀', title: '商品已下架', text: '该商品已下架或暂停销售，您可以看看其他商品。' },
  maintenance: { icon: '⚙', title: '系统维护中', text: '为了给您提供更好的服务，商城正在升级维护，请稍后访问。' },
  unavailable: { icon: 'ⓘ', title: '页面暂不可用', text: '该页面暂时无法访问，我们正在努力完善，请稍后再来。' },
  busy: { icon: '☕', title: '系统繁忙', text: '当前访问人数较多，请稍后再试。' },
};

export function NoticeView({ kind }: { kind: NoticeKind }) {
  const n = NOTICES[kind];
  return (
    <section className={styles.notice} data-notice={kind} aria-labelledby="notice-title">
      <div className={styles.noticeIcon} aria-hidden="true">
        {n.icon}
      </div>
      <h1 id="notice-title" className={styles.noticeTitle}>
        {n.title}
      </h1>
      <p className={styles.noticeText}>{n.text}</p>
      <div className={styles.noticeActions}>
        <Link to="/" className="btn btn-primary">
          返回首页
        </Link>
        {kind === 'unauthorized' ? (
          <Link to="/user/login" className="btn">
            登录
          </Link>
        ) : null}
      </div>
    </section>
  );
}

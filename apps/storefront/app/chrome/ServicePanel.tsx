/** Online customer service (tab bar 客服, spec 2.1): a bottom sheet with the ways to reach us. */
import { Dialog } from './dialogs/Dialog';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';
import styles from './tabbar.module.css';

export function ServicePanel({ open, onClose, servicePhone }: { open: boolean; onClose: () => void; servicePhone: string }) {
  const tel = servicePhone.replace(/[^\d+]/g, '');
  return (
    <Dialog open={open} onClose={onClose} title="在线客服" variant="sheet" testId="service-panel">
      <ul className={styles.service}>
        <li className={styles.serviceItem}>
          <span className={styles.serviceIcon} aria-hidden="true">
            <ChatIcon />
          </span>
          <span className={styles.serviceText}>
            <strong>在线客服</strong>
            <span>在线客服服务时间为每日 9:00–21:00，即将开放，敬请期待。其他时间请留言或拨打服务热线。</span>
          </span>
        </li>
        <li>
          <a className={styles.serviceItem} href={`tel:${tel}`}>
            <span className={styles.serviceIcon} aria-hidden="true">
              <PhoneIcon />
            </span>
            <span className={styles.serviceText}>
              <strong>电话</strong>
              <span>{servicePhone}（每日 8:00–20:00）</span>
            </span>
          </a>
        </li>
        <li>
          <a className={styles.serviceItem} href="/shoppingMall/contact">
            <span className={styles.serviceIcon} aria-hidden="true">
              <MailIcon />
            </span>
            <span className={styles.serviceText}>
              <strong>邮件咨询</strong>
              <span>填写问题与联系方式，我们将在 1 个工作日内回复。</span>
            </span>
          </a>
        </li>
      </ul>
      <button type="button" className={`btn ${styles.serviceClose}`} onClick={onClose}>
        关闭
      </button>
    </Dialog>
  );
}

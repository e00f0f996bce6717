/**
 * The 客服 sheet (tab bar 客服, spec 2.1; issue #14): 在线客服 first (the live chat, issue #16 item 5,
 * with the product of the page it was opened on), then self-service that works — FAQ, the after-sales guide, the member's orders, after-sales and service
 * tickets, the contact page, and the hotline as a tel: link with its hours (service-entries.ts
 * says which entries and where each fact comes from).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { helpCentreEndpoints } from '@shop/contracts/endpoint-refs/help-centre';
import { quietApi } from '../lib/api-call';
import { chatHref } from '../lib/chat-href';
import { Dialog } from './dialogs/Dialog';
import { ChatIcon, ChevronRightIcon, PhoneIcon, QuestionIcon, ReceiptIcon, ReturnIcon, ShieldCheckIcon, TicketIcon } from './icons';
import { contactOf, serviceEntries, type ServiceContact, type ServiceIconName } from './service-entries';
import styles from './tabbar.module.css';

const ICONS: Record<ServiceIconName, () => React.ReactNode> = {
  faq: () => <QuestionIcon />,
  aftersales: () => <ShieldCheckIcon />,
  orders: () => <ReceiptIcon />,
  returns: () => <ReturnIcon />,
  ticket: () => <TicketIcon />,
  contact: () => <ChatIcon />,
  phone: () => <PhoneIcon />,
};

/** The contact page's hotline hours, asked once per page load (again after a failure). */
let contactLoad: Promise<ServiceContact | null> | null = null;
function loadContact(): Promise<ServiceContact | null> {
  contactLoad ??= quietApi.call(helpCentreEndpoints.guidePage, { params: { slug: 'contact' } }).then((r) => {
    if (!r.ok) contactLoad = null;
    return r.ok ? contactOf(r.data) : null;
  });
  return contactLoad;
}

function useServiceContact(open: boolean): ServiceContact | null {
  const [contact, setContact] = useState<ServiceContact | null>(null);
  useEffect(() => {
    if (!open || contact) return;
    let alive = true;
    void loadContact().then((c) => {
      if (alive) setContact(c);
    });
    return () => {
      alive = false;
    };
  }, [open, contact]);
  return contact;
}

export function ServicePanel({ open, onClose, servicePhone, signedIn }: { open: boolean; onClose: () => void; servicePhone: string; signedIn: boolean }) {
  const contact = useServiceContact(open);
  const { pathname } = useLocation();
  const entries = serviceEntries({ signedIn, servicePhone });
  return (
    <Dialog open={open} onClose={onClose} title="客服与帮助" variant="sheet" testId="service-panel">
      <ul className={styles.service} aria-label="服务入口">
        <li>
          <Link to={chatHref(pathname)} className={styles.serviceItem} onClick={onClose} data-entry="chat">
            <span className={styles.serviceIcon} aria-hidden="true">
              <ChatIcon />
            </span>
            <span className={styles.serviceText}>
              <strong>在线客服</strong>
              <span>客服在线解答，下班后可留言</span>
            </span>
            <ChevronRightIcon size={18} className={styles.serviceChevron} />
          </Link>
        </li>
        {entries.map((e) => {
          const body = (
            <>
              <span className={styles.serviceIcon} aria-hidden="true">
                {ICONS[e.icon]()}
              </span>
              <span className={styles.serviceText}>
                <strong>{e.title}</strong>
                <span>{e.text}</span>
                {e.key === 'hotline' && contact ? (
                  <span data-testid="service-hours">
                    服务时间：{contact.hours}
                    {contact.hoursNote ? `，${contact.hoursNote}` : ''}
                  </span>
                ) : null}
              </span>
              <ChevronRightIcon size={18} className={styles.serviceChevron} />
            </>
          );
          return (
            <li key={e.key}>
              {e.href.startsWith('/') ? (
                <Link to={e.href} className={styles.serviceItem} onClick={onClose} data-entry={e.key}>
                  {body}
                </Link>
              ) : (
                <a href={e.href} className={styles.serviceItem} data-entry={e.key}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className={`btn ${styles.serviceClose}`} onClick={onClose}>
        关闭
      </button>
    </Dialog>
  );
}

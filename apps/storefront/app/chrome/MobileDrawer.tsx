/** The menu drawer (below 1200 px): accordion groups, then the account entries. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { SignedInUser } from '@shop/contracts/auth';
import type { NavGroup } from '@shop/contracts/cms';
import { Dialog } from './dialogs/Dialog';
import { ChevronDownIcon, ChevronRightIcon, LinkIcon } from './icons';
import { LOGOUT_PATH, MEMBER_LINKS, VISITOR_LINKS, loginHref } from './account-links';
import { MESSAGES_PATH, unreadLabel } from '../lib/chrome-data';
import styles from './header.module.css';

export function MobileDrawer({
  open,
  onClose,
  nav,
  user,
  here,
  brandName,
  unread = 0,
}: {
  open: boolean;
  onClose: () => void;
  nav: NavGroup[];
  user: SignedInUser | null;
  here: string;
  brandName: string;
  /** Unread system messages of the signed-in member. */
  unread?: number;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} title={`${brandName}官方商城`} variant="drawer" testId="menu-drawer">
      <nav aria-label="主导航（菜单）">
        <ul className={styles.drawerGroups}>
          {nav.map((g) => {
            const isOpen = expanded === g.code;
            const panelId = `drawer-group-${g.code}`;
            return (
              <li key={g.code} className={styles.drawerGroup}>
                <button
                  type="button"
                  className={styles.drawerTrigger}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setExpanded(isOpen ? null : g.code)}
                >
                  {g.label}
                  <ChevronDownIcon size={18} className={styles.navChevron} />
                </button>
                <div id={panelId} hidden={!isOpen} className={styles.drawerPanel}>
                  <ul className={styles.drawerLinks}>
                    {g.links.map((l) => (
                      <li key={l.href + l.label}>
                        <Link to={l.href} className={styles.drawerLink}>
                          <span className={styles.catIcon}>
                            <LinkIcon icon={l.icon} size={24} />
                          </span>
                          {l.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {g.featured.length > 0 ? (
                    <ul className={styles.drawerFeatured} aria-label="精选推荐">
                      {g.featured.slice(0, 3).map((f) => (
                        <li key={f.href + f.title}>
                          <Link to={f.href} className={styles.drawerFeature}>
                            <strong>{f.title}</strong>
                            <span>{f.subtitle}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {g.guides.length + g.promotions.length > 0 ? (
                    <ul className={styles.drawerChips} aria-label="选购指南与优惠">
                      {[...g.guides, ...g.promotions].map((l) => (
                        <li key={l.href + l.label}>
                          <Link to={l.href}>{l.label}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link to={g.href} className={styles.viewAll}>
                    查看全部{g.label}
                    <ChevronRightIcon size={16} />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className={styles.drawerAccount} aria-label="账户">
        {user ? (
          <>
            <p className={styles.menuHello}>您好，{user.memNm}</p>
            <ul className={styles.drawerAccountLinks}>
              {MEMBER_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
              <li>
                <Link to={MESSAGES_PATH} data-testid="drawer-messages">
                  系统消息
                  {unread > 0 ? (
                    <span className={styles.countPill} data-testid="drawer-message-count" aria-label={`${unread}条未读消息`}>
                      {unreadLabel(unread)}
                    </span>
                  ) : null}
                </Link>
              </li>
              <li>
                <Link to={LOGOUT_PATH} reloadDocument>
                  退出登录
                </Link>
              </li>
            </ul>
          </>
        ) : (
          <>
            <Link to={loginHref(here)} className="btn btn-primary">
              登录/注册
            </Link>
            <ul className={styles.drawerAccountLinks}>
              {VISITOR_LINKS.map((l) => (
                <li key={l.label}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </Dialog>
  );
}

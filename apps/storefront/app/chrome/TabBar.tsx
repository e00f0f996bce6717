/**
 * Mobile tab bar (spec 2.1), below 768 px on the pages whose route meta says `tabBar`.
 * 客服 has no route: it opens the customer-service sheet (ServicePanel), whose first entry is the live
 * chat (在线客服, /customerService). 我的 needs sign-in: without a
 * signed-in user it links straight to login with the way back.
 */
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CompassIcon, GridIcon, HeadsetIcon, HomeIcon, UserIcon } from './icons';
import { onDemand, useOpenedOnce } from './on-demand';
import styles from './tabbar.module.css';
import { leadsToBuiltScreen } from '../lib/built-screens';
import { signInHref } from '../lib/sign-in-href';

const MINE = '/Personalcenter/Personal_homepage';

/** The 客服 sheet is closed at first paint: fetched on intent, rendered once opened. */
const servicePanel = onDemand(() => import('./ServicePanel').then((m) => m.ServicePanel));

export function TabBar({ signedIn, servicePhone }: { signedIn: boolean; servicePhone: string }) {
  const { pathname } = useLocation();
  const [serviceOpen, setServiceOpen] = useState(false);
  const serviceMounted = useOpenedOnce(serviceOpen);
  const tabs = [
    { key: 'home', label: '首页', to: '/home', icon: <HomeIcon />, active: pathname === '/' || pathname === '/home' },
    { key: 'category', label: '分类', to: '/classificationM/smartphone-tablet', icon: <GridIcon />, active: pathname.startsWith('/classificationM') },
    { key: 'discovery', label: '发现', to: '/discovery', icon: <CompassIcon />, active: pathname === '/discovery' || pathname.startsWith('/discovery/') },
  ].filter((t) => leadsToBuiltScreen(t.to));
  return (
    <>
      <nav className={styles.tabBar} aria-label="底部导航" data-testid="tab-bar">
        <ul className={styles.tabs}>
          {tabs.map((t) => (
            <li key={t.key}>
              <Link to={t.to} className={styles.tab} aria-current={t.active ? 'page' : undefined} data-tab={t.key}>
                {t.icon}
                <span>{t.label}</span>
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.tab}
              aria-haspopup="dialog"
              aria-expanded={serviceOpen}
              onClick={() => setServiceOpen(true)}
              onPointerEnter={servicePanel.preload}
              onFocus={servicePanel.preload}
              data-tab="service"
            >
              <HeadsetIcon />
              <span>客服</span>
            </button>
          </li>
          <li>
            <Link
              to={signedIn ? MINE : signInHref(MINE)}
              className={styles.tab}
              aria-current={pathname.startsWith('/Personalcenter') ? 'page' : undefined}
              data-tab="mine"
            >
              <UserIcon />
              <span>我的</span>
            </Link>
          </li>
        </ul>
      </nav>
      {serviceMounted ? (
        <Suspense fallback={null}>
          <servicePanel.Component open={serviceOpen} onClose={() => setServiceOpen(false)} servicePhone={servicePhone} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </>
  );
}

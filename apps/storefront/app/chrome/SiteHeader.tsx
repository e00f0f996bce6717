/**
 * The shop's top bar (spec 2.1): logo, the left and right menus from the CMS (each opens a
 * panel with sub-category links, featured banners, buying guides and promotions), search,
 * cart with its count, and the account entry. Below 1200 px the menus move into a drawer
 * (hamburger) with accordion groups — the spec's phone drawer, also used on tablets where
 * nine menu labels do not fit. Not rendered in the app (it has its own chrome). What is closed at
 * first paint — panels, drawer, search overlay, account menus — is rendered when opened; the
 * first three are fetched on intent (on-demand.ts), keeping them out of the page's first load.
 */
import { Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import type { SignedInUser } from '@shop/contracts/auth';
import type { NavGroup } from '@shop/contracts/cms';
import type { ShopEnvironment } from '@shop/contracts/environment';
import { CART_CHANGED_EVENT, cartCountStore, refreshCartCount } from '../lib/chrome-cart';
import { MESSAGES_CHANGED_EVENT, MESSAGES_PATH, clearUnreadCount, refreshUnreadCount, unreadCountStore, unreadLabel } from '../lib/chrome-data';
import { CartIcon, ChevronDownIcon, MenuIcon, SearchIcon, StarMark, UserIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { onDemand, useOpenedOnce } from './on-demand';
import { LOGOUT_PATH, MEMBER_LINKS, VISITOR_LINKS, loginHref } from './account-links';
import styles from './header.module.css';

// Closed at first paint: fetched on intent, rendered once opened (on-demand.ts).
const navPanel = onDemand(() => import('./NavPanel').then((m) => m.NavPanel));
const drawer = onDemand(() => import('./MobileDrawer').then((m) => m.MobileDrawer));
const searchOverlay = onDemand(() => import('./SearchOverlay').then((m) => m.SearchOverlay));

export interface SiteHeaderProps {
  user: SignedInUser | null;
  brandName: string;
  env: ShopEnvironment;
  nav: NavGroup[];
  searchPlaceholder: string;
}

export function SiteHeader({ user, brandName, env, nav, searchPlaceholder }: SiteHeaderProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const onLoginPage = /^\/(user\/login|cn\/sso)/.test(location.pathname);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // The open panel takes focus (its first link) when opened with ↓ from its trigger.
  const [panelFocus, setPanelFocus] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const searchMounted = useOpenedOnce(searchOpen);
  const headerRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const uid = useId();
  const cartCount = useSyncExternalStore(cartCountStore.subscribe, cartCountStore.get, cartCountStore.server);
  const unread = useSyncExternalStore(unreadCountStore.subscribe, unreadCountStore.get, unreadCountStore.server);

  // Every navigation closes what the header opened.
  useEffect(() => {
    setOpenGroup(null);
    setDrawerOpen(false);
    setSearchOpen(false);
  }, [location.key]);

  // Cart count: on load, after sign-in/out, and whenever something says the cart changed.
  useEffect(() => {
    if (env === 'app') return;
    void refreshCartCount();
    const onChange = () => void refreshCartCount();
    window.addEventListener(CART_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChange);
  }, [env, user?.userNo]);

  // Unread system messages (members only): on load, after sign-in, and when messages are read.
  useEffect(() => {
    if (env === 'app') return;
    if (!user) {
      clearUnreadCount();
      return;
    }
    void refreshUnreadCount();
    const onChange = () => void refreshUnreadCount();
    window.addEventListener(MESSAGES_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(MESSAGES_CHANGED_EVENT, onChange);
  }, [env, user?.userNo]);

  const closePanel = useCallback(
    ({ refocus }: { refocus: boolean }) => {
      setOpenGroup((code) => {
        if (code && refocus) document.getElementById(`${uid}-trigger-${code}`)?.focus();
        return null;
      });
    },
    [uid],
  );
  useDismiss(headerRef, openGroup !== null, closePanel);

  if (env === 'app') return null;

  const left = nav.filter((g) => g.side === 'left');
  const right = nav.filter((g) => g.side === 'right');
  const openPanelGroup = openGroup === null ? undefined : nav.find((g) => g.code === openGroup);
  const openPanel = (code: string | null, focus = false) => {
    setPanelFocus(focus);
    setOpenGroup(code);
  };
  const hoverOpen = (code: string) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => openPanel(code), 120);
  };
  const hoverClose = () => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenGroup(null), 200);
  };
  // Menu bar keys: ←/→ move between groups, ↓ opens a group and enters its panel.
  const onNavKeyDown = (e: React.KeyboardEvent) => {
    const triggers = Array.from(headerRef.current?.querySelectorAll<HTMLButtonElement>('button[data-nav]') ?? []);
    const i = triggers.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const next = triggers[(i + (e.key === 'ArrowRight' ? 1 : triggers.length - 1)) % triggers.length];
      next.focus();
      if (openGroup) openPanel(next.dataset.nav ?? null);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      openPanel(triggers[i].dataset.nav ?? '', true);
    }
  };
  const navItem = (g: NavGroup) => {
    const open = openGroup === g.code;
    return (
      <li key={g.code} onMouseEnter={() => hoverOpen(g.code)}>
        <button
          type="button"
          id={`${uid}-trigger-${g.code}`}
          className={styles.navTrigger}
          aria-expanded={open}
          aria-controls={`${uid}-panel-${g.code}`}
          data-nav={g.code}
          onClick={() => {
            clearTimeout(hoverTimer.current);
            openPanel(open ? null : g.code);
          }}
        >
          {g.label}
          <ChevronDownIcon size={14} className={styles.navChevron} />
        </button>
      </li>
    );
  };

  return (
    <>
      <header
        ref={headerRef}
        className={styles.header}
        data-panel-open={openGroup !== null}
        onMouseLeave={hoverClose}
        onMouseEnter={() => openGroup && clearTimeout(hoverTimer.current)}
      >
        <div className={styles.bar}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.hamburger}`}
            aria-label="打开菜单"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={drawer.preload}
            onFocus={drawer.preload}
            data-testid="menu-button"
          >
            <MenuIcon />
            {user && unread > 0 ? (
              <span className={styles.badge} data-testid="menu-message-count" aria-label={`${unread}条未读消息`}>
                {unreadLabel(unread)}
              </span>
            ) : null}
          </button>
          <Link to="/" className={styles.logo} aria-label={`${brandName}官方商城首页`} data-testid="logo">
            <StarMark size={22} className={styles.logoMark} />
            <span>{brandName}</span>
          </Link>
          <nav className={styles.nav} aria-label="主导航" onKeyDown={onNavKeyDown} onPointerEnter={navPanel.preload} onFocus={navPanel.preload}>
            <ul className={styles.navList}>{left.map(navItem)}</ul>
            <ul className={`${styles.navList} ${styles.navRight}`}>{right.map(navItem)}</ul>
          </nav>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="搜索"
              aria-haspopup="dialog"
              onClick={() => setSearchOpen(true)}
              onPointerEnter={searchOverlay.preload}
              onFocus={searchOverlay.preload}
              data-testid="search-button"
            >
              <SearchIcon />
            </button>
            <Link to="/shoppingCart" className={styles.iconButton} aria-label={cartCount > 0 ? `购物车，${cartCount}件商品` : '购物车'} data-testid="cart-link">
              <CartIcon />
              {cartCount > 0 ? (
                <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </Link>
            {user ? <UserMenu user={user} unread={unread} /> : onLoginPage ? null : <VisitorMenu here={here} />}
          </div>
        </div>
        {openPanelGroup ? (
          <Suspense fallback={null}>
            <navPanel.Component
              key={openPanelGroup.code}
              id={`${uid}-panel-${openPanelGroup.code}`}
              labelledBy={`${uid}-trigger-${openPanelGroup.code}`}
              group={openPanelGroup}
              focusFirst={panelFocus}
            />
          </Suspense>
        ) : null}
      </header>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <drawer.Component
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            nav={nav}
            user={user}
            here={here}
            brandName={brandName}
            unread={user ? unread : 0}
          />
        </Suspense>
      ) : null}
      {searchMounted ? (
        <Suspense fallback={null}>
          <searchOverlay.Component open={searchOpen} onClose={() => setSearchOpen(false)} placeholder={searchPlaceholder} />
        </Suspense>
      ) : null}
    </>
  );
}

function UserMenu({ user, unread }: { user: SignedInUser; unread: number }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  const close = useCallback(({ refocus }: { refocus: boolean }) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  useDismiss(ref, open, close);
  return (
    <div ref={ref} className={styles.account}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        data-testid="user-menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {user.ava ? <img src={user.ava} alt="" width={32} height={32} className={styles.avatarImg} /> : user.memNm.slice(0, 1)}
        </span>
        {unread > 0 ? (
          <span className={`${styles.badge} ${styles.userBadge}`} data-testid="message-count" aria-label={`${unread}条未读消息`}>
            {unreadLabel(unread)}
          </span>
        ) : null}
        <span className={styles.userName}>{user.memNm}</span>
        <ChevronDownIcon size={14} className={styles.navChevron} />
      </button>
      {open ? (
        <div id={menuId} className={styles.menu}>
          <p className={styles.menuHello}>您好，{user.memNm}</p>
          <ul className={styles.menuList}>
            {MEMBER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              <Link to={MESSAGES_PATH} className={styles.menuMessages} data-testid="menu-messages">
                系统消息
                {unread > 0 ? <span className={styles.countPill}>{unreadLabel(unread)}</span> : null}
              </Link>
            </li>
            <li className={styles.menuSep}>
              <Link to={LOGOUT_PATH} reloadDocument>
                退出登录
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function VisitorMenu({ here }: { here: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(({ refocus }: { refocus: boolean }) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  useDismiss(ref, open, close);
  return (
    <div ref={ref} className={styles.account}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.iconButton} ${styles.desktopOnly}`}
        aria-label="账户"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        data-testid="account-button"
      >
        <UserIcon />
      </button>
      {open ? (
        <div id={menuId} className={styles.menu}>
          <ul className={styles.menuList}>
            <li>
              <Link to={loginHref(here)}>登录/注册</Link>
            </li>
            {VISITOR_LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link className={`btn btn-primary ${styles.loginButton}`} to={loginHref(here)} data-testid="login-link">
        登录/注册
      </Link>
    </div>
  );
}

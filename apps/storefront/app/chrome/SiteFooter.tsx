/**
 * Footer (spec 2.1): the CMS columns (accordion on phones), then region selector, legal and
 * social links, copyright, filing and licence numbers. The mobile bottom spacer keeps the
 * last lines clear of the tab bar / buy bar (see chromeVisibility).
 */
import { useId, useRef, useState, useCallback } from 'react';
import { Link } from 'react-router';
import type { CmsLink, Footer } from '@shop/contracts/cms';
import { ChevronDownIcon, GlobeIcon, LinkIcon, SocialIcon } from './icons';
import { useDismiss } from './use-dismiss';
import styles from './footer.module.css';

function FooterLink({ link, className }: { link: CmsLink; className?: string }) {
  const external = /^https?:/.test(link.href);
  return external ? (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

export function SiteFooter({
  footer,
  filingNumber,
  licenseNumber,
  spacer,
}: {
  footer: Footer;
  filingNumber: string;
  licenseNumber: string;
  spacer: 0 | 80 | 100;
}) {
  const [openCol, setOpenCol] = useState<number | null>(null);
  const uid = useId();
  const filings: CmsLink[] =
    footer.filings.length > 0
      ? footer.filings
      : [filingNumber && { label: filingNumber, href: 'https://beian.miit.gov.cn/' }, licenseNumber && { label: licenseNumber, href: '' }].filter(
          (x): x is CmsLink => !!x,
        );
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        {footer.columns.length > 0 ? (
          <nav className={styles.columns} aria-label="网站导航">
            {footer.columns.map((col, i) => {
              const open = openCol === i;
              const listId = `${uid}-col-${i}`;
              return (
                <section key={col.title} className={styles.column} data-open={open} data-col={col.title}>
                  <h2 className={styles.colTitle}>{col.title}</h2>
                  <h2 className={styles.colToggleWrap}>
                    <button type="button" className={styles.colToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpenCol(open ? null : i)}>
                      {col.title}
                      <ChevronDownIcon size={18} />
                    </button>
                  </h2>
                  <ul id={listId} className={styles.colList}>
                    {col.links.map((l) => (
                      <li key={l.href + l.label}>
                        <FooterLink link={l} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </nav>
        ) : null}

        <div className={styles.bottom}>
          <div className={styles.bottomRow}>
            {footer.regions.length > 0 ? <RegionSelector regions={footer.regions} /> : null}
            {footer.legal.length > 0 ? (
              <ul className={styles.inline} aria-label="法律信息">
                {footer.legal.map((l) => (
                  <li key={l.href + l.label}>
                    <FooterLink link={l} />
                  </li>
                ))}
              </ul>
            ) : null}
            {footer.social.length > 0 ? (
              <ul className={styles.social} aria-label="关注我们">
                {footer.social.map((l) => (
                  <li key={l.href + l.label}>
                    <a
                      href={l.href}
                      aria-label={l.label}
                      title={l.label}
                      {...(/^https?:/.test(l.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      <SocialIcon label={l.label} href={l.href} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <p className={styles.copyright} data-testid="copyright">
            {footer.copyright}
          </p>
          {filings.length > 0 ? (
            <ul className={styles.filings} aria-label="备案与许可证">
              {filings.map((l) => (
                <li key={l.label}>
                  {l.icon ? <LinkIcon icon={l.icon} size={14} /> : null}
                  {l.href ? <FooterLink link={l} /> : <span>{l.label}</span>}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {spacer ? <div className={styles.spacer} style={{ height: spacer }} data-testid="tabbar-spacer" data-height={spacer} aria-hidden="true" /> : null}
    </footer>
  );
}

function RegionSelector({ regions }: { regions: CmsLink[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const current = (regions.find((r) => r.badge) ?? regions[0]).label;
  return (
    <div ref={ref} className={styles.region}>
      <button
        type="button"
        className={styles.regionButton}
        aria-label={`国家/地区与语言：${current}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <GlobeIcon size={18} />
        {current}
        <ChevronDownIcon size={14} />
      </button>
      <ul id={listId} className={styles.regionList} hidden={!open} aria-label="选择国家/地区与语言" data-testid="region-list">
        {regions.map((r) => (
          <li key={r.href + r.label}>
            <a href={r.href} aria-current={r.label === current ? 'true' : undefined}>
              {r.label}
              {r.badge ? <span className={styles.regionBadge}>{r.badge}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

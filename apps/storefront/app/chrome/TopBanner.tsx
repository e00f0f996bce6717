/** Top banner above the header (CMS `getTopBanner`), when the CMS has one. */
import { Link } from 'react-router';
import type { TopBanner as TopBannerData } from '../lib/chrome-data';
import { ChevronRightIcon } from './icons';
import styles from './notices.module.css';

export function TopBanner({ banner }: { banner: TopBannerData }) {
  // The CMS background is a colour of the campaign; anything that is not a plain colour is ignored.
  const bg = /^#[0-9a-f]{3,8}$/i.test(banner.background) ? banner.background : undefined;
  const body = (
    <>
      <span>{banner.text}</span>
      {banner.href ? <ChevronRightIcon size={14} /> : null}
    </>
  );
  return (
    <div className={styles.topBanner} style={bg ? { background: bg } : undefined} data-testid="top-banner">
      {banner.href ? (
        <Link to={banner.href} className={styles.topBannerLink}>
          {body}
        </Link>
      ) : (
        <p className={styles.topBannerLink}>{body}</p>
      )}
    </div>
  );
}

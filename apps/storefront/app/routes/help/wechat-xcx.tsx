/**
 * /WeChat-xcx (spec 2.10): the shop's WeChat mini-program — what it offers, how to open it,
 * its QR code (drawn by the API from the configured mini-program link) and, on a phone, a
 * button that opens the link.
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/wechat-xcx';
import { helpCentreEndpoints } from '@shop/contracts/endpoint-refs/help-centre';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { GuideContent } from './GuideContent';
import { HOME_CRUMB } from './help-crumbs';
import styles from './help.module.css';

export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const r = await serverCaller(context).call(helpCentreEndpoints.wechatPage);
  if (!r.ok) throw data(null, { status: r.failure.status === 404 ? 404 : 503 });
  return { page: r.data };
}

export default function WechatMiniProgram({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const mp = page.miniProgram;
  return (
    <div className={styles.page} data-testid="wechat-page">
      <Breadcrumbs crumbs={[HOME_CRUMB, { name: '微信小程序', path: '/WeChat-xcx' }]} />
      <div className={styles.wechat}>
        <header className={styles.wechatHead}>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.summary}>{page.summary}</p>
          <a className={`btn btn-primary ${styles.phoneOnly}`} href={mp.url} data-testid="open-mini-program">
            打开小程序
          </a>
        </header>
        <figure className={styles.qr} data-testid="mini-program-qr" data-qr-content={mp.url}>
          <div
            className={styles.qrImage}
            role="img"
            aria-label={`${mp.name}小程序码，使用微信扫一扫打开`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn by our API (qrcode library) from the configured link, no shopper input
            dangerouslySetInnerHTML={{ __html: mp.qrSvg }}
          />
          <figcaption>微信扫一扫，打开{mp.name}</figcaption>
        </figure>
      </div>
      <div className={styles.article}>
        <GuideContent sections={page.sections} idPrefix="wechat" />
        <p className={styles.version}>
          版本 {page.version} · {page.effectiveDate} 起生效
        </p>
        <aside className={styles.moreHelp} aria-label="更多帮助">
          <p>使用中遇到问题？</p>
          <Link to="/faq" className="btn">
            常见问题
          </Link>
          <Link to="/shoppingMall/contact" className="btn">
            联系客服
          </Link>
        </aside>
      </div>
    </div>
  );
}

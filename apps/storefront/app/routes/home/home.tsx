/**
 * /, /home, /O2O — the home page: hero carousel, category entries, flash-sale strip,
 * new and hot products, recommendations, ad tiles. With MAIN_SITE_URL set, home goes there
 * (spec 2.2). Every block is optional: a failing or empty source hides its block only.
 *
 * Flash-sale strip (FlashSaleStrip.tsx): the marketing module's real flash sales, each card
 * leading to the page where its flash price is charged, counting down to the real end.
 * No flash sale: no strip.
 */
import { Link, redirect } from 'react-router';
import type { Category, ProductCard } from '@shop/contracts/catalog';
import type { Ad, Banner } from '@shop/contracts/cms';
import type { FlashSaleList } from '@shop/contracts/marketing';
import { marketingEndpoints } from '@shop/contracts/endpoint-refs/marketing';
import { platformSegment } from '@shop/contracts/environment';
import type { Route } from './+types/home';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { HeroCarousel } from '../../components/HeroCarousel';
import { ProductGrid, ProductRail } from '../../components/ProductCard';
import { fetchNewRec, fetchTree, safe } from '../catalog/catalog.server';
import { FlashSaleStrip } from './FlashSaleStrip';
import styles from './home.module.css';
import { builtLinks } from '../../lib/built-screens';

export const meta = routeMeta;

/** Flash-sale cards on the strip. */
const FLASH_ITEMS = 4;

export async function loader({ context }: Route.LoaderArgs) {
  if (context.settings.mainSiteUrl) throw redirect(context.settings.mainSiteUrl);
  const api = serverCaller(context);
  const seg = platformSegment(context.request.env);
  const list = <T,>(v: T[] | null | undefined): T[] => (Array.isArray(v) ? v : []);
  const [banners, tree, rec, ads, promos, flash, serverNow] = await Promise.all([
    safe<Banner[]>(api.get(cmsEndpoints.banners, { params: { platform: seg }, query: { position: 'home' } }), []),
    fetchTree(api),
    fetchNewRec(api, context.request.env),
    safe<Ad[]>(api.get(cmsEndpoints.indexAd, { query: { platform: seg } }), []),
    safe<Ad[]>(api.get(cmsEndpoints.adList, { params: { platform: seg, posCd: 'HOME_PROMO' } }), []),
    safe<FlashSaleList | null>(api.get(marketingEndpoints.flashSales, { query: { upcomingHours: 24, limit: FLASH_ITEMS } }), null),
    safe<number>(api.get(sysEndpoints.serverTime), Date.now()),
  ]);
  const now = Number(serverNow) || Date.now();
  // One row of new products, one row of hot ones (not repeating the new row); 为你推荐 gets
  // the rest of both lists, interleaved, without repeats.
  const newProducts = rec.newProducts.slice(0, 4);
  const seen = new Set(newProducts.map((p) => p.spuCode));
  const hotProducts = rec.hotProducts.filter((p) => !seen.has(p.spuCode)).slice(0, 4);
  for (const p of hotProducts) seen.add(p.spuCode);
  const recommended: ProductCard[] = [];
  const rest = [rec.newProducts.slice(4), rec.hotProducts];
  for (let i = 0; i < Math.max(rest[0].length, rest[1].length); i++) {
    for (const p of [rest[1][i], rest[0][i]]) {
      if (p && !seen.has(p.spuCode)) {
        seen.add(p.spuCode);
        recommended.push(p);
      }
    }
  }
  return {
    // CMS content may point at screens of later issues: those entries wait until they are built.
    banners: builtLinks(list(banners)),
    categories: tree.map((c: Category) => ({ code: c.code, name: c.name, icon: c.icon })),
    newProducts,
    hotProducts,
    recommended: recommended.slice(0, 8),
    ads: builtLinks(list(ads)).slice(0, 4),
    promos: builtLinks(list(promos)).slice(0, 6),
    flash: list(flash?.items).slice(0, FLASH_ITEMS),
    // The flash sales' clock is the server's, as the list answered it.
    serverNow: flash?.serverTimeMs ?? now,
  };
}

function SectionHead({ id, title, more }: { id: string; title: string; more?: { to: string; label: string } }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {more ? (
        <Link to={more.to} className={styles.more}>
          {more.label} ›
        </Link>
      ) : null}
    </div>
  );
}

function AdTiles({ ads, wide = false }: { ads: Ad[]; wide?: boolean }) {
  return (
    <ul className={`${styles.ads} ${wide ? styles.adsWide : ''}`}>
      {ads.map((a) => (
        <li key={a.id}>
          <Link to={a.href} className={styles.ad}>
            <img src={a.image} alt="" width={wide ? 960 : 640} height={wide ? 480 : 400} loading="lazy" className={styles.adImg} />
            <span className={styles.adText}>
              <span className={styles.adTitle}>{a.title}</span>
              {a.subtitle ? <span className={styles.adSubtitle}>{a.subtitle}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, categories, newProducts, hotProducts, recommended, ads, promos, flash, serverNow } = loaderData;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">官方商城首页</h1>
      <HeroCarousel banners={banners} />

      {categories.length > 0 ? (
        <nav className={styles.section} aria-label="商品分类" data-testid="home-categories">
          <ul className={styles.categories}>
            {categories.map((c) => (
              <li key={c.code}>
                <Link to={`/list/${c.code}`} className={styles.category} data-testid="home-category">
                  <span className={styles.categoryIcon}>{c.icon ? <img src={c.icon} alt="" width={64} height={64} loading="lazy" /> : null}</span>
                  <span className={styles.categoryName}>{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {flash.length > 0 ? (
        <div className={styles.section}>
          <FlashSaleStrip items={flash} serverNow={serverNow} />
        </div>
      ) : null}

      {newProducts.length > 0 ? (
        <section className={styles.section} aria-labelledby="new-title" data-testid="home-new">
          <SectionHead id="new-title" title="新品上市" more={{ to: '/list?sort=newest', label: '查看全部' }} />
          <ProductRail products={newProducts} label="新品上市" />
        </section>
      ) : null}

      {ads.length > 0 ? (
        <section className={styles.section} aria-label="精选活动" data-testid="home-ads">
          <AdTiles ads={ads} wide />
        </section>
      ) : null}

      {hotProducts.length > 0 ? (
        <section className={styles.section} aria-labelledby="hot-title" data-testid="home-hot">
          <SectionHead id="hot-title" title="热销爆款" more={{ to: '/list?sort=sales', label: '查看全部' }} />
          <ProductRail products={hotProducts} label="热销爆款" />
        </section>
      ) : null}

      {promos.length > 0 ? (
        <section className={styles.section} aria-label="优惠专区" data-testid="home-promos">
          <AdTiles ads={promos} />
        </section>
      ) : null}

      {recommended.length > 0 ? (
        <section className={styles.section} aria-labelledby="rec-title" data-testid="home-recommend">
          <SectionHead id="rec-title" title="为你推荐" />
          <ProductGrid products={recommended} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * /sitemap.xml — resource route: home, categories, every product (the listing API paged
 * through with pageSize 60) and the main static pages, as absolute URLs.
 */
import type { Route } from './+types/sitemap-xml';
import { catalogEndpoints } from '@shop/contracts/endpoint-refs/catalog';
import { serverCaller } from '../../lib/api-call';
import { fetchTree } from '../catalog/catalog.server';
import { SITEMAP_GROUPS } from './sitemap-links';

const PAGE_SIZE = 60;
const MAX_PAGES = 200;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverCaller(context);
  const origin = context.request.origin.replace(/\/$/, '');
  const urls = new Map<string, { changefreq: string; priority: string }>();
  const add = (path: string, changefreq: string, priority: string) => {
    const href = `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
    if (!urls.has(href)) urls.set(href, { changefreq, priority });
  };
  add('/', 'daily', '1.0');

  const tree = await fetchTree(api);
  for (const c of tree) {
    add(`/list/${encodeURIComponent(c.code)}`, 'daily', '0.8');
    for (const d of c.children ?? []) add(`/list/${encodeURIComponent(d.code)}`, 'daily', '0.7');
  }

  let ok = true;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await api.get(catalogEndpoints.list, { query: { sort: 'default', page, pageSize: PAGE_SIZE } }).catch(() => null);
    if (!r) {
      ok = page > 1;
      break;
    }
    for (const p of r.items) add(p.url || `/product/${p.spuCode}/${p.skuCode}`, 'weekly', '0.6');
    if (r.items.length === 0 || page * PAGE_SIZE >= r.total) break;
  }

  for (const g of SITEMAP_GROUPS) for (const l of g.links) add(l.to, 'monthly', '0.4');

  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [...urls].map(([loc, m]) => `  <url><loc>${esc(loc)}</loc><changefreq>${m.changefreq}</changefreq><priority>${m.priority}</priority></url>`).join('\n') +
    '\n</urlset>\n';
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // A partial map (catalogue unreachable) must not be kept by caches.
      'cache-control': ok && tree.length > 0 ? 'public, max-age=3600' : 'no-store',
    },
  });
}

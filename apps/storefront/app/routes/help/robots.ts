/**
 * robots.txt (issue #14): the catalogue is open to crawlers; the personal centre, cart,
 * checkout, payment and sign-in pages are not (they are per shopper and say nothing to a
 * search engine); the XML sitemap is named. Pure, so a unit test holds it to the route table.
 */
import { API_PREFIX } from '@shop/contracts/endpoint';

/** Path prefixes crawlers are asked to leave alone (robots prefix match, case-sensitive as the routes are). */
export const ROBOTS_DISALLOW: readonly string[] = [
  // Personal centre (every member route) and the parcel pages it links to.
  '/Personalcenter',
  '/logistics_information',
  // Cart and checkout.
  '/shoppingCart',
  '/cartProduct/',
  // Checkout and payment pages (web and app web view).
  '/order/',
  '/appOrder/',
  // Sign-in and account hand-offs.
  '/user/',
  '/cn/sso',
  // Not pages: the API, previews of unpublished products, the local provider sandboxes.
  `${API_PREFIX}/`,
  '/preview/',
  '/sandbox/',
];

/** Is `path` disallowed by the rules above (robots prefix match)? */
export function isDisallowed(path: string): boolean {
  return ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix));
}

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/$/, '');
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

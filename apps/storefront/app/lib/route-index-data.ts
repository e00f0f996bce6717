/**
 * THE route table as the browser needs it: each route's id, path and flags, without the page
 * titles, keywords and descriptions (they were 6 KB gzip of every first load; the root loader
 * hands the current page's to `lib/meta.ts`). Computed from app/routes.ts; in the client build
 * vite.config.ts replaces this module by its values as literals, so routes.ts is not shipped.
 * This module's exports must stay plain data for that reason.
 */
import { PENDING_MODULE, SHOP_ROUTES } from '../routes';

/** Bits of a row's flags. */
export const ROUTE_FLAG = {
  /** meta.tabBar: the phone tab bar shows. */
  tabBar: 1,
  /** meta.noProgress: no progress bar on navigation there. */
  noProgress: 2,
  /** The page-unavailable or not-found notice: a link there leads nowhere (lib/built-screens.ts). */
  notBuilt: 4,
} as const;

const NOTICE_ONLY_MODULE = /\/notice\/(not-found|unavailable)\.tsx$/;

/** [id, path as the table writes it, flags], in the table's order. */
export const ROUTE_INDEX: readonly (readonly [id: string, path: string, flags: number])[] = SHOP_ROUTES.map((r) => {
  const notBuilt = r.path === '*' || r.module === PENDING_MODULE || NOTICE_ONLY_MODULE.test(r.module);
  return [
    r.id,
    r.path,
    (r.meta.tabBar ? ROUTE_FLAG.tabBar : 0) | (r.meta.noProgress ? ROUTE_FLAG.noProgress : 0) | (notBuilt ? ROUTE_FLAG.notBuilt : 0),
  ] as const;
});

/**
 * Types of THE route table (app/routes.ts). Kept apart so that runtime code can import
 * the types without pulling build-time helpers into the client bundle.
 */
export type Role = 'member' | 'student' | 'enterprise';

export interface RouteMeta {
  /** Page title (Simplified Chinese); the brand suffix is added at render time. */
  title: string;
  keywords?: string;
  description?: string;
  /** Answer with Cache-Control: no-store (spec 2.3, 2.5, 2.6 ...). */
  noCache?: boolean;
  /** Route kept only for a user holding one of these roles (spec 6). Empty/absent: public. */
  roles?: Role[];
  /** Hidden from navigation and the sitemap (spec: "hidden"). */
  hidden?: boolean;
  /** Kept alive between visits (spec 2.11 FAQ). */
  keepAlive?: boolean;
  /** No top progress bar on navigation to this route (spec 2.13: liveCoupon). */
  noProgress?: boolean;
  /**
   * Nothing the route's loaders return is personal: a signed-in shopper is served the visitor's
   * page (kept by the page server, issue #15), and the browser puts in their name and the other
   * personal parts (lib/signed-in-user.ts). Only routes without roles.
   */
  sharedWithMembers?: boolean;
  /** Mobile footer tab bar shows on this page (spec 2.1). */
  tabBar?: boolean;
}

export interface ShopRoute {
  /** Unique, stable id (also the React Router route id). */
  id: string;
  /** Path exactly as the spec writes it, optional segments with `?`. */
  path: string;
  /** Route module file, relative to app/. */
  module: string;
  meta: RouteMeta;
  children?: ShopRoute[];
}

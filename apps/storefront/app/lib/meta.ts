/**
 * Page head from THE route table: title (with the brand), keywords, description and the
 * canonical link. The texts come with the root loader's data (`page`, the current path's entry,
 * worked out on the server: the browser does not download the table's texts). React Router gives
 * a route's meta function the matches up to that route only, so every route module re-exports
 * this as its `meta` (root's is the fallback).
 */
import type { MetaDescriptor } from 'react-router';

interface MetaInput {
  matches: ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
}

/** A route's page text (RouteMeta of app/route-types.ts). */
export interface PageText {
  title: string;
  keywords?: string;
  description?: string;
}

interface RootMetaData {
  brandName?: string;
  origin?: string;
  page?: PageText;
}

export function routeMeta({ matches, location }: MetaInput): MetaDescriptor[] {
  const root = (matches[0]?.data ?? {}) as RootMetaData;
  const entry = matches.length > 1 ? root.page : undefined;
  const brand = `${root.brandName ?? '星辰'}官方商城`;
  const tags: MetaDescriptor[] = [{ title: entry ? `${entry.title} - ${brand}` : brand }];
  if (entry?.keywords) tags.push({ name: 'keywords', content: entry.keywords });
  if (entry?.description) tags.push({ name: 'description', content: entry.description });
  if (root.origin) tags.push({ tagName: 'link', rel: 'canonical', href: `${root.origin}${location.pathname}` });
  return tags;
}

/**
 * Page head from THE route table: title (with the brand), keywords, description and the
 * canonical link. React Router gives a route's meta function the matches up to that route
 * only, so every route module re-exports this as its `meta` (root's is the fallback).
 */
import type { MetaDescriptor } from 'react-router';
import { routeById } from './route-meta';

interface MetaInput {
  matches: ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
}

interface RootMetaData {
  brandName?: string;
  origin?: string;
}

export function routeMeta({ matches, location }: MetaInput): MetaDescriptor[] {
  const root = (matches[0]?.data ?? {}) as RootMetaData;
  const leaf = matches[matches.length - 1];
  const entry = matches.length > 1 ? routeById(leaf?.id) : undefined;
  const brand = `${root.brandName ?? '星辰'}官方商城`;
  const tags: MetaDescriptor[] = [{ title: entry ? `${entry.meta.title} - ${brand}` : brand }];
  if (entry?.meta.keywords) tags.push({ name: 'keywords', content: entry.meta.keywords });
  if (entry?.meta.description) tags.push({ name: 'description', content: entry.meta.description });
  if (root.origin) tags.push({ tagName: 'link', rel: 'canonical', href: `${root.origin}${location.pathname}` });
  return tags;
}

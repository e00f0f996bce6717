/** routeMeta (THE route table) with the title replaced for pages whose title depends on data. */
import type { MetaDescriptor } from 'react-router';
import { routeMeta } from '../../lib/meta';

type MetaArgs = Parameters<typeof routeMeta>[0];

export function metaWithTitle(args: MetaArgs, title: string | null | undefined): MetaDescriptor[] {
  const tags = routeMeta(args);
  if (!title) return tags;
  return tags.map((t) => {
    if (!('title' in t) || typeof t.title !== 'string') return t;
    const brand = t.title.includes(' - ') ? t.title.slice(t.title.lastIndexOf(' - ') + 3) : t.title;
    return { title: `${title} - ${brand}` };
  });
}

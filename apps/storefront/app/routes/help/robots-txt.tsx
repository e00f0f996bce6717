/** /robots.txt — resource route: the rules of ./robots.ts, with the sitemap at this shop's public origin. */
import type { Route } from './+types/robots-txt';
import { robotsTxt } from './robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.request.origin), {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

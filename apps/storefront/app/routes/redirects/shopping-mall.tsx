/** /shoppingMall → /shoppingMall/about (spec 2.11). */
import { redirect } from 'react-router';
import { routeMeta } from '../../lib/meta';

export const meta = routeMeta;

export function loader({ request }: { request: Request }) {
  const { search } = new URL(request.url);
  return redirect(`/shoppingMall/about${search}`);
}

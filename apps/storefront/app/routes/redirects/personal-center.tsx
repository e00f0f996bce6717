/** /Personalcenter → /Personalcenter/Personal_homepage (spec 2.8). */
import { redirect } from 'react-router';
import { routeMeta } from '../../lib/meta';

export const meta = routeMeta;

export function loader({ request }: { request: Request }) {
  const { search } = new URL(request.url);
  return redirect(`/Personalcenter/Personal_homepage${search}`);
}

/** Screen not built yet: its route exists (THE route table) and says the page is unavailable, like /not_. */
import { data } from 'react-router';
import { NoticeView } from '../../chrome/Notice';
import { routeMeta } from '../../lib/meta';

export const meta = routeMeta;

export function loader() {
  return data(null, { status: 200 });
}

export default function Notice() {
  return <NoticeView kind="unavailable" />;
}

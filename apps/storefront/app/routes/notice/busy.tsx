/** Notice page (spec 2.5): busy. */
import { data } from 'react-router';
import { NoticeView } from '../../chrome/Notice';
import { routeMeta } from '../../lib/meta';

export const meta = routeMeta;

export function loader() {
  return data(null, { status: 503 });
}

export default function Notice() {
  return <NoticeView kind="busy" />;
}

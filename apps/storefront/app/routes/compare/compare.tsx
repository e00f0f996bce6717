/** Placeholder until this screen lands (issue #4): the page-unavailable notice. */
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

/** Stub (issue #5 foundation): replaced by the screen. */
import { NoticeView } from '../../../chrome/Notice';
import { routeMeta } from '../../../lib/meta';

export const meta = routeMeta;

export default function Stub() {
  return <NoticeView kind="unavailable" />;
}

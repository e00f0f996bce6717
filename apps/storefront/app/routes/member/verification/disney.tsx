/** /disney (spec 2.10): a partner company's employee programme landing (getEntVeryf/disney) with its email verification. */
import { useNavigate } from 'react-router';
import type { Route } from './+types/disney';
import { routeMeta } from '../../../lib/meta';
import { loadProgramme } from './verification.server';
import { ProgrammeLanding } from './ProgrammeLanding';

export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return loadProgramme(context, 'disney');
}

export default function Disney({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  if (!loaderData.programme) return <ProgrammeLanding.Missing />;
  return (
    <ProgrammeLanding
      {...loaderData}
      programme={loaderData.programme}
      path="/disney"
      onRefused={(code) => navigate(`/cnepp_corporateError?code=${code}&appId=${loaderData.programme!.appId}`)}
    />
  );
}

/**
 * /cnepp_corporate/:appId? (spec 2.10): an enterprise employee programme by appId with its
 * email verification. No appId or an unknown one → /cnepp_corporateError; a refused
 * verification (domain not on the whitelist, email of another account) goes there too.
 */
import { redirect, useNavigate } from 'react-router';
import type { Route } from './+types/cnepp-corporate';
import { routeMeta } from '../../../lib/meta';
import { loadProgramme } from './verification.server';
import { ProgrammeLanding } from './ProgrammeLanding';

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const appId = params.appId;
  if (!appId) throw redirect('/cnepp_corporateError?code=ERR_ENT_PROGRAMME_NOT_FOUND');
  const data = await loadProgramme(context, appId);
  if (!data.programme) throw redirect(`/cnepp_corporateError?code=ERR_ENT_PROGRAMME_NOT_FOUND&appId=${encodeURIComponent(appId)}`);
  return { ...data, programme: data.programme };
}

export default function CneppCorporate({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { programme } = loaderData;
  return (
    <ProgrammeLanding
      {...loaderData}
      path={`/cnepp_corporate/${programme.appId}`}
      onRefused={(code) => navigate(`/cnepp_corporateError?code=${code}&appId=${encodeURIComponent(programme.appId)}`)}
    />
  );
}

/**
 * The signed-in member's own record: memInfo (the `user` cookie's fields, from
 * @shop/contracts/endpoints/session) and info (the profile view, endpoints/profile).
 */
import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@shop/contracts/endpoints/profile';
import { sessionEndpoints } from '@shop/contracts/endpoints/session';
import { fail } from '../../platform/shop-error.ts';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { MemberService } from './member.service.ts';
import { toMemInfo } from './member.service.ts';
import { toProfileView } from './profile/profile.service.ts';

export function memberRoutes(api: FastifyInstance, members: MemberService) {
  const current = async (userNo: string) => {
    const m = await members.byUserNo(userNo);
    if (!m) throw fail('E_USER_4005');
    return m;
  };

  routeEndpoint(api, sessionEndpoints.memInfo, async (req) => ok(req, toMemInfo(await current((req.auth as { userNo: string }).userNo))));

  routeEndpoint(api, profileEndpoints.info, async (req) => ok(req, toProfileView(await current((req.auth as { userNo: string }).userNo))));
}

/**
 * Enterprise email verification calls (spec 7 Member). The member comes from the token.
 * Registered from @shop/contracts/endpoints/verification.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verificationEndpoints } from '@shop/contracts/endpoints/verification';
import { ok } from '../../../../platform/envelope.ts';
import { routeEndpoint } from '../../../../platform/endpoint-route.ts';
import type { MemberParts } from '../../member-needs.ts';
import { clientIp } from '../platform.ts';
import type { EnterpriseService } from './enterprise.service.ts';

export function enterpriseRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'members'>, enterprises: EnterpriseService): void {
  const member = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);

  routeEndpoint(api, verificationEndpoints.enterpriseStatus, async (req) => ok(req, await enterprises.status((await member(req)).id)));

  routeEndpoint(api, verificationEndpoints.verifyEnEmail, async (req) =>
    ok(req, await enterprises.verifyEmail(await member(req), req.body.email, req.body.programme)),
  );

  routeEndpoint(api, verificationEndpoints.sendEnEmail, async (req) =>
    ok(req, await enterprises.sendCode(await member(req), req.body.email, req.body.programme, clientIp(req))),
  );

  routeEndpoint(api, verificationEndpoints.verifyEnJumpDefault, async (req) =>
    ok(req, await enterprises.verifyJump(await member(req), undefined, req.body.email, req.body.code)),
  );
  routeEndpoint(api, verificationEndpoints.verifyEnJump, async (req) =>
    ok(req, await enterprises.verifyJump(await member(req), req.params.code, req.body.email, req.body.code)),
  );

  routeEndpoint(api, verificationEndpoints.programme, async (req) => ok(req, enterprises.programme(req.params.x)));
}

/**
 * Agreement routes (issue #14), registered from their definitions in
 * @shop/contracts/endpoints/agreements: the document in effect (public, cached briefly), the
 * consent status (public; with the member's accepted revision when signed in) and the member's
 * acceptance, POST /api/auth/login/acceptance (member only: a visitor gets 401).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agreementEndpoints } from '@shop/contracts/endpoints/agreements';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { AgreementsNeeds } from './agreements-needs.ts';
import type { AgreementsService } from './agreements.service.ts';

export function agreementRoutes(api: FastifyInstance, needs: AgreementsNeeds, agreements: AgreementsService) {
  const memberIdOrNull = async (req: FastifyRequest) =>
    req.auth.kind === 'member' ? ((await needs.members.requireOfAuth(req.auth).catch(() => null))?.id ?? null) : null;

  routeEndpoint(api, agreementEndpoints.document, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return ok(req, await agreements.document(req.params.code));
  });

  routeEndpoint(api, agreementEndpoints.consentStatus, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await agreements.consentStatus(await memberIdOrNull(req)));
  });

  routeEndpoint(api, agreementEndpoints.acceptance, async (req) => {
    const member = await needs.members.requireOfAuth(req.auth);
    const result = await agreements.accept(member.id, req.body);
    req.log.info({ memberId: member.id, channel: req.body.channel, documents: result.accepted.map((a) => `${a.code}@${a.revision}`) }, 'agreements accepted');
    return ok(req, result);
  });
}

/**
 * Student verification calls, per platform prefix (spec 6: pc, mobile, app, wxApp, aliApp
 * select the variant): /api/member/{platform}/memberStudent/… The member comes from the token.
 * Registered from @shop/contracts/endpoints/verification.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verificationEndpoints } from '@shop/contracts/endpoints/verification';
import { ok } from '../../../../platform/envelope.ts';
import { routeEndpoint } from '../../../../platform/endpoint-route.ts';
import type { MemberParts } from '../../member-needs.ts';
import { clientIp } from '../platform.ts';
import type { StudentService } from './student.service.ts';

export function studentRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members'>, students: StudentService): void {
  const member = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);
  const noStore = { 'cache-control': 'no-store' };

  routeEndpoint(api, verificationEndpoints.checkStudentAuth, async (req, reply) => {
    reply.headers(noStore);
    return ok(req, await students.check(await member(req), req.params.platform));
  });

  routeEndpoint(api, verificationEndpoints.checkStudentEmail, async (req) => ok(req, await students.checkStudentEmail(await member(req), req.params.email)));

  routeEndpoint(api, verificationEndpoints.sendStudentEmailCode, async (req, reply) => {
    reply.headers(noStore);
    return ok(req, await students.sendEmailCode(await member(req), req.params.email, clientIp(req)));
  });

  routeEndpoint(api, verificationEndpoints.saveStudentAuth, async (req) => ok(req, await students.save(await member(req), req.params.platform, req.body)));

  routeEndpoint(api, verificationEndpoints.studentAuthSuccessInfo, async (req, reply) => {
    reply.headers(noStore);
    return ok(req, await students.successInfo(await member(req)));
  });

  routeEndpoint(api, verificationEndpoints.studentAdvs, async (req) => ok(req, await students.advs()));

  routeEndpoint(api, verificationEndpoints.studentAlipay, async (req) =>
    ok(req, await students.alipay(await member(req), req.params.platform, deps.ctx.origins.self())),
  );

  routeEndpoint(api, verificationEndpoints.sendQxSms, async (req) => ok(req, await students.sendQxSms(await member(req), clientIp(req))));

  routeEndpoint(api, verificationEndpoints.verifyQx, async (req) => ok(req, await students.verifyQx(await member(req), req.body.code)));
}

/**
 * Member part: member binding and tags, visit records, student and enterprise verification
 * with the email adapter (issue #6).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { emailSchema, emailSinkSchema } from '@shop/contracts/verification';
import type { MemberParts } from '../member-needs.ts';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import { createLocalEmailSender } from '../../../adapters/email/local-email-sender.ts';
import { createEmailCodeService } from './email-codes.ts';
import { createBindingService } from './binding/binding.service.ts';
import { bindingRoutes } from './binding/binding-routes.ts';
import { oauthSandboxRoutes } from './binding/oauth-sandbox.ts';
import { createThirdPartyClient } from './binding/third-party-client.ts';
import { createStudentService } from './student/student.service.ts';
import { studentRoutes } from './student/student-routes.ts';
import { createEnterpriseService, type EnterpriseService } from './enterprise/enterprise.service.ts';
import { enterpriseRoutes } from './enterprise/enterprise-routes.ts';

export function registerVerification(
  api: FastifyInstance,
  deps: Pick<MemberParts, 'ctx' | 'catalogue' | 'members' | 'smsCodes'>,
): { enterprises: EnterpriseService } {
  const { ctx } = deps;
  const { database, clock, config } = ctx;
  const email = createLocalEmailSender({ database, brand: config.brandName ?? '星辰', log: (line) => api.log.info(line) });
  const emailCodes = createEmailCodeService({ database, clock, email, secret: config.secret });
  const bindings = createBindingService({ database });
  const thirdParty = createThirdPartyClient(config.secret);
  const students = createStudentService({
    database,
    clock,
    emailCodes,
    smsCodes: deps.smsCodes,
    members: deps.members,
    bindings,
    thirdParty,
    catalogue: deps.catalogue,
  });
  const enterprises = createEnterpriseService({ database, clock, emailCodes, members: deps.members });

  bindingRoutes(api, deps, { bindings, thirdParty, students, enterprises });
  studentRoutes(api, deps, students);
  enterpriseRoutes(api, deps, enterprises);
  // The local third-party platforms (the binding round trip's other side).
  oauthSandboxRoutes(api, { database, clock, secret: config.secret });

  // The student role ends with the verification (31 July of the graduation year).
  ctx.jobs?.every('student-verification-expiry', '*/10 * * * *', async () => {
    const n = await students.sweepExpired(clock.now());
    if (n) api.log.info({ n }, 'student roles expired');
  });

  if (config.nodeEnv !== 'production') {
    api.withTypeProvider<ZodTypeProvider>().get(
      '/dev/email/latest',
      {
        schema: {
          tags: ['dev'],
          summary: '（仅非生产环境）读取某邮箱最近一封邮件',
          querystring: z.object({ to: emailSchema }),
          response: { 200: envelopeSchema(emailSinkSchema) },
        },
      },
      async (req) => {
        const msg = await email.latest(req.query.to);
        if (!msg) throw fail('E_NOT_FOUND', { message: '该邮箱暂无邮件' });
        return ok(req, msg);
      },
    );
  }
  return { enterprises };
}

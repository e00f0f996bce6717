/**
 * Enterprise email verification (spec 7 Member: isEnEmlChecked, verifyEnEmail, sendEnEml,
 * verifyEnJump, memberEntVeryf/getEntVeryf): a company email on a partner programme's domain
 * whitelist, proven by a code sent to it, gives the member the role 'enterprise' and their
 * company. One company email verifies one member (E_ENT_USED_AUTH_002).
 */
import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { maskEmail } from '@shop/contracts/masking';
import {
  companyOfEmail,
  ENTERPRISE_PROGRAMMES,
  findProgramme,
  type EnterpriseProgramme,
  type EnterpriseStatus,
  type ProgrammeView,
} from '@shop/contracts/verification';
import { fail, ShopError } from '../../../../platform/shop-error.ts';
import type { Clock } from '../../../../platform/clock.ts';
import type { Member, MemberService } from '../../member.service.ts';
import type { EmailCodeService } from '../email-codes.ts';

const e = schema.enterpriseVerifications;
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

export function programmeView(p: EnterpriseProgramme): ProgrammeView {
  return {
    code: p.code,
    appId: p.appId,
    name: p.name,
    company: p.company,
    color: p.color,
    domains: [...p.domains],
    intro: p.intro,
    benefits: [...p.benefits],
    jumpUrl: p.jumpUrl,
  };
}

export function createEnterpriseService({
  database,
  clock,
  emailCodes,
  members,
}: {
  database: Database;
  clock: Clock;
  emailCodes: EmailCodeService;
  members: MemberService;
}) {
  const { db } = database;

  async function rowOf(memberId: number) {
    const [row] = await db.select().from(e).where(eq(e.memberId, memberId)).limit(1);
    return row;
  }

  function programmeOf(key: string | undefined): EnterpriseProgramme {
    const p = findProgramme(key ?? 'cn_corporate');
    if (!p) throw fail('ERR_ENT_PROGRAMME_NOT_FOUND');
    return p;
  }

  /** The company of a whitelisted email for the programme; refuses an email another member verified, and a second verification. */
  async function checkEmail(memberId: number, email: string, programme: EnterpriseProgramme) {
    const company = companyOfEmail(email, programme);
    if (!company) throw fail('ERR_ENT_DOMAIN_NOT_ALLOWED');
    const [owner] = await db.select({ memberId: e.memberId }).from(e).where(eq(e.email, email)).limit(1);
    if (owner && owner.memberId !== memberId) throw fail('E_ENT_USED_AUTH_002');
    if (await rowOf(memberId)) throw fail('ERR_ENT_ALREADY_VERIFIED');
    return company;
  }

  return {
    programme(key: string): ProgrammeView {
      return programmeView(programmeOf(key));
    },

    async status(memberId: number): Promise<EnterpriseStatus> {
      const row = await rowOf(memberId);
      return row
        ? { checked: true, company: row.company, emailMasked: maskEmail(row.email), programmeCode: row.programmeCode, verifiedAt: row.verifiedAt.toISOString() }
        : { checked: false, company: null, emailMasked: null, programmeCode: null, verifiedAt: null };
    },

    async verifyEmail(member: Member, email: string, programmeKey?: string) {
      const company = await checkEmail(member.id, email, programmeOf(programmeKey));
      return { email, company: company.company, programmeCode: company.code };
    },

    async sendCode(member: Member, email: string, programmeKey: string | undefined, ip: string) {
      const company = await checkEmail(member.id, email, programmeOf(programmeKey));
      const sent = await emailCodes.request({
        email,
        purpose: 'enterprise',
        memberId: member.id,
        ip,
        template: 'enterprise-code',
        params: { company: company.company },
      });
      return { to: maskEmail(email), ...sent };
    },

    async verifyJump(member: Member, programmeKey: string | undefined, email: string, code: string) {
      const now = clock.now();
      const programme = programmeOf(programmeKey);
      const company = await checkEmail(member.id, email, programme);
      // Checked before the transaction (wrong tries counted apart), spent inside it.
      const codeId = await emailCodes.check({ email, purpose: 'enterprise', memberId: member.id, code });
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'enterprise:' + member.id}))`);
          await emailCodes.consume(codeId, tx);
          await tx.insert(e).values({ memberId: member.id, email, company: company.company, programmeCode: company.code, verifiedAt: now });
          await members.addRole(member.id, 'enterprise', now, tx);
        });
      } catch (err) {
        if (err instanceof ShopError) throw err;
        if (isUniqueViolation(err)) {
          if (await rowOf(member.id)) throw fail('ERR_ENT_ALREADY_VERIFIED');
          throw fail('E_ENT_USED_AUTH_002');
        }
        throw err;
      }
      // Where to go: the programme the shopper came through, else the company's own.
      const target = programme.code === 'cn_corporate' ? company : programme;
      return { company: company.company, programmeCode: company.code, jumpUrl: target.jumpUrl };
    },

    all: () => ENTERPRISE_PROGRAMMES.map(programmeView),
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;

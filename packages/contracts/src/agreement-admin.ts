/**
 * The console's 协议与政策 (issue #16, permission agreements.write): each agreement document's
 * versions; a new version written as a draft (one per document), previewed, and published with
 * its effective time; a published version is never edited. One set of zod schemas for the admin
 * API and the console's forms.
 *
 * The body is written as text and stored as the shop reads it (sections of plain paragraphs,
 * @shop/db AgreementSection): a line "## 标题" starts a section, every other non-empty line is a
 * paragraph, a line "- …" a list item (stored "· …"). The shop shows it as text, never as HTML,
 * so markup typed here is shown literally and cannot reach a page as code.
 */
import { z } from 'zod';
import { AGREEMENT_CODES, type AgreementCode } from './agreement-codes.ts';

export const AGREEMENT_NAMES: Record<AgreementCode, string> = {
  service: '用户协议',
  useclause: '网站使用条款',
  privacy: '隐私政策',
  visitors: '访客须知',
  cookie: 'Cookie 政策',
  'corporate-privacy': '企业购隐私政策',
};

/** Documents whose new version in effect makes members accept again (the shop's consent step). */
export const CONSENT_DOCUMENTS: readonly AgreementCode[] = ['privacy'];

export const AGREEMENT_BODY_MAX = 60_000;

export interface AgreementSectionText {
  heading: string;
  paragraphs: string[];
}

/** The body text as sections, or the first problem with it (in Chinese). */
export function sectionsFromText(text: string): { sections: AgreementSectionText[] } | { problem: string } {
  const sections: AgreementSectionText[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^##\s*(.*)$/.exec(line);
    if (heading) {
      if (!heading[1]) return { problem: '“##”后须写上章节标题' };
      if (heading[1].length > 60) return { problem: '章节标题最多60个字符' };
      sections.push({ heading: heading[1], paragraphs: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) return { problem: '正文须以“## 章节标题”开始' };
    if (line.length > 2000) return { problem: '每段最多2000个字符' };
    section.paragraphs.push(line.startsWith('- ') ? `· ${line.slice(2).trim()}` : line);
  }
  if (sections.length === 0) return { problem: '请输入正文' };
  const empty = sections.find((s) => s.paragraphs.length === 0);
  if (empty) return { problem: `章节“${empty.heading}”没有内容` };
  return { sections };
}

/** Sections back as the body text the console edits. */
export function textOfSections(sections: readonly AgreementSectionText[]): string {
  return sections.map((s) => [`## ${s.heading}`, ...s.paragraphs.map((p) => (p.startsWith('· ') ? `- ${p.slice(2)}` : p))].join('\n')).join('\n\n');
}

const noControl = (s: string) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s);
const CONTROL_PROBLEM = '内容中有无法显示的控制字符';

export const agreementCodeParamsSchema = z.object({ code: z.enum(AGREEMENT_CODES, { error: '协议不存在' }) });
export const agreementRevisionParamsSchema = agreementCodeParamsSchema.extend({
  revision: z.string().regex(/^[1-9]\d{0,5}$/, '版本不存在'),
});

export const agreementDraftInputSchema = z.object({
  version: z
    .string({ error: '请输入版本号' })
    .trim()
    .min(1, '请输入版本号')
    .max(20, '版本号最多20个字符')
    .regex(/^[A-Za-z0-9.\-_ ]+$/, '版本号只能包含字母、数字、点和连字符，如 V6.0'),
  title: z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').max(60, '标题最多60个字符').refine(noControl, CONTROL_PROBLEM),
  summary: z.string().trim().max(500, '摘要最多500个字符').refine(noControl, CONTROL_PROBLEM).default(''),
  body: z
    .string({ error: '请输入正文' })
    .max(AGREEMENT_BODY_MAX, `正文最多${AGREEMENT_BODY_MAX}个字符`)
    .refine(noControl, CONTROL_PROBLEM)
    .superRefine((text, ctx) => {
      const parsed = sectionsFromText(text);
      if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
    }),
});
export type AgreementDraftInput = z.input<typeof agreementDraftInputSchema>;

const epochMs = z.number({ error: '时间须为毫秒时间戳' }).int('时间须为整数毫秒').min(0, '时间有误').max(8_640_000_000_000, '时间有误');
export const agreementPublishInputSchema = z.object({
  /** When the version takes effect; null: at once. Not in the past, and after the version before it. */
  effectiveAt: epochMs.nullable().default(null),
});

export const AGREEMENT_VERSION_STATES = { draft: '草稿', scheduled: '待生效', current: '生效中', superseded: '已失效' } as const;

const versionRowSchema = z.object({
  /** null for the draft. */
  revision: z.number().int().nullable(),
  version: z.string(),
  title: z.string(),
  state: z.enum(Object.keys(AGREEMENT_VERSION_STATES) as [keyof typeof AGREEMENT_VERSION_STATES]),
  effectiveAt: z.number().int().nullable(),
  publishedAt: z.number().int().nullable(),
  updatedAt: z.number().int().nullable(),
});
export type AgreementVersionRow = z.infer<typeof versionRowSchema>;

export const agreementAdminDocumentSchema = z
  .object({
    code: z.enum(AGREEMENT_CODES),
    name: z.string(),
    /** The shop page showing it. */
    path: z.string(),
    /** Whether a new version in effect asks members to accept again. */
    consent: z.boolean(),
    current: versionRowSchema.nullable(),
    /** Versions, the draft first, then newest first. */
    versions: z.array(versionRowSchema),
  })
  .meta({ id: 'AgreementAdminDocument' });
export type AgreementAdminDocument = z.infer<typeof agreementAdminDocumentSchema>;

export const agreementAdminListSchema = z.object({ list: z.array(agreementAdminDocumentSchema) });

/** One version's whole text: the body as the console edits it and as the shop shows it. */
export const agreementVersionDetailSchema = versionRowSchema
  .extend({
    code: z.enum(AGREEMENT_CODES),
    summary: z.string(),
    body: z.string(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  })
  .meta({ id: 'AgreementVersionDetail' });
export type AgreementVersionDetail = z.infer<typeof agreementVersionDetailSchema>;

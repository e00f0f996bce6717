/**
 * 协议与政策 of the back office (issue #16): each agreement's versions; a new version as a draft
 * (create, edit, delete, preview), published with its effective time. Every call needs
 * agreements.write; every write is audited. A published version is never edited. Publishing
 * writes agreement_versions, whose NOTIFY public_data makes the shop show the version once it is
 * in effect; a new privacy policy in effect makes members who accepted an older one accept again.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  agreementAdminListSchema,
  agreementCodeParamsSchema,
  agreementDraftInputSchema,
  agreementPublishInputSchema,
  agreementRevisionParamsSchema,
  agreementVersionDetailSchema,
} from '../agreement-admin.ts';

const tags = ['admin-agreements'];
const GUARD = '需要管理后台登录（Cookie admin_session，路径 /api/admin）与权限 agreements.write。';
const BASE = '/api/admin/agreements/:code';

export const adminAgreementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/agreements',
    data: agreementAdminListSchema,
    summary: '协议与政策列表',
    description: `${GUARD} 每份协议：生效中的版本、草稿与全部版本（草稿在前，其余新的在前）。`,
    tags,
  }),
  version: defineEndpoint({
    method: 'GET',
    path: `${BASE}/versions/:revision`,
    params: agreementRevisionParamsSchema,
    data: agreementVersionDetailSchema,
    summary: '协议版本全文',
    description: `${GUARD} 已发布版本的全文（正文文本与商城展示的章节）。`,
    tags,
  }),
  draft: defineEndpoint({
    method: 'GET',
    path: `${BASE}/draft`,
    params: agreementCodeParamsSchema,
    data: agreementVersionDetailSchema,
    summary: '协议草稿',
    description: `${GUARD} 没有草稿时 404 ERR_ADMIN_AGREEMENT_NO_DRAFT。`,
    tags,
  }),
  createDraft: defineEndpoint({
    method: 'POST',
    path: `${BASE}/draft`,
    params: agreementCodeParamsSchema,
    body: agreementDraftInputSchema,
    data: agreementVersionDetailSchema,
    summary: '新建协议版本（草稿）',
    description: `${GUARD} 每份协议最多一份草稿（409 ERR_ADMIN_AGREEMENT_DRAFT_EXISTS）。正文：“## 标题”开始一节，其余每行一段，“- ”开头为列表项；按纯文本保存与展示。记入审计日志。`,
    tags,
  }),
  updateDraft: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/draft`,
    params: agreementCodeParamsSchema,
    body: agreementDraftInputSchema,
    data: agreementVersionDetailSchema,
    summary: '修改协议草稿',
    description: `${GUARD} 只有草稿可改；已发布的版本不能修改（新建版本）。记入审计日志（修改前后）。`,
    tags,
  }),
  deleteDraft: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/draft`,
    params: agreementCodeParamsSchema,
    data: z.object({ code: z.string() }),
    summary: '删除协议草稿',
    description: `${GUARD} 记入审计日志。`,
    tags,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${BASE}/draft/publish`,
    params: agreementCodeParamsSchema,
    body: agreementPublishInputSchema,
    data: agreementVersionDetailSchema,
    summary: '发布协议版本',
    description: `${GUARD} 草稿成为下一个版本，于 effectiveAt（毫秒，null 为立即）生效；不得早于现在，且须晚于上一版本的生效时间（400 ERR_ADMIN_AGREEMENT_EFFECTIVE）。生效前商城预告该版本；隐私政策新版本生效后，接受过旧版本的会员在下一页被要求重新同意。记入审计日志。`,
    tags,
  }),
};

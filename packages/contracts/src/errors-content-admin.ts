/** Error codes of the console's 内容 area (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const CONTENT_ADMIN_ERRORS = {
  ERR_ADMIN_CONTENT_NOT_FOUND: def('admin', 404, '内容不存在或已被删除'),
  /** The new order must name every block of the position once. */
  ERR_ADMIN_CONTENT_ORDER: def('admin', 400, '排序须包含该位置的全部内容，请刷新后重试'),
  /** data: { max } */
  ERR_ADMIN_CONTENT_FULL: def('admin', 409, '该位置的内容已达上限，请先整理已有内容'),
  // 常见问题 (faq.write)
  ERR_ADMIN_FAQ_CATEGORY_NOT_FOUND: def('admin', 404, '问题分类不存在或已被删除'),
  ERR_ADMIN_FAQ_QUESTION_NOT_FOUND: def('admin', 404, '问题不存在或已被删除'),
  ERR_ADMIN_FAQ_CATEGORY_EXISTS: def('admin', 409, '分类标识已被使用，请换一个'),
  ERR_ADMIN_FAQ_CATEGORY_NOT_EMPTY: def('admin', 409, '分类下还有问题，请先删除或移走其中的问题'),
  /** The new order must name every category (or every question of the category) once. */
  ERR_ADMIN_FAQ_ORDER: def('admin', 400, '排序须包含全部内容，请刷新后重试'),
  /** data: { max } */
  ERR_ADMIN_FAQ_FULL: def('admin', 409, '数量已达上限，请先整理已有内容'),
  // 协议与政策 (agreements.write)
  ERR_ADMIN_AGREEMENT_NOT_FOUND: def('admin', 404, '协议版本不存在'),
  ERR_ADMIN_AGREEMENT_DRAFT_EXISTS: def('admin', 409, '该协议已有一份草稿，请继续编辑或删除它'),
  ERR_ADMIN_AGREEMENT_NO_DRAFT: def('admin', 404, '该协议没有待发布的草稿'),
  /** A published version is never edited: a new version instead. */
  ERR_ADMIN_AGREEMENT_PUBLISHED: def('admin', 409, '已发布的版本不能修改，请新建版本'),
  /** data: { after } (epoch ms the time must be later than) */
  ERR_ADMIN_AGREEMENT_EFFECTIVE: def('admin', 400, '生效时间不能早于现在，也须晚于上一版本的生效时间'),
} as const satisfies Record<string, ErrorDefinition>;

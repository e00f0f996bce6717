/** Error codes of the help centre: guide pages, FAQ, votes (issue #14); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const HELP_ERRORS = {
  ERR_HELP_PAGE_NOT_FOUND: def('platform', 404, '该帮助页面不存在'),
  ERR_FAQ_CATEGORY_NOT_FOUND: def('platform', 404, '该问题分类不存在'),
  ERR_FAQ_QUESTION_NOT_FOUND: def('platform', 404, '该问题不存在或已下线'),
} as const satisfies Record<string, ErrorDefinition>;

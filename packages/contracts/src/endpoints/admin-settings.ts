/**
 * 系统设置 of the back office (issue #16, 系统): the settings an operator may change
 * (@shop/contracts/operator-settings). Reading and changing both need settings.write; every
 * change is audited (setting.changed) with the value before and after.
 */
import { defineEndpoint } from '../endpoint.ts';
import { settingKeyParamsSchema, settingListSchema, settingUpdateInputSchema, settingViewSchema } from '../operator-settings.ts';

const tags = ['admin-settings'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminSettingsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings',
    data: settingListSchema,
    summary: '系统设置',
    description: `${SIGNED_IN} 需要权限 settings.write。每项设置的当前值、默认值、取值范围、单位，以及最近一次修改人与时间。`,
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings/:key',
    params: settingKeyParamsSchema,
    body: settingUpdateInputSchema,
    data: settingViewSchema,
    summary: '修改系统设置',
    description: `${SIGNED_IN} 需要权限 settings.write。超出取值范围 400（错误信息写明范围）；未知设置 404。立即对所有服务进程生效（NOTIFY operator_settings）；记入审计日志（setting.changed，含修改前后的值）。`,
    tags,
  }),
};

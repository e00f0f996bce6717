/** 概览 of the back office (issue #16): today's and the last 30 days' figures (permission reports.read). */
import { defineEndpoint } from '../endpoint.ts';
import { dashboardSchema } from '../admin-orders.ts';

export const adminReportEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports/dashboard',
    data: dashboardSchema,
    summary: '经营概览',
    description:
      '需要管理后台登录（Cookie admin_session，路径 /api/admin）与权限 reports.read；会员令牌无效。今日与近30天（北京时间自然日）的访客数（每个浏览器每天计一次，来自商城页面的访客上报）、订单数、支付金额（分）、访客下单转化率（下单数 ÷ 访客数，无访客时为 null）、下单支付率、热销商品与库存预警。',
    tags: ['admin-reports'],
  }),
};

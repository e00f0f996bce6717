import { leadsToBuiltScreen } from '../lib/built-screens';
import { signInHref } from '../lib/sign-in-href';

/** Account menu entries (spec 2.1): after login, and before login; only those whose screen is built. */
export const MEMBER_LINKS: { to: string; label: string }[] = [
  { to: '/Personalcenter/Personal_homepage', label: '我的主页' },
  { to: '/Personalcenter/Personal_Myintegral', label: '我的积分' },
  { to: '/Personalcenter/Personal_AfterSales', label: '维修/服务' },
  { to: '/Personalcenter/Personal_Collection', label: '心愿单' },
  { to: '/Personalcenter/Personalcenter_order', label: '我的订单' },
  { to: '/Personalcenter/Personal_coupon', label: '优惠券' },
  { to: '/Personalcenter/Personal_enterpriseBuy', label: '企业购' },
  { to: '/studentBuyEntrance', label: '学生购' },
  { to: '/Personalcenter/Personal_Address', label: '地址管理' },
].filter((l) => leadsToBuiltScreen(l.to));

export const VISITOR_LINKS: { to: string; label: string }[] = [
  { to: '/MemberBenefits', label: '为什么要创建账户' },
  { to: '/Personalcenter/Personalcenter_order', label: '我的订单' },
].filter((l) => leadsToBuiltScreen(l.to));

export const LOGOUT_PATH = '/user/logout';

export function loginHref(here: string) {
  return signInHref(here);
}

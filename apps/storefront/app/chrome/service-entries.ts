/**
 * What the 客服 sheet offers (issue #14: every entry works until live chat exists): self-service
 * help, the after-sales guide, the member's own orders, after-sales requests and service tickets,
 * the contact page, and the hotline as a tel: link with its hours.
 *
 * One source for each fact: the hotline is the system setting servicePhone (the root loader's
 * chrome config); its hours are what the help centre's contact page says (CMS content, read
 * when the sheet opens). Every same-site link goes through leadsToBuiltScreen, so an entry
 * whose screen is not built is left out, and appears by itself once it is.
 */
import type { GuidePage } from '@shop/contracts/help-centre';
import { leadsToBuiltScreen } from '../lib/built-screens';
import { signInHref } from '../lib/sign-in-href';

export type ServiceIconName = 'faq' | 'aftersales' | 'orders' | 'returns' | 'ticket' | 'contact' | 'phone';

interface ServiceEntry {
  key: string;
  title: string;
  text: string;
  href: string;
  icon: ServiceIconName;
}

/** The hotline's details from the contact page. */
export interface ServiceContact {
  /** Service hours as the contact page writes them, e.g. 每天 8:00–20:00. */
  hours: string;
  /** A note on the hours, e.g. 节假日照常服务. */
  hoursNote: string;
}

const ORDERS_PATH = '/Personalcenter/Personalcenter_order';

/** Digits (and a leading +) of a phone number, for a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The hours item of the contact page's contact blocks (the first one), or null. */
export function contactOf(page: Pick<GuidePage, 'sections'> | null | undefined): ServiceContact | null {
  for (const section of page?.sections ?? []) {
    for (const block of section.blocks) {
      if (block.type !== 'contacts') continue;
      const hours = block.items.find((i) => i.kind === 'hours');
      if (hours?.value.trim()) return { hours: hours.value.trim(), hoursNote: hours.note?.trim() ?? '' };
    }
  }
  return null;
}

export function serviceEntries({ signedIn, servicePhone }: { signedIn: boolean; servicePhone: string }): ServiceEntry[] {
  const entries: ServiceEntry[] = [
    { key: 'faq', title: '常见问题', text: '购物、支付、配送与售后问题自助查询', href: '/faq', icon: 'faq' },
    { key: 'aftersales', title: '售后服务', text: '退换货政策、三包服务与办理流程', href: '/shoppingMall/aftersales', icon: 'aftersales' },
    signedIn
      ? { key: 'orders', title: '订单查询', text: '查看订单状态、物流与发票', href: ORDERS_PATH, icon: 'orders' }
      : { key: 'orders', title: '订单查询', text: '登录后查看订单状态与物流', href: signInHref(ORDERS_PATH), icon: 'orders' },
  ];
  if (signedIn) {
    entries.push(
      { key: 'my-aftersales', title: '我的售后', text: '申请退换货，查看处理进度', href: '/Personalcenter/Personal_AfterSales', icon: 'returns' },
      { key: 'ticket', title: '服务工单', text: '留下问题，客服处理后回复您', href: '/Personalcenter/Personal_support', icon: 'ticket' },
    );
  }
  entries.push({ key: 'contact', title: '联系我们', text: '客服热线、邮件与服务工单', href: '/shoppingMall/contact', icon: 'contact' });
  const shown = entries.filter((e) => leadsToBuiltScreen(e.href));
  const phone = servicePhone.trim();
  if (phone.replace(/\D/g, '').length >= 5) shown.push({ key: 'hotline', title: '服务热线', text: phone, href: telHref(phone), icon: 'phone' });
  return shown;
}

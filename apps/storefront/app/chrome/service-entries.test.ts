import { describe, expect, it } from 'vitest';
import { leadsToBuiltScreen } from '../lib/built-screens';
import { contactOf, serviceEntries, telHref } from './service-entries';

describe('客服 sheet entries', () => {
  it('offers a visitor help, after-sales, orders through sign-in, contact and the hotline', () => {
    const e = serviceEntries({ signedIn: false, servicePhone: '400-810-5858' });
    expect(e.map((x) => x.title)).toEqual(['常见问题', '售后服务', '订单查询', '联系我们', '服务热线']);
    expect(e.find((x) => x.key === 'orders')!.href).toBe('/user/login?redirect=%2FPersonalcenter%2FPersonalcenter_order');
    expect(e.at(-1)).toMatchObject({ href: 'tel:4008105858', text: '400-810-5858' });
  });

  it("adds the member's after-sales requests and service tickets", () => {
    const e = serviceEntries({ signedIn: true, servicePhone: '400-810-5858' });
    expect(e.map((x) => x.key)).toEqual(['faq', 'aftersales', 'orders', 'my-aftersales', 'ticket', 'contact', 'hotline']);
    expect(e.find((x) => x.key === 'orders')!.href).toBe('/Personalcenter/Personalcenter_order');
  });

  it('links only built screens, and never says 即将开放', () => {
    for (const signedIn of [false, true]) {
      for (const x of serviceEntries({ signedIn, servicePhone: '400-810-5858' })) {
        if (x.href.startsWith('/')) expect(leadsToBuiltScreen(x.href), x.href).toBe(true);
        expect(`${x.title}${x.text}`).not.toMatch(/即将|敬请期待/);
      }
    }
  });

  it('leaves the hotline out when no number is configured', () => {
    expect(serviceEntries({ signedIn: false, servicePhone: '' }).map((x) => x.key)).not.toContain('hotline');
    expect(serviceEntries({ signedIn: false, servicePhone: ' - ' }).map((x) => x.key)).not.toContain('hotline');
    expect(telHref('+86 400 810 5858')).toBe('tel:+864008105858');
  });

  it('reads the hotline hours from the contact page', () => {
    const page = {
      sections: [
        { heading: '服务工单', blocks: [{ type: 'p' as const, text: '…' }] },
        {
          heading: '客服热线',
          blocks: [
            {
              type: 'contacts' as const,
              items: [
                { kind: 'phone' as const, label: '客服热线', value: '400-810-5858', href: 'tel:4008105858' },
                { kind: 'hours' as const, label: '服务时间', value: ' 每天 8:00–20:00 ', note: '节假日照常服务' },
              ],
            },
          ],
        },
      ],
    };
    expect(contactOf(page)).toEqual({ hours: '每天 8:00–20:00', hoursNote: '节假日照常服务' });
    expect(contactOf({ sections: [] })).toBeNull();
    expect(contactOf(null)).toBeNull();
  });
});

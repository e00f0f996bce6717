/**
 * Visitor counting for the console's 概览 (issue #16): the storefront's once-a-day beacon and
 * the conversion rule. The beacon carries only a random id the browser made for itself (kept
 * in localStorage), so nothing in it names a shopper and no page's HTML has to carry it.
 */
import { z } from 'zod';
import { beijingDate } from './beijing-time.ts';

export const visitBeaconSchema = z
  .object({ visitorId: z.uuid({ error: '访客标识格式不正确' }) })
  .strict()
  .meta({ id: 'VisitBeacon' });
export type VisitBeacon = z.infer<typeof visitBeaconSchema>;

/** localStorage keys of the beacon: the browser's random id and the Beijing day it last reported. */
export const VISIT_STORAGE = { visitorId: 'shop.visitorId', reportedDay: 'shop.visitDay' } as const;

/** True when this browser has not reported the Beijing day of `nowMs` yet. */
export function visitDue(reportedDay: string | null, nowMs: number): boolean {
  return reportedDay !== beijingDate(nowMs);
}

/**
 * 访客下单转化率: orders placed ÷ unique visitors of the same Beijing days; null without
 * visitors. Orders, not paid buyers: an order is placed on the day of the visit that led to
 * it, while payment may land on a later day (and the pay rate has its own card); a visitor id
 * names a browser, not a member, so buyers cannot be matched to visitors anyway.
 */
export function visitorConversion(orders: number, visitors: number): number | null {
  return visitors > 0 ? orders / visitors : null;
}

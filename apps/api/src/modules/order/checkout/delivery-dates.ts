/**
 * timeInfo (spec 3): the delivery dates a shopper may pick. The earliest is the promised
 * date of the slowest line to that address (delivery-estimate rules), then the six days
 * after it. A pre-sale order ships when its balance window closes, so its dates count from
 * there. Null dates when some line cannot be delivered to the address at all.
 */
import { estimateDelivery, isDeliverable, type Destination } from '../../delivery/index.ts';

export const DELIVERY_DATE_CHOICES = 7;
const DAY_MS = 86_400_000;

export interface DeliveryChoice {
  deliverable: boolean;
  dates: string[];
  note: string;
}

const addDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export function deliveryChoice(fromMs: number, dest: Destination, productTypes: readonly string[]): DeliveryChoice {
  if (productTypes.some((t) => !isDeliverable(dest, t))) return { deliverable: false, dates: [], note: '该地区暂不支持配送，请更换收货地址' };
  const estimates = productTypes.map((t) => estimateDelivery(fromMs, dest, t));
  const slowest = estimates.reduce((a, b) => (b.deliveryDate > a.deliveryDate ? b : a));
  const dates = Array.from({ length: DELIVERY_DATE_CHOICES }, (_, i) => addDays(slowest.deliveryDate, i));
  const appointment = estimates.some((e) => e.deliveryTyp === 1);
  const note = `最早${slowest.text.replace(/^现在下单，预计/, '').replace(/，送货前将电话预约$/, '')}，可选择之后${DELIVERY_DATE_CHOICES - 1}天内的日期${appointment ? '；大家电送货前将电话预约' : ''}`;
  return { deliverable: true, dates, note };
}

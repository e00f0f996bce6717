/**
 * The promised delivery date on the product page: a pure function of the server time
 * (read in Beijing time), the destination and the kind of product.
 *
 * Rules (ours; the spec only says "promised date"):
 * - Orders before 16:00 Beijing time leave the warehouse the same day, later ones the next
 *   day. The shop delivers every day, so no day is skipped.
 * - Three hubs (华北 北京, 华东 上海, 华南 广州). A destination in a hub's own zone takes
 *   1 day, a neighbouring zone (东北, 华中) 2, a far one (西南 3, 西北 4).
 * - Remote areas (西藏, 新疆, 青海, 三沙) take 2 more days.
 * - Large appliances (TV, fridge, washer) take 1 more day and are delivered by appointment
 *   (deliveryTyp 1, the installer calls first); everything else goes by express (2).
 * - Large appliances are not delivered to remote areas, except the regional capitals
 *   乌鲁木齐 and 西宁; nothing is delivered to 港澳台.
 */
import { beijingWall } from '@shop/contracts/beijing-time';

export type Zone = '华北' | '东北' | '华东' | '华中' | '华南' | '西南' | '西北';

export const CUTOFF_HOUR = 16;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

export const LARGE_APPLIANCE_TYPES: ReadonlySet<string> = new Set(['tv', 'fridge', 'washer']);

/** Province (first two digits) → zone. */
const ZONE_OF_PROVINCE: Record<string, Zone> = {
  '11': '华北',
  '12': '华北',
  '13': '华北',
  '14': '华北',
  '15': '华北',
  '21': '东北',
  '22': '东北',
  '23': '东北',
  '31': '华东',
  '32': '华东',
  '33': '华东',
  '34': '华东',
  '35': '华东',
  '36': '华东',
  '37': '华东',
  '41': '华中',
  '42': '华中',
  '43': '华中',
  '44': '华南',
  '45': '华南',
  '46': '华南',
  '50': '西南',
  '51': '西南',
  '52': '西南',
  '53': '西南',
  '54': '西南',
  '61': '西北',
  '62': '西北',
  '63': '西北',
  '64': '西北',
  '65': '西北',
};

/** Which hub ships to a zone and how many days the trip takes. */
export const ZONE_ROUTE: Record<Zone, { hub: string; days: number }> = {
  华北: { hub: '华北仓（北京）', days: 1 },
  华东: { hub: '华东仓（上海）', days: 1 },
  华南: { hub: '华南仓（广州）', days: 1 },
  东北: { hub: '华北仓（北京）', days: 2 },
  华中: { hub: '华东仓（上海）', days: 2 },
  西南: { hub: '华南仓（广州）', days: 3 },
  西北: { hub: '华北仓（北京）', days: 4 },
};

export const REMOTE_EXTRA_DAYS = 2;
const REMOTE_PROVINCES = new Set(['54', '63', '65']);
const REMOTE_CITIES = new Set(['460300']);
/** Capitals of remote provinces where large appliances are still delivered. */
const LARGE_APPLIANCE_EXCEPTIONS = new Set(['650100', '630100']);
const UNSUPPORTED = new Set(['71', '81', '82']);

export interface Destination {
  provinceCode: string;
  cityCode: string;
}

export function zoneOf(provinceCode: string): Zone | undefined {
  return ZONE_OF_PROVINCE[provinceCode.slice(0, 2)];
}

export function isRemote(d: Destination): boolean {
  return REMOTE_PROVINCES.has(d.provinceCode.slice(0, 2)) || REMOTE_CITIES.has(d.cityCode);
}

/** Whether the shop delivers this kind of product there at all. */
export function isDeliverable(d: Destination, productType: string): boolean {
  if (UNSUPPORTED.has(d.provinceCode.slice(0, 2)) || !zoneOf(d.provinceCode)) return false;
  if (LARGE_APPLIANCE_TYPES.has(productType) && isRemote(d) && !LARGE_APPLIANCE_EXCEPTIONS.has(d.cityCode)) return false;
  return true;
}

export interface DeliveryEstimate {
  /** Beijing calendar date, YYYY-MM-DD. */
  deliveryDate: string;
  weekday: (typeof WEEKDAYS)[number];
  /** Calendar days from today (Beijing) to the delivery date, ≥ 1. */
  days: number;
  text: string;
  /** The order cut-off of today, HH:mm Beijing time. */
  cutoff: string;
  /** Whether an order placed now leaves the warehouse today. */
  shipsToday: boolean;
  /** 2 express; 1 appointment (large appliances). */
  deliveryTyp: 1 | 2;
  hub: string;
  remote: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The promised date for an order placed at `nowMs`; throws if the destination is not deliverable. */
export function estimateDelivery(nowMs: number, dest: Destination, productType: string): DeliveryEstimate {
  const zone = zoneOf(dest.provinceCode);
  if (!zone || !isDeliverable(dest, productType)) throw new RangeError(`not deliverable: ${dest.provinceCode}/${dest.cityCode} ${productType}`);
  const local = beijingWall(nowMs);
  const shipsToday = local.getUTCHours() < CUTOFF_HOUR;
  const large = LARGE_APPLIANCE_TYPES.has(productType);
  const remote = isRemote(dest);
  const route = ZONE_ROUTE[zone];
  const days = route.days + (shipsToday ? 0 : 1) + (remote ? REMOTE_EXTRA_DAYS : 0) + (large ? 1 : 0);

  const todayUtcMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const date = new Date(todayUtcMidnight + days * DAY_MS);
  const weekday = WEEKDAYS[date.getUTCDay()];
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const when = `${month}月${day}日（${weekday}）`;
  return {
    deliveryDate: `${date.getUTCFullYear()}-${pad(month)}-${pad(day)}`,
    weekday,
    days,
    text: large ? `现在下单，预计${when}送达，送货前将电话预约` : `现在下单，预计${when}送达`,
    cutoff: `${pad(CUTOFF_HOUR)}:00`,
    shipsToday,
    deliveryTyp: large ? 1 : 2,
    hub: route.hub,
    remote,
  };
}

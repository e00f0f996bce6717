/**
 * Refine's providers for the console: who is signed in (authProvider over /api/admin/auth/*),
 * where lists come from (dataProvider over the admin API's paged lists), and what a role may
 * open (accessControlProvider: each resource names the permission its API requires — the API
 * checks it again on every call; hiding is only for the person's sake).
 */
import type { AccessControlProvider, AuthProvider, CrudFilter, CrudSort, DataProvider, I18nProvider } from '@refinedev/core';
import type { StaffPermission, StaffProfile } from '@shop/contracts/staff';
import { ApiError, api, withQuery, type Query } from './api.ts';
import { CONTENT_MORE_SCREENS, CONTENT_SCREENS } from './content-screens.ts';

/** The permission a screen (a Refine resource) needs; a resource not listed needs only a session. */
const RESOURCE_PERMISSION: Record<string, StaffPermission> = {
  staff: 'staff.manage',
  roles: 'staff.manage',
  'audit-log': 'audit.read',
  settings: 'settings.write',
  orders: 'orders.read',
  'after-sales': 'orders.read',
  'trade-ins': 'trade-in.write',
  invoices: 'invoices.write',
  'invoice-requests': 'invoices.write',
  'catalogue-categories': 'catalogue.write',
  'catalogue-products': 'catalogue.write',
  'catalogue-prices': 'prices.write',
  'catalogue-stock': 'stock.write',
  'catalogue-services': 'catalogue.write',
  members: 'members.read',
  'service-tickets': 'tickets.write',
  'service-enterprise': 'tickets.write',
  ...Object.fromEntries(CONTENT_SCREENS.map(([section]) => [`content-${section}`, 'cms.write' as const])),
  ...Object.fromEntries(CONTENT_MORE_SCREENS.map((x) => [x.resource, x.permission])),
  chat: 'chat.answer',
  'marketing-flash-sales': 'activities.write',
  'marketing-presales': 'activities.write',
  'marketing-ttm-codes': 'activities.write',
  'marketing-try-buys': 'activities.write',
  'marketing-bundles': 'activities.write',
  'marketing-gifts': 'activities.write',
  'marketing-ladders': 'activities.write',
  'marketing-coupons': 'coupons.write',
  messages: 'messages.send',
};

const ME_PATH = '/api/admin/auth/me';

let me: StaffProfile | null = null;
const listeners = new Set<() => void>();
/** The profile last read from /me (or a sign-in, or a password change). */
export const currentProfile = () => me;
export const rememberProfile = (p: StaffProfile | null) => {
  me = p;
  for (const l of listeners) l();
};
export const onProfileChange = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

async function fetchMe(): Promise<StaffProfile | null> {
  try {
    rememberProfile(await api<StaffProfile>('GET', ME_PATH));
  } catch {
    rememberProfile(null);
  }
  return me;
}

export const authProvider: AuthProvider = {
  login: async (input: { name: string; password: string; totp?: string }) => {
    try {
      const profile = await api<StaffProfile>('POST', '/api/admin/auth/login', input);
      rememberProfile(profile);
      return { success: true, redirectTo: profile.mustChangePassword ? '/change-password' : '/' };
    } catch (e) {
      return { success: false, error: e instanceof ApiError ? e : new ApiError(500, 'E_INTERNAL', '登录失败，请稍后重试', null) };
    }
  },
  logout: async () => {
    await api('POST', '/api/admin/auth/logout').catch(() => undefined);
    rememberProfile(null);
    return { success: true, redirectTo: '/login' };
  },
  check: async () => {
    const profile = await fetchMe();
    if (!profile) return { authenticated: false, redirectTo: '/login', logout: true };
    return { authenticated: true };
  },
  getIdentity: async () => me ?? (await fetchMe()),
  getPermissions: async () => (me ?? (await fetchMe()))?.permissions ?? [],
  onError: async (error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 401) return { logout: true, redirectTo: '/login', error };
    if (error instanceof ApiError && error.code === 'ERR_ADMIN_PASSWORD_CHANGE_REQUIRED') return { redirectTo: '/change-password', error };
    return {};
  },
};

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const needed = resource ? RESOURCE_PERMISSION[resource] : undefined;
    if (!needed) return { can: true };
    const granted = (me ?? (await fetchMe()))?.permissions ?? [];
    return granted.includes(needed) ? { can: true } : { can: false, reason: '当前角色无权访问' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};

/** The table's sort as the APIs take it: the field, `-` before it for descending (each API checks it against its own list). */
const bySort = (s: CrudSort[]) => (s[0] ? `${s[0].order === 'desc' ? '-' : ''}${s[0].field}` : undefined);

/** Where each resource's list lives, and how Refine's filters and sorters become its query. */
const LISTS: Record<string, { path: string; sort?: (s: CrudSort[]) => string | undefined }> = {
  staff: {
    path: '/api/admin/staff',
    sort: bySort,
  },
  'audit-log': { path: '/api/admin/audit-log', sort: bySort },
  orders: {
    path: '/api/admin/orders',
    sort: bySort,
  },
  'catalogue-products': {
    path: '/api/admin/catalogue/products',
    sort: bySort,
  },
  'catalogue-stock': { path: '/api/admin/catalogue/stock', sort: bySort },
  'catalogue-services': { path: '/api/admin/catalogue/services' },
  members: { path: '/api/admin/members', sort: bySort },
  'service-tickets': { path: '/api/admin/service/tickets' },
  'service-enterprise': { path: '/api/admin/service/enterprise' },
  'marketing-flash-sales': { path: '/api/admin/marketing/flash-sales', sort: bySort },
  'marketing-presales': { path: '/api/admin/marketing/presales', sort: bySort },
  'marketing-ttm-codes': { path: '/api/admin/marketing/ttm-codes' },
  'marketing-try-buys': { path: '/api/admin/marketing/try-buys', sort: bySort },
  'marketing-bundles': { path: '/api/admin/marketing/bundles' },
  'marketing-gifts': { path: '/api/admin/marketing/gifts' },
  'marketing-ladders': { path: '/api/admin/marketing/ladders', sort: bySort },
  'marketing-coupons': { path: '/api/admin/marketing/coupons', sort: bySort },
  messages: { path: '/api/admin/messages' },
};

function filterQuery(filters: CrudFilter[] = []): Query {
  const q: Query = {};
  for (const f of filters) {
    if (!('field' in f)) continue;
    if (f.value === undefined || f.value === null || f.value === '') continue;
    q[f.field] = f.value as string | number;
  }
  return q;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api/admin',
  getList: async ({ resource, pagination, filters, sorters }) => {
    const list = LISTS[resource];
    if (!list) throw new ApiError(404, 'E_NOT_FOUND', '不支持的列表', null);
    const query: Query = { ...filterQuery(filters), page: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? 20 };
    const sort = list.sort?.(sorters ?? []);
    if (sort) query.sort = sort;
    const page = await api<{ list: never[]; total: number }>('GET', withQuery(list.path, query));
    return { data: page.list, total: page.total };
  },
  getOne: async () => {
    throw new ApiError(404, 'E_NOT_FOUND', '不支持的操作', null);
  },
  create: async () => {
    throw new ApiError(404, 'E_NOT_FOUND', '不支持的操作', null);
  },
  update: async () => {
    throw new ApiError(404, 'E_NOT_FOUND', '不支持的操作', null);
  },
  deleteOne: async () => {
    throw new ApiError(404, 'E_NOT_FOUND', '不支持的操作', null);
  },
};

/** Refine's own few words (buttons, table texts) in Chinese; the console's own text is written in Chinese directly. */
const WORDS: Record<string, string> = {
  'buttons.logout': '退出登录',
  'buttons.create': '新建',
  'buttons.save': '保存',
  'buttons.cancel': '取消',
  'buttons.refresh': '刷新',
  'buttons.filter': '筛选',
  'buttons.clear': '清除',
  'table.actions': '操作',
  'notifications.error': '出错了',
  'notifications.success': '成功',
};
export const i18nProvider: I18nProvider = {
  translate: (key: string, _options?: unknown, defaultMessage?: string) => WORDS[key] ?? defaultMessage ?? key,
  changeLocale: async () => undefined,
  getLocale: () => 'zh-CN',
};

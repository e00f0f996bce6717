/**
 * 系统设置 (issue #16, 系统): the settings an operator may change in the console, defined once —
 * key, group, Chinese label, unit, default and bounds — for the API (validation, answers), the
 * console's forms and the modules that apply them (through the settings module's provides).
 * Times are epoch ms.
 */
import { z } from 'zod';
import { CHAT_DEFAULT_HOURS, parseServiceHours } from './customer-chat-limits.ts';

export const SETTING_GROUPS = { order: '订单', sms: '短信', chat: '在线客服' } as const;
export type SettingGroup = keyof typeof SETTING_GROUPS;

interface IntSetting {
  kind: 'int';
  group: SettingGroup;
  label: string;
  unit: string;
  /** The shop's default; a deployment may give its own (see the settings module). */
  default: number;
  min: number;
  max: number;
  help: string;
}
interface HoursSetting {
  kind: 'hours';
  group: SettingGroup;
  label: string;
  unit: string;
  default: string;
  help: string;
}

export const OPERATOR_SETTINGS = {
  orderPayTimeoutMinutes: {
    kind: 'int',
    group: 'order',
    label: '订单支付时限',
    unit: '分钟',
    default: 30,
    min: 5,
    max: 120,
    help: '下单后未在时限内付款的订单自动取消；只影响修改后新下的订单',
  },
  orderAutoConfirmDays: {
    kind: 'int',
    group: 'order',
    label: '自动确认收货',
    unit: '天',
    default: 7,
    min: 7,
    max: 30,
    help: '签收后会员未确认收货的订单，满此天数由系统确认；对所有尚未确认的已签收订单按签收时间计算',
  },
  smsPerMobileHourly: {
    kind: 'int',
    group: 'sms',
    label: '每个手机号每小时验证码上限',
    unit: '条',
    default: 10,
    min: 1,
    max: 60,
    help: '同一手机号1小时内最多可获取的验证码条数（两次之间至少间隔60秒）',
  },
  smsPerMobileDaily: {
    kind: 'int',
    group: 'sms',
    label: '每个手机号每天验证码上限',
    unit: '条',
    default: 10,
    min: 1,
    max: 50,
    help: '同一手机号每个自然日（北京时间）最多可获取的验证码条数',
  },
  smsPerIpHourly: {
    kind: 'int',
    group: 'sms',
    label: '每个IP每小时验证码上限',
    unit: '条',
    default: 30,
    min: 10,
    max: 100_000,
    help: '同一网络地址1小时内最多可请求的验证码条数（企业、校园网络共用出口时可调高）',
  },
  chatServiceHours: {
    kind: 'hours',
    group: 'chat',
    label: '在线客服服务时间',
    unit: '北京时间',
    default: CHAT_DEFAULT_HOURS,
    help: '服务时间外，顾客的留言转为服务工单，并告知客服何时上线',
  },
} as const satisfies Record<string, IntSetting | HoursSetting>;

export type SettingKey = keyof typeof OPERATOR_SETTINGS;
export const SETTING_KEYS = Object.keys(OPERATOR_SETTINGS) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(OPERATOR_SETTINGS, key);

/** Every setting's value in force (stored, else the default). */
export type SettingValues = { [K in SettingKey]: (typeof OPERATOR_SETTINGS)[K] extends { kind: 'int' } ? number : string };

function intSchema(s: IntSetting) {
  return z
    .number({ error: `${s.label}须为整数` })
    .int(`${s.label}须为整数`)
    .min(s.min, `${s.label}不能少于${s.min}${s.unit}`)
    .max(s.max, `${s.label}不能超过${s.max}${s.unit}`);
}

/** "HH:MM-HH:MM", Beijing time, the start before the end (24:00 allowed as the end). */
export const serviceHoursSchema = z
  .string({ error: '请输入服务时间' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, '服务时间格式为 HH:MM-HH:MM，如 09:00-21:00')
  .refine((v) => parseServiceHours(v) !== null, '服务开始时间须早于结束时间，结束时间最晚24:00');

/** The bounds of one setting, as a zod schema (the API's and the console's). */
export function settingSchema(key: SettingKey): z.ZodType<number | string> {
  const s: IntSetting | HoursSetting = OPERATOR_SETTINGS[key];
  return s.kind === 'int' ? intSchema(s) : serviceHoursSchema;
}

/** Bounds of every setting: one schema per key. */
export const settingValuesSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, settingSchema(k)])) as { [K in SettingKey]: z.ZodType<SettingValues[K]> },
);

export const settingKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });

export const settingUpdateInputSchema = z.object({
  value: z.union([z.number(), z.string()], { error: '请输入设置值' }),
});

export const settingViewSchema = z.object({
  key: z.string(),
  group: z.enum(Object.keys(SETTING_GROUPS) as [SettingGroup, ...SettingGroup[]]),
  label: z.string(),
  unit: z.string(),
  help: z.string(),
  value: z.union([z.number(), z.string()]),
  /** The value when never changed: the shop's, or the deployment's own (environment). */
  defaultValue: z.union([z.number(), z.string()]),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Who last changed it and when (epoch ms); null when never changed in the console. */
  changedBy: z.string().nullable(),
  changedAt: z.number().nullable(),
});
export type SettingView = z.infer<typeof settingViewSchema>;

export const settingListSchema = z.object({ items: z.array(settingViewSchema) });
export type SettingList = z.infer<typeof settingListSchema>;

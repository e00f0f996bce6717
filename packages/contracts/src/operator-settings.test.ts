import { describe, expect, it } from 'vitest';
import { OPERATOR_SETTINGS, SETTING_KEYS, isSettingKey, settingSchema, settingValuesSchema } from './operator-settings.ts';

const message = (key: Parameters<typeof settingSchema>[0], value: unknown) => {
  const r = settingSchema(key).safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('operator settings: bounds', () => {
  it('takes each bound itself and refuses one past it, naming the bound in Chinese', () => {
    expect(message('orderPayTimeoutMinutes', 5)).toBeNull();
    expect(message('orderPayTimeoutMinutes', 120)).toBeNull();
    expect(message('orderPayTimeoutMinutes', 4)).toBe('订单支付时限不能少于5分钟');
    expect(message('orderPayTimeoutMinutes', 121)).toBe('订单支付时限不能超过120分钟');
    expect(message('orderAutoConfirmDays', 7)).toBeNull();
    expect(message('orderAutoConfirmDays', 30)).toBeNull();
    expect(message('orderAutoConfirmDays', 6)).toBe('自动确认收货不能少于7天');
    expect(message('orderAutoConfirmDays', 31)).toBe('自动确认收货不能超过30天');
    expect(message('smsPerMobileHourly', 0)).toBe('每个手机号每小时验证码上限不能少于1条');
    expect(message('smsPerMobileDaily', 51)).toBe('每个手机号每天验证码上限不能超过50条');
    expect(message('smsPerIpHourly', 9)).toBe('每个IP每小时验证码上限不能少于10条');
    expect(message('smsPerIpHourly', 100_000)).toBeNull();
  });

  it('wants whole numbers for counts and durations', () => {
    expect(message('orderPayTimeoutMinutes', 30.5)).toBe('订单支付时限须为整数');
    expect(message('orderPayTimeoutMinutes', '30')).toBe('订单支付时限须为整数');
    expect(message('orderPayTimeoutMinutes', null)).toBe('订单支付时限须为整数');
  });

  it('wants service hours as HH:MM-HH:MM with the start before the end', () => {
    expect(message('chatServiceHours', '09:00-21:00')).toBeNull();
    expect(message('chatServiceHours', '00:00-24:00')).toBeNull();
    expect(message('chatServiceHours', '21:00-09:00')).toBe('服务开始时间须早于结束时间，结束时间最晚24:00');
    expect(message('chatServiceHours', '09:00-09:00')).toBe('服务开始时间须早于结束时间，结束时间最晚24:00');
    expect(message('chatServiceHours', '24:00-24:30')).toBe('服务时间格式为 HH:MM-HH:MM，如 09:00-21:00');
    expect(message('chatServiceHours', '9:00-21:00')).toBe('服务时间格式为 HH:MM-HH:MM，如 09:00-21:00');
    expect(message('chatServiceHours', 900)).toBe('请输入服务时间');
  });

  it('has every default within its own bounds, and knows its keys', () => {
    const defaults = Object.fromEntries(SETTING_KEYS.map((k) => [k, OPERATOR_SETTINGS[k].default]));
    expect(settingValuesSchema.safeParse(defaults).success).toBe(true);
    expect(isSettingKey('orderPayTimeoutMinutes')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
  });
});

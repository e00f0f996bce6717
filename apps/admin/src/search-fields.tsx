/**
 * Fields that the console's list search forms (ListSearchForm) share: the order number, checked by
 * the list's own query schema, and a date range. The label, name and wording stay each list's.
 */
import { DatePicker, Form, Input } from 'antd';
import type { z } from 'zod';
import { zodRule } from './zod-rule.ts';

/** An emptied input is no filter. */
export const blankIsNone = (v: string) => v?.trim() || undefined;

/** 订单号 (name orderNo), refused as the list's API would refuse it. */
export function OrderNoField({ rule, placeholder = '18位订单号', width = 200 }: { rule: z.ZodType; placeholder?: string; width?: number }) {
  return (
    <Form.Item label="订单号" name="orderNo" normalize={blankIsNone} rules={[zodRule(rule)]}>
      <Input allowClear placeholder={placeholder} style={{ width }} />
    </Form.Item>
  );
}

/** A range of days; the list turns the picked pair into its from / to. */
export function DateRangeField({ label, name }: { label: string; name: string }) {
  return (
    <Form.Item label={label} name={name}>
      <DatePicker.RangePicker />
    </Form.Item>
  );
}

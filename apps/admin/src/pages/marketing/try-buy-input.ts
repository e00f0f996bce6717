/**
 * The 先试后买 dialog's values as the API takes them (times → epoch ms), and which field a
 * refusal of the API belongs to (its message shown under that field).
 */
import type { Dayjs } from 'dayjs';
import type { ApiError } from '../../api.ts';

export interface FormValues {
  skuCode?: string;
  title?: string;
  trialDays?: number | null;
  unitsTotal?: number | null;
  beginAt?: Dayjs | null;
  endAt?: Dayjs | null;
}

export const toInput = (v: FormValues) => ({
  skuCode: v.skuCode,
  title: v.title,
  trialDays: v.trialDays ?? undefined,
  unitsTotal: v.unitsTotal ?? undefined,
  beginAt: v.beginAt?.valueOf(),
  endAt: v.endAt?.valueOf(),
});

/** API answers that belong to one field. */
const FIELD_OF_CODE: Record<string, keyof FormValues> = {
  ERR_ADMIN_FLASH_SKU_NOT_FOUND: 'skuCode',
  ERR_ADMIN_TRYBUY_OVERLAP: 'beginAt',
  ERR_ADMIN_TRYBUY_UNITS_BELOW_TAKEN: 'unitsTotal',
};
const FIELDS: readonly string[] = ['skuCode', 'title', 'trialDays', 'unitsTotal', 'beginAt', 'endAt'];

/** The field a refusal belongs to, or null when it is the whole form's (shown as a message). */
export function fieldOf(e: Pick<ApiError, 'code' | 'message' | 'data'>): keyof FormValues | null {
  if (FIELD_OF_CODE[e.code]) return FIELD_OF_CODE[e.code]!;
  if (e.code !== 'E_VALIDATION') return null;
  const path = (e.data as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path;
  if (path && FIELDS.includes(path)) return path as keyof FormValues;
  return e.message.includes('结束时间') ? 'endAt' : null;
}

/**
 * Delivery addresses (issue #5; used by checkout and the personal centre). Region codes are
 * GB/T 2260 as GET /api/sys/region/children gives them.
 */
import { z } from 'zod';
import { mobileSchema, sanitizeName } from './validation.ts';

export const ADDRESS_LIMIT = 20;

const regionCode = (what: string) =>
  z
    .string({ error: `请选择${what}` })
    .trim()
    .regex(/^\d{6}$/, { error: `请选择${what}` });

export const addressInputSchema = z.object({
  /** Absent: a new address; present: edit that one. */
  id: z.coerce.number({ error: '地址编号不正确' }).int().positive({ error: '地址编号不正确' }).optional(),
  receiver: z
    .string({ error: '请输入收货人姓名' })
    .transform((s) => sanitizeName(s).trim())
    .pipe(z.string().min(1, { error: '请输入收货人姓名' }).max(25, { error: '收货人姓名最多25个字' })),
  mobile: mobileSchema,
  provinceCode: regionCode('省份'),
  cityCode: regionCode('城市'),
  districtCode: regionCode('区县'),
  detail: z
    .string({ error: '请输入详细地址' })
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .pipe(z.string().min(5, { error: '详细地址至少5个字' }).max(120, { error: '详细地址最多120个字' })),
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  receiver: z.string(),
  /** Masked for display, e.g. 138****8000. */
  mobileMasked: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

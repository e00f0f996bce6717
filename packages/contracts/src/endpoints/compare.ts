/** Product comparison and trade-in estimates (spec 7). Public; prices follow the site code. */
import { z } from 'zod';
import { compareBaseInfoSchema, compareInfoSchema, tradeInEstimateSchema } from '../compare.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['product-compare'];
const code = (what: string) => z.string().trim().min(1, `请提供${what}`).max(64, `${what}格式不正确`);
const siteCd = z.string().trim().max(32).optional().meta({ description: '站点代码；缺省取 Cookie siteCd，再缺省 cn' });

export const compareEndpoints = {
  baseInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/compare/getPDPCompareBaseInfo/:catgLvlOneCd/:catgLvlTowCd',
    params: z.object({ catgLvlOneCd: code('一级类目编码'), catgLvlTowCd: code('二级类目编码') }),
    query: z.object({ siteCd }),
    data: compareBaseInfoSchema,
    summary: '对比选择器：某一、二级类目下的在售商品',
    description: '未知类目 404；二级类目不属于该一级类目 400。',
    tags,
  }),
  compare: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/compare/getCompareInfo/:x/0',
    params: z.object({ x: z.string().trim().min(1, '请选择要对比的产品').max(400, '最多对比4款产品') }),
    query: z.object({ siteCd }),
    data: compareInfoSchema,
    summary: '产品对比（2–4 款同类目产品，参数按组与名称对齐）',
    description: 'x 为逗号分隔的 SPU 或 SKU 编码：SKU 编码对比该 SKU，SPU 编码取默认 SKU。values 与 products 一一对应，缺失为 null；same 表示全部有值且相同。',
    tags,
  }),
  tradeInEstimate: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/compare/getTradeInEstimateAmount/2/:x',
    params: z.object({ x: code('商品编码') }),
    query: z.object({ model: z.string().trim().min(1, '请选择旧机型号').max(64, '旧机型号格式不正确').optional(), siteCd }),
    data: tradeInEstimateSchema,
    summary: '以旧换新估价（新机的 SKU 或 SPU 编码）',
    description:
      '列出可回收的旧机（按平台分组、合计从高到低）与最高合计；?model= 指定旧机时 selected 与 dialog 为该旧机。不支持以旧换新的品类返回空列表。金额单位：分。',
    tags,
  }),
};

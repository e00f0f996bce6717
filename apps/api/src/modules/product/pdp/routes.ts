/**
 * /api/product/pdp/* (spec 7 "Product detail"): the page's first call, preview, gallery,
 * SKUs, detail, right-hand panel, bundles, bespoke options, 360° frames, recommendations.
 * All public. Prices follow the site (?siteCd=, else the siteCd cookie, else cn). A draft
 * product answers only with a valid preview token (?previewToken=).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIES, envelopeSchema, productCardSchema } from '@shop/contracts';
import {
  bespokeInfoSchema,
  bespokeSkuSchema,
  bundleSchema,
  pdpBaseInfoSchema,
  pdpDetailInfoSchema,
  pdpGallerySchema,
  pdpInInfoSchema,
  pdpSkuGallerySchema,
  pdpSkuSchema,
  pdpTopInfoSchema,
  pkgUpItemSchema,
  skuByIdSchema,
  specGroupSchema,
} from '@shop/contracts/pdp';
import { DEFAULT_SKU, bespokeDefaultChoice, bespokePrice, parseBespokeChoice, resolveSpuCode } from '@shop/contracts/pdp-rules';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { ApiContext } from '../../../platform/types.ts';
import { toProductCard } from '../card.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import { gallery, selectSku, type PdpService } from './pdp.service.ts';
import type { PdpRepository } from './pdp.repository.ts';
import {
  bespokeQuery,
  inInfoQuery,
  pageQuery,
  prodParams,
  recCountParams,
  siteQuery,
  skuIdParams,
  skuOf,
  skuParams,
  viewQuery,
  withOptionalSku,
} from './params.ts';
import { verifyPreviewToken } from './preview-token.ts';

const tags = ['product-detail'];
const P = '/product/pdp';

export function pdpRoutes(api: FastifyInstance, ctx: ApiContext, pdp: PdpService, repo: PdpRepository) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const site = (req: FastifyRequest, fromQuery: string | undefined) => resolveSiteCode(fromQuery, req.cookies[COOKIES.siteCd]);

  /** Whether a draft may be shown: a token given must be valid for the SPU the address names. */
  const previewAllowed = (prodCd: string, token: string | undefined): boolean => {
    if (token === undefined || token === '') return false;
    if (!verifyPreviewToken(ctx.config.secret, resolveSpuCode(prodCd).spuCode, token, ctx.clock.nowMs())) throw fail('E_PREVIEW_TOKEN');
    return true;
  };

  for (const [path, params] of withOptionalSku(`${P}/baseInfo/:prodCd`))
    r.get(
      path,
      {
        schema: {
          tags,
          summary: '商品详情页首屏数据（spuBaseInfo、规格、SKU 与活动）',
          description:
            '商品编码可为替换编码（SM-S9380 → S25U）或以旧换新延展页编码（S25U-TS）。未指定 SKU 时按默认 SKU 表，再取第一个有货的 SKU。typCd 按服务器时间解析；秒杀预告时长 secKillDispMinite 默认 30 分钟。未知或未发布商品 404（商品不存在）；已下架商品返回 ERR_ORDER_OFF_SHELF。',
          params,
          querystring: pageQuery,
          response: { 200: envelopeSchema(pdpBaseInfoSchema) },
        },
      },
      async (req) => {
        const preview = previewAllowed(req.params.prodCd, req.query.previewToken);
        return ok(
          req,
          await pdp.baseInfo(req.params.prodCd, skuOf(req.params), {
            siteCode: site(req, req.query.siteCd),
            page: req.query.page ?? 'product',
            preview,
          }),
        );
      },
    );

  for (const [path, params] of withOptionalSku(`${P}/view/:prodCd`))
    r.get(
      path,
      {
        schema: {
          tags,
          summary: '商品预览（含未发布商品，需预览令牌）',
          description: '与 baseInfo 相同的结构，preview 为 true。令牌无效或过期时 403 E_PREVIEW_TOKEN。',
          params,
          querystring: viewQuery,
          response: { 200: envelopeSchema(pdpBaseInfoSchema) },
        },
      },
      async (req) => {
        previewAllowed(req.params.prodCd, req.query.previewToken);
        return ok(
          req,
          await pdp.baseInfo(req.params.prodCd, skuOf(req.params), {
            siteCode: site(req, req.query.siteCd),
            page: req.query.page ?? 'product',
            preview: true,
          }),
        );
      },
    );

  r.get(
    `${P}/skuInfoList/:prodCd`,
    {
      schema: {
        tags,
        summary: '商品全部 SKU（价格、库存、活动）',
        params: prodParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(z.array(pdpSkuSchema)) },
      },
    },
    async (req) => ok(req, await pdp.skuList(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  r.get(
    `${P}/pkgUpData/:prodCd`,
    {
      schema: {
        tags,
        summary: '升级套餐：每个 SKU 同颜色的下一档存储/尺寸及差价',
        params: prodParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(z.array(pkgUpItemSchema)) },
      },
    },
    async (req) => ok(req, await pdp.pkgUp(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  r.get(
    `${P}/leftSkuInfo/:skuCode`,
    {
      schema: {
        tags,
        summary: '单个 SKU 的图片与实时价格库存',
        params: skuParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(pdpSkuGallerySchema) },
      },
    },
    async (req) => ok(req, await pdp.leftSkuInfo(req.params.skuCode, site(req, req.query.siteCd))),
  );

  r.get(
    `${P}/leftInfo/:prodCd`,
    {
      schema: {
        tags,
        summary: '商品图库（每种颜色的图片）',
        params: prodParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(pdpGallerySchema) },
      },
    },
    async (req) => ok(req, await pdp.leftInfo(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  r.get(
    `${P}/topInfo/:prodCd`,
    {
      schema: {
        tags,
        summary: '商品名称、类目路径、卖点、评分、分享标题',
        params: prodParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(pdpTopInfoSchema) },
      },
    },
    async (req) => ok(req, await pdp.topInfo(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  for (const [path, params] of withOptionalSku(`${P}/bottom/detailInfo/:prodCd`))
    r.get(
      path,
      {
        schema: {
          tags,
          summary: '图文详情（已净化的 HTML）、包装清单、亮点规格、规格参数',
          params,
          querystring: siteQuery,
          response: { 200: envelopeSchema(pdpDetailInfoSchema) },
        },
      },
      async (req) =>
        ok(
          req,
          await pdp.detailInfo(req.params.prodCd, skuOf(req.params), site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken)),
        ),
    );

  r.get(
    `${P}/bottom/specInfo/:prodCd`,
    {
      schema: {
        tags,
        summary: '规格参数（分组）',
        params: prodParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(z.array(specGroupSchema)) },
      },
    },
    async (req) => ok(req, await pdp.specInfo(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  r.get(
    `${P}/right/inInfo/:prodCd`,
    {
      schema: {
        tags,
        summary: '右侧购买面板：服务、分期、赠品、套装、购买按钮状态',
        description: 'skuCd 缺省时取默认 SKU。分期按 SKU 站点价计算，低于 minPrice 不提供分期（fqmx.stopBuy）。赠品仅在赠品有库存时出现。',
        params: prodParams,
        querystring: inInfoQuery,
        response: { 200: envelopeSchema(pdpInInfoSchema) },
      },
    },
    async (req) =>
      ok(req, await pdp.inInfo(req.params.prodCd, req.query.skuCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  r.post(
    `${P}/getProductInfoBySkuId/:skuId`,
    {
      schema: {
        tags,
        summary: '按 SKU ID 查询 SKU 与所属商品',
        params: skuIdParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(skuByIdSchema) },
      },
    },
    async (req) => {
      const s = await pdp.skuById(req.params.skuId, site(req, req.query.siteCd));
      return ok(req, {
        skuId: s.id,
        skuCd: s.skuCode,
        skuNm: s.name,
        prodCd: s.spuCode,
        prodNm: s.productName,
        productType: s.type,
        image: gallery(s.type, s.colorHex)[0]!,
        price: s.price,
        origPrice: Math.max(s.origPrice, s.price),
        stkCnt: s.stock,
        status: s.productStatus === 'on_sale' ? s.status : 'off_sale',
      });
    },
  );

  r.post(
    `${P}/getProductBundleInfoBySkuId/:skuId`,
    {
      schema: {
        tags,
        summary: '以该 SKU 为主商品的套装（套装价、总价、节省）',
        params: skuIdParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(z.array(bundleSchema)) },
      },
    },
    async (req) => ok(req, await pdp.bundlesBySkuId(req.params.skuId, site(req, req.query.siteCd))),
  );

  r.get(
    `${P}/list3DModel/:prodCd`,
    {
      schema: {
        tags,
        summary: '360° 展示的帧图片（按角度排列，颜色随 skuCd；无 360° 展示时为空）',
        params: prodParams,
        querystring: inInfoQuery,
        response: { 200: envelopeSchema(z.array(z.string())) },
      },
    },
    async (req) =>
      ok(req, await pdp.frames3d(req.params.prodCd, req.query.skuCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  // ── bespoke (定制) ──────────────────────────────────────────────────────────────────────
  r.get(
    `${P}/v2/listBespokeSkuInfo/:prodCd`,
    {
      schema: {
        tags,
        summary: '定制商品：每个 SKU 的定制项与默认价格（非定制商品为空列表）',
        params: prodParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(z.array(bespokeSkuSchema)) },
      },
    },
    async (req) => {
      const { row } = await pdp.load(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken));
      if (row.bespoke.length === 0) return ok(req, []);
      const choice = bespokeDefaultChoice(row.bespoke);
      return ok(
        req,
        row.skus.map((s) => ({
          skuCd: s.skuCode,
          skuNm: s.name,
          basePrice: s.price,
          price: bespokePrice(s.price, row.bespoke, choice)!,
          groups: row.bespoke,
          choice,
        })),
      );
    },
  );

  r.get(
    `${P}/v3/bespoke/:prodCd`,
    {
      schema: {
        tags,
        summary: '定制商品：按所选定制项计算价格',
        description: 'choice 形如 topPanel:navy,material:glass；未选的定制项取第一项。非定制商品 bespoke 为 false、各列表为空。',
        params: prodParams,
        querystring: bespokeQuery,
        response: { 200: envelopeSchema(bespokeInfoSchema) },
      },
    },
    async (req) => {
      const { row } = await pdp.load(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken));
      if (row.bespoke.length === 0)
        return ok(req, {
          prodCd: row.spuCode,
          bespoke: false,
          groups: [],
          choice: {},
          skus: [],
        });
      const asked = parseBespokeChoice(req.query.choice ?? '');
      const choice = asked === null ? null : { ...bespokeDefaultChoice(row.bespoke), ...asked };
      if (choice === null || bespokePrice(0, row.bespoke, choice) === null) throw fail('E_VALIDATION', { message: '所选定制项不存在，请重新选择' });
      const skus = req.query.skuCd ? [selectSku(row.skus, row.spuCode, req.query.skuCd, DEFAULT_SKU)] : row.skus;
      return ok(req, {
        prodCd: row.spuCode,
        bespoke: true,
        groups: row.bespoke,
        choice,
        skus: skus.map((s) => ({
          skuCd: s.skuCode,
          skuNm: s.name,
          basePrice: s.price,
          price: bespokePrice(s.price, row.bespoke, choice)!,
        })),
      });
    },
  );

  // ── recommendations ─────────────────────────────────────────────────────────────────────
  r.get(
    `${P}/v2/:prodCd/bottom/recSmartInfo/:x`,
    {
      schema: {
        tags,
        summary: '为你推荐：同类目优先，再同大类，再热销（不含本商品）',
        params: recCountParams,
        querystring: siteQuery,
        response: { 200: envelopeSchema(z.array(productCardSchema)) },
      },
    },
    async (req) => {
      const siteCode = site(req, req.query.siteCd);
      const { row } = await pdp.load(req.params.prodCd, siteCode, previewAllowed(req.params.prodCd, req.query.previewToken));
      const rows = await repo.recommend({
        siteCode,
        category: row.categoryCode,
        parent: row.parentCode,
        exclude: row.spuCode,
        limit: req.params.x,
      });
      return ok(req, rows.map(toProductCard));
    },
  );
}

/**
 * /api/product/pdp/* (spec 7 "Product detail"): the page's first call, preview, gallery,
 * SKUs, detail, right-hand panel, bundles, bespoke options, 360° frames, recommendations.
 * All public. Prices follow the site (?siteCd=, else the siteCd cookie, else cn). A draft
 * product answers only with a valid preview token (?previewToken=). Registered from their
 * definitions in @shop/contracts/endpoints/pdp.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { COOKIES, envelopeSchema } from '@shop/contracts';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import { DEFAULT_SKU, bespokeDefaultChoice, bespokePrice, parseBespokeChoice, resolveSpuCode } from '@shop/contracts/pdp-rules';
import { ok, pathOf } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { ApiContext } from '../../../platform/types.ts';
import { keptProductCard } from '../card.ts';
import { sendJsonText } from '../kept-json.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import { gallery, selectSku, type BaseInfoAnswer, type PdpService } from './pdp.service.ts';
import type { PdpRepository } from './pdp.repository.ts';
import { skuOf } from './params.ts';
import { verifyPreviewToken } from './preview-token.ts';

/** baseInfo answers kept as JSON text: the most recent ones (an answer is about 10 KB). */
const KEPT_ANSWERS = 256;
/** serverTimeMs while the text is made, cut out and replaced by each request's clock. */
const TIME_MARK = 8_640_000_000_000_000;
const TIME_FIELD = `"serverTimeMs":${TIME_MARK}`;

/**
 * The page's first call answered from JSON text made once per answer key (pdp.service.ts
 * BaseInfoAnswer) by the route's own serializer, so validating and serialising ~10 KB is not
 * redone on every request; the clock's value is put in at each send. A string with a JSON type
 * goes out as it is (Fastify serialises only objects). Outside production every kept text is
 * checked against a fresh one, so an answer key that misses something fails the tests.
 */
function baseInfoTexts(endpoint: typeof pdpEndpoints.baseInfo | typeof pdpEndpoints.baseInfoOfSku, checkEachUse: boolean) {
  const serialize = serializerCompiler({ schema: envelopeSchema(endpoint.data), method: endpoint.method, url: endpoint.path });
  const kept = new Map<string, [before: string, after: string]>();
  const make = (path: string, answer: BaseInfoAnswer): [string, string] | string => {
    const text = serialize(ok({ url: path }, { ...answer.data(), serverTimeMs: TIME_MARK }));
    const at = text.indexOf(TIME_FIELD);
    // The mark appears once (anything else would be cut wrongly): else the text is used once as made.
    if (at === -1 || text.indexOf(TIME_FIELD, at + 1) !== -1) return text.replace(TIME_FIELD, `"serverTimeMs":${answer.nowMs}`);
    return [text.slice(0, at + TIME_FIELD.length - String(TIME_MARK).length), text.slice(at + TIME_FIELD.length)];
  };
  return (req: FastifyRequest, reply: FastifyReply, answer: BaseInfoAnswer): never => {
    const path = pathOf(req.url);
    const key = `${path}\n${answer.key}`;
    let parts = kept.get(key);
    if (!parts) {
      const made = make(path, answer);
      if (typeof made === 'string') return sendJsonText(reply, made);
      if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
      kept.set(key, made);
      parts = made;
    } else if (checkEachUse) {
      const fresh = make(path, answer);
      if (typeof fresh === 'string' || fresh[0] !== parts[0] || fresh[1] !== parts[1])
        throw new Error(`baseInfo: the kept answer differs from a fresh one for key ${key}`);
    }
    return sendJsonText(reply, parts[0] + answer.nowMs + parts[1]);
  };
}

export function pdpRoutes(api: FastifyInstance, ctx: ApiContext, pdp: PdpService, repo: PdpRepository) {
  const site = (req: FastifyRequest, fromQuery: string | undefined) => resolveSiteCode(fromQuery, req.cookies[COOKIES.siteCd]);

  /** Whether a draft may be shown: a token given must be valid for the SPU the address names. */
  const previewAllowed = (prodCd: string, token: string | undefined): boolean => {
    if (token === undefined || token === '') return false;
    if (!verifyPreviewToken(ctx.config.secret, resolveSpuCode(prodCd).spuCode, token, ctx.clock.nowMs())) throw fail('E_PREVIEW_TOKEN');
    return true;
  };

  // Routes with an optional trailing SKU code are registered twice: without and with it.
  for (const endpoint of [pdpEndpoints.baseInfo, pdpEndpoints.baseInfoOfSku]) {
    const send = baseInfoTexts(endpoint, ctx.config.nodeEnv !== 'production');
    routeEndpoint(api, endpoint, async (req, reply) => {
      const preview = previewAllowed(req.params.prodCd, req.query.previewToken);
      const answer = await pdp.baseInfoAnswer(req.params.prodCd, skuOf(req.params), {
        siteCode: site(req, req.query.siteCd),
        page: req.query.page ?? 'product',
        preview,
      });
      return send(req, reply, answer);
    });
  }

  for (const endpoint of [pdpEndpoints.view, pdpEndpoints.viewOfSku])
    routeEndpoint(api, endpoint, async (req) => {
      previewAllowed(req.params.prodCd, req.query.previewToken);
      return ok(
        req,
        await pdp.baseInfo(req.params.prodCd, skuOf(req.params), {
          siteCode: site(req, req.query.siteCd),
          page: req.query.page ?? 'product',
          preview: true,
        }),
      );
    });

  routeEndpoint(api, pdpEndpoints.skuInfoList, async (req) =>
    ok(req, await pdp.skuList(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  routeEndpoint(api, pdpEndpoints.pkgUpData, async (req) =>
    ok(req, await pdp.pkgUp(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  routeEndpoint(api, pdpEndpoints.leftSkuInfo, async (req) => ok(req, await pdp.leftSkuInfo(req.params.skuCode, site(req, req.query.siteCd))));

  routeEndpoint(api, pdpEndpoints.leftInfo, async (req) =>
    ok(req, await pdp.leftInfo(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  routeEndpoint(api, pdpEndpoints.topInfo, async (req) =>
    ok(req, await pdp.topInfo(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  for (const endpoint of [pdpEndpoints.detailInfo, pdpEndpoints.detailInfoOfSku])
    routeEndpoint(api, endpoint, async (req) =>
      ok(
        req,
        await pdp.detailInfo(req.params.prodCd, skuOf(req.params), site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken)),
      ),
    );

  routeEndpoint(api, pdpEndpoints.specInfo, async (req) =>
    ok(req, await pdp.specInfo(req.params.prodCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  routeEndpoint(api, pdpEndpoints.inInfo, async (req) =>
    ok(req, await pdp.inInfo(req.params.prodCd, req.query.skuCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  routeEndpoint(api, pdpEndpoints.productInfoBySkuId, async (req) => {
    const s = await pdp.skuById(req.params.skuId, site(req, req.query.siteCd));
    return ok(req, {
      skuId: s.id,
      skuCd: s.skuCode,
      skuNm: s.name,
      prodCd: s.spuCode,
      prodNm: s.productName,
      productType: s.type,
      image: gallery(s.type, s.design, s.colorHex)[0]!,
      price: s.price,
      origPrice: Math.max(s.origPrice, s.price),
      stkCnt: s.stock,
      status: s.productStatus === 'on_sale' ? s.status : 'off_sale',
    });
  });

  routeEndpoint(api, pdpEndpoints.bundleInfoBySkuId, async (req) => ok(req, await pdp.bundlesBySkuId(req.params.skuId, site(req, req.query.siteCd))));

  routeEndpoint(api, pdpEndpoints.list3DModel, async (req) =>
    ok(req, await pdp.frames3d(req.params.prodCd, req.query.skuCd, site(req, req.query.siteCd), previewAllowed(req.params.prodCd, req.query.previewToken))),
  );

  // ── bespoke (定制) ──────────────────────────────────────────────────────────────────────
  routeEndpoint(api, pdpEndpoints.bespokeSkuList, async (req) => {
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
  });

  routeEndpoint(api, pdpEndpoints.bespoke, async (req) => {
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
  });

  // ── recommendations ─────────────────────────────────────────────────────────────────────
  routeEndpoint(api, pdpEndpoints.recSmartInfo, async (req) => {
    const siteCode = site(req, req.query.siteCd);
    const { row } = await pdp.load(req.params.prodCd, siteCode, previewAllowed(req.params.prodCd, req.query.previewToken));
    const rows = await repo.recommend({
      siteCode,
      category: row.categoryCode,
      parent: row.parentCode,
      exclude: row.spuCode,
      limit: req.params.x,
    });
    return ok(req, rows.map(keptProductCard));
  });
}

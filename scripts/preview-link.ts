/**
 * Prints a preview link for a product (drafts included) for operators:
 *
 *   npx tsx scripts/preview-link.ts S26U [--hours 24] [--sku S26U-TITANBLACK-2]
 *
 * The token is signed with the shop secret of this environment (SHOP_SECRET, else the key
 * kept under DATA_DIR, exactly as the server reads it), so the link works on that shop only,
 * until it expires. The origin is PUBLIC_URL, else http://localhost:PORT.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { issuePreviewToken } from '../apps/api/src/modules/product/pdp/preview-token.ts';
import { CODE } from '../apps/api/src/modules/product/pdp/params.ts';
import { resolveSpuCode } from '../packages/contracts/src/pdp-rules.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    hours: { type: 'string', default: '24' },
    sku: { type: 'string' },
  },
});
const code = positionals[0];
const hours = Number(values.hours);
if (!code || !CODE.test(code) || (values.sku !== undefined && !CODE.test(values.sku)) || !(hours > 0 && hours <= 24 * 30)) {
  console.error('用法：npx tsx scripts/preview-link.ts <商品编码> [--hours 1–720] [--sku <SKU 编码>]');
  process.exit(1);
}

const config = loadConfig();
const spuCode = resolveSpuCode(code).spuCode;
const { token, expiresAtMs } = issuePreviewToken(config.secret, spuCode, Date.now(), hours * 3600_000);
const origin = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
const sku = values.sku ? `/${encodeURIComponent(values.sku)}` : '';
console.log(`${origin}/preview/product/${encodeURIComponent(spuCode)}${sku}?previewToken=${encodeURIComponent(token)}`);
console.log(`有效期至 ${new Date(expiresAtMs).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}（北京时间）`);

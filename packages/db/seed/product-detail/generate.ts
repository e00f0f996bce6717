/**
 * Writes the product-page seed (issue #4) next to this file from the catalogue JSON:
 * details.json (overview HTML, packing list, 360° frames, highlights, bespoke groups),
 * services.json, bundles.json, gifts.json, extra-products.json (the draft S26U) and
 * extra-skus.json (a sparse colour of an on-sale product). Deterministic: no clock, no
 * randomness, so re-running gives the same files.
 *
 *   npx tsx packages/db/seed/product-detail/generate.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface SeedSku {
  skuCode: string;
  name: string;
  attrs: Record<string, string>;
  colorName: string;
  colorHex: string;
  price: number;
  origPrice: number;
  stock: number;
  lowStock: number;
  status: string;
  sortOrder: number;
  sitePrices: Record<string, number>;
}
interface SeedProduct {
  spuCode: string;
  name: string;
  model: string;
  type: string;
  /** Picture design key (media module), as scripts/generate-catalog.ts derived it. */
  design: string;
  categoryCode: string;
  sellingPoint: string;
  description: string;
  specs: { group: string; items: { name: string; value: string }[] }[];
  isNew: boolean;
  isHot: boolean;
  status: string;
  salesCount: number;
  launchedAt: string;
  sortOrder: number;
  searchText: string;
  skus: SeedSku[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const products = JSON.parse(readFileSync(path.join(here, '../catalog/products.json'), 'utf8')) as SeedProduct[];
const write = (name: string, data: unknown) => writeFileSync(path.join(here, name), JSON.stringify(data, null, 1) + '\n');

/** A product picture: /media/product/{type}/{design}/{view}/{hex}.svg (the media module's URL). */
const img = (p: { type: string; design: string }, view: string, hex: string) =>
  `/media/product/${p.type}/${p.design}/${view}/${hex.replace('#', '').toLowerCase()}.svg`;

const PACKING: Record<string, { name: string; qty: number }[]> = {
  phone: [
    { name: '手机', qty: 1 },
    { name: 'USB-C 数据线', qty: 1 },
    { name: '取卡针', qty: 1 },
    { name: '快速入门指南', qty: 1 },
  ],
  foldable: [
    { name: '折叠屏手机', qty: 1 },
    { name: 'USB-C 数据线', qty: 1 },
    { name: '取卡针', qty: 1 },
    { name: '快速入门指南', qty: 1 },
  ],
  tablet: [
    { name: '平板电脑', qty: 1 },
    { name: '手写笔', qty: 1 },
    { name: 'USB-C 数据线', qty: 1 },
    { name: '快速入门指南', qty: 1 },
  ],
  watch: [
    { name: '手表', qty: 1 },
    { name: '表带', qty: 1 },
    { name: '无线充电座', qty: 1 },
    { name: '快速入门指南', qty: 1 },
  ],
  earbuds: [
    { name: '耳机', qty: 2 },
    { name: '充电盒', qty: 1 },
    { name: '硅胶耳塞（S/M/L）', qty: 3 },
    { name: 'USB-C 数据线', qty: 1 },
  ],
  tv: [
    { name: '电视', qty: 1 },
    { name: '遥控器', qty: 1 },
    { name: '底座', qty: 1 },
    { name: '电源线', qty: 1 },
    { name: '使用说明书', qty: 1 },
  ],
  audio: [
    { name: '主音箱', qty: 1 },
    { name: '遥控器', qty: 1 },
    { name: 'HDMI 线', qty: 1 },
    { name: '电源线', qty: 1 },
  ],
  fridge: [
    { name: '冰箱', qty: 1 },
    { name: '蛋架', qty: 1 },
    { name: '制冰盒', qty: 1 },
    { name: '使用说明书', qty: 1 },
  ],
  washer: [
    { name: '洗衣机', qty: 1 },
    { name: '进水管', qty: 1 },
    { name: '排水管', qty: 1 },
    { name: '使用说明书', qty: 1 },
  ],
  monitor: [
    { name: '显示器', qty: 1 },
    { name: '支架', qty: 1 },
    { name: 'HDMI 线', qty: 1 },
    { name: '电源适配器', qty: 1 },
  ],
  storage: [
    { name: '存储设备', qty: 1 },
    { name: '快速入门指南', qty: 1 },
  ],
  accessory: [
    { name: '配件', qty: 1 },
    { name: '使用说明', qty: 1 },
  ],
};

/** 360° frames: the hand-held devices a shopper turns around. */
const FRAMES: Record<string, number> = {
  phone: 24,
  foldable: 24,
  watch: 24,
  earbuds: 24,
};

/** Bespoke (定制) fridges and washers: panel colours and materials with their price deltas (fen). */
const BESPOKE: Record<string, unknown[]> = {
  RF65: [
    {
      code: 'topPanel',
      name: '上门板颜色',
      options: [
        { code: 'cream', name: '奶油白', hex: '#f1ebe0', priceDelta: 0 },
        { code: 'mint', name: '浅青绿', hex: '#a8d5cf', priceDelta: 0 },
        { code: 'navy', name: '深海蓝', hex: '#1f3354', priceDelta: 30000 },
        { code: 'coral', name: '珊瑚橙', hex: '#f08a64', priceDelta: 30000 },
      ],
    },
    {
      code: 'bottomPanel',
      name: '下门板颜色',
      options: [
        { code: 'cream', name: '奶油白', hex: '#f1ebe0', priceDelta: 0 },
        { code: 'mint', name: '浅青绿', hex: '#a8d5cf', priceDelta: 0 },
        { code: 'navy', name: '深海蓝', hex: '#1f3354', priceDelta: 30000 },
        { code: 'charcoal', name: '炭黑', hex: '#2b2d31', priceDelta: 30000 },
      ],
    },
    {
      code: 'material',
      name: '面板材质',
      options: [
        { code: 'steel', name: '磨砂钢板', hex: null, priceDelta: 0 },
        { code: 'glass', name: '钢化玻璃', hex: null, priceDelta: 80000 },
        { code: 'satin', name: '缎面玻璃', hex: null, priceDelta: 120000 },
      ],
    },
  ],
  WD12B: [
    {
      code: 'doorColor',
      name: '机门颜色',
      options: [
        { code: 'graphite', name: '石墨灰', hex: '#3c3f44', priceDelta: 0 },
        { code: 'cream', name: '奶油白', hex: '#f1ebe0', priceDelta: 0 },
        { code: 'navy', name: '深海蓝', hex: '#1f3354', priceDelta: 20000 },
      ],
    },
    {
      code: 'material',
      name: '面板材质',
      options: [
        { code: 'steel', name: '磨砂钢板', hex: null, priceDelta: 0 },
        { code: 'glass', name: '钢化玻璃', hex: null, priceDelta: 50000 },
      ],
    },
  ],
};

/** The product whose operator HTML carries a script and an event handler (the sanitiser must remove them). */
const UNSAFE_HTML_SPU = 'A56';

function highlights(p: SeedProduct) {
  return p.specs
    .filter((g) => g.group !== '基本信息')
    .flatMap((g) => g.items)
    .slice(0, 4);
}

function overviewHtml(p: SeedProduct) {
  const first = p.skus[0]!;
  const hex = first.colorHex;
  const colours = [...new Map(p.skus.map((s) => [s.colorName, s.colorHex])).entries()];
  const specRows = highlights(p)
    .map((h) => `<li><strong>${h.name}</strong>：${h.value}</li>`)
    .join('');
  let html =
    `<section class="pdp-overview"><h2>${p.name}</h2><p>${p.description}</p>` +
    `<img src="${img(p, 'front', hex)}" alt="${p.name} 正面" width="800" height="800">` +
    `<h3>设计</h3><p>${colours.map(([n]) => n).join('、')}，共 ${colours.length} 种配色可选，机身做工精致。</p>` +
    `<img src="${img(p, 'angle', hex)}" alt="${p.name} 侧前方" width="800" height="800">` +
    (specRows ? `<h3>亮点</h3><ul>${specRows}</ul>` : '') +
    `<img src="${img(p, 'back', hex)}" alt="${p.name} 背面" width="800" height="800">` +
    `<p><a href="/product/${p.spuCode}">查看全部规格</a></p></section>`;
  if (p.spuCode === UNSAFE_HTML_SPU) {
    html += `<script>alert('xss')</script><img src="${img(p, 'side', hex)}" onerror="alert('xss')" alt="侧面"><a href="javascript:alert(1)">点我</a><iframe src="https://evil.example/"></iframe>`;
  }
  return html;
}

function h5Html(p: SeedProduct) {
  const hex = p.skus[0]!.colorHex;
  return `<section class="pdp-overview-h5"><h2>${p.name}</h2><p>${p.sellingPoint}</p><img src="${img(p, 'front', hex)}" alt="${p.name}" width="800" height="800"></section>`;
}

// ── the draft product and the sparse colour ───────────────────────────────────────────────
const s25u = products.find((p) => p.spuCode === 'S25U')!;
const draft: SeedProduct = {
  ...s25u,
  spuCode: 'S26U',
  name: '星辰 S26 Ultra 5G 手机',
  model: 'S26 Ultra',
  // The S25 Ultra's design with the lighter, thinner body (rounder corners, slimmer profile).
  design: s25u.design.replace(/-r\d+-/, '-r16-').replace(/-t\d+-/, '-t15-'),
  sellingPoint: '新一代 2 亿像素主摄，更轻的钛金属机身（未发布）',
  description: '星辰 S26 Ultra 5G 手机：新一代 2 亿像素主摄，更轻的钛金属机身。',
  specs: [
    {
      group: '基本信息',
      items: [
        { name: '型号', value: 'S26 Ultra' },
        { name: '上市时间', value: '敬请期待' },
      ],
    },
    {
      group: '屏幕',
      items: [
        { name: '尺寸', value: '6.9英寸' },
        { name: '刷新率', value: '1-120Hz 自适应' },
      ],
    },
    { group: '相机', items: [{ name: '后置主摄', value: '2亿像素' }] },
  ],
  isNew: true,
  isHot: false,
  status: 'draft',
  salesCount: 0,
  launchedAt: '2026-02-01T10:00:00+08:00',
  sortOrder: 0,
  searchText: '',
  // Sparse matrix: 钛雾银 comes only with 12GB+512GB.
  skus: [
    {
      skuCode: 'S26U-TITANBLACK-1',
      name: '星辰 S26 Ultra 5G 手机 钛墨黑 12GB+256GB',
      attrs: { 颜色: '钛墨黑', 存储: '12GB+256GB' },
      colorName: '钛墨黑',
      colorHex: '#2a2b2e',
      price: 999900,
      origPrice: 1049900,
      stock: 100,
      lowStock: 5,
      status: 'on_sale',
      sortOrder: 1,
      sitePrices: {},
    },
    {
      skuCode: 'S26U-TITANBLACK-2',
      name: '星辰 S26 Ultra 5G 手机 钛墨黑 12GB+512GB',
      attrs: { 颜色: '钛墨黑', 存储: '12GB+512GB' },
      colorName: '钛墨黑',
      colorHex: '#2a2b2e',
      price: 1099900,
      origPrice: 1149900,
      stock: 80,
      lowStock: 5,
      status: 'on_sale',
      sortOrder: 2,
      sitePrices: {},
    },
    {
      skuCode: 'S26U-TITANSILVER-2',
      name: '星辰 S26 Ultra 5G 手机 钛雾银 12GB+512GB',
      attrs: { 颜色: '钛雾银', 存储: '12GB+512GB' },
      colorName: '钛雾银',
      colorHex: '#c4c6c9',
      price: 1099900,
      origPrice: 1149900,
      stock: 60,
      lowStock: 5,
      status: 'on_sale',
      sortOrder: 3,
      sitePrices: {},
    },
  ],
};
const extraSkus = [
  {
    spuCode: 'ZFLIP7',
    sku: {
      skuCode: 'ZFLIP7-JADE-2',
      name: '星辰 Z Flip7 折叠屏 5G 手机 翡翠绿 12GB+512GB',
      attrs: { 颜色: '翡翠绿', 存储: '12GB+512GB' },
      colorName: '翡翠绿',
      colorHex: '#3f6e5c',
      price: 899900,
      origPrice: 949900,
      stock: 36,
      lowStock: 5,
      status: 'on_sale',
      sortOrder: 9,
      sitePrices: { enterprise: 854900 },
    },
  },
];

const all = [...products, draft];
write(
  'details.json',
  all.map((p) => ({
    spuCode: p.spuCode,
    title: `${p.model} 产品概述`,
    html: overviewHtml(p),
    h5Html: h5Html(p),
    packingList: PACKING[p.type] ?? [],
    frames3d: FRAMES[p.type] ?? 0,
    highlights: highlights(p),
    bespoke: BESPOKE[p.spuCode] ?? [],
  })),
);
write('extra-products.json', [draft]);
write('extra-skus.json', extraSkus);

write('services.json', [
  {
    code: 'INST-TV-WALL',
    kind: 'install',
    name: '电视壁挂安装',
    description: '含标准壁挂架，专业工程师上门安装调试',
    price: 29900,
    months: 0,
    productTypes: ['tv'],
    sortOrder: 1,
  },
  {
    code: 'INST-TV-BASE',
    kind: 'install',
    name: '电视座装调试',
    description: '送货上门，底座安装与开机调试',
    price: 0,
    months: 0,
    productTypes: ['tv'],
    sortOrder: 2,
  },
  {
    code: 'INST-FRIDGE',
    kind: 'install',
    name: '冰箱入户安装',
    description: '送货入户、拆包摆位、调平与通电检测',
    price: 0,
    months: 0,
    productTypes: ['fridge'],
    sortOrder: 3,
  },
  {
    code: 'INST-FRIDGE-BUILTIN',
    kind: 'install',
    name: '冰箱嵌入式安装',
    description: '按橱柜尺寸嵌入安装，含封边',
    price: 19900,
    months: 0,
    productTypes: ['fridge'],
    sortOrder: 4,
  },
  {
    code: 'INST-WASHER',
    kind: 'install',
    name: '洗衣机上门安装',
    description: '接驳进排水管，试机并讲解使用',
    price: 9900,
    months: 0,
    productTypes: ['washer'],
    sortOrder: 5,
  },
  {
    code: 'EW1-MOBILE',
    kind: 'warranty',
    name: '延长保修 1 年',
    description: '官方保修期满后再保 1 年，性能故障免费维修',
    price: 29900,
    months: 12,
    productTypes: ['phone', 'foldable', 'tablet'],
    sortOrder: 10,
  },
  {
    code: 'EW2-MOBILE',
    kind: 'warranty',
    name: '延长保修 2 年',
    description: '官方保修期满后再保 2 年，性能故障免费维修',
    price: 49900,
    months: 24,
    productTypes: ['phone', 'foldable', 'tablet'],
    sortOrder: 11,
  },
  {
    code: 'EW1-WEAR',
    kind: 'warranty',
    name: '延长保修 1 年',
    description: '官方保修期满后再保 1 年',
    price: 9900,
    months: 12,
    productTypes: ['watch', 'earbuds'],
    sortOrder: 12,
  },
  {
    code: 'EW1-HOME',
    kind: 'warranty',
    name: '延长保修 1 年',
    description: '整机延保 1 年，上门维修',
    price: 39900,
    months: 12,
    productTypes: ['tv', 'fridge', 'washer', 'monitor', 'audio'],
    sortOrder: 13,
  },
  {
    code: 'EW2-HOME',
    kind: 'warranty',
    name: '延长保修 2 年',
    description: '整机延保 2 年，上门维修',
    price: 69900,
    months: 24,
    productTypes: ['tv', 'fridge', 'washer', 'monitor', 'audio'],
    sortOrder: 14,
  },
  {
    code: 'CARE-SCREEN-PHONE',
    kind: 'care',
    name: '碎屏保',
    description: '12 个月内屏幕意外碎裂可免费更换原厂屏幕 1 次',
    price: 19900,
    months: 12,
    productTypes: ['phone'],
    sortOrder: 20,
  },
  {
    code: 'CARE-ACCIDENT-PHONE',
    kind: 'care',
    name: '意外保',
    description: '12 个月内摔落、进液等意外损坏可维修 1 次',
    price: 49900,
    months: 12,
    productTypes: ['phone'],
    sortOrder: 21,
  },
  {
    code: 'CARE-SCREEN-FOLD',
    kind: 'care',
    name: '碎屏保（折叠屏）',
    description: '12 个月内内屏或外屏意外碎裂可免费更换 1 次',
    price: 69900,
    months: 12,
    productTypes: ['foldable'],
    sortOrder: 22,
  },
  {
    code: 'CARE-ACCIDENT-FOLD',
    kind: 'care',
    name: '意外保（折叠屏）',
    description: '12 个月内摔落、进液等意外损坏可维修 1 次',
    price: 129900,
    months: 12,
    productTypes: ['foldable'],
    sortOrder: 23,
  },
  {
    code: 'CARE-SCREEN-TAB',
    kind: 'care',
    name: '碎屏保（平板）',
    description: '12 个月内屏幕意外碎裂可免费更换 1 次',
    price: 29900,
    months: 12,
    productTypes: ['tablet'],
    sortOrder: 24,
  },
  {
    code: 'CARE-ACCIDENT-WATCH',
    kind: 'care',
    name: '意外保（手表）',
    description: '12 个月内意外损坏可维修 1 次',
    price: 9900,
    months: 12,
    productTypes: ['watch'],
    sortOrder: 25,
  },
]);

write('bundles.json', [
  {
    code: 'BDL-S25U-PROTECT',
    name: 'S25 Ultra 保护充电套装',
    mainSpuCode: 'S25U',
    items: [
      { skuCode: 'CASES25U-BLACK', bundlePrice: 9900 },
      { skuCode: 'TA45W-WHITE', bundlePrice: 14900 },
    ],
    status: 'active',
  },
  {
    code: 'BDL-ZFOLD7-CASE',
    name: 'Z Fold7 原装保护壳套装',
    mainSpuCode: 'ZFOLD7',
    items: [{ skuCode: 'CASEFOLD7-BLACK', bundlePrice: 19900 }],
    status: 'active',
  },
  {
    code: 'BDL-QN90F-Q990F',
    name: 'QN90F 影院音响套装',
    mainSpuCode: 'QN90F',
    items: [{ skuCode: 'Q990F-TITANGRAY', bundlePrice: 799900 }],
    status: 'active',
  },
  {
    // The home banner's 组合购立减 ¥300 (Watch8 | Buds3 Pro): Buds3 Pro at ¥1,499 − ¥300.
    code: 'BDL-WATCH8-BUDS3PRO',
    name: 'Watch8 + Buds3 Pro 组合购',
    mainSpuCode: 'WATCH8',
    items: [{ skuCode: 'BUDS3PRO-SILVER', bundlePrice: 119900 }],
    status: 'active',
  },
  {
    code: 'BDL-S25U-OLD',
    name: 'S25 Ultra 首发套装（已结束）',
    mainSpuCode: 'S25U',
    items: [{ skuCode: 'TA25W-WHITE', bundlePrice: 5900 }],
    status: 'inactive',
  },
]);

write('gifts.json', [
  {
    skuCode: 'S25U-TITANGRAY-3',
    giftSkuCode: 'CASES25U-BLACK',
    qty: 1,
    remark: '赠原装保护壳',
  },
  {
    skuCode: 'S25U-TITANGRAY-3',
    giftSkuCode: 'TA45W-BLACK',
    qty: 1,
    remark: '赠 45W 充电器（赠完即止）',
  },
  {
    skuCode: 'S25U-BLACK-1',
    giftSkuCode: 'TA45W-WHITE',
    qty: 1,
    remark: '赠 45W 充电器',
  },
  {
    skuCode: 'ZFOLD7-SILVER-2',
    giftSkuCode: 'CASEFOLD7-BLACK',
    qty: 1,
    remark: '赠原装保护壳',
  },
  {
    skuCode: 'ZFOLD7-SILVER-2',
    giftSkuCode: 'TA45W-WHITE',
    qty: 1,
    remark: '赠 45W 充电器',
  },
  {
    skuCode: 'QN90F-TITANGRAY-2',
    giftSkuCode: 'BUDSCORE-BLACK',
    qty: 1,
    remark: '赠真无线耳机',
  },
]);

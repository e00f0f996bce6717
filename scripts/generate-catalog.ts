/**
 * Generates the demo catalogue (packages/db/seed/catalog/*.json): categories, products with
 * their SKUs and channel prices, and each product's search words. Run after editing the
 * families below:  npx tsx scripts/generate-catalog.ts
 * The output is committed; the seed step only loads it. A unit test
 * (apps/api/src/modules/product/catalog-data.test.ts) fails when the stored search words
 * no longer match the search-term rules, so the files cannot drift from the code.
 *
 * Each product's picture design (how the media module draws it: its own shape, camera layout,
 * screen, proportions, stand, doors …) is derived here from the product's data (type, model,
 * name, selling point, specs; a case or keyboard cover from the product it fits), and no two
 * products may share one (apps/api/src/modules/media/catalogue-designs.test.ts checks the
 * stored designs).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductType } from '@shop/contracts';
import { buildSearchText } from '../apps/api/src/modules/product/search-terms.ts';
import { productImageUrl } from '../apps/api/src/modules/media/product-svg.ts';
import { designKey } from '../apps/api/src/modules/media/designs.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/db/seed/catalog');

// ── categories ──────────────────────────────────────────────────────────────────────────
type CategoryDef = [code: string, name: string, iconType: ProductType, children: [code: string, name: string, iconType: ProductType][]];
const CATEGORIES: CategoryDef[] = [
  [
    'smartphone-tablet',
    '手机/平板',
    'phone',
    [
      ['smartphones', '智能手机', 'phone'],
      ['foldables', '折叠屏手机', 'foldable'],
      ['tablets', '平板电脑', 'tablet'],
    ],
  ],
  [
    'wearables',
    '可穿戴设备',
    'watch',
    [
      ['watches', '智能手表', 'watch'],
      ['earbuds', '无线耳机', 'earbuds'],
    ],
  ],
  [
    'tv-av',
    '电视/影音',
    'tv',
    [
      ['tvs', '电视', 'tv'],
      ['audio', '音响/回音壁', 'audio'],
    ],
  ],
  [
    'home-appliances',
    '家用电器',
    'fridge',
    [
      ['refrigerators', '冰箱', 'fridge'],
      ['washers', '洗衣机/干衣机', 'washer'],
    ],
  ],
  [
    'computing-displays',
    '电脑/显示器',
    'monitor',
    [
      ['monitors', '显示器', 'monitor'],
      ['storage', '存储（固态硬盘/存储卡）', 'storage'],
    ],
  ],
  [
    'accessories',
    '配件',
    'accessory',
    [
      ['chargers', '充电器/移动电源', 'accessory'],
      ['cases', '保护壳/表带', 'accessory'],
    ],
  ],
];
const ICON_HEX = '5b6472';

// ── colours ─────────────────────────────────────────────────────────────────────────────
const C = {
  black: ['幻夜黑', '#1d1d1f'],
  silver: ['冰川银', '#d9dbe0'],
  blue: ['冰川蓝', '#a9c3dc'],
  violet: ['星云紫', '#b7a6d6'],
  green: ['薄荷绿', '#b9d8c2'],
  titanGray: ['钛影灰', '#6e7073'],
  titanSilver: ['钛岩银', '#c9cbcd'],
  titanBlue: ['钛空蓝', '#4a5d78'],
  navy: ['深海蓝', '#1f3354'],
  cream: ['奶油白', '#f1ebe0'],
  pink: ['樱花粉', '#efc7cf'],
  mint: ['浅青绿', '#a8d5cf'],
  coral: ['珊瑚橙', '#f08a64'],
  white: ['云朵白', '#f4f5f7'],
  graphite: ['石墨灰', '#3c3f44'],
  gold: ['流光金', '#d8c19a'],
  red: ['绯红', '#b3262e'],
  beige: ['燕麦米', '#d8cbb3'],
  steel: ['不锈钢', '#b8bcc2'],
} as const satisfies Record<string, readonly [string, string]>;
type Colour = keyof typeof C;

// ── product families ────────────────────────────────────────────────────────────────────
interface Family {
  spu: string;
  name: string;
  model: string;
  type: ProductType;
  category: string;
  point: string;
  colours: Colour[];
  /** One variant axis besides colour: attribute name and [value, extra yuan]. */
  axis?: [name: string, values: [value: string, extra: number][]];
  /** Price of the first variant, yuan. */
  price: number;
  /** How much the list price is above the selling price, yuan (0: not discounted). */
  discount?: number;
  isNew?: boolean;
  isHot?: boolean;
  launched: string;
  sales: number;
  specs: Record<string, [string, string][]>;
  /** Student / enterprise channel prices for this family's SKUs. */
  channels?: boolean;
  soldOut?: boolean;
  offSale?: boolean;
}

const phoneStorage = (base: string[], step = 1000): [string, number][] => base.map((v, i) => [v, i * step]);

const FAMILIES: Family[] = [
  // Smartphones
  {
    spu: 'S25U',
    name: '星辰 S25 Ultra 5G 手机',
    model: 'S25 Ultra',
    type: 'phone',
    category: 'smartphones',
    point: '2亿像素主摄，内置手写笔，钛金属边框',
    colours: ['titanGray', 'titanSilver', 'titanBlue', 'black'],
    axis: ['存储', phoneStorage(['12GB+256GB', '12GB+512GB', '16GB+1TB'])],
    price: 9699,
    discount: 500,
    isNew: true,
    isHot: true,
    launched: '2025-02-08',
    sales: 18650,
    channels: true,
    specs: {
      屏幕: [
        ['尺寸', '6.9英寸'],
        ['分辨率', '3120×1440'],
        ['刷新率', '1-120Hz 自适应'],
      ],
      相机: [
        ['后置主摄', '2亿像素'],
        ['长焦', '5000万像素 5倍光学变焦'],
        ['前置', '1200万像素'],
      ],
      性能: [
        ['处理器', '星辰 8 Elite 旗舰芯片'],
        ['电池', '5000mAh'],
        ['快充', '45W 有线'],
      ],
    },
  },
  {
    spu: 'S25P',
    name: '星辰 S25+ 5G 手机',
    model: 'S25+',
    type: 'phone',
    category: 'smartphones',
    point: '6.7英寸大屏，4900mAh 长续航，45W 快充',
    colours: ['black', 'silver', 'blue', 'mint'],
    axis: ['存储', phoneStorage(['12GB+256GB', '12GB+512GB'])],
    price: 7499,
    discount: 300,
    isNew: true,
    isHot: true,
    launched: '2025-02-08',
    sales: 9320,
    channels: true,
    specs: {
      屏幕: [
        ['尺寸', '6.7英寸'],
        ['刷新率', '120Hz'],
      ],
      相机: [
        ['后置主摄', '5000万像素'],
        ['长焦', '1000万像素 3倍光学变焦'],
      ],
      性能: [
        ['电池', '4900mAh'],
        ['快充', '45W 有线'],
      ],
    },
  },
  {
    spu: 'S25',
    name: '星辰 S25 5G 手机',
    model: 'S25',
    type: 'phone',
    category: 'smartphones',
    point: '小巧机身，旗舰影像，AI 实时翻译',
    colours: ['black', 'blue', 'mint', 'pink'],
    axis: ['存储', phoneStorage(['12GB+128GB', '12GB+256GB', '12GB+512GB'], 700)],
    price: 5999,
    discount: 200,
    isNew: true,
    isHot: true,
    launched: '2025-02-08',
    sales: 15210,
    channels: true,
    specs: {
      屏幕: [
        ['尺寸', '6.2英寸'],
        ['刷新率', '120Hz'],
      ],
      相机: [
        ['后置主摄', '5000万像素'],
        ['前置', '1200万像素'],
      ],
      性能: [
        ['电池', '4000mAh'],
        ['快充', '25W 有线'],
      ],
    },
  },
  {
    spu: 'S25E',
    name: '星辰 S25 Edge 5G 手机',
    model: 'S25 Edge',
    type: 'phone',
    category: 'smartphones',
    point: '5.8毫米超薄机身，2亿像素主摄',
    colours: ['titanSilver', 'black', 'blue'],
    axis: ['存储', phoneStorage(['12GB+256GB', '12GB+512GB'])],
    price: 7999,
    isNew: true,
    launched: '2025-05-28',
    sales: 2140,
    channels: true,
    specs: {
      屏幕: [['尺寸', '6.7英寸']],
      相机: [
        ['后置主摄', '2亿像素'],
        ['超广角', '1200万像素'],
      ],
      机身: [
        ['厚度', '5.8mm'],
        ['重量', '163g'],
      ],
    },
  },
  {
    spu: 'S24FE',
    name: '星辰 S24 FE 5G 手机',
    model: 'S24 FE',
    type: 'phone',
    category: 'smartphones',
    point: '旗舰体验，亲民价格，IP68 防尘防水',
    colours: ['graphite', 'blue', 'mint', 'gold'],
    axis: ['存储', phoneStorage(['8GB+256GB', '8GB+512GB'], 600)],
    price: 3999,
    discount: 600,
    isHot: true,
    launched: '2024-10-10',
    sales: 12880,
    channels: true,
    specs: { 屏幕: [['尺寸', '6.7英寸']], 性能: [['电池', '4700mAh']] },
  },
  {
    spu: 'A56',
    name: '星辰 A56 5G 手机',
    model: 'A56',
    type: 'phone',
    category: 'smartphones',
    point: '5000mAh 大电池，6年系统更新',
    colours: ['graphite', 'pink', 'green', 'silver'],
    axis: ['存储', phoneStorage(['8GB+128GB', '8GB+256GB', '12GB+256GB'], 300)],
    price: 2399,
    discount: 200,
    isNew: true,
    launched: '2025-03-15',
    sales: 8420,
    specs: {
      屏幕: [
        ['尺寸', '6.7英寸'],
        ['刷新率', '120Hz'],
      ],
      性能: [
        ['电池', '5000mAh'],
        ['快充', '45W 有线'],
      ],
    },
  },
  {
    spu: 'A36',
    name: '星辰 A36 5G 手机',
    model: 'A36',
    type: 'phone',
    category: 'smartphones',
    point: '轻薄机身，OIS 光学防抖',
    colours: ['black', 'violet', 'white'],
    axis: ['存储', phoneStorage(['8GB+128GB', '8GB+256GB'], 300)],
    price: 1999,
    launched: '2025-03-15',
    sales: 6710,
    specs: { 屏幕: [['尺寸', '6.7英寸']], 性能: [['电池', '5000mAh']] },
  },
  {
    spu: 'A26',
    name: '星辰 A26 5G 手机',
    model: 'A26',
    type: 'phone',
    category: 'smartphones',
    point: '入门 5G，超长续航',
    colours: ['black', 'white', 'pink'],
    axis: ['存储', phoneStorage(['6GB+128GB', '8GB+256GB'], 300)],
    price: 1499,
    discount: 100,
    launched: '2025-04-01',
    sales: 5230,
    specs: { 性能: [['电池', '5000mAh']] },
  },
  {
    spu: 'M55',
    name: '星辰 M55 5G 手机',
    model: 'M55',
    type: 'phone',
    category: 'smartphones',
    point: '大屏影音，6000mAh 超大电池',
    colours: ['navy', 'green'],
    axis: ['存储', phoneStorage(['8GB+256GB', '12GB+256GB'], 300)],
    price: 2099,
    discount: 300,
    launched: '2024-06-18',
    sales: 3390,
    specs: { 性能: [['电池', '6000mAh']] },
  },
  {
    spu: 'C55',
    name: '星辰 C55 5G 手机',
    model: 'C55',
    type: 'phone',
    category: 'smartphones',
    point: '皮革质感后盖，5000万像素影像',
    colours: ['black', 'coral'],
    axis: ['存储', phoneStorage(['8GB+256GB', '12GB+256GB'], 300)],
    price: 1799,
    launched: '2024-04-20',
    sales: 2870,
    specs: { 相机: [['后置主摄', '5000万像素']] },
  },
  {
    spu: 'S23',
    name: '星辰 S23 5G 手机',
    model: 'S23',
    type: 'phone',
    category: 'smartphones',
    point: '经典小屏旗舰',
    colours: ['black', 'cream'],
    axis: ['存储', phoneStorage(['8GB+256GB'])],
    price: 3999,
    launched: '2023-02-17',
    sales: 20110,
    offSale: true,
    specs: { 屏幕: [['尺寸', '6.1英寸']] },
  },
  // Foldables
  {
    spu: 'ZFOLD7',
    name: '星辰 Z Fold7 折叠屏 5G 手机',
    model: 'Z Fold7',
    type: 'foldable',
    category: 'foldables',
    point: '轻薄折叠，展开 8 英寸大屏，2亿像素',
    colours: ['navy', 'silver', 'black'],
    axis: ['存储', phoneStorage(['12GB+256GB', '12GB+512GB', '16GB+1TB'], 1500)],
    price: 13999,
    discount: 1000,
    isNew: true,
    isHot: true,
    launched: '2025-07-25',
    sales: 6420,
    channels: true,
    specs: {
      屏幕: [
        ['主屏', '8.0英寸 折叠屏'],
        ['外屏', '6.5英寸'],
      ],
      机身: [
        ['折叠厚度', '8.9mm'],
        ['重量', '215g'],
      ],
      相机: [['后置主摄', '2亿像素']],
    },
  },
  {
    spu: 'ZFLIP7',
    name: '星辰 Z Flip7 折叠屏 5G 手机',
    model: 'Z Flip7',
    type: 'foldable',
    category: 'foldables',
    point: '4.1英寸无边外屏，口袋里的时尚',
    colours: ['navy', 'black', 'coral', 'mint'],
    axis: ['存储', phoneStorage(['12GB+256GB', '12GB+512GB'])],
    price: 7999,
    discount: 500,
    isNew: true,
    isHot: true,
    launched: '2025-07-25',
    sales: 8930,
    channels: true,
    specs: {
      屏幕: [
        ['主屏', '6.9英寸 折叠屏'],
        ['外屏', '4.1英寸'],
      ],
      性能: [['电池', '4300mAh']],
    },
  },
  {
    spu: 'ZFLIP7FE',
    name: '星辰 Z Flip7 FE 折叠屏 5G 手机',
    model: 'Z Flip7 FE',
    type: 'foldable',
    category: 'foldables',
    point: '入门小折叠，轻巧随行',
    colours: ['black', 'white'],
    axis: ['存储', phoneStorage(['8GB+256GB', '8GB+512GB'])],
    price: 5499,
    isNew: true,
    launched: '2025-07-25',
    sales: 1780,
    specs: { 屏幕: [['主屏', '6.7英寸 折叠屏']] },
  },
  {
    spu: 'W26',
    name: '星辰 心系 W26 折叠屏 5G 手机',
    model: 'W26',
    type: 'foldable',
    category: 'foldables',
    point: '商务典藏折叠旗舰，双卫星通信',
    colours: ['red', 'black'],
    axis: ['存储', phoneStorage(['16GB+512GB', '16GB+1TB'], 2000)],
    price: 16999,
    launched: '2025-10-20',
    sales: 420,
    soldOut: true,
    specs: { 屏幕: [['主屏', '8.0英寸 折叠屏']], 通信: [['卫星通信', '双向卫星通话']] },
  },
  // Tablets
  {
    spu: 'TABS10U',
    name: '星辰 Tab S10 Ultra 平板电脑',
    model: 'Tab S10 Ultra',
    type: 'tablet',
    category: 'tablets',
    point: '14.6英寸 AMOLED 大屏，标配手写笔',
    colours: ['graphite', 'silver'],
    axis: ['存储', phoneStorage(['12GB+256GB', '12GB+512GB', '16GB+1TB'], 1200)],
    price: 9999,
    discount: 800,
    isNew: true,
    isHot: true,
    launched: '2024-10-03',
    sales: 3120,
    channels: true,
    specs: {
      屏幕: [
        ['尺寸', '14.6英寸'],
        ['刷新率', '120Hz'],
      ],
      性能: [['电池', '11200mAh']],
    },
  },
  {
    spu: 'TABS10P',
    name: '星辰 Tab S10+ 平板电脑',
    model: 'Tab S10+',
    type: 'tablet',
    category: 'tablets',
    point: '12.4英寸 AMOLED，IP68 防水',
    colours: ['graphite', 'silver'],
    axis: ['存储', phoneStorage(['12GB+256GB', '12GB+512GB'], 1000)],
    price: 7699,
    discount: 500,
    launched: '2024-10-03',
    sales: 2260,
    channels: true,
    specs: { 屏幕: [['尺寸', '12.4英寸']] },
  },
  {
    spu: 'TABS10FE',
    name: '星辰 Tab S10 FE 平板电脑',
    model: 'Tab S10 FE',
    type: 'tablet',
    category: 'tablets',
    point: '学习娱乐两相宜，随附手写笔',
    colours: ['graphite', 'silver', 'blue'],
    axis: ['存储', phoneStorage(['8GB+128GB', '8GB+256GB'], 500)],
    price: 3499,
    discount: 300,
    isNew: true,
    launched: '2025-04-10',
    sales: 4410,
    channels: true,
    specs: { 屏幕: [['尺寸', '10.9英寸']] },
  },
  {
    spu: 'TABA9P',
    name: '星辰 Tab A9+ 平板电脑',
    model: 'Tab A9+',
    type: 'tablet',
    category: 'tablets',
    point: '11英寸 90Hz 屏幕，四扬声器',
    colours: ['graphite', 'silver', 'navy'],
    axis: ['存储', phoneStorage(['4GB+64GB', '8GB+128GB'], 300)],
    price: 1299,
    launched: '2024-01-12',
    sales: 7650,
    channels: true,
    specs: { 屏幕: [['尺寸', '11英寸']] },
  },
  // Watches
  {
    spu: 'WATCH8',
    name: '星辰 Watch8 智能手表',
    model: 'Watch8',
    type: 'watch',
    category: 'watches',
    point: '抗氧化指数检测，睡眠教练',
    colours: ['graphite', 'silver', 'cream'],
    axis: [
      '尺寸',
      [
        ['40mm', 0],
        ['44mm', 300],
      ],
    ],
    price: 2099,
    discount: 200,
    isNew: true,
    isHot: true,
    launched: '2025-07-25',
    sales: 5630,
    specs: {
      屏幕: [['材质', '蓝宝石水晶玻璃']],
      健康: [
        ['心率', '支持'],
        ['血氧', '支持'],
      ],
    },
  },
  {
    spu: 'WATCH8C',
    name: '星辰 Watch8 Classic 智能手表',
    model: 'Watch8 Classic',
    type: 'watch',
    category: 'watches',
    point: '经典旋转表圈，不锈钢表壳',
    colours: ['black', 'titanSilver'],
    axis: ['尺寸', [['46mm', 0]]],
    price: 3199,
    isNew: true,
    launched: '2025-07-25',
    sales: 1920,
    specs: { 机身: [['表壳', '不锈钢']] },
  },
  {
    spu: 'WATCHU',
    name: '星辰 Watch Ultra 智能手表',
    model: 'Watch Ultra',
    type: 'watch',
    category: 'watches',
    point: '钛金属表壳，100小时续航，户外探险',
    colours: ['titanGray', 'titanSilver', 'titanBlue'],
    axis: ['尺寸', [['47mm', 0]]],
    price: 4999,
    discount: 500,
    isHot: true,
    launched: '2024-07-10',
    sales: 2780,
    specs: { 机身: [['表壳', '钛金属']], 续航: [['典型使用', '100小时']] },
  },
  {
    spu: 'FIT3',
    name: '星辰 Fit3 智能手环',
    model: 'Fit3',
    type: 'watch',
    category: 'watches',
    point: '1.6英寸大屏手环，13天续航',
    colours: ['graphite', 'silver', 'pink'],
    price: 399,
    discount: 50,
    launched: '2024-03-01',
    sales: 14520,
    specs: { 续航: [['典型使用', '13天']] },
  },
  // Earbuds
  {
    spu: 'BUDS3PRO',
    name: '星辰 Buds3 Pro 真无线降噪耳机',
    model: 'Buds3 Pro',
    type: 'earbuds',
    category: 'earbuds',
    point: '智能主动降噪，24bit 高保真音质',
    colours: ['silver', 'white'],
    price: 1499,
    discount: 200,
    isNew: true,
    isHot: true,
    launched: '2024-07-10',
    sales: 11230,
    specs: {
      音频: [
        ['降噪', '智能主动降噪'],
        ['编码', 'SSC UHQ'],
      ],
      续航: [
        ['耳机', '6小时'],
        ['配合充电盒', '26小时'],
      ],
    },
  },
  {
    spu: 'BUDS3',
    name: '星辰 Buds3 真无线耳机',
    model: 'Buds3',
    type: 'earbuds',
    category: 'earbuds',
    point: '半入耳舒适佩戴，AI 同声传译',
    colours: ['silver', 'white'],
    price: 999,
    launched: '2024-07-10',
    sales: 6540,
    specs: { 续航: [['配合充电盒', '30小时']] },
  },
  {
    spu: 'BUDSFE',
    name: '星辰 Buds FE 真无线耳机',
    model: 'Buds FE',
    type: 'earbuds',
    category: 'earbuds',
    point: '主动降噪，入门之选',
    colours: ['graphite', 'white'],
    price: 599,
    discount: 100,
    launched: '2023-10-05',
    sales: 9870,
    specs: { 音频: [['降噪', '主动降噪']] },
  },
  {
    spu: 'BUDSCORE',
    name: '星辰 Buds Core 真无线耳机',
    model: 'Buds Core',
    type: 'earbuds',
    category: 'earbuds',
    point: '轻巧耳机，35小时续航',
    colours: ['black', 'white'],
    price: 399,
    isNew: true,
    launched: '2025-06-20',
    sales: 3120,
    specs: { 续航: [['配合充电盒', '35小时']] },
  },
  // TVs
  {
    spu: 'QN90F',
    name: '星辰 Neo QLED QN90F 4K 量子点电视',
    model: 'QN90F',
    type: 'tv',
    category: 'tvs',
    point: 'Mini LED 背光，144Hz 游戏模式',
    colours: ['titanGray'],
    axis: [
      '尺寸',
      [
        ['65英寸', 0],
        ['75英寸', 5000],
        ['85英寸', 11000],
      ],
    ],
    price: 12999,
    discount: 2000,
    isNew: true,
    isHot: true,
    launched: '2025-04-08',
    sales: 1830,
    specs: {
      显示: [
        ['分辨率', '3840×2160'],
        ['背光', 'Mini LED'],
        ['刷新率', '144Hz'],
      ],
      音频: [['声道', '4.2.2']],
    },
  },
  {
    spu: 'S95F',
    name: '星辰 OLED S95F 4K 电视',
    model: 'S95F',
    type: 'tv',
    category: 'tvs',
    point: '无反光 OLED 面板，极致黑位',
    colours: ['graphite'],
    axis: [
      '尺寸',
      [
        ['55英寸', 0],
        ['65英寸', 6000],
        ['77英寸', 14000],
      ],
    ],
    price: 14999,
    discount: 1500,
    isNew: true,
    launched: '2025-04-08',
    sales: 760,
    specs: {
      显示: [
        ['面板', 'QD-OLED'],
        ['刷新率', '165Hz'],
      ],
    },
  },
  {
    spu: 'Q70F',
    name: '星辰 QLED Q70F 4K 量子点电视',
    model: 'Q70F',
    type: 'tv',
    category: 'tvs',
    point: '100% 色彩容积，AI 画质引擎',
    colours: ['titanGray'],
    axis: [
      '尺寸',
      [
        ['55英寸', 0],
        ['65英寸', 1500],
        ['75英寸', 3500],
      ],
    ],
    price: 4599,
    discount: 500,
    isHot: true,
    launched: '2025-03-20',
    sales: 4320,
    specs: { 显示: [['分辨率', '3840×2160']] },
  },
  {
    spu: 'LS03F',
    name: '星辰 画境 LS03F 艺术电视',
    model: 'LS03F',
    type: 'tv',
    category: 'tvs',
    point: '哑光防眩光屏，装裱如画',
    colours: ['black', 'beige'],
    axis: [
      '尺寸',
      [
        ['55英寸', 0],
        ['65英寸', 2000],
      ],
    ],
    price: 8999,
    launched: '2025-04-08',
    sales: 980,
    specs: { 显示: [['屏幕', '哑光防眩光']] },
  },
  {
    spu: 'U8000F',
    name: '星辰 晶彩 U8000F 4K 电视',
    model: 'U8000F',
    type: 'tv',
    category: 'tvs',
    point: '纤薄设计，4K 水晶画质',
    colours: ['black'],
    axis: [
      '尺寸',
      [
        ['43英寸', 0],
        ['55英寸', 800],
        ['65英寸', 1700],
      ],
    ],
    price: 2299,
    discount: 300,
    launched: '2025-03-01',
    sales: 6230,
    specs: { 显示: [['分辨率', '3840×2160']] },
  },
  // Audio
  {
    spu: 'Q990F',
    name: '星辰 Q990F 11.1.4 声道回音壁',
    model: 'Q990F',
    type: 'audio',
    category: 'audio',
    point: '无线杜比全景声，含无线低音炮与后置环绕',
    colours: ['titanGray'],
    price: 9999,
    discount: 1000,
    isNew: true,
    isHot: true,
    launched: '2025-04-08',
    sales: 1240,
    specs: {
      音频: [
        ['声道', '11.1.4'],
        ['总功率', '656W'],
      ],
    },
  },
  {
    spu: 'Q800F',
    name: '星辰 Q800F 5.1.2 声道回音壁',
    model: 'Q800F',
    type: 'audio',
    category: 'audio',
    point: '杜比全景声，Q-Symphony 音画协同',
    colours: ['titanGray'],
    price: 4999,
    discount: 500,
    launched: '2025-04-08',
    sales: 1870,
    specs: { 音频: [['声道', '5.1.2']] },
  },
  {
    spu: 'S60F',
    name: '星辰 S60F 全景音响',
    model: 'S60F',
    type: 'audio',
    category: 'audio',
    point: '一体式设计，内置语音助手',
    colours: ['black', 'white'],
    price: 2499,
    launched: '2025-05-10',
    sales: 930,
    specs: { 音频: [['声道', '5.0']] },
  },
  {
    spu: 'MUSICFRAME',
    name: '星辰 音乐画框 无线音箱',
    model: 'Music Frame',
    type: 'audio',
    category: 'audio',
    point: '可换画芯的无线音箱，墙面装饰',
    colours: ['black', 'cream'],
    price: 2999,
    discount: 300,
    launched: '2024-09-01',
    sales: 640,
    specs: { 音频: [['单元', '6个']] },
  },
  // Refrigerators
  {
    spu: 'RF65',
    name: '星辰 缤色 RF65 法式多门冰箱 650升',
    model: 'RF65',
    type: 'fridge',
    category: 'refrigerators',
    point: '可换色面板，双循环精准控温',
    colours: ['cream', 'navy', 'mint'],
    price: 15999,
    discount: 2000,
    isNew: true,
    isHot: true,
    launched: '2025-03-10',
    sales: 640,
    specs: {
      容量: [
        ['总容积', '650升'],
        ['冷藏室', '410升'],
        ['冷冻室', '240升'],
      ],
      能效: [['能效等级', '一级']],
    },
  },
  {
    spu: 'RS62',
    name: '星辰 RS62 对开门冰箱 620升',
    model: 'RS62',
    type: 'fridge',
    category: 'refrigerators',
    point: '风冷无霜，变频压缩机十年保修',
    colours: ['steel', 'graphite'],
    price: 6999,
    discount: 800,
    isHot: true,
    launched: '2024-05-20',
    sales: 2190,
    specs: { 容量: [['总容积', '620升']] },
  },
  {
    spu: 'RB33',
    name: '星辰 RB33 双门冰箱 330升',
    model: 'RB33',
    type: 'fridge',
    category: 'refrigerators',
    point: '底部冷冻，节能静音',
    colours: ['steel', 'white'],
    price: 3299,
    launched: '2024-02-15',
    sales: 3470,
    specs: { 容量: [['总容积', '330升']] },
  },
  {
    spu: 'RT25',
    name: '星辰 RT25 小型冰箱 250升',
    model: 'RT25',
    type: 'fridge',
    category: 'refrigerators',
    point: '小户型之选，快速制冷',
    colours: ['silver'],
    price: 1999,
    discount: 200,
    launched: '2023-08-08',
    sales: 2980,
    specs: { 容量: [['总容积', '250升']] },
  },
  // Washers
  {
    spu: 'WW10T',
    name: '星辰 WW10T 滚筒洗衣机 10公斤',
    model: 'WW10T',
    type: 'washer',
    category: 'washers',
    point: 'AI 智能投放，泡泡净洗',
    colours: ['white', 'graphite'],
    axis: [
      '容量',
      [
        ['10公斤', 0],
        ['12公斤', 600],
      ],
    ],
    price: 3999,
    discount: 500,
    isHot: true,
    launched: '2024-08-15',
    sales: 4120,
    specs: {
      性能: [
        ['电机', '变频直驱'],
        ['能效等级', '一级'],
      ],
    },
  },
  {
    spu: 'WD12B',
    name: '星辰 WD12B 洗烘一体机 12公斤',
    model: 'WD12B',
    type: 'washer',
    category: 'washers',
    point: '热泵烘干，洗烘一次完成',
    colours: ['graphite', 'cream'],
    price: 7999,
    discount: 1000,
    isNew: true,
    launched: '2025-05-05',
    sales: 1120,
    specs: { 性能: [['烘干方式', '热泵']] },
  },
  {
    spu: 'DV90',
    name: '星辰 DV90 热泵干衣机 9公斤',
    model: 'DV90',
    type: 'washer',
    category: 'washers',
    point: '低温护衣，除菌除螨',
    colours: ['white'],
    price: 5999,
    launched: '2024-11-11',
    sales: 870,
    specs: { 性能: [['烘干方式', '热泵']] },
  },
  {
    spu: 'WA3',
    name: '星辰 WA3 迷你壁挂洗衣机 3公斤',
    model: 'WA3',
    type: 'washer',
    category: 'washers',
    point: '内衣婴童专洗，高温煮洗',
    colours: ['white', 'pink'],
    price: 1799,
    discount: 200,
    launched: '2024-03-08',
    sales: 2340,
    specs: { 性能: [['洗涤容量', '3公斤']] },
  },
  // Monitors
  {
    spu: 'G95F',
    name: '星辰 星舰 G95F 49英寸 曲面电竞显示器',
    model: 'G95F',
    type: 'monitor',
    category: 'monitors',
    point: '32:9 超宽 OLED，240Hz',
    colours: ['black'],
    price: 9999,
    discount: 1000,
    isNew: true,
    isHot: true,
    launched: '2025-06-01',
    sales: 520,
    channels: true,
    specs: {
      显示: [
        ['尺寸', '49英寸'],
        ['分辨率', '5120×1440'],
        ['刷新率', '240Hz'],
      ],
    },
  },
  {
    spu: 'G60F',
    name: '星辰 星舰 G60F 27英寸 电竞显示器',
    model: 'G60F',
    type: 'monitor',
    category: 'monitors',
    point: '2K 500Hz OLED 电竞屏',
    colours: ['black'],
    axis: [
      '尺寸',
      [
        ['27英寸', 0],
        ['32英寸', 1500],
      ],
    ],
    price: 4999,
    launched: '2025-06-01',
    sales: 880,
    channels: true,
    specs: { 显示: [['刷新率', '500Hz']] },
  },
  {
    spu: 'S90PD',
    name: '星辰 慧视 S90PD 5K 专业显示器',
    model: 'S90PD',
    type: 'monitor',
    category: 'monitors',
    point: '5K 分辨率，雷电接口一线连',
    colours: ['silver'],
    price: 8999,
    discount: 500,
    launched: '2024-09-20',
    sales: 430,
    channels: true,
    specs: { 显示: [['分辨率', '5120×2880']] },
  },
  {
    spu: 'M80F',
    name: '星辰 M80F 32英寸 智能显示器',
    model: 'M80F',
    type: 'monitor',
    category: 'monitors',
    point: '4K 智慧屏，可独立看视频',
    colours: ['white', 'mint', 'pink'],
    price: 3999,
    discount: 400,
    isNew: true,
    launched: '2025-03-25',
    sales: 1560,
    channels: true,
    specs: {
      显示: [
        ['尺寸', '32英寸'],
        ['分辨率', '3840×2160'],
      ],
    },
  },
  {
    spu: 'S36C',
    name: '星辰 S36C 27英寸 办公显示器',
    model: 'S36C',
    type: 'monitor',
    category: 'monitors',
    point: '曲面护眼，办公舒适',
    colours: ['graphite'],
    axis: [
      '尺寸',
      [
        ['24英寸', 0],
        ['27英寸', 300],
      ],
    ],
    price: 899,
    launched: '2023-11-11',
    sales: 5120,
    channels: true,
    specs: { 显示: [['面板', 'VA 曲面']] },
  },
  // Storage
  {
    spu: 'SSD9100',
    name: '星辰 9100 PRO NVMe 固态硬盘',
    model: '9100 PRO',
    type: 'storage',
    category: 'storage',
    point: 'PCIe 5.0，顺序读取 14800MB/s',
    colours: ['black'],
    axis: [
      '容量',
      [
        ['1TB', 0],
        ['2TB', 700],
        ['4TB', 2300],
      ],
    ],
    price: 1299,
    discount: 200,
    isNew: true,
    isHot: true,
    launched: '2025-03-18',
    sales: 3890,
    channels: true,
    specs: {
      性能: [
        ['接口', 'PCIe 5.0 x4'],
        ['顺序读取', '14800MB/s'],
      ],
    },
  },
  {
    spu: 'SSD990E',
    name: '星辰 990 EVO Plus NVMe 固态硬盘',
    model: '990 EVO Plus',
    type: 'storage',
    category: 'storage',
    point: 'PCIe 4.0，高能效',
    colours: ['black'],
    axis: [
      '容量',
      [
        ['1TB', 0],
        ['2TB', 400],
        ['4TB', 1300],
      ],
    ],
    price: 699,
    discount: 100,
    isHot: true,
    launched: '2024-10-20',
    sales: 7350,
    channels: true,
    specs: { 性能: [['接口', 'PCIe 4.0 x4']] },
  },
  {
    spu: 'T9',
    name: '星辰 T9 移动固态硬盘',
    model: 'T9',
    type: 'storage',
    category: 'storage',
    point: 'USB 3.2 Gen 2x2，2000MB/s',
    colours: ['black'],
    axis: [
      '容量',
      [
        ['1TB', 0],
        ['2TB', 600],
        ['4TB', 1800],
      ],
    ],
    price: 1099,
    launched: '2023-10-10',
    sales: 2460,
    channels: true,
    specs: { 性能: [['接口', 'USB 3.2 Gen 2x2']] },
  },
  {
    spu: 'T7S',
    name: '星辰 T7 Shield 移动固态硬盘',
    model: 'T7 Shield',
    type: 'storage',
    category: 'storage',
    point: 'IP65 防尘防水，耐摔',
    colours: ['black', 'beige', 'blue'],
    axis: [
      '容量',
      [
        ['1TB', 0],
        ['2TB', 500],
      ],
    ],
    price: 799,
    discount: 100,
    launched: '2022-10-01',
    sales: 4380,
    specs: { 机身: [['防护', 'IP65']] },
  },
  {
    spu: 'PROPLUS',
    name: '星辰 PRO Plus microSD 存储卡',
    model: 'PRO Plus',
    type: 'storage',
    category: 'storage',
    point: '4K 录制，读取 180MB/s',
    colours: ['blue'],
    axis: [
      '容量',
      [
        ['128GB', 0],
        ['256GB', 80],
        ['512GB', 260],
      ],
    ],
    price: 129,
    launched: '2024-05-01',
    sales: 12890,
    specs: { 性能: [['读取速度', '180MB/s']] },
  },
  {
    spu: 'EVOPLUS',
    name: '星辰 EVO Plus microSD 存储卡',
    model: 'EVO Plus',
    type: 'storage',
    category: 'storage',
    point: '扩容首选，稳定耐用',
    colours: ['coral'],
    axis: [
      '容量',
      [
        ['64GB', 0],
        ['128GB', 40],
        ['256GB', 110],
      ],
    ],
    price: 59,
    discount: 10,
    launched: '2024-05-01',
    sales: 23150,
    specs: { 性能: [['读取速度', '160MB/s']] },
  },
  // Accessories: chargers
  {
    spu: 'TA45W',
    name: '星辰 45W 超级快充充电器',
    model: 'EP-T4510',
    type: 'accessory',
    category: 'chargers',
    point: 'PPS 协议，30分钟充至 65%',
    colours: ['white', 'black'],
    price: 249,
    discount: 50,
    isHot: true,
    launched: '2024-01-15',
    sales: 16730,
    specs: {
      规格: [
        ['输出功率', '45W'],
        ['接口', 'USB-C'],
      ],
    },
  },
  {
    spu: 'TA25W',
    name: '星辰 25W 快充充电器',
    model: 'EP-T2510',
    type: 'accessory',
    category: 'chargers',
    point: '小巧便携，兼容多种设备',
    colours: ['white', 'black'],
    price: 129,
    launched: '2023-03-01',
    sales: 21040,
    specs: { 规格: [['输出功率', '25W']] },
  },
  {
    spu: 'WPAD15',
    name: '星辰 15W 无线充电板',
    model: 'EP-P2400',
    type: 'accessory',
    category: 'chargers',
    point: '放上即充，兼容多种设备',
    colours: ['black', 'white'],
    price: 299,
    discount: 50,
    launched: '2023-06-01',
    sales: 5420,
    specs: { 规格: [['无线输出', '15W']] },
  },
  {
    spu: 'TRIO',
    name: '星辰 三合一无线充电座',
    model: 'EP-P6300',
    type: 'accessory',
    category: 'chargers',
    point: '三台设备同时充',
    colours: ['white'],
    price: 499,
    isNew: true,
    launched: '2025-02-08',
    sales: 1890,
    specs: { 规格: [['无线输出', '15W+5W+3W']] },
  },
  {
    spu: 'PB10K',
    name: '星辰 10000mAh 移动电源',
    model: 'EB-P3400',
    type: 'accessory',
    category: 'chargers',
    point: '25W 双向快充，轻薄机身',
    colours: ['graphite', 'beige', 'pink'],
    price: 199,
    discount: 30,
    launched: '2024-04-01',
    sales: 9860,
    specs: { 规格: [['容量', '10000mAh']] },
  },
  // Accessories: cases and bands
  {
    spu: 'CASES25U',
    name: '星辰 S25 Ultra 硅胶保护壳',
    model: 'EF-PS938',
    type: 'accessory',
    category: 'cases',
    point: '亲肤硅胶，精准开孔',
    colours: ['black', 'violet', 'mint', 'cream'],
    price: 199,
    isNew: true,
    launched: '2025-02-08',
    sales: 7320,
    specs: {
      规格: [
        ['材质', '液态硅胶'],
        ['适用机型', 'S25 Ultra'],
      ],
    },
  },
  {
    spu: 'CASEFOLD7',
    name: '星辰 Z Fold7 皮革保护壳',
    model: 'EF-VF966',
    type: 'accessory',
    category: 'cases',
    point: '植鞣皮革，贴合转轴',
    colours: ['black', 'beige', 'navy'],
    price: 399,
    isNew: true,
    launched: '2025-07-25',
    sales: 1240,
    specs: {
      规格: [
        ['材质', '皮革'],
        ['适用机型', 'Z Fold7'],
      ],
    },
  },
  {
    spu: 'KBTABS10',
    name: '星辰 Tab S10 键盘保护套',
    model: 'EF-DX820',
    type: 'accessory',
    category: 'cases',
    point: '磁吸连接，笔记本般输入',
    colours: ['black'],
    price: 1299,
    discount: 200,
    launched: '2024-10-03',
    sales: 980,
    specs: { 规格: [['适用机型', 'Tab S10+']] },
  },
  {
    spu: 'BANDW8',
    name: '星辰 Watch 运动表带',
    model: 'ET-SFR93',
    type: 'accessory',
    category: 'cases',
    point: '透气氟橡胶，一键快拆',
    colours: ['graphite', 'mint', 'coral', 'cream'],
    price: 349,
    launched: '2025-07-25',
    sales: 2210,
    specs: { 规格: [['适用尺寸', '20mm']] },
  },
];

// ── picture designs ─────────────────────────────────────────────────────────────────────
/** A design as the media module's kinds take it: kind name and parameter values. */
interface Design {
  kind: string;
  values: Record<string, string | number>;
}

/** The value of a spec line by its name, in any group. */
const spec = (f: Family, name: string) =>
  Object.values(f.specs)
    .flat()
    .find(([n]) => n === name)?.[1];
/** Everything said about the product, for word rules. */
const text = (f: Family) => [f.name, f.model, f.point, ...Object.values(f.specs).flat().flat()].join(' ');
/** The first number before a unit in a text (英寸, mm, mAh, 升, 公斤, W …). */
const amount = (s: string | undefined, unit: string) => {
  const m = s && new RegExp(`([\\d.]+)\\s*${unit}`).exec(s);
  return m ? Number(m[1]) : undefined;
};
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(n)));
const modelNumber = (f: Family) => Number(/\d+/.exec(f.model)?.[0] ?? 0);

function phoneDesign(f: Family): Design {
  const ultra = /Ultra/.test(f.model);
  const edge = /Edge/.test(f.model);
  const fe = /\bFE\b/.test(f.model);
  const series = f.model[0]!;
  const n = modelNumber(f);
  const flagship = series === 'S';
  // Size from the screen diagonal (80 canvas units an inch); budget models without one are 6.7-inch phones.
  const inch = amount(spec(f, '尺寸'), '英寸') ?? (flagship ? 6.2 : 6.7);
  const h = clamp(inch * 80, 440, 580);
  const w = clamp(h * (ultra ? 0.485 : edge ? 0.47 : 0.462), 190, 290);
  const r = ultra ? 12 : edge ? 36 : flagship ? (fe ? 44 : 40 + (25 - n) * 2) : series === 'A' ? 46 : series === 'M' ? 50 : 42;
  const c = ultra ? 'u5' : edge ? 'p2' : flagship ? 'v3' : series === 'A' ? (n >= 30 ? 'p3' : 'r3') : series === 'M' ? 's3' : 'q4';
  const big = /2亿像素/.test(text(f));
  const l = clamp(14 + inch + (big ? 5 : 0) - (flagship ? 0 : 3) - (series === 'A' && n < 50 ? 2 : 0), 12, 34);
  const f2 = series === 'A' && n < 30 ? 'd' : 'p';
  const b = flagship ? (fe ? 9 : 6) : series === 'A' ? (n >= 50 ? 9 : n >= 30 ? 10 : 12) : series === 'M' ? 11 : 12;
  const mm = amount(spec(f, '厚度'), 'mm');
  const mAh = amount(text(f), 'mAh') ?? 4500;
  const t = clamp(mm ? mm * 2.2 : 12 + mAh / 1000, 8, 32);
  const m = /皮革/.test(text(f)) ? 'k' : fe || ultra ? 'm' : 'g';
  return { kind: 'bar', values: { h, w, r, c, l, f: f2, b, t, m, x: /手写笔/.test(text(f)) ? 'pen' : 'n' } };
}

function foldableDesign(f: Family): Design {
  const main = amount(spec(f, '主屏'), '英寸') ?? 7.6;
  if (/Flip/.test(f.model)) {
    const h = clamp(main * 76, 420, 580);
    const cover = amount(spec(f, '外屏'), '英寸') ?? 3.4;
    return {
      kind: 'flip',
      values: { h, w: clamp(h * 0.44, 170, 240), o: cover >= 3.6 ? 'f' : 's', l: cover >= 3.6 ? 18 : 16, r: cover >= 3.6 ? 34 : 40, t: cover >= 3.6 ? 32 : 36 },
    };
  }
  const lux = /商务|典藏|心系/.test(text(f));
  const h = clamp(main * 66, 440, 580);
  const outer = amount(spec(f, '外屏'), '英寸');
  const mm = amount(spec(f, '折叠厚度'), 'mm');
  return {
    kind: 'fold',
    values: {
      h,
      w: clamp(h * (outer ? outer / 15.5 : 0.44), 170, 260),
      c: lux ? 'o4' : 'v3',
      l: /2亿像素/.test(text(f)) ? 22 : 20,
      t: clamp(mm ? mm * 3 : 36, 14, 44),
      m: lux ? 'k' : 'g',
      x: lux ? 'lux' : 'n',
    },
  };
}

function tabletDesign(f: Family): Design {
  const inch = amount(spec(f, '尺寸'), '英寸') ?? 11;
  const ultra = /Ultra/.test(f.model);
  const plus = /\+/.test(f.model);
  const fe = /\bFE\b/.test(f.model);
  return {
    kind: 'tab',
    values: {
      w: clamp(300 + inch * 24, 440, 700),
      a: 160,
      b: ultra ? 8 : plus && !/A\d/.test(f.model) ? 10 : fe ? 16 : 20,
      c: ultra || (plus && !/A\d/.test(f.model)) ? '2' : '1',
      n: ultra ? 'n' : 'e',
      p: /手写笔/.test(text(f)) ? '1' : '0',
      t: ultra || plus ? 10 : fe ? 12 : 14,
    },
  };
}

function watchDesign(f: Family): Design {
  const t = text(f);
  if (/手环/.test(t)) {
    const inch = amount(t, '英寸') ?? 1.5;
    return { kind: 'band', values: { w: clamp(inch * 62, 70, 150), l: clamp(inch * 140, 140, 280), d: 's' } };
  }
  if (/Ultra/.test(f.model)) return { kind: 'cushion', values: { s: 172, d: 't', b: 'o', f: 'a' } };
  const classic = /Classic|旋转表圈/.test(t);
  return {
    kind: 'round',
    values: { s: classic ? 164 : 150, z: classic ? 'r' : 'p', d: /不锈钢/.test(t) ? 'l' : 's', k: classic ? 3 : 2, f: classic ? 'a' : 'r' },
  };
}

function earbudsDesign(f: Family): Design {
  const t = text(f);
  const e = /\bFE\b/.test(f.model) ? 'b' : /Core/.test(f.model) ? 'p' : 's';
  return { kind: 'buds', values: { e, k: e === 's' ? 'c' : e === 'b' ? 'o' : 'r', n: /半入耳/.test(t) ? '0' : '1', g: /Pro/.test(f.model) ? '1' : '0' } };
}

function tvDesign(f: Family): Design {
  const t = text(f);
  const frame = /画境|艺术|装裱/.test(t);
  const oled = /OLED/.test(t) && !/QLED/.test(t);
  const neo = /Neo|Mini LED/.test(t);
  const qled = /QLED/.test(t);
  return {
    kind: 'tv',
    values: {
      w: frame ? 660 : oled ? 710 : neo ? 700 : qled ? 680 : 640,
      b: frame ? 26 : oled ? 2 : neo ? 3 : qled ? 6 : 10,
      s: frame ? 'w' : oled ? 'p' : neo ? 'c' : qled ? 'f' : 'v',
      q: frame ? 'a' : neo ? 'g' : 'd',
      t: oled ? 8 : neo || frame ? 14 : qled ? 20 : 30,
    },
  };
}

function audioDesign(f: Family): Design {
  const t = text(f);
  if (/画框|Frame/.test(t)) return { kind: 'frame', values: { s: 380, m: /墙面/.test(t) ? 'w' : 't' } };
  const channels = spec(f, '声道')?.split('.').map(Number) ?? [];
  if (/回音壁/.test(t)) {
    return {
      kind: 'sbar',
      values: {
        n: clamp(420 + (channels[0] ?? 3) * 20, 300, 660),
        s: (channels[1] ?? 0) > 0 || /低音炮/.test(t) ? '1' : '0',
        e: /后置|环绕/.test(t) ? '2' : '0',
        u: (channels[2] ?? 0) > 0 ? '1' : '0',
        k: 'g',
      },
    };
  }
  if (/一体式/.test(t)) return { kind: 'sbar', values: { n: 400, s: '0', e: '0', u: '0', k: 'f' } };
  return { kind: 'spk', values: { h: 420, r: 130, k: 't' } };
}

function fridgeDesign(f: Family): Design {
  const t = text(f);
  const litres = amount(spec(f, '总容积'), '升') ?? 400;
  const d = /法式多门/.test(t) ? 'f4' : /对开门/.test(t) ? 's2' : /底部冷冻/.test(t) ? 'b2' : /小型|小户型/.test(t) ? 't2' : /单门/.test(t) ? '1' : 'f3';
  return {
    kind: 'fridge',
    values: {
      d,
      w: clamp(220 + litres * 0.3, 240, 460),
      h: clamp(420 + litres * 0.34, 440, 690),
      x: d === 's2' ? '1' : '0',
      g: /换色|缤色/.test(t) ? 'r' : d === 's2' || d === 't2' ? 'b' : 'p',
    },
  };
}

function washerDesign(f: Family): Design {
  const t = text(f);
  const l = /干衣机/.test(t) ? 'd' : /壁挂/.test(t) ? 'w' : /波轮|上开/.test(t) ? 't' : 'f';
  const kg = amount(f.name, '公斤') ?? 10;
  const s = l === 'w' ? 340 : clamp(360 + kg * 20, 300, 620);
  return { kind: 'washer', values: { l, s, o: clamp(s * (l === 'w' ? 0.27 : 0.27), 60, 190), p: /洗烘/.test(t) ? 'a' : l === 'f' ? 'k' : 's' } };
}

function monitorDesign(f: Family): Design {
  const t = text(f);
  const inch = amount(f.name, '英寸') ?? amount(spec(f, '尺寸'), '英寸') ?? 27;
  const [rx, ry] = (spec(f, '分辨率') ?? '').split('×').map(Number);
  const ratio = rx && ry ? rx / ry : 16 / 9;
  const a = ratio > 3 ? '329' : ratio > 2.2 ? '219' : '169';
  const gaming = /电竞/.test(t);
  const pro = /专业/.test(t);
  const smart = /智能|智慧/.test(t);
  return {
    kind: 'mon',
    values: {
      w: a === '329' ? 720 : clamp(300 + inch * 11, 480, 740),
      a,
      v: /曲面/.test(t) ? '1' : '0',
      s: gaming ? (a === '329' ? 'l' : 'v') : pro ? 't' : smart ? 'r' : 'p',
      c: pro || smart ? '1' : '0',
      b: gaming ? 6 : pro ? 8 : smart ? 10 : 22,
    },
  };
}

function storageDesign(f: Family): Design {
  const t = text(f);
  if (/microSD|存储卡/.test(t)) return { kind: 'card', values: { b: /PRO/.test(f.model) ? 1 : 2, a: /PRO/.test(f.model) ? '1' : '0' } };
  if (/移动固态/.test(t))
    return /Shield|IP6/.test(t)
      ? { kind: 'pssd', values: { w: 250, h: 380, g: 's' } }
      : { kind: 'pssd', values: { w: 290, h: 420, g: /2x2/.test(t) ? 'r' : 'p' } };
  if (/U盘|闪存盘/.test(t)) return { kind: 'usb', values: { k: 'c', l: 320 } };
  return { kind: 'm2', values: { c: /PCIe 5/.test(t) ? 4 : 2, k: '0', l: /PCIe 5/.test(t) ? 'l' : 's' } };
}

function accessoryDesign(f: Family, of: (model: string) => Design | undefined): Design {
  const t = text(f);
  if (/三合一/.test(t)) return { kind: 'trio', values: { s: 640, t: 't' } };
  if (/无线充电/.test(t)) return { kind: 'pad', values: { s: 320, k: 'r', e: '1' } };
  if (/移动电源/.test(t)) {
    const mAh = amount(t, 'mAh') ?? 10000;
    return { kind: 'bank', values: { w: 230, h: clamp(300 + mAh / 100, 260, 500), p: /双向/.test(t) ? 2 : 1, l: 4 } };
  }
  if (/充电器/.test(t)) {
    const watts = amount(f.name, 'W') ?? 25;
    return { kind: 'charger', values: { s: clamp(160 + watts * 2.6, 180, 340), p: watts >= 65 ? '2' : '1', c: watts >= 45 ? '1' : '0' } };
  }
  const fits = spec(f, '适用机型');
  const target = fits ? of(fits) : undefined;
  if (/键盘/.test(t)) {
    const tab = target?.kind === 'tab' ? target.values : { w: 590, a: 160 };
    return { kind: 'kbcover', values: { w: tab.w!, a: tab.a!, t: '1' } };
  }
  if (/保护壳|保护套/.test(t)) {
    const m = /皮革/.test(t) ? 'k' : /透明/.test(t) ? 'c' : 's';
    if (target?.kind === 'bar') {
      const { h, w, r, c, l } = target.values;
      return { kind: 'case', values: { h: h!, w: w!, r: r!, c: c!, l: l!, m, k: 'b' } };
    }
    if (target?.kind === 'fold') {
      const { h, w, c, l } = target.values;
      return { kind: 'case', values: { h: h!, w: w!, r: 24, c: c === 'o4' ? 'q4' : c === 'i3' ? 'p3' : 'v3', l: l!, m, k: 'f' } };
    }
    return { kind: 'case', values: { h: 520, w: 240, r: 40, c: 'v3', l: 22, m, k: 'b' } };
  }
  if (/表带/.test(t)) return { kind: 'strap', values: { w: clamp((amount(spec(f, '适用尺寸'), 'mm') ?? 20) * 4, 60, 130), b: 'p' } };
  if (/数据线/.test(t)) return { kind: 'cable', values: { l: 3, e: /USB-A|A口/.test(t) ? 'ca' : 'cc' } };
  if (/手写笔|S Pen/.test(t)) return { kind: 'pen', values: { l: 520, k: '1' } };
  if (/耳机.*(保护套|保护壳)/.test(t)) return { kind: 'budcase', values: { k: 'c', x: '1' } };
  return { kind: 'charger', values: { s: 240, p: '1', c: '0' } };
}

const DESIGNERS: Record<Exclude<ProductType, 'accessory'>, (f: Family) => Design> = {
  phone: phoneDesign,
  foldable: foldableDesign,
  tablet: tabletDesign,
  watch: watchDesign,
  earbuds: earbudsDesign,
  tv: tvDesign,
  audio: audioDesign,
  fridge: fridgeDesign,
  washer: washerDesign,
  monitor: monitorDesign,
  storage: storageDesign,
};

/** Each product's design key; accessories after the products they fit. Throws when two products would look alike. */
function deriveDesigns(families: readonly Family[]): Map<string, string> {
  const byModel = new Map<string, Design>();
  const keys = new Map<string, string>();
  const put = (f: Family, d: Design) => {
    const key = designKey(d.kind, d.values);
    const twin = [...keys].find(([, k]) => k === key);
    if (twin) throw new Error(`${f.spu} would be drawn exactly like ${twin[0]} (${key}): tell them apart in the design rules`);
    keys.set(f.spu, key);
    byModel.set(f.model, d);
  };
  for (const f of families) if (f.type !== 'accessory') put(f, DESIGNERS[f.type](f));
  for (const f of families)
    if (f.type === 'accessory')
      put(
        f,
        accessoryDesign(f, (model) => byModel.get(model)),
      );
  return keys;
}

// ── generation ──────────────────────────────────────────────────────────────────────────
const hash = (s: string) => createHash('sha256').update(s).digest().readUInt32BE(0);
const yuan = (n: number) => Math.round(n * 100);
/** Channel prices end in whole yuan, as a shop would print them. */
const channelPrice = (price: number, ratio: number) => Math.max(100, Math.round((price * ratio) / 100) * 100);
/** SKU code part for a colour: the palette key, e.g. TITANGRAY. */
const colourCode = (key: string) => key.toUpperCase();

function stockFor(skuCode: string, soldOut: boolean) {
  if (soldOut) return 0;
  const h = hash(skuCode) % 20;
  if (h === 0) return 0; // sold out variant
  if (h < 3) return 1 + (h % 4); // low stock (≤ lowStock 5)
  return 20 + (hash(`${skuCode}#`) % 480);
}

const children = new Map(CATEGORIES.flatMap(([code, name, , kids]) => kids.map(([k, n]) => [k, { parent: code, parentName: name, name: n }] as const)));

const designs = deriveDesigns(FAMILIES);
/** A category's icon: its first product drawn in the icon colour (a level-1 category: its first child's). */
const iconOf = (category: string, type: ProductType) => {
  const first = FAMILIES.find((f) => f.category === category);
  return productImageUrl(type, first ? designs.get(first.spu) : null, 'front', ICON_HEX);
};

const categories = CATEGORIES.flatMap(([code, name, iconType, kids], i) => [
  { code, parentCode: null, name, level: 1, icon: iconOf(kids[0]![0], iconType), sortOrder: i + 1 },
  ...kids.map(([kCode, kName, kType], j) => ({
    code: kCode,
    parentCode: code,
    name: kName,
    level: 2,
    icon: iconOf(kCode, kType),
    sortOrder: j + 1,
  })),
]);

const products = FAMILIES.map((f, i) => {
  const cat = children.get(f.category);
  if (!cat) throw new Error(`unknown category ${f.category} for ${f.spu}`);
  const axis = f.axis ?? null;
  const values: [string, number][] = axis ? axis[1] : [['', 0]];
  const skus = f.colours.flatMap((colourKey, ci) =>
    values.map(([value, extra], vi) => {
      const [colorName, colorHex] = C[colourKey];
      const skuCode = [f.spu, colourCode(colourKey), value ? String(vi + 1) : ''].filter(Boolean).join('-');
      const price = yuan(f.price + extra);
      const attrs: Record<string, string> = { 颜色: colorName };
      if (axis) attrs[axis[0]] = value;
      const channels: Record<string, number> = {};
      // Every other SKU of a channel family has its own student price; all have enterprise prices.
      if (f.channels) {
        if ((ci + vi) % 2 === 0) channels.student = channelPrice(price, 0.92);
        channels.enterprise = channelPrice(price, 0.95);
      }
      return {
        skuCode,
        name: [f.name, colorName, value].filter(Boolean).join(' '),
        attrs,
        colorName,
        colorHex,
        price,
        origPrice: price + yuan(f.discount ?? 0),
        stock: stockFor(skuCode, f.soldOut === true),
        lowStock: 5,
        status: 'on_sale' as const,
        sortOrder: ci * values.length + vi + 1,
        sitePrices: channels,
      };
    }),
  );
  return {
    spuCode: f.spu,
    name: f.name,
    model: f.model,
    type: f.type,
    design: designs.get(f.spu)!,
    categoryCode: f.category,
    sellingPoint: f.point,
    description: `${f.name}：${f.point}。`,
    specs: [
      {
        group: '基本信息',
        items: [
          { name: '型号', value: f.model },
          { name: '上市时间', value: f.launched.slice(0, 7).replace('-', '年') + '月' },
        ],
      },
      ...Object.entries(f.specs).map(([group, items]) => ({ group, items: items.map(([name, value]) => ({ name, value })) })),
    ],
    isNew: f.isNew === true,
    isHot: f.isHot === true,
    status: f.offSale ? ('off_sale' as const) : ('on_sale' as const),
    salesCount: f.sales,
    launchedAt: `${f.launched}T10:00:00+08:00`,
    sortOrder: i + 1,
    // A level-1 name like 手机/平板 names its siblings too: only whole-group names (家用电器) are words for all.
    searchText: buildSearchText({
      name: f.name,
      model: f.model,
      type: f.type,
      categoryNames: cat.parentName.includes('/') ? [cat.name] : [cat.parentName, cat.name],
      sellingPoint: f.point,
      colorNames: [...new Set(f.colours.map((c) => C[c][0]))],
    }),
    skus,
  };
});

export type CatalogueProduct = (typeof products)[number];

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'categories.json'), JSON.stringify(categories, null, 1) + '\n');
writeFileSync(path.join(outDir, 'products.json'), JSON.stringify(products, null, 1) + '\n');
const skuCount = products.reduce((n, p) => n + p.skus.length, 0);
console.log(`catalogue: ${categories.length} categories, ${products.length} products, ${skuCount} SKUs → ${path.relative(process.cwd(), outDir)}`);

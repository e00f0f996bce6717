/**
 * The console's 内容 area (issue #16): home banners, top banners, hot searches, product-page
 * notices, home ads, the header menu and the footer's columns and links, each a kind of CMS block (cms_blocks) with a position, the platforms that show it, a
 * window, an order and a published flag. One set of zod schemas for the admin API (validation,
 * OpenAPI) and the console's forms (zod-rule.ts). Times are epoch ms.
 */
import { z } from 'zod';
import { cmsPlatformSchema } from './cms.ts';

export const CMS_PLATFORMS = { pc: '电脑端', h5: '手机网页', app: 'App' } as const;

/**
 * https addresses a content link may lead to besides the shop's own paths: the brand's regional
 * sites and official accounts. Any other host is refused (no link to a look-alike site).
 */
export const CONTENT_LINK_HOSTS = ['hk.example.com', 'tw.example.com', 'weibo.example.com'] as const;

export const CONTENT_HREF_MAX = 300;

/** Whether `href` is a path of this shop (/list/phones?x=1) or an https address on an allowed host. */
export function isAllowedContentHref(href: string): boolean {
  if (href.length > CONTENT_HREF_MAX || /[\s\\<>"']/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && (CONTENT_LINK_HOSTS as readonly string[]).includes(url.hostname);
}

const HREF_PROBLEM = `链接须为本商城路径（以 / 开头）或允许的 https 地址（${CONTENT_LINK_HOSTS.join('、')}）`;
/** A link target: a shop path or an https address on an allowed host. */
export const contentHrefSchema = z.string({ error: '请输入链接' }).trim().min(1, '请输入链接').refine(isAllowedContentHref, HREF_PROBLEM);
/** The same, or empty for no link. */
export const optionalHrefSchema = z
  .string()
  .trim()
  .refine((h) => h === '' || isAllowedContentHref(h), HREF_PROBLEM)
  .default('');

/**
 * A picture of a block: one uploaded in the console (POST /api/admin/content/pictures, checked and
 * re-encoded: /media/catalogue/{id}.webp) or one of the shop's generated banners (/media/banner/*.svg).
 */
export const contentPictureSchema = z
  .string({ error: '请上传图片' })
  .trim()
  .min(1, '请上传图片')
  .regex(/^\/media\/(catalogue\/[A-Za-z0-9_-]{22}\.webp|banner\/[a-z0-9-]{1,60}\.svg)$/, '图片不存在或已失效，请重新上传');

const text = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}最多${max}个字符`);

/** A menu or footer link's icon: one of the shop's icons (/media/icon/*.svg), kept as it is by the console. */
const iconSchema = z
  .string()
  .regex(/^\/media\/icon\/[a-z0-9-]{1,60}\.svg$/, '图标不存在')
  .optional();

export const CONTENT_LINKS_MAX = 40;

/** One link of a menu or footer list: text and target checked like every content link; an optional short badge. */
export const contentLinkSchema = z.object({
  label: text('链接文字', 20),
  href: contentHrefSchema,
  badge: z
    .string()
    .trim()
    .max(6, '角标最多6个字符')
    .optional()
    .transform((v) => v || undefined),
  icon: iconSchema,
});
export type ContentLink = z.output<typeof contentLinkSchema>;

/** A list of links (menu entries, a footer column), in the order shown. */
const linkList = (what: string, min = 1) =>
  z
    .array(contentLinkSchema, { error: `请添加${what}` })
    .min(min, `请至少添加${min}个${what}`)
    .max(CONTENT_LINKS_MAX, `${what}最多${CONTENT_LINKS_MAX}个`);

/** The fields each section keeps in a block's payload. */
export const CONTENT_SECTIONS = {
  banners: {
    title: '首页轮播',
    kind: 'banner',
    positions: { home: '商城首页' },
    fields: z.object({
      title: text('标题', 40),
      subtitle: z.string().trim().max(80, '副标题最多80个字符').default(''),
      image: contentPictureSchema,
      imageMobile: contentPictureSchema.optional(),
      href: contentHrefSchema,
      theme: z.enum(['light', 'dark'], { error: '请选择文字颜色' }).default('dark'),
    }),
  },
  'top-banners': {
    title: '顶部横幅',
    kind: 'top-banner',
    positions: { global: '全站', student: '学生专区' },
    fields: z.object({
      text: text('横幅文字', 60),
      href: contentHrefSchema,
      background: z
        .string({ error: '请输入背景色' })
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, '背景色须为 #RRGGBB 格式'),
    }),
  },
  'hot-searches': {
    title: '热门搜索',
    kind: 'hot-search',
    positions: { '': '搜索框' },
    fields: z.object({ keyword: text('搜索词', 32) }),
  },
  'pdp-notices': {
    title: '商品页公告',
    kind: 'ad',
    positions: { PDP_HORSE_RACE_LAMP: '商品页跑马灯' },
    fields: z.object({
      title: text('公告内容', 80),
      subtitle: z.string().trim().max(40, '补充说明最多40个字符').default(''),
      href: optionalHrefSchema,
    }),
  },
  ads: {
    title: '首页广告',
    kind: 'ad',
    positions: { INDEX_AD: '首页大图广告', HOME_PROMO: '首页活动入口' },
    fields: z.object({
      title: text('广告标题', 30),
      subtitle: z.string().trim().max(60, '副标题最多60个字符').default(''),
      image: contentPictureSchema,
      imageMobile: contentPictureSchema.optional(),
      href: contentHrefSchema,
    }),
  },
  nav: {
    title: '顶部菜单',
    kind: 'nav',
    /** One menu group per position (its code); the console edits the groups the shop has. */
    positions: {
      shop: '商城精选',
      mobile: '手机/平板',
      'tv-av': '电视/影音',
      'home-appliances': '家用电器',
      computing: '电脑/显示器',
      accessories: '配件',
      more: '更多',
      support: '服务支持',
      business: '企业客户',
    },
    perPosition: 1,
    fields: z.object({
      label: text('菜单名称', 12),
      side: z.enum(['left', 'right'], { error: '请选择菜单位置' }).default('left'),
      href: contentHrefSchema,
      links: linkList('菜单链接'),
      guides: linkList('选购指南', 0).default([]),
      promotions: linkList('促销链接', 0).default([]),
    }),
  },
  'footer-columns': {
    title: '页脚栏目',
    kind: 'footer-column',
    positions: {
      buy: '购买渠道',
      products: '产品与服务',
      support: '服务支持',
      account: '我的账户',
      sustainability: '可持续发展',
      about: '关于我们',
    },
    perPosition: 1,
    fields: z.object({ title: text('栏目标题', 12), links: linkList('链接') }),
  },
  'footer-links': {
    title: '页脚链接',
    kind: 'footer-links',
    positions: { legal: '法律条款', social: '社交媒体', regions: '地区站点' },
    fields: z.object({ links: linkList('链接') }),
  },
} as const;
export type ContentSection = keyof typeof CONTENT_SECTIONS;
export const CONTENT_SECTION_NAMES = Object.keys(CONTENT_SECTIONS) as ContentSection[];
export type ContentFields<S extends ContentSection> = z.output<(typeof CONTENT_SECTIONS)[S]['fields']>;

/** Blocks of one section and position at most (keeps a carousel or a list reasonable). */
export const CONTENT_BLOCKS_MAX = 50;

const epochMs = z.number({ error: '时间须为毫秒时间戳' }).int('时间须为整数毫秒').min(0, '时间有误').max(8_640_000_000_000, '时间有误');

/** What every block has besides its section's fields. */
const blockBase = z.object({
  position: z.string({ error: '请选择位置' }),
  platforms: z
    .array(cmsPlatformSchema, { error: '请选择展示端' })
    .min(1, '请至少选择一个展示端')
    .refine((p) => new Set(p).size === p.length, '展示端不能重复'),
  /** Shown from (inclusive), null: at once. */
  startsAt: epochMs.nullable().default(null),
  /** Shown until (exclusive), null: no end. */
  endsAt: epochMs.nullable().default(null),
});

const windowRule = (v: { startsAt: number | null; endsAt: number | null }) => v.startsAt === null || v.endsAt === null || v.endsAt > v.startsAt;
const WINDOW_PROBLEM = { message: '结束时间须晚于开始时间', path: ['endsAt'] };

/** The create / edit input of a section: position (one of the section's), platforms, window and the section's fields. */
export function contentInputSchema<S extends ContentSection>(section: S) {
  const def = CONTENT_SECTIONS[section];
  const positions = Object.keys(def.positions) as [string, ...string[]];
  return blockBase
    .extend({ position: z.enum(positions, { error: '请选择位置' }) })
    .extend(def.fields.shape as (typeof CONTENT_SECTIONS)[S]['fields']['shape'])
    .refine((v) => windowRule(v as unknown as { startsAt: number | null; endsAt: number | null }), WINDOW_PROBLEM);
}
export type ContentInput<S extends ContentSection> = z.input<ReturnType<typeof contentInputSchema<S>>>;

export const contentBlockSchema = z
  .object({
    id: z.string(),
    position: z.string(),
    platforms: z.array(cmsPlatformSchema),
    startsAt: z.number().int().nullable(),
    endsAt: z.number().int().nullable(),
    sortOrder: z.number().int(),
    published: z.boolean(),
    updatedAt: z.number().int().nullable(),
    /** Whether the shop shows it now: published and inside its window (by the server clock). */
    live: z.boolean(),
    /** The section's fields, as stored. */
    fields: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentListQuerySchema = z.object({
  position: z.string().max(40, '位置有误').optional(),
  platform: cmsPlatformSchema.optional(),
  status: z.enum(['published', 'unpublished'], { error: '状态须为 published 或 unpublished' }).optional(),
});
export const contentListSchema = z.object({ list: z.array(contentBlockSchema), total: z.number().int() });

export const contentIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, '内容编号有误'),
});

export const contentPublishInputSchema = z.object({ published: z.boolean({ error: '请指定上线或下线' }) });

/** The new order of a position's blocks: every block of it, each once, first shown first. */
export const contentReorderInputSchema = z.object({
  position: z.string({ error: '请选择位置' }).max(40, '位置有误'),
  ids: z
    .array(contentIdParamsSchema.shape.id, { error: '请提供排序' })
    .min(1, '请提供排序')
    .max(CONTENT_BLOCKS_MAX, `最多${CONTENT_BLOCKS_MAX}条`)
    .refine((ids) => new Set(ids).size === ids.length, '排序中有重复的内容'),
});

/** The upload answer (the same shape as the catalogue's pictures). */
export const contentPictureUploadedSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});

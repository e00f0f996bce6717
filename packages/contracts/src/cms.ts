/**
 * CMS contracts (issue #3): menus, footer, banners, advertising positions, popular searches,
 * system configuration. Content is data in tables, served per platform (pc / h5 / app).
 */
import { z } from 'zod';

export const cmsPlatformSchema = z.enum(['pc', 'h5', 'app']);
export type CmsPlatform = z.infer<typeof cmsPlatformSchema>;

export const linkSchema = z.object({ label: z.string(), href: z.string(), icon: z.string().optional(), badge: z.string().optional() });
export type CmsLink = z.infer<typeof linkSchema>;

export const navGroupSchema = z.object({
  code: z.string().meta({ example: 'mobile' }),
  label: z.string().meta({ example: '手机/平板' }),
  side: z.enum(['left', 'right']),
  href: z.string(),
  /** Sub-category links with icons. */
  links: z.array(linkSchema),
  featured: z.array(z.object({ title: z.string(), subtitle: z.string(), image: z.string(), href: z.string() })),
  guides: z.array(linkSchema).meta({ description: '选购指南' }),
  promotions: z.array(linkSchema).meta({ description: '促销链接：延保、学生优惠、企业优惠、购物节、当日达' }),
});
export type NavGroup = z.infer<typeof navGroupSchema>;

export const footerSchema = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
  copyright: z.string().meta({ example: 'Copyright © 1995-2026 星辰 版权所有', description: '结束年份为读取时的北京时间当年' }),
  filings: z.array(linkSchema).meta({ description: '备案号、经营许可证等' }),
  legal: z.array(linkSchema),
  social: z.array(linkSchema),
  regions: z.array(linkSchema),
});
export type Footer = z.infer<typeof footerSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  href: z.string(),
  theme: z.enum(['light', 'dark']),
});
export type Banner = z.infer<typeof bannerSchema>;

export const adSchema = z.object({
  id: z.string(),
  posCd: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  href: z.string(),
  sort: z.number().int(),
});
export type Ad = z.infer<typeof adSchema>;

export const topBannerSchema = z.object({ id: z.string(), text: z.string(), href: z.string(), background: z.string() }).nullable();

export const sysConfigSchema = z.object({
  brandName: z.string(),
  searchPlaceholder: z.string(),
  aiSearch: z.enum(['Y', 'N']),
  countryCode: z.literal('CN'),
  languageCode: z.literal('zh'),
  countryIsoCode: z.literal('CHN'),
  loginFlag: z.enum(['Y', 'N']),
  storeFlag: z.enum(['Y', 'N']),
  addToCartPost: z.enum(['Y', 'N']),
  filingNumber: z.string(),
  licenseNumber: z.string(),
  servicePhone: z.string(),
});
export type SysConfig = z.infer<typeof sysConfigSchema>;

/** The 内容 screens: one per CMS section (cms.write), then the help centre's FAQ and the agreements, each with its own permission. */
import { CONTENT_SECTIONS, CONTENT_SECTION_NAMES, type ContentSection } from '@shop/contracts/content-admin';
import type { StaffPermission } from '@shop/contracts/staff';

export const CONTENT_SCREENS: [ContentSection, string][] = CONTENT_SECTION_NAMES.map((s) => [s, CONTENT_SECTIONS[s].title]);

/** 内容 screens besides the CMS sections: resource name, path, menu label, the permission their API requires. */
export const CONTENT_MORE_SCREENS = [
  { resource: 'content-faq', path: '/content/faq', title: '常见问题', permission: 'faq.write' },
  { resource: 'content-agreements', path: '/content/agreements', title: '协议与政策', permission: 'agreements.write' },
] as const satisfies readonly {
  resource: string;
  path: string;
  title: string;
  permission: StaffPermission;
}[];

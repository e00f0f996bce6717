/** The 内容 screens (one per CMS section), for the menu, the routes and the resources' permission (cms.write). */
import { CONTENT_SECTIONS, CONTENT_SECTION_NAMES, type ContentSection } from '@shop/contracts/content-admin';

export const CONTENT_SCREENS: [ContentSection, string][] = CONTENT_SECTION_NAMES.map((s) => [s, CONTENT_SECTIONS[s].title]);

/**
 * Platform words in CMS paths. Content is kept for three platforms (pc / h5 / app); the
 * callers also use the environment names of spec 1 (mobile, wxApp, aliApp), which show the
 * mobile web content: the mini-programs host the mobile site in a web view.
 */
import { z } from 'zod';
import type { CmsPlatform } from '@shop/contracts';

export const PLATFORM_WORDS = ['pc', 'h5', 'app', 'mobile', 'aliApp', 'wxApp'] as const;
export type PlatformWord = (typeof PLATFORM_WORDS)[number];

export const platformWordSchema = z.enum(PLATFORM_WORDS, { error: '不支持的平台' }).meta({ description: 'pc、h5、app；mobile、wxApp、aliApp 按 h5 处理' });

const CONTENT_PLATFORM: Record<PlatformWord, CmsPlatform> = {
  pc: 'pc',
  h5: 'h5',
  app: 'app',
  mobile: 'h5',
  aliApp: 'h5',
  wxApp: 'h5',
};

export function contentPlatformOf(word: PlatformWord): CmsPlatform {
  return CONTENT_PLATFORM[word];
}

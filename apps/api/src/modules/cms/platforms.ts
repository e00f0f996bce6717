/**
 * Platform words in CMS paths. Content is kept for three platforms (pc / h5 / app); the
 * callers also use the environment names of spec 1 (mobile, wxApp, aliApp), which show the
 * mobile web content: the mini-programs host the mobile site in a web view. The words and
 * their schema are the endpoint definitions' (@shop/contracts/endpoints/cms).
 */
import type { CmsPlatform } from '@shop/contracts';
import { CMS_PLATFORM_WORDS, cmsPlatformWordSchema } from '@shop/contracts/endpoints/cms';

export const PLATFORM_WORDS = CMS_PLATFORM_WORDS;
export type PlatformWord = (typeof PLATFORM_WORDS)[number];

export const platformWordSchema = cmsPlatformWordSchema;

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

import { describe, expect, it } from 'vitest';
import { contentPlatformOf, PLATFORM_WORDS, platformWordSchema } from './platforms.ts';

describe('CMS platform words', () => {
  it('maps the environment names to the three content platforms', () => {
    expect(PLATFORM_WORDS.map((w) => [w, contentPlatformOf(w)])).toEqual([
      ['pc', 'pc'],
      ['h5', 'h5'],
      ['app', 'app'],
      ['mobile', 'h5'],
      ['aliApp', 'h5'],
      ['wxApp', 'h5'],
    ]);
  });

  it('refuses other words (case matters, as in the paths of spec 7)', () => {
    for (const bad of ['PC', 'ios', '', 'h5 ']) expect(platformWordSchema.safeParse(bad).success).toBe(false);
  });
});

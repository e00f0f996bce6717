import { describe, expect, it } from 'vitest';
import { SEARCH_KEYWORD_MAX } from '@shop/contracts';
import { buildSearchText, buildTsQuery, keywordTerms, modelForms, pinyinForms, queryTerm, segment } from './search-terms.ts';

const words = (text: string) => text.split(' ');

describe('segment', () => {
  it('cuts Chinese into words and keeps models, lower-cased, without punctuation', () => {
    expect(segment('星辰 S25 Ultra 5G 手机')).toEqual(['星辰', 's25', 'ultra', '5g', '手机']);
    expect(segment('固态硬盘，12GB+256GB！')).toEqual(['固态', '硬盘', '12gb', '256gb']);
  });
  it('folds full-width letters and digits', () => {
    expect(segment('Ｓ２５')).toEqual(['s25']);
  });
});

describe('pinyinForms', () => {
  it('gives full pinyin and initials for a word of two or more characters', () => {
    expect(pinyinForms('手机')).toEqual(['shouji', 'sj']);
    expect(pinyinForms('折叠屏')).toEqual(['zhedieping', 'zdp']);
  });
  it('skips single characters and non-Chinese words', () => {
    expect(pinyinForms('屏')).toEqual([]);
    expect(pinyinForms('s25')).toEqual([]);
  });
});

describe('modelForms', () => {
  it('keeps the parts and the joined model', () => {
    expect(modelForms('S25 Ultra')).toEqual(['s25', 'ultra', 's25ultra']);
    expect(modelForms('Z Fold7')).toEqual(['z', 'fold7', 'zfold7']);
    expect(modelForms('QN90F')).toEqual(['qn90f']);
  });
});

describe('buildSearchText', () => {
  const fold = buildSearchText({
    name: '星辰 Z Fold7 折叠屏 5G 手机',
    model: 'Z Fold7',
    type: 'foldable',
    categoryNames: ['折叠屏手机'],
    sellingPoint: '轻薄折叠，展开 8 英寸大屏',
    colorNames: ['深海蓝'],
  });

  it('holds the Chinese words, their pinyin and initials, the type words and the model', () => {
    for (const w of ['折叠屏', '折叠', '手机', 'shouji', 'sj', 'zhedieping', 'zdp', '折叠屏手机', 'fold7', 'zfold7', '深海蓝', 'shenhailan', 'shl'])
      expect(words(fold)).toContain(w);
  });
  it('has no pinyin of the selling point (its initials would match unrelated short queries)', () => {
    expect(words(fold)).toContain('轻薄');
    expect(words(fold)).not.toContain('qb');
  });
  it('has each word once', () => {
    expect(new Set(words(fold)).size).toBe(words(fold).length);
  });
});

describe('query terms', () => {
  it('segments the keyword the same way', () => {
    expect(keywordTerms('折叠屏手机')).toEqual(['折叠', '屏', '手机']);
    expect(keywordTerms('S25  s25')).toEqual(['s25']);
  });
  it('prefix-matches words but matches pinyin initials whole', () => {
    expect(queryTerm('s25')).toBe('s25:*');
    expect(queryTerm('shou')).toBe('shou:*');
    expect(queryTerm('手机')).toBe('手机:*');
    expect(queryTerm('sj')).toBe('sj');
    expect(queryTerm('zdp')).toBe('zdp');
  });
  it('joins with AND or OR and never lets tsquery operators through', () => {
    expect(buildTsQuery('S25 Ultra', 'all')).toBe('s25:* & ultra:*');
    expect(buildTsQuery('S25 Ultra', 'any')).toBe('s25:* | ultra:*');
    expect(buildTsQuery("ai & bo | !ce :* ('de')", 'all')).toBe('ai:* & bo:* & ce:* & de:*');
    expect(buildTsQuery('!!! ：）', 'all')).toBeNull();
  });
  it(`reads at most ${SEARCH_KEYWORD_MAX} characters`, () => {
    const terms = keywordTerms(`${'a'.repeat(SEARCH_KEYWORD_MAX)} extra`);
    expect(terms).toEqual(['a'.repeat(SEARCH_KEYWORD_MAX)]);
  });
});

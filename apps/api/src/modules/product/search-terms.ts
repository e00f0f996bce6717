/**
 * Search terms, one rule for both sides: the document words stored in products.search_text
 * (built when the demo data is generated) and the words of a shopper's keyword. PostgreSQL's
 * 'simple' configuration only lower-cases and splits on punctuation, so the Chinese
 * segmentation (jieba) and the pinyin forms (pinyin-pro) happen here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import type { pinyin as Pinyin } from 'pinyin-pro';
import { SEARCH_KEYWORD_MAX, type ProductType } from '@shop/contracts';

// Both packages load at first use, not with the module: a serving process that is never asked
// a keyword keeps neither (jieba's native code and dictionary ≈ +60 MB RSS per process, pinyin
// +13 MB); pinyin is only needed to build the stored words (scripts/generate-catalog.ts).
const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;
/**
 * The segmenter with jieba's default dictionary, loaded when the first keyword arrives (~0.3 s).
 * dict.txt is read here rather than through `@node-rs/jieba/dict.js`, which also reads the
 * keyword-extraction idf.txt (6 MB) and keeps both buffers for the life of the process.
 */
const segmenter = (): Jieba => {
  if (!jieba) {
    const { Jieba: JiebaClass } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    jieba = JiebaClass.withDict(readFileSync(require.resolve('@node-rs/jieba/dict.txt')));
  }
  return jieba;
};
let pinyinFn: typeof Pinyin | undefined;
const pinyin = (): typeof Pinyin => (pinyinFn ??= (require('pinyin-pro') as typeof import('pinyin-pro')).pinyin);

const HAN = /\p{Script=Han}/u;
const ONLY_HAN = /^\p{Script=Han}+$/u;
/** A term as tsquery and tsvector both keep it: letters and digits only (no operators). */
const WORD = /[\p{L}\p{N}]+/gu;

/** Words a shopper uses for a product type besides the category names. */
export const TYPE_SYNONYMS: Record<ProductType, string[]> = {
  phone: ['手机', '智能手机', '5G手机'],
  foldable: ['手机', '折叠屏', '折叠屏手机', '折叠手机'],
  tablet: ['平板', '平板电脑'],
  watch: ['手表', '智能手表', '运动手表'],
  earbuds: ['耳机', '无线耳机', '蓝牙耳机', '降噪耳机'],
  tv: ['电视', '电视机', '智能电视'],
  audio: ['音响', '音箱', '回音壁', '影音'],
  fridge: ['冰箱', '电冰箱'],
  washer: ['洗衣机', '洗烘一体机'],
  monitor: ['显示器', '电脑显示器', '屏幕'],
  storage: ['存储', '固态硬盘', '移动硬盘', '存储卡', '内存卡', 'SSD'],
  accessory: ['配件', '充电器', '保护壳'],
};

function normalise(text: string): string {
  // Full-width letters/digits (Ｓ２５) become ASCII; case does not matter.
  return text.normalize('NFKC').toLowerCase();
}

/** Segmented words of a text: Chinese by jieba, Latin and digits as written ("s25", "12gb"). */
export function segment(text: string): string[] {
  const out: string[] = [];
  for (const piece of segmenter().cut(normalise(text), false)) {
    for (const word of piece.match(WORD) ?? []) out.push(word);
  }
  return out;
}

/** Full pinyin and initials of a Chinese word of two or more characters: 手机 → shouji, sj. */
export function pinyinForms(word: string): string[] {
  // One character's initial (钛 → t) would match half the alphabet of short queries.
  if (!ONLY_HAN.test(word) || word.length < 2) return [];
  const full = pinyin()(word, { toneType: 'none', type: 'array' }).join('');
  const initials = pinyin()(word, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
  return [full, initials].filter((w) => /^[a-z]+$/.test(w));
}

/** Model numbers as typed with or without spaces: "S25 Ultra" → s25, ultra, s25ultra. */
export function modelForms(model: string): string[] {
  const parts = normalise(model).match(WORD) ?? [];
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

export interface SearchDocument {
  name: string;
  model: string;
  type: ProductType;
  categoryNames: string[];
  sellingPoint: string;
  colorNames: string[];
}

/**
 * The words stored for a product. Pinyin is added only for the naming words (name, category,
 * type synonyms, colours): pinyin initials of free-text selling points ("设计" → sj) would
 * make short initials queries match unrelated products.
 */
export function buildSearchText(doc: SearchDocument): string {
  const words = new Set<string>();
  const naming = [doc.name, ...doc.categoryNames, ...TYPE_SYNONYMS[doc.type], ...doc.colorNames];
  for (const text of naming) {
    const segmented = segment(text);
    // The whole phrase too (折叠屏 → 折叠, 屏 and 折叠屏), so it matches as one word as well.
    const whole = normalise(text).match(WORD) ?? [];
    for (const w of [...segmented, ...whole]) {
      words.add(w);
      for (const p of pinyinForms(w)) words.add(p);
    }
  }
  for (const w of modelForms(doc.model)) words.add(w);
  for (const w of segment(doc.sellingPoint)) words.add(w);
  return [...words].join(' ');
}

/** A keyword over the limit is refused by the contract; cut here too so no caller can pass more. */
export function keywordTerms(keyword: string): string[] {
  const words = segment(keyword.slice(0, SEARCH_KEYWORD_MAX));
  return [...new Set(words)];
}

/**
 * A query term: a prefix match (`shou` finds shouji, `s25` finds s25ultra), except a
 * short all-consonant Latin word, which is pinyin initials and must match whole
 * (`sj` is 手机, not 数据线 sjx).
 */
export function queryTerm(word: string): string {
  if (/^[b-df-hj-np-tv-z]{1,4}$/.test(word) && !HAN.test(word)) return word;
  return `${word}:*`;
}

/** to_tsquery('simple', …) text for all words (AND) or any word (OR); null when nothing is searchable. */
export function buildTsQuery(keyword: string, mode: 'all' | 'any'): string | null {
  const terms = keywordTerms(keyword).map(queryTerm);
  if (terms.length === 0) return null;
  return terms.join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * Operator HTML of the product overview (detlHtml / detlH5) made safe on the way out: an
 * allow-list of text and layout tags, no scripts, styles, frames or event handlers; links
 * only http(s) or our own paths; pictures only our own generated media (/media/…).
 * sanitize-html parses with htmlparser2, so malformed markup cannot smuggle a tag through.
 */
import sanitizeHtml from 'sanitize-html';

/** Our own media path: plain segments (no `..`), a picture extension. */
const OWN_MEDIA = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'section',
    'div',
    'span',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'ul',
    'ol',
    'li',
    'img',
    'a',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // rel/target and loading are set by transformTags below, never taken from the source.
  allowedAttributes: { '*': ['class'], img: ['src', 'alt', 'width', 'height', 'loading'], a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A picture from anywhere else (or none) is dropped with its tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
  transformTags: {
    img: (tagName, { src = '', alt = '', width, height }) => ({
      tagName,
      attribs: { src, alt, ...(width ? { width } : {}), ...(height ? { height } : {}), loading: 'lazy' },
    }),
    a: (tagName, { href, title }) => {
      const attribs: Record<string, string> = {};
      if (href !== undefined) attribs.href = href;
      if (title !== undefined) attribs.title = title;
      if (/^https?:/i.test(href ?? '')) Object.assign(attribs, { rel: 'noopener noreferrer', target: '_blank' });
      return { tagName, attribs };
    },
  },
};

/** Sanitised overviews by their source: pages ask for the same few texts again and again. */
const cache = new Map<string, string>();
const CACHE_MAX = 500;

export function sanitizeDetailHtml(html: string): string {
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, OPTIONS);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(html, clean);
  }
  return clean;
}

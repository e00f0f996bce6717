/**
 * The text of a PDF, page by page, as a reader extracts it (pdfjs-dist's legacy build, which runs
 * in Node): the e-invoice tests read the Chinese text, the numbers and the amounts back from it.
 * (A Node Buffer is copied: pdfjs takes a plain Uint8Array.) Each page's items joined in reading order; items on one line are joined without a space.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: Uint8Array.from(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    const lines: string[] = [];
    let current = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      current += item.str;
      if (item.hasEOL) {
        lines.push(current);
        current = '';
      }
    }
    if (current) lines.push(current);
    pages.push(lines.join('\n'));
  }
  await doc.destroy();
  return pages.join('\n\f\n');
}

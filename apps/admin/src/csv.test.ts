import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV for Excel', () => {
  it('starts with the UTF-8 byte-order mark, quotes every field, doubles quotes and ends lines with CRLF', () => {
    const csv = toCsv(['操作人', '变更'], [['张三', { role: '客服', note: 'a "b"' }]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('"操作人","变更"\r\n"张三","{""role"":""客服"",""note"":""a \\""b\\""""}"\r\n');
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps a spreadsheet from running a field as a formula, and writes empty for null', () => {
    expect(toCsv(['a', 'b', 'c'], [['=HYPERLINK("x")', null, '-1+2']]).split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")","","'-1+2"`);
    // A plain negative number is no formula: a red-letter invoice's amount stays a number.
    expect(toCsv(['a', 'b'], [[-1, '-1234.00']]).split('\r\n')[1]).toBe(`"-1","-1234.00"`);
  });
});

import { describe, expect, it } from 'vitest';
import { pickForCode } from './pdp-ads.ts';

const blocks = [
  { id: 'sku', codes: ['S25U-BLACK-1'] },
  { id: 'spu-a', codes: ['S25U', 'S25'] },
  { id: 'spu-b', codes: ['S25U'] },
  { id: 'default-1', codes: [] },
  { id: 'default-2', codes: [] },
];

describe('pickForCode', () => {
  it('prefers blocks naming the first code, then the next, then the defaults', () => {
    expect(pickForCode(blocks, ['S25U-BLACK-1', 'S25U']).map((b) => b.id)).toEqual(['sku']);
    expect(pickForCode(blocks, ['S25U-GRAY-1', 'S25U']).map((b) => b.id)).toEqual(['spu-a', 'spu-b']);
    expect(pickForCode(blocks, ['S25']).map((b) => b.id)).toEqual(['spu-a']);
    expect(pickForCode(blocks, ['BUDS3']).map((b) => b.id)).toEqual(['default-1', 'default-2']);
    expect(pickForCode([], ['BUDS3'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bespokeDesign } from './custom-goods.ts';
import { BESPOKE_GROUPS as groups } from '../../../test-support/bespoke-groups.ts';

describe('bespokeDesign', () => {
  it('fills a left-out group with its default and adds the chosen options', () => {
    expect(bespokeDesign(groups, { finish: 'glass' })).toEqual({
      parts: [
        { group: 'door', groupName: '门板颜色', option: 'white', optionName: '雅白', priceDelta: 0 },
        { group: 'finish', groupName: '面板材质', option: 'glass', optionName: '玻璃', priceDelta: 80000 },
      ],
      delta: 80000,
      key: 'door:white,finish:glass',
      choice: { door: 'white', finish: 'glass' },
    });
  });

  it('refuses an unknown group or option, and a product without options', () => {
    expect(bespokeDesign(groups, { roof: 'red' })).toBeNull();
    expect(bespokeDesign(groups, { door: 'gold' })).toBeNull();
    expect(bespokeDesign([], {})).toBeNull();
  });

  it('gives equal designs one key whatever order or completeness the choice is written in', () => {
    const pick = fc.record({ door: fc.constantFrom('white', 'navy'), finish: fc.constantFrom('steel', 'glass') });
    fc.assert(
      fc.property(pick, fc.boolean(), (choice, dropDefaults) => {
        const written = Object.fromEntries(
          Object.entries(choice)
            .reverse()
            .filter(([g, o]) => !(dropDefaults && o === groups.find((x) => x.code === g)!.options[0]!.code)),
        );
        const a = bespokeDesign(groups, choice)!;
        const b = bespokeDesign(groups, written)!;
        expect(b.key).toBe(a.key);
        expect(b.delta).toBe(a.delta);
        expect(a.delta).toBe(a.parts.reduce((n, p) => n + p.priceDelta, 0));
      }),
    );
  });
});

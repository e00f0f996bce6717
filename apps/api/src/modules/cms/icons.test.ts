import { describe, expect, it } from 'vitest';
import { ICON_NAMES, iconSvg } from './icons.ts';

describe('line icons', () => {
  it('draws every name as a 24×24 stroked SVG', () => {
    for (const name of ICON_NAMES) {
      const svg = iconSvg(name);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#1d1d1f"/);
      expect(svg, name).toMatch(/<\/svg>$/);
    }
  });

  it('answers the catalogue category codes through aliases', () => {
    expect(iconSvg('refrigerators')).toBe(iconSvg('fridge'));
    expect(iconSvg('audio')).toBe(iconSvg('speaker'));
  });

  it('knows only its own names', () => {
    for (const name of ['nope', 'constructor', '__proto__', 'hasOwnProperty']) expect(iconSvg(name), name).toBeNull();
  });
});

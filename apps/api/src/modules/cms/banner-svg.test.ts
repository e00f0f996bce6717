import { describe, expect, it } from 'vitest';
import { ARTWORK_IDS, bannerSvg } from './banner-svg.ts';

describe('banner artwork', () => {
  it('draws every artwork in both orientations as a well-formed, text-free SVG', () => {
    for (const id of ARTWORK_IDS) {
      for (const name of [id, `${id}-h5`]) {
        const svg = bannerSvg(name);
        expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
        expect(svg, name).not.toMatch(/NaN|undefined|<text|<script/);
        // Every opened element is self-closed or closed: a cheap well-formedness check.
        const opened = (svg!.match(/<[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
        const closed = (svg!.match(/<\/[a-zA-Z]+>/g) ?? []).length;
        expect(opened, name).toBe(closed);
      }
    }
  });

  it('is portrait for -h5 and landscape otherwise', () => {
    const size = (svg: string) =>
      svg
        .match(/width="(\d+)" height="(\d+)"/)!
        .slice(1)
        .map(Number);
    const [w, h] = size(bannerSvg('home-fridge')!);
    const [pw, ph] = size(bannerSvg('home-fridge-h5')!);
    expect(w).toBeGreaterThan(h);
    expect(ph).toBeGreaterThan(pw);
  });

  it('knows only its own ids (no prototype keys)', () => {
    for (const id of ['nope', 'constructor', '__proto__', 'toString', '-h5', 'home-fridge-h5-h5']) expect(bannerSvg(id), id).toBeNull();
  });

  it('gives the same bytes for the same id (safe to cache as immutable)', () => {
    expect(bannerSvg('home-watch')).toBe(bannerSvg('home-watch'));
  });
});

/**
 * The delivery region the shopper chose: kept in localStorage and in the `pdp_region` cookie
 * (so the server can read it for a first render), default 上海市 / 上海市 / 黄浦区.
 */
import { parseCookieHeader, setBrowserCookie } from '../../../lib/cookies';
import type { Region } from './types';

export interface ChosenRegion {
  province: Region;
  city: Region;
  district: Region;
}

export const REGION_COOKIE = 'pdp_region';
const STORAGE_KEY = 'pdp_region';
const KEEP_DAYS = 365;

export const DEFAULT_REGION: ChosenRegion = {
  province: { code: '310000', name: '上海市' },
  city: { code: '310100', name: '上海市' },
  district: { code: '310101', name: '黄浦区' },
};

const CODE = /^\d{6}$/;

function valid(v: unknown): v is ChosenRegion {
  const r = v as ChosenRegion | null;
  return Boolean(
    r &&
      [r.province, r.city, r.district].every((x) => x && typeof x.name === 'string' && x.name.length > 0 && x.name.length <= 40 && CODE.test(String(x.code))),
  );
}

/** Parses a stored value (JSON of codes and names); anything else is ignored. */
export function parseRegion(raw: string | null | undefined): ChosenRegion | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return valid(v) ? { province: pick(v.province), city: pick(v.city), district: pick(v.district) } : null;
  } catch {
    return null;
  }
}

function pick(r: Region): Region {
  return { code: r.code, name: r.name };
}

export function readRegion(): ChosenRegion {
  try {
    const stored = parseRegion(localStorage.getItem(STORAGE_KEY));
    if (stored) return stored;
  } catch {
    /* storage unavailable (private mode): fall back to the cookie */
  }
  return parseRegion(parseCookieHeader(document.cookie)[REGION_COOKIE]) ?? DEFAULT_REGION;
}

export function saveRegion(region: ChosenRegion) {
  const value = JSON.stringify({ province: pick(region.province), city: pick(region.city), district: pick(region.district) });
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    /* the cookie still keeps it */
  }
  setBrowserCookie(REGION_COOKIE, value, KEEP_DAYS);
}

export function regionLabel(r: ChosenRegion): string {
  // Municipalities repeat their name at the city level (上海市 上海市): show it once.
  const parts = [r.province.name, r.city.name, r.district.name];
  return parts.filter((p, i) => i === 0 || p !== parts[i - 1]).join(' ');
}
